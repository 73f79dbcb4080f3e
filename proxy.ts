import type { NextRequest, NextResponse } from "next/server";
import { routeRequirement } from "@/lib/auth/route-guards";
import { getUserRole } from "@/lib/db/queries/users";
import { publicEnv } from "@/lib/env";
import { redirectKeepingCookies, updateSession } from "@/lib/supabase/proxy";
import { isStaff } from "@/lib/auth/access";
import { contentSecurityPolicy, createNonce, originsOf } from "@/lib/security/content-security-policy";
import { PAGES } from "@/lib/routes";

/** Stripe's hosted pages, which a checkout or portal form without JavaScript is redirected to. */
const STRIPE_HOSTED_PAGES = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/**
 * Every page request: a CSP with a fresh nonce (Next.js puts it on its scripts), the Supabase session refreshed,
 * and the signed-in and staff areas guarded (docs/decisions.md 'Security headers').
 */
export async function proxy(request: NextRequest) {
  // The local Stripe stand-in serves its checkout pages itself (docs/architecture.md §5).
  const stripeApi = process.env.STRIPE_API_BASE;
  const policy = contentSecurityPolicy({
    nonce: createNonce(),
    development: process.env.NODE_ENV === "development",
    https: publicEnv.NEXT_PUBLIC_SITE_URL.startsWith("https:"),
    formTargets: originsOf([
      publicEnv.NEXT_PUBLIC_SUPABASE_URL,
      ...(stripeApi ? [stripeApi] : STRIPE_HOSTED_PAGES),
    ]),
  });
  // Next.js reads the nonce from the request's policy while it renders the page.
  request.headers.set("content-security-policy", policy);
  const response = await guard(request);
  response.headers.set("content-security-policy", policy);
  return response;
}

/** Refreshes the session; sends signed-out visitors to /signin and non-staff away from /admin. */
async function guard(request: NextRequest): Promise<NextResponse> {
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
  // Their headers come from next.config.ts.
  matcher: [
    "/((?!_next/static|_next/image|api/|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|txt|xml|ttf)$).*)",
  ],
};
