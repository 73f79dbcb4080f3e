import { sql } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { OFFLINE_LETTER_REQUEST_TYPE } from "@/lib/ai/models";
import { apiUsageLogs, users } from "@/lib/db/schema";
import { COVER_LETTER_GENERATION } from "@/lib/db/queries/usage";

/** The instants the dashboard counts from (see lib/admin/dashboard-stats.ts). */
export type DashboardWindows = { todayStart: Date; activeSince: Date; recentSince: Date };

/** The dashboard's raw counts (docs/spec.md, engine §3 'Dashboard stats'); rates are derived in lib/admin/dashboard-stats.ts. */
export type DashboardCounts = {
  totalUsers: number;
  /** Distinct users with any usage log (offline letters included) since `activeSince`. */
  activeUsers: number;
  /** Successful AI cover letters, all time and since `todayStart`. */
  totalGenerations: number;
  todayGenerations: number;
  /** Letters the built-in writer wrote (offline_letter rows), all time and since `todayStart`. */
  totalOfflineLetters: number;
  todayOfflineLetters: number;
  totalCostCents: number;
  todayCostCents: number;
  /** Finished AI calls (success or error; offline letters are not calls) since `recentSince`, their mean duration, and how many failed. */
  recentCalls: number;
  recentErrors: number;
  averageResponseMs: number | null;
};

const asNumber = (value: unknown) => Number(value ?? 0);
const asNullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const since = (instant: Date) => sql`${apiUsageLogs.createdAt} >= ${instant.toISOString()}::timestamptz`;

/** Every dashboard count in one statement: one pass over api_usage_logs plus the user count. */
export async function readDashboardCounts(
  windows: DashboardWindows,
  db: Database = appDb,
): Promise<DashboardCounts> {
  const letter = sql`${apiUsageLogs.requestType} = ${COVER_LETTER_GENERATION} and ${apiUsageLogs.status} = 'success'`;
  const offline = sql`${apiUsageLogs.requestType} = ${OFFLINE_LETTER_REQUEST_TYPE}`;
  const finished = sql`${apiUsageLogs.status} in ('success', 'error') and not ${offline}`;
  const recent = since(windows.recentSince);
  const today = since(windows.todayStart);
  const [row] = await db
    .select({
      totalUsers: sql<number>`(select count(*) from ${users})`.mapWith(asNumber),
      activeUsers:
        sql<number>`count(distinct ${apiUsageLogs.userId}) filter (where ${since(windows.activeSince)})`.mapWith(
          asNumber,
        ),
      totalGenerations: sql<number>`count(*) filter (where ${letter})`.mapWith(asNumber),
      todayGenerations: sql<number>`count(*) filter (where ${letter} and ${today})`.mapWith(asNumber),
      totalOfflineLetters: sql<number>`count(*) filter (where ${offline})`.mapWith(asNumber),
      todayOfflineLetters: sql<number>`count(*) filter (where ${offline} and ${today})`.mapWith(asNumber),
      totalCostCents: sql<number>`coalesce(sum(${apiUsageLogs.costCents}), 0)`.mapWith(asNumber),
      todayCostCents:
        sql<number>`coalesce(sum(${apiUsageLogs.costCents}) filter (where ${today}), 0)`.mapWith(asNumber),
      recentCalls: sql<number>`count(*) filter (where ${finished} and ${recent})`.mapWith(asNumber),
      recentErrors:
        sql<number>`count(*) filter (where ${apiUsageLogs.status} = 'error' and ${recent} and not ${offline})`.mapWith(
          asNumber,
        ),
      averageResponseMs: sql<
        number | null
      >`round(avg(${apiUsageLogs.durationMs}) filter (where ${finished} and ${recent}))`.mapWith(
        asNullableNumber,
      ),
    })
    .from(apiUsageLogs);
  if (!row) throw new Error("the dashboard query returned no row");
  return row;
}
