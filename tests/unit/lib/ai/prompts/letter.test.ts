import { describe, expect, it } from "vitest";
import { applyAdvertOverrides } from "@/lib/ai/analysis/advert-overrides";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import type { CvData } from "@/lib/ai/cv-data";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { intelligentLetterMessages, plainLetterMessages } from "@/lib/ai/prompts/letter";
import { LENGTH_OPTIONS } from "@/lib/validation/letter-options";
import { ADVERT_CASES } from "../../../../fixtures/adverts/corpus";

/** What the letter engines feature, from the match of this CV and advert. */
function matchProfile(cv: CvData, cvText: string, advert: string) {
  return letterProfile(cv, cvText, advert, matchCvToAdvert({ cvContent: cvText, jobDescription: advert }));
}

/** What the model is told about the advert (docs/product-rules.md, "Advert analysis" and "The letter"). */

const CV =
  "Jane Doe\njane@example.com\n\nEXPERIENCE\nData Analyst — Brightwave Ltd (2020 – Present)\n- Built weekly sales dashboards in Power BI";

function prompt(advert: string, options: { notes?: string; length?: (typeof LENGTH_OPTIONS)[number] } = {}) {
  const cv = extractCvLocally(CV);
  const input = {
    jobDescription: advert,
    cvContent: CV,
    additionalNotes: options.notes ?? "",
    tone: "professional" as const,
    length: options.length ?? ("medium" as const),
    cv,
    job: analyseJobDescription(advert),
    match: matchProfile(cv, CV, advert),
  };
  const [system, user] = intelligentLetterMessages(input);
  return { system: String(system!.content), user: String(user!.content), input };
}

describe("the letter prompt", () => {
  it("states every company the analysis found as a fact, and never forbids a name the advert contains", () => {
    for (const advert of ADVERT_CASES) {
      const analysis = prompt(advert.text).user.split("<job_description>")[0]!;
      const job = analyseJobDescription(advert.text);
      expect(analysis, advert.id).not.toMatch(/not stated|do not guess/i);
      if (job.company && job.sources.company.confidence === "found")
        expect(analysis, advert.id).toContain(`Company: ${job.company}\n`);
      if (job.position) expect(analysis, advert.id).toContain(job.position);
    }
  });

  it("says 'probably' for an inferred value and asks the model to take an unknown one from the advert", () => {
    const inferred = applyAdvertOverrides(analyseJobDescription("We need a Data Analyst."), {});
    inferred.company = "Ledgerly";
    inferred.sources = { ...inferred.sources, company: { confidence: "inferred", evidence: "body" } };
    const cv = extractCvLocally(CV);
    const base = {
      jobDescription: "x",
      cvContent: CV,
      additionalNotes: "",
      tone: "professional" as const,
      length: "short" as const,
      cv,
      match: matchProfile(cv, CV, "x"),
    };
    expect(String(intelligentLetterMessages({ ...base, job: inferred })[1]!.content)).toContain(
      "Company: probably Ledgerly",
    );
    const unknown = analyseJobDescription("We need someone good with spreadsheets.");
    expect(String(intelligentLetterMessages({ ...base, job: unknown })[1]!.content)).toContain(
      "Company: not identified by our analysis — if the advert names the employer, use that name",
    );
  });

  it("greets the named hiring manager and keeps the Hiring Manager default otherwise", () => {
    expect(
      prompt("Data Analyst — Kestrel Foods\n\nPlease address applications to Dr Ravi Shah.").system,
    ).toContain("start with 'Dear Dr Shah,'");
    expect(prompt("Data Analyst — Kestrel Foods\n\nWe bake bread.").system).toContain(
      "start with 'Dear Hiring Manager,'",
    );
  });

  it("gives the model the same length bands as the built-in engine", () => {
    expect(prompt("Data Analyst — Kestrel Foods", { length: "short" }).system).toContain("120–180 words");
    expect(prompt("Data Analyst — Kestrel Foods", { length: "medium" }).system).toContain("230–320 words");
    expect(prompt("Data Analyst — Kestrel Foods", { length: "long" }).system).toContain("350–450 words");
  });

  it("asks for every note in its place", () => {
    const { system, user } = prompt("Data Analyst — Kestrel Foods", { notes: "Referred by Sam Lee" });
    expect(system).toContain("a referral in the opening paragraph");
    expect(user).toContain("<notes>\nReferred by Sam Lee\n</notes>");
  });

  it("tells the model an agency is not the employer", () => {
    const agency = ADVERT_CASES.find((advert) => advert.agency && !advert.company)!;
    const { user } = prompt(agency.text);
    expect(user).toContain("Never present the agency as the employer");
    expect(user).toContain("role you are recruiting for");
  });

  it("keeps the company and position in the plainer fallback prompt", () => {
    const { input } = prompt("Senior Backend Engineer — Northstar Analytics · London");
    const [system] = plainLetterMessages(input);
    expect(String(system!.content)).toContain(
      "The employer is Northstar Analytics. The role is Senior Backend Engineer.",
    );
  });
});
