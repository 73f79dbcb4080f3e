import { beforeAll, describe, expect, it } from "vitest";
import { readCvForMatch } from "@/lib/grounding/match-cv";
import { judgeRequirement } from "@/lib/grounding/match-requirement";
import { CV_CASES } from "../../../fixtures/cv-corpus/corpus";
import { PAIR_CASES } from "../../../fixtures/pairs/corpus";
import { cvCaseText } from "../../../support/accuracy";

/**
 * Must-have status accuracy on the labelled CV × advert pairs (docs/product-rules.md, "The match"). The target is
 * 90%; the floor asserted here is the honest current figure, so a change that makes the match worse fails.
 * The held-out pairs (tests/fixtures/pairs-holdout, pairs-holdout-2, pairs-holdout-3) are measured in
 * bench/accuracy.bench.ts only, never here.
 */

/** The labels were written in late 2026; "– present" ranges are read as of then. */
const LABELLED_ON = new Date("2026-11-01");
/**
 * Measured 0.875 (105 of 120) after the third round of general fixes (first run 0.492, first round 0.642, second
 * 0.750). Target 0.90.
 */
const FLOOR = 0.875;

let results: Array<{ pair: string; requirement: string; want: string; got: string }> = [];

beforeAll(async () => {
  results = [];
  for (const pair of PAIR_CASES) {
    const cv = readCvForMatch(await cvCaseText(CV_CASES.find((c) => c.id === pair.cv)!), LABELLED_ON);
    for (const { requirement, status } of pair.requirements)
      results.push({
        pair: pair.id,
        requirement,
        want: status,
        got: judgeRequirement(cv, requirement).status,
      });
  }
}, 60_000);

describe("must-have status on the labelled pairs", () => {
  it(`gets at least ${FLOOR * 100}% of must-haves right (target 90%)`, () => {
    const right = results.filter((result) => result.want === result.got).length;
    expect(results.length).toBe(PAIR_CASES.reduce((sum, pair) => sum + pair.requirements.length, 0));
    expect(right / results.length).toBeGreaterThanOrEqual(FLOOR);
  });

  it("rarely calls a missing must-have met: the letter must not claim it", () => {
    const claimed = results.filter((result) => result.want === "missing" && result.got === "met");
    expect(claimed.length).toBeLessThanOrEqual(1);
  });
});
