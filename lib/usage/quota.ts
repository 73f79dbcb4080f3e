import type { Sql } from "postgres";

/**
 * The monthly quota (docs/architecture.md §3), over the SQL functions of supabase/migrations/20261122000100_generation_quota.sql.
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

type UsageRow = { used: number; monthly_limit: number | null; unlimited: boolean };

export function utcMonthLabel(now: Date): string {
  return now.toISOString().slice(0, 7);
}

function toUsage(row: UsageRow, now: Date): MonthlyUsage {
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
  const [row] = await sql<
    UsageRow[]
  >`select * from public.generation_usage(${userId}::uuid, ${now.toISOString()}::timestamptz)`;
  if (!row) throw new Error("generation_usage returned no row");
  return toUsage(row, now);
}

/** Holds one generation slot, or refuses when a limited account has used its month. */
export async function reserveGeneration(
  sql: Sql,
  userId: string,
  options: { sessionId?: string | null; now?: Date } = {},
): Promise<Reservation> {
  const now = options.now ?? new Date();
  const [row] = await sql<(UsageRow & { allowed: boolean; reservation_id: string | null })[]>`
    select * from public.reserve_generation(${userId}::uuid, ${options.sessionId ?? null}, ${now.toISOString()}::timestamptz)`;
  if (!row) throw new Error("reserve_generation returned no row");
  const usage = toUsage(row, now);
  return row.allowed && row.reservation_id
    ? { allowed: true, reservationId: row.reservation_id, usage }
    : { allowed: false, usage };
}

export type SuccessfulCall = {
  provider: string;
  endpoint: string;
  model: string;
  tokensUsed: number;
  costCents: number;
  durationMs: number;
};

/** The letter was written by the model: the slot counts, with the call's details. */
export async function settleGenerationSuccess(
  sql: Sql,
  reservationId: string,
  call: SuccessfulCall,
): Promise<boolean> {
  const [row] = await sql<{ settled: boolean }[]>`
    select public.settle_generation(
      ${reservationId}::uuid, true, ${call.provider}, ${call.endpoint}, ${call.model},
      ${Math.round(call.tokensUsed)}::integer, ${call.costCents}::numeric, ${Math.round(call.durationMs)}::integer
    ) as settled`;
  return row?.settled ?? false;
}

/** No model-written letter (failure, offline fallback, cancelled): the slot is freed. */
export async function releaseGeneration(sql: Sql, reservationId: string): Promise<boolean> {
  const [row] = await sql<{ settled: boolean }[]>`
    select public.settle_generation(${reservationId}::uuid, false) as settled`;
  return row?.settled ?? false;
}
