import { describe, expect, it } from "vitest";
import { costSeries, utcDates } from "@/lib/admin/daily-series";

describe("the staff charts' days", () => {
  it("lists every UTC date of a range, across month and year ends", () => {
    expect(utcDates("2026-12-30", 4)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(utcDates("2028-02-28", 2)).toEqual(["2028-02-28", "2028-02-29"]);
  });

  it("turns cost_tracking's cents into dollars a day, oldest first, with 0 on days without calls", () => {
    const day = (date: string, totalCostCents: number) => ({
      date,
      totalCostCents,
      totalRequests: 1,
      totalTokens: 1,
    });
    // cost_tracking lists newest first.
    expect(costSeries([day("2026-06-03", 0.35), day("2026-06-01", 1.3)], "2026-06-01", 3)).toEqual([
      { date: "2026-06-01", cost: 0.013 },
      { date: "2026-06-02", cost: 0 },
      { date: "2026-06-03", cost: 0.0035 },
    ]);
  });
});
