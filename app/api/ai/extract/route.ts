import { jsonTaskRoute } from "@/lib/ai/json-task-route";
import { extractCv } from "@/lib/ai/tasks/extract-cv";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { extractRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent } → 200 { data: CvData, engine: "ai"|"offline", model, cached, notice, message };
 * 400 / 401 / 429 as JSON { error }. Never fails for a gateway error: local parsing answers (notice says why).
 */
export const POST = jsonTaskRoute(extractRequestSchema, async (ctx, input) => ({
  ...(await extractCv(ctx, input.cvContent)),
  message: AI_SUCCESS_MESSAGES.extracted,
}));
