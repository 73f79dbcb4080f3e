import { describe, expect, it } from "vitest";

import { claimSentence, claimSummary, flaggedClaims, withNote } from "@/lib/builder/claim-check";
import type { Claim, LetterCheck } from "@/lib/grounding/check-letter";
import { INPUT_LIMITS } from "@/lib/messages/ai";

function claim(text: string, supported: boolean, start = 0): Claim {
  return { text, start, end: start + text.length, kind: "skill", supported, evidence: [] };
}

function check(supported: number, unsupported: number): LetterCheck {
  const claims = [
    ...Array.from({ length: supported }, (_, index) => claim(`found ${index}`, true)),
    ...Array.from({ length: unsupported }, (_, index) => claim(`missing ${index}`, false)),
  ];
  return { claims, unsupported };
}

describe("claimSummary", () => {
  it("says every claim was found, in the singular and the plural", () => {
    expect(claimSummary(check(12, 0))).toEqual({ tone: "found", text: "All 12 claims found in your CV" });
    expect(claimSummary(check(1, 0))).toEqual({ tone: "found", text: "1 claim found in your CV" });
  });

  it("counts the claims to check, in the singular and the plural", () => {
    expect(claimSummary(check(5, 1))).toEqual({ tone: "check", text: "1 claim to check" });
    expect(claimSummary(check(0, 2))).toEqual({ tone: "check", text: "2 claims to check" });
  });

  it("says nothing without a check or without claims", () => {
    expect(claimSummary(null)).toBeNull();
    expect(claimSummary(check(0, 0))).toBeNull();
  });
});

describe("flaggedClaims", () => {
  it("keeps the unsupported claims only", () => {
    expect(flaggedClaims(check(2, 1)).map((entry) => entry.text)).toEqual(["missing 0"]);
    expect(flaggedClaims(null)).toEqual([]);
  });
});

describe("claimSentence", () => {
  const letter =
    "Dear Hiring Manager,\n\nI spent three years at Google. I hold a B.Sc. in Physics.\nI led 40 services";

  it("finds the sentence a claim is in", () => {
    const at = (words: string) => claimSentence(letter, claim(words, false, letter.indexOf(words)));
    expect(at("Google")).toBe("I spent three years at Google.");
    expect(at("three years")).toBe("I spent three years at Google.");
    expect(at("B.Sc.")).toBe("I hold a B.Sc. in Physics.");
    expect(at("40 services")).toBe("I led 40 services");
  });
});

describe("withNote", () => {
  it("adds the sentence on a line of its own, once", () => {
    expect(withNote("", "I spent three years at Google.")).toBe("I spent three years at Google.");
    expect(withNote("Available from March.\n", "I spent three years at Google.")).toBe(
      "Available from March.\nI spent three years at Google.",
    );
    expect(withNote("I spent three years at Google.", "I spent three years at Google.")).toBe(
      "I spent three years at Google.",
    );
  });

  it("refuses to grow the notes past their limit", () => {
    expect(withNote("x".repeat(INPUT_LIMITS.notesMaxChars - 5), "A long sentence.")).toBeNull();
  });
});
