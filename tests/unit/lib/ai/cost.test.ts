import { describe, expect, it } from "vitest";
import { costCents, PRICING_CENTS_PER_1K } from "@/lib/ai/cost";
import {
  EXTRACTION_FALLBACK_MODEL,
  EXTRACTION_PRIMARY_MODEL,
  LETTER_FALLBACK_MODEL,
  LETTER_PRIMARY_MODEL,
  PREMIUM_MODEL,
} from "@/lib/ai/models";

describe("cost (docs/spec.md, engine §9 pricing, cents per 1k tokens)", () => {
  it("prices input and output separately and rounds to 2 decimals", () => {
    // paid Mistral: 5 in, 10 out → 1234/1000*5 + 567/1000*10 = 6.17 + 5.67 = 11.84
    expect(
      costCents(EXTRACTION_FALLBACK_MODEL, { promptTokens: 1234, completionTokens: 567, totalTokens: 1801 }),
    ).toBe(11.84);
    // Claude 3.5 Sonnet: 0.3 in, 1.5 out → 0.3 + 1.5 = 1.8
    expect(costCents(PREMIUM_MODEL, { promptTokens: 1000, completionTokens: 1000, totalTokens: 2000 })).toBe(
      1.8,
    );
    // GPT-4o mini: 0.015 in, 0.06 out → 0.0015 + 0.006 = 0.0075 → 0.01
    expect(
      costCents("openai/gpt-4o-mini", { promptTokens: 100, completionTokens: 100, totalTokens: 200 }),
    ).toBe(0.01);
    expect(costCents("x-ai/grok-4", { promptTokens: 2000, completionTokens: 500, totalTokens: 2500 })).toBe(
      6,
    );
  });

  it("charges nothing for every model not in the table, including the free Mistral", () => {
    for (const model of [LETTER_PRIMARY_MODEL, LETTER_FALLBACK_MODEL, EXTRACTION_PRIMARY_MODEL]) {
      expect(costCents(model, { promptTokens: 5000, completionTokens: 5000, totalTokens: 10000 })).toBe(0);
    }
    expect(Object.keys(PRICING_CENTS_PER_1K)).toHaveLength(6);
  });
});
