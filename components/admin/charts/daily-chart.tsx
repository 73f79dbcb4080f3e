"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";

import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";

export type ChartSeries = { key: string; label: string; color: string };
export type ChartPoint = { date: string } & Record<string, string | number | null>;

type DailyChartProps = {
  data: ChartPoint[];
  series: ChartSeries[];
  /** Bars stack (letters, cost); a line suits a rate or a duration. */
  kind: "bar" | "line";
};

/**
 * The picture of one staff chart, one point per UTC day. Hidden from assistive technology: its figures are in the
 * table beside it (components/admin/charts/chart-card.tsx). Recharts is imported by the staff pages only.
 */
export function DailyChart({ data, series, kind }: DailyChartProps) {
  const config: ChartConfig = Object.fromEntries(
    series.map((item) => [item.key, { label: item.label, color: item.color }]),
  );
  const axes = [
    <CartesianGrid key="grid" vertical={false} />,
    <XAxis
      key="x"
      dataKey="date"
      tickLine={false}
      axisLine={false}
      tickMargin={8}
      minTickGap={24}
      tickFormatter={(date: string) => date.slice(5)}
    />,
    <YAxis key="y" tickLine={false} axisLine={false} width={44} allowDecimals={kind === "line"} />,
    <ChartTooltip key="tooltip" content={<ChartTooltipContent />} />,
    ...(series.length > 1 ? [<ChartLegend key="legend" content={<ChartLegendContent />} />] : []),
  ];
  return (
    <div aria-hidden="true">
      <ChartContainer config={config} className="aspect-auto h-56 w-full">
        {kind === "bar" ? (
          <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, left: 0, right: 8 }}>
            {axes}
            {series.map((item) => (
              <Bar key={item.key} dataKey={item.key} stackId="day" fill={`var(--color-${item.key})`} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, left: 0, right: 8 }}>
            {axes}
            {series.map((item) => (
              <Line
                key={item.key}
                dataKey={item.key}
                type="monotone"
                stroke={`var(--color-${item.key})`}
                strokeWidth={2}
                // A day alone between days without calls still shows.
                dot={{ r: 2.5, fill: `var(--color-${item.key})` }}
                connectNulls
              />
            ))}
          </LineChart>
        )}
      </ChartContainer>
    </div>
  );
}
