import type Stripe from "stripe";
import { billingEnv } from "@/lib/billing/billing-env";
import { stripe } from "@/lib/billing/stripe-client";
import { handleStripeEvent } from "@/lib/billing/webhook";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/**
 * Stripe's webhook (docs/architecture.md 'Billing'): cross-site by nature and without a session, so it skips the
 * same-site check; the signature is checked on the raw body (400 when it fails, 300 s tolerance); each event is
 * handled once (its id is stored with the change it made) and answered 200, including types we do not handle.
 * A failure of Stripe or the database answers 500, so Stripe delivers the event again.
 */
export const POST = defineRoute({ auth: "none", sameSite: false, body: "raw" }, async ({ request, body }) => {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonResponse({ error: "Missing Stripe-Signature header" }, 400);

  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(
      body as string,
      signature,
      billingEnv().STRIPE_WEBHOOK_SECRET,
      300,
    );
  } catch {
    return jsonResponse({ error: "Invalid signature" }, 400);
  }

  try {
    const result = await handleStripeEvent(event);
    return jsonResponse({ received: true, ...result });
  } catch (error) {
    console.error(
      `[billing] webhook ${event.type} ${event.id} failed:`,
      error instanceof Error ? error.message : error,
    );
    return jsonResponse({ error: "Webhook handling failed" }, 500);
  }
});
