import type { NextRequest } from "next/server";
import { createAiContext } from "@/lib/ai/context";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { suggestImprovements } from "@/lib/ai/tasks/suggest-improvements";
import { AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { isStaff } from "@/lib/usage/entitlements";
import { suggestionsRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { cvContent, jobDescription } → 200 { result: ImprovementResult, engine, model, unstructured, notice, message };
 * 400 'Provide both CV content and job description' when either is missing; 401 / 429 as JSON { error }.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "ai");
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, suggestionsRequestSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  const ctx = await createAiContext({
    userId: guard.user.id,
    sessionId: null,
    staff: isStaff(guard.user.profile),
    signal: request.signal,
  });
  const outcome = await suggestImprovements(ctx, body.data.cvContent, body.data.jobDescription);
  return guard.session.applySessionCookies(
    jsonResponse({ ...outcome, message: AI_SUCCESS_MESSAGES.suggestionsReady }),
  );
}
