import { describe, expect, it } from "vitest";
import { stem } from "@/lib/ai/analysis/stemming";

/** The light stemmer every keyword comparison uses: it only has to give one word's forms one stem. */
describe("stem", () => {
  it("gives a verb in -y and its -ied, -ies and -ying forms one stem", () => {
    for (const forms of [
      ["certify", "certified", "certifies", "certifying"],
      ["study", "studied", "studies", "studying"],
      ["apply", "applied", "applies", "applying"],
      ["supply", "supplied", "supplies"],
    ])
      expect(new Set(forms.map(stem)).size).toBe(1);
  });

  it("keeps a vowel's y and an adverb's -ly apart", () => {
    expect(stem("playing")).toBe(stem("play"));
    expect(stem("quickly")).toBe("quick");
    expect(stem("managing")).toBe(stem("manage"));
  });
});
