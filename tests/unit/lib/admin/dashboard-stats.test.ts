import { describe, expect, it } from "vitest";
import { errorRatePercent, dashboardWindows, toDashboardStats } from "@/lib/admin/dashboard-stats";

describe("dashboard arithmetic (docs/spec.md, engine §9)", () => {
  it("counts today from 00:00 UTC, active users over 30 days, the rest over 24 hours", () => {
    expect(dashboardWindows(new Date("2026-03-01T00:30:00Z"))).toEqual({
      todayStart: new Date("2026-03-01T00:00:00Z"),
      activeSince: new Date("2026-01-30T00:30:00Z"),
      recentSince: new Date("2026-02-28T00:30:00Z"),
    });
  });

  it("error rate is the share of failed calls, as a percentage with one decimal", () => {
    expect(errorRatePercent(0, 0)).toBe(0);
    expect(errorRatePercent(2, 5)).toBe(40);
    expect(errorRatePercent(1, 3)).toBe(33.3);
    expect(errorRatePercent(2, 3)).toBe(66.7);
    expect(errorRatePercent(7, 7)).toBe(100);
    expect(errorRatePercent(9, 7)).toBe(100);
  });

  it("has no average response time without calls", () => {
    const counts = {
      totalUsers: 3,
      activeUsers: 1,
      totalGenerations: 2,
      todayGenerations: 0,
      totalOfflineLetters: 4,
      todayOfflineLetters: 1,
      totalCostCents: 1.5,
      todayCostCents: 0,
      recentCalls: 0,
      recentErrors: 0,
      averageResponseMs: 0,
    };
    expect(toDashboardStats(counts)).toMatchObject({
      averageResponseTime: null,
      errorRate: 0,
      totalUsers: 3,
      totalOfflineLetters: 4,
      todayOfflineLetters: 1,
    });
    expect(
      toDashboardStats({ ...counts, recentCalls: 4, recentErrors: 1, averageResponseMs: 850 }),
    ).toMatchObject({
      averageResponseTime: 850,
      errorRate: 25,
    });
  });
});
