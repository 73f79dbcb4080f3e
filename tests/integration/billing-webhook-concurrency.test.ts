// Webhook replay on a real PostgreSQL server (docs/architecture.md §6): Stripe delivers at least once, sometimes the same event
// several times at once. Each event id changes the database exactly once.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";
import { setAppEnvironment } from "../fakes/ai-app.ts";
import {
  payCheckout,
  setBillingEnvironment,
  startOwnStripeStandIn,
  startWebhookRelay,
  stripeSdk,
  type WebhookRelay,
} from "../fakes/billing-app.ts";

const realPostgres = injectRealPostgres("webhook replay");

describe.skipIf(!realPostgres)("the Stripe webhook under concurrent replays (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;
  let relay: WebhookRelay;
  let target: Awaited<ReturnType<typeof startOwnStripeStandIn>>;
  let sdk: Stripe;
  let webhook: typeof import("@/app/api/stripe/webhook/route");

  async function createUser(): Promise<string> {
    const id = randomUUID();
    await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
              values (${id}, 'authenticated', 'authenticated', ${`${id}@example.com`}, ${sql.json({ name: "Replay Tester" })}, now(), now())`;
    return id;
  }

  /** A paid checkout for the user on the stand-in (its own deliveries are refused: the test sends the events). */
  async function paidCheckout(userId: string): Promise<Stripe.Checkout.Session> {
    const customer = await sdk.customers.create({
      email: `${userId}@example.com`,
      metadata: { user_id: userId },
    });
    const session = await sdk.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      client_reference_id: userId,
      line_items: [{ price: target.stripePrices.monthly, quantity: 1 }],
      success_url: "http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/pricing",
      subscription_data: { metadata: { user_id: userId } },
    });
    await payCheckout(session.url!);
    return sdk.checkout.sessions.retrieve(session.id);
  }

  function delivery(event: Record<string, unknown>): () => Request {
    const body = JSON.stringify(event);
    const signature = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: target.stripeWebhookSecret,
    });
    return () =>
      new Request("http://localhost:3000/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": signature },
        body,
      });
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
    relay = await startWebhookRelay(async () => new Response(null, { status: 503 }));
    relay.paused = true;
    target = await startOwnStripeStandIn(relay.url);
    setAppEnvironment({ databaseUrl: database.url }, null);
    setBillingEnvironment(target);
    sdk = stripeSdk(target);
    webhook = await import("@/app/api/stripe/webhook/route");
  });
  afterAll(async () => {
    await target?.stop();
    await relay?.close();
    const client = await import("@/lib/db/client");
    await client.sql.end({ timeout: 1 });
    await database?.drop();
  });

  it("applies 12 simultaneous deliveries of one event once, and answers each with 200", async () => {
    const userId = await createUser();
    const session = await paidCheckout(userId);
    const eventId = `evt_${randomUUID().replaceAll("-", "")}`;
    const request = delivery({
      id: eventId,
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });

    const responses = await Promise.all(Array.from({ length: 12 }, () => webhook.POST(request())));
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
    const outcomes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((outcome) => outcome === "updated")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate-event")).toHaveLength(11);

    const [recorded] = await sql<
      { count: number }[]
    >`select count(*)::int as count from public.stripe_events where id = ${eventId}`;
    expect(recorded!.count).toBe(1);
    const [user] = await sql<
      { subscription_tier: string; subscription_status: string; stripe_subscription_id: string }[]
    >`
      select subscription_tier, subscription_status, stripe_subscription_id from public.users where id = ${userId}`;
    expect(user).toMatchObject({ subscription_tier: "premium", subscription_status: "active" });
    expect(user!.stripe_subscription_id).toBe(session.subscription);
  });

  it("applies different events about one subscription one at a time, ending in Stripe's current state", async () => {
    const userId = await createUser();
    const session = await paidCheckout(userId);
    const subscriptionId = String(session.subscription);
    await sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    const subscription = await sdk.subscriptions.retrieve(subscriptionId);
    const events = Array.from({ length: 8 }, (_, index) =>
      delivery({
        id: `evt_${randomUUID().replaceAll("-", "")}`,
        object: "event",
        type: index % 2 ? "customer.subscription.updated" : "checkout.session.completed",
        data: { object: index % 2 ? subscription : session },
      }),
    );
    const responses = await Promise.all(events.map((request) => webhook.POST(request())));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const [user] = await sql<{ subscription_status: string; cancel_at_period_end: boolean }[]>`
      select subscription_status, cancel_at_period_end from public.users where id = ${userId}`;
    expect(user).toEqual({ subscription_status: "canceled", cancel_at_period_end: true });
  });
});
