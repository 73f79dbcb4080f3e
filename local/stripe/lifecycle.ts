// What happens to checkout sessions and subscriptions over time: payment, cancellation at period end, renewal,
// failed renewal, the end of a period. Each change returns the events Stripe would send for it (webhooks.ts sends them).
import { stripeErrors } from "./errors.ts";
import { newId } from "./ids.ts";
import type { Metadata } from "./params.ts";
import { periodBoundary } from "./prices.ts";
import type { ApiObject, Resources } from "./resources.ts";
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  InvoiceRecord,
  StripeState,
  SubscriptionRecord,
} from "./state.ts";

export type PendingEvent = {
  type: string;
  object: ApiObject;
  /** For `*.updated` events: the changed top-level fields' earlier values. */
  previousAttributes?: Record<string, unknown>;
};

export type SubscriptionChanges = {
  cancelAtPeriodEnd?: boolean;
  metadata?: Metadata;
  description?: string | null;
};

function changedFields(before: ApiObject, after: ApiObject): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(after[key])) previous[key] = value;
  }
  return previous;
}

export class Lifecycle {
  readonly #state: StripeState;
  readonly #resources: Resources;
  readonly #now: () => Date;

  constructor(state: StripeState, resources: Resources, now: () => Date) {
    this.#state = state;
    this.#resources = resources;
    this.#now = now;
  }

