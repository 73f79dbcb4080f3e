import type { NextRequest } from "next/server";
import { jsonResponse, readJsonBody } from "@/lib/ai/http";
import { changeUserRole } from "@/lib/admin/roles";
import { guardStaffRequest } from "@/lib/admin/staff-route";
import { sql } from "@/lib/db/client";
import { ROLE_CHANGE_ERRORS as M } from "@/lib/messages/admin-users";
import { roleChangeSchema } from "@/lib/validation/admin-users";

/**
 * POST /api/admin/users/role { userId, role: "none" | "admin" | "super_admin" }.
 * The actor is the session's user, whose role is re-read from Postgres; change_user_role applies the role rules.
 * 200 { userId, role, previousRole, changed } · 400 { error, fieldErrors } · 401 'Not authenticated' · 403 cross-site,
 * not staff, or a rule refused ({ error, reason }) · 404 unknown user · 409 the last super_admin · 429 · 500.
 */
export async function handleRoleChange(request: NextRequest): Promise<Response> {
  const guard = await guardStaffRequest(request);
  if (!guard.ok) return guard.response;
  const respond = (body: unknown, status = 200) =>
    guard.session.applySessionCookies(jsonResponse(body, status));
  const body = await readJsonBody(request, roleChangeSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);

  try {
    const result = await changeUserRole(sql, guard.user.id, body.data.userId, body.data.role);
    if (!result.ok) return respond({ error: result.message, reason: result.refusal }, result.status);
    return respond({
      userId: result.userId,
      role: result.role,
      previousRole: result.previousRole,
      changed: result.changed,
    });
  } catch (error) {
    console.error("[admin] changing a role failed:", error);
    return respond({ error: M.failed }, 500);
  }
}
