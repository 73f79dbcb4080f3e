import { beforeAll, describe, expect, it } from "vitest";
import { checkLetter } from "@/lib/grounding/check-letter";
import { GROUNDING_CASES } from "../../../fixtures/grounding/corpus";
import {
  offlineLetters,
  offlinePairs,
  type OfflineLetter,
} from "../../../fixtures/grounding/offline-letters";
import { CORPUS_NOW, scoreCorpus } from "../../../fixtures/grounding/score";

/** The claim check on the labelled letters and on the offline engine's own letters (docs/product-rules.md, "The claim check"). */

describe("the claim check on the labelled letters", () => {
  const score = scoreCorpus(GROUNDING_CASES);

  it("has a corpus of the promised size", () => {
    expect(score.letters).toBeGreaterThanOrEqual(30);
    expect(score.fabricated).toBeGreaterThanOrEqual(120);
    expect(score.honest).toBeGreaterThanOrEqual(150);
  });

  it("flags at least 95% of the planted fabrications at their place", () => {
    expect(score.caught / score.fabricated, score.missed.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("flags at most 5% of the honest claims", () => {
    expect(score.falseFlags / score.honest, score.wronglyFlagged.join("\n")).toBeLessThanOrEqual(0.05);
  });
});

describe("the claim check on the offline engine's letters", () => {
  let letters: OfflineLetter[] = [];
  beforeAll(async () => {
    letters = offlineLetters(await offlinePairs());
  }, 60_000);

  it("flags at most 5% of them", () => {
    const flagged = letters.filter(
      (letter) =>
        checkLetter({
          letter: letter.letter,
          cvContent: letter.cvText,
          jobDescription: letter.advertText,
          now: CORPUS_NOW,
        }).unsupported > 0,
    );
    expect(letters.length).toBeGreaterThan(300);
    expect(
      flagged.length / letters.length,
      flagged.map((letter) => letter.id).join("\n"),
    ).toBeLessThanOrEqual(0.05);
    // 384 letters checked one after another: allow for a busy machine.
  }, 60_000);
});
