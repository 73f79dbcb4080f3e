import { NextResponse, type NextRequest } from "next/server";

import { completeSignIn } from "@/lib/auth/callback";

/**
 * The auth provider sends browsers back here: social sign-in, the sign-up confirmation link and the password
 * reset link, all with a PKCE `code` (or an error). The exchange happens on the server, which sets the cookies.
 */
export async function GET(request: NextRequest) {
  const destination = await completeSignIn(request.nextUrl.searchParams);
  const response = NextResponse.redirect(new URL(destination, request.nextUrl.origin), 303);
  response.headers.set("cache-control", "no-store");
  return response;
}
