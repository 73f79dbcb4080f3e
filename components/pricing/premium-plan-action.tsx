import Link from "next/link";
import { ArrowRight, Check, Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { LazyCheckoutForm } from "@/components/pricing/lazy-checkout-form";
import type { PricingViewer } from "@/components/pricing/pricing-viewer";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PLAN_LABELS } from "@/lib/messages/pricing";
import { API, PAGES } from "@/lib/routes";

/** The checkout form's id; the billing-cycle radios join it through their `form` attribute. */
export const CHECKOUT_FORM_ID = "premium-checkout";
const CHECKOUT_PATH = API.checkout;

const buttonClass = "h-11 w-full text-base";

/** The Premium card's button (docs/spec.md, product §2, §6): sign up first, check out, or 'Current Plan' for Premium users. */
export function PremiumPlanAction({ viewer }: { viewer: PricingViewer }) {
  if (viewer.isPremium) {
    return (
      <Button size="lg" className={buttonClass} disabled>
        <Icon node={Check} aria-hidden="true" />
        {PLAN_LABELS.premium.currentPlan}
      </Button>
    );
  }

  if (!viewer.signedIn) {
    return (
      <Button asChild size="lg" className={buttonClass}>
        <Link href={PAGES.signUp}>
          {PLAN_LABELS.premium.upgrade}
          <Icon node={ArrowRight} aria-hidden="true" />
        </Link>
      </Button>
    );
  }

  // Signed-in free user: the server's checkout endpoint gets the chosen billingCycle from the toggle's radios.
  return (
    <LazyCheckoutForm
      id={CHECKOUT_FORM_ID}
      action={CHECKOUT_PATH}
      buttonClassName={cn(buttonVariants({ size: "lg" }), buttonClass)}
      busyIcon={<Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
    >
      {PLAN_LABELS.premium.upgrade}
      <Icon node={ArrowRight} aria-hidden="true" />
    </LazyCheckoutForm>
  );
}

/** The form the toggle's radios belong to, if this viewer gets one. */
export function checkoutFormIdFor(viewer: PricingViewer): string | undefined {
  return viewer.signedIn && !viewer.isPremium ? CHECKOUT_FORM_ID : undefined;
}
