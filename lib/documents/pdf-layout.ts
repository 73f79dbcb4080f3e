import type { Formatting } from "@/lib/validation/ai";

/**
 * The PDF letter's layout arithmetic (docs/spec.md, engine §9), pure so it can be tested without a PDF library:
 * line height = font size × line-height factor × 0.35 (mm); paragraphs split on blank lines; 0.2 line extra after
 * each paragraph (on top of the blank line that separates them); a last paragraph of three lines or fewer is kept
 * together on one page; URLs and e-mail addresses become links.
 */
export const LINE_HEIGHT_MM_PER_PT = 0.35;
export const PARAGRAPH_EXTRA_LINES = 0.2;
export const KEEP_TOGETHER_MAX_LINES = 3;
/** 1 pt in mm (font size to glyph height). */
export const PT_TO_MM = 25.4 / 72;

export function lineHeightMm(fontSizePt: number, lineHeightFactor: number): number {
  return fontSizePt * lineHeightFactor * LINE_HEIGHT_MM_PER_PT;
}

/** Space after a paragraph: the blank line between paragraphs plus the spec's extra 0.2 line. */
export function paragraphGapMm(lineHeight: number): number {
  return lineHeight * (1 + PARAGRAPH_EXTRA_LINES);
}

/** Paragraphs on blank lines; single line breaks inside a paragraph stay ("Sincerely,\nJane Doe"). */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.replace(/[ \t]+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
}

export type LinkSpan = { start: number; end: number; url: string };

const LINK_PATTERN =
  /\b(?:https?:\/\/[^\s<>"')\]]+|www\.[^\s<>"')\]]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** URLs (http, https, www.) and e-mail addresses in a line, trailing punctuation left out. */
export function findLinks(line: string): LinkSpan[] {
  const spans: LinkSpan[] = [];
  for (const match of line.matchAll(LINK_PATTERN)) {
    let text = match[0];
    text = text.replace(/[.,;:!?]+$/, "");
    if (!text) continue;
    const start = match.index ?? 0;
    const url =
      text.includes("@") && !/^(?:https?:\/\/|www\.)/.test(text)
        ? `mailto:${text}`
        : text.startsWith("www.")
          ? `https://${text}`
          : text;
    spans.push({ start, end: start + text.length, url });
  }
  return spans;
}

export type PlacedLine = {
  page: number;
  /** Top of the line box in mm. */
  top: number;
  text: string;
  /** The last line of a paragraph or of a line inside it (not justified). */
  endsBlock: boolean;
};

export type LayoutInput = {
  /** Each paragraph's wrapped lines, plus which of them end a block (a forced line break or the paragraph's end). */
  paragraphs: Array<Array<{ text: string; endsBlock: boolean }>>;
  pageHeight: number;
  marginTop: number;
  marginBottom: number;
  lineHeight: number;
};

/** Places wrapped lines on pages: breaks where a line would cross the bottom margin; keeps a short last paragraph whole. */
export function placeLines(input: LayoutInput): { lines: PlacedLine[]; pages: number } {
  const { paragraphs, pageHeight, marginTop, marginBottom, lineHeight } = input;
  const bottom = pageHeight - marginBottom;
  const lines: PlacedLine[] = [];
  let page = 1;
  let cursor = marginTop;
  paragraphs.forEach((paragraph, index) => {
    const isLast = index === paragraphs.length - 1;
    const needed = paragraph.length * lineHeight;
    if (
      isLast &&
      paragraph.length <= KEEP_TOGETHER_MAX_LINES &&
      cursor + needed > bottom + 1e-6 &&
      cursor > marginTop + 1e-6
    ) {
      page += 1;
      cursor = marginTop;
    }
    for (const line of paragraph) {
      if (cursor + lineHeight > bottom + 1e-6 && cursor > marginTop + 1e-6) {
        page += 1;
        cursor = marginTop;
      }
      lines.push({ page, top: cursor, text: line.text, endsBlock: line.endsBlock });
      cursor += lineHeight;
    }
    if (!isLast) cursor += paragraphGapMm(lineHeight) - lineHeight;
  });
  return { lines, pages: page };
}

/** cover-letter-{pageSize}-{YYYY-MM-DD}.pdf (the user's local date). */
export function pdfFileName(pageSize: Formatting["pageSize"], date: Date = new Date()): string {
  return `cover-letter-${pageSize}-${localDate(date)}.pdf`;
}

export function docxFileName(pageSize: Formatting["pageSize"], date: Date = new Date()): string {
  return `cover-letter-${pageSize}-${localDate(date)}.docx`;
}

function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
