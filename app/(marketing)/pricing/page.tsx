import type { Metadata } from "next";

import { PricingPage } from "@/components/pricing/pricing-page";
import { getPricingViewer } from "@/components/pricing/pricing-viewer";
import { firstParam, type SearchParams } from "@/lib/auth/search-params";
import { PRICING_META } from "@/lib/messages/pricing";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = {
  title: PRICING_META.title,
  description: PRICING_META.description,
  alternates: { canonical: PAGES.pricing },
};

export default async function PricingRoute({ searchParams }: { searchParams: SearchParams }) {
  const [viewer, params] = await Promise.all([getPricingViewer(), searchParams]);
  // Set by the checkout endpoint when a form post (no JavaScript) could not start Checkout.
  // Stripe's cancel_url adds ?checkout=cancelled.
  const checkout = firstParam(params, "checkout");
  return (
    <PricingPage
      viewer={viewer}
      checkoutFailed={checkout === "failed"}
      checkoutCancelled={checkout === "cancelled"}
    />
  );
}
