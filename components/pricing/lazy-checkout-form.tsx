"use client";

import dynamic from "next/dynamic";

/** The checkout form's code loads only for the visitors who get the form: signed-in free users (docs/architecture.md §7). */
export const LazyCheckoutForm = dynamic(() =>
  import("@/components/pricing/checkout-form").then((mod) => mod.CheckoutForm),
);
