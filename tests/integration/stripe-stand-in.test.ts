// The Stripe stand-in, driven by the real `stripe` SDK as the app uses it: customers, checkout (API, hosted page,
// payment), signed webhooks the SDK's own verifier accepts, the billing portal, subscription updates, the test
// controls (failed renewal, end of period, replay), Stripe's error shapes, idempotency and persistence.
// It starts stand-ins of its own (the shared one's webhook URL is left alone), plus a small webhook receiver.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { parseForm } from "../../local/stripe/form.ts";
import {
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  STAND_IN_API_VERSION,
} from "../../local/stripe/keys.ts";
import { startStripeStandIn, type StripeStandIn } from "../../local/stripe/server.ts";

type Received = { body: string; headers: IncomingHttpHeaders; event: { id: string; type: string } };

type Receiver = {
  url: string;
  received: Received[];
  /** The status the receiver answers with (200 unless a test wants the app to fail). */
  status: number;
  close(): Promise<void>;
};

async function startReceiver(): Promise<Receiver> {
  const receiver = { received: [] as Received[], status: 200 } as Receiver;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      receiver.received.push({ body, headers: req.headers, event: JSON.parse(body) as Received["event"] });
      res.writeHead(receiver.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ received: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: "127.0.0.1" }, resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}

function sdk(standIn: { port: number }, key = LOCAL_STRIPE_SECRET_KEY): Stripe {
  return new Stripe(key, { host: "127.0.0.1", port: standIn.port, protocol: "http", maxNetworkRetries: 0 });
}

/** What the app's webhook route does first: verify the raw body with the SDK. */
function verified(received: Received): Stripe.Event {
  return sdk({ port: 1 }).webhooks.constructEvent(
    received.body,
    String(received.headers["stripe-signature"]),
    LOCAL_STRIPE_WEBHOOK_SECRET,
  );
}

const SUCCESS_URL = "http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "http://localhost:3000/pricing";

let standIn: StripeStandIn;
let receiver: Receiver;
let stripe: Stripe;
const logged: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startStripeStandIn({
    port: 0,
    webhookUrl: receiver.url,
    log: (message) => logged.push(message),
  });
  stripe = sdk(standIn);
});

afterAll(async () => {
  await standIn?.stop();
  await receiver?.close();
});

/** The id of the event's object (Stripe.Event types its object as a union, some members without ids). */
function objectId(event: Stripe.Event): string | undefined {
  return (event.data.object as { id?: string }).id;
}

function receivedOfType(type: string): Received[] {
  return receiver.received.filter((item) => item.event.type === type);
}

/** Waits for the events the API sends after its answer (as Stripe does). */
async function eventually(type: string, where: (event: Stripe.Event) => boolean): Promise<Stripe.Event> {
  return vi.waitFor(
    () => {
      const match = receivedOfType(type)
        .map(verified)
        .find((event) => where(event));
      if (!match) throw new Error(`no ${type} yet`);
      return match;
    },
    { timeout: 5000, interval: 20 },
  );
}

async function newCustomer(label: string): Promise<Stripe.Customer> {
  return stripe.customers.create({ email: `${label}@example.com`, metadata: { user_id: `user-${label}` } });
}

async function newSession(customer: string, price = standIn.prices.monthly, userId = "user-1") {
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price, quantity: 1 }],
    client_reference_id: userId,
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    subscription_data: { metadata: { user_id: userId } },
    metadata: { user_id: userId },
  });
}

function pay(sessionId: string, base = standIn.url): Promise<Response> {
  return fetch(`${base}/checkout/${sessionId}/pay`, { method: "POST", redirect: "manual" });
}

/** A customer with an active monthly subscription, paid through the hosted page. */
async function subscribedCustomer(label: string, price = standIn.prices.monthly) {
  const customer = await newCustomer(label);
  const session = await newSession(customer.id, price, `user-${label}`);
  expect((await pay(session.id)).status).toBe(303);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
  return { customer, session: paid, subscription: paid.subscription as Stripe.Subscription };
}

function control(pathname: string, init: RequestInit = {}, key = LOCAL_STRIPE_SECRET_KEY): Promise<Response> {
  return fetch(`${standIn.url}/__stand-in/${pathname}`, {
    method: "POST",
    ...init,
    headers: { authorization: `Bearer ${key}`, ...init.headers },
  });
}

