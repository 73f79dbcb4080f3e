// Account and data rights on the server (docs/product-rules.md 'Your account and your data'): "Export my data"
// holds every row the privacy policy lists, and deleting an account cancels a live subscription at once, removes
// every row of personal data (soft-deleted letters and versions too), keeps the logs with no user id, logs the
// deletion without naming the user, and refuses the last super admin.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import {
  payCheckout,
  setBillingEnvironment,
  startOwnStripeStandIn,
  startWebhookRelay,
  stripeSdk,
  type WebhookRelay,
} from "../fakes/billing-app.ts";

const stack = inject("localStack");
let target: Awaited<ReturnType<typeof startOwnStripeStandIn>>;
let relay: WebhookRelay;
let sdk: Stripe;

let exportRoute: typeof import("@/app/api/account/export/route");
let checkout: typeof import("@/app/api/stripe/checkout/route");
let webhook: typeof import("@/app/api/stripe/webhook/route");
let deleteAccount: typeof import("@/lib/account/delete-account").deleteAccount;
let getUserById: typeof import("@/lib/db/queries/users").getUserById;
let createApplication: typeof import("@/lib/db/queries/letter-versions").createApplication;
let addLetterVersion: typeof import("@/lib/db/queries/letter-versions").addLetterVersion;
let sql: typeof import("@/lib/db/client").sql;

async function signedIn(label: string) {
  const email = uniqueEmail(label);
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true, name: "Ada Lovelace" });
  return { id, email, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

/** A user with two applications (one soft-deleted), versions, notes, a sender block and usage rows. */
async function userWithData(label: string) {
  const user = await signedIn(label);
  const base = {
    userId: user.id,
    jobDescription: "Senior Analyst at Fabrikam",
    cvContent: "Ada Lovelace\nada@example.com\nAnalyst, Contoso 2019–2024",
    letter: "Dear Hiring Manager,\n\nI led the analytics team at Contoso.",
    additionalNotes: "Referred by Grace Hopper",
    claimCheck: { claims: [], unsupported: 0 },
  };
  const live = await createApplication({ ...base, title: "Fabrikam" }, "ai");
  await addLetterVersion(user.id, live.id, {
    letter: `${base.letter}\n\nSecond draft.`,
    source: "edited",
    claimCheck: base.claimCheck,
  });
  const deleted = await createApplication({ ...base, title: "Old application" }, "offline");
  await sql`update public.cover_letters set deleted_at = now() where id = ${deleted.id}`;
  await sql`insert into public.sender_profiles (user_id, name, email) values (${user.id}, 'Ada Lovelace', ${user.email})`;
  await sql`insert into public.api_usage_logs (user_id, request_type, status, tokens_used, cost_cents)
            values (${user.id}, 'generate_letter', 'success', 812, 0.42)`;
  return { ...user, live, deleted };
}

async function countRows(userId: string) {
  const [row] = await sql<Array<Record<string, number>>>`select
      (select count(*)::int from public.users where id = ${userId}) as users,
      (select count(*)::int from public.cover_letters where user_id = ${userId}) as letters,
      (select count(*)::int from public.letter_versions where user_id = ${userId}) as versions,
      (select count(*)::int from public.sender_profiles where user_id = ${userId}) as sender,
      (select count(*)::int from public.api_usage_logs where user_id = ${userId}) as usage,
      (select count(*)::int from auth.users where id = ${userId}) as auth_users,
      (select count(*)::int from auth.identities where user_id = ${userId}) as identities,
      (select count(*)::int from auth.sessions where user_id = ${userId}) as sessions`;
  return row!;
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  relay = await startWebhookRelay((request) => webhook.POST(request));
  target = await startOwnStripeStandIn(relay.url);
  setBillingEnvironment(target);
  sdk = stripeSdk(target);
  exportRoute = await import("@/app/api/account/export/route");
  checkout = await import("@/app/api/stripe/checkout/route");
  webhook = await import("@/app/api/stripe/webhook/route");
  ({ deleteAccount } = await import("@/lib/account/delete-account"));
  ({ getUserById } = await import("@/lib/db/queries/users"));
  ({ createApplication, addLetterVersion } = await import("@/lib/db/queries/letter-versions"));
  ({ sql } = await import("@/lib/db/client"));
});

afterAll(async () => {
  await target?.stop();
  await relay?.close();
});

