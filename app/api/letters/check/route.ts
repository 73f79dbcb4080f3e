import { checkLetter } from "@/lib/grounding/check-letter";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { letterCheckRequestSchema } from "@/lib/validation/grounding";

export const dynamic = "force-dynamic";

/**
 * POST { letter, cvContent, jobDescription, additionalNotes?, confirmed? } →
 * 200 { claims: [{ text, start, end, kind, supported, evidence, source?, closest? }], unsupported }: what the letter
 * asserts about the candidate, each found in the CV (or the notes, or confirmed by the user) or not
 * (docs/product-rules.md 'The claim check'). Deterministic, no model call. 400 / 401 / 429 as JSON { error }.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: letterCheckRequestSchema } },
  ({ body }) => jsonResponse(checkLetter(body)),
);
