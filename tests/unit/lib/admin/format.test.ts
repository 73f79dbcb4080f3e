import { describe, expect, it } from "vitest";
import {
  formatCentsAsDollars,
  formatCount,
  formatMs,
  formatPercent,
  formatUtcDate,
  formatUtcDateTime,
  truncate,
} from "@/lib/admin/format";

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
