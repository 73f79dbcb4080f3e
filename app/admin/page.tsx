import type { Metadata } from "next";
import Link from "next/link";

import { ActivityTable } from "@/components/admin/activity-table";
import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { DashboardStatsGrid } from "@/components/admin/dashboard-stats-grid";
import { dashboardWindows, toDashboardStats } from "@/lib/admin/dashboard-stats";
import { requireStaff } from "@/lib/admin/require-staff";
import { listAdminActivity } from "@/lib/db/queries/admin-logs";
import { readDashboardCounts } from "@/lib/db/queries/admin-stats";
import { DASHBOARD, RECENT_ACTIVITY_COUNT } from "@/lib/messages/admin";

export const metadata: Metadata = { title: DASHBOARD.metaTitle };

/** /admin: the statistics of spec 001 §3 and the 10 newest activity logs (§2). */
export default async function AdminDashboardPage() {
  await requireStaff();
  const [counts, recent] = await Promise.all([
    readDashboardCounts(dashboardWindows(new Date())),
    listAdminActivity({ limit: RECENT_ACTIVITY_COUNT, offset: 0 }),
  ]);
  const stats = toDashboardStats(counts);
  return (
    <div className="grid gap-8">
      <AdminPageHeading title={DASHBOARD.title} lead={DASHBOARD.lead} />
      <DashboardStatsGrid stats={stats} />
      <section aria-labelledby="recent-activity-title" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="recent-activity-title" className="text-lg font-semibold">
              {DASHBOARD.recentActivity}
            </h2>
            <p className="text-sm text-muted-foreground">{DASHBOARD.recentActivityLead}</p>
          </div>
          <Link
            href="/admin/activity"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {DASHBOARD.viewAllActivity}
          </Link>
        </div>
        {recent.length > 0 ? (
          <ActivityTable caption={DASHBOARD.recentActivityTable} rows={recent} />
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            {DASHBOARD.noActivity}
          </p>
        )}
      </section>
    </div>
  );
}
