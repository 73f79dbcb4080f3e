import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";

export type AdminActivity = {
  adminId: string;
  action: string;
  resourceType: string;
  resourceId: string | null;
  /** What changed; never a secret (redact before calling). */
  newValues: Record<string, unknown>;
};

/** Writes one admin_activity_logs row via log_admin_activity; a failure is only logged (docs/spec.md, engine §8). */
export async function logAdminActivity(entry: AdminActivity): Promise<void> {
  try {
    await db.execute(
      sql`select public.log_admin_activity(${entry.adminId}::uuid, ${entry.action}, ${entry.resourceType}, ${entry.resourceId}, ${JSON.stringify(entry.newValues)}::jsonb)`,
    );
  } catch (error) {
    console.error("[admin] activity log failed:", (error as Error).message);
  }
}
