import type { SubscriptionStatus, SubscriptionTier } from "@/lib/db/schema";

/** The parts of a Stripe subscription the app mirrors (period fields live on the item in current API versions). */
export type StripeSubscriptionView = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  customer: string | { id: string };
  items: { data: Array<{ current_period_end?: number | null }> };
};

export type SubscriptionFields = {
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: SubscriptionStatus;
  stripeSubscriptionId: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * What the users row says for a Stripe subscription (docs/decisions.md 'Premium access'): a subscription set to cancel
 * at the period end is written `canceled` with the flag (Premium until the period ends, Reactivate offered); one
 * that has ended is tier free, status canceled; a failed renewal is `past_due` (Payment Due, Free limits).
 */
export function subscriptionFields(subscription: StripeSubscriptionView): SubscriptionFields {
  const periodEnds = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((value): value is number => typeof value === "number");
  const currentPeriodEnd = periodEnds.length ? new Date(Math.max(...periodEnds) * 1000) : null;
  const base = { stripeSubscriptionId: subscription.id, currentPeriodEnd };

  switch (subscription.status) {
    case "active":
    case "trialing":
      return subscription.cancel_at_period_end
        ? { ...base, subscriptionTier: "premium", subscriptionStatus: "canceled", cancelAtPeriodEnd: true }
        : {
            ...base,
            subscriptionTier: "premium",
            subscriptionStatus: subscription.status,
            cancelAtPeriodEnd: false,
          };
    case "past_due":
    case "unpaid":
      return {
        ...base,
        subscriptionTier: "premium",
        subscriptionStatus: "past_due",
        cancelAtPeriodEnd: false,
      };
    case "incomplete":
      // The first payment has not gone through: nothing is granted yet.
      return { ...base, subscriptionTier: "free", subscriptionStatus: "active", cancelAtPeriodEnd: false };
    default:
      // canceled, incomplete_expired, paused: the paid period is over.
      return { ...base, subscriptionTier: "free", subscriptionStatus: "canceled", cancelAtPeriodEnd: false };
  }
}

/** True while the subscription pays for Premium now or will again (it should replace an older one on the row). */
export function isLiveSubscription(status: string): boolean {
  return status === "active" || status === "trialing" || status === "past_due" || status === "unpaid";
}

export function customerIdOf(subscription: Pick<StripeSubscriptionView, "customer">): string {
  return typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
}
