import { ChartCard } from "@/components/admin/charts/chart-card";
import type { DashboardSeries } from "@/lib/admin/daily-series";
import { formatCount, formatMs, formatPercent } from "@/lib/admin/format";
import { CHARTS } from "@/lib/messages/admin";

const count = (value: number | null) => formatCount(value ?? 0);
const percent = (value: number | null) => (value === null ? "—" : formatPercent(value));

/** The dashboard's charts over the last 30 UTC days: letters (AI vs offline), error rate, p95 response time. */
export function DashboardCharts({ series }: { series: DashboardSeries }) {
  return (
    <section aria-labelledby="dashboard-charts-title" className="grid gap-3">
      <div>
        <h2 id="dashboard-charts-title" className="text-lg font-semibold">
          {CHARTS.sectionTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{CHARTS.sectionLead}</p>
      </div>
      <div className="grid gap-4 xl:grid-cols-3">
        <ChartCard
          id="letters-chart-title"
          title={CHARTS.letters.title}
          lead={CHARTS.letters.lead}
          kind="bar"
          data={series.letters}
          series={[
            { key: "ai", label: CHARTS.letters.ai, color: "var(--chart-2)", format: count },
            { key: "offline", label: CHARTS.letters.offline, color: "var(--chart-1)", format: count },
          ]}
        />
        <ChartCard
          id="error-rate-chart-title"
          title={CHARTS.errorRate.title}
          lead={CHARTS.errorRate.lead}
          kind="line"
          data={series.errorRate}
          series={[
            { key: "errorRate", label: CHARTS.errorRate.series, color: "var(--chart-1)", format: percent },
          ]}
        />
        <ChartCard
          id="response-time-chart-title"
          title={CHARTS.responseTime.title}
          lead={CHARTS.responseTime.lead}
          kind="line"
          data={series.responseTime}
          series={[
            { key: "p95", label: CHARTS.responseTime.series, color: "var(--chart-3)", format: formatMs },
          ]}
        />
      </div>
    </section>
  );
}