function pageText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

function expectAccessiblePage(html: string): void {
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toContain("local stand-in");
  expect(html).not.toMatch(/<script|<link |src="http/);
}

describe("the SDK's requests", () => {
  it("was written against the API version of the installed stripe SDK", () => {
    expect(STAND_IN_API_VERSION).toBe(Stripe.API_VERSION);
  });

  it("creates and retrieves a customer", async () => {
    const customer = await newCustomer("create");
    expect(customer).toMatchObject({
      object: "customer",
      email: "create@example.com",
      metadata: { user_id: "user-create" },
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toEqual(customer);
    const event = await eventually("customer.created", (candidate) => objectId(candidate) === customer.id);
    expect(event.data.object).toEqual(customer);
  });

  it("serves the fixed prices", async () => {
    const monthly = await stripe.prices.retrieve(standIn.prices.monthly);
    expect(monthly).toMatchObject({
      id: "price_local_monthly",
      object: "price",
      unit_amount: 500,
      currency: "gbp",
      type: "recurring",
      recurring: { interval: "month", interval_count: 1 },
    });
    const sixMonthly = await stripe.prices.retrieve(standIn.prices.sixmonthly);
    expect(sixMonthly).toMatchObject({
      id: "price_local_sixmonthly",
      unit_amount: 2000,
      recurring: { interval: "month", interval_count: 6 },
    });
  });

  it("creates an open checkout session whose URL is the stand-in's hosted page", async () => {
    const customer = await newCustomer("checkout");
    const session = await newSession(customer.id, standIn.prices.monthly, "user-checkout");
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer: customer.id,
      client_reference_id: "user-checkout",
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      subscription: null,
      amount_total: 500,
      currency: "gbp",
      metadata: { user_id: "user-checkout" },
      url: `${standIn.url}/checkout/${session.id}`,
    });
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(retrieved.line_items?.data[0]).toMatchObject({
      price: { id: "price_local_monthly" },
      quantity: 1,
    });
  });

  it("shows the plan, the price, a pay button and a cancel link on the hosted checkout page", async () => {
    const customer = await newCustomer("page");
    const monthly = await newSession(customer.id);
    const response = await fetch(monthly.url ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expectAccessiblePage(html);
    const text = pageText(html);
    expect(text).toContain("Premium — monthly");
    expect(text).toContain("£5.00");
    expect(text).toContain("page@example.com");
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/checkout/${monthly.id}/pay">\\s*<button type="submit">Pay with test card</button>`,
      ),
    );
    expect(html).toContain(`<a href="${CANCEL_URL}">Cancel</a>`);

    const sixMonthly = await newSession(customer.id, standIn.prices.sixmonthly);
    const sixText = pageText(await (await fetch(sixMonthly.url ?? "")).text());
    expect(sixText).toContain("Premium — every 6 months");
    expect(sixText).toContain("£20.00");
  });

  it("rejects a missing required parameter, an unknown price and an unknown customer like Stripe", async () => {
    const customer = await newCustomer("invalid");
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        success_url: SUCCESS_URL,
      }),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items",
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        success_url: SUCCESS_URL,
        line_items: [{ price: "price_nope", quantity: 1 }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "line_items[0][price]",
      message: "No such price: 'price_nope'",
    });
    await expect(newSession("cus_doesnotexist")).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "customer",
      message: "No such customer: 'cus_doesnotexist'",
    });
  });
});

