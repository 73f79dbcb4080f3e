import "server-only";
import { cache } from "react";
import { getUserById } from "@/lib/db/queries/users";
import type { User } from "@/lib/db/schema";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type CurrentUser = {
  id: string;
  email: string;
  /** The `users` row; null only in the moment between sign-in and the profile being created. */
  profile: User | null;
};

/**
 * The signed-in user for this request: the session's verified claims (checked locally against the JWKS) plus
 * their `users` row, in one database query. Cached per request, so layouts and pages can all call it.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createSupabaseServerClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return null;
  const profile = await getUserById(claims.sub);
  return { id: claims.sub, email: profile?.email ?? String(claims.email ?? ""), profile };
});
