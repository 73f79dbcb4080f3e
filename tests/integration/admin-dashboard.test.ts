// The dashboard's offline letters, its charts' query and the activity log's e-mails, against the real schema and seed
// on an in-memory PGlite of its own (the app's client is replaced).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ACTIONS, logAdminActivity } from "@/lib/admin/activity-log";
import { dashboardSeries } from "@/lib/admin/daily-series";
import { dashboardWindows } from "@/lib/admin/dashboard-stats";
import { logOfflineLetter } from "@/lib/ai/call-log";
import { db } from "@/lib/db/client";
import {
  listDailyCosts,
  privilegedRecalculateDailyCosts,
  rangeStartDate,
} from "@/lib/db/queries/admin-costs";
import { listDailyActivity } from "@/lib/db/queries/admin-daily";
import { listAdminActivity, listUsageLogs } from "@/lib/db/queries/admin-logs";
import { readDashboardCounts } from "@/lib/db/queries/admin-stats";
import type { ApiUsageEntry } from "@/lib/db/queries/usage";
import { apiUsageLogs, users } from "@/lib/db/schema";

vi.mock("@/lib/db/client", async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/lib/db/schema");
  const { migrate, pgliteRunner } = await import("../../local/migrate.ts");
  const client = new PGlite();
  await migrate(pgliteRunner(client), { seed: true });
  return { db: drizzle(client, { schema }), sql: null };
});

// The app writes usage rows with postgres.js; here the same SQL function runs on the PGlite.
vi.mock("@/lib/db/queries/usage", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/db/queries/usage")>()),
  privilegedLogApiUsage: async (entry: ApiUsageEntry) => {
    const { db: pglite } = await import("@/lib/db/client");
    await pglite.execute(sql`select public.log_api_usage(
      ${entry.userId}::uuid, ${entry.sessionId}, ${entry.provider}, ${entry.endpoint}, ${entry.model},
      ${entry.requestType}, ${entry.tokensUsed}::integer, ${entry.costCents}::numeric, ${entry.status},
      ${entry.durationMs}::integer, ${entry.errorMessage})`);
  },
}));

// The demo accounts of supabase/seed.sql.
const FREE = "00000000-0000-4000-8000-00000000f001";
const ADMIN = "00000000-0000-4000-8000-00000000f003";
const SUPER_ADMIN = "00000000-0000-4000-8000-00000000f004";

/** The monthly quota's count (generation_usage, the SQL the quota reads), through the query builder. */
async function quotaUsed(userId: string): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`(select used from public.generation_usage(${users.id}, now()))`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!.used;
}

describe("offline letters (the built-in writer)", () => {
  const now = () => new Date();

  beforeAll(async () => {
    // One AI letter of the free user this month: it counts in the quota.
    await db.insert(apiUsageLogs).values({
      userId: FREE,
      apiProvider: "openrouter",
      endpoint: "/chat/completions",
      model: "google/gemini-2.5-flash-lite",
      requestType: "cover_letter_generation",
      status: "success",
      tokensUsed: 900,
      costCents: 1.25,
      durationMs: 1000,
    });
  });

  it("are counted on the dashboard as offline letters, not as AI letters, calls or quota", async () => {
    const before = await readDashboardCounts(dashboardWindows(now()));
    const quotaBefore = await quotaUsed(FREE);
    const costsBefore = await listDailyCosts(1, now());
    expect(quotaBefore).toBe(1);

    await logOfflineLetter({ userId: FREE, reason: null, durationMs: 41.6 });
    await logOfflineLetter({
      userId: FREE,
      reason: "Rate limit exceeded. Please try again in a few minutes.",
      durationMs: 9000,
    });

    const after = await readDashboardCounts(dashboardWindows(now()));
    expect(after).toEqual({
      ...before,
      totalOfflineLetters: before.totalOfflineLetters + 2,
      todayOfflineLetters: before.todayOfflineLetters + 2,
    });
    expect(after.totalOfflineLetters).toBe(2);
    expect(await quotaUsed(FREE)).toBe(quotaBefore);
    // Not AI calls: the day's cost row keeps its requests and tokens.
    expect(await listDailyCosts(1, now())).toEqual(costsBefore);
    expect(await privilegedRecalculateDailyCosts(costsBefore[0]!.date)).toEqual(costsBefore[0]);
  });

  it("are logged with their own request type, 0 tokens, 0 cost, no model, and the reason", async () => {
    const { rows, total } = await listUsageLogs({ type: "offline_letter" }, { limit: 10, offset: 0 });
    expect(total).toBe(2);
    const row = {
      userEmail: "free@example.com",
      tokensUsed: 0,
      costCents: 0,
      status: "success",
      model: null,
      endpoint: null,
    };
    // Both rows can share a created_at (two inserts within the clock's resolution), so compare them in a fixed order:
    // the letter written after every model failed, then the one written with no AI key.
    const byDuration = [...rows].sort((a, b) => (b.durationMs ?? 0) - (a.durationMs ?? 0));
    expect(byDuration).toMatchObject([
      { ...row, durationMs: 9000, errorMessage: "Rate limit exceeded. Please try again in a few minutes." },
      { ...row, durationMs: 42, errorMessage: null },
    ]);
    // The settings page's recent calls are calls to the gateway: the AI letter, not the offline ones.
    const calls = await listUsageLogs({ aiCallsOnly: true }, { limit: 10, offset: 0 });
    expect(calls.rows.map((call) => call.requestType)).toEqual(["cover_letter_generation"]);
  });
});

