// The monthly quota on a real PostgreSQL server (docs/architecture.md §3, §6): concurrent requests from one free user never
// get more than the remaining letters; a failed generation frees its slot; staff and premium are never refused.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";
import { startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { doneEvent, readEvents, setAppEnvironment } from "../fakes/ai-app.ts";

const realPostgres = injectRealPostgres("quota concurrency");
const MONTHLY_LIMIT_MESSAGE = "You have reached your monthly generation limit. Please upgrade to continue.";
const JOB =
  "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer. Requirements:\n- Go\n- PostgreSQL";
const CV =
  "Jane Doe\njane@example.com\n\nExperience\nSenior Software Engineer — Brightwave Ltd (2021 – Present)\n- Led a migration of 40 services";

type Profile = {
  tier?: "free" | "premium";
  status?: string | null;
  role?: string | null;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: Date | null;
};

describe.skipIf(!realPostgres)("the monthly quota (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;
  let gateway: FakeGateway;
  let quota: typeof import("@/lib/usage/quota");
  let generation: typeof import("@/lib/ai/generation-stream");
  let users: typeof import("@/lib/db/queries/users");
  let access: typeof import("@/lib/auth/access");

  async function createUser(profile: Profile = {}): Promise<string> {
    const id = randomUUID();
    await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
              values (${id}, 'authenticated', 'authenticated', ${`${id}@example.com`}, ${sql.json({ name: "Quota Tester" })}, now(), now())`;
    await sql`update public.users set
      subscription_tier = ${profile.tier ?? "free"},
      subscription_status = ${profile.status === undefined ? "active" : profile.status},
      role = ${profile.role ?? null},
      cancel_at_period_end = ${profile.cancelAtPeriodEnd ?? false},
      current_period_end = ${profile.periodEnd ?? null}
      where id = ${id}`;
    return id;
  }

  async function counted(userId: string): Promise<{ success: number; pending: number }> {
    const [row] = await sql<{ success: number; pending: number }[]>`
      select count(*) filter (where status = 'success')::int as success, count(*) filter (where status = 'pending')::int as pending
      from public.api_usage_logs where user_id = ${userId} and request_type = 'cover_letter_generation'`;
    return row!;
  }

  async function generateAs(userId: string) {
    const profile = await users.getUserById(userId);
    return generation.startGeneration(
      { id: userId, email: profile!.email, profile: profile! },
      {
        jobDescription: JOB,
        cvContent: CV,
        additionalNotes: "",
        advert: {},
        tone: "professional",
        length: "medium",
        formatting: {
          pageSize: "a4",
          alignment: "left",
          fontFamily: "serif",
          fontSizePt: 11,
          lineHeight: 1.4,
        },
        templateId: "minimalist",
      },
    );
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
    gateway = await startFakeGateway();
    setAppEnvironment({ databaseUrl: database.url }, gateway);
    quota = await import("@/lib/usage/quota");
    generation = await import("@/lib/ai/generation-stream");
    users = await import("@/lib/db/queries/users");
    access = await import("@/lib/auth/access");
  });
  afterAll(async () => {
    await gateway?.close();
    const client = await import("@/lib/db/client");
    await client.sql.end({ timeout: 1 });
    await database?.drop();
  });

  it("lets 20 simultaneous reservations by a free user with 2 remaining take exactly 2 slots", async () => {
    const userId = await createUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => quota.reserveGeneration(sql, userId)));
    expect(results.filter((result) => result.allowed)).toHaveLength(2);
    expect(results.filter((result) => !result.allowed)).toHaveLength(18);
    expect(await counted(userId)).toEqual({ success: 0, pending: 2 });
    expect(await quota.readMonthlyUsage(sql, userId)).toMatchObject({
      used: 2,
      limit: 2,
      remaining: 0,
      unlimited: false,
    });
  });

  it("answers 20 simultaneous generate requests with exactly 2 letters and 18 refusals with the spec's message", async () => {
    const userId = await createUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => generateAs(userId)));
    const letters = responses.filter((response) => response.status === 200);
    const refusals = responses.filter((response) => response.status === 403);
    expect(letters).toHaveLength(2);
    expect(refusals).toHaveLength(18);
    for (const refusal of refusals)
      expect(((await refusal.json()) as { error: string }).error).toBe(MONTHLY_LIMIT_MESSAGE);
    for (const letter of letters) expect(doneEvent(await readEvents(letter)).engine).toBe("ai");
    expect(await counted(userId)).toEqual({ success: 2, pending: 0 });
    const [saved] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.cover_letters where user_id = ${userId}`;
    expect(saved!.n).toBe(2);
  });

  it("frees the slot of a failed generation (the template letter does not count)", async () => {
    const userId = await createUser();
    gateway.respond(() => ({ kind: "status", status: 500, message: "upstream exploded" }));
    try {
      const done = doneEvent(await readEvents(await generateAs(userId)));
      expect(done.engine).toBe("offline");
      expect(done.usage).toMatchObject({ used: 0, remaining: 2 });
    } finally {
      gateway.reset();
    }
    expect(await counted(userId)).toEqual({ success: 0, pending: 0 });
    const first = await quota.reserveGeneration(sql, userId);
    expect(first.allowed).toBe(true);
    if (first.allowed) await quota.releaseGeneration(sql, first.reservationId);
    const afterRelease = await Promise.all(
      Array.from({ length: 5 }, () => quota.reserveGeneration(sql, userId)),
    );
    expect(afterRelease.filter((result) => result.allowed)).toHaveLength(2);
  });

  it("never refuses premium, admin or super_admin", async () => {
    const unlimited = [
      await createUser({ tier: "premium" }),
      await createUser({ tier: "premium", status: "trialing" }),
      await createUser({ tier: "premium", status: null }),
      await createUser({ role: "admin" }),
      await createUser({ role: "super_admin" }),
      await createUser({
        tier: "premium",
        status: "canceled",
        cancelAtPeriodEnd: true,
        periodEnd: new Date(Date.now() + 86_400_000),
      }),
    ];
    for (const userId of unlimited) {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => quota.reserveGeneration(sql, userId)),
      );
      expect(results.every((result) => result.allowed)).toBe(true);
      expect(results[0]!.usage).toMatchObject({ limit: null, remaining: null, unlimited: true });
    }
    const admin = unlimited[3]!;
    const responses = await Promise.all(Array.from({ length: 3 }, () => generateAs(admin)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    await Promise.all(responses.map((response) => response.text()));
  });

  it("limits free, past_due and lapsed cancelled accounts to 2", async () => {
    const limited = [
      await createUser({ tier: "premium", status: "past_due" }),
      await createUser({
        tier: "premium",
        status: "cancelled",
        cancelAtPeriodEnd: true,
        periodEnd: new Date(Date.now() - 86_400_000),
      }),
      await createUser({ status: "canceled" }),
    ];
    for (const userId of limited) {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => quota.reserveGeneration(sql, userId)),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(2);
    }
  });

  it("agrees with the TypeScript rule used for display", async () => {
    const cases: Profile[] = [
      {},
      { role: "admin" },
      { tier: "premium" },
      { tier: "premium", status: "past_due" },
      {
        tier: "premium",
        status: "canceled",
        cancelAtPeriodEnd: true,
        periodEnd: new Date(Date.now() + 60_000),
      },
      {
        tier: "premium",
        status: "canceled",
        cancelAtPeriodEnd: false,
        periodEnd: new Date(Date.now() + 60_000),
      },
    ];
    for (const profile of cases) {
      const userId = await createUser(profile);
      const usage = await quota.readMonthlyUsage(sql, userId);
      expect(usage.unlimited, JSON.stringify(profile)).toBe(
        access.hasPremiumFeatures((await users.getUserById(userId))!),
      );
    }
  });

  it("counts the UTC calendar month only, and lets an abandoned in-flight row go after an hour", async () => {
    const userId = await createUser();
    await sql`insert into public.api_usage_logs (user_id, request_type, status, created_at) values
      (${userId}, 'cover_letter_generation', 'success', '2026-05-31T23:59:59Z'),
      (${userId}, 'cover_letter_generation', 'success', '2026-06-01T00:00:00Z'),
      (${userId}, 'cover_letter_generation', 'error', '2026-06-02T00:00:00Z'),
      (${userId}, 'cv_extraction', 'success', '2026-06-02T00:00:00Z'),
      (${userId}, 'cover_letter_generation', 'pending', '2026-06-10T10:00:00Z')`;
    const june = new Date("2026-06-10T10:30:00Z");
    expect(await quota.readMonthlyUsage(sql, userId, june)).toMatchObject({
      used: 2,
      remaining: 0,
      month: "2026-06",
    });
    expect((await quota.reserveGeneration(sql, userId, { now: june })).allowed).toBe(false);
    // Ninety minutes later the pending row is abandoned, which frees its slot.
    const later = await quota.reserveGeneration(sql, userId, { now: new Date("2026-06-10T11:30:00Z") });
    expect(later.allowed).toBe(true);
    expect(await quota.readMonthlyUsage(sql, userId, new Date("2026-07-01T00:00:00Z"))).toMatchObject({
      used: 0,
      month: "2026-07",
    });
  });

  it("keeps the quota functions away from anon and signed-in users", async () => {
    for (const role of ["anon", "authenticated"]) {
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx.unsafe(`select * from public.reserve_generation('${randomUUID()}')`);
        }),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });
});
