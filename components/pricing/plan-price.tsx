import type { ReactNode } from "react";

import { PLAN_LABELS } from "@/lib/messages/pricing";
import { cn } from "@/lib/utils";

type PlanPriceProps = {
  /** The formatted amount, e.g. "£5". */
  amount: string;
  /** A line under the price (billing note). */
  note: string;
  /** Shown beside the amount, e.g. the saving badge. */
  badge?: ReactNode;
  className?: string;
};

/** A large per-month price with its billing note; "/month" is read out as "per month". */
export function PlanPrice({ amount, note, badge, className }: PlanPriceProps) {
  return (
    <div className={cn("flex-col gap-2", className)}>
      <p className="flex flex-wrap items-baseline gap-x-1.5 gap-y-2">
        <span className="text-5xl font-semibold tracking-tight">{amount}</span>
        <span className="text-base text-muted-foreground" aria-hidden="true">
          {PLAN_LABELS.perMonthVisible}
        </span>
        <span className="sr-only">{PLAN_LABELS.perMonthSpoken}</span>
        {badge && <span className="self-center sm:ml-2">{badge}</span>}
      </p>
      <p className="text-sm text-muted-foreground">{note}</p>
    </div>
  );
}
