import type { Formatting } from "@/lib/validation/ai";

/**
 * The PDF letter's layout arithmetic (docs/spec.md, engine §9), pure so it can be tested without a PDF library:
 * line height = font size × line-height factor × 0.35 (mm); paragraphs split on blank lines; 0.2 line extra after
 * each paragraph (on top of the blank line that separates them); a last paragraph of three lines or fewer is kept
 * together on one page; URLs and e-mail addresses become links; runs of text wrapped to the page's width.
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

/** A run of text in one style: bold or not, a link or not (lib/letter/blocks.ts). */
export type StyledRun = { text: string; bold: boolean; link: string | null };

/**
 * A line of runs wrapped to a width: words go on the line while they fit, spaces at a break are dropped, and a word
 * wider than the whole line is cut where it must be. `measure` gives a text's width in its style.
 */
export function wrapRuns<R extends StyledRun>(
  runs: readonly R[],
  width: number,
  measure: (text: string, bold: boolean) => number,
): R[][] {
  const tokens = runs.flatMap((run) => (run.text.match(/\s+|\S+/g) ?? []).map((text) => ({ ...run, text })));
  const lines: R[][] = [];
  let line: R[] = [];
  let used = 0;
  const push = (token: R) => {
    const previous = line.at(-1);
    if (previous && previous.bold === token.bold && previous.link === token.link) previous.text += token.text;
    else line.push({ ...token });
    used += measure(token.text, token.bold);
  };
  const breakLine = () => {
    const last = line.at(-1);
    if (last) last.text = last.text.trimEnd();
    lines.push(line.filter((run) => run.text));
    line = [];
    used = 0;
  };
  for (const token of tokens) {
    const blank = /^\s/.test(token.text);
    if (blank && line.length === 0 && lines.length > 0) continue;
    const tokenWidth = measure(token.text, token.bold);
    if (!blank && used > 0 && used + tokenWidth > width + 1e-6) breakLine();
    if (!blank && tokenWidth > width + 1e-6) {
      // Longer than a line: as many characters as fit, line after line.
      let piece = "";
      for (const character of token.text) {
        if (piece && used + measure(piece + character, token.bold) > width + 1e-6) {
          push({ ...token, text: piece });
          breakLine();
          piece = "";
        }
        piece += character;
      }
      if (piece) push({ ...token, text: piece });
      continue;
    }
    push(token);
  }
  if (line.length > 0 || lines.length === 0) breakLine();
  return lines;
}

/** A block as placed on pages: its wrapped lines' count and height, and the space around it (all in mm). */
export type PlacedBlockInput = {
  lines: number;
  lineHeight: number;
  spaceBefore: number;
  spaceAfter: number;
  /** The letter's last paragraph: kept whole on one page when it has three lines or fewer. */
  last: boolean;
};

export type PlacedLine = { page: number; top: number };

export type PlaceInput = {
  blocks: readonly PlacedBlockInput[];
  pageHeight: number;
  marginTop: number;
  marginBottom: number;
};

/**
 * Places each block's lines on pages, top to bottom: a line that would cross the bottom margin goes to the next page
 * (its space before dropped at the top of a page); a short last paragraph is kept whole.
 */
export function placeBlocks(input: PlaceInput): { lines: PlacedLine[][]; pages: number } {
  const { blocks, pageHeight, marginTop, marginBottom } = input;
  const bottom = pageHeight - marginBottom;
  let page = 1;
  let cursor = marginTop;
  const atTop = () => cursor <= marginTop + 1e-6;
  const newPage = () => {
    page += 1;
    cursor = marginTop;
  };
  const placed = blocks.map((block) => {
    if (!atTop()) cursor += block.spaceBefore;
    const needed = block.lines * block.lineHeight;
    if (block.last && block.lines <= KEEP_TOGETHER_MAX_LINES && cursor + needed > bottom + 1e-6 && !atTop())
      newPage();
    const lines: PlacedLine[] = [];
    for (let index = 0; index < block.lines; index += 1) {
      if (cursor + block.lineHeight > bottom + 1e-6 && !atTop()) newPage();
      lines.push({ page, top: cursor });
      cursor += block.lineHeight;
    }
    cursor += block.spaceAfter;
    return lines;
  });
  return { lines: placed, pages: page };
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
