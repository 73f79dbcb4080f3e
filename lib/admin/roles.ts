import type { Sql } from "postgres";
import {
  ROLE_CHANGE_REFUSALS,
  refusalFromDatabaseError,
  type RoleChangeRefusal,
} from "@/lib/admin/role-rules";
import { privilegedChangeUserRole, type RoleChangeRow } from "@/lib/db/queries/roles";
import { roleChoiceOf, type RoleChoice } from "@/lib/validation/admin-users";

/**
 * Changes a user's role through change_user_role, which applies every rule itself; a refusal comes back as a
 * result with the spec's message. Takes the postgres.js client so tests can run it against a real PostgreSQL server.
 */

export type RoleChangeResult =
  | { ok: true; userId: string; role: RoleChoice; previousRole: RoleChoice; changed: boolean }
  | { ok: false; refusal: RoleChangeRefusal; status: number; message: string };

export async function changeUserRole(
  sql: Sql,
  actorId: string,
  targetId: string,
  role: RoleChoice,
): Promise<RoleChangeResult> {
  let row: RoleChangeRow;
  try {
    row = await privilegedChangeUserRole(sql, actorId, targetId, role);
  } catch (error) {
    const refusal = refusalFromDatabaseError(error);
    if (!refusal) throw error;
    return { ok: false, refusal, ...ROLE_CHANGE_REFUSALS[refusal] };
  }
  return {
    ok: true,
    userId: row.user_id,
    role: roleChoiceOf(row.role),
    previousRole: roleChoiceOf(row.previous_role),
    changed: row.changed,
  };
}
