import { PAGES } from "@/lib/routes";
/** Constants of the legal pages (docs/spec.md, product §1, §2, §9). The page texts are built from these. */

export const LEGAL_LAST_UPDATED = "January 21, 2025";

export const TERMS = {
  title: "Terms of Service",
  path: PAGES.terms,
  description:
    "The terms that apply when you use Cover Letter Builder, including plans, payments, refunds and your responsibility for AI-written letters.",
  priceChangeNoticeDays: 30,
  moneyBackDays: 30,
  freeLettersPerMonth: 2,
  premiumMonthlyPrice: "£5",
  premiumSixMonthPrice: "£20",
} as const;

export const PRIVACY = {
  title: "Privacy Policy",
  path: PAGES.privacy,
  description:
    "What personal data Cover Letter Builder collects, why, who processes it, how long it is kept and how to exercise your rights.",
  requestResponseDays: 30,
  accountRetentionDaysAfterDeletion: 90,
  supportRetentionYears: 3,
  minimumAge: 13,
} as const;

export const LEGAL_LABELS = {
  lastUpdated: "Last updated:",
  contents: "On this page",
} as const;
