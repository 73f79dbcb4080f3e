import { readdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ACCOUNTS,
  migrate,
  pgliteRunner,
  postgresJsRunner,
  type SqlRunner,
} from "../../local/migrate.ts";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

const MIGRATION_FILES = readdirSync(new URL("../../supabase/migrations/", import.meta.url))
  .filter((file) => /^\d+_.+\.sql$/.test(file))
  .sort();

async function count(db: SqlRunner, from: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${from}`);
  return row?.n ?? -1;
}

describe("migrations on PGlite", () => {
  let pglite: PGlite;
  let db: SqlRunner;

  beforeAll(async () => {
    pglite = new PGlite();
    db = pgliteRunner(pglite);
  });
  afterAll(() => pglite?.close());

  it("apply every migration and the seed on an empty database", async () => {
    expect(MIGRATION_FILES.length).toBeGreaterThan(0);
    expect(await migrate(db, { seed: true })).toEqual({ applied: MIGRATION_FILES, seeded: true });
    const versions = await db.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations order by version",
    );
    expect(versions.map((row) => row.version)).toEqual(MIGRATION_FILES.map((file) => file.split("_")[0]));
  });

  it("apply nothing and do not re-seed on the second run", async () => {
    expect(await migrate(db, { seed: true })).toEqual({ applied: [], seeded: false });
    expect(await count(db, "auth.users")).toBe(DEMO_ACCOUNTS.length);
    expect(await count(db, "auth.identities")).toBe(DEMO_ACCOUNTS.length);
    expect(await count(db, "public.users")).toBe(DEMO_ACCOUNTS.length);
    expect(await count(db, "public.app_settings")).toBe(2);
  });

  it("seed the demo accounts with their tiers, roles, consent and password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await db.query<{
        subscription_tier: string;
        subscription_status: string | null;
        role: string | null;
        terms_accepted: boolean;
        terms_accepted_at: Date | null;
        current_period_end: Date | null;
        encrypted_password: string;
        email_confirmed_at: Date | null;
        provider: string;
      }>(
        `select p.subscription_tier, p.subscription_status, p.role, p.terms_accepted, p.terms_accepted_at, p.current_period_end,
                a.encrypted_password, a.email_confirmed_at, i.provider
         from public.users p join auth.users a using (id) join auth.identities i on i.user_id = a.id
         where p.email = $1`,
        [account.email],
      );
      expect(user, account.email).toBeDefined();
      if (!user) continue;
      expect(user.subscription_tier).toBe(account.role === "premium" ? "premium" : "free");
      expect(user.subscription_status).toBe("active");
      expect(user.role).toBe(
        account.role === "admin" || account.role === "super_admin" ? account.role : null,
      );
      expect(user.terms_accepted).toBe(true);
      expect(user.terms_accepted_at).not.toBeNull();
      expect(user.email_confirmed_at).not.toBeNull();
      expect(user.provider).toBe("email");
      expect(bcrypt.compareSync(account.password, user.encrypted_password)).toBe(true);
      if (account.role === "premium")
        expect(user.current_period_end!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    }
  });
});

describe("schema behaviour on PGlite", () => {
  let pglite: PGlite;
  let db: SqlRunner;

  async function createAuthUser(email: string, metadata: Record<string, unknown>): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
       values (gen_random_uuid(), 'authenticated', 'authenticated', $1, $2, '2026-03-04T05:06:07Z', now()) returning id`,
      [email, JSON.stringify(metadata)],
    );
    return row!.id;
  }

  beforeAll(async () => {
    pglite = new PGlite();
    db = pgliteRunner(pglite);
    await migrate(db, { seed: false });
  });
  afterAll(() => pglite?.close());

  it("create a free, active profile from sign-up metadata, with consent times only where consent was given", async () => {
    const cases = [
      {
        metadata: { name: "Ana", terms_accepted: true, marketing_consent: false },
        terms: true,
        marketing: false,
        name: "Ana",
      },
      {
        metadata: { full_name: "Ben Full", termsAccepted: "true", marketingConsent: "true" },
        terms: true,
        marketing: true,
        name: "Ben Full",
      },
      { metadata: { name: "  ", terms_accepted: "false" }, terms: false, marketing: false, name: null },
      { metadata: {}, terms: false, marketing: false, name: null },
    ];
    for (const [index, example] of cases.entries()) {
      const id = await createAuthUser(`user${index}@example.com`, example.metadata);
      const [user] = await db.query<Record<string, unknown>>("select * from public.users where id = $1", [
        id,
      ]);
      const signedUpAt = new Date("2026-03-04T05:06:07Z");
      expect(user).toMatchObject({
        email: `user${index}@example.com`,
        name: example.name,
        subscription_tier: "free",
        subscription_status: "active",
        role: null,
        terms_accepted: example.terms,
        terms_accepted_at: example.terms ? signedUpAt : null,
        privacy_policy_accepted: example.terms,
        privacy_policy_accepted_at: example.terms ? signedUpAt : null,
        marketing_consent: example.marketing,
        marketing_consent_at: example.marketing ? signedUpAt : null,
      });
    }
  });

  it("keep users.email in step with auth.users.email", async () => {
    const id = await createAuthUser("old@example.com", {});
    await db.query("update auth.users set email = 'new@example.com' where id = $1", [id]);
    const [user] = await db.query<{ email: string }>("select email from public.users where id = $1", [id]);
    expect(user?.email).toBe("new@example.com");
  });

  it("keep only the newest 100 cover letters per user", async () => {
    const id = await createAuthUser("writer@example.com", {});
    const other = await createAuthUser("other-writer@example.com", {});
    await db.query(
      `insert into public.cover_letters (user_id, title, job_description, cv_content, letter, created_at)
       select $1, 'letter ' || n, 'jd', 'cv', 'text', now() - make_interval(days => 200 - n) from generate_series(1, 100) n`,
      [id],
    );
    await db.query(
      `insert into public.cover_letters (user_id, job_description, cv_content, letter) values ($1, 'jd', 'cv', 'x')`,
      [other],
    );
    await db.query(
      `insert into public.cover_letters (user_id, title, job_description, cv_content, letter) values ($1, 'newest', 'jd', 'cv', 'text')`,
      [id],
    );
    const titles = (
      await db.query<{ title: string }>(
        "select title from public.cover_letters where user_id = $1 order by created_at",
        [id],
      )
    ).map((row) => row.title);
    expect(titles).toHaveLength(100);
    expect(titles[0]).toBe("letter 2"); // letter 1 was the oldest
    expect(titles.at(-1)).toBe("newest");
    expect(await count(db, `public.cover_letters where user_id = '${other}'`)).toBe(1);
  });

  it("log_api_usage rounds the cost to 2 decimals and truncates the error at 300 characters", async () => {
    const [row] = await db.query<{ id: string }>(
      "select public.log_api_usage(null, 's1', 'openrouter', '/chat/completions', 'm', 'cover_letter_generation', 120, 1.23456, 'error', 42, $1) as id",
      ["e".repeat(500)],
    );
    const [log] = await db.query<{ cost_cents: string; error_message: string; tokens_used: number }>(
      "select cost_cents::text, error_message, tokens_used from public.api_usage_logs where id = $1",
      [row!.id],
    );
    expect(log).toEqual({ cost_cents: "1.23", error_message: "e".repeat(300), tokens_used: 120 });
  });

  it("log_admin_activity records the action", async () => {
    const [row] = await db.query<{ id: string }>(
      `select public.log_admin_activity(null, 'update_setting', 'app_settings', 'api.retries.max', '{"value": "4"}') as id`,
    );
    const [log] = await db.query(
      "select action, resource_id, new_values from public.admin_activity_logs where id = $1",
      [row!.id],
    );
    expect(log).toEqual({
      action: "update_setting",
      resource_id: "api.retries.max",
      new_values: { value: "4" },
    });
  });

  it("advert_analyses keeps one row per cache key, and a done row has a result", async () => {
    const insert = (key: string, status: string) =>
      db.exec(
        `insert into public.advert_analyses (cache_key, model, status) values ('${key}', 'm', '${status}')`,
      );
    const key = "f".repeat(64);
    await insert(key, "pending");
    await expect(insert(key, "failed")).rejects.toThrow(/duplicate key/);
    await expect(
      db.exec(`update public.advert_analyses set status = 'done' where cache_key = '${key}'`),
    ).rejects.toThrow(/check constraint/);
    await expect(insert("not-a-hash", "pending")).rejects.toThrow(/check constraint/);
    await expect(insert("e".repeat(64), "busy")).rejects.toThrow(/check constraint/);
    await db.exec(
      `update public.advert_analyses set status = 'done', result = '{"company": "Acme"}' where cache_key = '${key}'`,
    );
    expect(await count(db, "public.advert_analyses where status = 'done'")).toBe(1);
  });

  it("update_daily_costs sums one UTC day of finished calls, and can run again", async () => {
    await db.exec(`
      insert into public.api_usage_logs (request_type, status, tokens_used, cost_cents, created_at) values
        ('t', 'success', 100, 1.50, '2026-05-01T00:00:00Z'),
        ('t', 'error', 10, 0.25, '2026-05-01T23:59:59Z'),
        ('t', 'pending', 0, 0, '2026-05-01T12:00:00Z'),
        ('t', 'success', 999, 9.99, '2026-04-30T23:59:59Z'),
        ('t', 'success', 999, 9.99, '2026-05-02T00:00:00Z');
    `);
    await db.exec("select public.update_daily_costs('2026-05-01')");
    await db.exec("select public.update_daily_costs('2026-05-01')");
    const rows = await db.query(
      "select total_cost_cents::text as cost, total_requests, total_tokens::int as tokens from public.cost_tracking where date = '2026-05-01'",
    );
    expect(rows).toEqual([{ cost: "1.75", total_requests: 2, tokens: 110 }]);
  });
});

const realPostgres = injectRealPostgres("migrations on real PostgreSQL");

describe.skipIf(!realPostgres)("migrations on real PostgreSQL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!, { empty: true });
  });
  afterAll(() => database?.drop());

  it("apply every migration and the seed on an empty database, then nothing on the second run", async () => {
    const db = postgresJsRunner(database.sql);
    expect(await migrate(db, { seed: true })).toEqual({ applied: MIGRATION_FILES, seeded: true });
    expect(await migrate(db, { seed: true })).toEqual({ applied: [], seeded: false });
    expect(await count(db, "public.users")).toBe(DEMO_ACCOUNTS.length);
  });

  it("leave nothing behind when a migration fails", async () => {
    const db = postgresJsRunner(database.sql);
    await expect(db.exec("create table public.half_done (x int); select 1/0;")).rejects.toThrow(
      /division by zero/,
    );
    expect(await count(db, "pg_class where relname = 'half_done'")).toBe(0);
  });
});
