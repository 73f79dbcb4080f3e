import { aiEnv } from "@/lib/ai/ai-env";
import { maskSecret } from "@/lib/crypto/secret-box";
import { AI_SETTING_KEYS } from "@/lib/messages/ai";
import { readAiSettings, saveAiApiKey, saveNumericAiSetting } from "@/lib/settings/ai-settings";
import type { AiSettingsInput } from "@/lib/validation/admin";

/** What the settings form shows: never the key, only its masked description (docs/architecture.md, rule 4). */
export type AiSettingsView = {
  /** "configured · …abcd", or null when no key is saved. */
  savedKey: string | null;
  /** True when AI_GATEWAY_API_KEY is set, the key used while none is saved. */
  environmentKey: boolean;
  timeoutMs: number;
  maxRetries: number;
};

export async function readAiSettingsView(): Promise<AiSettingsView> {
  const settings = await readAiSettings();
  return {
    savedKey: settings.apiKey ? maskSecret(settings.apiKey) : null,
    environmentKey: Boolean(aiEnv().AI_GATEWAY_API_KEY),
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  };
}

/**
 * Saves the form: each changed setting is written by its key (docs/spec.md, engine §2) through lib/settings/ai-settings, which
 * encrypts the key and writes the activity log (the key's entry says only whether one is configured). An empty key
 * field keeps the saved key; an unchanged value is not rewritten, so the activity log lists real changes only.
 */
export async function saveAiSettingsForm(
  input: AiSettingsInput,
  actorId: string,
): Promise<{ changed: string[]; view: AiSettingsView }> {
  const current = await readAiSettings();
  const changed: string[] = [];
  if (input.clearApiKey) {
    await saveAiApiKey(null, actorId);
    changed.push(AI_SETTING_KEYS.apiKey);
  } else if (input.apiKey && input.apiKey !== current.apiKey) {
    await saveAiApiKey(input.apiKey, actorId);
    changed.push(AI_SETTING_KEYS.apiKey);
  }
  if (input.timeoutMs !== current.timeoutMs) {
    await saveNumericAiSetting(AI_SETTING_KEYS.timeoutMs, input.timeoutMs, actorId);
    changed.push(AI_SETTING_KEYS.timeoutMs);
  }
  if (input.maxRetries !== current.maxRetries) {
    await saveNumericAiSetting(AI_SETTING_KEYS.maxRetries, input.maxRetries, actorId);
    changed.push(AI_SETTING_KEYS.maxRetries);
  }
  return { changed, view: await readAiSettingsView() };
}
