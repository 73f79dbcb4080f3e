import "server-only";
import { cache } from "react";
import { findLiveSession } from "@/lib/db/queries/auth-sessions";
import type { User } from "@/lib/db/schema";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type CurrentUser = {
  id: string;
  email: string;
  /** The `users` row; null only in the moment between sign-in and the profile being created. */
  profile: User | null;
};

/**
 * The signed-in user for this request: the session's verified claims (checked locally against the JWKS), then one
 * database query for their Auth session, still live, and their `users` row, so a signed-out token stops at once
 * (docs/decisions.md 'Ending sessions'). Cached per request, so layouts and pages can all call it.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createSupabaseServerClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub || !claims.session_id) return null;
  const session = await findLiveSession(claims.sub, claims.session_id);
  if (!session) return null;
  const { profile } = session;
  return { id: claims.sub, email: profile?.email ?? String(claims.email ?? ""), profile };
});
