import { envReader } from "@/lib/env-reader";
import { parseBillingEnv } from "@/lib/env-schema";

/** The validated Stripe variables; throws EnvError naming a bad one. */
export const billingEnv = envReader(
  [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_PRICE_MONTHLY",
    "STRIPE_PRICE_SIXMONTHLY",
    "STRIPE_API_BASE",
  ],
  parseBillingEnv,
);
