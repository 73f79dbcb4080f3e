// The mirror of a Stripe subscription on the users row.
import { describe, expect, it } from "vitest";
import { subscriptionFields, isLiveSubscription } from "@/lib/billing/subscription-state";
import { hasPremium } from "@/lib/auth/access";

const NOW = new Date("2026-11-22T12:00:00Z");
const inDays = (days: number) => Math.floor(NOW.getTime() / 1000) + days * 86_400;

function subscription(status: string, cancelAtPeriodEnd = false, periodEnd = inDays(30)) {
  return {
    id: "sub_1",
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    customer: "cus_1",
    items: { data: [{ current_period_end: periodEnd }] },
  };
}

describe("subscriptionFields", () => {
  it("active or trialing → Premium with that status and the item's period end", () => {
    expect(subscriptionFields(subscription("active"))).toEqual({
      subscriptionTier: "premium",
      subscriptionStatus: "active",
      stripeSubscriptionId: "sub_1",
      currentPeriodEnd: new Date(inDays(30) * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(subscriptionFields(subscription("trialing")).subscriptionStatus).toBe("trialing");
  });

  it("set to cancel at the period end → 'canceled' with the flag, still Premium until then", () => {
    const fields = subscriptionFields(subscription("active", true));
    expect(fields).toMatchObject({
      subscriptionTier: "premium",
      subscriptionStatus: "canceled",
      cancelAtPeriodEnd: true,
    });
    expect(hasPremium(fields, NOW)).toBe(true);
    expect(hasPremium(fields, new Date((inDays(30) + 1) * 1000))).toBe(false);
  });

  it("a failed renewal (past_due, unpaid) → 'past_due' with the Free plan's limits", () => {
    for (const status of ["past_due", "unpaid"]) {
      const fields = subscriptionFields(subscription(status));
      expect(fields).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "past_due" });
      expect(hasPremium(fields, NOW)).toBe(false);
    }
  });

  it("ended (canceled, incomplete_expired) → free and canceled; incomplete grants nothing yet", () => {
    for (const status of ["canceled", "incomplete_expired"]) {
      expect(subscriptionFields(subscription(status, true))).toMatchObject({
        subscriptionTier: "free",
        subscriptionStatus: "canceled",
        cancelAtPeriodEnd: false,
      });
    }
    expect(subscriptionFields(subscription("incomplete"))).toMatchObject({
      subscriptionTier: "free",
      subscriptionStatus: "active",
    });
  });

  it("takes the latest period end of the items, or none", () => {
    const twoItems = {
      ...subscription("active"),
      items: { data: [{ current_period_end: inDays(3) }, { current_period_end: inDays(9) }] },
    };
    expect(subscriptionFields(twoItems).currentPeriodEnd).toEqual(new Date(inDays(9) * 1000));
    expect(
      subscriptionFields({ ...subscription("active"), items: { data: [] } }).currentPeriodEnd,
    ).toBeNull();
  });

  it("knows which subscriptions are live (may replace another on the row)", () => {
    expect(["active", "trialing", "past_due", "unpaid"].every(isLiveSubscription)).toBe(true);
    expect(["canceled", "incomplete", "incomplete_expired"].some(isLiveSubscription)).toBe(false);
  });
});
