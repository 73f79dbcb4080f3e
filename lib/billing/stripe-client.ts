import Stripe from "stripe";
import { billingEnv } from "@/lib/billing/billing-env";

let cached: { key: string; client: Stripe } | undefined;

/**
 * The one Stripe SDK client. With STRIPE_API_BASE (the local stand-in) the SDK's own host/port/protocol options
 * point it there; without it, it talks to Stripe.
 */
export function stripe(): Stripe {
  const env = billingEnv();
  const key = `${env.STRIPE_SECRET_KEY} ${env.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === key) return cached.client;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Cover Letter Builder" },
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
  cached = { key, client };
  return client;
}

/** The Stripe price of a billing cycle (ids from the environment). */
export function priceIdFor(cycle: "monthly" | "sixmonthly"): string {
  const env = billingEnv();
  return cycle === "monthly" ? env.STRIPE_PRICE_MONTHLY : env.STRIPE_PRICE_SIXMONTHLY;
}
