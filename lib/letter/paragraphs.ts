/**
 * A letter's paragraphs with every byte between them kept (docs/product-rules.md, "Paragraph actions"), so one
 * paragraph can be replaced while the rest of the letter stays exactly as written.
 *
 * Paragraphs break where splitParagraphs (lib/documents/pdf-layout.ts) breaks them: at a line break followed by one
 * or more lines of nothing but spaces and tabs (`\r\n`, `\r` and `\n` alike). A paragraph's index counts every
 * paragraph the preview draws as `data-block="body"`, the greeting and the sign-off included: index 0 is the first
 * one. Only the body's paragraphs may be chosen: not the greeting (a first paragraph of one
 * short line such as "Dear Hiring Manager,") and not the sign-off ("Sincerely,", "Mit freundlichen Grüßen"…) nor
 * anything after it.
 */

/** A stretch of the text: a paragraph, or the whitespace around and between paragraphs. */
export type TextPiece = { text: string; paragraph: boolean };

/** A line break followed by one or more blank lines: the separator splitParagraphs splits on, kept whole. */
// A "\r" before "\n" is half of one CRLF, never a line break of its own.
const SEPARATOR = /(?:\r\n|\r(?!\n)|\n)(?:[ \t]*(?:\r\n|\r(?!\n)|\n))+/g;

/** The text as paragraphs and the whitespace between them; joining every piece's text gives the text back. */
export function splitKeepingSeparators(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const push = (chunk: string, separator: boolean) => {
    if (!chunk) return;
    const paragraph = !separator && chunk.trim() !== "";
    const last = pieces.at(-1);
    // Whitespace next to whitespace (blank text before the first paragraph) is one piece.
    if (last && !last.paragraph && !paragraph) last.text += chunk;
    else pieces.push({ text: chunk, paragraph });
  };
  let at = 0;
  for (const match of text.matchAll(SEPARATOR)) {
    push(text.slice(at, match.index), false);
    push(match[0], true);
    at = match.index + match[0].length;
  }
  push(text.slice(at), false);
  return pieces;
}

/** The paragraphs as written (their own spacing kept), in the preview's order. */
export function paragraphsOf(text: string): string[] {
  return splitKeepingSeparators(text)
    .filter((piece) => piece.paragraph)
    .map((piece) => piece.text);
}

const GREETING =
  /^(dear|hi|hello|to whom|good (morning|afternoon)|greetings|sehr geehrte|guten tag|hallo|liebe|madame|monsieur|bonjour|estimad[oa]s?|hola|geachte|beste|gentile|spettabile|egregi[oa]|prezad[oa]s?|car[oa]|olá|exm[oa])\b/iu;
const SIGN_OFF =
  /^(yours (sincerely|faithfully|truly)|sincerely( yours)?|(kind|kindest|best|warm|warmest|with kind) regards|regards|(best|all the best|with best) wishes|many thanks|with thanks|thank you|thanks|best|cheers|respectfully|warmly)[,.!]?$/iu;
const SIGN_OFF_OTHER =
  /^(mit freundlichen grüßen|freundliche grüße|beste grüße|viele grüße|je vous prie|veuillez agréer|cordialement|bien cordialement|atentamente|saludos|un saludo|cordiales saludos|met vriendelijke groet(en)?|vriendelijke groet(en)?|hoogachtend|cordiali saluti|distinti saluti|atenciosamente|cumprimentos|com os melhores cumprimentos)(?![\p{L}])/iu;

const linesOf = (paragraph: string) =>
  paragraph
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function isGreeting(paragraph: string): boolean {
  const lines = linesOf(paragraph);
  if (lines.length !== 1) return false;
  const line = lines[0]!;
  return GREETING.test(line) || (/[,:]$/.test(line) && line.split(/\s+/).length <= 8);
}

function isSignOff(paragraph: string): boolean {
  return linesOf(paragraph).some((line) => SIGN_OFF.test(line) || SIGN_OFF_OTHER.test(line));
}

/** The indices of the paragraphs a paragraph action may change: the body between the greeting and the sign-off. */
export function selectableParagraphs(text: string): number[] {
  const paragraphs = paragraphsOf(text);
  const first = paragraphs.length > 0 && isGreeting(paragraphs[0]!) ? 1 : 0;
  const selectable: number[] = [];
  for (let index = first; index < paragraphs.length; index++) {
    if (isSignOff(paragraphs[index]!)) break;
    selectable.push(index);
  }
  return selectable;
}

/** The letter's own line break: a replacement's lines are joined with it. */
function lineBreakOf(text: string): string {
  return /\r\n|\r|\n/.exec(text)?.[0] ?? "\n";
}

/**
 * The text with paragraph `index` replaced and every other byte as it was. The replacement stays one paragraph:
 * blank lines inside it close up, its line breaks take the letter's style, and the old paragraph's own leading and
 * trailing spaces stay around it.
 */
export function replaceParagraph(text: string, index: number, replacement: string): string {
  const pieces = splitKeepingSeparators(text);
  const target = pieces.filter((piece) => piece.paragraph)[index];
  if (!target) throw new RangeError(`The letter has no paragraph ${index}.`);
  const lineBreak = lineBreakOf(text);
  const body = replacement
    .trim()
    .split(/\r\n|\r|\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim())
    .join(lineBreak);
  if (!body) throw new RangeError("A paragraph cannot be replaced by nothing.");
  const lead = /^\s*/.exec(target.text)![0];
  const tail = /\s*$/.exec(target.text)![0];
  return pieces.map((piece) => (piece === target ? `${lead}${body}${tail}` : piece.text)).join("");
}
