// The staff routes (settings save, connection test, cost recalculation) through their handlers: sessions from the
// auth stand-in, the scripted gateway, and a database of their own on real PostgreSQL, so saving a key or a retry
// count never reaches the AI tests that share the stand-in's database.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, mirrorSession, signInCookies } from "../support/ssr-session.ts";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import { FAKE_API_KEY, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";

const stack = inject("localStack");
const realPostgres = injectRealPostgres("admin routes");
const PASSWORD = "password-123";

describe.skipIf(!realPostgres)("admin routes (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;
  let gateway: FakeGateway;
  let settingsRoute: typeof import("@/app/api/admin/settings/route");
  let testRoute: typeof import("@/app/api/admin/settings/test-connection/route");
  let costsRoute: typeof import("@/app/api/admin/costs/recalculate/route");
  let aiSettings: typeof import("@/lib/settings/ai-settings");
  let resetRateLimits: typeof import("@/lib/usage/rate-limit").resetRateLimits;
  type Person = { id: string; cookies: string };
  let admin: Person;
  let superAdmin: Person;
  let free: Person;

  /** A user on the auth stand-in (for the session) mirrored into this file's database with `role`. */
  async function person(role: "admin" | "super_admin" | null): Promise<Person> {
    const email = uniqueEmail("admin-routes");
    const { id } = await confirmedUser(email, PASSWORD, { terms_accepted: true });
    await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
              values (${id}, 'authenticated', 'authenticated', ${email}, ${sql.json({ terms_accepted: true })}, now(), now())`;
    await sql`update public.users set role = ${role} where id = ${id}`;
    const jar = await signInCookies(stack, email, PASSWORD);
    await mirrorSession(sql, jar);
    return { id, cookies: cookieHeader(jar) };
  }

  const save = (cookies: string | undefined, body: unknown, headers: Record<string, string> = {}) => {
    const request = apiRequest("/api/admin/settings", { method: "PUT", cookies, body });
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    return settingsRoute.PUT(request);
  };
  const testConnection = (cookies: string | undefined, body: unknown = {}) =>
    testRoute.POST(apiRequest("/api/admin/settings/test-connection", { method: "POST", cookies, body }));
  const recalculate = (cookies: string | undefined) =>
    costsRoute.POST(apiRequest("/api/admin/costs/recalculate", { method: "POST", cookies, body: {} }));
  const defaults = { apiKey: "", clearApiKey: false, timeoutMs: 120000, maxRetries: 3 };

  async function settingRows() {
    return sql<{ key: string; value: string; updated_by: string | null }[]>`
      select key, value, updated_by from public.app_settings order by key`;
  }
  async function activity(adminId: string) {
    return sql<{ action: string; resource_type: string; resource_id: string; new_values: unknown }[]>`
      select action, resource_type, resource_id, new_values from public.admin_activity_logs
      where admin_id = ${adminId} order by created_at, id`;
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
    gateway = await startFakeGateway();
    setAppEnvironment(
      {
        databaseUrl: database.url,
        supabaseUrl: stack.supabaseUrl,
        anonKey: stack.anonKey,
        serviceRoleKey: stack.serviceRoleKey,
      },
      null,
    );
    process.env.AI_GATEWAY_BASE_URL = gateway.baseURL; // no environment key: only typed or saved keys reach it
    settingsRoute = await import("@/app/api/admin/settings/route");
    testRoute = await import("@/app/api/admin/settings/test-connection/route");
    costsRoute = await import("@/app/api/admin/costs/recalculate/route");
    aiSettings = await import("@/lib/settings/ai-settings");
    ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
    admin = await person("admin");
    superAdmin = await person("super_admin");
    free = await person(null);
  });

  afterAll(async () => {
    await gateway?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    gateway.reset();
    await resetRateLimits();
    aiSettings.invalidateAiSettingsCache();
    await sql`delete from public.app_settings where key = 'ai.openrouter.api_key'`;
    await sql`update public.app_settings set value = case key when 'api.timeouts.default' then '120000' else '3' end`;
  });

  describe("authorisation on the server (docs/spec.md, engine §6)", () => {
    it("refuses a signed-out caller with 'Not authenticated' and a non-admin with 403; nothing is written", async () => {
      const body = { ...defaults, apiKey: "sk-should-never-be-saved", maxRetries: 7 };
      const signedOut = await save(undefined, body);
      expect(signedOut.status).toBe(401);
      expect(await signedOut.json()).toEqual({ error: "Not authenticated" });
      const notStaff = await save(free.cookies, body);
      expect(notStaff.status).toBe(403);
      expect(await notStaff.json()).toEqual({ error: "Only admins and super admins can do this." });
      expect((await testConnection(free.cookies, { apiKey: FAKE_API_KEY })).status).toBe(403);
      expect((await testConnection(undefined, { apiKey: FAKE_API_KEY })).status).toBe(401);
      expect((await recalculate(free.cookies)).status).toBe(403);
      expect(gateway.requests).toHaveLength(0);
      expect((await settingRows()).map((row) => [row.key, row.value])).toEqual([
        ["api.retries.max", "3"],
        ["api.timeouts.default", "120000"],
      ]);
      expect(await activity(free.id)).toEqual([]);
    });

    it("reads the role from Postgres on every request: a demoted admin is refused at once", async () => {
      const demoted = await person("admin");
      expect((await save(demoted.cookies, defaults)).status).toBe(200);
      await sql`update public.users set role = null where id = ${demoted.id}`;
      expect((await save(demoted.cookies, defaults)).status).toBe(403);
    });

    it("refuses a write whose Origin is another site", async () => {
      const response = await save(admin.cookies, defaults, { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed." });
      expect((await save(admin.cookies, defaults, { origin: "http://localhost:3000" })).status).toBe(200);
    });
  });

  describe("PUT /api/admin/settings", () => {
    it("writes each changed setting by key, encrypts the key, and logs every change without the key", async () => {
      const response = await save(admin.cookies, {
        apiKey: ` ${FAKE_API_KEY} `,
        clearApiKey: false,
        timeoutMs: 90000,
        maxRetries: 5,
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; changed: string[]; settings: unknown };
      expect(body.message).toBe("Changes saved!");
      expect(body.changed).toEqual(["ai.openrouter.api_key", "api.timeouts.default", "api.retries.max"]);
      expect(body.settings).toEqual({
        savedKey: `configured · …${FAKE_API_KEY.slice(-4)}`,
        environmentKey: false,
        timeoutMs: 90000,
        maxRetries: 5,
      });
      expect(JSON.stringify(body)).not.toContain(FAKE_API_KEY);

      const rows = await settingRows();
      expect(rows.map((row) => row.key)).toEqual([
        "ai.openrouter.api_key",
        "api.retries.max",
        "api.timeouts.default",
      ]);
      expect(rows.every((row) => row.updated_by === admin.id)).toBe(true);
      expect(rows[0]!.value).toMatch(/^"v1:/);
      expect(rows[0]!.value).not.toContain(FAKE_API_KEY);
      expect(rows.slice(1).map((row) => row.value)).toEqual(["5", "90000"]);

      const logged = await activity(admin.id);
      expect(logged).toEqual([
        {
          action: "update_setting",
          resource_type: "app_settings",
          resource_id: "ai.openrouter.api_key",
          new_values: { configured: true },
        },
        {
          action: "update_setting",
          resource_type: "app_settings",
          resource_id: "api.timeouts.default",
          new_values: { value: 90000 },
        },
        {
          action: "update_setting",
          resource_type: "app_settings",
          resource_id: "api.retries.max",
          new_values: { value: 5 },
        },
      ]);
      expect(JSON.stringify(logged)).not.toContain(FAKE_API_KEY);
      await sql`delete from public.admin_activity_logs where admin_id = ${admin.id}`;
    });

    it("keeps the saved key when the field is empty, rewrites nothing unchanged, and removes the key on request", async () => {
      await save(superAdmin.cookies, { ...defaults, apiKey: FAKE_API_KEY });
      await sql`delete from public.admin_activity_logs where admin_id = ${superAdmin.id}`;

      const kept = (await (await save(superAdmin.cookies, defaults)).json()) as {
        changed: string[];
        settings: { savedKey: string | null };
      };
      expect(kept.changed).toEqual([]);
      expect(kept.settings.savedKey).toBe(`configured · …${FAKE_API_KEY.slice(-4)}`);
      expect(await activity(superAdmin.id)).toEqual([]);

      const cleared = (await (
        await save(superAdmin.cookies, { ...defaults, clearApiKey: true, apiKey: "sk-ignored" })
      ).json()) as {
        changed: string[];
        settings: { savedKey: string | null };
      };
      expect(cleared.changed).toEqual(["ai.openrouter.api_key"]);
      expect(cleared.settings.savedKey).toBeNull();
      expect((await settingRows()).map((row) => row.key)).not.toContain("ai.openrouter.api_key");
      expect(await activity(superAdmin.id)).toEqual([
        {
          action: "update_setting",
          resource_type: "app_settings",
          resource_id: "ai.openrouter.api_key",
          new_values: { configured: false },
        },
      ]);
    });

    it("rejects values outside the spec's ranges (timeout 30000–300000 ms, retries 0–10) and writes nothing", async () => {
      const cases: Array<[object, string, string]> = [
        [{ timeoutMs: 29999 }, "timeoutMs", "Timeout must be a whole number from 30000 to 300000 ms"],
        [{ timeoutMs: 300001 }, "timeoutMs", "Timeout must be a whole number from 30000 to 300000 ms"],
        [{ timeoutMs: 60000.5 }, "timeoutMs", "Timeout must be a whole number from 30000 to 300000 ms"],
        [{ maxRetries: -1 }, "maxRetries", "Max retries must be a whole number from 0 to 10"],
        [{ maxRetries: 11 }, "maxRetries", "Max retries must be a whole number from 0 to 10"],
        [{ maxRetries: "3" }, "maxRetries", "Max retries must be a whole number from 0 to 10"],
        [{ apiKey: "sk with spaces" }, "apiKey", "API key must not contain spaces"],
      ];
      for (const [change, field, message] of cases) {
        const response = await save(admin.cookies, { ...defaults, ...change });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(await response.json()).toEqual({ error: message, fieldErrors: { [field]: [message] } });
      }
      for (const edge of [
        { timeoutMs: 30000, maxRetries: 0 },
        { timeoutMs: 300000, maxRetries: 10 },
      ]) {
        expect((await save(admin.cookies, { ...defaults, ...edge })).status).toBe(200);
      }
      expect((await settingRows()).map((row) => row.value)).toEqual(["10", "300000"]);
    });

    it("shows what is saved at once, though this process cached a read from before another one saved it", async () => {
      const { readAiSettingsView } = await import("@/lib/admin/ai-settings-form");
      expect((await aiSettings.readAiSettings()).maxRetries).toBe(3);
      await sql`update public.app_settings set value = '7' where key = 'api.retries.max'`;
      expect((await aiSettings.readAiSettings()).maxRetries).toBe(7); // the cache follows settings_version
      expect((await readAiSettingsView()).maxRetries).toBe(7);
    });

    it("answers 400 for a body that is not JSON", async () => {
      const response = await settingsRoute.PUT(
        apiRequest("/api/admin/settings", { method: "PUT", cookies: admin.cookies, rawBody: "{" }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The request body must be JSON" });
    });

    it("reports a database failure by reference only: the form shows 'Failed to save settings: Something went wrong (ref …)'", async () => {
      await sql`alter table public.app_settings add constraint no_writes_for_this_test check (key <> 'api.retries.max') not valid`;
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const response = await save(admin.cookies, { ...defaults, maxRetries: 4 });
        expect(response.status).toBe(500);
        const body = (await response.json()) as { error: string; ref: string };
        expect(body).toEqual({
          error: `Something went wrong (ref ${body.ref})`,
          ref: expect.stringMatching(/^[2-9A-Z]{5}$/),
        });
        // The database's words are in the log under the reference, never in the answer.
        expect(String(log.mock.calls.flat().join(" "))).toMatch(
          new RegExp(`${body.ref}.*no_writes_for_this_test`, "s"),
        );
      } finally {
        log.mockRestore();
        await sql`alter table public.app_settings drop constraint no_writes_for_this_test`;
      }
    });
  });

  describe("POST /api/admin/settings/test-connection (docs/spec.md, engine §7, §8)", () => {
    it("sends a 5-token 'Hello' with the typed key and reports success", async () => {
      const response = await testConnection(admin.cookies, { apiKey: FAKE_API_KEY });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { status: string; message: string };
      expect(body.status).toBe("success");
      expect(body.message).toMatch(/^Connection successful \(.+\)$/);
      expect(gateway.requests).toHaveLength(1);
      const sent = gateway.requests[0]!;
      expect(sent.body.max_tokens).toBe(5);
      expect(sent.body.messages).toEqual([{ role: "user", content: "Hello" }]);
      expect(sent.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
      const [logged] = await sql<{ request_type: string; status: string; user_id: string }[]>`
        select request_type, status, user_id from public.api_usage_logs where user_id = ${admin.id}
        order by created_at desc limit 1`;
      expect(logged).toEqual({ request_type: "connection_test", status: "success", user_id: admin.id });
    });

    it("says 'Connection test failed: …' for a wrong key, without retrying", async () => {
      const body = (await (await testConnection(admin.cookies, { apiKey: "sk-wrong-key" })).json()) as {
        status: string;
        message: string;
      };
      expect(body).toEqual({
        status: "error",
        message: "Connection test failed: Invalid OpenRouter API key. Please check your configuration.",
      });
      expect(gateway.requests).toHaveLength(1);
    });

    it("reports other gateway failures the same way", async () => {
      gateway.enqueue({ kind: "status", status: 500, message: "upstream down" });
      const body = (await (await testConnection(admin.cookies, { apiKey: FAKE_API_KEY })).json()) as {
        message: string;
      };
      expect(body.message).toBe("Connection test failed: OpenRouter API Error: 500 - upstream down");
    });

    it("uses the saved key when none is typed, and says 'API key not configured' when there is none", async () => {
      const none = (await (await testConnection(admin.cookies, { apiKey: "" })).json()) as object;
      expect(none).toEqual({ status: "error", message: "API key not configured" });
      expect(gateway.requests).toHaveLength(0);

      await save(admin.cookies, { ...defaults, apiKey: FAKE_API_KEY });
      const saved = (await (await testConnection(admin.cookies, {})).json()) as { status: string };
      expect(saved.status).toBe("success");
      expect(gateway.requests[0]!.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    });
  });

  describe("POST /api/admin/costs/recalculate", () => {
    it("rebuilds today's cost_tracking row with update_daily_costs and logs it as an admin activity", async () => {
      const today = new Date().toISOString().slice(0, 10);
      await sql`insert into public.api_usage_logs (id, user_id, request_type, status, cost_cents, tokens_used)
                values (${randomUUID()}, ${free.id}, 'cover_letter_generation', 'success', 1.25, 500),
                       (${randomUUID()}, ${free.id}, 'cover_letter_generation', 'pending', 9, 9)`;
      const before = await sql<{ total_cost_cents: string; total_requests: number }[]>`
        select coalesce(sum(cost_cents), 0)::text as total_cost_cents, count(*)::int as total_requests
        from public.api_usage_logs
        where status <> 'pending' and created_at >= (${today}::date::timestamp at time zone 'utc')`;
      const response = await recalculate(admin.cookies);
      expect(response.status).toBe(200);
      const { day } = (await response.json()) as {
        day: { date: string; totalCostCents: number; totalRequests: number; totalTokens: number };
      };
      expect(day.date).toBe(today);
      expect(day.totalCostCents).toBe(Number(before[0]!.total_cost_cents));
      expect(day.totalRequests).toBe(before[0]!.total_requests);
      const [row] = await sql<{ total_cost_cents: string }[]>`
        select total_cost_cents::text from public.cost_tracking where date = ${today}::date`;
      expect(Number(row!.total_cost_cents)).toBe(day.totalCostCents);
      expect((await activity(admin.id)).at(-1)).toEqual({
        action: "recalculate_costs",
        resource_type: "cost_tracking",
        resource_id: today,
        new_values: {
          total_cost_cents: day.totalCostCents,
          total_requests: day.totalRequests,
          total_tokens: day.totalTokens,
        },
      });
    });
  });
});
