import type { NextRequest } from "next/server";
import type { z } from "zod";
import { createAiContext, type AiContext } from "@/lib/ai/context";
import { guardRequest, jsonResponse, readJsonBody } from "@/lib/ai/http";
import { isStaff } from "@/lib/usage/entitlements";

/**
 * The shape every non-streaming AI route shares: session and rate limit (401 / 429), zod-validated JSON body
 * (400 with field errors), then one task whose result is answered as JSON with the refreshed session cookies.
 */
export function jsonTaskRoute<S extends z.ZodType>(
  schema: S,
  runTask: (ctx: AiContext, input: z.infer<S>) => Promise<object>,
) {
  return async function POST(request: NextRequest): Promise<Response> {
    const guard = await guardRequest(request, "ai");
    if (!guard.ok) return guard.response;
    const body = await readJsonBody(request, schema);
    if (!body.ok) return guard.session.applySessionCookies(body.response);
    const ctx = await createAiContext({
      userId: guard.user.id,
      sessionId: null,
      staff: isStaff(guard.user.profile),
      signal: request.signal,
    });
    return guard.session.applySessionCookies(jsonResponse(await runTask(ctx, body.data)));
  };
}