  /** Unix seconds, as every Stripe timestamp. */
  nowSeconds(): number {
    return Math.floor(this.#now().getTime() / 1000);
  }

  /** The session, expired first when its time is up (no event is sent for a lazily noticed expiry). */
  checkoutSession(id: string): CheckoutSessionRecord | undefined {
    const session = this.#state.checkoutSessions.get(id);
    if (session?.status === "open" && this.nowSeconds() >= session.expiresAt) {
      session.status = "expired";
      this.#state.changed();
    }
    return session;
  }

  /** `POST /v1/checkout/sessions/:id/expire`. */
  expireCheckoutSession(session: CheckoutSessionRecord): PendingEvent[] {
    if (session.status !== "open") {
      throw stripeErrors.invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = "expired";
    this.#state.changed();
    return [{ type: "checkout.session.expired", object: this.#resources.checkoutSession(session) }];
  }

  /** "Pay with test card": the session completes and its customer gets an active subscription. */
  completeCheckout(session: CheckoutSessionRecord): PendingEvent[] {
    if (session.status !== "open") throw new Error(`Checkout session ${session.id} is ${session.status}`);
    const now = this.nowSeconds();
    const events: PendingEvent[] = [];
    let customer = session.customer ? this.#state.customers.get(session.customer) : undefined;
    if (!customer) {
      customer = {
        id: newId("cus"),
        created: now,
        email: session.customerEmail,
        name: null,
        description: null,
        phone: null,
        metadata: {},
      } satisfies CustomerRecord;
      this.#state.customers.set(customer.id, customer);
      events.push({ type: "customer.created", object: this.#resources.customer(customer) });
    }
    const subscription: SubscriptionRecord = {
      id: newId("sub"),
      created: now,
      customer: customer.id,
      status: "active",
      startDate: now,
      billingCycleAnchor: now,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      cancellationReason: null,
      metadata: { ...session.subscriptionData.metadata },
      description: session.subscriptionData.description,
      latestInvoice: null,
      items: session.lineItems.map((line) => ({
        id: newId("si"),
        created: now,
        price: line.price,
        quantity: line.quantity,
        currentPeriodStart: now,
        currentPeriodEnd: periodBoundary(now, this.#resources.price(line.price), 1),
      })),
    };
    const invoice = this.#invoice(subscription, "subscription_create", "paid");
    subscription.latestInvoice = invoice.id;
    this.#state.subscriptions.set(subscription.id, subscription);
    session.customer = customer.id;
    session.status = "complete";
    session.paymentStatus = "paid";
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    this.#state.changed();
    events.push(
      { type: "checkout.session.completed", object: this.#resources.checkoutSession(session) },
      { type: "customer.subscription.created", object: this.#resources.subscription(subscription) },
    );
    return events;
  }

  /** `POST /v1/subscriptions/:id` and the portal's buttons. No event when nothing changed. */
  updateSubscription(subscription: SubscriptionRecord, changes: SubscriptionChanges): PendingEvent[] {
    if (subscription.status === "canceled" && changes.cancelAtPeriodEnd !== undefined) {
      throw stripeErrors.invalidRequest(
        "A canceled subscription can only update its cancellation_details and metadata.",
        undefined,
        "cancel_at_period_end",
      );
    }
    const before = this.#resources.subscription(subscription);
    if (
      changes.cancelAtPeriodEnd !== undefined &&
      changes.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd
    ) {
      subscription.cancelAtPeriodEnd = changes.cancelAtPeriodEnd;
      if (changes.cancelAtPeriodEnd) {
        subscription.cancelAt = Math.max(...subscription.items.map((item) => item.currentPeriodEnd));
        subscription.canceledAt = this.nowSeconds();
        subscription.cancellationReason = "cancellation_requested";
      } else {
        subscription.cancelAt = null;
        subscription.canceledAt = null;
        subscription.cancellationReason = null;
      }
    }
    if (changes.metadata !== undefined) subscription.metadata = changes.metadata;
    if (changes.description !== undefined) subscription.description = changes.description;
    return this.#updated(subscription, before);
  }

  /** `DELETE /v1/subscriptions/:id`: canceled now, not at the period's end (Stripe refuses a second cancel). */
  cancelNow(subscription: SubscriptionRecord): PendingEvent[] {
    if (subscription.status === "canceled") {
      throw stripeErrors.invalidRequest(`${subscription.id} is already canceled.`);
    }
    const now = this.nowSeconds();
    subscription.status = "canceled";
    subscription.canceledAt = now;
    subscription.endedAt = now;
    subscription.cancellationReason = "cancellation_requested";
    this.#state.changed();
    return [{ type: "customer.subscription.deleted", object: this.#resources.subscription(subscription) }];
  }

  /** Control endpoint: the renewal payment fails (the period moves on, the invoice stays open, status past_due). */
  failRenewal(subscription: SubscriptionRecord): PendingEvent[] {
    if (subscription.status !== "active") {
      throw stripeErrors.invalidRequest(
        `Only an active subscription can fail a renewal; ${subscription.id} is ${subscription.status}.`,
      );
    }
    if (subscription.cancelAtPeriodEnd) {
      throw stripeErrors.invalidRequest(
        `${subscription.id} is set to cancel at the end of its period, so it will not renew; use end-period.`,
      );
    }
    const before = this.#resources.subscription(subscription);
    this.#advancePeriod(subscription);
    const invoice = this.#invoice(subscription, "subscription_cycle", "open");
    subscription.latestInvoice = invoice.id;
    subscription.status = "past_due";
    return [
      { type: "invoice.payment_failed", object: this.#resources.invoice(invoice) },
      ...this.#updated(subscription, before),
    ];
  }

  /**
   * Control endpoint: the current period ends now. Set to cancel → canceled; past due (retries exhausted) →
   * canceled for non-payment; otherwise renewed and paid.
   */
  endPeriod(subscription: SubscriptionRecord): PendingEvent[] {
    if (subscription.status === "canceled") {
      throw stripeErrors.invalidRequest(`${subscription.id} is already canceled.`);
    }
    if (subscription.cancelAtPeriodEnd || subscription.status === "past_due") {
      const now = this.nowSeconds();
      if (subscription.status === "past_due") {
        subscription.canceledAt = now;
        subscription.cancellationReason = "payment_failed";
      }
      subscription.status = "canceled";
      subscription.endedAt = now;
      this.#state.changed();
      return [{ type: "customer.subscription.deleted", object: this.#resources.subscription(subscription) }];
    }
    const before = this.#resources.subscription(subscription);
    this.#advancePeriod(subscription);
    const invoice = this.#invoice(subscription, "subscription_cycle", "paid");
    subscription.latestInvoice = invoice.id;
    return [
      { type: "invoice.paid", object: this.#resources.invoice(invoice) },
      ...this.#updated(subscription, before),
    ];
  }

  /** The portal's "Pay overdue invoice": the open renewal invoice is paid with the test card, status active again. */
  payOverdue(subscription: SubscriptionRecord): PendingEvent[] {
    const invoice = subscription.latestInvoice
      ? this.#state.invoices.get(subscription.latestInvoice)
      : undefined;
    if (subscription.status !== "past_due" || !invoice || invoice.status !== "open") {
      throw stripeErrors.invalidRequest(`${subscription.id} has no overdue invoice.`);
    }
    const before = this.#resources.subscription(subscription);
    invoice.status = "paid";
    invoice.amountPaid = invoice.amountDue;
    invoice.attemptCount += 1;
    invoice.paidAt = this.nowSeconds();
    subscription.status = "active";
    return [
      { type: "invoice.paid", object: this.#resources.invoice(invoice) },
      ...this.#updated(subscription, before),
    ];
  }

  #updated(subscription: SubscriptionRecord, before: ApiObject): PendingEvent[] {
    this.#state.changed();
    const after = this.#resources.subscription(subscription);
    const previousAttributes = changedFields(before, after);
    if (Object.keys(previousAttributes).length === 0) return [];
    return [{ type: "customer.subscription.updated", object: after, previousAttributes }];
  }

  #advancePeriod(subscription: SubscriptionRecord): void {
    for (const item of subscription.items) {
      const price = this.#resources.price(item.price);
      let periods = 1;
      while (periodBoundary(subscription.billingCycleAnchor, price, periods) <= item.currentPeriodEnd)
        periods += 1;
      item.currentPeriodStart = item.currentPeriodEnd;
      item.currentPeriodEnd = periodBoundary(subscription.billingCycleAnchor, price, periods);
    }
  }

  #invoice(
    subscription: SubscriptionRecord,
    billingReason: InvoiceRecord["billingReason"],
    status: InvoiceRecord["status"],
  ): InvoiceRecord {
    const now = this.nowSeconds();
    const lines = subscription.items.map((item) => ({
      id: newId("il"),
      price: item.price,
      quantity: item.quantity,
      amount: this.#resources.price(item.price).unitAmount * item.quantity,
      start: item.currentPeriodStart,
      end: item.currentPeriodEnd,
    }));
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice: InvoiceRecord = {
      id: newId("in"),
      created: now,
      customer: subscription.customer,
      subscription: subscription.id,
      status,
      billingReason,
      currency: "gbp",
      amountDue: amount,
      amountPaid: status === "paid" ? amount : 0,
      attemptCount: 1,
      paidAt: status === "paid" ? now : null,
      periodStart: Math.min(...lines.map((line) => line.start)),
      periodEnd: Math.max(...lines.map((line) => line.end)),
      subscriptionMetadata: { ...subscription.metadata },
      lines,
    };
    this.#state.invoices.set(invoice.id, invoice);
    return invoice;
  }
}
