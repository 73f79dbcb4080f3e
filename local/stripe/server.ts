// The Stripe stand-in: a Stripe-API-compatible subset on loopback for the official `stripe` SDK
// (`new Stripe(key, { host: "127.0.0.1", port, protocol: "http" })`), a test checkout page and a billing portal
// that send signed webhooks to the app, and test controls for renewals, cancellations and replays.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { assertNotProduction, LOOPBACK } from "../guard.ts";
import { handleApi } from "./api.ts";
import type { StripeContext } from "./context.ts";
import { CONTROL_PREFIX, handleControl } from "./control.ts";
import { stripeErrors } from "./errors.ts";
import { parseParams } from "./form.ts";
import { handleHosted } from "./hosted.ts";
import { errorReply, html, json, readBody, requireSecretKey, send, type Reply } from "./http.ts";
import { IdempotencyKeys } from "./idempotency.ts";
import { newId } from "./ids.ts";
import {
  LOCAL_STRIPE_PRICE_MONTHLY,
  LOCAL_STRIPE_PRICE_SIXMONTHLY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  STAND_IN_API_VERSION,
} from "./keys.ts";
import { Lifecycle } from "./lifecycle.ts";
import { indexPage } from "./pages.ts";
import { Resources } from "./resources.ts";
import { StripeState, type EventRecord } from "./state.ts";
import { WebhookSender } from "./webhooks.ts";

export type StripeStandInOptions = {
  /** 0 picks a free port. */
  port: number;
  /** Where signed events are POSTed (the app's /api/stripe/webhook); omit to only log them until one is set. */
  webhookUrl?: string;
  /** Keep customers, subscriptions and the event log in this JSON file between runs; omit to keep them in memory. */
  dataFile?: string;
  /** The clock (timestamps, periods, expiry). */
  now?: () => Date;
  /** How long one webhook delivery may take: 30 s by default (a `next dev` route may compile on its first call). */
  webhookTimeoutMs?: number;
  /** Where failed deliveries are reported; console.warn by default. */
  log?: (message: string) => void;
};

export type StripeStandIn = {
  /** The API base, e.g. http://127.0.0.1:12111 (STRIPE_API_BASE). */
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; sixmonthly: string };
  /** Where events are sent from now on (null: nowhere). Also `POST /__stand-in/webhook-url {url}`. */
  setWebhookUrl(url: string | null): void;
  /** The event log, oldest first. */
  events(): EventRecord[];
  stop(): Promise<void>;
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function handleApiRequest(
  ctx: StripeContext,
  idempotency: IdempotencyKeys,
  req: IncomingMessage,
  method: string,
  url: URL,
): Promise<Reply> {
  requireSecretKey(req, ctx.secretKey);
  const body = method === "POST" ? await readBody(req) : "";
  const key = method === "POST" ? header(req, "idempotency-key") : undefined;
  const path = url.pathname;
  if (key) {
    const replay = idempotency.replay(key, method, path, body);
    if (replay) return replay;
  }
  const params = parseParams(method === "POST" ? new URLSearchParams(body) : url.searchParams);
  const reply = json(200, handleApi(ctx, method, path, params));
  if (key) idempotency.remember(key, method, path, body, reply);
  return reply;
}

async function handle(
  ctx: StripeContext,
  idempotency: IdempotencyKeys,
  req: IncomingMessage,
  baseUrl: string,
): Promise<Reply> {
  const url = new URL(req.url ?? "/", baseUrl);
  const method = req.method ?? "GET";
  if (url.pathname === "/v1" || url.pathname.startsWith("/v1/")) {
    return handleApiRequest(ctx, idempotency, req, method, url);
  }
  if (url.pathname.startsWith(CONTROL_PREFIX)) {
    requireSecretKey(req, ctx.secretKey);
    const body = method === "GET" || method === "HEAD" ? "" : await readBody(req);
    return handleControl(ctx, method, url, body, header(req, "content-type") ?? "");
  }
  if (method === "POST") req.resume();
  const page = await handleHosted(ctx, method, url);
  if (page) return page;
  if (url.pathname === "/" && (method === "GET" || method === "HEAD")) {
    return html(
      200,
      indexPage({ apiBase: baseUrl, prices: [...ctx.state.prices.values()], events: ctx.state.events }),
    );
  }
  throw stripeErrors.unrecognizedUrl(method, url.pathname);
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  assertNotProduction("The Stripe stand-in");
  const now = options.now ?? (() => new Date());
  const state = new StripeState(options.dataFile);
  let baseUrl = "";
  const resources = new Resources(state, () => baseUrl);
  const webhooks = new WebhookSender({
    state,
    secret: LOCAL_STRIPE_WEBHOOK_SECRET,
    url: options.webhookUrl ?? null,
    now,
    timeoutMs: options.webhookTimeoutMs ?? 30_000,
    log: options.log ?? ((message) => console.warn(message)),
  });
  const ctx: StripeContext = {
    state,
    resources,
    lifecycle: new Lifecycle(state, resources, now),
    webhooks,
    secretKey: LOCAL_STRIPE_SECRET_KEY,
  };
  const idempotency = new IdempotencyKeys(now);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const common = { "request-id": newId("req"), "stripe-version": STAND_IN_API_VERSION };
    handle(ctx, idempotency, req, baseUrl)
      .catch(errorReply)
      .then((reply) => send(res, req.method === "HEAD" ? { ...reply, body: undefined } : reply, common))
      .catch((error: unknown) => {
        console.error("[stripe stand-in] could not answer:", error);
        res.destroy();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: options.port, host: LOOPBACK, exclusive: true }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${LOOPBACK}:${port}`;

  let stopped = false;
  return {
    url: baseUrl,
    port,
    secretKey: LOCAL_STRIPE_SECRET_KEY,
    webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET,
    prices: { monthly: LOCAL_STRIPE_PRICE_MONTHLY, sixmonthly: LOCAL_STRIPE_PRICE_SIXMONTHLY },
    setWebhookUrl(url) {
      webhooks.url = url;
    },
    events: () => [...state.events],
    async stop() {
      if (stopped) return;
      stopped = true;
      await webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
