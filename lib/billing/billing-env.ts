import { parseBillingEnv, type BillingEnv } from "@/lib/env-schema";

let cached: { raw: string; env: BillingEnv } | undefined;

/** The validated Stripe variables; throws EnvError naming a bad one. */
export function billingEnv(): BillingEnv {
  const source = {
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: process.env.STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_SIXMONTHLY: process.env.STRIPE_PRICE_SIXMONTHLY,
    STRIPE_API_BASE: process.env.STRIPE_API_BASE,
  };
  // Re-parsed only when a value changes (integration tests point the app at a fresh stand-in).
  const raw = JSON.stringify(source);
  if (cached?.raw !== raw) cached = { raw, env: parseBillingEnv(source) };
  return cached.env;
}
