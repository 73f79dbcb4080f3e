import { describe, expect, it } from "vitest";
import {
  LIST_CAPS,
  normaliseImprovementResult,
  unstructuredImprovementResult,
} from "@/lib/ai/suggestions-result";

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
