import {
  Activity,
  Coins,
  FileText,
  Gauge,
  NotebookPen,
  Receipt,
  Sparkles,
  TriangleAlert,
  UserCheck,
  Users,
} from "lucide";

import { StatCard } from "@/components/admin/stat-card";
import type { DashboardStats } from "@/lib/admin/dashboard-stats";
import { formatCentsAsDollars, formatCount, formatMs, formatPercent } from "@/lib/admin/format";
import { DASHBOARD } from "@/lib/messages/admin";

const S = DASHBOARD.stats;

/** The eight statistics of docs/spec.md, engine §3 'Dashboard stats' and the offline letters beside the AI ones, each saying what it counts. */
export function DashboardStatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <section aria-labelledby="dashboard-stats-title">
      <h2 id="dashboard-stats-title" className="sr-only">
        {DASHBOARD.statsLabel}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <StatCard
          icon={Users}
          label={S.totalUsers.label}
          value={formatCount(stats.totalUsers)}
          hint={S.totalUsers.hint}
        />
        <StatCard
          icon={UserCheck}
          label={S.activeUsers.label}
          value={formatCount(stats.activeUsers)}
          hint={S.activeUsers.hint}
        />
        <StatCard
          icon={Sparkles}
          label={S.totalGenerations.label}
          value={formatCount(stats.totalGenerations)}
          hint={S.totalGenerations.hint}
        />
        <StatCard
          icon={Activity}
          label={S.todayGenerations.label}
          value={formatCount(stats.todayGenerations)}
          hint={S.todayGenerations.hint}
        />
        <StatCard
          icon={FileText}
          label={S.totalOfflineLetters.label}
          value={formatCount(stats.totalOfflineLetters)}
          hint={S.totalOfflineLetters.hint}
        />
        <StatCard
          icon={NotebookPen}
          label={S.todayOfflineLetters.label}
          value={formatCount(stats.todayOfflineLetters)}
          hint={S.todayOfflineLetters.hint}
        />
        <StatCard
          icon={Coins}
          label={S.totalCostCents.label}
          value={formatCentsAsDollars(stats.totalCostCents)}
          hint={S.totalCostCents.hint}
        />
        <StatCard
          icon={Receipt}
          label={S.todayCostCents.label}
          value={formatCentsAsDollars(stats.todayCostCents)}
          hint={S.todayCostCents.hint}
        />
        <StatCard
          icon={Gauge}
          label={S.averageResponseTime.label}
          value={formatMs(stats.averageResponseTime)}
          hint={stats.recentCalls > 0 ? S.averageResponseTime.hint : DASHBOARD.noCalls}
        />
        <StatCard
          icon={TriangleAlert}
          label={S.errorRate.label}
          value={formatPercent(stats.errorRate)}
          hint={
            stats.recentCalls > 0
              ? S.errorRate.hint(stats.recentErrors, stats.recentCalls)
              : DASHBOARD.noCalls
          }
        />
      </ul>
    </section>
  );
}
