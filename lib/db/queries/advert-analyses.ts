import type { JSONValue, Sql } from "postgres";
import { sql as appSql } from "@/lib/db/client";

/** Claims in Postgres, not process memory, so no two instances call the model for the same advert. */

/** cacheKey: the sha256 of the model and the normalised advert text. */
export type AdvertAnalysisKey = { cacheKey: string; model: string };

export type AdvertAnalysisClaim =
  | { kind: "claimed"; claimId: string }
  | { kind: "done"; result: unknown }
  | { kind: "pending" }
  | { kind: "failed" };

/** Stale pending and failed rows are taken over after a while, so a crashed call never sticks. */
export async function claimAdvertAnalysis(
  key: AdvertAnalysisKey,
  timing: { staleAfterMs: number; retryFailedAfterMs: number },
  sql: Sql = appSql,
): Promise<AdvertAnalysisClaim> {
  // Most letters find a finished analysis: one read, no write.
  const [cached] = await sql<{ result: unknown }[]>`
    select result from public.advert_analyses where cache_key = ${key.cacheKey} and status = 'done'`;
  if (cached) return { kind: "done", result: cached.result };
  const [claimed] = await sql<{ claim_id: string }[]>`
    insert into public.advert_analyses as a (cache_key, model, status)
    values (${key.cacheKey}, ${key.model}, 'pending')
    on conflict (cache_key) do update
      set status = 'pending', result = null, claim_id = gen_random_uuid(), updated_at = now()
      where (a.status = 'pending' and a.updated_at < now() - ${Math.round(timing.staleAfterMs)}::integer * interval '1 millisecond')
         or (a.status = 'failed' and a.updated_at < now() - ${Math.round(timing.retryFailedAfterMs)}::integer * interval '1 millisecond')
    returning claim_id`;
  if (claimed) return { kind: "claimed", claimId: claimed.claim_id };
  const [row] = await sql<{ status: "pending" | "done" | "failed"; result: unknown }[]>`
    select status, result from public.advert_analyses where cache_key = ${key.cacheKey}`;
  if (!row) return { kind: "pending" }; // gone between the two statements: the caller asks again
  return row.status === "done" ? { kind: "done", result: row.result } : { kind: row.status };
}

/** Analyses older than this are deleted when a new one is stored (there is no scheduler; docs/product-rules.md). */
export const ADVERT_ANALYSIS_KEEP_DAYS = 30;

/** Stores the result, if this call still owns the row, and clears out analyses nobody has used for a month. */
export async function completeAdvertAnalysis(
  key: AdvertAnalysisKey,
  claimId: string,
  result: JSONValue,
  sql: Sql = appSql,
): Promise<boolean> {
  const rows = await sql`
    update public.advert_analyses set status = 'done', result = ${JSON.stringify(result)}::text::jsonb, updated_at = now()
    where cache_key = ${key.cacheKey} and claim_id = ${claimId} and status = 'pending'
    returning 1`;
  await sql`
    delete from public.advert_analyses
    where updated_at < now() - ${ADVERT_ANALYSIS_KEEP_DAYS}::integer * interval '1 day'`;
  return rows.length === 1;
}

/** Marks the call failed (retried after a while), if this call still owns the row. */
export async function failAdvertAnalysis(
  key: AdvertAnalysisKey,
  claimId: string,
  sql: Sql = appSql,
): Promise<boolean> {
  const rows = await sql`
    update public.advert_analyses set status = 'failed', result = null, updated_at = now()
    where cache_key = ${key.cacheKey} and claim_id = ${claimId} and status = 'pending'
    returning 1`;
  return rows.length === 1;
}
