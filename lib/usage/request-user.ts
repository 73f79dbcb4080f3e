import { createServerClient } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { getUserById } from "@/lib/db/queries/users";
import type { User } from "@/lib/db/schema";
import { publicEnv } from "@/lib/env";
import { forwardedForHeaders } from "@/lib/supabase/forwarded-for";

/**
 * The signed-in user of a route handler, read from the incoming request's cookies (not next/headers, so handlers
 * run in tests without a Next server). The proxy skips /api/*, so a session refreshed here is written back by
 * `applySessionCookies` on the response.
 */
export type RequestUser = { id: string; email: string; profile: User };

type CookieToSet = { name: string; value: string; options: Record<string, unknown> };

export type RequestSession = {
  user: RequestUser | null;
  applySessionCookies<T extends NextResponse | Response>(response: T): T;
};

export async function readRequestSession(request: NextRequest): Promise<RequestSession> {
  const refreshed: CookieToSet[] = [];
  const supabase = createServerClient(
    publicEnv.NEXT_PUBLIC_SUPABASE_URL,
    publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    {
      global: { headers: forwardedForHeaders(request.headers) },
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll(cookiesToSet) {
          refreshed.push(...(cookiesToSet as CookieToSet[]));
        },
      },
    },
  );
  const { data } = await supabase.auth.getClaims();
  const sub = data?.claims?.sub;
  const profile = sub ? await getUserById(sub) : null;
  return {
    user: sub && profile ? { id: sub, email: profile.email, profile } : null,
    applySessionCookies(response) {
      for (const { name, value, options } of refreshed) {
        const parts = [`${name}=${value}`, `Path=${String(options.path ?? "/")}`];
        if (options.maxAge !== undefined) parts.push(`Max-Age=${String(options.maxAge)}`);
        if (options.sameSite) parts.push(`SameSite=${String(options.sameSite)}`);
        if (options.httpOnly) parts.push("HttpOnly");
        if (options.secure) parts.push("Secure");
        response.headers.append("set-cookie", parts.join("; "));
      }
      return response;
    },
  };
}
