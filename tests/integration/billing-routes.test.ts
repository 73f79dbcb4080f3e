// Billing end to end on the server: the routes, the Stripe stand-in (through the real SDK) and the signed webhook.
import { NextRequest } from "next/server";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import {
  payCheckout,
  setBillingEnvironment,
  standInControl,
  startOwnStripeStandIn,
  startWebhookRelay,
  stripeSdk,
  type WebhookRelay,
} from "../fakes/billing-app.ts";

const stack = inject("localStack");
// This file's own Stripe stand-in: its deliveries go to a relay that hands them to the webhook route in-process.
let target: Awaited<ReturnType<typeof startOwnStripeStandIn>>;
let sdk: Stripe;

let checkout: typeof import("@/app/api/stripe/checkout/route");
let portal: typeof import("@/app/api/stripe/create-portal-session/route");
let cancel: typeof import("@/app/api/stripe/cancel-subscription/route");
let reactivate: typeof import("@/app/api/stripe/reactivate-subscription/route");
let verify: typeof import("@/app/api/stripe/verify-session/route");
let webhook: typeof import("@/app/api/stripe/webhook/route");
let sql: typeof import("@/lib/db/client").sql;
let relay: WebhookRelay;

type Row = {
  subscription_tier: string;
  subscription_status: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
};

async function userRow(id: string): Promise<Row> {
  const [row] = await sql<Row[]>`select subscription_tier, subscription_status, stripe_customer_id,
    stripe_subscription_id, current_period_end, cancel_at_period_end from public.users where id = ${id}`;
  return row!;
}

