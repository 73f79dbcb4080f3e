import type { Metadata } from "next";

import { ActivityTable } from "@/components/admin/activity-table";
import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { AdminPreviewSection } from "@/components/admin/admin-preview-section";
import { DashboardCharts } from "@/components/admin/charts/dashboard-charts";
import { DashboardStatsGrid } from "@/components/admin/dashboard-stats-grid";
import { dashboardSeries } from "@/lib/admin/daily-series";
import { dashboardWindows, toDashboardStats } from "@/lib/admin/dashboard-stats";
import { requireStaff } from "@/lib/admin/require-staff";
import { rangeStartDate } from "@/lib/db/queries/admin-costs";
import { listDailyActivity } from "@/lib/db/queries/admin-daily";
import { listAdminActivity } from "@/lib/db/queries/admin-logs";
import { readDashboardCounts } from "@/lib/db/queries/admin-stats";
import { CHARTS, DASHBOARD, RECENT_ACTIVITY_COUNT } from "@/lib/messages/admin";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: DASHBOARD.metaTitle };

/** /admin: the statistics of docs/spec.md, engine §3, the charts of the last 30 days and the 10 newest activity logs (§2). */
export default async function AdminDashboardPage() {
  await requireStaff();
  const now = new Date();
  const chartStart = rangeStartDate(CHARTS.days, now);
  const [counts, daily, recent] = await Promise.all([
    readDashboardCounts(dashboardWindows(now)),
    listDailyActivity(chartStart),
    listAdminActivity({ limit: RECENT_ACTIVITY_COUNT, offset: 0 }),
  ]);
  const stats = toDashboardStats(counts);
  return (
    <div className="grid gap-8">
      <AdminPageHeading title={DASHBOARD.title} lead={DASHBOARD.lead} />
      <DashboardStatsGrid stats={stats} />
      <DashboardCharts series={dashboardSeries(daily, chartStart, CHARTS.days)} />
      <AdminPreviewSection
        id="recent-activity-title"
        title={DASHBOARD.recentActivity}
        lead={DASHBOARD.recentActivityLead}
        viewAllHref={PAGES.adminActivity}
        viewAllLabel={DASHBOARD.viewAllActivity}
        empty={recent.length > 0 ? null : DASHBOARD.noActivity}
      >
        <ActivityTable caption={DASHBOARD.recentActivityTable} rows={recent} />
      </AdminPreviewSection>
    </div>
  );
}
