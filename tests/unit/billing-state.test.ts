// The mirror of a Stripe subscription on the users row, what /subscription offers, and the billing variables.
import { describe, expect, it } from "vitest";
import { hasPremiumAccess } from "@/lib/auth/premium";
import { subscriptionFields, isLiveSubscription } from "@/lib/billing/subscription-state";
import {
  canCancelSubscription,
  canReactivateSubscription,
  summarizeSubscription,
} from "@/lib/billing/subscription-summary";
import { EnvError, parseBillingEnv } from "@/lib/env-schema";

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
    expect(hasPremiumAccess(fields, NOW)).toBe(true);
    expect(hasPremiumAccess(fields, new Date((inDays(30) + 1) * 1000))).toBe(false);
  });

  it("a failed renewal (past_due, unpaid) → 'past_due' with the Free plan's limits", () => {
    for (const status of ["past_due", "unpaid"]) {
      const fields = subscriptionFields(subscription(status));
      expect(fields).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "past_due" });
      expect(hasPremiumAccess(fields, NOW)).toBe(false);
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

describe("parseBillingEnv", () => {
  const valid = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_123",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_SIXMONTHLY: "price_s",
  };

  it("accepts Stripe's key shapes; STRIPE_API_BASE is optional (absent in production)", () => {
    expect(parseBillingEnv(valid).STRIPE_API_BASE).toBeUndefined();
    expect(parseBillingEnv({ ...valid, STRIPE_API_BASE: "http://127.0.0.1:12111" }).STRIPE_API_BASE).toBe(
      "http://127.0.0.1:12111",
    );
    expect(
      parseBillingEnv({ ...valid, STRIPE_SECRET_KEY: "rk_live_1", STRIPE_API_BASE: "" }).STRIPE_API_BASE,
    ).toBeUndefined();
  });

  it("names each missing or malformed variable", () => {
    try {
      parseBillingEnv({ ...valid, STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: undefined });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const issues = (error as EnvError).issues.join("\n");
      expect(issues).toContain("STRIPE_SECRET_KEY is malformed");
      expect(issues).toContain("STRIPE_WEBHOOK_SECRET is missing");
    }
  });
});
