// cost_tracking follows api_usage_logs as calls are logged (real PostgreSQL): the staff area's costs are current
// without a scheduled job, pending reservations cost nothing until settled, and the full rebuild agrees.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

const realPostgres = injectRealPostgres("cost tracking");

describe.skipIf(!realPostgres)("cost tracking (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;

  type Day = { total_cost_cents: string; total_requests: number; total_tokens: string };
  const today = async (): Promise<Day | undefined> =>
    (
      await sql<
        Day[]
      >`select total_cost_cents::text, total_requests, total_tokens::text from public.cost_tracking
                       where date = (now() at time zone 'utc')::date`
    )[0];

  async function log(cost: number, tokens: number, status = "success") {
    await sql`select public.log_api_usage(null, null, 'openrouter', '/chat/completions', 'm', 'cv_extraction',
      ${tokens}, ${cost}, ${status}, 100, null)`;
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("adds every logged call, success or error, to its UTC day", async () => {
    await log(1.25, 300);
    await log(0.5, 100, "error");
    expect(await today()).toEqual({ total_cost_cents: "1.75", total_requests: 2, total_tokens: "400" });
  });

  it("counts a reserved letter only once it is settled; a failed one never", async () => {
    const before = (await today())!;
    const id = randomUUID();
    await sql`insert into auth.users (id, aud, role, email, created_at, updated_at)
              values (${id}, 'authenticated', 'authenticated', ${`${id}@example.com`}, now(), now())`;
    const [kept] = await sql<
      { reservation_id: string }[]
    >`select reservation_id from public.reserve_generation(${id}, null)`;
    const [dropped] = await sql<
      { reservation_id: string }[]
    >`select reservation_id from public.reserve_generation(${id}, null)`;
    expect(await today()).toEqual(before);
    await sql`select public.settle_generation(${kept!.reservation_id}, true, 'openrouter', '/chat/completions', 'm', 1000, 2.5, 900)`;
    await sql`select public.settle_generation(${dropped!.reservation_id}, false)`;
    expect(await today()).toEqual({
      total_cost_cents: (Number(before.total_cost_cents) + 2.5).toFixed(2),
      total_requests: before.total_requests + 1,
      total_tokens: String(Number(before.total_tokens) + 1000),
    });
  });

  it("agrees with the full rebuild (update_daily_costs)", async () => {
    const kept = await today();
    await sql`update public.cost_tracking set total_cost_cents = 0, total_requests = 0, total_tokens = 0`;
    await sql`select public.update_daily_costs()`;
    expect(await today()).toEqual(kept);
  });
});
