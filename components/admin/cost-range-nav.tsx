import Link from "next/link";

import { COST_RANGES_DAYS, COSTS_PAGE } from "@/lib/messages/admin";
import { PAGES } from "@/lib/routes";

/** The period switch of /admin/costs: the spec's 30 days (the default) or 90. */
export function CostRangeNav({ days }: { days: number }) {
  return (
    <nav aria-label={COSTS_PAGE.rangeLabel}>
      <ul className="inline-flex rounded-lg border bg-muted p-1">
        {COST_RANGES_DAYS.map((option) => {
          const active = option === days;
          return (
            <li key={option}>
              <Link
                href={
                  option === COST_RANGES_DAYS[0] ? PAGES.adminCosts : `${PAGES.adminCosts}?days=${option}`
                }
                aria-current={active ? "page" : undefined}
                className={`inline-flex h-8 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
                  active
                    ? "bg-background text-foreground shadow-xs"
                    : "text-muted-foreground hover:text-foreground"
                }`}
              >
                {COSTS_PAGE.range(option)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
