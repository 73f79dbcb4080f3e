import type { jsPDF as JsPdf } from "jspdf";

import { PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import { drawableText, fetchFontFile, pdfFontLoader, type PdfFont } from "@/lib/documents/fonts-pdf";
import { findLinks, lineHeightMm, placeLines, PT_TO_MM, splitParagraphs } from "@/lib/documents/pdf-layout";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The letter as a PDF with real, selectable text (docs/decisions.md 'PDF'), laid out by docs/spec.md, engine §9's rules: margins from
 * the template, links for URLs and e-mails; metadata title 'Cover Letter' and subject 'Job Application'. The text is
 * set in the letter font, embedded as a subset (docs/decisions.md 'Letter fonts'). The jsPDF constructor and the
 * font are passed in (both loaded on demand in the browser).
 */
export const PDF_METADATA = {
  title: "Cover Letter",
  subject: "Job Application",
  creator: "Cover Letter Builder",
};

type JsPdfConstructor = new (options: {
  orientation: "portrait";
  unit: "mm";
  format: [number, number] | string;
  compress: boolean;
}) => JsPdf;

export type PdfLetterInput = { text: string; formatting: Formatting; template: LetterTemplate };

function countSpaces(text: string): number {
  return (text.match(/ /g) ?? []).length;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function buildLetterPdf(JsPDF: JsPdfConstructor, input: PdfLetterInput, font: PdfFont): JsPdf {
  const { formatting, template } = input;
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const margins = template.style.margins;
  const doc = new JsPDF({
    orientation: "portrait",
    unit: "mm",
    format: formatting.pageSize === "a4" ? "a4" : "letter",
    compress: true,
  });
  doc.setProperties(PDF_METADATA);
  // Identity-H: every character of the font can be drawn, and only the glyphs used are embedded.
  doc.addFileToVFS(font.face.file, font.data);
  doc.addFont(font.face.file, font.face.postScriptName, "normal", "Identity-H");
  doc.setFont(font.face.postScriptName, "normal");
  const glyphs = doc.getFont().metadata as { characterToGlyph(code: number): number };
  doc.setFontSize(formatting.fontSizePt);
  doc.setTextColor(...hexToRgb(template.style.text));

  const width = page.width - margins.left - margins.right;
  const lineHeight = lineHeightMm(formatting.fontSizePt, formatting.lineHeight);
  const paragraphs = splitParagraphs(input.text).map((paragraph) =>
    paragraph.split("\n").flatMap((block) => {
      const drawable = drawableText(block, (code) => glyphs.characterToGlyph(code) !== 0);
      const wrapped = doc.splitTextToSize(drawable, width) as string[];
      return wrapped.map((text, index) => ({ text, endsBlock: index === wrapped.length - 1 }));
    }),
  );
  const { lines, pages } = placeLines({
    paragraphs,
    pageHeight: page.height,
    marginTop: margins.top,
    marginBottom: margins.bottom,
    lineHeight,
  });
  for (let extra = 1; extra < pages; extra += 1) doc.addPage();

  if (template.style.accent) {
    doc.setPage(1);
    doc.setDrawColor(...hexToRgb(template.style.accent));
    doc.setLineWidth(0.8);
    doc.line(margins.left, margins.top / 2, page.width - margins.right, margins.top / 2);
  }

  const fontMm = formatting.fontSizePt * PT_TO_MM;
  // The baseline sits where the glyphs of a line centred in its box would rest.
  const baselineOffset = (lineHeight - fontMm) / 2 + fontMm * 0.8;
  for (const line of lines) {
    doc.setPage(line.page);
    const y = line.top + baselineOffset;
    const lineWidth = doc.getTextWidth(line.text);
    const justify = formatting.alignment === "justify" && !line.endsBlock;
    const start =
      formatting.alignment === "center"
        ? margins.left + (width - lineWidth) / 2
        : formatting.alignment === "right"
          ? page.width - margins.right - lineWidth
          : margins.left;
    const extraPerSpace = justify ? (width - lineWidth) / Math.max(1, countSpaces(line.text)) : 0;
    const xAt = (index: number) => {
      const prefix = line.text.slice(0, index);
      return start + doc.getTextWidth(prefix) + extraPerSpace * countSpaces(prefix);
    };
    // jsPDF cannot justify a line in an Identity-H font, so a justified line is set word by word.
    if (justify) for (const word of line.text.matchAll(/\S+/g)) doc.text(word[0], xAt(word.index), y);
    else doc.text(line.text, start, y);
    for (const link of findLinks(line.text)) {
      const linkWidth = xAt(link.end) - xAt(link.start);
      doc.link(xAt(link.start), y - fontMm * 0.8, linkWidth, fontMm, { url: link.url });
    }
  }
  doc.setPage(1);
  return doc;
}

const browserFonts = pdfFontLoader(fetchFontFile);

/** Browser: builds the PDF with jsPDF and the font loaded on demand and returns it as a Blob. */
export async function createLetterPdfBlob(input: PdfLetterInput): Promise<Blob> {
  const [{ jsPDF }, font] = await Promise.all([import("jspdf"), browserFonts(input.formatting.fontFamily)]);
  return buildLetterPdf(jsPDF as unknown as JsPdfConstructor, input, font).output("blob");
}
