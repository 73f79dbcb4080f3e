import { stripe } from "@/lib/billing/stripe-client";
import { isLiveSubscription } from "@/lib/billing/subscription-state";
import { sql } from "@/lib/db/client";
import { LAST_SUPER_ADMIN, privilegedDeleteAccount } from "@/lib/db/queries/account";
import type { User } from "@/lib/db/schema";
import { reportInternalError } from "@/lib/http/error-ref";
import { supabaseAdmin } from "@/lib/supabase/admin-client";

export type AccountDeletion =
  { ok: true } | { ok: false; reason: "last_super_admin" | "subscription_not_cancelled" };

/**
 * Deletes an account (docs/product-rules.md 'Your account and your data'), in the order that loses nothing if a
 * step fails: (1) a live Stripe subscription is cancelled at once — if Stripe refuses, nothing is deleted;
 * (2) delete_account removes the personal rows, keeps the logs with no user id, and logs the deletion;
 * (3) Auth's admin API deletes the sign-in (identities, sessions). A retry after a failure at (3) skips (2).
 * Payment records stay with Stripe.
 */
export async function deleteAccount(profile: User): Promise<AccountDeletion> {
  if (profile.stripeSubscriptionId && isLiveSubscription(profile.subscriptionStatus ?? "")) {
    try {
      await stripe().subscriptions.cancel(profile.stripeSubscriptionId);
    } catch (error) {
      // Already gone at Stripe: nothing left to cancel.
      const code = (error as { code?: string }).code;
      if (code !== "resource_missing") {
        reportInternalError("account deletion: cancelling the subscription", error);
        return { ok: false, reason: "subscription_not_cancelled" };
      }
    }
  }
  try {
    await privilegedDeleteAccount(sql, profile.id);
  } catch (error) {
    if ((error as { code?: string }).code === LAST_SUPER_ADMIN)
      return { ok: false, reason: "last_super_admin" };
    throw error;
  }
  const { error } = await supabaseAdmin().auth.admin.deleteUser(profile.id);
  // Already deleted (a retry): fine. Anything else is a failure the caller reports with a reference.
  if (error && error.status !== 404) throw error;
  return { ok: true };
}
