// The /v1 endpoints the app calls (see docs/architecture.md §5), plus the few next to them a Stripe
// integration commonly touches (customer update, subscription list, invoice, event, session expiry).
import type { StripeContext } from "./context.ts";
import { stripeErrors } from "./errors.ts";
import { expandList as expandListItems, expandObject } from "./expand.ts";
import type { FormObject } from "./form.ts";
import { newId } from "./ids.ts";
import type { PendingEvent } from "./lifecycle.ts";
import {
  expandList,
  optionalBoolean,
  optionalHash,
  optionalInteger,
  optionalList,
  optionalString,
  optionalUrl,
  readMetadata,
  rejectUnknown,
  requiredString,
} from "./params.ts";
import { asList, priceObject, type ApiObject } from "./resources.ts";
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  LineItemRecord,
  PortalSessionRecord,
  SubscriptionRecord,
} from "./state.ts";

export type ApiRequest = {
  method: string;
  /** The path as requested, e.g. /v1/customers/cus_123. */
  path: string;
  /** The form body (POST) or the query string (GET), parsed. */
  params: FormObject;
  /** The ids captured from the path. */
  ids: string[];
};

type Handler = (ctx: StripeContext, req: ApiRequest) => Record<string, unknown>;

/** Checkout parameters a real integration may send that change nothing here (no tax, locales, promotion codes…). */
const IGNORED_CHECKOUT_PARAMS = [
  "allow_promotion_codes",
  "automatic_tax",
  "billing_address_collection",
  "consent_collection",
  "custom_text",
  "customer_update",
  "locale",
  "payment_method_collection",
  "payment_method_types",
  "phone_number_collection",
  "saved_payment_method_options",
  "tax_id_collection",
];

const CHECKOUT_PARAMS = [
  "mode",
  "customer",
  "customer_email",
  "line_items",
  "client_reference_id",
  "success_url",
  "cancel_url",
  "metadata",
  "subscription_data",
  "expires_at",
  "ui_mode",
  "expand",
  ...IGNORED_CHECKOUT_PARAMS,
];

const CUSTOMER_PARAMS = ["email", "name", "description", "phone", "metadata", "expand"];

const SUBSCRIPTION_LIST_STATUSES = [
  "active",
  "all",
  "canceled",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
];

/** Events caused by an API call reach the webhook after the response, as on Stripe (and no lock can deadlock them). */
function sendLater(ctx: StripeContext, events: PendingEvent[]): void {
  if (events.length) void ctx.webhooks.send(events);
}

function validEmail(value: string, param: string): string {
  if (value.length > 512 || !/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw stripeErrors.invalidParam(param, `Invalid email address: ${value}`, "email_invalid");
  }
  return value;
}

function nullableString(params: FormObject, name: string): string | null | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  return value === "" ? null : value;
}

function customerFrom(ctx: StripeContext, id: string, param?: string): CustomerRecord {
  const customer = ctx.state.customers.get(id);
  if (!customer) throw stripeErrors.resourceMissing("customer", id, param);
  return customer;
}

function subscriptionFrom(ctx: StripeContext, id: string): SubscriptionRecord {
  const subscription = ctx.state.subscriptions.get(id);
  if (!subscription) throw stripeErrors.resourceMissing("subscription", id);
  return subscription;
}

function checkoutSessionFrom(ctx: StripeContext, id: string): CheckoutSessionRecord {
  const session = ctx.lifecycle.checkoutSession(id);
  if (!session) throw stripeErrors.resourceMissing("checkout.session", id);
  return session;
}

function onlyExpand(req: ApiRequest): string[] {
  rejectUnknown(req.params, ["expand"]);
  return expandList(req.params);
}

const createCustomer: Handler = (ctx, req) => {
  rejectUnknown(req.params, CUSTOMER_PARAMS);
  const email = nullableString(req.params, "email");
  const customer: CustomerRecord = {
    id: newId("cus"),
    created: ctx.lifecycle.nowSeconds(),
    email: email ? validEmail(email, "email") : null,
    name: nullableString(req.params, "name") ?? null,
    description: nullableString(req.params, "description") ?? null,
    phone: nullableString(req.params, "phone") ?? null,
    metadata: readMetadata(req.params, "metadata") ?? {},
  };
  ctx.state.customers.set(customer.id, customer);
  ctx.state.changed();
  sendLater(ctx, [{ type: "customer.created", object: ctx.resources.customer(customer) }]);
  return expandObject(ctx, ctx.resources.customer(customer), expandList(req.params));
};

