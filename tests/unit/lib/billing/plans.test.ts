import { describe, expect, it } from "vitest";
import {
  FREE_LETTERS_PER_MONTH,
  FREE_PLAN_FEATURES,
  MONEY_BACK_GUARANTEE_DAYS,
  PREMIUM_PLANS,
  PREMIUM_PLAN_FEATURES,
  SIX_MONTH_SAVING_LABEL,
  formatGbp,
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
