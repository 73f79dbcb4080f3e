import type { Sql } from "postgres";
import type { UserRole } from "@/lib/db/schema";
import type { RoleChoice } from "@/lib/validation/admin-users";

export type RoleChangeRow = {
  user_id: string;
  role: UserRole | null;
  previous_role: UserRole | null;
  changed: boolean;
};

/**
 * change_user_role (supabase/migrations/20261122000200_role_changes.sql) checks every rule, locks the rows
 * involved, updates users.role and writes the activity log in one transaction; a refused change raises an RC0xx
 * SQLSTATE. The postgres.js client comes first, as its one caller always passes it.
 */
export async function privilegedChangeUserRole(
  sql: Sql,
  actorId: string,
  targetId: string,
  role: RoleChoice,
): Promise<RoleChangeRow> {
  const [row] = await sql<RoleChangeRow[]>`
    select * from public.change_user_role(${actorId}::uuid, ${targetId}::uuid, ${role})`;
  if (!row) throw new Error("change_user_role returned no row");
  return row;
}
