import { createPortalSession } from "@/lib/billing/checkout";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { loggableMessage } from "@/lib/db/loggable-error";

export const dynamic = "force-dynamic";

/** POST → 200 { url } of a Stripe billing-portal session returning to /subscription; 400 when there is no customer. */
export const POST = defineRoute(
  { auth: "user", rateLimit: "billing", notSignedIn: BILLING_ERRORS.signInToManage },
  async ({ user }) => {
    const customerId = user.profile.stripeCustomerId;
    if (!customerId) return jsonResponse({ error: BILLING_ERRORS.noBillingAccount }, 400);
    try {
      return jsonResponse(await createPortalSession(customerId));
    } catch (error) {
      console.error("[billing] portal session failed:", loggableMessage(error));
      return jsonResponse({ error: BILLING_ERRORS.portalFailed }, 502);
    }
  },
);
