import { describe, expect, it } from "vitest";
import { errorRatePercent, dashboardWindows, toDashboardStats } from "@/lib/admin/dashboard-stats";
import { sumDailyCosts } from "@/lib/admin/cost-totals";
import { describeFailure } from "@/lib/admin/error-message";
import {
  formatCentsAsDollars,
  formatCount,
  formatMs,
  formatPercent,
  formatUtcDate,
  formatUtcDateTime,
  truncate,
} from "@/lib/admin/format";
import { formatNewValues, REDACTED, redactSecrets } from "@/lib/admin/redact-secrets";

describe("money: cost_cents / 100 in dollars (docs/spec.md, engine §2)", () => {
  it("writes whole and fractional cents", () => {
    expect(formatCentsAsDollars(0)).toBe("$0.00");
    expect(formatCentsAsDollars(150)).toBe("$1.50");
    expect(formatCentsAsDollars(123456)).toBe("$1,234.56");
    expect(formatCentsAsDollars(12.05)).toBe("$0.1205");
    expect(formatCentsAsDollars(0.35)).toBe("$0.0035");
    expect(formatCentsAsDollars(1.3)).toBe("$0.013");
  });

  it("never prints NaN", () => {
    expect(formatCentsAsDollars(Number.NaN)).toBe("$0.00");
  });
});

describe("other formats", () => {
  it("counts, percentages and durations", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatPercent(12.5)).toBe("12.5%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatMs(1100)).toBe("1,100 ms");
    expect(formatMs(99.6)).toBe("100 ms");
    expect(formatMs(null)).toBe("—");
  });

  it("times in UTC whatever the server's zone", () => {
    expect(formatUtcDateTime(new Date("2026-05-01T04:03:09Z"))).toBe("2026-05-01 04:03 UTC");
    expect(formatUtcDateTime("2026-12-31T23:59:59.999Z")).toBe("2026-12-31 23:59 UTC");
    expect(formatUtcDate("2026-01-02T00:00:00Z")).toBe("2026-01-02");
  });

  it("truncates with an ellipsis only when needed", () => {
    expect(truncate("short", 10)).toBe("short");
    expect(truncate("exactly10!", 10)).toBe("exactly10!");
    expect(truncate("a long message here", 7)).toBe("a long…");
  });
});

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
    });
    expect(
      toDashboardStats({ ...counts, recentCalls: 4, recentErrors: 1, averageResponseMs: 850 }),
    ).toMatchObject({
      averageResponseTime: 850,
      errorRate: 25,
    });
  });

  it("sums a range of days without floating-point drift", () => {
    const day = (totalCostCents: number) => ({
      date: "2026-01-01",
      totalCostCents,
      totalRequests: 2,
      totalTokens: 10,
    });
    expect(sumDailyCosts([day(0.1), day(0.2), day(1234.56)])).toEqual({
      totalCostCents: 1234.86,
      totalRequests: 6,
      totalTokens: 30,
    });
    expect(sumDailyCosts([])).toEqual({ totalCostCents: 0, totalRequests: 0, totalTokens: 0 });
  });
});

describe("secrets never reach the activity list", () => {
  it("masks strings under secret-looking keys at any depth, keeps the rest", () => {
    expect(
      redactSecrets({
        configured: true,
        api_key: "sk-live-123",
        nested: [
          { apiKey: "sk-2", value: 5 },
          { token: "t", password: "p", secret: "s" },
        ],
      }),
    ).toEqual({
      configured: true,
      api_key: REDACTED,
      nested: [
        { apiKey: REDACTED, value: 5 },
        { token: REDACTED, password: REDACTED, secret: REDACTED },
      ],
    });
    expect(redactSecrets("plain")).toBe("plain");
  });

  it("formats new_values as indented JSON, or null", () => {
    expect(formatNewValues({ value: 90000 })).toBe('{\n  "value": 90000\n}');
    expect(formatNewValues(null)).toBeNull();
    expect(formatNewValues({ apiKey: "sk-x" })).not.toContain("sk-x");
  });
});

describe("failure messages", () => {
  it("shows the database's words, not the wrapper's query and parameters", () => {
    const cause = new Error('new row violates check constraint "x"');
    const wrapped = new Error("Failed query: insert into app_settings … params: secret", { cause });
    expect(describeFailure(wrapped)).toBe('new row violates check constraint "x"');
    expect(describeFailure(new Error("plain"))).toBe("plain");
    expect(describeFailure("text")).toBe("text");
  });
});
