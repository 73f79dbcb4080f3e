// The API objects, built from the records in the shape current Stripe API versions return (period fields on the
// subscription items, invoices linked to their subscription through `parent.subscription_details`).
import type { PriceRecord } from "./prices.ts";
import { formatAmount, formatInterval } from "./prices.ts";
import type {
  CheckoutSessionRecord,
  CustomerRecord,
  InvoiceRecord,
  PortalSessionRecord,
  StripeState,
  SubscriptionItemRecord,
  SubscriptionRecord,
} from "./state.ts";

export type ApiObject = { id: string; object: string; [field: string]: unknown };

/** Stripe's list envelope (`{object: "list", data, has_more, url}`). */
export function asList(data: unknown[], url: string): Record<string, unknown> {
  return { object: "list", data, has_more: false, total_count: data.length, url };
}

export function priceObject(price: PriceRecord): ApiObject {
  return {
    id: price.id,
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: price.nickname,
    product: price.product,
    recurring: {
      interval: price.interval,
      interval_count: price.intervalCount,
      meter: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

/** The legacy `plan` every subscription item still carries next to its price. */
function planObject(price: PriceRecord): ApiObject {
  return {
    id: price.id,
    object: "plan",
    active: true,
    amount: price.unitAmount,
    amount_decimal: String(price.unitAmount),
    billing_scheme: "per_unit",
    created: price.created,
    currency: price.currency,
    interval: price.interval,
    interval_count: price.intervalCount,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: "licensed",
  };
}

export function customerObject(customer: CustomerRecord): ApiObject {
  return {
    id: customer.id,
    object: "customer",
    address: null,
    balance: 0,
    created: customer.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: customer.description,
    discount: null,
    email: customer.email,
    invoice_prefix: customer.id.slice(4, 12).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: 1,
    phone: customer.phone,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export class Resources {
  readonly #state: StripeState;
  readonly #baseUrl: () => string;

  constructor(state: StripeState, baseUrl: () => string) {
    this.#state = state;
    this.#baseUrl = baseUrl;
  }

  price(id: string): PriceRecord {
    const price = this.#state.prices.get(id);
    if (!price) throw new Error(`The stand-in lost price ${id}`);
    return price;
  }

  customer(customer: CustomerRecord): ApiObject {
    return customerObject(customer);
  }

  checkoutUrl(session: CheckoutSessionRecord): string {
    return `${this.#baseUrl()}/checkout/${session.id}`;
  }

  portalUrl(portal: PortalSessionRecord): string {
    return `${this.#baseUrl()}/portal/${portal.id}`;
  }

  subscriptionItem(subscription: SubscriptionRecord, item: SubscriptionItemRecord): ApiObject {
    const price = this.price(item.price);
    return {
      id: item.id,
      object: "subscription_item",
      billing_thresholds: null,
      created: item.created,
      current_period_end: item.currentPeriodEnd,
      current_period_start: item.currentPeriodStart,
      discounts: [],
      metadata: {},
      plan: planObject(price),
      price: priceObject(price),
      quantity: item.quantity,
      subscription: subscription.id,
      tax_rates: [],
    };
  }

  subscription(subscription: SubscriptionRecord): ApiObject {
    return {
      id: subscription.id,
      object: "subscription",
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: subscription.billingCycleAnchor,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: "classic" },
      billing_thresholds: null,
      cancel_at: subscription.cancelAt,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      canceled_at: subscription.canceledAt,
      cancellation_details: { comment: null, feedback: null, reason: subscription.cancellationReason },
      collection_method: "charge_automatically",
      created: subscription.created,
      currency: "gbp",
      customer: subscription.customer,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: subscription.description,
      discounts: [],
      ended_at: subscription.endedAt,
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: asList(
        subscription.items.map((item) => this.subscriptionItem(subscription, item)),
        `/v1/subscription_items?subscription=${subscription.id}`,
      ),
      latest_invoice: subscription.latestInvoice,
      livemode: false,
      metadata: subscription.metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "off",
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: subscription.startDate,
      status: subscription.status,
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: null,
    };
  }

  checkoutSession(session: CheckoutSessionRecord): ApiObject {
    const amount = this.sessionAmount(session);
    const customer = session.customer ? this.#state.customers.get(session.customer) : undefined;
    const complete = session.status === "complete";
    return {
      id: session.id,
      object: "checkout.session",
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: session.cancelUrl,
      client_reference_id: session.clientReferenceId,
      client_secret: null,
      consent: null,
      consent_collection: null,
      created: session.created,
      currency: "gbp",
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: session.customer,
      customer_creation: session.customerCreation,
      customer_details: complete
        ? {
            address: null,
            email: customer?.email ?? session.customerEmail,
            name: customer?.name ?? null,
            phone: null,
            tax_exempt: "none",
            tax_ids: [],
          }
        : null,
      customer_email: session.customerEmail,
      expires_at: session.expiresAt,
      invoice: session.invoice,
      invoice_creation: null,
      livemode: false,
      locale: null,
      metadata: session.metadata,
      mode: session.mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "always",
      payment_method_types: ["card"],
      payment_status: session.paymentStatus,
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: session.status,
      submit_type: null,
      subscription: session.subscription,
      success_url: session.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      // Stripe hands out the URL only while the session can still be paid.
      url: session.status === "open" ? this.checkoutUrl(session) : null,
    };
  }

  /** `line_items` (only when expanded, as on Stripe). */
  checkoutLineItems(session: CheckoutSessionRecord): Record<string, unknown> {
    return asList(
      session.lineItems.map((item) => {
        const price = this.price(item.price);
        const amount = price.unitAmount * item.quantity;
        return {
          id: item.id,
          object: "item",
          amount_discount: 0,
          amount_subtotal: amount,
          amount_tax: 0,
          amount_total: amount,
          currency: price.currency,
          description: price.nickname,
          price: priceObject(price),
          quantity: item.quantity,
        };
      }),
      `/v1/checkout/sessions/${session.id}/line_items`,
    );
  }

  sessionAmount(session: CheckoutSessionRecord): number {
    return session.lineItems.reduce(
      (sum, item) => sum + this.price(item.price).unitAmount * item.quantity,
      0,
    );
  }

  invoice(invoice: InvoiceRecord): ApiObject {
    const customer = this.#state.customers.get(invoice.customer);
    const paid = invoice.status === "paid";
    return {
      id: invoice.id,
      object: "invoice",
      account_country: "GB",
      account_name: "Cover Letter Builder (local stand-in)",
      amount_due: invoice.amountDue,
      amount_overpaid: 0,
      amount_paid: invoice.amountPaid,
      amount_remaining: invoice.amountDue - invoice.amountPaid,
      amount_shipping: 0,
      attempt_count: invoice.attemptCount,
      attempted: invoice.attemptCount > 0,
      auto_advance: !paid,
      billing_reason: invoice.billingReason,
      collection_method: "charge_automatically",
      created: invoice.created,
      currency: invoice.currency,
      customer: invoice.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      description: null,
      discounts: [],
      due_date: null,
      effective_at: invoice.created,
      hosted_invoice_url: null,
      invoice_pdf: null,
      lines: asList(
        invoice.lines.map((line) => {
          const price = this.price(line.price);
          return {
            id: line.id,
            object: "line_item",
            amount: line.amount,
            currency: invoice.currency,
            description: `${line.quantity} × ${price.nickname} (at ${formatAmount(price.unitAmount, price.currency)} ${formatInterval(price)})`,
            discountable: true,
            discounts: [],
            invoice: invoice.id,
            livemode: false,
            metadata: {},
            parent: {
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: invoice.subscription,
                subscription_item: this.#state.subscriptions.get(invoice.subscription)?.items[0]?.id ?? null,
              },
              type: "subscription_item_details",
            },
            period: { end: line.end, start: line.start },
            pricing: {
              price_details: { price: price.id, product: price.product },
              type: "price_details",
              unit_amount_decimal: String(price.unitAmount),
            },
            quantity: line.quantity,
          };
        }),
        `/v1/invoices/${invoice.id}/lines`,
      ),
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: null,
      parent: {
        quote_details: null,
        subscription_details: { metadata: invoice.subscriptionMetadata, subscription: invoice.subscription },
        type: "subscription_details",
      },
      period_end: invoice.periodEnd,
      period_start: invoice.periodStart,
      status: invoice.status,
      status_transitions: {
        finalized_at: invoice.created,
        marked_uncollectible_at: null,
        paid_at: invoice.paidAt,
        voided_at: null,
      },
      // Gone from the invoice in current API versions (it moved to parent.subscription_details); kept for old readers.
      subscription: invoice.subscription,
      subtotal: invoice.amountDue,
      total: invoice.amountDue,
      webhooks_delivered_at: null,
    };
  }

  portalSession(portal: PortalSessionRecord): ApiObject {
    return {
      id: portal.id,
      object: "billing_portal.session",
      configuration: "bpc_local_default",
      created: portal.created,
      customer: portal.customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: portal.returnUrl,
      url: this.portalUrl(portal),
    };
  }
}
