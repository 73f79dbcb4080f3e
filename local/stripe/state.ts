// Everything the stand-in knows, as plain records (the API objects are built from them in resources.ts),
// kept in memory and, with a data file, saved after every change.
import type { Metadata } from "./params.ts";
import { loadState, saveState } from "./persistence.ts";
import { LOCAL_PRICES, type PriceRecord } from "./prices.ts";

export type CustomerRecord = {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
};

export type LineItemRecord = { id: string; price: string; quantity: number };

export type CheckoutSessionRecord = {
  id: string;
  created: number;
  expiresAt: number;
  mode: "subscription";
  /** Null until payment when the session was created with customer_email (or nothing): Stripe creates one then. */
  customer: string | null;
  customerEmail: string | null;
  /** "always" when Stripe is to create the customer at payment (no `customer` given). */
  customerCreation: "always" | null;
  clientReferenceId: string | null;
  /** As given, with the literal {CHECKOUT_SESSION_ID} still in it (Stripe returns it that way too). */
  successUrl: string;
  cancelUrl: string | null;
  metadata: Metadata;
  lineItems: LineItemRecord[];
  subscriptionData: { metadata: Metadata; description: string | null };
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid";
  subscription: string | null;
  invoice: string | null;
};

export type SubscriptionStatus = "active" | "past_due" | "canceled";

export type SubscriptionItemRecord = {
  id: string;
  created: number;
  price: string;
  quantity: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
};

export type SubscriptionRecord = {
  id: string;
  created: number;
  customer: string;
  status: SubscriptionStatus;
  startDate: number;
  billingCycleAnchor: number;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  endedAt: number | null;
  cancellationReason: "cancellation_requested" | "payment_failed" | null;
  metadata: Metadata;
  description: string | null;
  latestInvoice: string | null;
  items: SubscriptionItemRecord[];
};

export type InvoiceRecord = {
  id: string;
  created: number;
  customer: string;
  subscription: string;
  status: "open" | "paid";
  billingReason: "subscription_create" | "subscription_cycle";
  currency: string;
  amountDue: number;
  amountPaid: number;
  attemptCount: number;
  paidAt: number | null;
  periodStart: number;
  periodEnd: number;
  subscriptionMetadata: Metadata;
  lines: Array<{ id: string; price: string; quantity: number; amount: number; start: number; end: number }>;
};

export type PortalSessionRecord = { id: string; created: number; customer: string; returnUrl: string | null };

export type DeliveryRecord = {
  /** ISO time of the attempt. */
  at: string;
  url: string | null;
  outcome: "delivered" | "failed" | "skipped";
  /** The HTTP status the webhook endpoint answered, when it answered. */
  status?: number;
  error?: string;
};

export type EventRecord = {
  id: string;
  type: string;
  created: number;
  /** The exact JSON text that is signed and sent; a replay sends these bytes again. */
  payload: string;
  deliveries: DeliveryRecord[];
};

/** What the data file holds. */
export type StoredState = {
  version: 1;
  customers: CustomerRecord[];
  checkoutSessions: CheckoutSessionRecord[];
  subscriptions: SubscriptionRecord[];
  invoices: InvoiceRecord[];
  portalSessions: PortalSessionRecord[];
  events: EventRecord[];
};

/** The event log keeps the newest events only. */
const MAX_EVENTS = 1000;

function byId<T extends { id: string }>(records: T[] | undefined): Map<string, T> {
  return new Map((records ?? []).map((record) => [record.id, record]));
}

export class StripeState {
  readonly prices: Map<string, PriceRecord> = byId([...LOCAL_PRICES]);
  readonly customers: Map<string, CustomerRecord>;
  readonly checkoutSessions: Map<string, CheckoutSessionRecord>;
  readonly subscriptions: Map<string, SubscriptionRecord>;
  readonly invoices: Map<string, InvoiceRecord>;
  readonly portalSessions: Map<string, PortalSessionRecord>;
  /** Oldest first. */
  readonly events: EventRecord[];
  readonly #dataFile: string | undefined;

  constructor(dataFile?: string) {
    this.#dataFile = dataFile;
    const stored = dataFile ? loadState(dataFile) : undefined;
    this.customers = byId(stored?.customers);
    this.checkoutSessions = byId(stored?.checkoutSessions);
    this.subscriptions = byId(stored?.subscriptions);
    this.invoices = byId(stored?.invoices);
    this.portalSessions = byId(stored?.portalSessions);
    this.events = [...(stored?.events ?? [])];
  }

  addEvent(event: EventRecord): void {
    this.events.push(event);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  /** Call after every change: writes the data file, when there is one. */
  changed(): void {
    if (!this.#dataFile) return;
    saveState(this.#dataFile, {
      version: 1,
      customers: [...this.customers.values()],
      checkoutSessions: [...this.checkoutSessions.values()],
      subscriptions: [...this.subscriptions.values()],
      invoices: [...this.invoices.values()],
      portalSessions: [...this.portalSessions.values()],
      events: this.events,
    });
  }
}
