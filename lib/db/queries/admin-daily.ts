import { sql } from "drizzle-orm";
import { OFFLINE_LETTER_REQUEST_TYPE } from "@/lib/ai/models";
import { db as appDb, type Database } from "@/lib/db/client";
import { apiUsageLogs } from "@/lib/db/schema";
import { COVER_LETTER_GENERATION } from "@/lib/db/queries/usage";

/** One UTC day of the dashboard's charts (docs/decisions.md 'Staff charts and offline letters'). Days with no logs have no row. */
export type DailyActivity = {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  aiLetters: number;
  offlineLetters: number;
  /** Finished AI calls (success or error), how many failed, and their 95th percentile duration. */
  calls: number;
  errors: number;
  p95Ms: number | null;
};

const asNumber = (value: unknown) => Number(value ?? 0);
const asNullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The dashboard's charts from one statement over api_usage_logs, grouped by UTC day, from `startDate` (UTC) on. */
export async function listDailyActivity(startDate: string, db: Database = appDb): Promise<DailyActivity[]> {
  const day = sql<string>`to_char((${apiUsageLogs.createdAt} at time zone 'utc')::date, 'YYYY-MM-DD')`;
  const offline = sql`${apiUsageLogs.requestType} = ${OFFLINE_LETTER_REQUEST_TYPE}`;
  const finished = sql`${apiUsageLogs.status} in ('success', 'error') and not ${offline}`;
  return db
    .select({
      date: day,
      aiLetters:
        sql<number>`count(*) filter (where ${apiUsageLogs.requestType} = ${COVER_LETTER_GENERATION} and ${apiUsageLogs.status} = 'success')`.mapWith(
          asNumber,
        ),
      offlineLetters: sql<number>`count(*) filter (where ${offline})`.mapWith(asNumber),
      calls: sql<number>`count(*) filter (where ${finished})`.mapWith(asNumber),
      errors:
        sql<number>`count(*) filter (where ${apiUsageLogs.status} = 'error' and not ${offline})`.mapWith(
          asNumber,
        ),
      p95Ms: sql<
        number | null
      >`round(percentile_cont(0.95) within group (order by ${apiUsageLogs.durationMs}) filter (where ${finished}))`.mapWith(
        asNullableNumber,
      ),
    })
    .from(apiUsageLogs)
    .where(sql`${apiUsageLogs.createdAt} >= ${`${startDate}T00:00:00Z`}::timestamptz`)
    .groupBy(day)
    .orderBy(day);
}
