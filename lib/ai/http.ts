import type { NextRequest } from "next/server";
import type { z } from "zod";
import { AI_ERROR_MESSAGES, tooManyRequests, VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { AUTH_ERRORS } from "@/lib/messages/auth";
import { describeValidationError } from "@/lib/validation/ai";
import { checkRateLimit, type RateLimitGroup } from "@/lib/usage/rate-limit";
import { readRequestSession, type RequestSession, type RequestUser } from "@/lib/usage/request-user";

/**
 * What every AI and history route does first: a signed-in user (401), within the per-user rate limit (429), and
 * a body that passes its zod schema (400). Errors are JSON `{ "error": message, ... }`.
 */

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export type GuardedRequest =
  { ok: true; user: RequestUser; session: RequestSession } | { ok: false; response: Response };

export async function guardRequest(
  request: NextRequest,
  group: RateLimitGroup,
  /** The 401 text; billing routes have their own ('Please sign in to …'). */
  notSignedInMessage: string = AI_ERROR_MESSAGES.notAuthenticated,
): Promise<GuardedRequest> {
  const session = await readRequestSession(request);
  if (!session.user) {
    return {
      ok: false,
      response: session.applySessionCookies(jsonResponse({ error: notSignedInMessage }, 401)),
    };
  }
  // A social sign-in that never accepted the terms has a session but may not use the service (docs/spec.md, product §4).
  if (!session.user.profile.termsAccepted) {
    return {
      ok: false,
      response: session.applySessionCookies(jsonResponse({ error: AUTH_ERRORS.consentRequired }, 403)),
    };
  }
  const limit = checkRateLimit(session.user.id, group);
  if (!limit.allowed) {
    return {
      ok: false,
      response: session.applySessionCookies(
        jsonResponse({ error: tooManyRequests(limit.retryAfterSeconds) }, 429, {
          "retry-after": String(limit.retryAfterSeconds),
        }),
      ),
    };
  }
  return { ok: true, user: session.user, session };
}

export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: jsonResponse({ error: VALIDATION_MESSAGES.invalidBody }, 400) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return { ok: false, response: jsonResponse(describeValidationError(parsed.error), 400) };
  return { ok: true, data: parsed.data };
}
