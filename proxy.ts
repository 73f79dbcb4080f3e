import type { NextRequest } from "next/server";
import { routeRequirement } from "@/lib/auth/route-guards";
import { getUserRole } from "@/lib/db/queries/users";
import { redirectKeepingCookies, updateSession } from "@/lib/supabase/proxy";
import { isStaff } from "@/lib/auth/access";
import { PAGES } from "@/lib/routes";

/** Refreshes the Supabase session on every page request and guards the signed-in and staff areas. */
export async function proxy(request: NextRequest) {
  const { response, claims } = await updateSession(request);
  const requirement = routeRequirement(request.nextUrl.pathname);
  if (!requirement) return response;

  if (requirement === "signed-in" && !claims?.sub) {
    const next = `${request.nextUrl.pathname}${request.nextUrl.search}`;
    return redirectKeepingCookies(request, response, PAGES.signIn, `?next=${encodeURIComponent(next)}`);
  }
  // The role lives in our database, never in anything the browser can edit.
  if (requirement === "staff" && !(claims?.sub && isStaff(await getUserRole(claims.sub)))) {
    return redirectKeepingCookies(request, response, "/");
  }
  return response;
}

export const config = {
  // Pages only: skip static assets, images, the API (route handlers check the session themselves) and files.
  matcher: [
    "/((?!_next/static|_next/image|api/|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|ttf)$).*)",
  ],
};
