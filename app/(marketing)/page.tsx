import type { Metadata } from "next";

import { ClosingCtaSection } from "@/components/marketing/closing-cta-section";
import { FeaturesSection } from "@/components/marketing/features-section";
import { HeroSection } from "@/components/marketing/hero-section";
import { HowItWorksSection } from "@/components/marketing/how-it-works-section";
import { StatsSection } from "@/components/marketing/stats-section";
import { HERO, SITE_NAME } from "@/lib/messages/marketing";

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} — ${HERO.title}` },
  alternates: { canonical: "/" },
};

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <StatsSection />
      <ClosingCtaSection />
    </>
  );
}
