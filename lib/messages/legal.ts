import { DELETED_LETTERS_KEPT_DAYS } from "@/lib/history/deleted-letters";
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
  // The spec's 90-day retention after deletion is replaced by deletion at once (docs/decisions.md 'Account deletion').
  deletedLetterRestoreDays: DELETED_LETTERS_KEPT_DAYS,
  supportRetentionYears: 3,
  minimumAge: 13,
} as const;

export const LEGAL_LABELS = {
  lastUpdated: "Last updated:",
  contents: "On this page",
} as const;
