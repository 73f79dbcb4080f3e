import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse } from "@/lib/ai/http";
import { hasPremiumAccess } from "@/lib/auth/premium";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { checkoutRequestSchema } from "@/lib/validation/billing";

export const dynamic = "force-dynamic";

const redirectTo = (request: NextRequest, location: string) =>
  new Response(null, { status: 303, headers: { location: new URL(location, request.url).toString() } });

/**
 * POST { billingCycle } → 200 { sessionId, url }: a Stripe Checkout Session for the signed-in user (the browser then
 * goes to `url`). Also takes the pricing page's form post (no JavaScript yet): 303 to Checkout, to /signin, or back
 * to /pricing?checkout=failed. Errors as JSON { error }: 400 bad cycle, 401, 403 consent, 409 already Premium,
 * 429, 502 Stripe failed.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const isForm = (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  const guard = await guardRequest(request, "billing", BILLING_ERRORS.signInToUpgrade);
  if (!guard.ok) return isForm ? redirectTo(request, "/signin?next=/pricing") : guard.response;
  const { user, session } = guard;

  let body: unknown;
  try {
    body = isForm ? Object.fromEntries(await request.formData()) : await request.json();
  } catch {
    body = null;
  }
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    if (isForm) return redirectTo(request, "/pricing?checkout=failed");
    return session.applySessionCookies(jsonResponse({ error: BILLING_ERRORS.invalidCycle }, 400));
  }

  const profile = user.profile;
  // A live subscription (Premium, or a failed renewal being retried) is managed, not bought twice.
  const paymentDue = profile.subscriptionTier === "premium" && profile.subscriptionStatus === "past_due";
  if (hasPremiumAccess(profile) || paymentDue) {
    if (isForm) return redirectTo(request, "/subscription");
    const error = paymentDue ? BILLING_ERRORS.paymentDue : BILLING_ERRORS.alreadyPremium;
    return session.applySessionCookies(jsonResponse({ error }, 409));
  }

  try {
    const checkout = await createCheckoutSession(profile, parsed.data.billingCycle);
    if (isForm)
      return session.applySessionCookies(redirectTo(request, checkout.url ?? "/pricing?checkout=failed"));
    return session.applySessionCookies(jsonResponse(checkout));
  } catch (error) {
    console.error("[billing] checkout failed:", error instanceof Error ? error.message : error);
    if (isForm) return redirectTo(request, "/pricing?checkout=failed");
    return session.applySessionCookies(jsonResponse({ error: BILLING_ERRORS.checkoutFailed }, 502));
  }
}
