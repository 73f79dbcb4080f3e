import type Stripe from "stripe";
import { hasPremium } from "@/lib/auth/access";
import { stripe } from "@/lib/billing/stripe-client";
import { mirrorStripeSubscription } from "@/lib/billing/sync-subscription";
import { getUserById } from "@/lib/db/queries/users";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { verifySessionSchema } from "@/lib/validation/billing";
import { loggableMessage } from "@/lib/db/loggable-error";

export const dynamic = "force-dynamic";

/**
 * POST { sessionId } → 200 { verified, premium, status }: /subscription/success asks whether the user's checkout
 * is paid; when it is, the subscription is mirrored now rather than waiting for the webhook. 403 when the
 * session belongs to someone else; 404 unknown session; 502 Stripe failed.
 */
export const POST = defineRoute(
  {
    auth: "user",
    rateLimit: "billing",
    notSignedIn: BILLING_ERRORS.signInToUpgrade,
    body: { json: verifySessionSchema },
  },
  async ({ user, body }) => {
    let checkout: Stripe.Checkout.Session;
    try {
      checkout = await stripe().checkout.sessions.retrieve(body.sessionId, { expand: ["subscription"] });
    } catch (error) {
      const missing = (error as { code?: string }).code === "resource_missing";
      if (!missing) console.error("[billing] verify failed:", loggableMessage(error));
      return jsonResponse(
        { error: missing ? BILLING_ERRORS.invalidSession : BILLING_ERRORS.checkoutFailed },
        missing ? 404 : 502,
      );
    }
    if (checkout.client_reference_id !== user.id) {
      return jsonResponse({ error: BILLING_ERRORS.invalidSession }, 403);
    }
    const paid = checkout.status === "complete" && checkout.payment_status !== "unpaid";
    const subscription = checkout.subscription;
    if (paid && subscription && typeof subscription !== "string") {
      await mirrorStripeSubscription(subscription, { userId: user.id });
    }
    const fresh = (await getUserById(user.id)) ?? user.profile;
    return jsonResponse({ verified: paid, premium: hasPremium(fresh), status: checkout.status });
  },
);
