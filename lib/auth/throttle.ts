import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { headers } from "next/headers";
import { visitorIp } from "@/lib/supabase/forwarded-for";
import { giveBackHit, takeHit, type Budget } from "@/lib/usage/rate-limit";

/**
 * Throttles on sign-in and forgot-password (docs/product-rules.md 'Sign-in and password-reset throttles'), in the
 * shared Postgres buckets of lib/usage/rate-limit.ts: per e-mail address, per IP (only when TRUSTED_PROXY names one),
 * and one global bucket. Beyond a limit the action answers the same for known and unknown addresses.
 */
export type AuthAttemptKind = "signIn" | "forgotPassword";

const MINUTE = 60_000;

export const AUTH_THROTTLES: Record<AuthAttemptKind, Record<"address" | "ip" | "global", Budget>> = {
  // Only failed sign-ins stay counted (a success gives its hits back), so people signing in often never meet these.
  signIn: {
    address: { limit: 10, windowMs: 15 * MINUTE },
    ip: { limit: 30, windowMs: 15 * MINUTE },
    global: { limit: 300, windowMs: MINUTE },
  },
  // Every request counts: each one sends an e-mail or says whether an account exists.
  forgotPassword: {
    address: { limit: 5, windowMs: 15 * MINUTE },
    ip: { limit: 20, windowMs: 15 * MINUTE },
    global: { limit: 60, windowMs: MINUTE },
  },
};

export type AuthAttempt = {
  allowed: boolean;
  /** Gives the attempt's hits back: it does not count (a sign-in that succeeded). */
  release(): Promise<void>;
};

/**
 * One attempt from every bucket at once; if any is full, the others get their hit back and the attempt is refused.
 * `ip` defaults to the visitor's address from this request's headers.
 */
export async function takeAuthAttempt(
  kind: AuthAttemptKind,
  email: string,
  ip?: string | null,
): Promise<AuthAttempt> {
  const address = ip === undefined ? visitorIp(await headers()) : ip;
  const budgets = AUTH_THROTTLES[kind];
  const buckets: Array<[string, Budget]> = [
    [`${kind}:address:${addressBucket(email)}`, budgets.address],
    ...(address ? [[`${kind}:ip:${ipBucket(address)}`, budgets.ip] as [string, Budget]] : []),
    [`${kind}:global`, budgets.global],
  ];
  const results = await Promise.all(buckets.map(([key, budget]) => takeHit(key, budget)));
  const taken = buckets.filter((_, index) => results[index]!.allowed).map(([key]) => key);
  const release = async () => {
    await Promise.all(taken.map((key) => giveBackHit(key)));
  };
  const allowed = taken.length === buckets.length;
  if (!allowed) await release();
  return { allowed, release: allowed ? release : async () => {} };
}

/** The normalised address, hashed: the table keeps no e-mail addresses. */
function addressBucket(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/** One bucket per IPv4 address, per /64 for IPv6 (one connection usually holds a whole /64). */
function ipBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
