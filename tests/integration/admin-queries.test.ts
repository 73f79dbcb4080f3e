// The staff area's SQL (dashboard stats, usage and activity lists, daily costs) against the real schema and seed on
// an in-memory PGlite of its own (the app's client is replaced), so the counts are exact.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_ACTIONS, logAdminActivity } from "@/lib/admin/activity-log";
import { dashboardWindows, toDashboardStats } from "@/lib/admin/dashboard-stats";
import { db } from "@/lib/db/client";
import {
  listDailyCosts,
  rangeStartDate,
  privilegedRecalculateDailyCosts,
} from "@/lib/db/queries/admin-costs";
import {
  countAdminActivity,
  listAdminActivity,
  listUsageFilterOptions,
  listUsageLogs,
} from "@/lib/db/queries/admin-logs";
import { readDashboardCounts } from "@/lib/db/queries/admin-stats";
import { apiUsageLogs, costTracking } from "@/lib/db/schema";

vi.mock("@/lib/db/client", async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/lib/db/schema");
  const { migrate, pgliteRunner } = await import("../../local/migrate.ts");
  const client = new PGlite();
  await migrate(pgliteRunner(client), { seed: true });
  return { db: drizzle(client, { schema }), sql: null };
});

// The demo accounts of supabase/seed.sql.
const FREE = "00000000-0000-4000-8000-00000000f001";
const PREMIUM = "00000000-0000-4000-8000-00000000f002";
const ADMIN = "00000000-0000-4000-8000-00000000f003";
const NOW = new Date("2026-06-15T12:00:00Z");
const LONG_ERROR = `OpenRouter API Error: 500 - ${"upstream failure ".repeat(12)}`.slice(0, 300);

type Log = typeof apiUsageLogs.$inferInsert;
const log = (row: Partial<Log> & Pick<Log, "requestType" | "status" | "createdAt">): Log => ({
  endpoint: "/chat/completions",
  model: "google/gemini-2.5-flash-lite",
  apiProvider: "openrouter",
  ...row,
});

beforeAll(async () => {
  await db.insert(apiUsageLogs).values([
    // today, within 24 h
    log({
      userId: FREE,
      requestType: "cover_letter_generation",
      status: "success",
      costCents: 1.25,
      tokensUsed: 900,
      durationMs: 1000,
      createdAt: new Date("2026-06-15T08:00:00Z"),
    }),
    // yesterday, still within 24 h
    log({
      userId: FREE,
      requestType: "cover_letter_generation",
      status: "success",
      costCents: 0.75,
      tokensUsed: 700,
      durationMs: 3000,
      createdAt: new Date("2026-06-14T13:00:00Z"),
    }),
    log({
      userId: PREMIUM,
      requestType: "cv_extraction",
      status: "error",
      model: "mistralai/mistral-small-3.2-24b-instruct",
      durationMs: 500,
      errorMessage: LONG_ERROR,
      createdAt: new Date("2026-06-15T09:00:00Z"),
    }),
    // in flight: not a generation yet, not a finished call, but the user is active
    log({
      userId: PREMIUM,
      requestType: "cover_letter_generation",
      status: "pending",
      createdAt: new Date("2026-06-15T11:59:00Z"),
    }),
    // six weeks ago: counts in the totals only
    log({
      userId: ADMIN,
      requestType: "cover_letter_generation",
      status: "success",
      model: "anthropic/claude-3.5-sonnet",
      costCents: 10,
      tokensUsed: 3000,
      durationMs: 9999,
      createdAt: new Date("2026-05-01T10:00:00Z"),
    }),
    // a call whose user was deleted
    log({
      userId: null,
      requestType: "title_generation",
      status: "success",
      costCents: 0.05,
      tokensUsed: 40,
      durationMs: 200,
      createdAt: new Date("2026-06-15T10:00:00Z"),
    }),
    log({
      userId: FREE,
      requestType: "cover_letter_generation",
      status: "error",
      durationMs: 800,
      errorMessage: "Rate limit exceeded. Please try again in a few minutes.",
      createdAt: new Date("2026-06-15T10:30:00Z"),
    }),
  ]);
});

describe("dashboard stats (docs/spec.md, engine §3, §9)", () => {
  it("counts users, active users, generations, cost, response time and errors in one query", async () => {
    const counts = await readDashboardCounts(dashboardWindows(NOW));
    expect(counts).toEqual({
      totalUsers: 4,
      activeUsers: 2, // free and premium used the AI within 30 days; the admin's call is older
      totalGenerations: 3,
      todayGenerations: 1,
      totalOfflineLetters: 0,
      todayOfflineLetters: 0,
      totalCostCents: 12.05,
      todayCostCents: 1.3,
      recentCalls: 5,
      recentErrors: 2,
      averageResponseMs: 1100,
    });
    expect(toDashboardStats(counts)).toMatchObject({ errorRate: 40, averageResponseTime: 1100 });
  });

  it("has no average and a 0% error rate when nothing finished in the last 24 hours", async () => {
    const counts = await readDashboardCounts(dashboardWindows(new Date("2026-07-01T00:00:00Z")));
    expect(counts).toMatchObject({ activeUsers: 2, todayGenerations: 0, todayCostCents: 0, recentCalls: 0 });
    expect(counts.averageResponseMs).toBeNull();
    expect(toDashboardStats(counts)).toMatchObject({ errorRate: 0, averageResponseTime: null });
  });
});