describe("paying on the hosted page", () => {
  it("completes the session, creates the subscription, delivers signed events, then redirects to success_url", async () => {
    const customer = await newCustomer("pay");
    const session = await newSession(customer.id, standIn.prices.monthly, "user-pay");
    const before = Math.floor(Date.now() / 1000);

    const response = await pay(session.id);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://localhost:3000/subscription/success?session_id=${session.id}`,
    );

    // Delivered before the redirect: the receiver has both events already, in order, and the SDK verifies them.
    const completed = receivedOfType("checkout.session.completed")
      .map(verified)
      .find((event) => objectId(event) === session.id);
    expect(completed).toBeDefined();
    const completedSession = completed?.data.object as Stripe.Checkout.Session;
    expect(completedSession).toMatchObject({
      status: "complete",
      payment_status: "paid",
      customer: customer.id,
      client_reference_id: "user-pay",
    });
    expect(completedSession.subscription).toMatch(/^sub_/);
    const created = receivedOfType("customer.subscription.created")
      .map(verified)
      .find((event) => objectId(event) === completedSession.subscription);
    expect(created).toBeDefined();
    expect(
      receiver.received.indexOf(
        receiver.received.find((item) => item.event.id === completed?.id) as Received,
      ),
    ).toBeLessThan(
      receiver.received.indexOf(receiver.received.find((item) => item.event.id === created?.id) as Received),
    );
    for (const event of [completed, created]) {
      expect(event).toMatchObject({ object: "event", livemode: false, api_version: STAND_IN_API_VERSION });
      expect(event?.id).toMatch(/^evt_/);
    }
    const signature = receiver.received.find((item) => item.event.id === created?.id)?.headers[
      "stripe-signature"
    ];
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    expect(retrieved).toMatchObject({
      status: "complete",
      payment_status: "paid",
      customer: customer.id,
      url: null,
    });
    const subscription = retrieved.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: "subscription",
      status: "active",
      customer: customer.id,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: { user_id: "user-pay" },
    });
    expect(subscription.id).toMatch(/^sub_/);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(subscription.items.object).toBe("list");
    expect(item.id).toMatch(/^si_/);
    expect(item).toMatchObject({ object: "subscription_item", quantity: 1 });
    expect(item.price).toMatchObject({
      id: "price_local_monthly",
      object: "price",
      unit_amount: 500,
      currency: "gbp",
    });
    expect(item.price.recurring).toMatchObject({ interval: "month", interval_count: 1 });
    expect(item.current_period_start).toBeGreaterThanOrEqual(before);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(
      (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth(),
    ).toBe(1);
    expect(created?.data.object).toEqual(subscription);

    // Without expand the session carries the id only.
    expect((await stripe.checkout.sessions.retrieve(session.id)).subscription).toBe(subscription.id);
    // (The SDK turns *_decimal fields of retrieved objects into Decimal values; their JSON is the same.)
    expect(JSON.parse(JSON.stringify(await stripe.subscriptions.retrieve(subscription.id)))).toEqual(
      subscription,
    );
  });

  it("runs a six-monthly subscription for six months", async () => {
    const { subscription } = await subscribedCustomer("sixmonthly", standIn.prices.sixmonthly);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.recurring).toMatchObject({ interval: "month", interval_count: 6 });
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(
      (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth(),
    ).toBe(6);
  });

  it("refuses to take a second payment for the same session", async () => {
    const { session } = await subscribedCustomer("twice");
    const again = await pay(session.id);
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("already paid");
    const page = await fetch(`${standIn.url}/checkout/${session.id}`);
    expect(pageText(await page.text())).toContain("already paid");
  });

  it("does not take payment for an expired session", async () => {
    const customer = await newCustomer("expired");
    const session = await newSession(customer.id);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    const response = await pay(session.id);
    expect(response.status).toBe(409);
    expect(pageText(await response.text())).toContain("expired");
    await eventually("checkout.session.expired", (event) => objectId(event) === session.id);
  });

  it("answers a page, not JSON, for an unknown session", async () => {
    const response = await fetch(`${standIn.url}/checkout/cs_test_unknown`);
    expect(response.status).toBe(404);
    expectAccessiblePage(await response.text());
  });
});

