// The stand-in's HTML: the test checkout page, the billing portal, and the index. Plain server-rendered pages,
// no scripts, no external assets; every page says it is a local stand-in.
import { escapeHtml } from "../html.ts";
import { formatAmount, formatInterval, type PriceRecord } from "./prices.ts";
import type { CheckoutSessionRecord, EventRecord, SubscriptionRecord } from "./state.ts";

const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function date(unixSeconds: number): string {
  const value = new Date(unixSeconds * 1000);
  return `<time datetime="${value.toISOString()}">${DATE.format(value)}</time>`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (local Stripe stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 32rem; padding: 2rem 1.25rem; color: #1f2933; }
  .banner { background: #fff4d6; border: 1px solid #f0c36d; padding: .5rem .75rem; border-radius: .375rem; font-size: .9rem; }
  .price { font-size: 1.75rem; font-weight: 700; margin: .25rem 0; }
  .price span { font-size: 1rem; font-weight: 400; color: #52606d; }
  .muted { color: #52606d; }
  section { border: 1px solid #d9dee3; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  h2 { margin: 0 0 .25rem; font-size: 1.15rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-top: 1.25rem; }
  form { margin: 0; }
  button { font: inherit; padding: .6rem 1.1rem; border-radius: .375rem; border: 1px solid #1f4fd1; background: #1f4fd1; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1f4fd1; }
  a { color: #1f4fd1; }
  :focus-visible { outline: 3px solid #f0a500; outline-offset: 2px; }
  .status { background: #e3f8e8; border: 1px solid #6fcf97; padding: .5rem .75rem; border-radius: .375rem; }
  .error { color: #b42318; }
  table { border-collapse: collapse; width: 100%; font-size: .9rem; } td, th { text-align: left; padding: .25rem .5rem .25rem 0; }
  code { background: #f5f7fa; padding: 0 .25rem; border-radius: .25rem; }
</style>
</head>
<body>
<main>
<p class="banner">Stripe — <strong>local stand-in</strong>. No real card is charged and no money moves.</p>
${body}
</main>
</body>
</html>`;
}

function planName(prices: PriceRecord[]): string {
  return prices.map((price) => price.nickname).join(" + ");
}

export function checkoutPage(options: {
  session: CheckoutSessionRecord;
  prices: PriceRecord[];
  email: string | null;
}): string {
  const { session, prices, email } = options;
  const name = planName(prices);
  const lines = session.lineItems
    .map((item, index) => {
      const price = prices[index] as PriceRecord;
      const quantity = item.quantity > 1 ? `${item.quantity} × ` : "";
      return `<p class="price">${quantity}${escapeHtml(formatAmount(price.unitAmount, price.currency))} <span>${escapeHtml(formatInterval(price))}</span></p>`;
    })
    .join("\n");
  const cancel = session.cancelUrl ? `<a href="${escapeHtml(session.cancelUrl)}">Cancel</a>` : "";
  return layout(
    `Checkout — ${name}`,
    `<h1>${escapeHtml(name)}</h1>
${lines}
${email ? `<p class="muted">Billed to ${escapeHtml(email)}</p>` : ""}
<p class="muted">Paying uses the test card 4242 4242 4242 4242. The subscription starts straight away.</p>
<div class="actions">
  <form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
    <button type="submit">Pay with test card</button>
  </form>
  ${cancel}
</div>`,
  );
}

/** A checkout session that can no longer be paid. */
export function checkoutClosedPage(session: CheckoutSessionRecord, successUrl: string): string {
  const complete = session.status === "complete";
  const link = complete
    ? `<a href="${escapeHtml(successUrl)}">Continue</a>`
    : session.cancelUrl
      ? `<a href="${escapeHtml(session.cancelUrl)}">Return</a>`
      : "";
  return layout(
    complete ? "Already paid" : "Checkout expired",
    `<h1>${complete ? "This checkout session is already paid" : "This checkout session has expired"}</h1>
<p>${complete ? "It cannot be paid again." : "It can no longer be paid. Start again from the app."}</p>
${link ? `<div class="actions">${link}</div>` : ""}`,
  );
}

export function notFoundPage(what: string): string {
  return layout("Not found", `<h1>Not found</h1>\n<p>${escapeHtml(what)}</p>`);
}

export type PortalPlan = { subscription: SubscriptionRecord; prices: PriceRecord[] };

function statusText(subscription: SubscriptionRecord): string {
  if (subscription.status === "canceled") return "Ended";
  if (subscription.status === "past_due") return "Past due";
  return subscription.cancelAtPeriodEnd ? "Cancelled — active until the end of the period" : "Active";
}

function planSection(portalId: string, plan: PortalPlan, index: number): string {
  const { subscription, prices } = plan;
  const periodEnd = Math.max(...subscription.items.map((item) => item.currentPeriodEnd));
  const action = (verb: string, label: string, secondary = false) =>
    `<form method="post" action="/portal/${escapeHtml(portalId)}/subscriptions/${escapeHtml(subscription.id)}/${verb}">
      <button type="submit"${secondary ? ' class="secondary"' : ""}>${label}</button>
    </form>`;
  let detail: string;
  let actions = "";
  if (subscription.status === "canceled") {
    detail = `Ended on ${date(subscription.endedAt ?? periodEnd)}.`;
  } else if (subscription.cancelAtPeriodEnd) {
    detail = `Your plan is cancelled. It stays active until ${date(periodEnd)} and then ends.`;
    actions = action("renew", "Renew plan");
  } else if (subscription.status === "past_due") {
    detail = `The last renewal payment failed. Pay the overdue invoice to keep your plan.`;
    actions = action("pay", "Pay overdue invoice") + action("cancel", "Cancel plan", true);
  } else {
    detail = `Renews on ${date(periodEnd)}.`;
    actions = action("cancel", "Cancel plan", true);
  }
  const prices_ = prices
    .map(
      (price) =>
        `${escapeHtml(formatAmount(price.unitAmount, price.currency))} ${escapeHtml(formatInterval(price))}`,
    )
    .join(" + ");
  return `<section aria-labelledby="plan-${index}">
  <h2 id="plan-${index}">${escapeHtml(planName(prices))}</h2>
  <p>${prices_}</p>
  <p><strong>Status:</strong> ${escapeHtml(statusText(subscription))}</p>
  <p>${detail}</p>
  ${actions ? `<div class="actions">${actions}</div>` : ""}
</section>`;
}

export function portalPage(options: {
  portalId: string;
  email: string | null;
  plans: PortalPlan[];
  returnUrl: string | null;
  notice?: string;
}): string {
  const { portalId, email, plans, returnUrl, notice } = options;
  const current = plans.filter((plan) => plan.subscription.status !== "canceled");
  const ended = plans.filter((plan) => plan.subscription.status === "canceled").slice(0, 3);
  const sections = [...current, ...ended].map((plan, index) => planSection(portalId, plan, index)).join("\n");
  return layout(
    "Manage your plan",
    `<h1>Manage your plan</h1>
${email ? `<p class="muted">Signed in as ${escapeHtml(email)}</p>` : ""}
${notice ? `<p class="status" role="status">${escapeHtml(notice)}</p>` : ""}
${current.length ? "" : "<p>You have no active plan.</p>"}
${sections}
${returnUrl ? `<div class="actions"><a href="${escapeHtml(returnUrl)}">Return</a></div>` : ""}`,
  );
}

export function indexPage(options: {
  apiBase: string;
  prices: PriceRecord[];
  events: EventRecord[];
}): string {
  const prices = options.prices
    .map(
      (price) =>
        `<tr><td><code>${escapeHtml(price.id)}</code></td><td>${escapeHtml(price.nickname)}</td><td>${escapeHtml(formatAmount(price.unitAmount, price.currency))} ${escapeHtml(formatInterval(price))}</td></tr>`,
    )
    .join("\n");
  const events = options.events
    .slice(-20)
    .reverse()
    .map((event) => {
      const last = event.deliveries.at(-1);
      const outcome = last ? `${last.outcome}${last.status ? ` (HTTP ${last.status})` : ""}` : "pending";
      return `<tr><td><code>${escapeHtml(event.id)}</code></td><td>${escapeHtml(event.type)}</td><td>${escapeHtml(outcome)}</td></tr>`;
    })
    .join("\n");
  return layout(
    "Stripe",
    `<h1>Stripe</h1>
<p>API base: <code>${escapeHtml(options.apiBase)}</code> (give it to the <code>stripe</code> SDK as host, port and protocol).</p>
<h2>Prices</h2>
<table><thead><tr><th scope="col">Id</th><th scope="col">Plan</th><th scope="col">Price</th></tr></thead><tbody>
${prices}
</tbody></table>
<h2>Latest events</h2>
${events ? `<table><thead><tr><th scope="col">Id</th><th scope="col">Type</th><th scope="col">Delivery</th></tr></thead><tbody>\n${events}\n</tbody></table>` : "<p>No events yet.</p>"}`,
  );
}
