import type { Sql } from "postgres";
import { sql as appSql } from "@/lib/db/client";

/**
 * The shared rate-limit buckets (supabase/migrations/20261124000100_shared_limits.sql); the rules around them are in
 * lib/usage/rate-limit.ts.
 */

/** Whether the hit was taken, and how long ago the oldest hit in the window was. */
export type TakenHit = { allowed: boolean; oldestHitAgeMs: number };

/**
 * Takes one hit on `key` unless `limit` hits already lie in the window ending now (`at`, or the database's clock).
 * One statement: the upsert locks the row, so concurrent takes on any instance count exactly.
 */
export async function takeRateLimitHit(
  key: string,
  limit: number,
  windowMs: number,
  at: Date | null = null,
  sql: Sql = appSql,
): Promise<TakenHit> {
  const [row] = await sql<{ allowed: boolean; oldest_hit_age_ms: number }[]>`
    insert into public.rate_limit_hits as r (key, hits, allowed, updated_at)
    select ${key}, array[t.at], true, t.at
    from (select coalesce(${at?.toISOString() ?? null}::timestamptz, clock_timestamp()) as at) t
    on conflict (key) do update set (hits, allowed, updated_at) = (
      select case when cardinality(w.live) < ${limit}::int then w.live || excluded.updated_at else w.live end,
             cardinality(w.live) < ${limit}::int,
             excluded.updated_at
      from (select coalesce(array_agg(h order by h), '{}') as live
            from unnest(r.hits) h
            where h > excluded.updated_at - ${windowMs}::int * interval '1 millisecond') w
    )
    returning allowed, (extract(epoch from updated_at - hits[1]) * 1000)::float8 as oldest_hit_age_ms`;
  if (!row) throw new Error("rate_limit_hits upsert returned no row");
  return { allowed: row.allowed, oldestHitAgeMs: row.oldest_hit_age_ms };
}

/** Gives back the newest hit on `key` (an attempt that turned out not to count). */
export async function giveBackRateLimitHit(key: string, sql: Sql = appSql): Promise<void> {
  await sql`update public.rate_limit_hits set hits = hits[1:cardinality(hits) - 1] where key = ${key}`;
}

/** Removes buckets whose last hit is older than `before`: no window reaches back that far. */
export async function deleteStaleRateLimits(before: Date, sql: Sql = appSql): Promise<void> {
  await sql`delete from public.rate_limit_hits where updated_at < ${before.toISOString()}::timestamptz`;
}

export async function deleteRateLimits(keys: readonly string[], sql: Sql = appSql): Promise<void> {
  if (keys.length) await sql`delete from public.rate_limit_hits where key = any(${[...keys]}::text[])`;
}
