import { billingEnv } from "@/lib/billing/billing-env";
import { handleStripeEvent, isTransientFailure, NOT_APPLIED } from "@/lib/billing/webhook";
import { verifiedStripeEvent } from "@/lib/billing/webhook-signature";
import { loggableMessage } from "@/lib/db/loggable-error";
import { reportInternalError } from "@/lib/http/error-ref";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/**
 * Stripe's webhook (docs/architecture.md 'Billing'): cross-site by nature and without a session, so it skips the
 * same-site check; the signature is checked on the raw body (400 when it fails or is dated more than 300 s from
 * now, either way); each event is handled once (its id is stored with the change it made) and answered 200,
 * including types we do not handle and events that cannot apply (logged). Only a failure a retry may cure (Stripe
 * or the database unreachable) answers 500, so Stripe delivers the event again.
 */
export const POST = defineRoute({ auth: "none", sameSite: false, body: "raw" }, async ({ request, body }) => {
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonResponse({ error: "Missing Stripe-Signature header" }, 400);
  const event = verifiedStripeEvent(body as string, signature, billingEnv().STRIPE_WEBHOOK_SECRET);
  if (!event) return jsonResponse({ error: "Invalid signature" }, 400);

  try {
    const result = await handleStripeEvent(event);
    if (NOT_APPLIED.has(result.outcome))
      console.warn(`[billing] webhook ${event.type} ${event.id} not applied: ${result.outcome}`);
    return jsonResponse({ received: true, ...result });
  } catch (error) {
    const where = `[billing] webhook ${event.type} ${event.id}`;
    if (isTransientFailure(error)) {
      console.error(`${where} failed, Stripe will retry:`, loggableMessage(error));
      return jsonResponse({ error: "Webhook handling failed" }, 500);
    }
    const { ref } = reportInternalError(`${where} cannot apply`, error);
    return jsonResponse({ received: true, handled: false, outcome: "not-applied", ref });
  }
});
