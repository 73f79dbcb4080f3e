import { z } from "zod";
import { BYTES_PER_CHAR, bodyCap } from "@/lib/http/body-cap";
import { LINKEDIN_IMPORT } from "@/lib/messages/builder/uploads";

/** Our own: what a LinkedIn profile export can hold, and more. */
export const LINKEDIN_LIMITS = {
  pages: 30,
  linesPerPage: 600,
  lineMaxChars: 1_000,
  textMaxChars: 100_000,
  pageWidthMax: 5_000,
} as const;

/** The pages with lines of at most `lineMaxChars` characters. */
const pagesOf = (lineMaxChars: number) =>
  z
    .array(
      z.object({
        width: z.number().positive().max(LINKEDIN_LIMITS.pageWidthMax),
        lines: z
          .array(
            z.object({
              text: z.string().min(1).max(lineMaxChars),
              x: z.number().finite(),
              size: z.number().finite().nonnegative(),
            }),
          )
          .max(LINKEDIN_LIMITS.linesPerPage),
      }),
    )
    .min(1)
    .max(LINKEDIN_LIMITS.pages);

/** POST /api/cv/linkedin: the positioned lines pdf.js read from the export (the browser reads the file). */
export const linkedInImportSchema = z
  .object({ pages: pagesOf(LINKEDIN_LIMITS.lineMaxChars) })
  .refine(
    ({ pages }) =>
      pages.reduce((sum, page) => sum + page.lines.reduce((n, l) => n + l.text.length, 0), 0) <=
      LINKEDIN_LIMITS.textMaxChars,
    { error: LINKEDIN_IMPORT.tooLarge },
  );
export type LinkedInImportRequest = z.infer<typeof linkedInImportSchema>;

/**
 * The route's body cap (docs/decisions.md 'Body caps'): the limit is the total text, not each line's, so the cap is
 * every line's frame with empty text plus the whole text once.
 */
export const linkedInImportMaxBytes = () =>
  bodyCap(z.object({ pages: pagesOf(0) }), "json") + LINKEDIN_LIMITS.textMaxChars * BYTES_PER_CHAR.json;
