"use client";

import { useState, type FormEvent, type ReactNode } from "react";

import { toast } from "@/components/ui/toast";
import { ApiError, failureMessage, requestJson } from "@/lib/api-client";
import { BILLING_ERRORS } from "@/lib/messages/billing";

export type CheckoutFormProps = {
  id: string;
  action: string;
  /** The Button classes, worked out on the server so no class merging reaches the browser (docs/architecture.md §7). */
  buttonClassName: string;
  /** Shown before the label while the checkout session is asked for (rendered on the server, like the label). */
  busyIcon: ReactNode;
  children: ReactNode;
};

/**
 * The signed-in free user's 'Upgrade to Premium': asks the server for a Checkout Session for the chosen cycle and
 * goes to its `url`. Without JavaScript the same form posts and the server answers 303 to Checkout.
 */
export function CheckoutForm({ id, action, buttonClassName, busyIcon, children }: CheckoutFormProps) {
  const [busy, setBusy] = useState(false);

  async function startCheckout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The billing-cycle radios sit outside the form and join it through their `form` attribute.
    const billingCycle = new FormData(event.currentTarget).get("billingCycle") ?? "monthly";
    setBusy(true);
    try {
      const { url } = await requestJson<{ sessionId?: string; url?: string | null }>(action, {
        method: "POST",
        body: { billingCycle },
        messages: {
          server: BILLING_ERRORS.checkoutFailed,
          network: BILLING_ERRORS.checkoutStartFailed,
          notJson: BILLING_ERRORS.serverError,
        },
      });
      if (!url) throw new ApiError(BILLING_ERRORS.stripeFailedToLoad, 200);
      window.location.assign(url);
    } catch (error) {
      toast.error(failureMessage(error, BILLING_ERRORS.checkoutStartFailed));
      setBusy(false);
    }
  }

  return (
    <form id={id} action={action} method="post" onSubmit={startCheckout}>
      <button type="submit" data-slot="button" className={buttonClassName} disabled={busy}>
        {busy && busyIcon}
        {children}
      </button>
    </form>
  );
}
