import { describe, expect, it, vi } from "vitest";

/** The readers are warmed once at start-up (instrumentation.ts) with a made-up CV, advert and letter. */
describe("warmUpReaders", () => {
  it("reads the sample through every reader, and makes the first real reading far cheaper", async () => {
    vi.resetModules();
    const { warmUpReaders } = await import("@/lib/ai/warm-up");
    const { analyseJobDescription } = await import("@/lib/ai/analysis/job-description");
    const started = performance.now();
    warmUpReaders();
    const warming = performance.now() - started;
    const again = performance.now();
    analyseJobDescription(
      "Store Manager\nBay Market Ltd\n\nBay Market Ltd is hiring a Store Manager.\n- Retail",
    );
    const after = performance.now() - again;
    // (The first reading compiles the patterns; once warm, a short advert takes a small part of that.)
    expect(after).toBeLessThan(warming / 4);
  });

  it("uses a sample letter the check finds fully supported, so the warm-up exercises no flag path by accident", async () => {
    const { checkLetter } = await import("@/lib/grounding/check-letter");
    const { warmUpSample } = await import("@/lib/ai/warm-up");
    const sample = warmUpSample();
    const result = checkLetter({
      letter: sample.letter,
      cvContent: sample.cv,
      jobDescription: sample.advert,
    });
    expect(result.claims.filter((claim) => !claim.supported).map((claim) => claim.text)).toEqual([]);
    expect(result.claims.length).toBeGreaterThan(3);
  });
});
