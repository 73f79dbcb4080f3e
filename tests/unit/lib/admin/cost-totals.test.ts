import { describe, expect, it } from "vitest";
import { sumDailyCosts } from "@/lib/admin/cost-totals";

describe("daily cost totals", () => {
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
