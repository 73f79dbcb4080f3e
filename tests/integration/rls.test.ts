// docs/architecture.md, rule 3 against a real PostgreSQL server: through Supabase's public API roles a user reads
// at most its own rows and can change nothing. Tables are enumerated from the catalog, so a new
// table without RLS, or with a grant nobody reviewed, fails here.
import { randomUUID } from "node:crypto";
import type { Sql, TransactionSql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

/** Tables `authenticated` may read, and the column that names the owning user. Everything else: no access. */
const OWN_ROWS: Record<string, string> = {
  users: "id",
  cover_letters: "user_id",
  api_usage_logs: "user_id",
  sender_profiles: "user_id",
  letter_versions: "user_id",
};

/** Columns only the server may change (docs/architecture.md §3). */
const PROTECTED_USER_COLUMNS: Record<string, string> = {
  role: "'super_admin'",
  subscription_tier: "'premium'",
  subscription_status: "'trialing'",
  stripe_customer_id: "'cus_mine'",
  stripe_subscription_id: "'sub_mine'",
  current_period_end: "now() + interval '10 years'",
  cancel_at_period_end: "true",
};

const realPostgres = injectRealPostgres("row-level security");

describe.skipIf(!realPostgres)("row-level security and privileges (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;
  let tables: string[];
  const userA = randomUUID();
  const userB = randomUUID();

  class Rollback extends Error {}

  /** Runs `work` in a transaction as the given database role (and JWT claims), then rolls it back. */
  async function inRole<T>(
    role: string,
    claims: object,
    work: (tx: TransactionSql) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      await sql.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx.unsafe(`set local request.jwt.claims = '${JSON.stringify(claims)}'`);
        result = await work(tx);
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    return result!;
  }

  /** As Supabase's API would run it for this user's JWT, or for the anon key when `user` is null. */
  function asUser<T>(user: string | null, work: (tx: TransactionSql) => Promise<T>): Promise<T> {
    return user
      ? inRole("authenticated", { sub: user, role: "authenticated" }, work)
      : inRole("anon", { role: "anon" }, work);
  }

  async function expectDenied(user: string | null, statement: string): Promise<void> {
    await expect(
      asUser(user, (tx) => tx.unsafe(statement)),
      statement,
    ).rejects.toMatchObject({ code: "42501" });
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
    for (const [id, email] of [
      [userA, "a@example.com"],
      [userB, "b@example.com"],
    ] as const) {
      await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
                values (${id}, 'authenticated', 'authenticated', ${email}, ${sql.json({ name: email, terms_accepted: true })}, now(), now())`;
      const [letter] = await sql<{ id: string }[]>`
        insert into public.cover_letters (user_id, job_description, cv_content, letter) values (${id}, 'jd', 'cv', 'letter')
        returning id`;
      await sql`insert into public.letter_versions (letter_id, user_id, letter, source) values (${letter!.id}, ${id}, 'letter', 'ai')`;
      await sql`insert into public.sender_profiles (user_id, name) values (${id}, ${email})`;
      await sql`insert into public.api_usage_logs (user_id, request_type, status) values (${id}, 'cover_letter_generation', 'success')`;
      await sql`insert into public.admin_activity_logs (admin_id, action) values (${id}, 'update_setting')`;
      await sql`insert into public.app_settings (key, value, updated_by) values (${`test.${id}`}, '"x"', ${id})`;
    }
    await sql`insert into public.api_usage_logs (user_id, request_type, status) values (null, 'cv_extraction', 'error')`;
    await sql`insert into public.stripe_events (id, type) values ('evt_test', 'checkout.session.completed')`;
    await sql`insert into public.rate_limit_hits (key, hits, allowed, updated_at) values ('generate:test', array[now()], true, now())`;
    await sql`insert into public.advert_analyses (cache_key, model, status, result)
              values (${"0".repeat(64)}, 'm', 'done', '{"company": "Acme"}'::jsonb)`;
    await sql`select public.update_daily_costs()`;

    const relations = await sql<{ relname: string }[]>`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f') order by c.relname`;
    tables = relations.map((row) => row.relname);
  });
  afterAll(() => database?.drop());

  it("finds the tables it guards, each holding rows", async () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        "users",
        "cover_letters",
        "api_usage_logs",
        "admin_activity_logs",
        "app_settings",
        "cost_tracking",
        "stripe_events",
        "advert_analyses",
        "sender_profiles",
        "letter_versions",
        "rate_limit_hits",
        "settings_version",
      ]),
    );
    for (const table of tables) {
      const [row] = await sql.unsafe(`select count(*)::int as n from public.${table}`);
      expect(row?.n, table).toBeGreaterThan(0);
    }
  });

  it("has row-level security enabled on every public table, and no views", async () => {
    const rows = await sql<{ relname: string; relkind: string; relrowsecurity: boolean }[]>`
      select c.relname, c.relkind, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`;
    for (const row of rows)
      expect(row, row.relname).toMatchObject({
        relkind: expect.stringMatching(/^[rp]$/),
        relrowsecurity: true,
      });
  });

  it("grants anon nothing and authenticated only SELECT on its readable tables", async () => {
    const privileges = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"];
    const granted = await sql<{ role: string; table: string; privilege: string }[]>`
      select r.role, t.relname as table, p.privilege
      from (values ('anon'), ('authenticated'), ('public')) r (role)
      cross join (select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                  where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')) t
      cross join unnest(${privileges}::text[]) p (privilege)
      where has_table_privilege(r.role, t.oid, p.privilege)
      order by 1, 2, 3`;
    expect(granted).toEqual(
      Object.keys(OWN_ROWS)
        .sort()
        .map((table) => ({ role: "authenticated", table, privilege: "SELECT" })),
    );
  });

  it("has only SELECT policies, for authenticated, scoped to the user", async () => {
    const policies = await sql<{ tablename: string; cmd: string; roles: string[]; qual: string }[]>`
      select tablename, cmd, roles::text[] as roles, qual from pg_policies where schemaname = 'public' order by tablename`;
    expect(policies.map((policy) => policy.tablename).sort()).toEqual(Object.keys(OWN_ROWS).sort());
    for (const policy of policies) {
      expect(policy.cmd).toBe("SELECT");
      expect(policy.roles).toEqual(["authenticated"]);
      expect(policy.qual).toContain("auth.uid()");
    }
  });

  it("lets a user read only its own rows in every table it may read, and nothing elsewhere", async () => {
    for (const table of tables) {
      const owner = OWN_ROWS[table];
      if (!owner) {
        await expectDenied(userA, `select * from public.${table}`);
        continue;
      }
      const visible = await asUser(userA, (tx) => tx.unsafe(`select ${owner} as owner from public.${table}`));
      const [own] = await sql.unsafe(`select count(*)::int as n from public.${table} where ${owner} = $1`, [
        userA,
      ]);
      expect(visible.length, table).toBe(own?.n);
      expect(visible.length, table).toBeGreaterThan(0);
      expect(
        visible.every((row) => row.owner === userA),
        table,
      ).toBe(true);
    }
  });

  it("lets anon read nothing", async () => {
    for (const table of tables) await expectDenied(null, `select * from public.${table}`);
  });

  it("lets a user insert, update or delete nothing, its own rows or another's", async () => {
    for (const table of tables) {
      const [column] = await sql<{ attname: string }[]>`
        select attname from pg_attribute where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped order by attnum limit 1`;
      const owner = OWN_ROWS[table];
      for (const user of [userA, userB]) {
        const where = owner ? ` where ${owner} = '${user}'` : "";
        await expectDenied(
          userA,
          `update public.${table} set ${column!.attname} = ${column!.attname}${where}`,
        );
        await expectDenied(userA, `delete from public.${table}${where}`);
      }
      await expectDenied(userA, `insert into public.${table} default values`);
      await expectDenied(null, `delete from public.${table}`);
    }
    await expectDenied(
      userA,
      `insert into public.cover_letters (user_id, job_description, cv_content, letter) values ('${userA}', 'jd', 'cv', 'mine')`,
    );
    await expectDenied(
      userA,
      `insert into public.api_usage_logs (user_id, request_type, status) values ('${userA}', 'cover_letter_generation', 'error')`,
    );
    await expectDenied(userA, `delete from public.api_usage_logs where user_id = '${userA}'`);
    await expectDenied(userA, `update public.cover_letters set letter = 'hacked' where user_id = '${userB}'`);
  });

  it("does not let a user change its own role, plan, billing state or Stripe ids", async () => {
    const before = await sql`select * from public.users where id = ${userA}`;
    for (const [column, value] of Object.entries(PROTECTED_USER_COLUMNS)) {
      await expectDenied(userA, `update public.users set ${column} = ${value} where id = '${userA}'`);
    }
    await expectDenied(
      userA,
      `insert into public.users (id, email, role) values ('${randomUUID()}', 'x@example.com', 'admin') on conflict (id) do update set role = 'admin'`,
    );
    expect(await sql`select * from public.users where id = ${userA}`).toEqual(before);
  });

  it("does not let anon or a user execute any public function (the RPCs write logs and costs)", async () => {
    const executable = await sql<{ role: string; function: string }[]>`
      select r.role, p.oid::regprocedure::text as function
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join (values ('anon'), ('authenticated'), ('public')) r (role)
      where n.nspname = 'public' and has_function_privilege(r.role, p.oid, 'EXECUTE')`;
    expect(executable).toEqual([]);

    await expectDenied(
      userA,
      `select public.log_api_usage('${userA}', 's', 'p', 'e', 'm', 'cover_letter_generation', 0, 0, 'success', 1, null)`,
    );
    await expectDenied(
      userA,
      `select public.log_admin_activity('${userA}', 'grant_role', 'users', '${userA}', '{"role": "super_admin"}')`,
    );
    await expectDenied(userA, "select public.update_daily_costs()");
    await expectDenied(null, "select public.update_daily_costs()");
  });

  it("still lets the server write: service_role bypasses RLS and may call the RPCs", async () => {
    await inRole("service_role", { role: "service_role" }, async (tx) => {
      const [log] = await tx.unsafe(
        `select public.log_api_usage('${userB}', 's', 'p', 'e', 'm', 'cover_letter_generation', 5, 0.5, 'success', 1, null) as id`,
      );
      expect(log?.id).toBeTruthy();
      const [user] = await tx.unsafe(
        `update public.users set subscription_tier = 'premium' where id = '${userB}' returning subscription_tier`,
      );
      expect(user?.subscription_tier).toBe("premium");
    });
  });
});
