import type { User } from "@/lib/db/schema";
import { hasPremium } from "@/lib/auth/access";

type BillingFields = Pick<
  User,
  | "subscriptionTier"
  | "subscriptionStatus"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
  | "stripeCustomerId"
  | "stripeSubscriptionId"
>;

/** What /subscription shows and offers; decided on the server from the users row. */
export type SubscriptionSummary = {
  plan: "free" | "premium";
  /** 'cancelled' is read as 'canceled'. */
  status: "active" | "trialing" | "past_due" | "canceled" | null;
  premiumAccess: boolean;
  cancelAtPeriodEnd: boolean;
  /** ISO time; null when there has never been a paid period. */
  currentPeriodEnd: string | null;
  hasBillingAccount: boolean;
  canCancel: boolean;
  canReactivate: boolean;
};

const normalStatus = (status: User["subscriptionStatus"]) => (status === "cancelled" ? "canceled" : status);

/** Cancel only an active (or trialing) paid plan. */
export function canCancelSubscription(user: BillingFields): boolean {
  const status = normalStatus(user.subscriptionStatus);
  return (
    user.subscriptionTier === "premium" &&
    !!user.stripeSubscriptionId &&
    (status === "active" || status === "trialing")
  );
}

/** Reactivate only a cancelled plan whose paid period has not ended (docs/decisions.md 'Reactivate'). */
export function canReactivateSubscription(user: BillingFields, now: Date = new Date()): boolean {
  return (
    user.subscriptionTier === "premium" &&
    !!user.stripeSubscriptionId &&
    normalStatus(user.subscriptionStatus) === "canceled" &&
    user.cancelAtPeriodEnd &&
    user.currentPeriodEnd !== null &&
    user.currentPeriodEnd > now
  );
}

export function summarizeSubscription(user: BillingFields, now: Date = new Date()): SubscriptionSummary {
  const premiumAccess = hasPremium(user, now);
  const status = normalStatus(user.subscriptionStatus);
  return {
    plan:
      premiumAccess || (user.subscriptionTier === "premium" && status === "past_due") ? "premium" : "free",
    status,
    premiumAccess,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    hasBillingAccount: !!user.stripeCustomerId,
    canCancel: canCancelSubscription(user),
    canReactivate: canReactivateSubscription(user, now),
  };
}
