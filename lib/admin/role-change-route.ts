import type { NextRequest } from "next/server";
import { changeUserRole } from "@/lib/admin/roles";
import { isStaffRole } from "@/lib/auth/roles";
import { jsonResponse } from "@/lib/ai/http";
import { sql } from "@/lib/db/client";
import { ROLE_CHANGE_ERRORS as M } from "@/lib/messages/admin-users";
import { readRequestSession } from "@/lib/usage/request-user";
import { roleChangeSchema } from "@/lib/validation/admin-users";

/** A browser sends Origin on every POST; one from another site is refused (cookies alone do not prove intent). */
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
 * POST /api/admin/users/role { userId, role: "none" | "admin" | "super_admin" }.
 * The actor is the session's user, re-read from the database; Postgres applies the role rules.
 * 200 { userId, role, previousRole, changed } · 400 invalid body · 401 'Not authenticated' · 403 not staff or a
 * rule refused · 404 unknown user · 409 the last super_admin · 500. Errors are JSON { error }.
 */
export async function handleRoleChange(request: NextRequest): Promise<Response> {
  if (isCrossSite(request)) return jsonResponse({ error: M.crossSite }, 403);
  const session = await readRequestSession(request);
  const respond = (body: unknown, status = 200) => session.applySessionCookies(jsonResponse(body, status));
  const actor = session.user;
  if (!actor) return respond({ error: M.notAuthenticated }, 401);
  if (!isStaffRole(actor.profile.role)) return respond({ error: M.notStaff }, 403);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return respond({ error: M.invalidBody }, 400);
  }
  const parsed = roleChangeSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      fieldErrors[field] ??= issue.message;
    }
    return respond({ error: Object.values(fieldErrors)[0] ?? M.invalidRole, fieldErrors }, 400);
  }

  try {
    const result = await changeUserRole(sql, actor.id, parsed.data.userId, parsed.data.role);
    if (!result.ok) return respond({ error: result.message, reason: result.refusal }, result.status);
    return respond({
      userId: result.userId,
      role: result.role,
      previousRole: result.previousRole,
      changed: result.changed,
    });
  } catch (error) {
    console.error("role change failed", error);
    return respond({ error: M.failed }, 500);
  }
}
