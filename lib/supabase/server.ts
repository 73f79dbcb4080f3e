import { createServerClient } from "@supabase/ssr";
import { cookies, headers } from "next/headers";
import { publicEnv } from "@/lib/env";
import { AUTH_COOKIE_OPTIONS } from "@/lib/supabase/cookie-options";
import { forwardedForHeaders } from "@/lib/supabase/forwarded-for";

/**
 * A Supabase client for server components, server actions and route handlers, bound to this request's cookies.
 * Create one per request: a shared instance would leak one visitor's session into another's.
 */
export async function createSupabaseServerClient() {
  const [cookieStore, requestHeaders] = await Promise.all([cookies(), headers()]);
  return createServerClient(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    // Auth's per-IP limits then count the visitor, not this server.
    global: { headers: forwardedForHeaders(requestHeaders) },
    cookieOptions: AUTH_COOKIE_OPTIONS,
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(cookiesToSet) {
        try {
          for (const { name, value, options } of cookiesToSet) cookieStore.set(name, value, options);
        } catch {
          // Server components cannot set cookies; the proxy has already refreshed the session for this request.
        }
      },
    },
  });
}
