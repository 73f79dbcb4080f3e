import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, inject, it } from "vitest";
import { bodyWordCount, LENGTH_BANDS } from "@/lib/ai/letter-rules";
import type { LetterOutcome, LetterStreamEvent } from "@/lib/ai/tasks/generate-letter";
import type { LetterLength } from "@/lib/validation/ai";
import { LENGTH_OPTIONS } from "@/lib/validation/letter-options";
import { startFakeGateway, type FakeGateway } from "../tests/fakes/fake-gateway";
import { setAppEnvironment } from "../tests/fakes/ai-app";
import { ADVERT_CASES } from "../tests/fixtures/adverts/corpus";
import { CV_CASES } from "../tests/fixtures/cv-corpus/corpus";
import { PAIR_CASES } from "../tests/fixtures/pairs/corpus";
import { cvCaseText, namesMatch } from "../tests/support/accuracy";

/**
 * The letters themselves, per engine (docs/accuracy.md 'Letters'): every labelled CV × advert pair at every length,
 * written by the built-in engine and by whatever gateway is configured — the scripted one here, a real model
 * wherever AI_GATEWAY_API_KEY is set when the bench starts. Reports claims flagged per letter (the claim check),
 * the company and position named, and length-band hits. Numbers are reported, never asserted.
 */
const stack = inject("localStack");
const realKey = process.env.AI_GATEWAY_API_KEY;

export type LettersRow = {
  engine: string;
  letters: number;
  flaggedShare: number;
  claimsFlaggedPerLetter: number;
  companyNamed: number;
  companyLetters: number;
  positionNamed: number;
  lengthBandHits: number;
  /**
   * Per length: inside the band, over it, under it because the CV has no more to say (the built-in engine used
   * every true sentence it could build), and under it otherwise. Only the built-in engine knows "too thin".
   */
  bands: Record<(typeof LENGTH_OPTIONS)[number], BandTally>;
};

type BandTally = { hits: number; over: number; underThinCv: number; underOther: number };

/** Whether the built-in engine, given this pair, had sentences left over: an under-band letter then is a miss. */
async function cvTooThin(cvContent: string, jobDescription: string, length: LetterLength): Promise<boolean> {
  const { extractCvLocally } = await import("@/lib/ai/offline/extract-cv");
  const { analyseJobDescription } = await import("@/lib/ai/analysis/job-description");
  const { matchCvToAdvert } = await import("@/lib/grounding/match");
  const { letterProfile } = await import("@/lib/grounding/match-profile");
  const { composeTemplateLetter } = await import("@/lib/ai/offline/letter");
  const cv = extractCvLocally(cvContent);
  const job = analyseJobDescription(jobDescription);
  const match = letterProfile(
    cv,
    cvContent,
    jobDescription,
    matchCvToAdvert({ cvContent, jobDescription }),
    job.company,
  );
  return composeTemplateLetter({ cv, job, match, tone: "professional", length }).usedEverything;
}

let gateway: FakeGateway | null = null;

beforeAll(async () => {
  if (!realKey) gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  if (realKey) process.env.AI_GATEWAY_API_KEY = realKey;
});
afterAll(() => gateway?.close());

async function write(engine: "offline" | "gateway"): Promise<
  Array<{
    outcome: LetterOutcome;
    length: (typeof LENGTH_OPTIONS)[number];
    pair: (typeof PAIR_CASES)[number];
  }>
> {
  const { generateLetter } = await import("@/lib/ai/tasks/generate-letter");
  const { createAiContext } = await import("@/lib/ai/context");
  const { generateRequestSchema } = await import("@/lib/validation/ai");
  const results = [];
  for (const pair of PAIR_CASES) {
    const cvContent = await cvCaseText(CV_CASES.find((c) => c.id === pair.cv)!);
    const advert = ADVERT_CASES.find((a) => a.id === pair.advert)!;
    for (const length of LENGTH_OPTIONS) {
      const ctx = await createAiContext({ userId: null, sessionId: null, staff: false });
      const request = generateRequestSchema.parse({ cvContent, jobDescription: advert.text, length });
      const events = generateLetter(engine === "offline" ? { ...ctx, gateway: null } : ctx, request);
      let step: IteratorResult<LetterStreamEvent, LetterOutcome> = await events.next();
      while (!step.done) step = await events.next();
      results.push({ outcome: step.value, length, pair });
    }
  }
  return results;
}

it("writes the corpus's letters with each engine and scores them", async () => {
  const { checkLetter } = await import("@/lib/grounding/check-letter");
  const rows: LettersRow[] = [];
  for (const engine of ["offline", "gateway"] as const) {
    const letters = await write(engine);
    let flagged = 0;
    let claimsFlagged = 0;
    let companyNamed = 0;
    let companyLetters = 0;
    let positionNamed = 0;
    let bandHits = 0;
    const bands = Object.fromEntries(
      LENGTH_OPTIONS.map((length) => [length, { hits: 0, over: 0, underThinCv: 0, underOther: 0 }]),
    ) as LettersRow["bands"];
    for (const { outcome, length, pair } of letters) {
      const advert = ADVERT_CASES.find((a) => a.id === pair.advert)!;
      const cvContent = await cvCaseText(CV_CASES.find((c) => c.id === pair.cv)!);
      const check =
        outcome.check ?? checkLetter({ letter: outcome.letter, cvContent, jobDescription: advert.text });
      if (check.unsupported > 0) flagged++;
      claimsFlagged += check.unsupported;
      if (advert.company) {
        companyLetters++;
        // Named as the label spells it, or as the engine read it when that reading is the label's company.
        const read = outcome.read.company;
        const named = [advert.company, ...(read && namesMatch(read, advert.company) ? [read] : [])];
        if (named.some((name) => outcome.letter.toLowerCase().includes(name.toLowerCase()))) companyNamed++;
      }
      if (
        namesMatch(outcome.read.position, advert.position) &&
        outcome.letter.includes(outcome.read.position)
      )
        positionNamed++;
      const words = bodyWordCount(outcome.letter);
      const band = LENGTH_BANDS[length];
      const tally = bands[length];
      if (words >= band.min && words <= band.max) bandHits++;
      if (words > band.max) tally.over++;
      else if (words >= band.min) tally.hits++;
      else if (engine === "offline" && (await cvTooThin(cvContent, advert.text, length))) tally.underThinCv++;
      else tally.underOther++;
    }
    const engines = new Set(letters.map(({ outcome }) => outcome.engine));
    rows.push({
      engine:
        engine === "offline"
          ? "built-in engine"
          : `${realKey ? "configured gateway" : "scripted gateway (fixed letter)"}; engines used: ${[...engines].join(", ")}`,
      letters: letters.length,
      flaggedShare: flagged / letters.length,
      claimsFlaggedPerLetter: claimsFlagged / letters.length,
      companyNamed,
      companyLetters,
      positionNamed: positionNamed / letters.length,
      lengthBandHits: bandHits / letters.length,
      bands,
    });
  }
  const directory = path.join(import.meta.dirname, ".results");
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, "letters.json"), JSON.stringify(rows, null, 2));
}, 600_000);
