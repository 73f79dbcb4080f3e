import {
  deleteRateLimits,
  deleteStaleRateLimits,
  giveBackRateLimitHit,
  takeRateLimitHit,
} from "@/lib/db/queries/rate-limits";
import { loggableMessage } from "@/lib/db/loggable-error";

/**
 * Request limits as sliding windows kept in Postgres, so every instance counts against the same budget
 * (docs/architecture.md §3 'Limits shared across instances'): the per-user limits of the API routes here, the
 * sign-in and forgot-password throttles in lib/auth/throttle.ts. One round trip per limited request.
 */
export type RateLimitGroup = "generate" | "ai" | "history" | "billing" | "admin";

/** Requests per minute per user. Generous for people, tight enough to stop a script burning gateway credit. */
export const RATE_LIMITS: Record<RateLimitGroup, number> = {
  generate: 20,
  ai: 30,
  history: 120,
  billing: 20,
  // The staff area's writes: settings, connection tests (each one calls the gateway), cost recalculation.
  admin: 60,
};
const WINDOW_MS = 60_000;

/** At most `limit` hits in any `windowMs`. */
export type Budget = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** No window is longer than this; older buckets are purged. */
const LONGEST_WINDOW_MS = 60 * 60_000;
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

// Only so that resetRateLimits forgets this process's buckets and not those of a test running beside it.
const touchedKeys = new Set<string>();

/** Takes one hit on the bucket `key`, or says how long until the oldest hit leaves the window. */
export async function takeHit(key: string, budget: Budget, now?: Date): Promise<RateLimitResult> {
  const hit = await takeRateLimitHit(key, budget.limit, budget.windowMs, now ?? null);
  if (touchedKeys.size >= 10_000) touchedKeys.clear();
  touchedKeys.add(key);
  purgeNowAndThen();
  if (hit.allowed) return { allowed: true };
  const waitMs = budget.windowMs - hit.oldestHitAgeMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Undoes one hit taken with `takeHit` (an attempt that turned out not to count). */
export function giveBackHit(key: string): Promise<void> {
  return giveBackRateLimitHit(key);
}

/** The per-user budget of a route group (`rateLimit` in lib/http/define-route.ts). */
export function checkRateLimit(userId: string, group: RateLimitGroup, now?: Date): Promise<RateLimitResult> {
  return takeHit(`${group}:${userId}`, { limit: RATE_LIMITS[group], windowMs: WINDOW_MS }, now);
}

/** At most once a minute per instance, in the background: a failed purge only leaves rows for the next one. */
function purgeNowAndThen(): void {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  deleteStaleRateLimits(new Date(now - LONGEST_WINDOW_MS)).catch((error: unknown) =>
    console.error("[rate-limit] purge failed:", loggableMessage(error)),
  );
}

/** For tests: forget every bucket this process has taken a hit on. */
export async function resetRateLimits(): Promise<void> {
  await deleteRateLimits([...touchedKeys]);
  touchedKeys.clear();
}
