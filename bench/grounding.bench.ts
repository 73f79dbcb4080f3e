import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { it } from "vitest";
import { checkLetter } from "@/lib/grounding/check-letter";
import {
  GROUNDING_CASES,
  GROUNDING_HOLDOUT2_CASES,
  GROUNDING_HOLDOUT3_CASES,
  GROUNDING_HOLDOUT4_CASES,
  GROUNDING_HOLDOUT5_CASES,
  GROUNDING_HOLDOUT6_CASES,
  GROUNDING_HOLDOUT7_CASES,
  GROUNDING_HOLDOUT8_CASES,
  GROUNDING_HOLDOUT9_CASES,
  GROUNDING_HOLDOUT10_CASES,
  GROUNDING_HOLDOUT11_CASES,
  GROUNDING_HOLDOUT12_CASES,
  GROUNDING_HOLDOUT13_CASES,
  GROUNDING_HOLDOUT14_CASES,
  GROUNDING_HOLDOUT15_CASES,
  GROUNDING_HOLDOUT16_CASES,
  GROUNDING_HOLDOUT17_CASES,
  GROUNDING_HOLDOUT18_CASES,
  GROUNDING_HOLDOUT19_CASES,
  GROUNDING_HOLDOUT20_CASES,
  GROUNDING_HOLDOUT21_CASES,
  GROUNDING_HOLDOUT22_CASES,
  GROUNDING_HOLDOUT23_CASES,
  GROUNDING_HOLDOUT24_CASES,
  GROUNDING_HOLDOUT25_CASES,
  GROUNDING_HOLDOUT26_CASES,
  GROUNDING_HOLDOUT27_CASES,
  GROUNDING_HOLDOUT28_CASES,
  GROUNDING_HOLDOUT29_CASES,
  GROUNDING_HOLDOUT30_CASES,
  GROUNDING_HOLDOUT31_CASES,
  GROUNDING_HOLDOUT32_CASES,
  GROUNDING_HOLDOUT33_CASES,
  GROUNDING_HOLDOUT34_CASES,
  GROUNDING_HOLDOUT35_CASES,
  GROUNDING_HOLDOUT36_CASES,
  GROUNDING_HOLDOUT37_CASES,
  GROUNDING_HOLDOUT38_CASES,
  GROUNDING_HOLDOUT39_CASES,
  GROUNDING_HOLDOUT40_CASES,
  GROUNDING_HOLDOUT41_CASES,
  GROUNDING_HOLDOUT42_CASES,
  GROUNDING_HOLDOUT43_CASES,
  GROUNDING_HOLDOUT44_CASES,
  GROUNDING_HOLDOUT45_CASES,
  GROUNDING_HOLDOUT46_CASES,
  GROUNDING_HOLDOUT47_CASES,
  GROUNDING_HOLDOUT48_CASES,
  GROUNDING_HOLDOUT49_CASES,
  GROUNDING_HOLDOUT50_CASES,
  GROUNDING_HOLDOUT51_CASES,
  GROUNDING_HOLDOUT52_CASES,
  GROUNDING_HOLDOUT53_CASES,
  GROUNDING_HOLDOUT54_CASES,
  GROUNDING_HOLDOUT55_CASES,
  GROUNDING_HOLDOUT56_CASES,
  GROUNDING_HOLDOUT57_CASES,
  GROUNDING_HOLDOUT58_CASES,
  GROUNDING_HOLDOUT59_CASES,
  GROUNDING_HOLDOUT60_CASES,
  GROUNDING_HOLDOUT61_CASES,
  GROUNDING_HOLDOUT62_CASES,
  GROUNDING_HOLDOUT63_CASES,
  GROUNDING_HOLDOUT64_CASES,
  GROUNDING_HOLDOUT_CASES,
} from "../tests/fixtures/grounding/corpus";
import { offlineLetters, offlinePairs } from "../tests/fixtures/grounding/offline-letters";
import { CORPUS_NOW, scoreCorpus, type CorpusScore } from "../tests/fixtures/grounding/score";

/**
 * The claim check (docs/product-rules.md, "The claim check"): time to check a 400-word letter, and its accuracy on
 * the labelled letters, the two hold-out sets and the offline engine's own letters, for bench/RESULTS.md.
 */

