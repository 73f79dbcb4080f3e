import { desc, gte, sql } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { costTracking } from "@/lib/db/schema";

export type DailyCost = { date: string; totalCostCents: number; totalRequests: number; totalTokens: number };

/** The first UTC day of a range of `days` days ending with the UTC day of `now`, as 'YYYY-MM-DD'. */
export function rangeStartDate(days: number, now: Date): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return start.toISOString().slice(0, 10);
}

/** cost_tracking rows of the last `days` UTC days, newest first. */
export async function listDailyCosts(
  days: number,
  now: Date = new Date(),
  db: Database = appDb,
): Promise<DailyCost[]> {
  return db
    .select({
      date: costTracking.date,
      totalCostCents: costTracking.totalCostCents,
      totalRequests: costTracking.totalRequests,
      totalTokens: costTracking.totalTokens,
    })
    .from(costTracking)
    .where(gte(costTracking.date, rangeStartDate(days, now)))
    .orderBy(desc(costTracking.date));
}

/** Rebuilds one UTC day's row from api_usage_logs with update_daily_costs (service role only) and returns it. */
export async function privilegedRecalculateDailyCosts(
  date: string,
  db: Database = appDb,
): Promise<DailyCost> {
  await db.execute(sql`select public.update_daily_costs(${date}::date)`);
  const [row] = await db
    .select({
      date: costTracking.date,
      totalCostCents: costTracking.totalCostCents,
      totalRequests: costTracking.totalRequests,
      totalTokens: costTracking.totalTokens,
    })
    .from(costTracking)
    .where(sql`${costTracking.date} = ${date}::date`);
  if (!row) throw new Error(`update_daily_costs wrote no row for ${date}`);
  return row;
}
