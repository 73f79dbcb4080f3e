// The Stripe webhook's edges (docs/architecture.md 'Billing'): the signature's 300 s tolerance applies to dates
// in the future as well as the past; an event that cannot apply (a user who does not own the subscription, a
// user or customer we do not know) is acknowledged and logged, never a 500 that Stripe would retry for days.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import {
  payCheckout,
  setBillingEnvironment,
  startOwnStripeStandIn,
  startWebhookRelay,
  stripeSdk,
  type WebhookRelay,
} from "../fakes/billing-app.ts";

const stack = inject("localStack");
let target: Awaited<ReturnType<typeof startOwnStripeStandIn>>;
let sdk: Stripe;
let relay: WebhookRelay;
let checkout: typeof import("@/app/api/stripe/checkout/route");
let webhook: typeof import("@/app/api/stripe/webhook/route");
let sql: typeof import("@/lib/db/client").sql;

async function signedIn(label: string) {
  const email = uniqueEmail(label);
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

/** A user who bought Premium through checkout; the stand-in's webhook made them Premium. */
async function premiumUser(label: string) {
  const user = await signedIn(label);
  const response = await checkout.POST(
    apiRequest("/api/stripe/checkout", { cookies: user.cookies, body: { billingCycle: "monthly" } }),
  );
  expect(response.status).toBe(200);
  await payCheckout(((await response.json()) as { url: string }).url);
  const [row] = await sql<{ stripe_customer_id: string; stripe_subscription_id: string }[]>`
    select stripe_customer_id, stripe_subscription_id from public.users where id = ${user.id}`;
  expect(row!.stripe_subscription_id).toBeTruthy();
  return { ...user, customerId: row!.stripe_customer_id, subscriptionId: row!.stripe_subscription_id };
}

async function userRow(id: string) {
  const [row] = await sql<{ subscription_tier: string; stripe_customer_id: string | null }[]>`
    select subscription_tier, stripe_customer_id from public.users where id = ${id}`;
  return row!;
}

function signed(payload: object, timestamp?: number) {
  const body = JSON.stringify(payload);
  const header = sdk.webhooks.generateTestHeaderString({
    payload: body,
    secret: target.stripeWebhookSecret,
    timestamp,
  });
  return new Request("http://localhost:3000/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header },
    body,
  });
}

const event = (type: string, object: object) => ({
  id: `evt_edge_${Date.now()}_${Math.random().toString(36).slice(2)}`,
  object: "event",
  type,
  data: { object },
});

beforeAll(async () => {
  setAppEnvironment(stack, null);
  relay = await startWebhookRelay((request) => webhook.POST(request));
  target = await startOwnStripeStandIn(relay.url);
  setBillingEnvironment(target);
  sdk = stripeSdk(target);
  checkout = await import("@/app/api/stripe/checkout/route");
  webhook = await import("@/app/api/stripe/webhook/route");
  ({ sql } = await import("@/lib/db/client"));
});

afterAll(async () => {
  await target?.stop();
  await relay?.close();
});

describe("the webhook's signature dates", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const ignored = () => event("customer.created", {});

  it("refuses a signature dated more than 300 s in the future, as it refuses one 300 s in the past", async () => {
    expect((await webhook.POST(signed(ignored(), now() + 301 + 5))).status).toBe(400);
    expect((await webhook.POST(signed(ignored(), now() - 301 - 5))).status).toBe(400);
  });

  it("accepts one within the tolerance either way (clocks drift)", async () => {
    expect((await webhook.POST(signed(ignored(), now() + 240))).status).toBe(200);
    expect((await webhook.POST(signed(ignored(), now() - 240))).status).toBe(200);
  });
});

describe("an event that cannot apply", () => {
  it("naming a user who does not own the subscription: 2xx, logged, and nobody's row changes", async () => {
    const owner = await premiumUser("owner");
    const other = await signedIn("not-owner");
    const subscription = await sdk.subscriptions.retrieve(owner.subscriptionId);
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const response = await webhook.POST(
        signed(
          event("customer.subscription.updated", {
            ...subscription,
            metadata: { ...subscription.metadata, user_id: other.id },
          }),
        ),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ received: true, outcome: "not-this-user" });
      expect(warned.mock.calls.map((args) => args.join(" ")).join("\n")).toMatch(
        /webhook customer\.subscription\.updated evt_edge_\S+ not applied: not-this-user/,
      );
    } finally {
      warned.mockRestore();
    }
    expect(await userRow(other.id)).toMatchObject({ subscription_tier: "free", stripe_customer_id: null });
    expect(await userRow(owner.id)).toMatchObject({
      subscription_tier: "premium",
      stripe_customer_id: owner.customerId,
    });
  });

  it("naming a user id that is no user (or not even an id), or a customer we do not know: 2xx", async () => {
    const owner = await premiumUser("unknown-ids");
    const subscription = await sdk.subscriptions.retrieve(owner.subscriptionId);
    for (const userId of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await webhook.POST(
        signed(event("customer.subscription.updated", { ...subscription, metadata: { user_id: userId } })),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ received: true, outcome: "unknown-user" });
    }
    // A subscription of a customer no user holds, with no user named: nobody to write it to.
    await sdk.subscriptions.update(owner.subscriptionId, { metadata: { user_id: "" } });
    await sql`update public.users set stripe_customer_id = null, stripe_subscription_id = null
      where id = ${owner.id}`;
    const response = await webhook.POST(
      signed(event("customer.subscription.updated", { ...subscription, metadata: { user_id: "" } })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, outcome: "no-user" });
  });
});
