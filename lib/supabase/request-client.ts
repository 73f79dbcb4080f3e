import { createServerClient, type CookieOptions } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { publicEnv } from "@/lib/env";
import { AUTH_COOKIE_OPTIONS } from "@/lib/supabase/cookie-options";
import { forwardedForHeaders } from "@/lib/supabase/forwarded-for";

export type CookieToSet = { name: string; value: string; options: CookieOptions };

/**
 * An auth client reading the session from a request's cookies (the proxy and route handlers); what a refresh
 * writes goes to `setAll`, for the caller to put on its response. Forwards the client's address for rate limits.
 */
export function supabaseForRequest(request: NextRequest, setAll: (cookies: CookieToSet[]) => void) {
  return createServerClient(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    global: { headers: forwardedForHeaders(request.headers) },
    cookieOptions: AUTH_COOKIE_OPTIONS,
    cookies: { getAll: () => request.cookies.getAll(), setAll },
  });
}
