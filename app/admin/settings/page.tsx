import type { Metadata } from "next";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { AdminPreviewSection } from "@/components/admin/admin-preview-section";
import { AiSettingsForm } from "@/components/admin/ai-settings-form";
import { UsageTable } from "@/components/admin/usage-table";
import { readAiSettingsView } from "@/lib/admin/ai-settings-form";
import { requireStaff } from "@/lib/admin/require-staff";
import { listUsageLogs } from "@/lib/db/queries/admin-logs";
import { SETTINGS_PAGE, SETTINGS_RECENT_CALLS } from "@/lib/messages/admin";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: SETTINGS_PAGE.metaTitle };

/**
 * /admin/settings: the AI configuration (docs/spec.md, engine §2) and the newest usage logs (§7: the settings screen fetches
 * them), so a connection test's outcome shows up here. The saved key reaches the browser only masked.
 */
export default async function AdminSettingsPage() {
  await requireStaff();
  const [view, recent] = await Promise.all([
    readAiSettingsView(),
    listUsageLogs({ aiCallsOnly: true }, { limit: SETTINGS_RECENT_CALLS, offset: 0 }),
  ]);
  return (
    <div className="grid gap-8">
      <AdminPageHeading title={SETTINGS_PAGE.title} lead={SETTINGS_PAGE.lead} />
      <AiSettingsForm initial={view} />
      <AdminPreviewSection
        id="recent-calls-title"
        title={SETTINGS_PAGE.recentCalls}
        lead={SETTINGS_PAGE.recentCallsLead}
        viewAllHref={PAGES.adminUsage}
        viewAllLabel={SETTINGS_PAGE.viewAllUsage}
        empty={recent.rows.length > 0 ? null : SETTINGS_PAGE.noRecentCalls}
      >
        <UsageTable rows={recent.rows} caption={SETTINGS_PAGE.recentCallsTable} />
      </AdminPreviewSection>
    </div>
  );
}
