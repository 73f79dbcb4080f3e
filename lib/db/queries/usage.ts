import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apiUsageLogs } from "@/lib/db/schema";

export const COVER_LETTER_GENERATION = "cover_letter_generation";

/** The UTC calendar month containing `now`: [start, end). */
export function utcMonthRange(now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

/** Letters generated this UTC month: successes plus in-flight reservations, which hold a slot (docs/architecture.md §3). */
export async function countMonthlyGenerations(userId: string, now: Date = new Date()): Promise<number> {
  const { start, end } = utcMonthRange(now);
  const [row] = await db
    .select({ count: count() })
    .from(apiUsageLogs)
    .where(
      and(
        eq(apiUsageLogs.userId, userId),
        eq(apiUsageLogs.requestType, COVER_LETTER_GENERATION),
        inArray(apiUsageLogs.status, ["success", "pending"]),
        gte(apiUsageLogs.createdAt, start),
        lt(apiUsageLogs.createdAt, end),
      ),
    );
  return row?.count ?? 0;
}
