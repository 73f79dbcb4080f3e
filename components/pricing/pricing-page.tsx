import { Lock, TrendingUp, Users } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { BillingCycleToggle } from "@/components/pricing/billing-cycle-toggle";
import { GuaranteeBox } from "@/components/pricing/guarantee-box";
import { FreePlanCard, PremiumPlanCard } from "@/components/pricing/plan-cards";
import { checkoutFormIdFor } from "@/components/pricing/premium-plan-action";
import { PricingFaq } from "@/components/pricing/pricing-faq";
import type { PricingViewer } from "@/components/pricing/pricing-viewer";
import { BILLING_ERRORS, CHECKOUT_CANCELLED } from "@/lib/messages/billing";
import { PLAN_LABELS, PRICING_HERO } from "@/lib/messages/pricing";

/** The pricing page (docs/spec.md, product §2): heading, billing toggle, Free and Premium cards, guarantee and FAQ. */
export function PricingPage({
  viewer,
  checkoutFailed = false,
  checkoutCancelled = false,
}: {
  viewer: PricingViewer;
  checkoutFailed?: boolean;
  checkoutCancelled?: boolean;
}) {
  return (
    <>
      <div className="relative overflow-hidden">
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-soft/70 via-background to-background" />
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
          <header className="mx-auto flex max-w-2xl flex-col items-center text-center">
            <p className="rounded-full border border-primary/15 bg-background/80 px-3 py-1 text-sm font-medium text-brand-strong shadow-xs">
              {PRICING_HERO.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {PRICING_HERO.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">
              {PRICING_HERO.lead}
            </p>
            <ul
              aria-label={PRICING_HERO.claimsLabel}
              className="mt-6 flex flex-col items-center gap-x-6 gap-y-2 text-sm font-medium text-foreground/80 sm:flex-row"
            >
              <li className="flex items-center gap-2">
                <Icon node={Users} className="size-4 text-primary" aria-hidden="true" />
                {PRICING_HERO.claims.users}
              </li>
              <li className="flex items-center gap-2">
                <Icon node={TrendingUp} className="size-4 text-primary" aria-hidden="true" />
                {PRICING_HERO.claims.interviews}
              </li>
            </ul>
          </header>

          {checkoutFailed && (
            <FormAlert className="mx-auto mt-10 max-w-xl">{BILLING_ERRORS.checkoutStartFailed}</FormAlert>
          )}
          {checkoutCancelled && (
            <p
              role="status"
              className="mx-auto mt-10 max-w-xl rounded-md border bg-muted/50 px-4 py-3 text-center text-sm"
            >
              {CHECKOUT_CANCELLED}
            </p>
          )}
          <div className="group/pricing mt-12">
            <BillingCycleToggle formId={checkoutFormIdFor(viewer)} />
            <div className="mx-auto mt-10 grid max-w-4xl items-stretch gap-6 md:grid-cols-2 lg:gap-8">
              <FreePlanCard viewer={viewer} />
              <PremiumPlanCard viewer={viewer} />
            </div>
          </div>
          <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
            <Icon node={Lock} className="size-4 shrink-0" aria-hidden="true" />
            {PLAN_LABELS.securePayments}
          </p>

          <div className="mx-auto mt-16 max-w-4xl">
            <GuaranteeBox />
          </div>
        </div>
      </div>
      <PricingFaq />
    </>
  );
}
