import type { Metadata } from "next";
import Link from "next/link";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { AiSettingsForm } from "@/components/admin/ai-settings-form";
import { UsageTable } from "@/components/admin/usage-table";
import { readAiSettingsView } from "@/lib/admin/ai-settings-form";
import { requireStaff } from "@/lib/admin/require-staff";
import { listUsageLogs } from "@/lib/db/queries/admin-logs";
import { SETTINGS_PAGE, SETTINGS_RECENT_CALLS } from "@/lib/messages/admin";

export const metadata: Metadata = { title: SETTINGS_PAGE.metaTitle };

/**
 * /admin/settings: the AI configuration (spec 001 §2) and the newest usage logs (§7: the settings screen fetches
 * them), so a connection test's outcome shows up here. The saved key reaches the browser only masked.
 */
export default async function AdminSettingsPage() {
  await requireStaff();
  const [view, recent] = await Promise.all([
    readAiSettingsView(),
    listUsageLogs({}, { limit: SETTINGS_RECENT_CALLS, offset: 0 }),
  ]);
  return (
    <div className="grid gap-8">
      <AdminPageHeading title={SETTINGS_PAGE.title} lead={SETTINGS_PAGE.lead} />
      <AiSettingsForm initial={view} />
      <section aria-labelledby="recent-calls-title" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="recent-calls-title" className="text-lg font-semibold">
              {SETTINGS_PAGE.recentCalls}
            </h2>
            <p className="text-sm text-muted-foreground">{SETTINGS_PAGE.recentCallsLead}</p>
          </div>
          <Link
            href="/admin/usage"
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {SETTINGS_PAGE.viewAllUsage}
          </Link>
        </div>
        {recent.rows.length > 0 ? (
          <UsageTable rows={recent.rows} caption={SETTINGS_PAGE.recentCallsTable} />
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
            {SETTINGS_PAGE.noRecentCalls}
          </p>
        )}
      </section>
    </div>
  );
}
