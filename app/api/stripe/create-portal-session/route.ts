import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse } from "@/lib/ai/http";
import { createPortalSession } from "@/lib/billing/checkout";
import { BILLING_ERRORS } from "@/lib/messages/billing";

export const dynamic = "force-dynamic";

/** POST → 200 { url } of a Stripe billing-portal session returning to /subscription; 400 when there is no customer. */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "billing", BILLING_ERRORS.signInToManage);
  if (!guard.ok) return guard.response;
  const customerId = guard.user.profile.stripeCustomerId;
  if (!customerId) {
    return guard.session.applySessionCookies(jsonResponse({ error: BILLING_ERRORS.noBillingAccount }, 400));
  }
  try {
    return guard.session.applySessionCookies(jsonResponse(await createPortalSession(customerId)));
  } catch (error) {
    console.error("[billing] portal session failed:", error instanceof Error ? error.message : error);
    return guard.session.applySessionCookies(jsonResponse({ error: BILLING_ERRORS.portalFailed }, 502));
  }
}
