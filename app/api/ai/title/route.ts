import type { NextRequest } from "next/server";
import { createAiContext } from "@/lib/ai/context";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { generateTitle } from "@/lib/ai/tasks/generate-title";
import { isStaff } from "@/lib/usage/entitlements";
import { titleRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/** POST { jobDescription, letter, candidateName? } → 200 { title, engine }; 400 / 401 / 429 as JSON { error }. */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "ai");
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, titleRequestSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  const ctx = await createAiContext({
    userId: guard.user.id,
    sessionId: null,
    staff: isStaff(guard.user.profile),
    signal: request.signal,
  });
  return guard.session.applySessionCookies(jsonResponse(await generateTitle(ctx, body.data)));
}
