import { FREE_LETTERS_PER_MONTH } from "@/lib/billing/plans";
import type { User } from "@/lib/db/schema";

/**
 * Who is never limited (spec 001 §1, spec/README.md 'Premium access'); the same rule as the SQL function
 * has_unlimited_generations, which is what enforces it. This copy is for display.
 */
export function hasUnlimitedGenerations(
  user: Pick<
    User,
    "role" | "subscriptionTier" | "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd"
  >,
  now: Date = new Date(),
): boolean {
  if (user.role === "admin" || user.role === "super_admin") return true;
  if (user.subscriptionTier !== "premium") return false;
  const status = user.subscriptionStatus;
  if (status === null || status === "active" || status === "trialing") return true;
  return (
    (status === "canceled" || status === "cancelled") &&
    user.cancelAtPeriodEnd &&
    user.currentPeriodEnd !== null &&
    user.currentPeriodEnd.getTime() > now.getTime()
  );
}

export const MONTHLY_FREE_LIMIT = FREE_LETTERS_PER_MONTH;

export function isStaff(user: Pick<User, "role">): boolean {
  return user.role === "admin" || user.role === "super_admin";
}
