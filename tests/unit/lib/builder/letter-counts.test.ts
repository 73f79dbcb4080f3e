import { describe, expect, it } from "vitest";

import { letterCounts } from "@/lib/builder/letter-counts";
import { LETTER_COUNTS } from "@/lib/messages/builder";

describe("letterCounts", () => {
  it("counts words in any script", () => {
    expect(letterCounts("Dear Ms Müller, José Łukasz Nowak writes Ελληνικά and Привет.").words).toBe(10);
  });

  it("keeps hyphenated words whole and parts words at dashes", () => {
    expect(letterCounts("a well-known, up-to-date team").words).toBe(4);
    expect(letterCounts("skills—and drive – plus grit").words).toBe(5);
    expect(letterCounts("Results — not promises").words).toBe(3);
  });

  it("counts numbers and amounts as words, lone symbols not", () => {
    expect(letterCounts("I saved €50k in 2024 & cut costs by 30 %").words).toBe(9);
  });

  it("counts characters as the pasted text has them: trimmed, line breaks included, one per letter", () => {
    expect(letterCounts("  Dear Ms Müller,\r\n\r\nThanks.\n").characters).toBe(
      "Dear Ms Müller,\n\nThanks.".length,
    );
    // "é" typed as e + a combining accent, and an emoji with a skin tone, are one character each.
    expect(letterCounts("Jose\u0301 👋🏽").characters).toBe(6);
    expect(letterCounts("")).toEqual({ words: 0, characters: 0 });
  });

  it("says it as 'Body: 312 words · 1,894 characters'", () => {
    expect(LETTER_COUNTS.body(312, 1894)).toBe("Body: 312 words · 1,894 characters");
    expect(LETTER_COUNTS.body(1, 1)).toBe("Body: 1 word · 1 character");
  });
});
