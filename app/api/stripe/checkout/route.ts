import { hasPremium } from "@/lib/auth/access";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse, redirectResponse } from "@/lib/http/responses";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { checkoutRequestSchema } from "@/lib/validation/billing";
import { CHECKOUT_FAILED, PAGES, signInThen } from "@/lib/routes";
import { loggableMessage } from "@/lib/db/loggable-error";

export const dynamic = "force-dynamic";

/**
 * POST { billingCycle } → 200 { sessionId, url }: a Stripe Checkout Session for the signed-in user (the browser then
 * goes to `url`). Also takes the pricing page's form post (no JavaScript yet): 303 to Checkout, to /signin, or back
 * to /pricing?checkout=failed. Errors as JSON { error }: 400 bad cycle, 401, 403 consent, 409 already Premium,
 * 429, 502 Stripe failed.
 */
export const POST = defineRoute(
  {
    auth: "user",
    rateLimit: "billing",
    notSignedIn: BILLING_ERRORS.signInToUpgrade,
    body: { json: checkoutRequestSchema, form: checkoutRequestSchema },
    refuse(error, request, kind) {
      if (kind !== "form") return error.refusal === "invalid_body" ? invalidCycle() : undefined;
      const failed = error.refusal === "invalid_body" || error.refusal === "failed";
      return redirectResponse(request, failed ? CHECKOUT_FAILED : signInThen(PAGES.pricing));
    },
  },
  async ({ user, body, bodyKind, request }) => {
    const form = bodyKind === "form";
    const profile = user.profile;
    // A live subscription (Premium, or a failed renewal being retried) is managed, not bought twice.
    const paymentDue = profile.subscriptionTier === "premium" && profile.subscriptionStatus === "past_due";
    if (hasPremium(profile) || paymentDue) {
      if (form) return redirectResponse(request, PAGES.subscription);
      return jsonResponse(
        { error: paymentDue ? BILLING_ERRORS.paymentDue : BILLING_ERRORS.alreadyPremium },
        409,
      );
    }
    try {
      const checkout = await createCheckoutSession(profile, body.billingCycle);
      if (form) return redirectResponse(request, checkout.url ?? CHECKOUT_FAILED);
      return jsonResponse(checkout);
    } catch (error) {
      console.error("[billing] checkout failed:", loggableMessage(error));
      if (form) return redirectResponse(request, CHECKOUT_FAILED);
      return jsonResponse({ error: BILLING_ERRORS.checkoutFailed }, 502);
    }
  },
);

/** The JSON answer to a bad cycle is one message, whatever the schema said. */
const invalidCycle = () => jsonResponse({ error: BILLING_ERRORS.invalidCycle }, 400);
