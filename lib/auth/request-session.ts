import type { NextRequest } from "next/server";
import { findLiveSession } from "@/lib/db/queries/auth-sessions";
import type { User } from "@/lib/db/schema";
import { supabaseForRequest, type CookieToSet } from "@/lib/supabase/request-client";

/**
 * The signed-in user of a route handler, read from the request's cookies (not next/headers, so handlers run in
 * tests without a Next server). The proxy skips /api/*, so a session refreshed here comes back as `cookies`,
 * which the route pipeline (lib/http/define-route.ts) writes on whatever the handler answers. A token whose Auth
 * session has ended (sign-out, a password change) is no user (docs/decisions.md 'Ending sessions').
 */
export type RequestUser = { id: string; email: string; profile: User };

export type SessionCookie = CookieToSet;

export type RequestSession = { user: RequestUser | null; cookies: SessionCookie[] };

export async function readRequestSession(request: NextRequest): Promise<RequestSession> {
  const cookies: SessionCookie[] = [];
  const supabase = supabaseForRequest(request, (refreshed) => cookies.push(...refreshed));
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  const session =
    claims?.sub && claims.session_id ? await findLiveSession(claims.sub, claims.session_id) : null;
  const profile = session?.profile;
  return { user: claims && profile ? { id: claims.sub, email: profile.email, profile } : null, cookies };
}
