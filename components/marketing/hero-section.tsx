import Link from "next/link";
import { ArrowRight, Check, Sparkles } from "lucide";
import { Icon } from "@/components/ui/icon";

import { LetterPreview } from "@/components/marketing/letter-preview";
import { Button } from "@/components/ui/button";
import { HERO } from "@/lib/messages/marketing";
import { PAGES } from "@/lib/routes";

/** The home page's opening: the one h1, the two calls to action and a sample letter. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-soft/70 via-background to-background" />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pb-28">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/15 bg-background/80 px-3 py-1 text-sm font-medium text-brand-strong shadow-xs">
            <Icon node={Sparkles} className="size-4" aria-hidden="true" />
            {HERO.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.08]"
          >
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {HERO.lead}
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg" className="h-12 px-7 text-base">
              <Link href={PAGES.builder}>
                {HERO.primaryCta}
                <Icon node={ArrowRight} aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-7 text-base">
              <a href="#features">{HERO.secondaryCta}</a>
            </Button>
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm text-muted-foreground">
            <Icon node={Check} className="size-4 text-emerald-700" aria-hidden="true" />
            {HERO.note}
          </p>
        </div>
        <LetterPreview />
      </div>
    </section>
  );
}
