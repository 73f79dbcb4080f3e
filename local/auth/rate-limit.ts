// GoTrue's per-IP limit on sign-up and sign-in requests (RATE_LIMIT_SIGN_IN_SIGN_UPS, 30 per 5 minutes).
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { AuthError } from "./errors.ts";

export type RequestRateLimit = {
  /** Requests one client may make in the window. */
  max: number;
  windowSeconds: number;
};

/** GoTrue's default (supabase/config.toml `auth.rate_limit.sign_in_sign_ups`): 30 per 5 minutes per IP. */
export const GOTRUE_SIGN_IN_SIGN_UP_LIMIT: RequestRateLimit = { max: 30, windowSeconds: 300 };

/**
 * Throwaway stand-ins (keys in memory: `--fresh` runs, end-to-end and integration stacks) make every request
 * from one loopback address, so they get a far higher limit; it still exists, it just never trips in a test run.
 */
export const THROWAWAY_SIGN_IN_SIGN_UP_LIMIT: RequestRateLimit = { max: 3000, windowSeconds: 300 };

export const overRequestRateLimit = () =>
  new AuthError(429, "over_request_rate_limit", "Request rate limit reached");

/** Sign-up and password sign-in are what the limit counts (as GoTrue's sign_in_sign_ups bucket). */
export function isSignInOrSignUp(method: string, path: string, query: URLSearchParams): boolean {
  if (method !== "POST") return false;
  if (path === "/signup") return true;
  return path === "/token" && query.get("grant_type") === "password";
}

/**
 * The client's address, as GoTrue finds it: a valid IP in `Sb-Forwarded-For` (a server calling on a visitor's
 * behalf, GOTRUE_SECURITY_SB_FORWARDED_FOR_ENABLED), else the configured header's first entry (RATE_LIMIT_HEADER),
 * else the socket's.
 */
export function clientAddress(req: IncomingMessage, header: string | undefined): string {
  const raw = req.headers["sb-forwarded-for"];
  const forwarded = (Array.isArray(raw) ? raw[0] : raw)?.split(",")[0]?.trim();
  if (forwarded && isIP(forwarded)) return forwarded;
  if (header) {
    const raw = req.headers[header.toLowerCase()];
    const first = (Array.isArray(raw) ? raw[0] : raw)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** A sliding window of request times per client address. */
export class RequestRateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: RequestRateLimit;
  private readonly now: () => Date;

  constructor(limit: RequestRateLimit, now: () => Date) {
    this.limit = limit;
    this.now = now;
  }

  /** Counts one request from `client`; throws 429 over_request_rate_limit when the window is full. */
  take(client: string): void {
    const now = this.now().getTime();
    const since = now - this.limit.windowSeconds * 1000;
    const recent = (this.hits.get(client) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit.max) {
      this.hits.set(client, recent);
      throw overRequestRateLimit();
    }
    recent.push(now);
    this.hits.set(client, recent);
  }
}
