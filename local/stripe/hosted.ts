// The browser-facing pages: test checkout (/checkout/:id, "Pay with test card") and billing portal (/portal/:id,
// "Cancel plan" / "Renew plan"). Their events are delivered before the browser is sent on, so the app already
// knows the new state when the user arrives back.
import type { StripeContext } from "./context.ts";
import { html, redirect, type Reply } from "./http.ts";
import type { PendingEvent } from "./lifecycle.ts";
import { checkoutClosedPage, checkoutPage, notFoundPage, portalPage, type PortalPlan } from "./pages.ts";
import type { CheckoutSessionRecord, PortalSessionRecord } from "./state.ts";

const NOTICES: Record<string, string> = {
  cancel: "Your plan has been cancelled.",
  renew: "Your plan has been renewed.",
  pay: "Payment received. Your plan is active again.",
};

function successUrl(session: CheckoutSessionRecord): string {
  return session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
}

function showCheckout(ctx: StripeContext, session: CheckoutSessionRecord): Reply {
  if (session.status !== "open") return html(200, checkoutClosedPage(session, successUrl(session)));
  const customer = session.customer ? ctx.state.customers.get(session.customer) : undefined;
  return html(
    200,
    checkoutPage({
      session,
      prices: session.lineItems.map((item) => ctx.resources.price(item.price)),
      email: customer?.email ?? session.customerEmail,
    }),
  );
}

async function pay(ctx: StripeContext, session: CheckoutSessionRecord): Promise<Reply> {
  if (session.status !== "open") return html(409, checkoutClosedPage(session, successUrl(session)));
  await ctx.webhooks.send(ctx.lifecycle.completeCheckout(session));
  return redirect(successUrl(session));
}

function showPortal(ctx: StripeContext, portal: PortalSessionRecord, done: string | null): Reply {
  const customer = ctx.state.customers.get(portal.customer);
  const plans: PortalPlan[] = [...ctx.state.subscriptions.values()]
    .filter((subscription) => subscription.customer === portal.customer)
    .sort((a, b) => b.created - a.created)
    .map((subscription) => ({
      subscription,
      prices: subscription.items.map((item) => ctx.resources.price(item.price)),
    }));
  return html(
    200,
    portalPage({
      portalId: portal.id,
      email: customer?.email ?? null,
      plans,
      returnUrl: portal.returnUrl,
      notice: done ? NOTICES[done] : undefined,
    }),
  );
}

async function portalAction(
  ctx: StripeContext,
  portal: PortalSessionRecord,
  subscriptionId: string,
  verb: string,
): Promise<Reply> {
  const subscription = ctx.state.subscriptions.get(subscriptionId);
  if (!subscription || subscription.customer !== portal.customer) {
    return html(404, notFoundPage("This plan does not belong to this billing portal session."));
  }
  let events: PendingEvent[];
  try {
    if (verb === "cancel")
      events = ctx.lifecycle.updateSubscription(subscription, { cancelAtPeriodEnd: true });
    else if (verb === "renew")
      events = ctx.lifecycle.updateSubscription(subscription, { cancelAtPeriodEnd: false });
    else events = ctx.lifecycle.payOverdue(subscription);
  } catch (error) {
    // A stale page (the plan changed meanwhile): show the current state instead.
    console.warn(`[stripe stand-in] portal ${verb} on ${subscription.id}: ${(error as Error).message}`);
    return redirect(`/portal/${portal.id}`);
  }
  await ctx.webhooks.send(events);
  return redirect(`/portal/${portal.id}?done=${verb}`);
}

/** The hosted page for this request, or undefined when the path is not one of them. */
export async function handleHosted(ctx: StripeContext, method: string, url: URL): Promise<Reply | undefined> {
  const path = url.pathname.replace(/\/+$/, "");
  const read = method === "GET" || method === "HEAD";

  const checkout = /^\/checkout\/([A-Za-z0-9_]+)(\/pay)?$/.exec(path);
  if (checkout && (read ? !checkout[2] : method === "POST" && checkout[2])) {
    const session = ctx.lifecycle.checkoutSession(checkout[1] ?? "");
    if (!session) return html(404, notFoundPage("There is no checkout session at this address."));
    return read ? showCheckout(ctx, session) : pay(ctx, session);
  }

  const portalView = /^\/portal\/([A-Za-z0-9_]+)$/.exec(path);
  const portalPost = /^\/portal\/([A-Za-z0-9_]+)\/subscriptions\/([A-Za-z0-9_]+)\/(cancel|renew|pay)$/.exec(
    path,
  );
  if ((portalView && read) || (portalPost && method === "POST")) {
    const portal = ctx.state.portalSessions.get((portalView ?? portalPost)?.[1] ?? "");
    if (!portal) return html(404, notFoundPage("There is no billing portal session at this address."));
    if (portalView) return showPortal(ctx, portal, url.searchParams.get("done"));
    return portalAction(ctx, portal, portalPost?.[2] ?? "", portalPost?.[3] ?? "");
  }
  return undefined;
}
