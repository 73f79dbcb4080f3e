/** A stretch of the letter by character offsets into its text (a claim's `start` and `end`). */
export type Span = { start: number; end: number };

/** Part of a paragraph as shown: plain text, or the shown words of one mark. */
export type LetterPiece<T extends Span> = { text: string; mark: T | null };

/** A shown character and the offset in the letter's text it stands for. */
type Shown = { char: string; at: number };

const isBlank = (char: string | undefined) => char === " " || char === "\t";

/** One line of the text, as splitParagraphs shows it: runs of spaces and tabs as one space, trimmed. */
function shownLine(text: string, start: number, end: number): Shown[] {
  const chars: Shown[] = [];
  for (let at = start; at < end; at++) {
    const char = text[at] ?? "";
    const blank = isBlank(char);
    if (blank && at > start && isBlank(text[at - 1])) continue;
    chars.push({ char: blank ? " " : char, at });
  }
  let first = 0;
  let last = chars.length;
  while (first < last && /\s/.test(chars[first]?.char ?? "")) first++;
  while (last > first && /\s/.test(chars[last - 1]?.char ?? "")) last--;
  return chars.slice(first, last);
}

/** Each line's bounds and where its line break is (`\r\n`, `\r` or `\n`; -1 for the last line). */
function lines(text: string): Array<{ start: number; end: number; newline: number }> {
  const found: Array<{ start: number; end: number; newline: number }> = [];
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char !== "\n" && char !== "\r") continue;
    found.push({ start, end: at, newline: at });
    if (char === "\r" && text[at + 1] === "\n") at++;
    start = at + 1;
  }
  found.push({ start, end: text.length, newline: -1 });
  return found;
}

/**
 * The paragraphs of splitParagraphs (lib/documents/pdf-layout.ts), the same text character for character, with each
 * mark's words cut out as its own piece. Marks are offsets into `text` as it is, so they are mapped through the
 * whitespace that splitParagraphs folds: a paragraph break is a line of nothing but spaces and tabs.
 */
export function markParagraphs<T extends Span>(text: string, marks: readonly T[]): LetterPiece<T>[][] {
  const paragraphs: Shown[][] = [];
  let current: Shown[] = [];
  let lineBreak = -1;
  for (const line of lines(text)) {
    if (/^[ \t]*$/.test(text.slice(line.start, line.end))) {
      if (current.length > 0) paragraphs.push(current);
      current = [];
      continue;
    }
    const shown = shownLine(text, line.start, line.end);
    if (shown.length === 0) continue;
    // The lines of a paragraph are joined by one line break: the one after the previous line shown.
    if (current.length > 0) current.push({ char: "\n", at: lineBreak });
    current.push(...shown);
    lineBreak = line.newline;
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs.map((chars) => piecesOf(chars, marks));
}

function piecesOf<T extends Span>(chars: Shown[], marks: readonly T[]): LetterPiece<T>[] {
  const pieces: LetterPiece<T>[] = [];
  for (const { char, at } of chars) {
    const mark = marks.find((span) => span.start <= at && at < span.end) ?? null;
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += char;
    else pieces.push({ text: char, mark });
  }
  return pieces;
}
