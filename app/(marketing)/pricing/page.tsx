import type { Metadata } from "next";

import { PricingPage } from "@/components/pricing/pricing-page";
import { getPricingViewer } from "@/components/pricing/pricing-viewer";
import { PRICING_META } from "@/lib/messages/pricing";

export const metadata: Metadata = {
  title: PRICING_META.title,
  description: PRICING_META.description,
  alternates: { canonical: "/pricing" },
};

export default async function PricingRoute() {
  const viewer = await getPricingViewer();
  return <PricingPage viewer={viewer} />;
}
