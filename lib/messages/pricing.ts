/** Texts of the pricing page (docs/spec.md, product §1, §2 'Pricing page', §9). UI and tests share them. */

import {
  FREE_LETTERS_PER_MONTH,
  MONEY_BACK_GUARANTEE_DAYS,
  PREMIUM_PLANS,
  SIX_MONTH_SAVING_LABEL,
  formatGbp,
} from "@/lib/billing/plans";

const monthlyPrice = formatGbp(PREMIUM_PLANS.monthly.amountMinor);
const sixMonthPrice = formatGbp(PREMIUM_PLANS.sixmonthly.amountMinor);

export const PRICING_META = {
  title: "Pricing",
  description: `Start free with ${FREE_LETTERS_PER_MONTH} AI cover letters a month, or go Premium from ${monthlyPrice} a month for unlimited letters, automatic CV suggestions and PDF and DOCX export. ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee.`,
} as const;

export const PRICING_HERO = {
  eyebrow: "Pricing",
  title: "Simple pricing for your job search",
  lead: `Start free with ${FREE_LETTERS_PER_MONTH} AI cover letters every month. Upgrade to Premium when you need unlimited letters, automatic CV suggestions and PDF or DOCX export.`,
  /** The pricing copy's claims (docs/spec.md, product §1), shown as the spec words them. */
  claims: { users: "Over 10,000 users", interviews: "85% getting more interviews" },
  claimsLabel: "Why job seekers choose us",
} as const;

export const BILLING_CYCLE_LABELS = {
  legend: "Billing cycle",
  monthly: "Monthly",
  sixmonthly: "6-month",
  saving: SIX_MONTH_SAVING_LABEL,
} as const;

export const PLAN_LABELS = {
  perMonthVisible: "/month",
  perMonthSpoken: "per month",
  free: {
    name: "Free",
    description: "For trying it out and the occasional application.",
    note: "No card needed.",
    featuresHeading: "What you get",
    ctaSignedOut: "Get Started Free",
    ctaSignedIn: "Go to Builder",
  },
  premium: {
    name: "Premium",
    description: "For an active job search, with as many letters as you need.",
    monthlyNote: "Billed monthly. Cancel anytime.",
    sixMonthNote: `${sixMonthPrice} billed every 6 months`,
    featuresHeading: "Everything in Free, plus",
    upgrade: "Upgrade to Premium",
    currentPlan: "Current Plan",
  },
  securePayments: "Secure payments by Stripe. Prices in pounds sterling (GBP).",
} as const;

export const GUARANTEE = {
  title: `${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee`,
  body: `Try Premium without risk. If it isn't right for you, e-mail us within ${MONEY_BACK_GUARANTEE_DAYS} days of your first Premium payment and we'll refund that payment in full.`,
  contactPrefix: "Contact:",
} as const;

export const PRICING_FAQ = {
  heading: "Frequently asked questions",
  lead: "Straight answers about plans, limits and billing.",
  items: [
    {
      question: "What counts as a letter?",
      answer:
        "Each cover letter the AI writes for you counts once, and so does each regeneration. If the AI service is unavailable and the built-in offline engine drafts your letter instead, that draft does not count. Editing, reformatting and exporting a letter you already have never count.",
    },
    {
      question: "When does my monthly allowance reset?",
      answer: `On the 1st of each calendar month at 00:00 UTC. The Free plan's ${FREE_LETTERS_PER_MONTH} letters start again then; unused letters do not carry over.`,
    },
    {
      question: "What happens if I cancel Premium?",
      answer:
        "You keep Premium until the end of the billing period you have paid for, and you will not be charged again. You can reactivate before the period ends. After that your account moves to the Free plan, and your saved letters stay in your history.",
    },
    {
      question: "Which export formats are included?",
      answer:
        "Free: plain text (.txt). Premium adds PDF and DOCX. PDFs contain real, selectable text, so applicant tracking systems can read them.",
    },
    {
      question: "Is there a money-back guarantee?",
      answer: `Yes. If Premium isn't right for you, e-mail our support team within ${MONEY_BACK_GUARANTEE_DAYS} days of your first Premium payment and we'll refund that payment in full.`,
    },
    {
      question: "How are payments handled?",
      answer:
        "Payments are processed by Stripe. You enter your card on Stripe's secure checkout page, and your card details never reach our servers. Prices are in pounds sterling (GBP).",
    },
  ],
} as const;
