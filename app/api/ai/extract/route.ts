import { userAiContext } from "@/lib/ai/context";
import { extractCv } from "@/lib/ai/tasks/extract-cv";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { extractRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent } → 200 { data: CvData, engine: "ai"|"offline", model, cached, notice, message };
 * 400 / 401 / 429 as JSON { error }. Never fails for a gateway error: local parsing answers (notice says why).
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: extractRequestSchema } },
  async ({ user, body, request }) =>
    jsonResponse({
      ...(await extractCv(await userAiContext(user, request.signal), body.cvContent)),
      message: AI_SUCCESS_MESSAGES.extracted,
    }),
);
