import { userAiContext } from "@/lib/ai/context";
import { suggestImprovements } from "@/lib/ai/tasks/suggest-improvements";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { suggestionsRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent, jobDescription } → 200 { result: ImprovementResult, engine, model, unstructured, notice, message };
 * 400 'Provide both CV content and job description' when either is missing; 401 / 429 as JSON { error }.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "ai", body: { json: suggestionsRequestSchema } },
  async ({ user, body, request }) =>
    jsonResponse({
      ...(await suggestImprovements(
        await userAiContext(user, request.signal),
        body.cvContent,
        body.jobDescription,
      )),
      message: AI_SUCCESS_MESSAGES.suggestionsReady,
    }),
);