describe("Export my data", () => {
  it("refuses a signed-out caller", async () => {
    expect((await exportRoute.GET(apiRequest("/api/account/export"))).status).toBe(401);
  });

  it("downloads the profile, consents, sender block, every application with versions and notes, and usage", async () => {
    const user = await userWithData("export");
    const response = await exportRoute.GET(apiRequest("/api/account/export", { cookies: user.cookies }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="cover-letter-builder-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = await response.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, name: "Ada Lovelace" });
    expect(data.consents.terms.accepted).toBe(true);
    expect(data.consents.marketing).toEqual({ consent: false, givenAt: null, withdrawnAt: null });
    expect(data.signInMethods).toEqual(["email"]);
    expect(data.senderBlock).toMatchObject({ name: "Ada Lovelace", email: user.email });
    expect(data.applications).toHaveLength(2);
    const [live, deleted] = data.applications;
    expect(live).toMatchObject({
      id: user.live.id,
      additionalNotes: "Referred by Grace Hopper",
      deletedAt: null,
    });
    expect(live.versions.map((version: { source: string }) => version.source)).toEqual(["ai", "edited"]);
    expect(live.claimCheck).toEqual({ claims: [], unsupported: 0 });
    expect(deleted.deletedAt).not.toBeNull();
    expect(data.usage).toEqual([
      expect.objectContaining({ requestType: "generate_letter", tokensUsed: 812, costCents: 0.42 }),
    ]);
  });

  it("never includes another user's rows", async () => {
    const owner = await userWithData("export-owner");
    const other = await signedIn("export-other");
    const data = await (
      await exportRoute.GET(apiRequest("/api/account/export", { cookies: other.cookies }))
    ).json();
    expect(data.applications).toEqual([]);
    expect(data.senderBlock).toBeNull();
    expect(JSON.stringify(data)).not.toContain(owner.id);
  });
});

describe("Delete my account", () => {
  it("cancels the live subscription at once, removes every personal row and keeps the logs without the user id", async () => {
    const user = await userWithData("delete");
    const started = (await (
      await checkout.POST(
        apiRequest("/api/stripe/checkout", {
          method: "POST",
          cookies: user.cookies,
          body: { billingCycle: "monthly" },
        }),
      )
    ).json()) as { url: string };
    await payCheckout(started.url);
    await expect.poll(async () => (await getUserById(user.id))?.subscriptionTier).toBe("premium");
    const profile = (await getUserById(user.id))!;
    const subscriptionId = profile.stripeSubscriptionId!;
    await sql`select public.log_admin_activity(null, 'role_change', 'user', ${user.id}, '{"role":"admin"}'::jsonb)`;

    expect(await deleteAccount(profile)).toEqual({ ok: true });

    expect((await sdk.subscriptions.retrieve(subscriptionId)).status).toBe("canceled");
    expect(await countRows(user.id)).toEqual({
      users: 0,
      letters: 0,
      versions: 0,
      sender: 0,
      usage: 0,
      auth_users: 0,
      identities: 0,
      sessions: 0,
    });
    // No row anywhere in public still names the user; the usage row stays with no user id.
    const [mentions] = await sql<Array<{ n: number }>>`select
      (select count(*)::int from public.admin_activity_logs where resource_id = ${user.id} or admin_id = ${user.id}
         or new_values::text like ${`%${user.email}%`}) as n`;
    expect(mentions!.n).toBe(0);
    const [kept] = await sql<Array<{ n: number }>>`select count(*)::int as n from public.api_usage_logs
      where user_id is null and tokens_used = 812`;
    expect(kept!.n).toBeGreaterThan(0);
    const [logged] = await sql<
      Array<{ admin_id: string | null; resource_id: string | null; new_values: unknown }>
    >`
      select admin_id, resource_id, new_values from public.admin_activity_logs
      where action = 'account_deleted' order by created_at desc limit 1`;
    expect(logged).toEqual({ admin_id: null, resource_id: null, new_values: {} });

    // Stripe's customer.subscription.deleted for the deleted user is answered 2xx, not retried for days.
    await expect.poll(() => relay.statuses.at(-1)).toBe(200);
    expect(relay.statuses.filter((status) => status >= 500)).toEqual([]);
    // The old session's cookies no longer reach anything.
    expect((await exportRoute.GET(apiRequest("/api/account/export", { cookies: user.cookies }))).status).toBe(
      401,
    );
  });

  it("refuses the last super admin, and lets one go when another remains", async () => {
    const first = await signedIn("super-1");
    await sql`update public.users set role = 'super_admin' where id = ${first.id}`;
    const others = await sql<
      Array<{ id: string }>
    >`select id from public.users where role = 'super_admin' and id <> ${first.id}`;
    // Demote every other super admin for the duration of the check, then restore them.
    await sql`update public.users set role = 'admin' where id in ${sql(others.map((row) => row.id))}`.catch(
      () => undefined,
    );
    try {
      expect(await deleteAccount((await getUserById(first.id))!)).toEqual({
        ok: false,
        reason: "last_super_admin",
      });
      expect((await countRows(first.id)).users).toBe(1);
    } finally {
      if (others.length)
        await sql`update public.users set role = 'super_admin' where id in ${sql(others.map((row) => row.id))}`;
    }
    const second = await signedIn("super-2");
    await sql`update public.users set role = 'super_admin' where id = ${second.id}`;
    expect(await deleteAccount((await getUserById(first.id))!)).toEqual({ ok: true });
    expect((await countRows(first.id)).users).toBe(0);
  });
});
