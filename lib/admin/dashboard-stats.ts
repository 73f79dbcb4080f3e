import type { DashboardCounts, DashboardWindows } from "@/lib/db/queries/admin-stats";
import { ACTIVE_USER_WINDOW_DAYS, RECENT_WINDOW_HOURS } from "@/lib/messages/admin";

/** The dashboard's statistics under the spec's names (001 §3), derived from the counts of one query. */
export type DashboardStats = {
  totalUsers: number;
  activeUsers: number;
  totalGenerations: number;
  todayGenerations: number;
  totalOfflineLetters: number;
  todayOfflineLetters: number;
  totalCostCents: number;
  todayCostCents: number;
  /** Mean duration in ms of the calls finished in the last 24 h; null when there were none. */
  averageResponseTime: number | null;
  /** Percentage (0–100, one decimal) of the last 24 h's finished calls that failed; 0 when there were none. */
  errorRate: number;
  recentCalls: number;
  recentErrors: number;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** docs/spec.md (engine) §9: today from 00:00 UTC, active users over 30 days, response time and error rate over 24 h. */
export function dashboardWindows(now: Date): DashboardWindows {
  return {
    todayStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    activeSince: new Date(now.getTime() - ACTIVE_USER_WINDOW_DAYS * DAY_MS),
    recentSince: new Date(now.getTime() - RECENT_WINDOW_HOURS * HOUR_MS),
  };
}

export function errorRatePercent(errors: number, calls: number): number {
  if (calls <= 0) return 0;
  return Math.round((Math.min(errors, calls) / calls) * 1000) / 10;
}

export function toDashboardStats(counts: DashboardCounts): DashboardStats {
  return {
    totalUsers: counts.totalUsers,
    activeUsers: counts.activeUsers,
    totalGenerations: counts.totalGenerations,
    todayGenerations: counts.todayGenerations,
    totalOfflineLetters: counts.totalOfflineLetters,
    todayOfflineLetters: counts.todayOfflineLetters,
    totalCostCents: counts.totalCostCents,
    todayCostCents: counts.todayCostCents,
    averageResponseTime: counts.recentCalls > 0 ? counts.averageResponseMs : null,
    errorRate: errorRatePercent(counts.recentErrors, counts.recentCalls),
    recentCalls: counts.recentCalls,
    recentErrors: counts.recentErrors,
  };
}