describe("the billing portal", () => {
  it("shows the plan and cancels it at period end, then renews it", async () => {
    const { customer, subscription } = await subscribedCustomer("portal");
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: "http://localhost:3000/subscription",
    });
    expect(portal.id).toMatch(/^bps_/);
    expect(portal).toMatchObject({
      object: "billing_portal.session",
      customer: customer.id,
      return_url: "http://localhost:3000/subscription",
      url: `${standIn.url}/portal/${portal.id}`,
    });

    const page = await (await fetch(portal.url)).text();
    expectAccessiblePage(page);
    expect(pageText(page)).toContain("Premium — monthly");
    expect(pageText(page)).toContain("Status: Active");
    expect(pageText(page)).toMatch(/Renews on \d+ \w+ \d{4}/);
    expect(page).toContain(`<a href="http://localhost:3000/subscription">Return</a>`);
    const cancelAction = `/portal/${portal.id}/subscriptions/${subscription.id}/cancel`;
    expect(page).toContain(`action="${cancelAction}"`);
    expect(page).toMatch(/<button type="submit"[^>]*>Cancel plan<\/button>/);

    const cancelled = await fetch(`${standIn.url}${cancelAction}`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/portal/${portal.id}?done=cancel`);
    // Delivered before the redirect.
    const updated = receivedOfType("customer.subscription.updated")
      .map(verified)
      .find((event) => objectId(event) === subscription.id);
    expect(updated?.data.object).toMatchObject({ cancel_at_period_end: true, status: "active" });
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after.cancel_at_period_end).toBe(true);
    expect(after.cancel_at).toBe(after.items.data[0]?.current_period_end);

    const cancelledPage = pageText(
      await (await fetch(`${standIn.url}/portal/${portal.id}?done=cancel`)).text(),
    );
    expect(cancelledPage).toContain("Your plan has been cancelled.");
    expect(cancelledPage).toMatch(/Your plan is cancelled\. It stays active until \d+ \w+ \d{4}/);
    expect(cancelledPage).toContain("Renew plan");
    expect(cancelledPage).not.toContain("Cancel plan");

    const renewed = await fetch(`${standIn.url}/portal/${portal.id}/subscriptions/${subscription.id}/renew`, {
      method: "POST",
      redirect: "manual",
    });
    expect(renewed.status).toBe(303);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    expect(pageText(await (await fetch(`${standIn.url}/portal/${portal.id}`)).text())).toContain(
      "Cancel plan",
    );
  });

  it("will not act on another customer's subscription", async () => {
    const mine = await newCustomer("portal-mine");
    const { subscription: theirs } = await subscribedCustomer("portal-theirs");
    const portal = await stripe.billingPortal.sessions.create({ customer: mine.id });
    const response = await fetch(`${standIn.url}/portal/${portal.id}/subscriptions/${theirs.id}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(response.status).toBe(404);
    expect((await stripe.subscriptions.retrieve(theirs.id)).cancel_at_period_end).toBe(false);
    expect(pageText(await (await fetch(portal.url)).text())).toContain("You have no active plan.");
  });
});

describe("subscription updates through the API", () => {
  it("sets and clears cancel_at_period_end and merges metadata, sending customer.subscription.updated", async () => {
    const { subscription } = await subscribedCustomer("update");
    const cancelled = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
      metadata: { reason: "too expensive" },
    });
    expect(cancelled).toMatchObject({
      cancel_at_period_end: true,
      status: "active",
      metadata: { user_id: "user-update", reason: "too expensive" },
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(cancelled.canceled_at).toEqual(expect.any(Number));
    const event = await eventually(
      "customer.subscription.updated",
      (candidate) =>
        objectId(candidate) === subscription.id &&
        (candidate.data.object as Stripe.Subscription).cancel_at_period_end,
    );
    expect(event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });

    const reactivated = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      metadata: { reason: "" },
    });
    expect(reactivated).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata: { user_id: "user-update" },
    });
  });

  it("lists a customer's subscriptions", async () => {
    const { customer, subscription } = await subscribedCustomer("list");
    const list = await stripe.subscriptions.list({ customer: customer.id, status: "active" });
    expect(list).toMatchObject({ object: "list", has_more: false });
    expect(list.data.map((item) => item.id)).toEqual([subscription.id]);
  });
});

