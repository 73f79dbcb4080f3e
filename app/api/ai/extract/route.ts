import type { NextRequest } from "next/server";
import { createAiContext } from "@/lib/ai/context";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { extractCv } from "@/lib/ai/tasks/extract-cv";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { isStaff } from "@/lib/usage/entitlements";
import { extractRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent } → 200 { data: CvData, engine: "ai"|"offline", model, cached, notice, message };
 * 400 / 401 / 429 as JSON { error }. Never fails for a gateway error: local parsing answers (notice says why).
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "ai");
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, extractRequestSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  const ctx = await createAiContext({
    userId: guard.user.id,
    sessionId: null,
    staff: isStaff(guard.user.profile),
    signal: request.signal,
  });
  const outcome = await extractCv(ctx, body.data.cvContent);
  return guard.session.applySessionCookies(
    jsonResponse({ ...outcome, message: AI_SUCCESS_MESSAGES.extracted }),
  );
}
