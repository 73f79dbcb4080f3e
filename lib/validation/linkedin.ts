import { z } from "zod";
import { LINKEDIN_IMPORT } from "@/lib/messages/builder";

/** POST /api/cv/linkedin: the positioned lines pdf.js read from the export (the browser reads the file). */
const line = z.object({
  text: z.string().min(1).max(1_000),
  x: z.number().finite(),
  size: z.number().finite().nonnegative(),
});
export const linkedInImportSchema = z
  .object({
    pages: z
      .array(z.object({ width: z.number().positive().max(5_000), lines: z.array(line).max(600) }))
      .min(1)
      .max(30),
  })
  .refine(
    ({ pages }) =>
      pages.reduce((sum, page) => sum + page.lines.reduce((n, l) => n + l.text.length, 0), 0) <= 100_000,
    { error: LINKEDIN_IMPORT.tooLarge },
  );
export type LinkedInImportRequest = z.infer<typeof linkedInImportSchema>;