describe("the dashboard's charts", () => {
  const DAY = "2026-03-10";
  const at = (minute: number) => new Date(Date.parse(`${DAY}T10:00:00Z`) + minute * 60_000);

  beforeAll(async () => {
    // 100 finished AI calls of 1…100 ms, every tenth failed; 3 AI letters, 2 offline letters, a pending reservation.
    await db.insert(apiUsageLogs).values([
      ...Array.from({ length: 100 }, (_, index) => ({
        userId: FREE,
        requestType: index < 3 ? "cover_letter_generation" : "cv_extraction",
        status: (index % 10 === 9 ? "error" : "success") as "error" | "success",
        durationMs: index + 1,
        createdAt: at(index),
      })),
      ...[0, 1].map((minute) => ({
        userId: FREE,
        requestType: "offline_letter",
        status: "success" as const,
        durationMs: 60_000,
        createdAt: at(minute),
      })),
      { userId: FREE, requestType: "cover_letter_generation", status: "pending" as const, createdAt: at(5) },
    ]);
  });

  it("reads letters (AI vs offline), error rate and p95 response time per UTC day in one query", async () => {
    const rows = await listDailyActivity("2026-03-09");
    expect(rows.find((row) => row.date === DAY)).toEqual({
      date: DAY,
      aiLetters: 3,
      offlineLetters: 2,
      calls: 100,
      errors: 10,
      // percentile_cont(0.95) over 1…100 ms is 95.05; offline letters are not calls and do not slow it down.
      p95Ms: 95,
    });
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort());
  });

  it("fills the days without logs, oldest first", async () => {
    const series = dashboardSeries(await listDailyActivity("2026-03-09"), "2026-03-09", 3);
    expect(series.letters).toEqual([
      { date: "2026-03-09", ai: 0, offline: 0 },
      { date: DAY, ai: 3, offline: 2 },
      { date: "2026-03-11", ai: 0, offline: 0 },
    ]);
    expect(series.errorRate.map((point) => point.errorRate)).toEqual([null, 10, null]);
    expect(series.responseTime.map((point) => point.p95)).toEqual([null, 95, null]);
  });

  it("starts the 30-day window on the UTC day 29 days before today", () => {
    expect(rangeStartDate(30, new Date("2026-03-10T23:59:00Z"))).toBe("2026-02-09");
  });
});

describe("the activity log", () => {
  it("names the user a role change is about by e-mail", async () => {
    await logAdminActivity({
      adminId: SUPER_ADMIN,
      action: ADMIN_ACTIONS.roleChange,
      resourceType: "user",
      resourceId: ADMIN,
      newValues: { role: "user", previous_role: "admin" },
    });
    const [newest] = await listAdminActivity({ limit: 1, offset: 0 });
    expect(newest).toMatchObject({
      adminEmail: "superadmin@example.com",
      resourceType: "user",
      resourceId: ADMIN,
      subjectEmail: "admin@example.com",
    });
  });

  it("names no user for other resources, even when their id looks like a user's", async () => {
    await logAdminActivity({
      adminId: ADMIN,
      action: ADMIN_ACTIONS.updateSetting,
      resourceType: "app_settings",
      resourceId: FREE,
      newValues: { value: 1 },
    });
    const [newest] = await listAdminActivity({ limit: 1, offset: 0 });
    expect(newest).toMatchObject({ resourceType: "app_settings", subjectEmail: null });
  });
});
