import { describe, expect, it } from "vitest";
import { cleanTitle, deriveTitle, finaliseTitle } from "@/lib/ai/title-rules";

const JOB = "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.";

describe("history title rules (docs/spec.md, engine §5)", () => {
  it("removes quotes and trailing punctuation and keeps at most 80 characters", () => {
    expect(cleanTitle('"Senior Backend Engineer at Northstar Analytics."')).toBe(
      "Senior Backend Engineer at Northstar Analytics",
    );
    expect(cleanTitle("Title: \u201CData Lead \u2014 Acme\u201D!!")).toBe("Data Lead \u2014 Acme");
    expect(cleanTitle("O'Brien's application to Contoso")).toBe("O'Brien's application to Contoso");
    const long = cleanTitle(`${"Principal Platform Engineer ".repeat(5)}at Acme`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).not.toMatch(/\s$/);
  });

  it("replaces a title under 12 characters, or 'cover letter', with one derived from the text", () => {
    for (const candidate of ["Backend", "Cover Letter", "cover letter.", '"COVER LETTER"']) {
      expect(finaliseTitle({ candidate, jobDescription: JOB, letter: "", candidateName: "Jane Doe" })).toBe(
        "Senior Backend Engineer at Northstar Analytics",
      );
    }
  });

  it("keeps a good title", () => {
    expect(finaliseTitle({ candidate: "Platform role at Northstar", jobDescription: JOB, letter: "" })).toBe(
      "Platform role at Northstar",
    );
  });

  it("falls back to '{candidate name} — Cover Letter' when the title is empty or failed", () => {
    for (const candidate of [null, "", '""']) {
      expect(finaliseTitle({ candidate, jobDescription: JOB, letter: "", candidateName: "Jane Doe" })).toBe(
        "Jane Doe \u2014 Cover Letter",
      );
    }
  });

  it("defaults to 'Cover Letter' when nothing else is known", () => {
    expect(
      finaliseTitle({ candidate: null, jobDescription: "Hello", letter: "", candidateName: "Your Name" }),
    ).toBe("Cover Letter");
    expect(finaliseTitle({ candidate: "short", jobDescription: "Hello", letter: "" })).toBe("Cover Letter");
  });

  it("derives titles from the position and company, or either alone", () => {
    expect(deriveTitle(JOB)).toBe("Senior Backend Engineer at Northstar Analytics");
    expect(deriveTitle("Job Title: Staff Nurse")).toBe("Staff Nurse Application");
    expect(deriveTitle("Company: Acme Widgets")).toBe("Application to Acme Widgets");
    expect(deriveTitle("nothing useful")).toBe("");
  });
});
