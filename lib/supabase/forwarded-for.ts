import { isIP } from "node:net";
import type { TrustedProxy } from "@/lib/env-schema";
import { serverEnv } from "@/lib/env";

type HeaderReader = Pick<Headers, "get">;

const validIp = (value: string | null | undefined): string | null => {
  const ip = value?.trim();
  return ip && isIP(ip) ? ip : null;
};

/**
 * The visitor's IP address, read only from the header the configured proxy sets (TRUSTED_PROXY, docs/decisions.md
 * 'Client IP'). Without a setting nothing is trusted: Next.js gives route handlers no socket address, and `next start`
 * passes on whatever X-Forwarded-For the client sent. Null when the named header holds no valid address.
 */
export function visitorIp(
  headers: HeaderReader,
  proxy: TrustedProxy | undefined = serverEnv().TRUSTED_PROXY,
): string | null {
  switch (proxy?.kind) {
    case "vercel":
      // Vercel sets both and overwrites what the client sent.
      return (
        validIp(headers.get("x-vercel-forwarded-for")?.split(",")[0]) ?? validIp(headers.get("x-real-ip"))
      );
    case "cloudflare":
      return validIp(headers.get("cf-connecting-ip"));
    case "header":
      return validIp(headers.get(proxy.name));
    case "hop":
      // The entry the one proxy in front appended; those to its left are whatever the client sent.
      return validIp(headers.get("x-forwarded-for")?.split(",").at(-1));
    default:
      return null;
  }
}

/**
 * Headers for calls to Supabase Auth made on a visitor's behalf: Auth limits sign-ins and sign-ups per IP, and
 * without this every visitor shares the server's address (and its limit). Only the address the setting names.
 */
export function forwardedForHeaders(
  headers: HeaderReader,
  proxy: TrustedProxy | undefined = serverEnv().TRUSTED_PROXY,
): Record<string, string> {
  const ip = visitorIp(headers, proxy);
  return ip ? { "Sb-Forwarded-For": ip } : {};
}

/** The start-up warning for production without TRUSTED_PROXY (instrumentation.ts), or null. */
export function missingProxyWarning(
  proxy: TrustedProxy | undefined,
  nodeEnv: string | undefined,
): string | null {
  if (proxy || nodeEnv !== "production") return null;
  return (
    "[client-ip] TRUSTED_PROXY is not set: no visitor IP is known, so sign-in and password-reset limits apply per " +
    "address and globally only, and Supabase Auth sees every visitor as this server. Set it to vercel, cloudflare, " +
    "hop or header:<Name> (docs/decisions.md 'Client IP')."
  );
}
