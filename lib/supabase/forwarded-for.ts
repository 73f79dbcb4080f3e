import { isIP } from "node:net";

/**
 * The visitor's IP address as our nearest proxy saw it: `X-Real-IP`, else the last `X-Forwarded-For` entry (the one
 * that proxy appended; entries to its left are whatever the client sent). Null when neither holds a valid address.
 */
export function visitorIp(headers: Pick<Headers, "get">): string | null {
  const real = headers.get("x-real-ip")?.trim();
  if (real && isIP(real)) return real;
  const last = headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
  return last && isIP(last) ? last : null;
}

/**
 * Headers for calls to Supabase Auth made on a visitor's behalf: Auth limits sign-ins and sign-ups per IP, and
 * without this every visitor would share the server's address (and its limit).
 */
export function forwardedForHeaders(headers: Pick<Headers, "get">): Record<string, string> {
  const ip = visitorIp(headers);
  return ip ? { "Sb-Forwarded-For": ip } : {};
}
