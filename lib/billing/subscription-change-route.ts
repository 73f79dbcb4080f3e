import { stripe } from "@/lib/billing/stripe-client";
import { canCancelSubscription, canReactivateSubscription } from "@/lib/billing/subscription-summary";
import { mirrorStripeSubscription } from "@/lib/billing/sync-subscription";
import { getUserById } from "@/lib/db/queries/users";
import type { User } from "@/lib/db/schema";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { loggableMessage } from "@/lib/db/loggable-error";

type Change = "cancel" | "reactivate";

const TEXTS = {
  cancel: {
    signIn: BILLING_ERRORS.signInToCancel,
    refused: BILLING_ERRORS.nothingToCancel,
    failed: BILLING_ERRORS.cancelFailed,
  },
  reactivate: {
    signIn: BILLING_ERRORS.signInToReactivate,
    refused: BILLING_ERRORS.nothingToReactivate,
    failed: BILLING_ERRORS.reactivateFailed,
  },
} as const;

const allowed = (change: Change, user: User) =>
  change === "cancel" ? canCancelSubscription(user) : canReactivateSubscription(user);

/**
 * POST /api/stripe/cancel-subscription and /reactivate-subscription: sets `cancel_at_period_end` on the user's
 * subscription in Stripe and mirrors the answer at once (the webhook that follows changes nothing more).
 * 200 { subscription: { tier, status, cancelAtPeriodEnd, currentPeriodEnd } }; 401, 403, 409 not allowed now, 502.
 */
export function subscriptionChangeRoute(change: Change) {
  const texts = TEXTS[change];
  return defineRoute({ auth: "user", rateLimit: "billing", notSignedIn: texts.signIn }, async ({ user }) => {
    const profile = user.profile;
    if (!allowed(change, profile) || !profile.stripeSubscriptionId) {
      return jsonResponse({ error: texts.refused }, 409);
    }
    try {
      const subscription = await stripe().subscriptions.update(profile.stripeSubscriptionId, {
        cancel_at_period_end: change === "cancel",
      });
      await mirrorStripeSubscription(subscription, { userId: user.id });
      const fresh = (await getUserById(user.id)) ?? profile;
      return jsonResponse({
        subscription: {
          tier: fresh.subscriptionTier,
          status: fresh.subscriptionStatus,
          cancelAtPeriodEnd: fresh.cancelAtPeriodEnd,
          currentPeriodEnd: fresh.currentPeriodEnd?.toISOString() ?? null,
        },
      });
    } catch (error) {
      console.error(`[billing] ${change} failed:`, loggableMessage(error));
      return jsonResponse({ error: texts.failed }, 502);
    }
  });
}
