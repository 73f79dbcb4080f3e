import { describe, expect, it } from "vitest";
import { missingKeywords, suggestImprovementsLocally } from "@/lib/ai/offline/suggestions";
import { readFixture as fixture } from "../../../../fixtures/realistic-cases";
import { suggestionsMessages } from "@/lib/ai/prompts/suggestions";

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

describe("suggestions address the match's missing must-haves", () => {
  const cv =
    "Jane Doe\n\nExperience\nPlatform Engineer — Brightwave Ltd (2021 – Present)\n- Ran Kubernetes clusters\n\nSkills\nKubernetes, Go";
  const advert = "Platform Engineer\n\nRequirements\n- Kubernetes\n- Terraform";

  it("puts where to show each one first, only if the candidate has it", () => {
    const result = suggestImprovementsLocally(cv, advert);
    expect(result.priority.high[0]).toMatch(/^If you have used Terraform/);
    expect(result.priority.high.join(" ")).not.toMatch(/Kubernetes/);
  });

  it("asks the model to address them first", () => {
    const [system] = suggestionsMessages(cv, advert, ["Terraform"]);
    expect(String(system!.content)).toContain('must-haves the CV does not show: "Terraform"');
    expect(String(suggestionsMessages(cv, advert)[0]!.content)).not.toContain(
      "must-haves the CV does not show",
    );
  });
});
