import type { Metadata } from "next";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { UsageFilters } from "@/components/admin/usage-filters";
import { UsageTable } from "@/components/admin/usage-table";
import { pageOffset } from "@/lib/admin/pagination";
import { requireStaff } from "@/lib/admin/require-staff";
import { listUsageFilterOptions, listUsageLogs } from "@/lib/db/queries/admin-logs";
import { ADMIN_PAGE_SIZE, USAGE_PAGE } from "@/lib/messages/admin";
import { usageFiltersSchema, type SearchParams } from "@/lib/validation/admin";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: USAGE_PAGE.metaTitle };

/** /admin/usage: api_usage_logs newest first, 100 a page, filtered by status, request type, model and e-mail. */
export default async function AdminUsagePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff();
  const { page, ...filters } = usageFiltersSchema.parse(await searchParams);
  const [{ rows, total }, options] = await Promise.all([
    listUsageLogs(filters, { limit: ADMIN_PAGE_SIZE, offset: pageOffset(page, ADMIN_PAGE_SIZE) }),
    listUsageFilterOptions(),
  ]);
  return (
    <div className="grid gap-6">
      <AdminPageHeading title={USAGE_PAGE.title} lead={USAGE_PAGE.lead} />
      <UsageFilters
        filters={{ page, ...filters }}
        requestTypes={options.requestTypes}
        models={options.models}
      />
      {rows.length > 0 ? (
        <UsageTable rows={rows} />
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          {USAGE_PAGE.noRows}
        </p>
      )}
      <PaginationNav
        label={USAGE_PAGE.tableCaption}
        basePath={PAGES.adminUsage}
        params={filters}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={total}
      />
    </div>
  );
}
