import { DailyChart, type ChartPoint, type ChartSeries } from "@/components/admin/charts/daily-chart";
import { CHARTS } from "@/lib/messages/admin";

type TableSeries = ChartSeries & { format: (value: number | null) => string };

type ChartCardProps = {
  id: string;
  title: string;
  lead: string;
  data: ChartPoint[];
  series: TableSeries[];
  kind: "bar" | "line";
};

/** One staff chart with its title, and its figures in a visually hidden table as the text alternative. */
export function ChartCard({ id, title, lead, data, series, kind }: ChartCardProps) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-card p-5 shadow-xs">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <p className="mt-1 mb-4 text-xs text-muted-foreground">{lead}</p>
      <DailyChart
        data={data}
        series={series.map(({ key, label, color }) => ({ key, label, color }))}
        kind={kind}
      />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{CHARTS.date}</th>
            {series.map((item) => (
              <th key={item.key} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.date}>
              <th scope="row">{point.date}</th>
              {series.map((item) => {
                const value = point[item.key];
                return <td key={item.key}>{item.format(typeof value === "number" ? value : null)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
