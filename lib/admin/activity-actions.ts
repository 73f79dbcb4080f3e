/**
 * Every admin_activity_logs.action, in one list: the only TS writer (lib/db/queries/activity-log.ts) accepts
 * these, and change_user_role in supabase/migrations writes 'role_change' itself (a unit test reads the SQL).
 */
export const ADMIN_ACTIONS = {
  updateSetting: "update_setting",
  recalculateCosts: "recalculate_costs",
  roleChange: "role_change",
  // delete_account writes it, with no user id or e-mail (docs/product-rules.md 'Your account and your data').
  accountDeleted: "account_deleted",
} as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[keyof typeof ADMIN_ACTIONS];
