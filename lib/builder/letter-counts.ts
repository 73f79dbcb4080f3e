/** The counts an application form caps: the words and characters of the letter body as it will be pasted. */
export type LetterCounts = { words: number; characters: number };

// Dashes between words ("skills—and") part them, as a space would; a hyphen joins ("well-known" is one word).
const WORD_BREAK = /[\s\u2013\u2014]+/u;
// A word has at least one letter or digit in any script: a lone "—" or "&" is not one, "€50k" is.
const WORDLIKE = /[\p{L}\p{N}]/u;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export function letterCounts(text: string): LetterCounts {
  const pasted = text.replace(/\r\n?/g, "\n").trim();
  const words = pasted.split(WORD_BREAK).filter((token) => WORDLIKE.test(token)).length;
  // What a reader counts as one character ("é" typed as e + accent, an emoji), line breaks included.
  const characters = [...graphemes.segment(pasted)].length;
  return { words, characters };
}
