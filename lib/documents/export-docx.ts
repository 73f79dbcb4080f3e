import { PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import { LETTER_FONTS } from "@/lib/documents/fonts";
import { findLinks, PARAGRAPH_EXTRA_LINES, splitParagraphs } from "@/lib/documents/pdf-layout";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The letter as a Word document (Premium, docs/decisions.md 'Free vs Premium'): the same paragraphs, font, size, line
 * height, alignment, page size and template margins as the PDF; URLs and e-mails as hyperlinks. The runs name the PDF's
 * font family (docs/decisions.md 'Letter fonts'); Word substitutes its own where it is not installed. docx loads on demand.
 */
type DocxModule = typeof import("docx");

const MM_TO_TWIP = 1440 / 25.4;

export type DocxLetterInput = { text: string; formatting: Formatting; template: LetterTemplate };

export function buildLetterDocx(docx: DocxModule, input: DocxLetterInput) {
  const { formatting, template } = input;
  const font = LETTER_FONTS[formatting.fontFamily].family;
  const size = Math.round(formatting.fontSizePt * 2); // half-points
  const line = Math.round(formatting.lineHeight * 240); // 240 = single spacing
  const after = Math.round(formatting.fontSizePt * formatting.lineHeight * 20 * (1 + PARAGRAPH_EXTRA_LINES));
  const alignment = {
    left: docx.AlignmentType.LEFT,
    justify: docx.AlignmentType.JUSTIFIED,
    center: docx.AlignmentType.CENTER,
    right: docx.AlignmentType.RIGHT,
  }[formatting.alignment];
  const color = template.style.text.replace("#", "");

  const runsFor = (text: string) => {
    const children: Array<
      InstanceType<DocxModule["TextRun"]> | InstanceType<DocxModule["ExternalHyperlink"]>
    > = [];
    let at = 0;
    for (const link of findLinks(text)) {
      if (link.start > at)
        children.push(new docx.TextRun({ text: text.slice(at, link.start), font, size, color }));
      children.push(
        new docx.ExternalHyperlink({
          link: link.url,
          children: [
            new docx.TextRun({ text: text.slice(link.start, link.end), font, size, style: "Hyperlink" }),
          ],
        }),
      );
      at = link.end;
    }
    if (at < text.length) children.push(new docx.TextRun({ text: text.slice(at), font, size, color }));
    return children;
  };

  const paragraphs = splitParagraphs(input.text).map(
    (paragraph) =>
      new docx.Paragraph({
        alignment,
        spacing: { line, after },
        children: paragraph.split("\n").flatMap((block, index) => {
          const runs = runsFor(block);
          return index === 0 ? runs : [new docx.TextRun({ break: 1, text: "", font, size }), ...runs];
        }),
      }),
  );
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const margins = template.style.margins;
  return new docx.Document({
    title: "Cover Letter",
    subject: "Job Application",
    creator: "Cover Letter Builder",
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(page.width * MM_TO_TWIP),
              height: Math.round(page.height * MM_TO_TWIP),
            },
            margin: {
              top: Math.round(margins.top * MM_TO_TWIP),
              right: Math.round(margins.right * MM_TO_TWIP),
              bottom: Math.round(margins.bottom * MM_TO_TWIP),
              left: Math.round(margins.left * MM_TO_TWIP),
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
}

export async function createLetterDocxBlob(input: DocxLetterInput): Promise<Blob> {
  const docx = await import("docx");
  return docx.Packer.toBlob(buildLetterDocx(docx, input));
}