describe("test controls", () => {
  it("fails a renewal: past_due, invoice.payment_failed and customer.subscription.updated", async () => {
    const { customer, subscription } = await subscribedCustomer("fail");
    const response = await control(`subscriptions/${subscription.id}/fail-renewal`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      subscription: Stripe.Subscription;
      events: Array<{ type: string; delivery_status: string }>;
    };
    expect(body.subscription.status).toBe("past_due");
    expect(body.events.map((event) => [event.type, event.delivery_status])).toEqual([
      ["invoice.payment_failed", "delivered"],
      ["customer.subscription.updated", "delivered"],
    ]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("past_due");

    const failed = receivedOfType("invoice.payment_failed")
      .map(verified)
      .find((event) => (event.data.object as Stripe.Invoice).customer === customer.id);
    const invoice = failed?.data.object as Stripe.Invoice & { subscription: string };
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice).toMatchObject({
      object: "invoice",
      customer: customer.id,
      subscription: subscription.id,
      status: "open",
    });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const updated = receivedOfType("customer.subscription.updated")
      .map(verified)
      .find((event) => objectId(event) === subscription.id);
    expect(updated?.data.object).toMatchObject({ status: "past_due" });
    expect(updated?.data.previous_attributes).toMatchObject({ status: "active" });
  });

  it("ends the period of a subscription set to cancel: canceled and customer.subscription.deleted", async () => {
    const { subscription } = await subscribedCustomer("end");
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const response = await control(`subscriptions/${subscription.id}/end-period`);
    expect(response.status).toBe(200);
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe("canceled");
    expect(after.ended_at).toEqual(expect.any(Number));
    const deleted = receivedOfType("customer.subscription.deleted")
      .map(verified)
      .find((event) => objectId(event) === subscription.id);
    expect(deleted?.data.object).toMatchObject({ status: "canceled" });
    // A canceled subscription cannot be reactivated.
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at_period_end: false }),
    ).rejects.toMatchObject({
      statusCode: 400,
      type: "StripeInvalidRequestError",
    });
  });

  it("renews a subscription at the end of its period: invoice.paid and the period moves on", async () => {
    const { subscription } = await subscribedCustomer("renew");
    const firstEnd = subscription.items.data[0]?.current_period_end;
    const response = await control(`subscriptions/${subscription.id}/end-period`);
    expect(response.status).toBe(200);
    const after = await stripe.subscriptions.retrieve(subscription.id);
    expect(after.status).toBe("active");
    expect(after.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(after.items.data[0]?.current_period_end).toBeGreaterThan(firstEnd ?? 0);
    const paid = receivedOfType("invoice.paid")
      .map(verified)
      .find(
        (event) =>
          (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ===
          subscription.id,
      );
    expect(paid?.data.object).toMatchObject({ status: "paid", amount_paid: 500 });
  });

  it("replays the last event with the same id and bytes and a fresh signature", async () => {
    await subscribedCustomer("replay");
    const last = receiver.received.at(-1) as Received;
    const response = await control("events/replay-last");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(last.event.id);
    const replayed = receiver.received.at(-1) as Received;
    expect(replayed).not.toBe(last);
    expect(replayed.event.id).toBe(last.event.id);
    expect(replayed.body).toBe(last.body);
    expect(verified(replayed).id).toBe(verified(last).id);
    expect(receiver.received.filter((item) => item.event.id === last.event.id)).toHaveLength(2);
  });

  it("lists the event log with each delivery's outcome", async () => {
    const response = await fetch(`${standIn.url}/__stand-in/events?type=customer.subscription.created`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
    });
    expect(response.status).toBe(200);
    const log = (await response.json()) as {
      data: Array<{ id: string; type: string; delivery_status: string; event: { id: string } }>;
    };
    expect(log.data.length).toBeGreaterThan(0);
    for (const entry of log.data) {
      expect(entry).toMatchObject({ type: "customer.subscription.created", delivery_status: "delivered" });
      expect(entry.event.id).toBe(entry.id);
    }
  });

  it("logs a failed delivery and carries on", async () => {
    receiver.status = 500;
    try {
      const { session } = await subscribedCustomer("down");
      expect(session.status).toBe("complete");
      expect(
        logged.some((line) => line.includes("checkout.session.completed") && line.includes("HTTP 500")),
      ).toBe(true);
      const failed = standIn.events().filter((event) => event.deliveries.at(-1)?.outcome === "failed");
      expect(failed.map((event) => event.type)).toEqual(
        expect.arrayContaining(["checkout.session.completed", "customer.subscription.created"]),
      );
    } finally {
      receiver.status = 200;
    }
  });

  it("points deliveries elsewhere through POST /__stand-in/webhook-url", async () => {
    const other = await startReceiver();
    try {
      const set = await control("webhook-url", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: other.url }),
      });
      expect(await set.json()).toEqual({ url: other.url });
      await control("events/replay-last");
      expect(other.received).toHaveLength(1);
      expect(verified(other.received[0] as Received).id).toBe(standIn.events().at(-1)?.id);
    } finally {
      await control("webhook-url", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url }),
      });
      await other.close();
    }
  });

  it("needs the secret key", async () => {
    expect((await control("events/replay-last", {}, "sk_test_wrong")).status).toBe(401);
    const anonymous = await fetch(`${standIn.url}/__stand-in/events`);
    expect(anonymous.status).toBe(401);
  });
});

