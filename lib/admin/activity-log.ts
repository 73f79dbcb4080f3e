import { loggableMessage } from "@/lib/db/loggable-error";
import { privilegedLogAdminActivity, type AdminActivity } from "@/lib/db/queries/activity-log";

export { ADMIN_ACTIONS } from "@/lib/admin/activity-actions";

/** Writes one admin_activity_logs row; a failure is only logged (docs/spec.md, engine §8). */
export async function logAdminActivity(entry: AdminActivity): Promise<void> {
  try {
    await privilegedLogAdminActivity(entry);
  } catch (error) {
    console.error("[admin] activity log failed:", loggableMessage(error));
  }
}
