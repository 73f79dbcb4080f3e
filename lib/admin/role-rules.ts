import { ROLE_CHANGE_ERRORS as M } from "@/lib/messages/admin-users";

/**
 * The role rules as the app shows and reports them (docs/decisions.md 'Roles'). Postgres enforces them in
 * change_user_role (supabase/migrations/20261122000200_role_changes.sql); this module only explains them.
 */

export type RoleChangeRefusal =
  | "not_authenticated"
  | "not_staff"
  | "invalid_role"
  | "user_not_found"
  | "own_role"
  | "staff_target"
  | "grant_requires_super_admin"
  | "last_super_admin";

/** The SQLSTATE each refusal of change_user_role raises. */
export const ROLE_CHANGE_SQLSTATES: Record<string, RoleChangeRefusal> = {
  "28000": "not_authenticated",
  RC001: "not_staff",
  "22023": "invalid_role",
  P0002: "user_not_found",
  RC002: "own_role",
  RC003: "staff_target",
  RC004: "grant_requires_super_admin",
  RC005: "last_super_admin",
};

export const ROLE_CHANGE_REFUSALS: Record<RoleChangeRefusal, { status: number; message: string }> = {
  not_authenticated: { status: 401, message: M.notAuthenticated },
  not_staff: { status: 403, message: M.notStaff },
  invalid_role: { status: 400, message: M.invalidRole },
  user_not_found: { status: 404, message: M.userNotFound },
  own_role: { status: 403, message: M.ownRole },
  staff_target: { status: 403, message: M.staffTarget },
  grant_requires_super_admin: { status: 403, message: M.grantRequiresSuperAdmin },
  last_super_admin: { status: 409, message: M.lastSuperAdmin },
};

/** The refusal behind a database error, or null when the error is something else (a failure, not a rule). */
export function refusalFromDatabaseError(error: unknown): RoleChangeRefusal | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? (ROLE_CHANGE_SQLSTATES[code] ?? null) : null;
}
