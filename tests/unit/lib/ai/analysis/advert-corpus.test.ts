import { describe, expect, it } from "vitest";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { ADVERT_CASES } from "../../../../fixtures/adverts/corpus";
import { rate, scoreAdverts } from "../../../../support/accuracy";

/** Accuracy on the labelled advert corpus (docs/accuracy.md); the targets are the product's, not the fixtures'. */

const scores = scoreAdverts();
const failures = (field: "company" | "position" | "hiringManager" | "language") =>
  scores
    .filter((score) => !score[field])
    .map((score) => `${score.id}: ${JSON.stringify(score.found[field])}`);

describe("advert analysis on the labelled corpus", () => {
  it("covers every format, three other languages and at least ten industries", () => {
    expect(ADVERT_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ADVERT_CASES.map((advert) => advert.industry)).size).toBeGreaterThanOrEqual(10);
    for (const language of ["de", "fr", "es"])
      expect(ADVERT_CASES.filter((advert) => advert.language === language).length).toBeGreaterThanOrEqual(3);
  });

  it("finds the company in at least 95% (an agency's unnamed client counts as none)", () => {
    expect(rate(scores.map((score) => score.company)), failures("company").join("\n")).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it("finds the position in at least 95%", () => {
    expect(
      rate(scores.map((score) => score.position)),
      failures("position").join("\n"),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it("finds the hiring manager, or no one, in at least 90%", () => {
    expect(
      rate(scores.map((score) => score.hiringManager)),
      failures("hiringManager").join("\n"),
    ).toBeGreaterThanOrEqual(0.9);
  });

  it("records the advert's language", () => {
    expect(rate(scores.map((score) => score.language)), failures("language").join("\n")).toBe(1);
  });

  it("never presents an agency as the employer", () => {
    for (const advert of ADVERT_CASES.filter((advert) => advert.agency)) {
      const job = analyseJobDescription(advert.text);
      expect(job.agency, advert.id).not.toBeNull();
      if (advert.agency?.name && job.company)
        expect(job.company.toLowerCase(), advert.id).not.toBe(advert.agency.name.toLowerCase());
    }
  });

  it("gives every found value a confidence and every missing one 'unknown'", () => {
    for (const advert of ADVERT_CASES) {
      const job = analyseJobDescription(advert.text);
      expect(job.sources.company.confidence === "unknown", advert.id).toBe(job.company === "");
      expect(job.sources.position.confidence === "unknown", advert.id).toBe(job.position === "");
    }
  });
});
