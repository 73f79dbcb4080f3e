import { beforeAll, describe, expect, it } from "vitest";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { CV_CASES } from "../../../../fixtures/cv-corpus/corpus";
import { cvCaseText, pooledF1, rate, scoreCvs, type CvScore } from "../../../../support/accuracy";

/** Local CV extraction on the labelled CV corpus, pasted or imported from PDF/DOCX (docs/accuracy.md). */

let scores: CvScore[] = [];
beforeAll(async () => {
  scores = await scoreCvs();
}, 60_000);

const misses = (field: "name" | "email" | "phone") =>
  scores.filter((score) => !score[field]).map((score) => score.id);

describe("CV extraction on the labelled corpus", () => {
  it("covers text, single- and two-column PDF and DOCX, and four heading languages", () => {
    expect(CV_CASES.length).toBeGreaterThanOrEqual(30);
    for (const format of [
      "text",
      "pdf",
      "pdf-2col-columns",
      "pdf-2col-rows",
      "docx",
      "docx-2col-rows",
      "docx-2col-cells",
    ])
      expect(
        CV_CASES.some((c) => c.format === format),
        format,
      ).toBe(true);
    expect(new Set(CV_CASES.map((c) => c.headingsLanguage)).size).toBeGreaterThanOrEqual(3);
  });

  it("finds the name (without credentials or nickname), e-mail and phone in at least 98%", () => {
    for (const field of ["name", "email", "phone"] as const)
      expect(rate(scores.map((score) => score[field])), misses(field).join(", ")).toBeGreaterThanOrEqual(
        0.98,
      );
  });

  it("keeps credentials and nicknames as their own fields", async () => {
    for (const label of CV_CASES.filter((c) => c.postNominals.length || c.nickname)) {
      const cv = extractCvLocally(await cvCaseText(label));
      if (label.postNominals.length)
        expect(cv.postNominals ?? [], label.id).toEqual(expect.arrayContaining(label.postNominals));
      if (label.nickname) expect(cv.nickname, label.id).toBe(label.nickname);
    }
  });

  it("finds LinkedIn and the website where the CV gives them", async () => {
    for (const label of CV_CASES.filter((c) => c.linkedin)) {
      const cv = extractCvLocally(await cvCaseText(label));
      const profile = (url: string) => url.replace(/^.*?linkedin\.com/i, "linkedin.com").replace(/\/$/, "");
      expect(profile(cv.linkedin ?? ""), label.id).toBe(profile(label.linkedin!));
    }
  });

  it("finds most experience entries with their employer and title", () => {
    const found = scores.reduce((sum, score) => sum + score.experience.found, 0);
    const total = scores.reduce((sum, score) => sum + score.experience.total, 0);
    expect(found / total).toBeGreaterThanOrEqual(0.8);
  });

  it("extracts skills with high precision (F1 floor; the product target of 0.9 is tracked in bench/RESULTS.md)", () => {
    const precision = scores.reduce((sum, score) => sum + score.skills.precision, 0) / scores.length;
    expect(precision).toBeGreaterThanOrEqual(0.85);
    expect(pooledF1(scores)).toBeGreaterThanOrEqual(0.75);
  });
});