describe("usage logs", () => {
  const page = { limit: 100, offset: 0 };

  it("lists newest first with the user's e-mail, and counts them", async () => {
    const { rows, total } = await listUsageLogs({}, page);
    expect(total).toBe(7);
    expect(rows.map((row) => row.createdAt.toISOString())).toEqual(
      [...rows]
        .map((row) => row.createdAt.toISOString())
        .sort()
        .reverse(),
    );
    expect(rows[0]).toMatchObject({
      userEmail: "premium@example.com",
      status: "pending",
      requestType: "cover_letter_generation",
    });
    expect(rows.find((row) => row.requestType === "title_generation")?.userEmail).toBeNull();
    expect(rows.find((row) => row.status === "error" && row.requestType === "cv_extraction")).toMatchObject({
      errorMessage: LONG_ERROR,
      costCents: 0,
      durationMs: 500,
      endpoint: "/chat/completions",
    });
  });

  it("filters by status, request type, model and part of the e-mail (case-insensitive, % literal)", async () => {
    const errors = await listUsageLogs({ status: "error" }, page);
    expect(errors.total).toBe(2);
    expect(errors.rows.map((row) => row.requestType)).toEqual(["cover_letter_generation", "cv_extraction"]);
    expect((await listUsageLogs({ type: "cv_extraction" }, page)).total).toBe(1);
    expect((await listUsageLogs({ model: "anthropic/claude-3.5-sonnet" }, page)).rows[0]?.userEmail).toBe(
      "admin@example.com",
    );
    expect((await listUsageLogs({ email: "FREE@Example" }, page)).total).toBe(3);
    expect((await listUsageLogs({ email: "%" }, page)).total).toBe(0);
    expect(
      (await listUsageLogs({ email: "free", status: "success", type: "cover_letter_generation" }, page))
        .total,
    ).toBe(2);
  });

  it("pages with limit and offset while the total stays the filter's", async () => {
    const first = await listUsageLogs({}, { limit: 3, offset: 0 });
    const third = await listUsageLogs({}, { limit: 3, offset: 6 });
    expect(first.rows).toHaveLength(3);
    expect(third.rows).toHaveLength(1);
    expect(third.total).toBe(7);
    expect(third.rows[0]?.createdAt.toISOString()).toBe("2026-05-01T10:00:00.000Z");
  });

  it("offers the request types and models that occur, sorted", async () => {
    expect(await listUsageFilterOptions()).toEqual({
      requestTypes: ["cover_letter_generation", "cv_extraction", "title_generation"],
      models: [
        "anthropic/claude-3.5-sonnet",
        "google/gemini-2.5-flash-lite",
        "mistralai/mistral-small-3.2-24b-instruct",
      ],
    });
  });
});

describe("admin activity", () => {
  it("logs through log_admin_activity and lists newest first with the admin's e-mail", async () => {
    const before = await countAdminActivity();
    await logAdminActivity({
      adminId: ADMIN,
      action: ADMIN_ACTIONS.updateSetting,
      resourceType: "app_settings",
      resourceId: "api.retries.max",
      newValues: { value: 5 },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await logAdminActivity({
      adminId: ADMIN,
      action: ADMIN_ACTIONS.recalculateCosts,
      resourceType: "cost_tracking",
      resourceId: "2026-06-15",
      newValues: { total_cost_cents: 1.3 },
    });
    expect(await countAdminActivity()).toBe(before + 2);
    const [newest, previous] = await listAdminActivity({ limit: 2, offset: 0 });
    expect(newest).toMatchObject({
      adminEmail: "admin@example.com",
      action: "recalculate_costs",
      resourceType: "cost_tracking",
      resourceId: "2026-06-15",
      newValues: { total_cost_cents: 1.3 },
    });
    expect(previous).toMatchObject({ action: "update_setting", newValues: { value: 5 } });
    expect(await listAdminActivity({ limit: 10, offset: before + 2 })).toEqual([]);
  });

  it("never fails the caller when the log cannot be written", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      logAdminActivity({
        adminId: "not-a-uuid",
        action: ADMIN_ACTIONS.updateSetting,
        resourceType: "y",
        resourceId: null,
        newValues: {},
      }),
    ).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith("[admin] activity log failed:", expect.any(String));
    errors.mockRestore();
  });
});

describe("daily costs", () => {
  it("rebuilds a UTC day from the finished calls with update_daily_costs, and again without doubling", async () => {
    const expected = { date: "2026-06-15", totalCostCents: 1.3, totalRequests: 4, totalTokens: 940 };
    expect(await privilegedRecalculateDailyCosts("2026-06-15")).toEqual(expected);
    expect(await privilegedRecalculateDailyCosts("2026-06-15")).toEqual(expected);
  });

  it("lists the last 30 (or 90) UTC days newest first", async () => {
    expect(rangeStartDate(30, NOW)).toBe("2026-05-17");
    expect(rangeStartDate(90, NOW)).toBe("2026-03-18");
    await db.insert(costTracking).values([
      { date: "2026-05-17", totalCostCents: 2, totalRequests: 1, totalTokens: 10 },
      { date: "2026-05-16", totalCostCents: 3, totalRequests: 1, totalTokens: 10 },
      { date: "2026-03-18", totalCostCents: 4, totalRequests: 1, totalTokens: 10 },
      { date: "2026-03-17", totalCostCents: 5, totalRequests: 1, totalTokens: 10 },
    ]);
    // 2026-06-14 and 2026-05-01 have logged calls: their rows were written as the calls were logged.
    expect((await listDailyCosts(30, NOW)).map((day) => day.date)).toEqual([
      "2026-06-15",
      "2026-06-14",
      "2026-05-17",
    ]);
    expect((await listDailyCosts(90, NOW)).map((day) => day.date)).toEqual([
      "2026-06-15",
      "2026-06-14",
      "2026-05-17",
      "2026-05-16",
      "2026-05-01",
      "2026-03-18",
    ]);
  });
});
