import type { Metadata } from "next";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { AiSettingsForm } from "@/components/admin/ai-settings-form";
import { readAiSettingsView } from "@/lib/admin/ai-settings-form";
import { requireStaff } from "@/lib/admin/require-staff";
import { SETTINGS_PAGE } from "@/lib/messages/admin";

export const metadata: Metadata = { title: SETTINGS_PAGE.metaTitle };

/** /admin/settings: the AI configuration (spec 001 §2). The saved key reaches the browser only masked. */
export default async function AdminSettingsPage() {
  await requireStaff();
  return (
    <div className="grid gap-6">
      <AdminPageHeading title={SETTINGS_PAGE.title} lead={SETTINGS_PAGE.lead} />
      <AiSettingsForm initial={await readAiSettingsView()} />
    </div>
  );
}
