import type Stripe from "stripe";
import { stripe } from "@/lib/billing/stripe-client";

/** How far a signature's date may be from now, either way (Stripe's default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The event, when its signature is Stripe's and dated within the tolerance of now, in the past or in the future
 * (docs/architecture.md 'Billing'); null otherwise. The SDK's check refuses only the past, so the future is ours.
 */
export function verifiedStripeEvent(
  body: string,
  header: string,
  secret: string,
  now: number = Date.now(),
): Stripe.Event | null {
  let event: Stripe.Event;
  try {
    event = stripe().webhooks.constructEvent(
      body,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now,
    );
  } catch {
    return null;
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt - Math.floor(now / 1000) > SIGNATURE_TOLERANCE_SECONDS)
    return null;
  return event;
}
