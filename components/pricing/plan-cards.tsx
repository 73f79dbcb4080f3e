import Link from "next/link";
import { Crown } from "lucide";
import { Icon } from "@/components/ui/icon";

import { SHOW_WHEN_MONTHLY, SHOW_WHEN_SIXMONTHLY } from "@/components/pricing/billing-cycle-toggle";
import { PlanFeatureList } from "@/components/pricing/plan-feature-list";
import { PlanPrice } from "@/components/pricing/plan-price";
import { PremiumPlanAction } from "@/components/pricing/premium-plan-action";
import type { PricingViewer } from "@/components/pricing/pricing-viewer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  FREE_PLAN_AMOUNT_MINOR,
  FREE_PLAN_FEATURES,
  PREMIUM_PLANS,
  PREMIUM_PLAN_FEATURES,
  formatGbp,
  monthlyEquivalentMinor,
} from "@/lib/billing/plans";
import { BILLING_CYCLE_LABELS, PLAN_LABELS } from "@/lib/messages/pricing";
import { cn } from "@/lib/utils";
import { PAGES } from "@/lib/routes";

const cardClass = "h-full gap-8 py-8";
const headerClass = "gap-3 px-6 sm:px-8";
const contentClass = "flex flex-1 flex-col gap-8 px-6 sm:px-8";

/** The Free plan: £0, its features, and the way into the builder. */
export function FreePlanCard({ viewer }: { viewer: PricingViewer }) {
  const { free } = PLAN_LABELS;
  return (
    <Card aria-labelledby="plan-free-title" className={cardClass} role="region">
      <CardHeader className={headerClass}>
        <h2 id="plan-free-title" className="text-xl font-semibold">
          {free.name}
        </h2>
        <p className="text-muted-foreground">{free.description}</p>
      </CardHeader>
      <CardContent className={contentClass}>
        <PlanPrice className="flex" amount={formatGbp(FREE_PLAN_AMOUNT_MINOR)} note={free.note} />
        <Button asChild size="lg" variant="outline" className="h-11 w-full text-base">
          <Link href={PAGES.builder}>{viewer.signedIn ? free.ctaSignedIn : free.ctaSignedOut}</Link>
        </Button>
        <div className="border-t pt-8">
          <PlanFeatureList
            id="plan-free-features"
            heading={free.featuresHeading}
            features={FREE_PLAN_FEATURES}
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** The Premium plan: the price of the chosen billing cycle, the upgrade button and the Premium features. */
export function PremiumPlanCard({ viewer }: { viewer: PricingViewer }) {
  const { premium } = PLAN_LABELS;
  const { monthly, sixmonthly } = PREMIUM_PLANS;
  return (
    <Card
      aria-labelledby="plan-premium-title"
      role="region"
      className={cn(
        cardClass,
        "relative border-primary/50 shadow-xl shadow-primary/10 ring-1 ring-primary/40",
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 rounded-t-xl bg-gradient-to-r from-primary to-brand-strong"
      />
      <CardHeader className={headerClass}>
        <h2 id="plan-premium-title" className="flex items-center gap-2 text-xl font-semibold">
          <Icon node={Crown} className="size-5 text-primary" aria-hidden="true" />
          {premium.name}
        </h2>
        <p className="text-muted-foreground">{premium.description}</p>
      </CardHeader>
      <CardContent className={contentClass}>
        <div>
          <PlanPrice
            className={cn("flex", SHOW_WHEN_MONTHLY)}
            amount={formatGbp(monthly.amountMinor)}
            note={premium.monthlyNote}
          />
          <PlanPrice
            className={SHOW_WHEN_SIXMONTHLY}
            amount={formatGbp(monthlyEquivalentMinor(sixmonthly))}
            note={premium.sixMonthNote}
            badge={
              <Badge className="border-transparent bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-800">
                {BILLING_CYCLE_LABELS.saving}
              </Badge>
            }
          />
        </div>
        <PremiumPlanAction viewer={viewer} />
        <div className="border-t pt-8">
          <PlanFeatureList
            id="plan-premium-features"
            heading={premium.featuresHeading}
            features={PREMIUM_PLAN_FEATURES}
          />
        </div>
      </CardContent>
    </Card>
  );
}
