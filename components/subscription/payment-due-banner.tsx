import { AlertTriangle } from "lucide";
import { Icon } from "@/components/ui/icon";
import Link from "next/link";

import { PAYMENT_DUE_BANNER } from "@/lib/messages/billing";
import { PAGES } from "@/lib/routes";

/** Above the builder while the status is past_due: where to fix the payment (docs/decisions.md 'Past due'). */
export function PaymentDueBanner() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <div
        role="alert"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <Icon node={AlertTriangle} className="size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">{PAYMENT_DUE_BANNER.text}</p>
        <Link href={PAGES.subscription} className="font-medium underline underline-offset-4">
          {PAYMENT_DUE_BANNER.link}
        </Link>
      </div>
    </div>
  );
}
