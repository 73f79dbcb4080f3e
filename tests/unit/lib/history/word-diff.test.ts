import { describe, expect, it } from "vitest";
import { diffTokens, wordDiff, type DiffPart } from "@/lib/history/word-diff";

/** What a and b read back from the parts: same + removed spells a, same + added spells b. */
function sides(parts: DiffPart[]) {
  return {
    a: parts
      .filter((part) => part.kind !== "added")
      .map((part) => part.text)
      .join(""),
    b: parts
      .filter((part) => part.kind !== "removed")
      .map((part) => part.text)
      .join(""),
  };
}

describe("wordDiff", () => {
  it("marks a changed word and keeps the rest the same", () => {
    expect(wordDiff("I led a team of five.", "I led a team of eight.")).toEqual([
      { kind: "same", text: "I led a team of " },
      { kind: "removed", text: "five" },
      { kind: "added", text: "eight" },
      { kind: "same", text: "." },
    ]);
  });

  it("shows an inserted and a deleted sentence", () => {
    expect(wordDiff("One. Two.", "One. New one. Two.")).toEqual([
      { kind: "same", text: "One. " },
      { kind: "added", text: "New one. " },
      { kind: "same", text: "Two." },
    ]);
    expect(wordDiff("Keep this. Drop this.", "Keep this.")).toEqual([
      { kind: "same", text: "Keep this." },
      { kind: "removed", text: " Drop this." },
    ]);
  });

  it("keeps a replaced phrase together instead of alternating word by word", () => {
    expect(wordDiff("I like the cat very much", "I like a dog very much")).toEqual([
      { kind: "same", text: "I like " },
      { kind: "removed", text: "the cat" },
      { kind: "added", text: "a dog" },
      { kind: "same", text: " very much" },
    ]);
  });

  it("keeps whitespace: paragraphs and double spaces come back exactly", () => {
    const a = "Dear Ms Müller,\n\nI write  to apply.\n\nSincerely,\nJane";
    const b = "Dear Ms Müller,\n\nI am writing to apply.\nThanks.\n\nSincerely,\nJane";
    const parts = wordDiff(a, b);
    expect(sides(parts)).toEqual({ a, b });
    expect(parts).toEqual([
      { kind: "same", text: "Dear Ms Müller,\n\nI " },
      { kind: "removed", text: "write  " },
      { kind: "added", text: "am writing " },
      { kind: "same", text: "to apply" },
      { kind: "added", text: ".\nThanks" },
      { kind: "same", text: ".\n\nSincerely,\nJane" },
    ]);
  });

  it("treats Unicode letters as words: accents, ß, CJK and emoji", () => {
    expect(diffTokens("Grüße, naïve façade — 東京 🚀!")).toEqual([
      "Grüße",
      ",",
      " ",
      "naïve",
      " ",
      "façade",
      " ",
      "—",
      " ",
      "東京",
      " ",
      "🚀",
      "!",
    ]);
    expect(wordDiff("Mit freundlichen Grüßen", "Mit besten Grüßen")).toEqual([
      { kind: "same", text: "Mit " },
      { kind: "removed", text: "freundlichen" },
      { kind: "added", text: "besten" },
      { kind: "same", text: " Grüßen" },
    ]);
    // A combining accent stays part of its word (e + U+0301).
    expect(wordDiff("cafe\u0301 ouvert", "cafe\u0301 fermé")).toEqual([
      { kind: "same", text: "cafe\u0301 " },
      { kind: "removed", text: "ouvert" },
      { kind: "added", text: "fermé" },
    ]);
  });

  it("handles empty sides and identical texts", () => {
    expect(wordDiff("", "")).toEqual([]);
    expect(wordDiff("", "New text")).toEqual([{ kind: "added", text: "New text" }]);
    expect(wordDiff("Old text", "")).toEqual([{ kind: "removed", text: "Old text" }]);
    expect(wordDiff("Same text.", "Same text.")).toEqual([{ kind: "same", text: "Same text." }]);
  });

  it("diffs two 600-word letters that differ throughout quickly, and both spell back", () => {
    const a = Array.from({ length: 600 }, (_, index) => `w${(index * 7) % 97}`).join(" ");
    const b = Array.from({ length: 600 }, (_, index) => `w${(index * 11) % 89}`).join(" ");
    const started = performance.now();
    const parts = wordDiff(a, b);
    expect(performance.now() - started).toBeLessThan(500);
    expect(sides(parts)).toEqual({ a, b });
    expect(parts.some((part) => part.kind === "same")).toBe(true);
  });
});
