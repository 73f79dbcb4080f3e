import { EXTRACTION_FALLBACK_MODEL } from "@/lib/ai/models";

/** Cents per 1k tokens, input and output (docs/spec.md, engine §9). Every model not listed is free. */
export const PRICING_CENTS_PER_1K: Readonly<Record<string, { input: number; output: number }>> = {
  [EXTRACTION_FALLBACK_MODEL]: { input: 5, output: 10 },
  "openai/gpt-3.5-turbo": { input: 0.05, output: 0.15 },
  "openai/gpt-4o-mini": { input: 0.015, output: 0.06 },
  "anthropic/claude-3-haiku": { input: 0.025, output: 0.125 },
  "anthropic/claude-3.5-sonnet": { input: 0.3, output: 1.5 },
  "x-ai/grok-4": { input: 1.5, output: 6 },
};

export type TokenUsage = { promptTokens: number; completionTokens: number; totalTokens: number };

export const NO_TOKENS: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

/** Cost of one call in cents, rounded to 2 decimals (docs/spec.md, engine §9). A ":free" variant is free. */
export function costCents(model: string, usage: TokenUsage): number {
  const price = PRICING_CENTS_PER_1K[model];
  if (!price) return 0;
  const raw = (usage.promptTokens / 1000) * price.input + (usage.completionTokens / 1000) * price.output;
  return Math.round((raw + Number.EPSILON) * 100) / 100;
}
