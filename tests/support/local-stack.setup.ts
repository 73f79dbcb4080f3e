import type { TestProject } from "vitest/node";
import { startAuthStandIn } from "../../local/auth/server.ts";
import { startMailbox } from "../../local/mailbox/server.ts";
import { findFreePort } from "../../local/ports.ts";
import { startPostgresStandIn } from "../../local/postgres-server.ts";
import { startStripeStandIn } from "../../local/stripe/server.ts";

export type LocalStack = {
  databaseUrl: string;
  /** NEXT_PUBLIC_SUPABASE_URL for this run, e.g. http://127.0.0.1:<port>. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  /** The site URL the auth stand-in redirects to (and the only origin it accepts in redirect_to). */
  siteUrl: string;
  /** STRIPE_API_BASE for this run, e.g. http://127.0.0.1:<port>. */
  stripeApiBase: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  stripePrices: { monthly: string; sixmonthly: string };
};

declare module "vitest" {
  export interface ProvidedContext {
    localStack: LocalStack;
  }
}

export const TEST_SITE_URL = "http://localhost:3000";

/**
 * Integration runs get their own stand-ins on free ports: a fresh, seeded, in-memory database, in-memory keys and mail,
 * in-memory Stripe. The Stripe stand-in starts with no webhook URL (events are only logged); a test that wants them
 * points it at its own handler with `POST <stripeApiBase>/__stand-in/webhook-url {"url": …}` (secret key as Bearer).
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgresStandIn({ port: await findFreePort(), seed: true });
  const mailbox = await startMailbox({ port: 0 });
  const auth = await startAuthStandIn({
    port: 0,
    databaseUrl: postgres.url,
    siteUrl: TEST_SITE_URL,
    mailbox,
  });
  const stripe = await startStripeStandIn({ port: 0 });
  project.provide("localStack", {
    databaseUrl: postgres.url,
    supabaseUrl: auth.url,
    anonKey: auth.anonKey,
    serviceRoleKey: auth.serviceRoleKey,
    mailboxUrl: mailbox.url,
    siteUrl: TEST_SITE_URL,
    stripeApiBase: stripe.url,
    stripeSecretKey: stripe.secretKey,
    stripeWebhookSecret: stripe.webhookSecret,
    stripePrices: stripe.prices,
  });
  return async () => {
    await stripe.stop();
    await auth.stop();
    await mailbox.stop();
    await postgres.stop();
  };
}
