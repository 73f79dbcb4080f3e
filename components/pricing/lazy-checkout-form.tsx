"use client";

import { lazy, Suspense } from "react";

import type { CheckoutFormProps } from "@/components/pricing/checkout-form";

const CheckoutForm = lazy(() =>
  import("@/components/pricing/checkout-form").then((mod) => ({ default: mod.CheckoutForm })),
);

/**
 * The checkout form's code loads only for the visitors who get the form, signed-in free users (docs/architecture.md
 * §7); React's lazy rather than next/dynamic, whose runtime every /pricing visitor would download. Until the code is
 * there the same form posts without JavaScript, and the server answers 303 to Checkout.
 */
export function LazyCheckoutForm(props: CheckoutFormProps) {
  const { id, action, buttonClassName, children } = props;
  const plain = (
    <form id={id} action={action} method="post">
      <button type="submit" data-slot="button" className={buttonClassName}>
        {children}
      </button>
    </form>
  );
  return (
    <Suspense fallback={plain}>
      <CheckoutForm {...props} />
    </Suspense>
  );
}
