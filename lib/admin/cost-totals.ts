import type { DailyCost } from "@/lib/db/queries/admin-costs";

export type CostTotals = { totalCostCents: number; totalRequests: number; totalTokens: number };

/** Sums a range of days; cents are summed in hundredths so 0.1 + 0.2 stays 0.3. */
export function sumDailyCosts(days: DailyCost[]): CostTotals {
  let hundredths = 0;
  let totalRequests = 0;
  let totalTokens = 0;
  for (const day of days) {
    hundredths += Math.round(day.totalCostCents * 100);
    totalRequests += day.totalRequests;
    totalTokens += day.totalTokens;
  }
  return { totalCostCents: hundredths / 100, totalRequests, totalTokens };
}