async function signedIn(label: string) {
  const email = uniqueEmail(label);
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, email, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

const post = (path: string, cookies?: string, body: unknown = {}) =>
  apiRequest(path, { method: "POST", cookies, body });

function formPost(path: string, cookies: string | undefined, fields: Record<string, string>): NextRequest {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (cookies) headers.set("cookie", cookies);
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

/** Signs in a new user, checks out the cycle and pays on the stand-in's page; the webhook makes them Premium. */
async function premiumUser(label: string, billingCycle = "monthly") {
  const user = await signedIn(label);
  const response = await checkout.POST(post("/api/stripe/checkout", user.cookies, { billingCycle }));
  expect(response.status).toBe(200);
  const session = (await response.json()) as { sessionId: string; url: string };
  const successUrl = await payCheckout(session.url);
  return { ...user, sessionId: session.sessionId, successUrl };
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  relay = await startWebhookRelay((request) => webhook.POST(request));
  target = await startOwnStripeStandIn(relay.url);
  setBillingEnvironment(target);
  sdk = stripeSdk(target);
  checkout = await import("@/app/api/stripe/checkout/route");
  portal = await import("@/app/api/stripe/create-portal-session/route");
  cancel = await import("@/app/api/stripe/cancel-subscription/route");
  reactivate = await import("@/app/api/stripe/reactivate-subscription/route");
  verify = await import("@/app/api/stripe/verify-session/route");
  webhook = await import("@/app/api/stripe/webhook/route");
  ({ sql } = await import("@/lib/db/client"));
});

afterAll(async () => {
  await target?.stop();
  await relay?.close();
});

describe("billing routes", () => {
  it("refuse signed-out callers with the spec's sign-in messages", async () => {
    const cases: Array<[{ POST: (r: NextRequest) => Promise<Response> }, string, string]> = [
      [checkout, "/api/stripe/checkout", "Please sign in to upgrade your plan"],
      [portal, "/api/stripe/create-portal-session", "Please sign in to manage your subscription"],
      [cancel, "/api/stripe/cancel-subscription", "Please sign in to cancel your subscription"],
      [reactivate, "/api/stripe/reactivate-subscription", "Please sign in to reactivate your subscription"],
    ];
    for (const [route, path, message] of cases) {
      const response = await route.POST(post(path, undefined, { billingCycle: "monthly" }));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: message });
    }
    const form = await checkout.POST(
      formPost("/api/stripe/checkout", undefined, { billingCycle: "monthly" }),
    );
    expect(form.status).toBe(303);
    expect(
      new URL(form.headers.get("location")!).pathname + new URL(form.headers.get("location")!).search,
    ).toBe("/signin?next=/pricing");
  });

  it("checkout: 400 for an unknown cycle; one Stripe customer per user; the session carries the cycle's price", async () => {
    const user = await signedIn("checkout");
    const bad = await checkout.POST(post("/api/stripe/checkout", user.cookies, { billingCycle: "yearly" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Choose a billing cycle: monthly or sixmonthly." });

    const first = (await (
      await checkout.POST(post("/api/stripe/checkout", user.cookies, { billingCycle: "sixmonthly" }))
    ).json()) as {
      sessionId: string;
      url: string;
    };
    expect(first.sessionId).toMatch(/^cs_test_/);
    expect(first.url.startsWith(`${target.stripeApiBase}/checkout/`)).toBe(true);
    const customer = (await userRow(user.id)).stripe_customer_id;
    expect(customer).toMatch(/^cus_/);

    // A second attempt reuses the customer; the form post (no JavaScript) answers 303 straight to Checkout.
    const form = await checkout.POST(
      formPost("/api/stripe/checkout", user.cookies, { billingCycle: "monthly" }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")!.startsWith(`${target.stripeApiBase}/checkout/`)).toBe(true);
    expect((await userRow(user.id)).stripe_customer_id).toBe(customer);

    const session = await sdk.checkout.sessions.retrieve(first.sessionId, { expand: ["line_items"] });
    expect(session).toMatchObject({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      status: "open",
    });
    expect(session.success_url).toBe(
      "http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}",
    );
    expect(session.cancel_url).toBe("http://localhost:3000/pricing?checkout=cancelled");
  });

  it("paying makes the user Premium through the signed webhook; verify-session confirms; buying twice is refused", async () => {
    const user = await premiumUser("pay", "sixmonthly");
    expect(user.successUrl).toBe(`http://localhost:3000/subscription/success?session_id=${user.sessionId}`);
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      subscription_tier: "premium",
      subscription_status: "active",
      cancel_at_period_end: false,
    });
    expect(row.stripe_subscription_id).toMatch(/^sub_/);
    // Six months ahead, give or take the month lengths.
    const days = (new Date(row.current_period_end!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(178);
    expect(days).toBeLessThan(186);
    expect(relay.statuses.every((status) => status === 200)).toBe(true);

    const verified = await verify.POST(
      post("/api/stripe/verify-session", user.cookies, { sessionId: user.sessionId }),
    );
    expect(await verified.json()).toEqual({ verified: true, premium: true, status: "complete" });

    const again = await checkout.POST(
      post("/api/stripe/checkout", user.cookies, { billingCycle: "monthly" }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "You already have Premium. Manage your plan on the Subscription page.",
    });

    const stranger = await signedIn("stranger");
    const foreign = await verify.POST(
      post("/api/stripe/verify-session", stranger.cookies, { sessionId: user.sessionId }),
    );
    expect(foreign.status).toBe(403);
    const unknown = await verify.POST(
      post("/api/stripe/verify-session", stranger.cookies, { sessionId: "cs_test_nope" }),
    );
    expect(unknown.status).toBe(404);
  });

  it("verify-session mirrors a paid checkout even before the webhook arrives", async () => {
    relay.paused = true; // the app is not reachable when Stripe delivers
    try {
      const user = await premiumUser("verify-first");
      expect((await userRow(user.id)).subscription_tier).toBe("free");
      const verified = await verify.POST(
        post("/api/stripe/verify-session", user.cookies, { sessionId: user.sessionId }),
      );
      expect(await verified.json()).toEqual({ verified: true, premium: true, status: "complete" });
      expect(await userRow(user.id)).toMatchObject({
        subscription_tier: "premium",
        subscription_status: "active",
      });
    } finally {
      relay.paused = false;
    }
  });

  it("cancel keeps Premium until the period ends and offers Reactivate; reactivate undoes it; each only when allowed", async () => {
    const user = await premiumUser("cancel");
    expect((await reactivate.POST(post("/api/stripe/reactivate-subscription", user.cookies))).status).toBe(
      409,
    );

    const cancelled = await cancel.POST(post("/api/stripe/cancel-subscription", user.cookies));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      subscription: { tier: "premium", status: "canceled", cancelAtPeriodEnd: true },
    });
    const subscriptionId = (await userRow(user.id)).stripe_subscription_id!;
    expect((await sdk.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    const again = await cancel.POST(post("/api/stripe/cancel-subscription", user.cookies));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "There is no active subscription to cancel." });

    const back = await reactivate.POST(post("/api/stripe/reactivate-subscription", user.cookies));
    expect(await back.json()).toMatchObject({
      subscription: { tier: "premium", status: "active", cancelAtPeriodEnd: false },
    });
    expect((await sdk.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
  });

  it("the portal session returns to /subscription; without a customer it is refused", async () => {
    const user = await premiumUser("portal");
    const response = await portal.POST(post("/api/stripe/create-portal-session", user.cookies));
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${target.stripeApiBase}/portal/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);

    const free = await signedIn("portal-free");
    const refused = await portal.POST(post("/api/stripe/create-portal-session", free.cookies));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "There is no paid plan on this account yet. Upgrade to Premium first.",
    });
  });

  it("a failed renewal is Payment Due with Free limits; the end of a cancelled period makes the user Free", async () => {
    const user = await premiumUser("renewal");
    const subscriptionId = (await userRow(user.id)).stripe_subscription_id!;
    await standInControl(target, `subscriptions/${subscriptionId}/fail-renewal`);
    expect(await userRow(user.id)).toMatchObject({
      subscription_tier: "premium",
      subscription_status: "past_due",
    });
    const refused = await checkout.POST(
      post("/api/stripe/checkout", user.cookies, { billingCycle: "monthly" }),
    );
    expect(refused.status).toBe(409);

    const other = await premiumUser("period-end");
    const otherSubscription = (await userRow(other.id)).stripe_subscription_id!;
    await cancel.POST(post("/api/stripe/cancel-subscription", other.cookies));
    await standInControl(target, `subscriptions/${otherSubscription}/end-period`);
    expect(await userRow(other.id)).toMatchObject({
      subscription_tier: "free",
      subscription_status: "canceled",
      cancel_at_period_end: false,
    });
    // Free again: checkout is open to them.
    expect(
      (await checkout.POST(post("/api/stripe/checkout", other.cookies, { billingCycle: "monthly" }))).status,
    ).toBe(200);
  });
});

describe("the webhook", () => {
  const signed = (payload: unknown, secret = target.stripeWebhookSecret) => {
    const body = JSON.stringify(payload);
    return new Request("http://localhost:3000/api/stripe/webhook", {
      method: "POST",
      headers: { "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload: body, secret }) },
      body,
    });
  };

  it("answers 400 without a signature, with a wrong one, or one signed with another secret", async () => {
    const body = JSON.stringify({ id: "evt_x", type: "invoice.paid", data: { object: {} } });
    const none = await webhook.POST(
      new Request("http://localhost/api/stripe/webhook", { method: "POST", body }),
    );
    expect(none.status).toBe(400);
    const wrong = await webhook.POST(
      new Request("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "stripe-signature": "t=1,v1=deadbeef" },
        body,
      }),
    );
    expect(wrong.status).toBe(400);
    const otherSecret = await webhook.POST(signed(JSON.parse(body), "whsec_someone_else"));
    expect(otherSecret.status).toBe(400);
  });

  it("acknowledges event types it does not handle", async () => {
    const response = await webhook.POST(
      signed({ id: `evt_${Date.now()}`, object: "event", type: "customer.created", data: { object: {} } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, handled: false, outcome: "ignored" });
  });

  it("handles a replayed event once: the replay changes nothing", async () => {
    const user = await premiumUser("replay");
    const subscriptionId = (await userRow(user.id)).stripe_subscription_id!;
    await standInControl(target, `subscriptions/${subscriptionId}/fail-renewal`);
    expect((await userRow(user.id)).subscription_status).toBe("past_due");
    // Someone (support, say) fixes the row by hand; replaying the old event must not undo it.
    await sql`update public.users set subscription_status = 'active' where id = ${user.id}`;
    const before = relay.statuses.length;
    await standInControl(target, "events/replay-last");
    expect(relay.statuses.length).toBe(before + 1);
    expect(relay.statuses.at(-1)).toBe(200);
    expect((await userRow(user.id)).subscription_status).toBe("active");
  });

  it("writes the subscription as Stripe has it now, not the (stale) copy inside the event", async () => {
    const user = await premiumUser("stale");
    const subscriptionId = (await userRow(user.id)).stripe_subscription_id!;
    const current = await sdk.subscriptions.retrieve(subscriptionId);
    await sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    // An older "updated" event, arriving late, still says the plan renews.
    const response = await webhook.POST(
      signed({
        id: `evt_stale_${Date.now()}`,
        object: "event",
        type: "customer.subscription.updated",
        data: { object: { ...current, cancel_at_period_end: false } },
      }),
    );
    expect(await response.json()).toMatchObject({ handled: true, outcome: "updated" });
    expect(await userRow(user.id)).toMatchObject({
      subscription_status: "canceled",
      cancel_at_period_end: true,
    });
  });
});
