import type Stripe from "stripe";
import { stripe } from "@/lib/billing/stripe-client";
import { customerIdOf, isLiveSubscription, subscriptionFields } from "@/lib/billing/subscription-state";
import {
  getUserByStripeCustomer,
  privilegedMirrorSubscription,
  type MirrorOutcome,
} from "@/lib/db/queries/billing";

export type SyncOutcome = MirrorOutcome | "no-user";

/**
 * Writes a subscription's state (as Stripe has it) to its user's row. The user is the one the caller knows (the
 * signed-in user, a checkout's client_reference_id), else the subscription's metadata, else its customer.
 */
export async function mirrorStripeSubscription(
  subscription: Stripe.Subscription,
  options: { userId?: string | null; event?: { id: string; type: string } } = {},
): Promise<SyncOutcome> {
  const customerId = customerIdOf(subscription);
  const userId =
    options.userId || subscription.metadata?.user_id || (await getUserByStripeCustomer(customerId))?.id;
  if (!userId) return "no-user";
  return privilegedMirrorSubscription({
    userId,
    customerId,
    fields: subscriptionFields(subscription),
    live: isLiveSubscription(subscription.status),
    event: options.event,
  });
}

/** Re-fetches a subscription from Stripe (never trusting an event's copy: deliveries are unordered) and mirrors it. */
export async function syncSubscriptionById(
  subscriptionId: string,
  options: { userId?: string | null; event?: { id: string; type: string } } = {},
): Promise<SyncOutcome | "no-subscription"> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe().subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isMissingResource(error)) return "no-subscription";
    throw error;
  }
  return mirrorStripeSubscription(subscription, options);
}

function isMissingResource(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: string }).code === "resource_missing"
  );
}
