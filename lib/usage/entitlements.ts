import { FREE_LETTERS_PER_MONTH } from "@/lib/billing/plans";
import { hasPremiumAccess } from "@/lib/auth/premium";
import type { User } from "@/lib/db/schema";

/**
 * Who is never limited (docs/spec.md, engine §1, docs/decisions.md 'Premium access'); the same rule as the SQL function
 * has_unlimited_generations, which is what enforces it. This copy is for display.
 */
export function hasUnlimitedGenerations(
  user: Pick<
    User,
    "role" | "subscriptionTier" | "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd"
  >,
  now: Date = new Date(),
): boolean {
  return isStaff(user) || hasPremiumAccess(user, now);
}

export const MONTHLY_FREE_LIMIT = FREE_LETTERS_PER_MONTH;

export function isStaff(user: Pick<User, "role">): boolean {
  return user.role === "admin" || user.role === "super_admin";
}
