import { parsePublicEnv, parseServerEnv, type PublicEnv, type ServerEnv } from "@/lib/env-schema";

/**
 * The validated environment. A missing or malformed variable stops the server at start with a message naming it
 * (see instrumentation.ts). Variables prefixed NEXT_PUBLIC_ are inlined into the browser bundle by Next.js.
 */
let cachedServerEnv: ServerEnv | undefined;

/** The validated server environment; throws EnvError naming each bad variable. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

/** Public values, safe in server and client code (Next.js inlines NEXT_PUBLIC_ references at build time). */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SUPPORT_EMAIL: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
});
