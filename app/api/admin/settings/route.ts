import { saveAiSettingsForm } from "@/lib/admin/ai-settings-form";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { SETTINGS_PAGE } from "@/lib/messages/admin";
import { SettingOutOfRangeError } from "@/lib/settings/ai-settings";
import { aiSettingsSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * PUT { apiKey, clearApiKey, timeoutMs, maxRetries } → 200 { message: 'Changes saved!', changed: [keys], settings }
 * (settings shows the saved key only masked). 400 { error, fieldErrors } out of range · 401 'Not authenticated' ·
 * 403 not staff · 429 · 500 { error: 'Something went wrong (ref …)', ref } when the database fails. The browser
 * shows errors as 'Failed to save settings: …'.
 */
export const PUT = defineRoute(
  { auth: "staff", rateLimit: "admin", body: { json: aiSettingsSchema } },
  async ({ user, body }) => {
    try {
      const { changed, view } = await saveAiSettingsForm(body, user.id);
      return jsonResponse({ message: SETTINGS_PAGE.saved, changed, settings: view });
    } catch (error) {
      if (error instanceof SettingOutOfRangeError) return jsonResponse({ error: error.message }, 400);
      throw error; // the database's words stay in the log: the pipeline answers with a reference
    }
  },
);
