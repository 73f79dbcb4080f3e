/**
 * Every path of the app, in one place (docs/architecture.md 'Route paths'): pages, the API the browser calls,
 * and the links built from them. A page or route handler that moves changes here and nowhere else.
 */

export const PAGES = {
  home: "/",
  pricing: "/pricing",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
  signIn: "/signin",
  signUp: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  oauthSuccess: "/oauth/success",
  authCallback: "/auth/callback",
  consent: "/auth/consent",
  builder: "/builder",
  account: "/account",
  subscription: "/subscription",
  subscriptionSuccess: "/subscription/success",
  admin: "/admin",
  adminUsage: "/admin/usage",
  adminCosts: "/admin/costs",
  adminActivity: "/admin/activity",
  adminUsers: "/admin/users",
  adminSettings: "/admin/settings",
} as const;

export const API = {
  accountExport: "/api/account/export",
  extract: "/api/ai/extract",
  generate: "/api/ai/generate",
  suggestions: "/api/ai/suggestions",
  title: "/api/ai/title",
  advert: "/api/ai/advert",
  letterCheck: "/api/letters/check",
  paragraphAction: "/api/letters/paragraph",
  match: "/api/match",
  usage: "/api/ai/usage",
  history: "/api/history",
  historyItem: (id: string) => `/api/history/${encodeURIComponent(id)}`,
  historyRestore: "/api/history/restore",
  historyVersions: (id: string) => `/api/history/${encodeURIComponent(id)}/versions`,
  historyVersionRestore: (id: string, versionId: string) =>
    `/api/history/${encodeURIComponent(id)}/versions/${encodeURIComponent(versionId)}/restore`,
  sender: "/api/sender",
  linkedInImport: "/api/cv/linkedin",
  checkout: "/api/stripe/checkout",
  verifyCheckout: "/api/stripe/verify-session",
  billingPortal: "/api/stripe/create-portal-session",
  cancelSubscription: "/api/stripe/cancel-subscription",
  reactivateSubscription: "/api/stripe/reactivate-subscription",
  stripeWebhook: "/api/stripe/webhook",
  adminSettings: "/api/admin/settings",
  adminTestConnection: "/api/admin/settings/test-connection",
  adminRecalculateCosts: "/api/admin/costs/recalculate",
  adminChangeRole: "/api/admin/users/role",
} as const;

/** The letter's font files: `${FONTS}/{version}/{file}` (lib/documents/fonts.ts). */
export const FONTS = "/fonts";

/** The sign-in page that returns to `next` afterwards. */
export function signInThen(next: string): string {
  return `${PAGES.signIn}?next=${next}`;
}

/** Where the pricing page's checkout lands when it fails. */
export const CHECKOUT_FAILED = `${PAGES.pricing}?checkout=failed`;
