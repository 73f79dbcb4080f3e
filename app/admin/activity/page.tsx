import type { Metadata } from "next";

import { ActivityTable } from "@/components/admin/activity-table";
import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { pageOffset } from "@/lib/admin/pagination";
import { requireStaff } from "@/lib/admin/require-staff";
import { countAdminActivity, listAdminActivity } from "@/lib/db/queries/admin-logs";
import { ACTIVITY_PAGE, ADMIN_PAGE_SIZE } from "@/lib/messages/admin";
import { activityFiltersSchema, type SearchParams } from "@/lib/validation/admin";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: ACTIVITY_PAGE.metaTitle };

/** /admin/activity: admin_activity_logs newest first, 100 a page, with the admin's e-mail and the new values. */
export default async function AdminActivityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff();
  const { page } = activityFiltersSchema.parse(await searchParams);
  const [rows, total] = await Promise.all([
    listAdminActivity({ limit: ADMIN_PAGE_SIZE, offset: pageOffset(page, ADMIN_PAGE_SIZE) }),
    countAdminActivity(),
  ]);
  return (
    <div className="grid gap-6">
      <AdminPageHeading title={ACTIVITY_PAGE.title} lead={ACTIVITY_PAGE.lead} />
      {rows.length > 0 ? (
        <ActivityTable caption={ACTIVITY_PAGE.tableCaption} rows={rows} showValues />
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          {ACTIVITY_PAGE.noRows}
        </p>
      )}
      <PaginationNav
        label={ACTIVITY_PAGE.tableCaption}
        basePath={PAGES.adminActivity}
        params={{}}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={total}
      />
    </div>
  );
}
