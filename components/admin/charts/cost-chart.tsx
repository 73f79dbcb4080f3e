import { ChartCard } from "@/components/admin/charts/chart-card";
import type { CostPoint } from "@/lib/admin/daily-series";
import { formatCentsAsDollars } from "@/lib/admin/format";
import { CHARTS } from "@/lib/messages/admin";

// The points are dollars; the table writes them like every other cost of the staff area.
const dollars = (value: number | null) => formatCentsAsDollars((value ?? 0) * 100);

/** The costs page's chart: cost a day over the page's period (30 or 90 UTC days). */
export function CostChart({ points, days }: { points: CostPoint[]; days: number }) {
  return (
    <ChartCard
      id="cost-chart-title"
      title={CHARTS.cost.title}
      lead={CHARTS.cost.lead(days)}
      kind="bar"
      data={points}
      series={[{ key: "cost", label: CHARTS.cost.series, color: "var(--chart-2)", format: dollars }]}
    />
  );
}
