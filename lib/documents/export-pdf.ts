import type { jsPDF as JsPdf } from "jspdf";

import { LETTER_FONTS } from "@/lib/documents/fonts";
import { drawableText, fetchFontFile, pdfFontLoader, type PdfFont } from "@/lib/documents/fonts-pdf";
import { lineHeightMm, placeBlocks, PT_TO_MM, wrapRuns } from "@/lib/documents/pdf-layout";
import {
  letterBlocks,
  usedFaces,
  type FontFamily,
  type LetterPage,
  type TextBlock,
  type TextRun,
} from "@/lib/letter/blocks";
import type { LetterDocument } from "@/lib/letter/layout";

/**
 * The letter as a PDF with real, selectable text (docs/decisions.md 'PDF'): the blocks of lib/letter/blocks.ts laid
 * out by docs/spec.md, engine §9's rules, links for URLs and e-mails; metadata title 'Cover Letter' and subject 'Job
 * Application'. The text is set in the letter fonts, each face embedded as a subset (docs/decisions.md 'Letter
 * fonts'). The jsPDF constructor and the fonts are passed in (both loaded on demand in the browser).
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

type Glyphs = { characterToGlyph(code: number): number };
/** A wrapped line; the last one of a line as written is never justified. */
type WrappedLine = TextRun[] & { endsLine: boolean };

