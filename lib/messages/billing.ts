/** Texts of checkout, the subscription page and the billing routes (docs/spec.md, product §2, §6, §8 'Billing'). */

export const BILLING_ERRORS = {
  signInToUpgrade: "Please sign in to upgrade your plan",
  signInToManage: "Please sign in to manage your subscription",
  signInToCancel: "Please sign in to cancel your subscription",
  signInToReactivate: "Please sign in to reactivate your subscription",
  stripeFailedToLoad: "Stripe failed to load",
  /** A response that is not JSON: the status and the start of the body. */
  serverError: (status: number, body: string) => `Server error (${status}): ${body.slice(0, 120)}`,
  checkoutFailed: "Failed to create checkout session",
  checkoutStartFailed: "Failed to start checkout",
  portalFailed: "Failed to create portal session",
  portalOpenFailed: "Failed to open subscription management",
  cancelFailed: "Failed to cancel subscription",
  reactivateFailed: "Failed to reactivate subscription",
  /** Ours: the spec shows no text for these server refusals. */
  alreadyPremium: "You already have Premium. Manage your plan on the Subscription page.",
  paymentDue:
    "Your last payment failed. Update your payment method on the Subscription page to keep Premium.",
  noBillingAccount: "There is no paid plan on this account yet. Upgrade to Premium first.",
  nothingToCancel: "There is no active subscription to cancel.",
  nothingToReactivate: "There is no cancelled subscription that can still be reactivated.",
  invalidCycle: "Choose a billing cycle: monthly or sixmonthly.",
  invalidSession: "This checkout session does not belong to your account.",
} as const;

/** The builder's banner while a renewal payment has failed (status past_due), and its link. */
export const PAYMENT_DUE_BANNER = {
  text: "Your last payment failed. Update your card to keep Premium.",
  link: "Update payment",
} as const;

/** Shown on /pricing when the user comes back from Checkout with Cancel. */
export const CHECKOUT_CANCELLED = "Checkout cancelled. You have not been charged.";

export const BILLING_TOASTS = {
  cancelled: "Subscription cancelled successfully. You'll have access until the end of your billing period.",
  reactivated: "Subscription reactivated successfully!",
} as const;

export const SUBSCRIPTION_PAGE = {
  metaTitle: "Subscription",
  title: "Subscription Management",
  lead: "Your plan, its status and your billing.",
  planLabel: "Plan",
  statusLabel: "Status",
  premium: "Premium",
  free: "Free",
  statuses: {
    active: "Active",
    trialing: "Trial",
    past_due: "Payment Due",
    canceled: "Cancelled",
  },
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Premium until ${date}, then Free`,
  endedOn: (date: string) => `Ended on ${date}`,
  pastDueWarning:
    "Your last payment failed. Update your payment method in Manage billing to keep Premium; until then your account has the Free plan's limits.",
  freeLead: "You are on the Free plan: 2 AI cover letters per calendar month and text export.",
  upgrade: "Upgrade to Premium",
  manageBilling: "Manage billing",
  cancel: "Cancel subscription",
  reactivate: "Reactivate subscription",
  cancelConfirmTitle: "Cancel your subscription?",
  cancelConfirmBody:
    "You keep Premium until the end of the billing period you have paid for. You can reactivate until then.",
  cancelConfirm: "Yes, cancel",
  keep: "Keep Premium",
  working: "Working…",
} as const;

/** docs/spec.md (product) §9 'Delays': the success page waits this long before verifying the checkout. */
export const CHECKOUT_VERIFY_DELAY_MS = 2000;

export const CHECKOUT_SUCCESS_PAGE = {
  metaTitle: "Welcome to Premium",
  verifying: "Confirming your payment…",
  title: "Welcome to Premium!",
  body: "Your payment went through. Unlimited letters, automatic CV suggestions and PDF and DOCX export are yours now.",
  toBuilder: "Go to Builder",
  toSubscription: "Manage subscription",
  pendingTitle: "Payment not confirmed yet",
  pendingBody:
    "We have not received confirmation of this payment. If you completed it, it can take a minute; check your Subscription page shortly.",
  failedTitle: "We could not confirm this payment",
  retry: "Try again",
  toPricing: "Back to Pricing",
} as const;
