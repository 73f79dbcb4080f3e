import { userAiContext } from "@/lib/ai/context";
import { paragraphAction } from "@/lib/ai/tasks/paragraph-action";
import { hasPremiumFeatures } from "@/lib/auth/access";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { paragraphActionRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { letter, paragraphIndex, action: "rewrite" | "shorten" | "formal" | "personal", cvContent, jobDescription,
 * additionalNotes?, language?, advert? } → 200 { letter, paragraph, engine: "ai" | "offline", check, notices }: the
 * letter with only that paragraph replaced, and its claim check (docs/product-rules.md, "Paragraph actions").
 * 400 for the greeting, the sign-off or a bad body; 403 More formal / More personal for a free user when a model is
 * configured; 422 when the built-in writer cannot do it (one sentence to shorten, a non-English rewrite); 503 More
 * formal / More personal with no model to do them. Never counts against the monthly letters. 401 / 429 as JSON.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: paragraphActionRequestSchema } },
  async ({ user, body, request }) => {
    const outcome = await paragraphAction(await userAiContext(user, request.signal), body, {
      premium: hasPremiumFeatures(user.profile),
    });
    if (outcome.kind === "refused") return jsonResponse({ error: outcome.error }, outcome.status);
    const { kind: _kind, ...result } = outcome;
    return jsonResponse(result);
  },
);
