import type { Metadata } from "next";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { CostChart } from "@/components/admin/charts/cost-chart";
import { CostRangeNav } from "@/components/admin/cost-range-nav";
import { CostsTable } from "@/components/admin/costs-table";
import { RecalculateCostsButton } from "@/components/admin/recalculate-costs-button";
import { sumDailyCosts } from "@/lib/admin/cost-totals";
import { costSeries } from "@/lib/admin/daily-series";
import { formatCentsAsDollars, formatCount } from "@/lib/admin/format";
import { requireStaff } from "@/lib/admin/require-staff";
import { listDailyCosts, rangeStartDate } from "@/lib/db/queries/admin-costs";
import { COSTS_PAGE } from "@/lib/messages/admin";
import { costRangeSchema, type SearchParams } from "@/lib/validation/admin";

export const metadata: Metadata = { title: COSTS_PAGE.metaTitle };

/** /admin/costs: cost_tracking per UTC day for the last 30 (default) or 90 days, totals, a chart, and 'Recalculate today'. */
export default async function AdminCostsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff();
  const { days } = costRangeSchema.parse(await searchParams);
  const now = new Date();
  const rows = await listDailyCosts(days, now);
  const totals = sumDailyCosts(rows);
  const figures = [
    { label: COSTS_PAGE.totalCost, value: formatCentsAsDollars(totals.totalCostCents) },
    { label: COSTS_PAGE.totalRequests, value: formatCount(totals.totalRequests) },
    { label: COSTS_PAGE.totalTokens, value: formatCount(totals.totalTokens) },
  ];
  return (
    <div className="grid gap-6">
      <AdminPageHeading title={COSTS_PAGE.title} lead={COSTS_PAGE.lead}>
        <RecalculateCostsButton />
      </AdminPageHeading>
      <CostRangeNav days={days} />
      <section aria-labelledby="cost-totals-title">
        <h2 id="cost-totals-title" className="sr-only">
          {COSTS_PAGE.totalsLabel} · {COSTS_PAGE.range(days)}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-xl border bg-card p-5 shadow-xs">
              <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
              <dd className="mt-2 text-2xl font-semibold tracking-tight tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CostChart points={costSeries(rows, rangeStartDate(days, now), days)} days={days} />
      {rows.length > 0 ? (
        <CostsTable rows={rows} />
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          {COSTS_PAGE.noRows(days)}
        </p>
      )}
    </div>
  );
}
