import { siteUrl } from "@/lib/auth/site-url";
import type { BillingCycle } from "@/lib/billing/plans";
import { priceIdFor, stripe } from "@/lib/billing/stripe-client";
import { privilegedClaimStripeCustomer } from "@/lib/db/queries/billing";
import type { User } from "@/lib/db/schema";
import { PAGES } from "@/lib/routes";

/** The user's Stripe customer, created once (the idempotency key makes two racing requests get the same one). */
async function ensureStripeCustomer(user: Pick<User, "id" | "email" | "name" | "stripeCustomerId">) {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe().customers.create(
    { email: user.email, name: user.name ?? undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `customer-for-user-${user.id}` },
  );
  return privilegedClaimStripeCustomer(user.id, customer.id);
}

/** A subscription-mode Checkout Session for the chosen cycle; the browser goes to its `url`. */
export async function createCheckoutSession(
  user: Pick<User, "id" | "email" | "name" | "stripeCustomerId">,
  billingCycle: BillingCycle,
) {
  const customer = await ensureStripeCustomer(user);
  const session = await stripe().checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price: priceIdFor(billingCycle), quantity: 1 }],
    // Stripe replaces the placeholder with the session id; new URL() would leave the braces alone too, but keep it literal.
    success_url: `${siteUrl(PAGES.subscriptionSuccess)}?session_id={CHECKOUT_SESSION_ID}`,
    // The pricing page says the checkout was cancelled and nothing was charged (docs/product-rules.md 'Billing').
    cancel_url: `${siteUrl(PAGES.pricing)}?checkout=cancelled`,
    subscription_data: { metadata: { user_id: user.id } },
    metadata: { user_id: user.id, billing_cycle: billingCycle },
  });
  return { sessionId: session.id, url: session.url };
}

/** A billing-portal session that returns to /subscription. */
export async function createPortalSession(customerId: string) {
  const session = await stripe().billingPortal.sessions.create({
    customer: customerId,
    return_url: siteUrl(PAGES.subscription),
  });
  return { url: session.url };
}
