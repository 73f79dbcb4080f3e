// A letter's paragraphs with the bytes between them kept, which of them a paragraph action may change, and one
// replaced with every other byte as it was (docs/product-rules.md, "Paragraph actions").
import { describe, expect, it } from "vitest";

import { splitParagraphs } from "@/lib/documents/pdf-layout";
import {
  paragraphsOf,
  replaceParagraph,
  selectableParagraphs,
  splitKeepingSeparators,
} from "@/lib/letter/paragraphs";

const LETTER = [
  "Dear Ms Shah,",
  "I am writing to apply for the Senior Backend Engineer role at Northstar Analytics.",
  "At Brightwave, I led the migration of 40 services to Kubernetes.",
  "I would welcome the chance to talk.",
  "Sincerely,\nJane Doe",
].join("\n\n");

/** Everything outside paragraph `index`, as bytes: what must not change. */
function outside(text: string, index: number): string[] {
  const pieces = splitKeepingSeparators(text);
  const target = pieces.filter((piece) => piece.paragraph)[index];
  return pieces.filter((piece) => piece !== target).map((piece) => piece.text);
}

describe("splitKeepingSeparators", () => {
  const samples = [
    LETTER,
    LETTER.replace(/\n/g, "\r\n"),
    "Dear Sir,  \n\n  First line  \nsecond line\t\n \t \n\n\n\nLast.   \n",
    "\n\n  Leading blank lines\n\n\n\nthen three blank lines\r\rold Mac breaks\r\n\r\nand CRLF",
    "One paragraph only",
    "   ",
    "",
  ];

  it("gives the text back, byte for byte", () => {
    for (const text of samples)
      expect(
        splitKeepingSeparators(text)
          .map((piece) => piece.text)
          .join(""),
      ).toBe(text);
  });

  it("finds the paragraphs the preview draws, in its order", () => {
    for (const text of samples) {
      const shown = paragraphsOf(text).map((paragraph) =>
        paragraph
          .replace(/\r\n?/g, "\n")
          .split("\n")
          .map((line) => line.replace(/[ \t]+/g, " ").trim())
          .filter(Boolean)
          .join("\n"),
      );
      expect(shown).toEqual(splitParagraphs(text));
    }
  });
});

describe("selectableParagraphs", () => {
  it("is the body: not the greeting, not the sign-off", () => {
    expect(selectableParagraphs(LETTER)).toEqual([1, 2, 3]);
  });

  it("knows the greetings and sign-offs of our languages", () => {
    const german = "Sehr geehrte Frau Müller,\n\nIch bewerbe mich.\n\nMit freundlichen Grüßen\nJana Schmidt";
    expect(selectableParagraphs(german)).toEqual([1]);
    const french =
      "Madame, Monsieur,\n\nJe vous écris.\n\nMerci.\n\nJe vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.\n\nJeanne";
    expect(selectableParagraphs(french)).toEqual([1, 2]);
  });

  it("leaves out everything from a sign-off on, and keeps a letter without a greeting whole", () => {
    expect(selectableParagraphs("I apply.\n\nI am good.\n\nKind regards,\n\nJane")).toEqual([0, 1]);
    expect(selectableParagraphs("I apply.\n\nThank you for reading.")).toEqual([0, 1]);
  });
});

describe("replaceParagraph", () => {
  it("changes that paragraph only", () => {
    const next = replaceParagraph(LETTER, 2, "At Brightwave, I moved 40 services to Kubernetes.");
    expect(next).toBe(
      LETTER.replace(
        "At Brightwave, I led the migration of 40 services to Kubernetes.",
        "At Brightwave, I moved 40 services to Kubernetes.",
      ),
    );
    expect(outside(next, 2)).toEqual(outside(LETTER, 2));
  });

  it("keeps CRLF, trailing spaces, three blank lines and the sign-off block byte for byte", () => {
    const text =
      "Dear Hiring Manager,\r\n\r\nFirst paragraph.   \r\n \t\r\n\r\n\r\n  Second paragraph,\r\n  on two lines.  \r\n\r\nSincerely,\r\nJane Doe\r\n";
    const next = replaceParagraph(text, 2, "A new second paragraph\non two lines.");
    expect(next).toBe(
      "Dear Hiring Manager,\r\n\r\nFirst paragraph.   \r\n \t\r\n\r\n\r\n  A new second paragraph\r\non two lines.  \r\n\r\nSincerely,\r\nJane Doe\r\n",
    );
    expect(outside(next, 2)).toEqual(outside(text, 2));
    expect(next.endsWith("\r\n\r\nSincerely,\r\nJane Doe\r\n")).toBe(true);
  });

  it("keeps a replacement to one paragraph", () => {
    const next = replaceParagraph(LETTER, 1, "\n  One.\n\n\nTwo.  \n");
    expect(paragraphsOf(next)).toHaveLength(paragraphsOf(LETTER).length);
    expect(paragraphsOf(next)[1]).toBe("One.\nTwo.");
  });

  it("refuses a paragraph that is not there, or nothing as a paragraph", () => {
    expect(() => replaceParagraph(LETTER, 9, "x")).toThrow(RangeError);
    expect(() => replaceParagraph(LETTER, 1, " \n\n ")).toThrow(RangeError);
  });
});
