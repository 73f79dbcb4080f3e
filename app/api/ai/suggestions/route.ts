import { jsonTaskRoute } from "@/lib/ai/json-task-route";
import { suggestImprovements } from "@/lib/ai/tasks/suggest-improvements";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { suggestionsRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent, jobDescription } → 200 { result: ImprovementResult, engine, model, unstructured, notice, message };
 * 400 'Provide both CV content and job description' when either is missing; 401 / 429 as JSON { error }.
 */
export const POST = jsonTaskRoute(suggestionsRequestSchema, async (ctx, input) => ({
  ...(await suggestImprovements(ctx, input.cvContent, input.jobDescription)),
  message: AI_SUCCESS_MESSAGES.suggestionsReady,
}));
