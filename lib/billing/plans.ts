/**
 * The plans and their prices (docs/spec.md, product §1, §3, §9; README decision 'Free vs Premium in the builder').
 * Amounts are in minor units (pence); the pricing page, checkout and the builder share these.
 */

export const PLAN_CURRENCY = "gbp";

export const BILLING_CYCLES = ["monthly", "sixmonthly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export type PremiumPlan = {
  billingCycle: BillingCycle;
  /** What one payment costs, in pence. */
  amountMinor: number;
  currency: typeof PLAN_CURRENCY;
  /** How many months one payment covers. */
  intervalMonths: number;
};

export const PREMIUM_PLANS: Readonly<Record<BillingCycle, PremiumPlan>> = {
  monthly: { billingCycle: "monthly", amountMinor: 500, currency: PLAN_CURRENCY, intervalMonths: 1 },
  sixmonthly: { billingCycle: "sixmonthly", amountMinor: 2000, currency: PLAN_CURRENCY, intervalMonths: 6 },
};

export const FREE_PLAN_AMOUNT_MINOR = 0;

/** AI-written letters a free (also cancelled or past_due) account may generate per calendar month, UTC. */
export const FREE_LETTERS_PER_MONTH = 2;

export const MONEY_BACK_GUARANTEE_DAYS = 30;

/** The six-month plan's label, verbatim from the spec; `sixMonthSavingPercent()` proves it matches the prices. */
export const SIX_MONTH_SAVING_LABEL = "Save 33%";

export const FREE_PLAN_FEATURES = [
  `${FREE_LETTERS_PER_MONTH} AI cover letters per calendar month`,
  "All templates",
  "Text (.txt) export",
  "Tone, length, page size and alignment controls",
  "AI CV improvement suggestions on request",
] as const;

export const PREMIUM_PLAN_FEATURES = [
  "Unlimited cover letters",
  "Automatic AI CV improvement suggestions",
  "PDF and DOCX export",
  "LinkedIn profile import",
  "Advanced formatting (font, size, spacing)",
  "Priority support",
] as const;

const gbpWhole = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const gbpWithPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Pence to a display price: 500 → "£5", 333 → "£3.33", 2000 → "£20" (whole pounds drop the ".00"). */
export function formatGbp(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`formatGbp expects whole pence, got ${minor}`);
  return (minor % 100 === 0 ? gbpWhole : gbpWithPence).format(minor / 100);
}

/** What a plan costs per month, in whole pence: the six-month plan's 2000 is 333 (£3.33). */
export function monthlyEquivalentMinor(plan: PremiumPlan): number {
  return Math.round(plan.amountMinor / plan.intervalMonths);
}

/** How much cheaper six months are than six monthly payments, in whole percent (33). */
export function sixMonthSavingPercent(): number {
  const { monthly, sixmonthly } = PREMIUM_PLANS;
  const sixMonthsOfMonthly = monthly.amountMinor * sixmonthly.intervalMonths;
  return Math.round((1 - sixmonthly.amountMinor / sixMonthsOfMonthly) * 100);
}
