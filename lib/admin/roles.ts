import type { Sql } from "postgres";
import {
  ROLE_CHANGE_REFUSALS,
  refusalFromDatabaseError,
  type RoleChangeRefusal,
} from "@/lib/admin/role-rules";
import type { UserRole } from "@/lib/db/schema";
import { roleChoiceOf, type RoleChoice } from "@/lib/validation/admin-users";

/**
 * Changes a user's role through change_user_role (supabase/migrations/20261122000200_role_changes.sql), which
 * checks every rule, locks the rows involved, updates users.role and writes the activity log in one transaction.
 * Takes the postgres.js client so tests can run it against a real PostgreSQL server.
 */

export type RoleChangeResult =
  | { ok: true; userId: string; role: RoleChoice; previousRole: RoleChoice; changed: boolean }
  | { ok: false; refusal: RoleChangeRefusal; status: number; message: string };

type ChangeRow = { user_id: string; role: UserRole | null; previous_role: UserRole | null; changed: boolean };

export async function changeUserRole(
  sql: Sql,
  actorId: string,
  targetId: string,
  role: RoleChoice,
): Promise<RoleChangeResult> {
  let row: ChangeRow | undefined;
  try {
    [row] = await sql<ChangeRow[]>`
      select * from public.change_user_role(${actorId}::uuid, ${targetId}::uuid, ${role})`;
  } catch (error) {
    const refusal = refusalFromDatabaseError(error);
    if (!refusal) throw error;
    return { ok: false, refusal, ...ROLE_CHANGE_REFUSALS[refusal] };
  }
  if (!row) throw new Error("change_user_role returned no row");
  return {
    ok: true,
    userId: row.user_id,
    role: roleChoiceOf(row.role),
    previousRole: roleChoiceOf(row.previous_role),
    changed: row.changed,
  };
}
