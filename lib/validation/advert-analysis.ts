import { z } from "zod";
import { parseHiringManager } from "@/lib/ai/analysis/advert-overrides";
import { ADVERT_LANGUAGES, type AdvertLanguage, type HiringManager } from "@/lib/ai/analysis/job-analysis";
import { INPUT_LIMITS, VALIDATION_MESSAGES as M } from "@/lib/messages/ai";
import { plainText } from "@/lib/validation/plain-text";

/** POST /api/ai/advert's body, with the same limits as the generate request's advert. */
export const advertRequestSchema = z.object({
  jobDescription: plainText("Job description", { error: M.jobDescriptionRequired })
    .trim()
    .min(1, { error: M.jobDescriptionRequired })
    .max(INPUT_LIMITS.jobDescriptionMaxChars, { error: M.jobDescriptionTooLong }),
});
export type AdvertRequest = z.infer<typeof advertRequestSchema>;

/** What the model read from an advert, cleaned: null where it said nothing usable. */
export type ModelAdvertAnalysis = {
  company: string | null;
  agency: string | null;
  position: string | null;
  hiringManager: HiringManager | null;
  mustHave: string[];
  niceToHave: string[];
  language: AdvertLanguage | null;
};

const REQUIREMENT_MAX_CHARS = 200;
const MUST_HAVE_MAX = 12;
const NICE_TO_HAVE_MAX = 8;

// Models write "none" or "N/A" where they were asked for null.
const NOTHING = /^(null|none|n\/?a|not (stated|specified|given|named|mentioned)|unknown|-+)$/i;

function cleanText(value: string | null | undefined, max: number): string | null {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  return text && !NOTHING.test(text) && text.length <= max ? text : null;
}

const text = z.string().nullish();

const list = (max: number) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items) => {
      const seen = new Set<string>();
      const result: string[] = [];
      for (const item of items ?? []) {
        const value = typeof item === "string" ? cleanText(item, REQUIREMENT_MAX_CHARS) : null;
        if (value && !seen.has(value.toLowerCase())) {
          seen.add(value.toLowerCase());
          result.push(value);
        }
      }
      return result.slice(0, max);
    });

const LANGUAGE_NAMES: Record<string, AdvertLanguage> = {
  english: "en",
  german: "de",
  deutsch: "de",
  french: "fr",
  français: "fr",
  spanish: "es",
  español: "es",
  dutch: "nl",
  nederlands: "nl",
  italian: "it",
  italiano: "it",
  portuguese: "pt",
  português: "pt",
};

/** "EN", "en-GB" and "English" → "en"; another real code → "other"; anything else → null. */
function cleanLanguage(value: string | null | undefined): AdvertLanguage | null {
  const code = (value ?? "").trim().toLowerCase();
  if (!code) return null;
  const named = LANGUAGE_NAMES[code];
  if (named) return named;
  const iso = /^([a-z]{2})(?:[-_][a-z0-9]+)?$/.exec(code)?.[1];
  if (!iso) return null;
  return (ADVERT_LANGUAGES as readonly string[]).includes(iso) ? (iso as AdvertLanguage) : "other";
}

/** A string, or the {name, title} object some models send despite the prompt. */
const hiringManager = z
  .union([z.string(), z.object({ name: text, title: text }).loose()])
  .nullish()
  .transform((value): HiringManager | null => {
    if (!value) return null;
    if (typeof value === "string") {
      const cleaned = cleanText(value, INPUT_LIMITS.advertFieldMaxChars);
      return cleaned ? parseHiringManager(cleaned) : null;
    }
    const name = cleanText(value.name, INPUT_LIMITS.advertFieldMaxChars);
    if (!name) return null;
    return { name, title: cleanText(value.title, 20) ?? "" };
  });

/** Missing keys and nulls mean "not found"; a wrong type means a confused model, so none of it is used. */
export const modelAdvertAnalysisSchema = z
  .object({
    company: text,
    agency: text,
    position: text,
    hiringManager,
    mustHave: list(MUST_HAVE_MAX),
    niceToHave: list(NICE_TO_HAVE_MAX),
    language: text,
  })
  .transform((raw): ModelAdvertAnalysis => ({
    company: cleanText(raw.company, INPUT_LIMITS.advertFieldMaxChars),
    agency: cleanText(raw.agency, INPUT_LIMITS.advertFieldMaxChars),
    position: cleanText(raw.position, INPUT_LIMITS.advertFieldMaxChars),
    hiringManager: raw.hiringManager,
    mustHave: raw.mustHave,
    niceToHave: raw.niceToHave,
    language: cleanLanguage(raw.language),
  }));

/** The model's reply parsed, or null when it is unusable. */
export function readModelAdvertAnalysis(value: unknown): ModelAdvertAnalysis | null {
  const parsed = modelAdvertAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