describe("Stripe's error shapes", () => {
  it("answers 401 to a wrong or missing key", async () => {
    await expect(sdk(standIn, "sk_test_wrong_key_1234").customers.create({})).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
    });
    const response = await fetch(`${standIn.url}/v1/customers/cus_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        type: "invalid_request_error",
        message: expect.stringContaining("You did not provide an API key"),
      },
    });
  });

  it("answers 404 resource_missing for unknown ids", async () => {
    await expect(stripe.customers.retrieve("cus_x")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such customer: 'cus_x'",
    });
    await expect(stripe.subscriptions.retrieve("sub_x")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(stripe.checkout.sessions.retrieve("cs_test_x")).rejects.toMatchObject({ statusCode: 404 });
    await expect(stripe.prices.retrieve("price_x")).rejects.toMatchObject({ statusCode: 404 });

    const response = await fetch(`${standIn.url}/v1/customers/cus_x`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: "No such customer: 'cus_x'",
        param: "id",
        doc_url: "https://stripe.com/docs/error-codes/resource-missing",
      },
    });
  });

  it("answers 404 in Stripe's shape for any other path", async () => {
    const response = await fetch(`${standIn.url}/v1/nothing-here`, {
      headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toContain("Unrecognized request URL (GET: /v1/nothing-here)");
    expect((await fetch(`${standIn.url}/elsewhere`)).status).toBe(404);
  });

  it("rejects a parameter it does not know", async () => {
    await expect(
      stripe.customers.create({ email: "x@example.com", coupon: "x" } as Stripe.CustomerCreateParams),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_unknown",
      param: "coupon",
    });
  });
});

describe("the wire format", () => {
  it("parses bracket notation into nested hashes and lists", () => {
    expect(
      parseForm(
        "line_items[0][price]=p&line_items[0][quantity]=1&metadata[user_id]=u&expand[]=a&expand[]=b&mode=subscription",
      ),
    ).toEqual({
      line_items: { "0": { price: "p", quantity: "1" } },
      metadata: { user_id: "u" },
      expand: { "0": "a", "1": "b" },
      mode: "subscription",
    });
    expect(parseForm("expand%5B0%5D=subscription")).toEqual({ expand: { "0": "subscription" } });
  });

  it("accepts expand[]= in a hand-written query string", async () => {
    const { session } = await subscribedCustomer("expand");
    const response = await fetch(
      `${standIn.url}/v1/checkout/sessions/${session.id}?expand[]=subscription&expand[]=customer`,
      {
        headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
      },
    );
    const body = (await response.json()) as {
      subscription: { object: string };
      customer: { object: string };
    };
    expect(body.subscription.object).toBe("subscription");
    expect(body.customer.object).toBe("customer");
  });

  it("gives the same answer to a retried request with the same Idempotency-Key", async () => {
    const first = await stripe.customers.create(
      { email: "idem@example.com" },
      { idempotencyKey: "idem-key-1" },
    );
    const second = await stripe.customers.create(
      { email: "idem@example.com" },
      { idempotencyKey: "idem-key-1" },
    );
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    await expect(
      stripe.customers.create({ email: "other@example.com" }, { idempotencyKey: "idem-key-1" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    const third = await stripe.customers.create({ email: "idem@example.com" });
    expect(third.id).not.toBe(first.id);
  });
});

describe("persistence", () => {
  it("keeps customers, subscriptions and events in the data file across a restart", async () => {
    const directory = mkdtempSync(path.join(tmpdir(), "stripe-stand-in-"));
    const dataFile = path.join(directory, "stripe.json");
    try {
      const first = await startStripeStandIn({ port: 0, dataFile });
      const client = sdk(first);
      const customer = await client.customers.create({ email: "kept@example.com" });
      const session = await client.checkout.sessions.create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: first.prices.sixmonthly, quantity: 1 }],
        success_url: SUCCESS_URL,
      });
      expect((await pay(session.id, first.url)).status).toBe(303);
      const subscriptionId = (await client.checkout.sessions.retrieve(session.id)).subscription as string;
      const eventCount = first.events().length;
      await first.stop();

      const second = await startStripeStandIn({ port: 0, dataFile });
      try {
        const again = sdk(second);
        expect((await again.customers.retrieve(customer.id)).id).toBe(customer.id);
        const subscription = await again.subscriptions.retrieve(subscriptionId);
        expect(subscription).toMatchObject({ status: "active", customer: customer.id });
        expect(subscription.items.data[0]?.price.id).toBe("price_local_sixmonthly");
        expect(second.events()).toHaveLength(eventCount);
        // The portal page is served from the restored data, at the new address.
        const portal = await again.billingPortal.sessions.create({ customer: customer.id });
        expect(portal.url.startsWith(second.url)).toBe(true);
        expect(pageText(await (await fetch(portal.url)).text())).toContain("Premium — every 6 months");
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("a stand-in on a test clock", () => {
  it("expires a session after 24 hours, anchors renewals to the start day, and still signs with real time", async () => {
    let now = new Date("2025-01-31T10:00:00Z");
    const clockReceiver = await startReceiver();
    const clocked = await startStripeStandIn({ port: 0, webhookUrl: clockReceiver.url, now: () => now });
    try {
      const client = sdk(clocked);
      const customer = await client.customers.create({ email: "clock@example.com" });
      const create = () =>
        client.checkout.sessions.create({
          mode: "subscription",
          customer: customer.id,
          line_items: [{ price: clocked.prices.monthly, quantity: 1 }],
          success_url: SUCCESS_URL,
        });
      const stale = await create();
      now = new Date("2025-02-01T10:00:01Z");
      expect((await client.checkout.sessions.retrieve(stale.id)).status).toBe("expired");
      expect((await pay(stale.id, clocked.url)).status).toBe(409);

      now = new Date("2025-01-31T10:00:00Z");
      const session = await create();
      expect((await pay(session.id, clocked.url)).status).toBe(303);
      const subscriptionId = (await client.checkout.sessions.retrieve(session.id)).subscription as string;
      const ends: string[] = [];
      const periodEnd = async () =>
        new Date(
          ((await client.subscriptions.retrieve(subscriptionId)).items.data[0]?.current_period_end ?? 0) *
            1000,
        ).toISOString();
      ends.push(await periodEnd());
      for (let renewal = 0; renewal < 2; renewal += 1) {
        const response = await fetch(`${clocked.url}/__stand-in/subscriptions/${subscriptionId}/end-period`, {
          method: "POST",
          headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
        });
        expect(response.status).toBe(200);
        ends.push(await periodEnd());
      }
      expect(ends).toEqual([
        "2025-02-28T10:00:00.000Z",
        "2025-03-31T10:00:00.000Z",
        "2025-04-30T10:00:00.000Z",
      ]);
      // Events carry the clock's time; their signatures the real time, so the SDK's 300 s tolerance accepts them.
      expect(clockReceiver.received.length).toBeGreaterThan(0);
      for (const item of clockReceiver.received) expect(() => verified(item)).not.toThrow();
    } finally {
      await clocked.stop();
      await clockReceiver.close();
    }
  });
});

describe("the shared stand-in of the integration run", () => {
  it("answers the SDK with the keys and prices the local stack provides", async () => {
    const stack = inject("localStack");
    const url = new URL(stack.stripeApiBase);
    const client = new Stripe(stack.stripeSecretKey, {
      host: url.hostname,
      port: Number(url.port),
      protocol: "http",
      maxNetworkRetries: 0,
    });
    expect((await client.prices.retrieve(stack.stripePrices.monthly)).unit_amount).toBe(500);
    expect(stack.stripeWebhookSecret).toBe(LOCAL_STRIPE_WEBHOOK_SECRET);
  });
});
