import { describe, expect, it } from "vitest";

import { markParagraphs, type Span } from "@/lib/builder/letter-marks";
import { splitParagraphs } from "@/lib/documents/pdf-layout";

type Mark = Span & { id: string };

/** A mark on the first occurrence of `words` in `text`. */
function markOn(text: string, words: string, id = words): Mark {
  const start = text.indexOf(words);
  if (start === -1) throw new Error(`no "${words}" in the text`);
  return { start, end: start + words.length, id };
}

/** Each paragraph as its text, with the marked words in [brackets]. */
function shown(text: string, marks: Mark[]): string[] {
  return markParagraphs(text, marks).map((pieces) =>
    pieces.map((piece) => (piece.mark ? `[${piece.text}]` : piece.text)).join(""),
  );
}

describe("markParagraphs", () => {
  it("cuts marked words out of the paragraph they are in", () => {
    const letter =
      "Dear Hiring Manager,\n\nI spent three years at Google. I led 40 services.\n\nSincerely,\nJane Doe";
    expect(shown(letter, [markOn(letter, "Google"), markOn(letter, "40 services")])).toEqual([
      "Dear Hiring Manager,",
      "I spent three years at [Google]. I led [40 services].",
      "Sincerely,\nJane Doe",
    ]);
    const [, body] = markParagraphs(letter, [markOn(letter, "Google", "g")]);
    expect(body?.map((piece) => piece.mark?.id ?? null)).toEqual([null, "g", null]);
  });

  it("maps offsets through the whitespace and line breaks the paragraphs fold", () => {
    const letter =
      "  Dear   Hiring Manager,\r\n \t \r\n\r\nI  have\tused   Terraform\n\u00a0\nfor  five years.  \n\n\n";
    expect(shown(letter, [markOn(letter, "Terraform"), markOn(letter, "five years")])).toEqual([
      "Dear Hiring Manager,",
      "I have used [Terraform]\nfor [five years].",
    ]);
  });

  it("keeps a mark across a line break of its paragraph, and ignores a mark on folded whitespace", () => {
    const letter = "Sincerely,\nJane Doe\n\n\n\nP.S.";
    expect(shown(letter, [markOn(letter, ",\nJane")])).toEqual(["Sincerely[,\nJane] Doe", "P.S."]);
    expect(shown(letter, [markOn(letter, "\n\n\n")])).toEqual(["Sincerely,\nJane Doe", "P.S."]);
  });

  it("shows no highlight without marks, and a mark past the end changes nothing", () => {
    const letter = "One.\n\nTwo.";
    expect(markParagraphs(letter, [])).toEqual([
      [{ text: "One.", mark: null }],
      [{ text: "Two.", mark: null }],
    ]);
    expect(shown(letter, [{ start: 40, end: 50, id: "x" }])).toEqual(["One.", "Two."]);
  });

  it("gives exactly splitParagraphs' text for any mix of text, spaces, tabs and line breaks", () => {
    const alphabet = ["a", "b", " ", " ", "\t", "\n", "\n", "\r", "\r\n", "\u00a0", "."];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 500; round++) {
      let text = "";
      for (let length = next() % 40; length > 0; length--) text += alphabet[next() % alphabet.length];
      const joined = markParagraphs(text, [{ start: 3, end: 9 }]).map((pieces) =>
        pieces.map((piece) => piece.text).join(""),
      );
      expect(joined, JSON.stringify(text)).toEqual(splitParagraphs(text));
    }
  });
});
