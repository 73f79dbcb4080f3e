import type { LetterLength } from "@/lib/validation/ai";

/** The model registry (docs/spec.md, engine §9): ids, task parameters, the admin-only premium model, the model list. */

export const LETTER_PRIMARY_MODEL = "google/gemini-2.5-flash-lite";
export const LETTER_FALLBACK_MODEL = "meta-llama/llama-3.2-3b-instruct";
export const EXTRACTION_PRIMARY_MODEL = "mistralai/mistral-small-3.2-24b-instruct:free";
export const EXTRACTION_FALLBACK_MODEL = "mistralai/mistral-small-3.2-24b-instruct";
/** The spec does not name it; ours is Claude 3.5 Sonnet (priced in the spec's table). Admins only. */
export const PREMIUM_MODEL = "anthropic/claude-3.5-sonnet";

export type AiTask = "letter" | "extraction" | "suggestions" | "title" | "advert" | "paragraph";

/** request_type values in api_usage_logs. */
export const REQUEST_TYPES: Record<AiTask, string> = {
  letter: "cover_letter_generation",
  extraction: "cv_extraction",
  suggestions: "cv_improvement",
  title: "title_generation",
  advert: "advert_analysis",
  paragraph: "paragraph_action",
};

/** The request_type of a letter the built-in writer wrote (no AI key, or every model failed): 0 tokens, 0 cost, never in the quota (docs/architecture.md §3). */
export const OFFLINE_LETTER_REQUEST_TYPE = "offline_letter";

export type ModelChain = { primary: string; fallback: string | null };

/** Primary → fallback per task; admins get the premium model first for extraction and letters (docs/spec.md, engine §6). */
export function modelChain(task: AiTask, options: { staff: boolean }): ModelChain {
  // Reading an advert is a small structured task: the cheap extraction chain serves everyone, staff included.
  if (task === "advert") return { primary: EXTRACTION_PRIMARY_MODEL, fallback: EXTRACTION_FALLBACK_MODEL };
  if (task === "extraction") {
    return options.staff
      ? { primary: PREMIUM_MODEL, fallback: EXTRACTION_PRIMARY_MODEL }
      : { primary: EXTRACTION_PRIMARY_MODEL, fallback: EXTRACTION_FALLBACK_MODEL };
  }
  // A paragraph action writes letter text: the letter's chain.
  if ((task === "letter" || task === "paragraph") && options.staff)
    return { primary: PREMIUM_MODEL, fallback: LETTER_PRIMARY_MODEL };
  return { primary: LETTER_PRIMARY_MODEL, fallback: LETTER_FALLBACK_MODEL };
}

export type TaskParameters = { temperature: number; maxTokens: number; topP?: number };

/** docs/spec.md (engine) §7, §9: temperature 0.6 short, 0.7 medium, 0.8 long. */
export function letterTemperature(length: LetterLength): number {
  return length === "short" ? 0.6 : length === "long" ? 0.8 : 0.7;
}

/** docs/spec.md (engine) §9's parameter table. The letter call has 1700 tokens; 2000 for the premium model. */
export function taskParameters(task: AiTask, model: string, length: LetterLength = "medium"): TaskParameters {
  switch (task) {
    case "letter":
      return { temperature: letterTemperature(length), maxTokens: model === PREMIUM_MODEL ? 2000 : 1700 };
    case "extraction":
      return { temperature: 0.3, maxTokens: 2000 };
    case "suggestions":
      return { temperature: 0.35, maxTokens: 1700 };
    case "title":
      return { temperature: 0.2, maxTokens: 50 };
    case "advert":
      return { temperature: 0.1, maxTokens: 600 };
    case "paragraph":
      // One paragraph: a few hundred words at most, written close to the original's facts.
      return { temperature: 0.5, maxTokens: 700 };
  }
}

export type AvailableModel = {
  id: string;
  name: string;
  description: string;
  cost: string;
  recommended: boolean;
  adminOnly: boolean;
};

/** docs/spec.md (engine) §3 'Available model list entry', for the admin and builder model pickers. */
export const AVAILABLE_MODELS: readonly AvailableModel[] = [
  {
    id: LETTER_PRIMARY_MODEL,
    name: "Gemini 2.5 Flash Lite",
    description: "Default for cover letters and CV improvement suggestions",
    cost: "Free",
    recommended: true,
    adminOnly: false,
  },
  {
    id: LETTER_FALLBACK_MODEL,
    name: "Llama 3.2 3B Instruct",
    description: "Fallback for cover letters and suggestions",
    cost: "Free",
    recommended: false,
    adminOnly: false,
  },
  {
    id: EXTRACTION_PRIMARY_MODEL,
    name: "Mistral Small 3.2 24B (free)",
    description: "CV extraction",
    cost: "Free",
    recommended: true,
    adminOnly: false,
  },
  {
    id: EXTRACTION_FALLBACK_MODEL,
    name: "Mistral Small 3.2 24B",
    description: "CV extraction fallback",
    cost: "5¢ / 10¢ per 1k tokens",
    recommended: false,
    adminOnly: false,
  },
  {
    id: PREMIUM_MODEL,
    name: "Claude 3.5 Sonnet",
    description: "Premium model for CV extraction and cover-letter generation",
    cost: "0.3¢ / 1.5¢ per 1k tokens",
    recommended: false,
    adminOnly: true,
  },
];
