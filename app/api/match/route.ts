import { matchCvToAdvert } from "@/lib/grounding/match";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { matchRequestSchema } from "@/lib/validation/grounding";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent, jobDescription } → 200 { score, band, requirements: [{ text, importance, status, evidence,
 * advice? }], missingMustHaves }: how the CV meets the advert, requirement by requirement (docs/product-rules.md
 * 'The match'). Deterministic and for every plan. 400 / 401 / 429 as JSON { error }.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: matchRequestSchema } },
  ({ body }) => jsonResponse(matchCvToAdvert(body)),
);
