import { z } from "zod";
import { INPUT_LIMITS, VALIDATION_MESSAGES as M } from "@/lib/messages/ai";
import { additionalNotes, claimText, cvContent, jobDescription } from "@/lib/validation/ai";
import { plainText } from "@/lib/validation/plain-text";

/**
 * POST /api/letters/check. The letter is not trimmed: the claims' `start` and `end` are offsets into it exactly
 * as the browser holds it.
 */
export const letterCheckRequestSchema = z.object({
  letter: plainText("Letter", { error: M.letterRequired })
    .max(INPUT_LIMITS.letterMaxChars, { error: M.letterTooLong })
    .refine((letter) => letter.trim().length > 0, { error: M.letterRequired }),
  cvContent,
  jobDescription,
  additionalNotes,
  confirmed: z.array(claimText).max(INPUT_LIMITS.confirmedClaimsMax).default([]),
});
export type LetterCheckRequest = z.infer<typeof letterCheckRequestSchema>;

/** POST /api/match: the CV and the advert only, so nothing a letter says can raise the score. */
export const matchRequestSchema = z.object({ cvContent, jobDescription });
export type MatchRequest = z.infer<typeof matchRequestSchema>;