const retrieveCustomer: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  return expandObject(ctx, ctx.resources.customer(customerFrom(ctx, req.ids[0] ?? "")), expand);
};

const updateCustomer: Handler = (ctx, req) => {
  rejectUnknown(req.params, CUSTOMER_PARAMS);
  const customer = customerFrom(ctx, req.ids[0] ?? "");
  const before = ctx.resources.customer(customer);
  const email = nullableString(req.params, "email");
  if (email !== undefined) customer.email = email === null ? null : validEmail(email, "email");
  for (const field of ["name", "description", "phone"] as const) {
    const value = nullableString(req.params, field);
    if (value !== undefined) customer[field] = value;
  }
  const metadata = readMetadata(req.params, "metadata", customer.metadata);
  if (metadata) customer.metadata = metadata;
  ctx.state.changed();
  const after = ctx.resources.customer(customer);
  const previous = Object.fromEntries(
    Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])),
  );
  if (Object.keys(previous).length) {
    sendLater(ctx, [{ type: "customer.updated", object: after, previousAttributes: previous }]);
  }
  return expandObject(ctx, after, expandList(req.params));
};

function readLineItems(ctx: StripeContext, params: FormObject): LineItemRecord[] {
  const items = optionalList(params, "line_items");
  if (!items?.length) throw stripeErrors.parameterMissing("line_items");
  if (items.length > 1) {
    throw stripeErrors.notSupported("line_items", "more than one line item (Premium is a single price)");
  }
  return items.map((item, index) => {
    const param = `line_items[${index}]`;
    if (typeof item === "string")
      throw stripeErrors.invalidParam(param, `Invalid hash: ${param} must be a hash.`);
    if ("price_data" in item)
      throw stripeErrors.notSupported(`${param}[price_data]`, "price_data; use a price id");
    rejectUnknown(item, ["price", "quantity"], param);
    const priceId = requiredString(item, "price", `${param}[price]`);
    if (!ctx.state.prices.has(priceId))
      throw stripeErrors.resourceMissing("price", priceId, `${param}[price]`);
    const quantity = optionalInteger(item, "quantity", `${param}[quantity]`);
    if (quantity === undefined) {
      throw stripeErrors.invalidParam(
        `${param}[quantity]`,
        `Quantity is required. Add \`quantity\` to \`${param}\``,
        "parameter_missing",
      );
    }
    if (quantity < 1) throw stripeErrors.invalidParam(`${param}[quantity]`, "Quantity must be at least 1.");
    return { id: newId("li"), price: priceId, quantity };
  });
}

function readSubscriptionData(params: FormObject): CheckoutSessionRecord["subscriptionData"] {
  const data = optionalHash(params, "subscription_data");
  if (!data) return { metadata: {}, description: null };
  for (const trial of ["trial_period_days", "trial_end", "trial_settings"]) {
    if (trial in data) throw stripeErrors.notSupported(`subscription_data[${trial}]`, "free trials");
  }
  rejectUnknown(data, ["metadata", "description"], "subscription_data");
  return {
    metadata: readMetadata(data, "metadata", undefined, "subscription_data[metadata]") ?? {},
    description: optionalString(data, "description", "subscription_data[description]") || null,
  };
}

