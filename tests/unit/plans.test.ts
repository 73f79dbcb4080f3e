import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BillingCycleToggle } from "@/components/pricing/billing-cycle-toggle";
import { PremiumPlanAction, checkoutFormIdFor } from "@/components/pricing/premium-plan-action";
import {
  FREE_LETTERS_PER_MONTH,
  FREE_PLAN_FEATURES,
  MONEY_BACK_GUARANTEE_DAYS,
  PREMIUM_PLANS,
  PREMIUM_PLAN_FEATURES,
  SIX_MONTH_SAVING_LABEL,
  formatGbp,
  isBillingCycle,
  monthlyEquivalentMinor,
  sixMonthSavingPercent,
} from "@/lib/billing/plans";

// docs/spec.md (product) §1, §3, §9: the numbers are written out here on purpose, so a changed constant fails a test.

describe("plan constants", () => {
  it("prices Premium at 500 pence a month or 2000 pence every 6 months, in GBP", () => {
    expect(PREMIUM_PLANS.monthly).toEqual({
      billingCycle: "monthly",
      amountMinor: 500,
      currency: "gbp",
      intervalMonths: 1,
    });
    expect(PREMIUM_PLANS.sixmonthly).toEqual({
      billingCycle: "sixmonthly",
      amountMinor: 2000,
      currency: "gbp",
      intervalMonths: 6,
    });
  });

  it("gives the Free plan 2 letters a month and advertises a 30-day guarantee", () => {
    expect(FREE_LETTERS_PER_MONTH).toBe(2);
    expect(MONEY_BACK_GUARANTEE_DAYS).toBe(30);
  });

  it("lists the features of each plan from the spec", () => {
    expect(FREE_PLAN_FEATURES).toEqual(
      expect.arrayContaining([
        "2 AI cover letters per calendar month",
        "All templates",
        "Text (.txt) export",
      ]),
    );
    expect(PREMIUM_PLAN_FEATURES).toEqual(
      expect.arrayContaining([
        "Unlimited cover letters",
        "Automatic AI CV improvement suggestions",
        "PDF and DOCX export",
        "Advanced formatting (font, size, spacing)",
        "Priority support",
      ]),
    );
  });

  it("recognises exactly the two billing cycles", () => {
    expect(isBillingCycle("monthly")).toBe(true);
    expect(isBillingCycle("sixmonthly")).toBe(true);
    expect(isBillingCycle("yearly")).toBe(false);
    expect(isBillingCycle(undefined)).toBe(false);
  });
});

describe("formatGbp", () => {
  it("drops the pence of whole pounds", () => {
    expect(formatGbp(0)).toBe("£0");
    expect(formatGbp(500)).toBe("£5");
    expect(formatGbp(2000)).toBe("£20");
    expect(formatGbp(123400)).toBe("£1,234");
  });

  it("shows two decimals otherwise", () => {
    expect(formatGbp(333)).toBe("£3.33");
    expect(formatGbp(5)).toBe("£0.05");
    expect(formatGbp(550)).toBe("£5.50");
  });

  it("refuses fractions of a penny", () => {
    expect(() => formatGbp(3.5)).toThrow(RangeError);
    expect(() => formatGbp(Number.NaN)).toThrow(RangeError);
  });
});

describe("six-month plan", () => {
  it("is shown as £3.33 per month", () => {
    expect(monthlyEquivalentMinor(PREMIUM_PLANS.sixmonthly)).toBe(333);
    expect(formatGbp(monthlyEquivalentMinor(PREMIUM_PLANS.sixmonthly))).toBe("£3.33");
    expect(formatGbp(monthlyEquivalentMinor(PREMIUM_PLANS.monthly))).toBe("£5");
  });

  it("is labelled 'Save 33%', which is what the prices give", () => {
    expect(sixMonthSavingPercent()).toBe(33);
    expect(SIX_MONTH_SAVING_LABEL).toBe("Save 33%");
    expect(SIX_MONTH_SAVING_LABEL).toBe(`Save ${sixMonthSavingPercent()}%`);
  });
});

// The e2e tests only see the signed-out page, so the other viewer states are checked on the server render.
describe("Premium card button by viewer", () => {
  const render = (viewer: { signedIn: boolean; isPremium: boolean }) =>
    renderToStaticMarkup(createElement(PremiumPlanAction, { viewer }));

  it("sends signed-out visitors to /signup", () => {
    const html = render({ signedIn: false, isPremium: false });
    expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>Upgrade to Premium/);
    expect(html).not.toContain("<form");
    expect(checkoutFormIdFor({ signedIn: false, isPremium: false })).toBeUndefined();
  });

  it("shows a disabled 'Current Plan' button to Premium users", () => {
    const html = render({ signedIn: true, isPremium: true });
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>.*Current Plan<\/button>/);
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<form");
    expect(checkoutFormIdFor({ signedIn: true, isPremium: true })).toBeUndefined();
  });

  it("posts the checkout form for signed-in free users, joined by the billing-cycle radios", () => {
    const html = render({ signedIn: true, isPremium: false });
    const formId = checkoutFormIdFor({ signedIn: true, isPremium: false });
    expect(formId).toBeDefined();
    expect(html).toContain(`<form id="${formId}" action="/api/stripe/checkout" method="post"`);
    expect(html).toMatch(/<button [^>]*type="submit"[^>]*>Upgrade to Premium/);

    const toggle = renderToStaticMarkup(createElement(BillingCycleToggle, { formId }));
    const radios = toggle.match(/<input [^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    for (const radio of radios) {
      expect(radio).toContain('name="billingCycle"');
      expect(radio).toContain(`form="${formId}"`);
    }
    expect(radios[0]).toContain('value="monthly"');
    expect(radios[0]).toContain('checked=""');
    expect(radios[1]).toContain('value="sixmonthly"');
  });
});
