import type { NextRequest } from "next/server";
import { jsonResponse, readJsonBody } from "@/lib/ai/http";
import { saveAiSettingsForm } from "@/lib/admin/ai-settings-form";
import { describeFailure } from "@/lib/admin/error-message";
import { guardStaffRequest } from "@/lib/admin/staff-route";
import { SETTINGS_PAGE } from "@/lib/messages/admin";
import { SettingOutOfRangeError } from "@/lib/settings/ai-settings";
import { aiSettingsSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * PUT { apiKey, clearApiKey, timeoutMs, maxRetries } → 200 { message: 'Changes saved!', changed: [keys], settings }
 * (settings shows the saved key only masked). 400 { error, fieldErrors } out of range · 401 'Not authenticated' ·
 * 403 not staff · 429 · 500 { error } when the database fails. The browser shows errors as 'Failed to save settings: …'.
 */
export async function PUT(request: NextRequest): Promise<Response> {
  const guard = await guardStaffRequest(request);
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, aiSettingsSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  try {
    const { changed, view } = await saveAiSettingsForm(body.data, guard.user.id);
    return guard.session.applySessionCookies(
      jsonResponse({ message: SETTINGS_PAGE.saved, changed, settings: view }),
    );
  } catch (error) {
    const message = describeFailure(error);
    if (error instanceof SettingOutOfRangeError) {
      return guard.session.applySessionCookies(jsonResponse({ error: message }, 400));
    }
    console.error("[admin] saving settings failed:", message);
    return guard.session.applySessionCookies(jsonResponse({ error: message }, 500));
  }
}
