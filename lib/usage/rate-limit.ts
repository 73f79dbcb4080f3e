/**
 * Per-user request limits for the AI, history and billing routes: a sliding one-minute window per user and route group,
 * kept in this process (each instance limits on its own; the monthly quota in Postgres is the hard limit).
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
const MAX_TRACKED_KEYS = 10_000;

const windows = new Map<string, number[]>();

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function checkRateLimit(
  userId: string,
  group: RateLimitGroup,
  now: number = Date.now(),
): RateLimitResult {
  const key = `${group}:${userId}`;
  const recent = (windows.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (recent.length >= RATE_LIMITS[group]) {
    windows.set(key, recent);
    const oldest = recent[0] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)) };
  }
  recent.push(now);
  if (!windows.has(key) && windows.size >= MAX_TRACKED_KEYS) windows.clear(); // bounded memory
  windows.set(key, recent);
  return { allowed: true };
}

/** For tests: forget every window. */
export function resetRateLimits(): void {
  windows.clear();
}