const RUNS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One of the labelled letters, padded with its own sentences to about 400 words, as a long letter would be. */
function fourHundredWords(): { letter: string; cvContent: string; jobDescription: string; words: number } {
  const base = GROUNDING_CASES.find((c) => c.id.startsWith("g01"))!;
  const [salutation, ...rest] = base.letter.split("\n\n");
  const signOff = rest.pop()!;
  const body = rest.join("\n\n");
  let padded = body;
  while (padded.split(/\s+/).length < 400) padded += `\n\n${body}`;
  const letter = [salutation, padded, signOff].join("\n\n");
  return {
    letter,
    cvContent: base.cvText,
    jobDescription: base.advertText,
    words: padded.split(/\s+/).length,
  };
}

function summary(score: CorpusScore) {
  return {
    letters: score.letters,
    fabricated: score.fabricated,
    caught: score.caught,
    caughtRate: score.caught / score.fabricated,
    honest: score.honest,
    falseFlags: score.falseFlags,
    falseFlagRate: score.falseFlags / score.honest,
    missed: score.missed,
    wronglyFlagged: score.wronglyFlagged,
  };
}

it("times the claim check and measures it on the labelled letters", async () => {
  const input = fourHundredWords();
  for (let i = 0; i < 20; i++) checkLetter({ ...input, now: CORPUS_NOW });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    checkLetter({ ...input, now: CORPUS_NOW });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);

  const offline = offlineLetters(await offlinePairs());
  const offlineFlagged = offline.filter(
    (letter) =>
      checkLetter({
        letter: letter.letter,
        cvContent: letter.cvText,
        jobDescription: letter.advertText,
        now: CORPUS_NOW,
      }).unsupported > 0,
  ).length;

  const results = {
    timing: {
      words: input.words,
      runs: RUNS,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      target: "p95 ≤ 20 ms",
    },
    corpus: { ...summary(scoreCorpus(GROUNDING_CASES)), target: "caught ≥ 95%, false flags ≤ 5%" },
    holdout: summary(scoreCorpus(GROUNDING_HOLDOUT_CASES)),
    holdout2: summary(scoreCorpus(GROUNDING_HOLDOUT2_CASES)),
    holdout3: summary(scoreCorpus(GROUNDING_HOLDOUT3_CASES)),
    holdout4: summary(scoreCorpus(GROUNDING_HOLDOUT4_CASES)),
    holdout5: summary(scoreCorpus(GROUNDING_HOLDOUT5_CASES)),
    holdout6: summary(scoreCorpus(GROUNDING_HOLDOUT6_CASES)),
    holdout7: summary(scoreCorpus(GROUNDING_HOLDOUT7_CASES)),
    holdout8: summary(scoreCorpus(GROUNDING_HOLDOUT8_CASES)),
    holdout9: summary(scoreCorpus(GROUNDING_HOLDOUT9_CASES)),
    holdout10: summary(scoreCorpus(GROUNDING_HOLDOUT10_CASES)),
    holdout11: summary(scoreCorpus(GROUNDING_HOLDOUT11_CASES)),
    holdout12: summary(scoreCorpus(GROUNDING_HOLDOUT12_CASES)),
    holdout13: summary(scoreCorpus(GROUNDING_HOLDOUT13_CASES)),
    holdout14: summary(scoreCorpus(GROUNDING_HOLDOUT14_CASES)),
    holdout15: summary(scoreCorpus(GROUNDING_HOLDOUT15_CASES)),
    holdout16: summary(scoreCorpus(GROUNDING_HOLDOUT16_CASES)),
    holdout17: summary(scoreCorpus(GROUNDING_HOLDOUT17_CASES)),
    holdout18: summary(scoreCorpus(GROUNDING_HOLDOUT18_CASES)),
    holdout19: summary(scoreCorpus(GROUNDING_HOLDOUT19_CASES)),
    holdout20: summary(scoreCorpus(GROUNDING_HOLDOUT20_CASES)),
    holdout21: summary(scoreCorpus(GROUNDING_HOLDOUT21_CASES)),
    holdout22: summary(scoreCorpus(GROUNDING_HOLDOUT22_CASES)),
    holdout23: summary(scoreCorpus(GROUNDING_HOLDOUT23_CASES)),
    holdout24: summary(scoreCorpus(GROUNDING_HOLDOUT24_CASES)),
    holdout25: summary(scoreCorpus(GROUNDING_HOLDOUT25_CASES)),
    holdout26: summary(scoreCorpus(GROUNDING_HOLDOUT26_CASES)),
    holdout27: summary(scoreCorpus(GROUNDING_HOLDOUT27_CASES)),
    holdout28: summary(scoreCorpus(GROUNDING_HOLDOUT28_CASES)),
    holdout29: summary(scoreCorpus(GROUNDING_HOLDOUT29_CASES)),
    holdout30: summary(scoreCorpus(GROUNDING_HOLDOUT30_CASES)),
    holdout31: summary(scoreCorpus(GROUNDING_HOLDOUT31_CASES)),
    holdout32: summary(scoreCorpus(GROUNDING_HOLDOUT32_CASES)),
    holdout33: summary(scoreCorpus(GROUNDING_HOLDOUT33_CASES)),
    holdout34: summary(scoreCorpus(GROUNDING_HOLDOUT34_CASES)),
    holdout35: summary(scoreCorpus(GROUNDING_HOLDOUT35_CASES)),
    holdout36: summary(scoreCorpus(GROUNDING_HOLDOUT36_CASES)),
    holdout37: summary(scoreCorpus(GROUNDING_HOLDOUT37_CASES)),
    holdout38: summary(scoreCorpus(GROUNDING_HOLDOUT38_CASES)),
    holdout39: summary(scoreCorpus(GROUNDING_HOLDOUT39_CASES)),
    holdout40: summary(scoreCorpus(GROUNDING_HOLDOUT40_CASES)),
    holdout41: summary(scoreCorpus(GROUNDING_HOLDOUT41_CASES)),
    holdout42: summary(scoreCorpus(GROUNDING_HOLDOUT42_CASES)),
    holdout43: summary(scoreCorpus(GROUNDING_HOLDOUT43_CASES)),
    holdout44: summary(scoreCorpus(GROUNDING_HOLDOUT44_CASES)),
    holdout45: summary(scoreCorpus(GROUNDING_HOLDOUT45_CASES)),
    holdout46: summary(scoreCorpus(GROUNDING_HOLDOUT46_CASES)),
    holdout47: summary(scoreCorpus(GROUNDING_HOLDOUT47_CASES)),
    holdout48: summary(scoreCorpus(GROUNDING_HOLDOUT48_CASES)),
    holdout49: summary(scoreCorpus(GROUNDING_HOLDOUT49_CASES)),
    holdout50: summary(scoreCorpus(GROUNDING_HOLDOUT50_CASES)),
    holdout51: summary(scoreCorpus(GROUNDING_HOLDOUT51_CASES)),
    holdout52: summary(scoreCorpus(GROUNDING_HOLDOUT52_CASES)),
    holdout53: summary(scoreCorpus(GROUNDING_HOLDOUT53_CASES)),
    holdout54: summary(scoreCorpus(GROUNDING_HOLDOUT54_CASES)),
    holdout55: summary(scoreCorpus(GROUNDING_HOLDOUT55_CASES)),
    holdout56: summary(scoreCorpus(GROUNDING_HOLDOUT56_CASES)),
    holdout57: summary(scoreCorpus(GROUNDING_HOLDOUT57_CASES)),
    holdout58: summary(scoreCorpus(GROUNDING_HOLDOUT58_CASES)),
    holdout59: summary(scoreCorpus(GROUNDING_HOLDOUT59_CASES)),
    holdout60: summary(scoreCorpus(GROUNDING_HOLDOUT60_CASES)),
    holdout61: summary(scoreCorpus(GROUNDING_HOLDOUT61_CASES)),
    holdout62: summary(scoreCorpus(GROUNDING_HOLDOUT62_CASES)),
    holdout63: summary(scoreCorpus(GROUNDING_HOLDOUT63_CASES)),
    holdout64: summary(scoreCorpus(GROUNDING_HOLDOUT64_CASES)),
    offlineLetters: {
      letters: offline.length,
      flagged: offlineFlagged,
      flaggedRate: offlineFlagged / offline.length,
      target: "≤ 5%",
    },
  };
  console.log(JSON.stringify({ ...results, corpus: { ...results.corpus, missed: undefined } }, null, 2));
  const directory = path.join(import.meta.dirname, ".results");
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, "grounding.json"), JSON.stringify(results, null, 2));
}, 300_000);
