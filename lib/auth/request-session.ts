import { createServerClient } from "@supabase/ssr";
import type { NextRequest } from "next/server";
import { getUserById } from "@/lib/db/queries/users";
import type { User } from "@/lib/db/schema";
import { publicEnv } from "@/lib/env";
import { forwardedForHeaders } from "@/lib/supabase/forwarded-for";

/**
 * The signed-in user of a route handler, read from the request's cookies (not next/headers, so handlers run in
 * tests without a Next server). The proxy skips /api/*, so a session refreshed here comes back as `cookies`,
 * which the route pipeline (lib/http/define-route.ts) writes on whatever the handler answers.
 */
export type RequestUser = { id: string; email: string; profile: User };

export type SessionCookie = { name: string; value: string; options: Record<string, unknown> };

export type RequestSession = { user: RequestUser | null; cookies: SessionCookie[] };

export async function readRequestSession(request: NextRequest): Promise<RequestSession> {
  const cookies: SessionCookie[] = [];
  const supabase = createServerClient(
    publicEnv.NEXT_PUBLIC_SUPABASE_URL,
    publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY,
    {
      global: { headers: forwardedForHeaders(request.headers) },
      cookies: {
        getAll: () => request.cookies.getAll(),
        setAll(cookiesToSet) {
          cookies.push(...(cookiesToSet as SessionCookie[]));
        },
      },
    },
  );
  const { data } = await supabase.auth.getClaims();
  const sub = data?.claims?.sub;
  const profile = sub ? await getUserById(sub) : null;
  return { user: sub && profile ? { id: sub, email: profile.email, profile } : null, cookies };
}
