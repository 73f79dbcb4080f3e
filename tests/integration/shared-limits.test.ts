// Limits and the settings cache shared across instances (docs/architecture.md §3 'Limits shared across instances'),
// on a real PostgreSQL server: the sliding window, exact counting under concurrency, and two app processes that
// share one budget and see each other's settings change at once.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import type { Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setAppEnvironment } from "../fakes/ai-app.ts";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

const realPostgres = injectRealPostgres("shared limits");

/** Another app instance: a Node process of its own (tests/support/app-instance.mjs) on the same database. */
type Instance = { send(command: object): Promise<Record<string, unknown>>; stop(): Promise<void> };

async function startInstance(): Promise<Instance> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [new URL("../support/app-instance.mjs", import.meta.url).pathname],
    { env: { ...process.env }, stdio: "pipe" },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the instance exited: ${stderr}`);
    return JSON.parse(line.value) as Record<string, unknown>;
  };
  expect(await next()).toEqual({ ready: true });
  return {
    async send(command) {
      child.stdin.write(`${JSON.stringify(command)}\n`);
      const reply = await next();
      if (reply.error) throw new Error(String(reply.error));
      return reply;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.write(`${JSON.stringify({ op: "exit" })}\n`);
      await exited;
    },
  };
}

describe.skipIf(!realPostgres)("limits shared across instances (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;
  let rateLimit: typeof import("@/lib/usage/rate-limit");
  let settings: typeof import("@/lib/settings/ai-settings");
  const instances: Instance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
    setAppEnvironment({ databaseUrl: database.url }, null);
    rateLimit = await import("@/lib/usage/rate-limit");
    settings = await import("@/lib/settings/ai-settings");
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    const client = await import("@/lib/db/client");
    await client.sql.end({ timeout: 1 });
    await database?.drop();
  });

  it("allows a group's requests per minute, then refuses with a retry-after, per user and group", async () => {
    await sql`insert into public.rate_limit_hits (key, hits, allowed, updated_at)
              values ('stale', array[now() - interval '2 hours'], true, now() - interval '2 hours')`;
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    for (let i = 0; i < rateLimit.RATE_LIMITS.generate; i++)
      expect((await rateLimit.checkRateLimit("u1", "generate", at(i))).allowed).toBe(true);
    expect(await rateLimit.checkRateLimit("u1", "generate", at(1000))).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect((await rateLimit.checkRateLimit("u2", "generate", at(1000))).allowed).toBe(true);
    expect((await rateLimit.checkRateLimit("u1", "history", at(1000))).allowed).toBe(true);
    // A refused attempt is not a hit: the window holds the limit's hits at most.
    const [row] = await sql<{ n: number }[]>`
      select cardinality(hits) as n from public.rate_limit_hits where key = 'generate:u1'`;
    expect(row?.n).toBe(rateLimit.RATE_LIMITS.generate);
    expect((await rateLimit.checkRateLimit("u1", "generate", at(60_001))).allowed).toBe(true);
    // The first hit of this process purged the bucket nobody had used for two hours.
    await vi.waitFor(async () =>
      expect(await sql`select 1 from public.rate_limit_hits where key = 'stale'`).toHaveLength(0),
    );
  });

  it("lets exactly 20 of 50 simultaneous hits through on a limit of 20", async () => {
    const key = `burst:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => rateLimit.takeHit(key, { limit: 20, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
    expect(results.filter((result) => !result.allowed)).toHaveLength(30);
  });

  it("gives a hit back", async () => {
    const key = `give-back:${randomUUID()}`;
    const budget = { limit: 2, windowMs: 60_000 };
    expect((await rateLimit.takeHit(key, budget)).allowed).toBe(true);
    expect((await rateLimit.takeHit(key, budget)).allowed).toBe(true);
    expect((await rateLimit.takeHit(key, budget)).allowed).toBe(false);
    await rateLimit.giveBackHit(key);
    expect((await rateLimit.takeHit(key, budget)).allowed).toBe(true);
  });

  it("two app processes share one limit: 25 hits each at once on a limit of 20 let 20 through in all", async () => {
    instances.push(await startInstance(), await startInstance());
    const [first, second] = instances as [Instance, Instance];
    const command = { op: "hits", key: `shared:${randomUUID()}`, limit: 20, windowMs: 60_000, count: 25 };
    const [a, b] = await Promise.all([first.send(command), second.send(command)]);
    expect((a.allowed as number) + (b.allowed as number)).toBe(20);

    // One after the other: what the first used, the second no longer has.
    const turn = { op: "hits", key: `shared:${randomUUID()}`, limit: 20, windowMs: 60_000, count: 15 };
    expect(await first.send(turn)).toEqual({ allowed: 15 });
    expect(await second.send(turn)).toEqual({ allowed: 5 });
  });

  it("a settings change saved by one process is seen by the other at once, though it had them cached", async () => {
    const [first, second] = instances as [Instance, Instance];
    const actorId = randomUUID();
    await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
              values (${actorId}, 'authenticated', 'authenticated', ${`${actorId}@example.com`}, ${sql.json({ name: "Staff" })}, now(), now())`;
    expect(await second.send({ op: "readSettings" })).toEqual({ timeoutMs: 120_000, maxRetries: 3 });
    await first.send({ op: "saveMaxRetries", value: 7, actorId });
    expect(await second.send({ op: "readSettings" })).toEqual({ timeoutMs: 120_000, maxRetries: 7 });
    // And this process, which read nothing yet, and then a write straight to the table.
    expect((await settings.readAiSettings()).maxRetries).toBe(7);
    await sql`update public.app_settings set value = '2' where key = 'api.retries.max'`;
    expect((await settings.readAiSettings()).maxRetries).toBe(2);
    expect(await second.send({ op: "readSettings" })).toEqual({ timeoutMs: 120_000, maxRetries: 2 });
  });
});
