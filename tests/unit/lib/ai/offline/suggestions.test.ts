import { describe, expect, it } from "vitest";
import { missingKeywords, suggestImprovementsLocally } from "@/lib/ai/offline/suggestions";
import { readFixture as fixture } from "../../../../fixtures/realistic-cases";

describe("keyword-gap suggestions", () => {
  it("lists what the advert asks for that the CV lacks, comparing stems", () => {
    const missing = missingKeywords(
      "I managed budgets and analysed data.",
      "Manage budgets. Analyse data. Kafka, Kafka and Snowflake.",
    );
    expect(missing).toContain("Kafka");
    expect(missing).toContain("Snowflake");
    expect(missing).not.toContain("manage");
    expect(missing).not.toContain("analyse");
  });

  it("produces a complete result for a real pair", () => {
    const result = suggestImprovementsLocally(
      fixture("cvs/software-engineer.txt"),
      fixture("jobs/backend-engineer.txt"),
    );
    expect(result.missingKeywords).toEqual(expect.arrayContaining(["distributed systems", "Snowflake"]));
    expect(result.summary).toMatch(/skills the advert names/);
    expect(result.suggestedBullets.length).toBeGreaterThan(0);
    expect(result.priority.high.length).toBeGreaterThan(0);
  });

  it("flags missing sections and contact details", () => {
    const result = suggestImprovementsLocally("Just some text about me", "Python developer wanted");
    expect(result.structure.length).toBeGreaterThanOrEqual(3);
    expect(result.redFlags).toEqual(expect.arrayContaining([expect.stringMatching(/e-mail/)]));
  });
});