const createCheckoutSession: Handler = (ctx, req) => {
  const params = req.params;
  rejectUnknown(params, CHECKOUT_PARAMS);
  const mode = requiredString(params, "mode");
  if (mode === "payment" || mode === "setup") {
    throw stripeErrors.notSupported("mode", `mode=${mode} (only mode=subscription)`);
  }
  if (mode !== "subscription") {
    throw stripeErrors.invalidParam("mode", `Invalid mode: must be one of payment, setup, or subscription`);
  }
  const uiMode = optionalString(params, "ui_mode");
  if (uiMode !== undefined && uiMode !== "hosted" && uiMode !== "hosted_page") {
    throw stripeErrors.notSupported("ui_mode", `ui_mode=${uiMode} (only the hosted page)`);
  }
  const customerId = optionalString(params, "customer") || undefined;
  const customerEmail = optionalString(params, "customer_email") || undefined;
  if (customerId && customerEmail) {
    throw stripeErrors.invalidRequest(
      "You may only specify one of these parameters: customer, customer_email.",
      undefined,
      "customer_email",
    );
  }
  if (customerId) customerFrom(ctx, customerId, "customer");
  const successUrl = optionalUrl(params, "success_url");
  if (!successUrl) throw stripeErrors.parameterMissing("success_url");
  const clientReferenceId = optionalString(params, "client_reference_id") || null;
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw stripeErrors.invalidParam(
      "client_reference_id",
      "client_reference_id can be at most 200 characters.",
    );
  }
  const now = ctx.lifecycle.nowSeconds();
  const expiresAt = optionalInteger(params, "expires_at") ?? now + 24 * 60 * 60;
  if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 60 * 60) {
    throw stripeErrors.invalidParam(
      "expires_at",
      "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
    );
  }
  const session: CheckoutSessionRecord = {
    id: newId("cs_test"),
    created: now,
    expiresAt,
    mode: "subscription",
    customer: customerId ?? null,
    customerEmail: customerEmail ? validEmail(customerEmail, "customer_email") : null,
    customerCreation: customerId ? null : "always",
    clientReferenceId,
    successUrl,
    cancelUrl: optionalUrl(params, "cancel_url") ?? null,
    metadata: readMetadata(params, "metadata") ?? {},
    lineItems: readLineItems(ctx, params),
    subscriptionData: readSubscriptionData(params),
    status: "open",
    paymentStatus: "unpaid",
    subscription: null,
    invoice: null,
  };
  ctx.state.checkoutSessions.set(session.id, session);
  ctx.state.changed();
  return expandObject(ctx, ctx.resources.checkoutSession(session), expandList(params));
};

const retrieveCheckoutSession: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  return expandObject(ctx, ctx.resources.checkoutSession(checkoutSessionFrom(ctx, req.ids[0] ?? "")), expand);
};

const expireCheckoutSession: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  const session = checkoutSessionFrom(ctx, req.ids[0] ?? "");
  sendLater(ctx, ctx.lifecycle.expireCheckoutSession(session));
  return expandObject(ctx, ctx.resources.checkoutSession(session), expand);
};

const createPortalSession: Handler = (ctx, req) => {
  rejectUnknown(req.params, ["customer", "return_url", "locale", "expand"]);
  const customer = customerFrom(ctx, requiredString(req.params, "customer"), "customer");
  const portal: PortalSessionRecord = {
    id: newId("bps"),
    created: ctx.lifecycle.nowSeconds(),
    customer: customer.id,
    returnUrl: optionalUrl(req.params, "return_url") ?? null,
  };
  ctx.state.portalSessions.set(portal.id, portal);
  ctx.state.changed();
  return expandObject(ctx, ctx.resources.portalSession(portal), expandList(req.params));
};

const listSubscriptions: Handler = (ctx, req) => {
  rejectUnknown(req.params, ["customer", "status", "price", "limit", "expand"]);
  const customer = optionalString(req.params, "customer") || undefined;
  const status = optionalString(req.params, "status") || undefined;
  const price = optionalString(req.params, "price") || undefined;
  const limit = optionalInteger(req.params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw stripeErrors.invalidParam("limit", "Limit must be between 1 and 100.");
  if (status && !SUBSCRIPTION_LIST_STATUSES.includes(status)) {
    throw stripeErrors.invalidParam(
      "status",
      `Invalid status: must be one of ${SUBSCRIPTION_LIST_STATUSES.join(", ")}`,
    );
  }
  const matching = [...ctx.state.subscriptions.values()]
    .filter((subscription) => !customer || subscription.customer === customer)
    .filter((subscription) => !price || subscription.items.some((item) => item.price === price))
    .filter((subscription) => {
      if (status === "all") return true;
      if (status === "ended") return subscription.status === "canceled";
      if (status) return subscription.status === status;
      return subscription.status !== "canceled";
    })
    .sort((a, b) => b.created - a.created);
  const page = matching.slice(0, limit).map((subscription) => ctx.resources.subscription(subscription));
  expandListItems(ctx, page, expandList(req.params));
  return { ...asList(page, "/v1/subscriptions"), has_more: matching.length > limit, total_count: undefined };
};

const retrieveSubscription: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  return expandObject(ctx, ctx.resources.subscription(subscriptionFrom(ctx, req.ids[0] ?? "")), expand);
};

