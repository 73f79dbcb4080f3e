import type Stripe from "stripe";
import { syncSubscriptionById } from "@/lib/billing/sync-subscription";
import { databaseErrorCode } from "@/lib/db/loggable-error";
import { privilegedRecordStripeEvent } from "@/lib/db/queries/billing";

export type WebhookOutcome = { handled: boolean; outcome: string };

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === "string" ? value : value.id;

/** The subscription an invoice belongs to: `parent.subscription_details` in current API versions, else the old field. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy ?? null);
}

/** Which subscription (and which user, when the event names one) an event is about; null for types we ignore. */
function subjectOf(event: Stripe.Event): { subscriptionId: string | null; userId: string | null } | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return { subscriptionId: null, userId: null };
      return { subscriptionId: idOf(session.subscription), userId: session.client_reference_id };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { subscriptionId: event.data.object.id, userId: event.data.object.metadata?.user_id ?? null };
    case "invoice.payment_failed":
    case "invoice.paid":
      return { subscriptionId: invoiceSubscriptionId(event.data.object), userId: null };
    default:
      return null;
  }
}

/** Outcomes of an event that names a subscription, user or customer that cannot take it: acknowledged and logged. */
export const NOT_APPLIED = new Set(["no-subscription", "no-user", "unknown-user", "not-this-user"]);

/**
 * A verified event: the subscription it is about is re-fetched and mirrored, together with the event id (a repeat
 * changes nothing). Types we do not handle are recorded and acknowledged. Throws when Stripe or the database
 * fails, so the route answers 500 and Stripe delivers the event again.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  const subject = subjectOf(event);
  const record = { id: event.id, type: event.type };
  if (!subject?.subscriptionId) {
    const fresh = await privilegedRecordStripeEvent(record);
    return { handled: false, outcome: fresh ? "ignored" : "duplicate-event" };
  }
  const outcome = await syncSubscriptionById(subject.subscriptionId, {
    userId: subject.userId,
    event: record,
  });
  if (outcome === "no-subscription" || outcome === "no-user") await privilegedRecordStripeEvent(record);
  return { handled: true, outcome };
}

/**
 * Whether delivering the event again could succeed: Stripe or the database unreachable, busy or failing on their
 * side, or a failure we do not recognise (fixed by a deploy within Stripe's retry window). Not: Stripe refusing the
 * request as invalid, or the database refusing the data (SQLSTATE classes 22 and 23) — the event cannot apply.
 */
export function isTransientFailure(error: unknown): boolean {
  if ((error as { type?: unknown } | null)?.type === "StripeInvalidRequestError") return false;
  const code = databaseErrorCode(error);
  return !(code && /^2[23]/.test(code));
}
