import { z } from "zod";
import { BILLING_CYCLES } from "@/lib/billing/plans";
import { BILLING_ERRORS } from "@/lib/messages/billing";
import { plainText } from "@/lib/validation/plain-text";

/**
 * POST /api/stripe/checkout. The spec's body also carries priceId, userId and the return URLs; the server decides
 * those (the signed-in user, the price of the cycle, this site's pages), so only the cycle is read.
 */
export const checkoutRequestSchema = z.object({
  billingCycle: z.enum(BILLING_CYCLES, { error: BILLING_ERRORS.invalidCycle }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/stripe/verify-session. */
export const verifySessionSchema = z.object({
  sessionId: plainText("Session id").trim().min(1).max(255),
});
