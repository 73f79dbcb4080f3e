// The merge of the local and the model's advert analyses (docs/product-rules.md, "Advert analysis"): agreement by
// normalisation, the stronger evidence wins a disagreement (which is reported), and an agency is never the employer.
import { describe, expect, it } from "vitest";
import { mergeAdvertAnalyses, normaliseForComparison, valuesAgree } from "@/lib/ai/analysis/advert-merge";
import { UNKNOWN, type Evidence, type JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { ModelAdvertAnalysis } from "@/lib/validation/advert-analysis";

const found = (evidence: Evidence) => ({ confidence: "found", evidence }) as const;

function localAnalysis(patch: Partial<JobAnalysis> = {}): JobAnalysis {
  return {
    company: "",
    position: "",
    hiringManager: null,
    language: "en",
    agency: null,
    sources: {
      company: UNKNOWN,
      position: UNKNOWN,
      hiringManager: UNKNOWN,
      language: { confidence: "inferred", evidence: "body" },
    },
    requirements: ["Go", "PostgreSQL"],
    niceToHaves: [],
    industry: "technology",
    seniority: "senior",
    skills: ["Go", "PostgreSQL"],
    ...patch,
  } as JobAnalysis;
}

function modelAnalysis(patch: Partial<ModelAdvertAnalysis> = {}): ModelAdvertAnalysis {
  return {
    company: null,
    agency: null,
    position: null,
    hiringManager: null,
    mustHave: [],
    niceToHave: [],
    language: null,
    ...patch,
  };
}

describe("comparing values", () => {
  it("drops case, accents, punctuation and legal suffixes", () => {
    expect(normaliseForComparison("ACME Labs, Ltd.")).toBe("acme labs");
    expect(normaliseForComparison("Société Générale S.A.")).toBe("societe generale");
    expect(normaliseForComparison("Müller & Söhne GmbH")).toBe("muller and sohne");
    expect(normaliseForComparison("Northstar Analytics plc")).toBe("northstar analytics");
    expect(normaliseForComparison("Siemens SE")).toBe("siemens");
    expect(normaliseForComparison("Initech Inc.")).toBe("initech");
  });

  it("keeps a suffix-like word that is the whole name, and leaves positions' words alone", () => {
    expect(normaliseForComparison("Limited")).toBe("limited");
    expect(normaliseForComparison("Senior SE", "position")).toBe("senior se");
  });

  it("counts containment of whole words as agreement, but not a part of a word", () => {
    expect(valuesAgree("Acme", "ACME Labs Ltd")).toBe(true);
    expect(valuesAgree("Product Designer II", "Product Designer", "position")).toBe(true);
    expect(valuesAgree("Acme", "Acmeworks")).toBe(false);
    expect(valuesAgree("Northstar", "Brightwave")).toBe(false);
  });
});

describe("mergeAdvertAnalyses", () => {
  it("returns the local analysis unchanged without a model analysis", () => {
    const local = localAnalysis({
      company: "Acme",
      sources: { ...localAnalysis().sources, company: found("body") },
    });
    expect(mergeAdvertAnalyses(local, null)).toEqual({ analysis: local, disagreements: [] });
  });

  it("takes a value only the model found, as found by the model", () => {
    const { analysis, disagreements } = mergeAdvertAnalyses(
      localAnalysis(),
      modelAnalysis({
        company: "Northstar Analytics",
        position: "Senior Backend Engineer",
        hiringManager: { name: "Anna Müller", title: "Ms" },
        language: "en",
      }),
    );
    expect(analysis).toMatchObject({
      company: "Northstar Analytics",
      position: "Senior Backend Engineer",
      hiringManager: { name: "Anna Müller", title: "Ms" },
      sources: {
        company: found("model"),
        position: found("model"),
        hiringManager: found("model"),
        // The local analysis only inferred the language; the model agreeing makes it found.
        language: found("model"),
      },
    });
    expect(disagreements).toEqual([]);
  });

  it("keeps a value only the local analysis found", () => {
    const local = localAnalysis({
      position: "Staff Nurse",
      sources: { ...localAnalysis().sources, position: found("label") },
    });
    const { analysis } = mergeAdvertAnalyses(local, modelAnalysis());
    expect(analysis.position).toBe("Staff Nurse");
    expect(analysis.sources.position).toEqual(found("label"));
    expect(analysis.company).toBe("");
    expect(analysis.sources.company).toEqual(UNKNOWN);
  });

  it("treats normalised and contained values as agreement: no disagreement, the stronger evidence's spelling", () => {
    const local = localAnalysis({
      company: "Acme",
      position: "Product Designer",
      sources: {
        ...localAnalysis().sources,
        company: { confidence: "inferred", evidence: "body" },
        position: found("label"),
      },
    });
    const { analysis, disagreements } = mergeAdvertAnalyses(
      local,
      modelAnalysis({ company: "ACME Ltd.", position: "Product Designer II" }),
    );
    expect(disagreements).toEqual([]);
    // Body (1) is weaker than the model (2): the model's spelling; two readings agreeing make it found.
    expect(analysis.company).toBe("ACME Ltd.");
    expect(analysis.sources.company).toEqual(found("model"));
    // A label (4) is stronger than the model.
    expect(analysis.position).toBe("Product Designer");
    expect(analysis.sources.position).toEqual(found("label"));
  });

  it("lets the stronger evidence win a disagreement, and reports it", () => {
    const local = localAnalysis({
      company: "Brightwave",
      position: "Backend Engineer",
      sources: { ...localAnalysis().sources, company: found("body"), position: found("header") },
    });
    const { analysis, disagreements } = mergeAdvertAnalyses(
      local,
      modelAnalysis({ company: "Northstar Analytics", position: "Platform Engineer" }),
    );
    expect(analysis.company).toBe("Northstar Analytics");
    expect(analysis.sources.company).toEqual(found("model"));
    expect(analysis.position).toBe("Backend Engineer");
    expect(analysis.sources.position).toEqual(found("header"));
    expect(disagreements).toEqual([
      { field: "company", local: "Brightwave", model: "Northstar Analytics", kept: "model" },
      { field: "position", local: "Backend Engineer", model: "Platform Engineer", kept: "local" },
    ]);
  });

  it("compares hiring managers by name and languages by code", () => {
    const local = localAnalysis({
      hiringManager: { name: "Anna Müller", title: "" },
      language: "en",
      sources: {
        ...localAnalysis().sources,
        hiringManager: found("body"),
        language: { confidence: "inferred", evidence: "body" },
      },
    });
    const { analysis, disagreements } = mergeAdvertAnalyses(
      local,
      modelAnalysis({ hiringManager: { name: "Anna Muller", title: "Frau" }, language: "de" }),
    );
    expect(analysis.hiringManager).toEqual({ name: "Anna Muller", title: "Frau" });
    expect(analysis.language).toBe("de");
    expect(disagreements).toEqual([{ field: "language", local: "en", model: "de", kept: "model" }]);
  });

  it("never makes the agency the employer, whichever side read it", () => {
    // The model names the agency as the company and also as the agency.
    const fromModel = mergeAdvertAnalyses(
      localAnalysis(),
      modelAnalysis({ company: "Hays Recruitment", agency: "Hays" }),
    );
    expect(fromModel.analysis.company).toBe("");
    expect(fromModel.analysis.sources.company).toEqual(UNKNOWN);
    expect(fromModel.analysis.agency).toEqual({ name: "Hays", contact: "" });

    // The local analysis read the agency as the company; the model says it is the agency and names no client.
    const local = localAnalysis({
      company: "Reed",
      sources: { ...localAnalysis().sources, company: found("header") },
    });
    const fromLocal = mergeAdvertAnalyses(local, modelAnalysis({ agency: "Reed Specialist Recruitment" }));
    expect(fromLocal.analysis.company).toBe("");
    expect(fromLocal.analysis.agency?.name).toBe("Reed Specialist Recruitment");

    // The local analysis found the agency and its contact; the model's client wins over the agency's name.
    const withClient = mergeAdvertAnalyses(
      localAnalysis({
        company: "Hays",
        agency: { name: "Hays", contact: "Sam Jones" },
        sources: { ...localAnalysis().sources, company: found("label") },
      }),
      modelAnalysis({ company: "Monzo Bank", agency: "Hays" }),
    );
    expect(withClient.analysis.company).toBe("Monzo Bank");
    expect(withClient.analysis.agency).toEqual({ name: "Hays", contact: "Sam Jones" });
    expect(withClient.disagreements).toEqual([]);
  });

  it("prefers the model's must-haves and nice-to-haves when it gave any", () => {
    const local = localAnalysis({ niceToHaves: ["Kafka"] });
    const withLists = mergeAdvertAnalyses(
      local,
      modelAnalysis({ mustHave: ["5 years of Go"], niceToHave: ["Rust"] }),
    ).analysis;
    expect(withLists.requirements).toEqual(["5 years of Go"]);
    expect(withLists.niceToHaves).toEqual(["Rust"]);
    const withoutLists = mergeAdvertAnalyses(local, modelAnalysis()).analysis;
    expect(withoutLists.requirements).toEqual(["Go", "PostgreSQL"]);
    expect(withoutLists.niceToHaves).toEqual(["Kafka"]);
    expect(withoutLists.skills).toEqual(["Go", "PostgreSQL"]);
  });
});
