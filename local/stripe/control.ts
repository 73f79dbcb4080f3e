// Test-only controls (not part of Stripe's API), all behind the secret key, all answering JSON. Their events are
// delivered before the answer, so a test sees the app's reaction as soon as the call returns.
//   POST /__stand-in/subscriptions/:id/fail-renewal  renewal payment fails → past_due, invoice.payment_failed
//   POST /__stand-in/subscriptions/:id/end-period    set to cancel (or past due) → canceled; otherwise renewed, invoice.paid
//   POST /__stand-in/subscriptions/:id/pay-overdue   past_due → active, invoice.paid
//   POST /__stand-in/events/replay-last              the last event again: same id, same bytes, fresh signature
//   POST /__stand-in/events/:id/resend               that event again
//   GET  /__stand-in/events[?type=]                  the event log, newest first, with each delivery's outcome
//   GET|POST /__stand-in/webhook-url {url}           where events go (null or "" stops sending)
import type { StripeContext } from "./context.ts";
import { StripeApiError, stripeErrors } from "./errors.ts";
import { json, type Reply } from "./http.ts";
import type { PendingEvent } from "./lifecycle.ts";
import type { EventRecord, SubscriptionRecord } from "./state.ts";

export const CONTROL_PREFIX = "/__stand-in/";

function eventSummary(event: EventRecord) {
  const last = event.deliveries.at(-1);
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    delivery_status: last?.outcome ?? "pending",
    deliveries: event.deliveries,
    event: JSON.parse(event.payload) as unknown,
  };
}

function readWebhookUrl(body: string, contentType: string): string | null {
  let value: unknown;
  if (contentType.includes("application/json")) {
    try {
      value = (JSON.parse(body || "{}") as { url?: unknown }).url;
    } catch {
      throw stripeErrors.invalidRequest('The body must be JSON: {"url": "http://…"}.');
    }
  } else {
    value = new URLSearchParams(body).get("url");
  }
  if (value === null || value === undefined || value === "") return null;
  if (typeof value !== "string") throw stripeErrors.invalidParam("url", "url must be a string or null.");
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http");
  } catch {
    throw stripeErrors.invalidParam("url", "Not a valid URL", "url_invalid");
  }
  return value;
}

async function deliverNow(
  ctx: StripeContext,
  subscription: SubscriptionRecord,
  events: PendingEvent[],
): Promise<Reply> {
  const sent = await ctx.webhooks.send(events);
  return json(200, {
    subscription: ctx.resources.subscription(subscription),
    events: sent.map(eventSummary),
  });
}

export async function handleControl(
  ctx: StripeContext,
  method: string,
  url: URL,
  body: string,
  contentType: string,
): Promise<Reply> {
  const path = url.pathname.replace(/\/+$/, "");
  const subscriptionAction =
    /^\/__stand-in\/subscriptions\/([A-Za-z0-9_]+)\/(fail-renewal|end-period|pay-overdue)$/.exec(path);
  if (subscriptionAction && method === "POST") {
    const id = subscriptionAction[1] ?? "";
    const subscription = ctx.state.subscriptions.get(id);
    if (!subscription) throw stripeErrors.resourceMissing("subscription", id);
    const action = subscriptionAction[2];
    const events =
      action === "fail-renewal"
        ? ctx.lifecycle.failRenewal(subscription)
        : action === "end-period"
          ? ctx.lifecycle.endPeriod(subscription)
          : ctx.lifecycle.payOverdue(subscription);
    return deliverNow(ctx, subscription, events);
  }

  if (path === "/__stand-in/events/replay-last" && method === "POST") {
    const last = ctx.state.events.at(-1);
    if (!last)
      throw new StripeApiError(
        404,
        "invalid_request_error",
        "There is no event to replay yet.",
        "resource_missing",
      );
    await ctx.webhooks.resend(last);
    return json(200, eventSummary(last));
  }

  const resend = /^\/__stand-in\/events\/([A-Za-z0-9_]+)\/resend$/.exec(path);
  if (resend && method === "POST") {
    const event = ctx.state.events.find((candidate) => candidate.id === resend[1]);
    if (!event) throw stripeErrors.resourceMissing("event", resend[1] ?? "");
    await ctx.webhooks.resend(event);
    return json(200, eventSummary(event));
  }

  if (path === "/__stand-in/events" && method === "GET") {
    const type = url.searchParams.get("type");
    const events = ctx.state.events.filter((event) => !type || event.type === type).reverse();
    return json(200, { object: "list", data: events.map(eventSummary) });
  }

  if (path === "/__stand-in/webhook-url") {
    if (method === "POST") ctx.webhooks.url = readWebhookUrl(body, contentType);
    else if (method !== "GET") throw stripeErrors.unrecognizedUrl(method, path);
    return json(200, { url: ctx.webhooks.url });
  }

  throw stripeErrors.unrecognizedUrl(method, path);
}
