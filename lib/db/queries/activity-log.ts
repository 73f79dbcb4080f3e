import { sql } from "drizzle-orm";
import type { AdminAction } from "@/lib/admin/activity-actions";
import { db as appDb, type Database } from "@/lib/db/client";

export type AdminActivity = {
  adminId: string;
  action: AdminAction;
  resourceType: string;
  resourceId: string | null;
  /** What changed; never a secret (redact before calling). */
  newValues: Record<string, unknown>;
};

/** The one writer of admin_activity_logs, through log_admin_activity (service role only). */
export async function privilegedLogAdminActivity(entry: AdminActivity, db: Database = appDb): Promise<void> {
  await db.execute(
    sql`select public.log_admin_activity(${entry.adminId}::uuid, ${entry.action}, ${entry.resourceType}, ${entry.resourceId}, ${JSON.stringify(entry.newValues)}::jsonb)`,
  );
}
