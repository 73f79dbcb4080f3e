import type { Sql } from "postgres";

/**
 * The monthly quota's SQL functions (supabase/migrations/20261122000100_generation_quota.sql). The postgres.js
 * client comes first, as every caller passes it (lib/usage/quota.ts holds the rules around these).
 */

export type GenerationUsageRow = { used: number; monthly_limit: number | null; unlimited: boolean };

export type GenerationCall = {
  provider: string;
  endpoint: string;
  model: string;
  tokensUsed: number;
  costCents: number;
  durationMs: number;
};

export async function selectGenerationUsage(
  sql: Sql,
  userId: string,
  now: Date,
): Promise<GenerationUsageRow> {
  const [row] = await sql<
    GenerationUsageRow[]
  >`select * from public.generation_usage(${userId}::uuid, ${now.toISOString()}::timestamptz)`;
  if (!row) throw new Error("generation_usage returned no row");
  return row;
}

/** Holds one slot in the usage log (a pending row) unless a limited account has used its month. */
export async function privilegedReserveGeneration(
  sql: Sql,
  userId: string,
  sessionId: string | null,
  now: Date,
): Promise<GenerationUsageRow & { allowed: boolean; reservation_id: string | null }> {
  const [row] = await sql<(GenerationUsageRow & { allowed: boolean; reservation_id: string | null })[]>`
    select * from public.reserve_generation(${userId}::uuid, ${sessionId}, ${now.toISOString()}::timestamptz)`;
  if (!row) throw new Error("reserve_generation returned no row");
  return row;
}

/** Settles a reservation: with the model call it counts, without one (null) the slot is freed. */
export async function privilegedSettleGeneration(
  sql: Sql,
  reservationId: string,
  call: GenerationCall | null,
): Promise<boolean> {
  const [row] = call
    ? await sql<{ settled: boolean }[]>`
        select public.settle_generation(
          ${reservationId}::uuid, true, ${call.provider}, ${call.endpoint}, ${call.model},
          ${Math.round(call.tokensUsed)}::integer, ${call.costCents}::numeric, ${Math.round(call.durationMs)}::integer
        ) as settled`
    : await sql<{ settled: boolean }[]>`
        select public.settle_generation(${reservationId}::uuid, false) as settled`;
  return row?.settled ?? false;
}
