import type { JwtPayload } from "@supabase/supabase-js";
import { NextResponse, type NextRequest } from "next/server";
import { supabaseForRequest } from "@/lib/supabase/request-client";

/**
 * The @supabase/ssr proxy pattern: refresh the session cookies on the way in and out, then read the verified
 * claims. getClaims() checks the ES256 signature against the cached JWKS, so no network call per request.
 */
export async function updateSession(
  request: NextRequest,
): Promise<{ response: NextResponse; claims: JwtPayload | null }> {
  let response = NextResponse.next({ request });
  const supabase = supabaseForRequest(request, (cookiesToSet) => {
    for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
    response = NextResponse.next({ request });
    for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
  });
  // Nothing may run between creating the client and getClaims(), or a refresh could be lost.
  const { data } = await supabase.auth.getClaims();
  return { response, claims: data?.claims ?? null };
}

/** A redirect that keeps any cookies the session refresh just wrote. */
export function redirectKeepingCookies(
  request: NextRequest,
  from: NextResponse,
  pathname: string,
  search = "",
) {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  const redirect = NextResponse.redirect(url);
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}