const updateSubscription: Handler = (ctx, req) => {
  rejectUnknown(req.params, ["cancel_at_period_end", "metadata", "description", "expand"]);
  const subscription = subscriptionFrom(ctx, req.ids[0] ?? "");
  const description = optionalString(req.params, "description");
  const events = ctx.lifecycle.updateSubscription(subscription, {
    cancelAtPeriodEnd: optionalBoolean(req.params, "cancel_at_period_end"),
    metadata: readMetadata(req.params, "metadata", subscription.metadata),
    description: description === undefined ? undefined : description || null,
  });
  sendLater(ctx, events);
  return expandObject(ctx, ctx.resources.subscription(subscription), expandList(req.params));
};

/** `DELETE /v1/subscriptions/:id`: cancels at once (account deletion), with customer.subscription.deleted. */
const cancelSubscription: Handler = (ctx, req) => {
  rejectUnknown(req.params, ["expand", "invoice_now", "prorate"]);
  const subscription = subscriptionFrom(ctx, req.ids[0] ?? "");
  sendLater(ctx, ctx.lifecycle.cancelNow(subscription));
  return expandObject(ctx, ctx.resources.subscription(subscription), expandList(req.params));
};

const retrievePrice: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  const price = ctx.state.prices.get(req.ids[0] ?? "");
  if (!price) throw stripeErrors.resourceMissing("price", req.ids[0] ?? "");
  return expandObject(ctx, priceObject(price), expand);
};

const retrieveInvoice: Handler = (ctx, req) => {
  const expand = onlyExpand(req);
  const invoice = ctx.state.invoices.get(req.ids[0] ?? "");
  if (!invoice) throw stripeErrors.resourceMissing("invoice", req.ids[0] ?? "");
  return expandObject(ctx, ctx.resources.invoice(invoice), expand);
};

const retrieveEvent: Handler = (ctx, req) => {
  onlyExpand(req);
  const event = ctx.state.events.find((candidate) => candidate.id === req.ids[0]);
  if (!event) throw stripeErrors.resourceMissing("event", req.ids[0] ?? "");
  return JSON.parse(event.payload) as ApiObject;
};

const ID = "([A-Za-z0-9_]+)";

const ROUTES: Array<{ method: string; pattern: RegExp; handler: Handler }> = [
  { method: "POST", pattern: /^\/v1\/customers$/, handler: createCustomer },
  { method: "GET", pattern: new RegExp(`^/v1/customers/${ID}$`), handler: retrieveCustomer },
  { method: "POST", pattern: new RegExp(`^/v1/customers/${ID}$`), handler: updateCustomer },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, handler: createCheckoutSession },
  { method: "GET", pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`), handler: retrieveCheckoutSession },
  {
    method: "POST",
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handler: expireCheckoutSession,
  },
  { method: "POST", pattern: /^\/v1\/billing_portal\/sessions$/, handler: createPortalSession },
  { method: "GET", pattern: /^\/v1\/subscriptions$/, handler: listSubscriptions },
  { method: "GET", pattern: new RegExp(`^/v1/subscriptions/${ID}$`), handler: retrieveSubscription },
  { method: "POST", pattern: new RegExp(`^/v1/subscriptions/${ID}$`), handler: updateSubscription },
  { method: "DELETE", pattern: new RegExp(`^/v1/subscriptions/${ID}$`), handler: cancelSubscription },
  { method: "GET", pattern: new RegExp(`^/v1/prices/${ID}$`), handler: retrievePrice },
  { method: "GET", pattern: new RegExp(`^/v1/invoices/${ID}$`), handler: retrieveInvoice },
  { method: "GET", pattern: new RegExp(`^/v1/events/${ID}$`), handler: retrieveEvent },
];

/** The JSON body for a /v1 request (errors are thrown as StripeApiError). */
export function handleApi(
  ctx: StripeContext,
  method: string,
  path: string,
  params: FormObject,
): Record<string, unknown> {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return route.handler(ctx, { method, path, params, ids: match.slice(1) });
  }
  throw stripeErrors.unrecognizedUrl(method, path);
}
