import { changeUserRole } from "@/lib/admin/roles";
import { sql } from "@/lib/db/client";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";
import { roleChangeSchema } from "@/lib/validation/admin-users";

export const dynamic = "force-dynamic";

/**
 * POST { userId, role: "none" | "admin" | "super_admin" }: the actor is the session's user, whose role is re-read
 * from Postgres; change_user_role applies the role rules (docs/product-rules.md 'Roles').
 * 200 { userId, role, previousRole, changed } · 400 { error, fieldErrors } · 401 'Not authenticated' · 403 cross-site,
 * not staff, or a rule refused ({ error, reason }) · 404 unknown user · 409 the last super_admin · 429 · 500.
 */
export const POST = defineRoute(
  { auth: "staff", rateLimit: "admin", body: { json: roleChangeSchema } },
  async ({ user, body }) => {
    try {
      const result = await changeUserRole(sql, user.id, body.userId, body.role);
      if (!result.ok) return jsonResponse({ error: result.message, reason: result.refusal }, result.status);
      const { userId, role, previousRole, changed } = result;
      return jsonResponse({ userId, role, previousRole, changed });
    } catch (error) {
      console.error("[admin] changing a role failed:", error);
      return jsonResponse({ error: ROLE_CHANGE_ERRORS.failed }, 500);
    }
  },
);
