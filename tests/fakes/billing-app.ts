// Helpers for tests that drive the billing routes directly, against the Stripe stand-in.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startStripeStandIn } from "../../local/stripe/server.ts";

export type StripeTarget = {
  stripeApiBase: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  stripePrices: { monthly: string; sixmonthly: string };
};

/** Points the app's billing variables at a Stripe stand-in (before the billing modules are imported). */
export function setBillingEnvironment(target: StripeTarget): void {
  Object.assign(process.env, {
    STRIPE_API_BASE: target.stripeApiBase,
    STRIPE_SECRET_KEY: target.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET: target.stripeWebhookSecret,
    STRIPE_PRICE_MONTHLY: target.stripePrices.monthly,
    STRIPE_PRICE_SIXMONTHLY: target.stripePrices.sixmonthly,
  });
}

export type WebhookRelay = {
  url: string;
  /** The status of every delivery so far. */
  statuses: number[];
  /** While true, deliveries are refused with 503 (the app is down) and never reach the handler. */
  paused: boolean;
  close(): Promise<void>;
};

/** An HTTP endpoint the stand-in can deliver to, handing each delivery to the webhook route handler in this process. */
export async function startWebhookRelay(
  handler: (request: Request) => Promise<Response>,
): Promise<WebhookRelay> {
  const statuses: number[] = [];
  const relay = { paused: false };
  const server = http.createServer(async (req, res) => {
    if (relay.paused) {
      statuses.push(503);
      res.writeHead(503).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const response = await handler(
      new Request(`http://localhost${req.url ?? "/"}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks).toString("utf8"),
      }),
    );
    statuses.push(response.status);
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(relay, {
    url: `http://127.0.0.1:${port}/api/stripe/webhook`,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A Stripe stand-in of this test file's own (its deliveries go to `webhookUrl`), as the app's billing target. */
export async function startOwnStripeStandIn(
  webhookUrl: string,
): Promise<StripeTarget & { stop(): Promise<void> }> {
  const standIn = await startStripeStandIn({ port: 0, webhookUrl });
  return {
    stripeApiBase: standIn.url,
    stripeSecretKey: standIn.secretKey,
    stripeWebhookSecret: standIn.webhookSecret,
    stripePrices: standIn.prices,
    stop: () => standIn.stop(),
  };
}

/** The real Stripe SDK, pointed at a stand-in. */
export function stripeSdk(target: StripeTarget): Stripe {
  const base = new URL(target.stripeApiBase);
  return new Stripe(target.stripeSecretKey, {
    host: base.hostname,
    port: Number(base.port),
    protocol: "http",
  });
}

/** Calls one of the stand-in's test controls (`/__stand-in/...`). */
export async function standInControl(target: StripeTarget, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.stripeApiBase}/__stand-in/${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${target.stripeSecretKey}`, "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Presses "Pay with test card" on the stand-in's checkout page; returns where it sends the browser. */
export async function payCheckout(checkoutUrl: string): Promise<string> {
  const page = await fetch(checkoutUrl);
  if (!page.ok) throw new Error(`checkout page ${page.status}`);
  const response = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
  if (response.status !== 303) throw new Error(`pay answered ${response.status}: ${await response.text()}`);
  return response.headers.get("location") ?? "";
}
