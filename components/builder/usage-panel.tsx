import Link from "next/link";
import { Crown, Infinity as InfinityIcon, ShieldCheck } from "lucide";
import { Icon } from "@/components/ui/icon";

import { usageBarTone, usageCardFor, usageFooter, usagePercent, type BuilderRole } from "@/lib/builder/usage";
import { LIMIT_BOX, USAGE_PANEL } from "@/lib/messages/builder/page";
import type { MonthlyUsage } from "@/lib/usage/quota";
import { cn } from "@/lib/utils";
import { PAGES } from "@/lib/routes";

const BAR_COLOURS = { blue: "bg-blue-600", yellow: "bg-yellow-400", red: "bg-red-600" } as const;

function PanelCard({ title, text, icon }: { title: string; text: string; icon: React.ReactNode }) {
  return (
    <section aria-labelledby="usage-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center gap-2">
        {icon}
        <h2 id="usage-title" className="text-sm font-semibold">
          {title}
        </h2>
      </div>
      <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
    </section>
  );
}

/** docs/spec.md (product) §2 'Usage panel': one of four cards. */
export function UsagePanel({ role, usage }: { role: BuilderRole; usage: MonthlyUsage | null }) {
  const card = usageCardFor(role, usage);
  if (card === "super_admin")
    return (
      <PanelCard
        title={USAGE_PANEL.superAdminTitle}
        text={USAGE_PANEL.superAdminText}
        icon={<Icon node={ShieldCheck} className="size-4 text-violet-700" aria-hidden="true" />}
      />
    );
  if (card === "admin")
    return (
      <PanelCard
        title={USAGE_PANEL.adminTitle}
        text={USAGE_PANEL.adminText}
        icon={<Icon node={ShieldCheck} className="size-4 text-primary" aria-hidden="true" />}
      />
    );
  if (card === "premium")
    return (
      <PanelCard
        title={USAGE_PANEL.premiumTitle}
        text={USAGE_PANEL.premiumText}
        icon={<Icon node={Crown} className="size-4 text-amber-600" aria-hidden="true" />}
      />
    );

  const used = usage?.used ?? 0;
  const limit = usage?.limit ?? 0;
  const remaining = usage?.remaining ?? 0;
  const percent = usagePercent({ used, limit });
  const tone = usageBarTone(percent);
  const footer = usageFooter(remaining);
  return (
    <section aria-labelledby="usage-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center gap-2">
        <Icon node={InfinityIcon} className="size-4 text-primary" aria-hidden="true" />
        <h2 id="usage-title" className="text-sm font-semibold">
          {USAGE_PANEL.freeTitle}
        </h2>
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{USAGE_PANEL.used(used, limit)}</span>
        <span className="text-muted-foreground">{USAGE_PANEL.remaining(remaining)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={USAGE_PANEL.barLabel}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={USAGE_PANEL.used(used, limit)}
        data-tone={tone}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", BAR_COLOURS[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="mt-3 text-sm">
        {footer === "limit" && (
          <p className="font-medium text-red-700">
            {USAGE_PANEL.limitReached}{" "}
            <Link href={PAGES.pricing} className="text-primary underline underline-offset-4">
              {USAGE_PANEL.upgrade}
            </Link>
          </p>
        )}
        {footer === "few" && <p className="text-amber-800">{USAGE_PANEL.fewLeft(remaining)}</p>}
        {footer === "resets" && (
          <p className="text-muted-foreground">
            {USAGE_PANEL.resetsMonthly}{" "}
            <Link href={PAGES.pricing} className="text-primary underline underline-offset-4">
              {USAGE_PANEL.upgrade}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** docs/spec.md (product) §2 'Limit reached box'. */
export function LimitReachedBox() {
  return (
    <section
      aria-labelledby="limit-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 shadow-sm"
    >
      <h2 id="limit-title" className="font-semibold">
        {LIMIT_BOX.title}
      </h2>
      <p className="mt-1.5">{LIMIT_BOX.text}</p>
      <p className="mt-1.5 text-amber-900">{LIMIT_BOX.perks}</p>
      <Link
        href={PAGES.pricing}
        className="mt-3 inline-flex h-9 items-center rounded-md bg-primary px-4 font-medium text-primary-foreground shadow-xs hover:bg-primary/90"
      >
        {LIMIT_BOX.link}
      </Link>
    </section>
  );
}
