import { LETTER_FONTS } from "@/lib/documents/fonts";
import { lineHeightMm } from "@/lib/documents/pdf-layout";
import { letterBlocks, type LetterPage, type RuleBlock, type TextBlock } from "@/lib/letter/blocks";
import type { LetterDocument } from "@/lib/letter/layout";

/**
 * The letter as a Word document (Premium, docs/decisions.md 'Free vs Premium'): the blocks of lib/letter/blocks.ts as
 * paragraphs with the PDF's fonts, sizes, line heights, spacing, alignment, page size and margins; the band as
 * paragraph shading, a rule as the border under the paragraph before it; URLs and e-mails as hyperlinks. The runs name
 * the PDF's font families (docs/decisions.md 'Letter fonts'); Word substitutes its own where they are not installed.
 * docx loads on demand.
 */
type DocxModule = typeof import("docx");

const MM_TO_TWIP = 1440 / 25.4;
const MM_TO_PT = 72 / 25.4;
const twips = (mm: number) => Math.round(mm * MM_TO_TWIP);
const hex = (color: string) => color.replace("#", "").toUpperCase();

function paragraphOf(docx: DocxModule, page: LetterPage, block: TextBlock, rule: RuleBlock | null) {
  const font = LETTER_FONTS[block.font].family;
  const size = Math.round(block.sizePt * 2); // half-points
  const color = hex(block.color);
  const alignment = {
    left: docx.AlignmentType.LEFT,
    justify: docx.AlignmentType.JUSTIFIED,
    center: docx.AlignmentType.CENTER,
    right: docx.AlignmentType.RIGHT,
  }[block.align];
  const children = block.lines.flatMap((line, index) => {
    const runs = line.map((run) => {
      const text = new docx.TextRun({
        text: run.text,
        font,
        size,
        bold: run.bold,
        color,
        ...(run.link ? { style: "Hyperlink" } : {}),
      });
      return run.link ? new docx.ExternalHyperlink({ link: run.link, children: [text] }) : text;
    });
    return index === 0 ? runs : [new docx.TextRun({ break: 1, text: "", font, size }), ...runs];
  });
  // A rule under this paragraph: its border, as far below the text as the rule sits in the PDF.
  const border = rule
    ? {
        bottom: {
          style: rule.double ? docx.BorderStyle.DOUBLE : docx.BorderStyle.SINGLE,
          size: Math.max(2, Math.round((rule.double ? rule.heightMm / 3 : rule.heightMm) * MM_TO_PT * 8)),
          color: hex(rule.color),
          space: Math.round((block.spaceAfterMm + rule.spaceBeforeMm) * MM_TO_PT),
        },
      }
    : undefined;
  return new docx.Paragraph({
    alignment,
    spacing: {
      before: twips(block.spaceBeforeMm),
      after: twips(rule ? rule.spaceAfterMm : block.spaceAfterMm),
      line: twips(lineHeightMm(block.sizePt, block.lineHeight)),
      lineRule: docx.LineRuleType.EXACT,
    },
    ...(border ? { border } : {}),
    ...(block.inBand && page.band
      ? { shading: { type: docx.ShadingType.CLEAR, fill: hex(page.band.color), color: "auto" } }
      : {}),
    children,
  });
}

export function buildLetterDocx(docx: DocxModule, document: LetterDocument) {
  const page = letterBlocks(document);
  const paragraphs = page.blocks.flatMap((block, index) => {
    if (block.kind !== "text") return [];
    const next = page.blocks[index + 1];
    return [paragraphOf(docx, page, block, next?.kind === "rule" ? next : null)];
  });
  const margins = page.margins;
  return new docx.Document({
    title: "Cover Letter",
    subject: "Job Application",
    creator: "Cover Letter Builder",
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(page.widthMm), height: twips(page.heightMm) },
            margin: {
              top: twips(margins.top),
              right: twips(margins.right),
              bottom: twips(margins.bottom),
              left: twips(margins.left),
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
}

export async function createLetterDocxBlob(document: LetterDocument): Promise<Blob> {
  const docx = await import("docx");
  return docx.Packer.toBlob(buildLetterDocx(docx, document));
}
