import type { jsPDF as JsPdf } from "jspdf";

import { PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import {
  findLinks,
  lineHeightMm,
  pdfFontFor,
  placeLines,
  PT_TO_MM,
  splitParagraphs,
  toPdfSafeText,
} from "@/lib/documents/pdf-layout";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The letter as a PDF with real, selectable text (docs/decisions.md 'PDF'), laid out by docs/spec.md, engine §9's rules: margins from
 * the template, Times for serif and Helvetica for sans, links for URLs and e-mails; metadata title 'Cover Letter'
 * and subject 'Job Application'. The jsPDF constructor is passed in (loaded on demand in the browser).
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
}) => JsPdf;

export type PdfLetterInput = { text: string; formatting: Formatting; template: LetterTemplate };

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function buildLetterPdf(JsPDF: JsPdfConstructor, input: PdfLetterInput): JsPdf {
  const { formatting, template } = input;
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const margins = template.style.margins;
  const doc = new JsPDF({
    orientation: "portrait",
    unit: "mm",
    format: formatting.pageSize === "a4" ? "a4" : "letter",
  });
  doc.setProperties(PDF_METADATA);
  const font = pdfFontFor(formatting.fontFamily);
  doc.setFont(font, "normal");
  doc.setFontSize(formatting.fontSizePt);
  doc.setTextColor(...hexToRgb(template.style.text));

  const width = page.width - margins.left - margins.right;
  const lineHeight = lineHeightMm(formatting.fontSizePt, formatting.lineHeight);
  const paragraphs = splitParagraphs(toPdfSafeText(input.text)).map((paragraph) =>
    paragraph.split("\n").flatMap((block) => {
      const wrapped = doc.splitTextToSize(block, width) as string[];
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
    let start = margins.left;
    if (formatting.alignment === "center") {
      doc.text(line.text, margins.left + width / 2, y, { align: "center" });
      start = margins.left + (width - lineWidth) / 2;
    } else if (formatting.alignment === "right") {
      doc.text(line.text, page.width - margins.right, y, { align: "right" });
      start = page.width - margins.right - lineWidth;
    } else if (justify) {
      doc.text(line.text, margins.left, y, { align: "justify", maxWidth: width });
    } else {
      doc.text(line.text, margins.left, y);
    }
    const spaces = (line.text.match(/ /g) ?? []).length;
    const extraPerSpace = justify && spaces > 0 ? (width - lineWidth) / spaces : 0;
    for (const link of findLinks(line.text)) {
      const prefix = line.text.slice(0, link.start);
      const x = start + doc.getTextWidth(prefix) + extraPerSpace * (prefix.match(/ /g) ?? []).length;
      const linkWidth = doc.getTextWidth(line.text.slice(link.start, link.end));
      doc.link(x, y - fontMm * 0.8, linkWidth, fontMm, { url: link.url });
    }
  }
  doc.setPage(1);
  return doc;
}

/** Browser: builds the PDF with jsPDF loaded on demand and returns it as a Blob. */
export async function createLetterPdfBlob(input: PdfLetterInput): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  return buildLetterPdf(jsPDF as unknown as JsPdfConstructor, input).output("blob");
}
