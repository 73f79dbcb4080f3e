import type { Sql } from "postgres";
import {
  privilegedReserveGeneration,
  privilegedSettleGeneration,
  selectGenerationUsage,
  type GenerationCall,
  type GenerationUsageRow,
} from "@/lib/db/queries/generation-quota";

/**
 * The monthly quota (docs/architecture.md §3), over the SQL functions in lib/db/queries/generation-quota.ts.
 * Takes the postgres.js client so tests can run it against a real PostgreSQL server.
 */

export type MonthlyUsage = {
  /** Counted generations this calendar month (UTC): successes plus those in flight. */
  used: number;
  /** 2 for a limited account, null when unlimited. */
  limit: number | null;
  /** null when unlimited. */
  remaining: number | null;
  unlimited: boolean;
  /** "yyyy-MM" (UTC). */
  month: string;
};

export type Reservation =
  { allowed: true; reservationId: string; usage: MonthlyUsage } | { allowed: false; usage: MonthlyUsage };

export function utcMonthLabel(now: Date): string {
  return now.toISOString().slice(0, 7);
}

function toUsage(row: GenerationUsageRow, now: Date): MonthlyUsage {
  const limit = row.unlimited ? null : row.monthly_limit;
  return {
    used: row.used,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - row.used),
    unlimited: row.unlimited,
    month: utcMonthLabel(now),
  };
}

export async function readMonthlyUsage(
  sql: Sql,
  userId: string,
  now: Date = new Date(),
): Promise<MonthlyUsage> {
  return toUsage(await selectGenerationUsage(sql, userId, now), now);
}

/** Holds one generation slot, or refuses when a limited account has used its month. */
export async function reserveGeneration(
  sql: Sql,
  userId: string,
  options: { sessionId?: string | null; now?: Date } = {},
): Promise<Reservation> {
  const now = options.now ?? new Date();
  const row = await privilegedReserveGeneration(sql, userId, options.sessionId ?? null, now);
  const usage = toUsage(row, now);
  return row.allowed && row.reservation_id
    ? { allowed: true, reservationId: row.reservation_id, usage }
    : { allowed: false, usage };
}

/** The letter was written by the model: the slot counts, with the call's details. */
export async function settleGenerationSuccess(
  sql: Sql,
  reservationId: string,
  call: GenerationCall,
): Promise<boolean> {
  return privilegedSettleGeneration(sql, reservationId, call);
}

/** No model-written letter (failure, offline fallback, cancelled): the slot is freed. */
export async function releaseGeneration(sql: Sql, reservationId: string): Promise<boolean> {
  return privilegedSettleGeneration(sql, reservationId, null);
}