function countSpaces(text: string): number {
  return (text.match(/ /g) ?? []).length;
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const faceName = (font: FontFamily, bold: boolean) =>
  LETTER_FONTS[font].faces[bold ? "bold" : "normal"].postScriptName;

/** A text block's lines wrapped to the width, each run drawable in its face. */
function wrapBlock(doc: JsPdf, block: TextBlock, width: number): WrappedLine[] {
  const glyphs = new Map<boolean, Glyphs>();
  const selectFace = (bold: boolean) => {
    doc.setFont(faceName(block.font, bold), "normal");
    if (!glyphs.has(bold)) glyphs.set(bold, doc.getFont().metadata as Glyphs);
  };
  doc.setFontSize(block.sizePt);
  const measure = (text: string, bold: boolean) => {
    selectFace(bold);
    return doc.getTextWidth(text);
  };
  return block.lines.flatMap((line) => {
    const drawable = line.map((run) => {
      selectFace(run.bold);
      const face = glyphs.get(run.bold) as Glyphs;
      return { ...run, text: drawableText(run.text, (code) => face.characterToGlyph(code) !== 0) };
    });
    return wrapRuns(drawable, width, measure).map((wrapped, index, all) =>
      Object.assign(wrapped, { endsLine: index === all.length - 1 }),
    );
  });
}

function drawLine(
  doc: JsPdf,
  block: TextBlock,
  runs: WrappedLine,
  box: { left: number; width: number; y: number },
) {
  doc.setFontSize(block.sizePt);
  doc.setTextColor(...hexToRgb(block.color));
  const widthOf = (text: string, bold: boolean) => {
    doc.setFont(faceName(block.font, bold), "normal");
    return doc.getTextWidth(text);
  };
  const natural = runs.reduce((sum, run) => sum + widthOf(run.text, run.bold), 0);
  const justify = block.align === "justify" && !runs.endsLine;
  const spaces = runs.reduce((sum, run) => sum + countSpaces(run.text), 0);
  const extraPerSpace = justify ? (box.width - natural) / Math.max(1, spaces) : 0;
  let x =
    block.align === "center"
      ? box.left + (box.width - natural) / 2
      : block.align === "right"
        ? box.left + box.width - natural
        : box.left;
  const fontMm = block.sizePt * PT_TO_MM;
  for (const run of runs) {
    const start = x;
    doc.setFont(faceName(block.font, run.bold), "normal");
    // jsPDF cannot justify a line in an Identity-H font, so a justified line is set word by word.
    if (justify) {
      for (const word of run.text.matchAll(/\S+/g)) {
        const before = run.text.slice(0, word.index);
        doc.text(word[0], start + doc.getTextWidth(before) + extraPerSpace * countSpaces(before), box.y);
      }
      x = start + doc.getTextWidth(run.text) + extraPerSpace * countSpaces(run.text);
    } else {
      if (run.text) doc.text(run.text, start, box.y);
      x = start + doc.getTextWidth(run.text);
    }
    if (run.link) doc.link(start, box.y - fontMm * 0.8, x - start, fontMm, { url: run.link });
  }
}

function drawRule(
  doc: JsPdf,
  rule: { color: string; heightMm: number; double: boolean },
  left: number,
  width: number,
  top: number,
) {
  doc.setFillColor(...hexToRgb(rule.color));
  if (!rule.double) {
    doc.rect(left, top, width, rule.heightMm, "F");
    return;
  }
  const line = rule.heightMm / 3;
  doc.rect(left, top, width, line, "F");
  doc.rect(left, top + 2 * line, width, line, "F");
}

function registerFonts(doc: JsPdf, fonts: readonly PdfFont[]) {
  // Identity-H: every character of the font can be drawn, and only the glyphs used are embedded.
  for (const font of fonts) {
    doc.addFileToVFS(font.face.file, font.data);
    doc.addFont(font.face.file, font.face.postScriptName, "normal", "Identity-H");
  }
}

/** Draws the letter's blocks; `fonts` holds every face the blocks use (usedFaces). */
export function buildLetterPdf(
  JsPDF: JsPdfConstructor,
  document: LetterDocument,
  fonts: readonly PdfFont[],
): JsPdf {
  const page: LetterPage = letterBlocks(document);
  const { margins } = page;
  const doc = new JsPDF({
    orientation: "portrait",
    unit: "mm",
    format: document.formatting.pageSize === "a4" ? "a4" : "letter",
    compress: true,
  });
  doc.setProperties(PDF_METADATA);
  registerFonts(doc, fonts);

  const width = page.widthMm - margins.left - margins.right;
  const wrapped = page.blocks.map((block) => (block.kind === "text" ? wrapBlock(doc, block, width) : []));
  const lastText = page.blocks.findLastIndex((block) => block.kind === "text");
  const { lines, pages } = placeBlocks({
    blocks: page.blocks.map((block, index) => ({
      lines: block.kind === "text" ? (wrapped[index]?.length ?? 0) : 1,
      lineHeight: block.kind === "text" ? lineHeightMm(block.sizePt, block.lineHeight) : block.heightMm,
      spaceBefore: block.spaceBeforeMm,
      spaceAfter: block.spaceAfterMm,
      last: index === lastText && block.kind === "text" && block.role === "body",
    })),
    pageHeight: page.heightMm,
    marginTop: margins.top,
    marginBottom: margins.bottom,
  });
  for (let extra = 1; extra < pages; extra += 1) doc.addPage();

  if (page.band) {
    const bandEnds = page.blocks.flatMap((block, index) => {
      if (block.kind !== "text" || !block.inBand) return [];
      const last = lines[index]?.at(-1);
      return last ? [last.top + lineHeightMm(block.sizePt, block.lineHeight)] : [];
    });
    doc.setPage(1);
    doc.setFillColor(...hexToRgb(page.band.color));
    doc.rect(0, 0, page.widthMm, Math.max(0, ...bandEnds) + page.band.paddingMm, "F");
  }

  page.blocks.forEach((block, index) => {
    const placed = lines[index] ?? [];
    if (block.kind === "rule") {
      const at = placed[0];
      if (at) {
        doc.setPage(at.page);
        drawRule(doc, block, margins.left, width, at.top);
      }
      return;
    }
    const lineHeight = lineHeightMm(block.sizePt, block.lineHeight);
    const fontMm = block.sizePt * PT_TO_MM;
    // The baseline sits where the glyphs of a line centred in its box would rest.
    const baselineOffset = (lineHeight - fontMm) / 2 + fontMm * 0.8;
    (wrapped[index] ?? []).forEach((runs, lineIndex) => {
      const at = placed[lineIndex];
      if (!at) return;
      doc.setPage(at.page);
      drawLine(doc, block, runs, { left: margins.left, width, y: at.top + baselineOffset });
    });
  });
  doc.setPage(1);
  return doc;
}

const browserFonts = pdfFontLoader(fetchFontFile);

/** The faces a letter's PDF embeds, loaded with `load`. */
export function loadLetterFonts(
  document: LetterDocument,
  load: ReturnType<typeof pdfFontLoader>,
): Promise<PdfFont[]> {
  return Promise.all(
    usedFaces(letterBlocks(document)).map((face) => load(face.font, face.bold ? "bold" : "normal")),
  );
}

/** Browser: builds the PDF with jsPDF and the fonts loaded on demand and returns it as a Blob. */
export async function createLetterPdfBlob(document: LetterDocument): Promise<Blob> {
  const [{ jsPDF }, fonts] = await Promise.all([import("jspdf"), loadLetterFonts(document, browserFonts)]);
  return buildLetterPdf(jsPDF as unknown as JsPdfConstructor, document, fonts).output("blob");
}
