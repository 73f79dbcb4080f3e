import { errorRatePercent } from "@/lib/admin/dashboard-stats";
import type { DailyCost } from "@/lib/db/queries/admin-costs";
import type { DailyActivity } from "@/lib/db/queries/admin-daily";

/** The staff charts' points, one per UTC day oldest first, days without logs as zeros (docs/decisions.md 'Staff charts and offline letters'). */

const DAY_MS = 86_400_000;

/** Every UTC date from `startDate` for `days` days, as 'YYYY-MM-DD'. */
export function utcDates(startDate: string, days: number): string[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

export type LettersPoint = { date: string; ai: number; offline: number };
/** null on a day without finished AI calls: no rate, rather than a misleading 0%. */
export type ErrorRatePoint = { date: string; errorRate: number | null };
export type ResponseTimePoint = { date: string; p95: number | null };
export type CostPoint = { date: string; cost: number };

export type DashboardSeries = {
  letters: LettersPoint[];
  errorRate: ErrorRatePoint[];
  responseTime: ResponseTimePoint[];
};

export function dashboardSeries(rows: DailyActivity[], startDate: string, days: number): DashboardSeries {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const dates = utcDates(startDate, days);
  const day = (date: string) => byDate.get(date);
  return {
    letters: dates.map((date) => ({
      date,
      ai: day(date)?.aiLetters ?? 0,
      offline: day(date)?.offlineLetters ?? 0,
    })),
    errorRate: dates.map((date) => {
      const calls = day(date)?.calls ?? 0;
      return { date, errorRate: calls > 0 ? errorRatePercent(day(date)?.errors ?? 0, calls) : null };
    }),
    responseTime: dates.map((date) => ({ date, p95: day(date)?.p95Ms ?? null })),
  };
}

/** Cost a day in dollars, to 4 decimals like the tables (cost_tracking keeps cents). */
export function costSeries(rows: DailyCost[], startDate: string, days: number): CostPoint[] {
  const byDate = new Map(rows.map((row) => [row.date, row.totalCostCents]));
  return utcDates(startDate, days).map((date) => ({
    date,
    cost: Math.round((byDate.get(date) ?? 0) * 100) / 10_000,
  }));
}
