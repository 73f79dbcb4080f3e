// What /subscription offers for each mirrored state.
import { describe, expect, it } from "vitest";
import {
  canCancelSubscription,
  canReactivateSubscription,
  summarizeSubscription,
} from "@/lib/billing/subscription-summary";

const NOW = new Date("2026-11-22T12:00:00Z");
const inDays = (days: number) => Math.floor(NOW.getTime() / 1000) + days * 86_400;

type Row = Parameters<typeof summarizeSubscription>[0];
const row = (overrides: Partial<Row>): Row => ({
  subscriptionTier: "premium",
  subscriptionStatus: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date(inDays(20) * 1000),
  stripeCustomerId: "cus_1",
  stripeSubscriptionId: "sub_1",
  ...overrides,
});

describe("what /subscription offers", () => {
  it("Cancel only while active (or trialing), with a subscription", () => {
    expect(canCancelSubscription(row({}))).toBe(true);
    expect(canCancelSubscription(row({ subscriptionStatus: "trialing" }))).toBe(true);
    expect(canCancelSubscription(row({ subscriptionStatus: "past_due" }))).toBe(false);
    expect(canCancelSubscription(row({ subscriptionStatus: "canceled", cancelAtPeriodEnd: true }))).toBe(
      false,
    );
    expect(canCancelSubscription(row({ stripeSubscriptionId: null }))).toBe(false);
    expect(canCancelSubscription(row({ subscriptionTier: "free" }))).toBe(false);
  });

  it("Reactivate only while a cancelled plan's paid period lasts ('cancelled' read as 'canceled')", () => {
    const cancelled = row({ subscriptionStatus: "canceled", cancelAtPeriodEnd: true });
    expect(canReactivateSubscription(cancelled, NOW)).toBe(true);
    expect(canReactivateSubscription({ ...cancelled, subscriptionStatus: "cancelled" }, NOW)).toBe(true);
    expect(
      canReactivateSubscription({ ...cancelled, currentPeriodEnd: new Date(inDays(-1) * 1000) }, NOW),
    ).toBe(false);
    expect(
      canReactivateSubscription(row({ subscriptionTier: "free", subscriptionStatus: "canceled" }), NOW),
    ).toBe(false);
    expect(canReactivateSubscription(row({}), NOW)).toBe(false);
  });

  it("summarises plan and status: past_due stays on the Premium plan with Payment Due; an ended plan is Free", () => {
    expect(summarizeSubscription(row({ subscriptionStatus: "past_due" }), NOW)).toMatchObject({
      plan: "premium",
      status: "past_due",
      premiumAccess: false,
      canCancel: false,
      canReactivate: false,
      hasBillingAccount: true,
    });
    expect(
      summarizeSubscription(
        row({ subscriptionTier: "free", subscriptionStatus: "canceled", cancelAtPeriodEnd: false }),
        NOW,
      ),
    ).toMatchObject({ plan: "free", status: "canceled", canReactivate: false });
    expect(
      summarizeSubscription(
        row({
          subscriptionTier: "free",
          stripeCustomerId: null,
          stripeSubscriptionId: null,
          currentPeriodEnd: null,
        }),
        NOW,
      ),
    ).toMatchObject({ plan: "free", status: "active", hasBillingAccount: false, currentPeriodEnd: null });
  });
});
