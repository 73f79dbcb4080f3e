// `expand[]`: ids in a response replaced by their objects (`subscription`, `customer`, `latest_invoice`,
// `parent.subscription_details.subscription`, a checkout session's `line_items`; `data.` prefixes on lists).
import type { StripeContext } from "./context.ts";
import { stripeErrors } from "./errors.ts";

type Json = Record<string, unknown>;

const MAX_DEPTH = 4;

function resolve(ctx: StripeContext, field: string, id: string): Json | undefined {
  switch (field) {
    case "customer": {
      const customer = ctx.state.customers.get(id);
      return customer && ctx.resources.customer(customer);
    }
    case "subscription": {
      const subscription = ctx.state.subscriptions.get(id);
      return subscription && ctx.resources.subscription(subscription);
    }
    case "invoice":
    case "latest_invoice": {
      const invoice = ctx.state.invoices.get(id);
      return invoice && ctx.resources.invoice(invoice);
    }
    default:
      return undefined;
  }
}

function expandPath(ctx: StripeContext, object: Json, path: string[], full: string): void {
  const [field, ...rest] = path;
  if (!field || path.length > MAX_DEPTH)
    throw stripeErrors.invalidParam("expand", `This property cannot be expanded (${full}).`);
  if (field === "line_items" && object.object === "checkout.session" && rest.length === 0) {
    const session = ctx.state.checkoutSessions.get(String(object.id));
    if (session) object.line_items = ctx.resources.checkoutLineItems(session);
    return;
  }
  if (!(field in object))
    throw stripeErrors.invalidParam("expand", `This property cannot be expanded (${full}).`);
  let value = object[field];
  if (typeof value === "string") {
    const expanded = resolve(ctx, field, value);
    if (!expanded) throw stripeErrors.invalidParam("expand", `This property cannot be expanded (${full}).`);
    object[field] = expanded;
    value = expanded;
  }
  if (rest.length === 0 || value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw stripeErrors.invalidParam("expand", `This property cannot be expanded (${full}).`);
  }
  expandPath(ctx, value as Json, rest, full);
}

/** Expands `paths` in place on one object. */
export function expandObject<T extends Json>(ctx: StripeContext, object: T, paths: string[]): T {
  for (const path of paths) expandPath(ctx, object, path.split("."), path);
  return object;
}

/** Expands `data.<path>` on every item of a list. */
export function expandList<T extends Json>(ctx: StripeContext, items: T[], paths: string[]): T[] {
  const inner = paths.map((path) => {
    if (!path.startsWith("data."))
      throw stripeErrors.invalidParam("expand", `This property cannot be expanded (${path}).`);
    return path.slice("data.".length);
  });
  for (const item of items) expandObject(ctx, item, inner);
  return items;
}
