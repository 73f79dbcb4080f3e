import { describe, expect, it } from "vitest";
import { canonicalSkill, findEvidence, indexCv } from "@/lib/grounding/cv-evidence";

const CV = `Jane Doe
jane@example.com · 07700 900123

Experience
Senior Backend Engineer, Acme Widgets Ltd (2019 – present)
- Ran Postgres and K8s clusters for the payments team
- Built services in Node with TypeScript
Backend Developer — Smith & Jones GmbH, 2016–2019
• Managed the release pipeline in GitHub Actions

Education
B.Sc. (Hons) Computer Science, University of Leeds, 2016

Skills
JS, Python, Excel, go-live planning
`;

describe("indexCv", () => {
  it("keeps non-empty lines, trimmed and without bullets, with their line number", () => {
    const index = indexCv(CV);
    expect(index.lines[0]).toEqual({ text: "Jane Doe", index: 0 });
    expect(index.lines).toContainEqual({
      text: "Ran Postgres and K8s clusters for the payments team",
      index: 5,
    });
    expect(index.lines.every((line) => line.text.trim() === line.text && line.text !== "")).toBe(true);
  });
});

describe("findEvidence", () => {
  const index = indexCv(CV);

  it.each([
    ["PostgreSQL", "Ran Postgres and K8s clusters for the payments team"],
    ["Kubernetes", "Ran Postgres and K8s clusters for the payments team"],
    ["k8s", "Ran Postgres and K8s clusters for the payments team"],
    ["JavaScript", "Built services in Node with TypeScript"],
    ["Node.js", "Built services in Node with TypeScript"],
    ["SQL", "Ran Postgres and K8s clusters for the payments team"],
    ["CI/CD", "Managed the release pipeline in GitHub Actions"],
  ])("finds %s through the lexicon and its synonyms", (term, line) => {
    expect(findEvidence(index, term)).toContain(line);
  });

  it("matches names without case, punctuation, legal suffixes or '&'/'and'", () => {
    expect(findEvidence(index, "ACME Widgets")[0]).toBe(
      "Senior Backend Engineer, Acme Widgets Ltd (2019 – present)",
    );
    expect(findEvidence(index, "Smith and Jones")[0]).toBe(
      "Backend Developer — Smith & Jones GmbH, 2016–2019",
    );
  });

  it("matches degrees and phrases by their stemmed content words", () => {
    const degree = "B.Sc. (Hons) Computer Science, University of Leeds, 2016";
    expect(findEvidence(index, "Bachelor of Science in Computer Science")).toEqual([degree]);
    expect(findEvidence(index, "managing release pipelines")).toEqual([
      "Managed the release pipeline in GitHub Actions",
    ]);
    expect(findEvidence(index, "MSc in Computer Science")).toEqual([]);
  });

  it("returns [] for what the CV lacks, and keeps everyday words apart from skills", () => {
    expect(findEvidence(index, "Terraform")).toEqual([]);
    expect(findEvidence(index, "Go")).toEqual([]);
    expect(findEvidence(index, "Globex Corporation")).toEqual([]);
    expect(findEvidence(index, "  ")).toEqual([]);
  });
});

describe("canonicalSkill", () => {
  it.each([
    ["k8s", "Kubernetes"],
    ["Postgres", "PostgreSQL"],
    ["JS", "JavaScript"],
    ["golang", "Go"],
    ["typescript", "TypeScript"],
    ["Underwater basket weaving", "Underwater basket weaving"],
  ])("%s → %s", (term, canonical) => {
    expect(canonicalSkill(term)).toBe(canonical);
  });
});
