import type { User } from "@/lib/db/schema";

type PlanFields = Pick<
  User,
  "subscriptionTier" | "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd"
>;

/**
 * Premium access (docs/spec.md, product §6 and docs/decisions.md 'Premium access'): tier premium with status active, trialing or
 * none; or a cancelled subscription (canceled/cancelled) set to end at the period end while that period runs.
 */
export function hasPremiumAccess(user: PlanFields, now: Date = new Date()): boolean {
  if (user.subscriptionTier !== "premium") return false;
  const status = user.subscriptionStatus;
  if (status === null || status === "active" || status === "trialing") return true;
  if (status === "canceled" || status === "cancelled") {
    return user.cancelAtPeriodEnd && user.currentPeriodEnd !== null && user.currentPeriodEnd > now;
  }
  return false;
}
