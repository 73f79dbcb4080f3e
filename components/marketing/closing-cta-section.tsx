import Link from "next/link";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { CLOSING_CTA } from "@/lib/messages/marketing";
import { PAGES } from "@/lib/routes";

/** Final call to action: to the builder, with plans as the secondary route. */
export function ClosingCtaSection() {
  return (
    <section
      aria-labelledby="closing-cta-title"
      className="[contain-intrinsic-size:auto_900px] [content-visibility:auto] mx-auto max-w-6xl px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8"
    >
      <div className="relative overflow-hidden rounded-2xl bg-brand-strong px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-primary/60 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-24 size-72 rounded-full bg-primary/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="closing-cta-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {CLOSING_CTA.heading}
          </h2>
          <p className="mt-4 text-lg text-pretty text-primary-foreground/90">{CLOSING_CTA.lead}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="h-12 w-full bg-white px-7 text-base text-brand-strong hover:bg-white/90 sm:w-auto"
            >
              <Link href={PAGES.builder}>
                {CLOSING_CTA.button}
                <Icon node={ArrowRight} aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="h-12 w-full px-7 text-base text-primary-foreground hover:bg-white/10 hover:text-primary-foreground sm:w-auto"
            >
              <Link href={PAGES.pricing}>{CLOSING_CTA.secondary}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
