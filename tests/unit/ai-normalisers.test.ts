import { describe, expect, it } from "vitest";
import { normaliseCvData } from "@/lib/ai/cv-data";
import { parseModelJson } from "@/lib/ai/parse-json";
import {
  LIST_CAPS,
  normaliseImprovementResult,
  unstructuredImprovementResult,
} from "@/lib/ai/suggestions-result";

describe("normaliseCvData (docs/spec.md, engine §3)", () => {
  it("turns non-text values into empty strings and defaults the name to 'Your Name'", () => {
    const cv = normaliseCvData({ name: 42, email: null, phone: { x: 1 }, skills: "Go" });
    expect(cv).toMatchObject({ name: "42", email: "", phone: "", skills: [], experience: [], education: [] });
    expect(normaliseCvData({ name: "  " }).name).toBe("Your Name");
    expect(normaliseCvData(null).name).toBe("Your Name");
    expect(normaliseCvData("garbage").name).toBe("Your Name");
  });

  it("drops experience with no company, position or description, and all-empty education", () => {
    const cv = normaliseCvData({
      experience: [
        { company: "", position: "", description: "", duration: "2020", achievements: ["x"] },
        { company: "Acme", achievements: ["Led", 5, null, " Built "] },
        "not an object",
      ],
      education: [{ institution: "", degree: "", field: "", year: "" }, { year: 2015 }],
    });
    expect(cv.experience).toEqual([
      { company: "Acme", position: "", duration: "", description: "", achievements: ["Led", "Built"] },
    ]);
    expect(cv.education).toEqual([{ institution: "", degree: "", field: "", year: "2015" }]);
  });

  it("drops non-text list items and keeps optional lists only when present", () => {
    const cv = normaliseCvData({ skills: ["Go", 1, { a: 1 }, "", "Rust"], languages: ["English", false] });
    expect(cv.skills).toEqual(["Go", "Rust"]);
    expect(cv.languages).toEqual(["English"]);
    expect(cv.certifications).toBeUndefined();
  });
});

describe("parseModelJson", () => {
  it("parses JSON wrapped in code fences, prose, smart quotes or trailing commas", () => {
    expect(parseModelJson('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('Here you go: {"a": [1, 2,],} Hope it helps')).toEqual({ a: [1, 2] });
    expect(parseModelJson("{\u201Ca\u201D: \u201Cb\u201D}")).toEqual({ a: "b" });
    expect(parseModelJson('\uFEFF{"a":"x\u0007"}')).toEqual({ a: "x" });
  });

  it("returns undefined when nothing parses", () => {
    expect(parseModelJson("no json here")).toBeUndefined();
    expect(parseModelJson("{broken")).toBeUndefined();
    expect(parseModelJson("42")).toBeUndefined();
  });
});

describe("improvement results", () => {
  it("cleans, de-duplicates (case-insensitively) and caps every list", () => {
    const result = normaliseImprovementResult({
      summary: " ok ",
      missingKeywords: [
        "Go",
        "go",
        " GO ",
        "",
        5,
        "- Rust",
        ...Array.from({ length: 40 }, (_, i) => `k${i}`),
      ],
      priority: { high: ["a", "A"], medium: "nope" },
    });
    expect(result.summary).toBe("ok");
    expect(result.missingKeywords.slice(0, 2)).toEqual(["Go", "Rust"]);
    expect(result.missingKeywords).toHaveLength(LIST_CAPS.missingKeywords);
    expect(result.priority).toEqual({ high: ["a"], medium: [], low: [] });
    expect(result.redFlags).toEqual([]);
  });

  it("turns an unparseable reply into its first 10 lines as bullets", () => {
    const text = Array.from({ length: 14 }, (_, i) => `- tip ${i + 1}`).join("\n\n");
    const result = unstructuredImprovementResult(text);
    expect(result.suggestedBullets).toEqual(Array.from({ length: 10 }, (_, i) => `tip ${i + 1}`));
    expect(result.missingKeywords).toEqual([]);
  });
});
