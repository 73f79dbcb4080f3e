import { z } from "zod";
import { ADVERT_LANGUAGES } from "@/lib/ai/analysis/job-analysis";
import { DEFAULT_TEMPLATE_ID, TEMPLATE_IDS } from "@/lib/builder/templates";
import { letterLayoutSchema, senderBlockSchema } from "@/lib/letter/layout";
import { INPUT_LIMITS, VALIDATION_MESSAGES as M, AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import { plainText } from "@/lib/validation/plain-text";

/**
 * Request schemas of the AI and history routes and the builder's options (docs/spec.md, engine §5), shared by client and server.
 * Inputs are trimmed; limits: job description ≤ 20,000, CV ≤ 50,000, notes ≤ 2,000 characters. Free text refuses
 * control characters (lib/validation/plain-text.ts).
 */

import {
  ALIGNMENT_OPTIONS,
  DEFAULT_FORMATTING,
  FONT_OPTIONS,
  FONT_SIZE,
  LENGTH_OPTIONS,
  LINE_HEIGHT,
  PAGE_SIZE_OPTIONS,
  TONE_OPTIONS,
} from "@/lib/validation/letter-options";

export type { Formatting, LetterLength, Tone } from "@/lib/validation/letter-options";

/** True when `value` is min + k·step (within floating-point noise). */
function onStep(value: number, min: number, step: number): boolean {
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

export const toneSchema = z.enum(TONE_OPTIONS).default("professional");
export const lengthSchema = z.enum(LENGTH_OPTIONS).default("medium");

export const formattingSchema = z.object({
  pageSize: z.enum(PAGE_SIZE_OPTIONS).default(DEFAULT_FORMATTING.pageSize),
  alignment: z.enum(ALIGNMENT_OPTIONS).default(DEFAULT_FORMATTING.alignment),
  fontFamily: z.enum(FONT_OPTIONS).default(DEFAULT_FORMATTING.fontFamily),
  fontSizePt: z
    .number()
    .min(FONT_SIZE.min)
    .max(FONT_SIZE.max)
    .refine((value) => onStep(value, FONT_SIZE.min, FONT_SIZE.step), {
      error: "Font size goes in steps of 0.5",
    })
    .default(FONT_SIZE.default),
  lineHeight: z
    .number()
    .min(LINE_HEIGHT.min)
    .max(LINE_HEIGHT.max)
    .refine((value) => onStep(value, LINE_HEIGHT.min, LINE_HEIGHT.step), {
      error: "Line height goes in steps of 0.05",
    })
    .default(LINE_HEIGHT.default),
});
// `Formatting` (lib/validation/letter-options.ts) is what this schema gives; a unit test holds them together.

export const jobDescription = plainText("Job description", { error: M.jobDescriptionRequired })
  .trim()
  .min(1, { error: M.jobDescriptionRequired })
  .max(INPUT_LIMITS.jobDescriptionMaxChars, { error: M.jobDescriptionTooLong });
export const cvContent = plainText("CV", { error: M.cvRequired })
  .trim()
  .min(1, { error: M.cvRequired })
  .max(INPUT_LIMITS.cvMaxChars, { error: M.cvTooLong });
export const additionalNotes = plainText("Additional notes")
  .trim()
  .max(INPUT_LIMITS.notesMaxChars, { error: M.notesTooLong })
  .default("");

/**
 * What the user corrected in the "read from the advert" strip. A present key wins over the analysis in both
 * engines; an empty string means "none" (docs/product-rules.md, "Advert analysis").
 */
const advertValue = plainText("Advert detail")
  .trim()
  .max(INPUT_LIMITS.advertFieldMaxChars, { error: M.advertFieldTooLong });
export const advertOverridesSchema = z.object({
  company: advertValue.optional(),
  position: advertValue.optional(),
  hiringManager: advertValue.optional(),
  language: z.enum(ADVERT_LANGUAGES).optional(),
});
export type AdvertOverrides = z.infer<typeof advertOverridesSchema>;

export const generateRequestSchema = z.object({
  jobDescription,
  cvContent,
  additionalNotes,
  tone: toneSchema,
  length: lengthSchema,
  formatting: formattingSchema.default(formattingSchema.parse({})),
  advert: advertOverridesSchema.default({}),
  templateId: z.enum(TEMPLATE_IDS).default(DEFAULT_TEMPLATE_ID),
  /** The browser's date (YYYY-MM-DD) for the letter's date line; the server checks it against its own. */
  today: z.iso.date().optional(),
  /**
   * The open application: with the same advert and CV, the new letter is its next version rather than a new
   * application (docs/product-rules.md 'Applications and versions').
   */
  applicationId: z.uuid().optional(),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const extractRequestSchema = z.object({ cvContent });
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

/** Suggestions need both texts: either missing gives the spec's message. */
const suggestionText = (field: string, max: number, tooLong: string) =>
  plainText(field, { error: AI_ERROR_MESSAGES.suggestionsNeedBoth })
    .trim()
    .min(1, { error: AI_ERROR_MESSAGES.suggestionsNeedBoth })
    .max(max, { error: tooLong });

export const suggestionsRequestSchema = z.object({
  cvContent: suggestionText("CV", INPUT_LIMITS.cvMaxChars, M.cvTooLong),
  jobDescription: suggestionText(
    "Job description",
    INPUT_LIMITS.jobDescriptionMaxChars,
    M.jobDescriptionTooLong,
  ),
});
export type SuggestionsRequest = z.infer<typeof suggestionsRequestSchema>;

export const titleRequestSchema = z.object({
  jobDescription,
  letter: plainText("Letter", { error: M.letterRequired })
    .trim()
    .min(1, { error: M.letterRequired })
    .max(INPUT_LIMITS.letterMaxChars, { error: M.letterTooLong }),
  candidateName: plainText("Name").trim().max(200).optional(),
});
export type TitleRequest = z.infer<typeof titleRequestSchema>;

export const PARAGRAPH_ACTIONS = ["rewrite", "shorten", "formal", "personal"] as const;
export type ParagraphAction = (typeof PARAGRAPH_ACTIONS)[number];

/**
 * POST /api/letters/paragraph (docs/product-rules.md, "Paragraph actions"). The letter is not trimmed: every byte
 * outside the chosen paragraph comes back as sent. `paragraphIndex` counts the paragraphs as the preview draws them
 * (lib/letter/paragraphs.ts); `language` is the letter's, when the browser knows it.
 */
export const paragraphActionRequestSchema = z.object({
  letter: plainText("Letter", { error: M.letterRequired })
    .max(INPUT_LIMITS.letterMaxChars, { error: M.letterTooLong })
    .refine((letter) => letter.trim().length > 0, { error: M.letterRequired }),
  paragraphIndex: z.number().int().min(0).max(INPUT_LIMITS.letterMaxChars),
  action: z.enum(PARAGRAPH_ACTIONS),
  cvContent,
  jobDescription,
  additionalNotes,
  language: z.enum(ADVERT_LANGUAGES).exclude(["other"]).optional(),
  advert: advertOverridesSchema.default({}),
});
export type ParagraphActionRequest = z.infer<typeof paragraphActionRequestSchema>;

/** A claim's words, as the check found them in the letter. */
export const claimText = plainText("Claim").trim().min(1).max(INPUT_LIMITS.claimMaxChars);

/**
 * PATCH /api/history/:id — favorite (omitted: toggled), an edited letter text (checked again), a claim the
 * user says is true (remembered for this letter, no longer flagged), the letter's formatting, template and layout
 * (its sender block is remembered for the next letter), and composeLayout: a letter saved without a layout gets one.
 * A new letter text is a new version of the application, with `source`.
 */
export const historyUpdateSchema = z.object({
  favorite: z.boolean().optional(),
  confirmClaim: claimText.optional(),
  letter: plainText("Letter")
    .trim()
    .min(1, { error: M.letterRequired })
    .max(INPUT_LIMITS.letterMaxChars, { error: M.letterTooLong })
    .optional(),
  formatting: formattingSchema.optional(),
  templateId: z.enum(TEMPLATE_IDS).optional(),
  layout: letterLayoutSchema.optional(),
  composeLayout: z.literal(true).optional(),
  /** What made the new letter text: the user's edit (the default) or a paragraph action. */
  source: z.enum(["edited", "paragraph"]).optional(),
});
export type HistoryUpdate = z.infer<typeof historyUpdateSchema>;

/** PUT /api/sender — the sender block remembered for the user's next letters. */
export const senderUpdateSchema = z.object({ sender: senderBlockSchema });

export const historySearchSchema = plainText("Search").trim().max(INPUT_LIMITS.searchMaxChars).default("");

/** The first message and every field's messages, for a 400 answer (and react-hook-form). */
export function describeValidationError(error: z.ZodError): {
  error: string;
  fieldErrors: Record<string, string[]>;
} {
  const flat = z.flattenError(error);
  const fieldErrors = flat.fieldErrors as Record<string, string[]>;
  const first = error.issues[0]?.message ?? M.invalidBody;
  return { error: first, fieldErrors };
}
