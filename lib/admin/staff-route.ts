import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse, type GuardedRequest } from "@/lib/ai/http";
import { isStaffRole } from "@/lib/auth/roles";
import { ADMIN_ERRORS } from "@/lib/messages/admin";

/** A browser sends Origin on every write; one from another site is refused (the session cookie alone proves nothing). */
function isCrossSite(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? request.nextUrl.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * What every staff route does first (docs/architecture.md, rule 2, docs/spec.md, engine §6): a same-site request (403) from a signed-in user
 * (401 'Not authenticated') whose role, read from Postgres for this request, is admin or super_admin (403), within
 * the per-user rate limit (429).
 */
export async function guardStaffRequest(request: NextRequest): Promise<GuardedRequest> {
  if (isCrossSite(request)) {
    return { ok: false, response: jsonResponse({ error: ADMIN_ERRORS.crossSite }, 403) };
  }
  const guard = await guardRequest(request, "admin");
  if (!guard.ok) return guard;
  if (!isStaffRole(guard.user.profile.role)) {
    return {
      ok: false,
      response: guard.session.applySessionCookies(jsonResponse({ error: ADMIN_ERRORS.forbidden }, 403)),
    };
  }
  return guard;
}
