import { NextResponse } from "next/server";

import { completeSignIn } from "@/lib/auth/callback";
import { defineRoute } from "@/lib/http/define-route";

/**
 * The auth provider sends browsers back here: social sign-in, the sign-up confirmation link and the password
 * reset link, all with a PKCE `code` (or an error). The exchange happens on the server, which sets the cookies.
 * Through the route pipeline like every handler (docs/architecture.md 'Route handlers'): no session step, since
 * this is where the session begins.
 */
export const GET = defineRoute({ auth: "none" }, async ({ request }) => {
  const destination = await completeSignIn(request.nextUrl.searchParams);
  const response = NextResponse.redirect(new URL(destination, request.nextUrl.origin), 303);
  response.headers.set("cache-control", "no-store");
  return response;
});
