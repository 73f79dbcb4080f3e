import { describe, expect, it } from "vitest";
import {
  EXTRACTION_FALLBACK_MODEL,
  EXTRACTION_PRIMARY_MODEL,
  LETTER_FALLBACK_MODEL,
  LETTER_PRIMARY_MODEL,
  modelChain,
  PREMIUM_MODEL,
  taskParameters,
} from "@/lib/ai/models";

describe("model registry (docs/spec.md, engine §9)", () => {
  it("chains primary → fallback per task, with the premium model first for staff", () => {
    expect(modelChain("letter", { staff: false })).toEqual({
      primary: LETTER_PRIMARY_MODEL,
      fallback: LETTER_FALLBACK_MODEL,
    });
    expect(modelChain("extraction", { staff: false })).toEqual({
      primary: EXTRACTION_PRIMARY_MODEL,
      fallback: EXTRACTION_FALLBACK_MODEL,
    });
    expect(modelChain("letter", { staff: true }).primary).toBe(PREMIUM_MODEL);
    expect(modelChain("extraction", { staff: true }).primary).toBe(PREMIUM_MODEL);
  });

  it("uses the spec's temperatures and token limits", () => {
    expect(taskParameters("letter", LETTER_PRIMARY_MODEL, "short")).toEqual({
      temperature: 0.6,
      maxTokens: 1700,
    });
    expect(taskParameters("letter", LETTER_PRIMARY_MODEL, "medium").temperature).toBe(0.7);
    expect(taskParameters("letter", LETTER_PRIMARY_MODEL, "long").temperature).toBe(0.8);
    expect(taskParameters("letter", PREMIUM_MODEL).maxTokens).toBe(2000);
    expect(taskParameters("extraction", EXTRACTION_PRIMARY_MODEL)).toEqual({
      temperature: 0.3,
      maxTokens: 2000,
    });
    expect(taskParameters("suggestions", LETTER_PRIMARY_MODEL)).toEqual({
      temperature: 0.35,
      maxTokens: 1700,
    });
    expect(taskParameters("title", LETTER_PRIMARY_MODEL)).toEqual({ temperature: 0.2, maxTokens: 50 });
  });
});
