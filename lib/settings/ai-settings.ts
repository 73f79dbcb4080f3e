import { ADMIN_ACTIONS } from "@/lib/admin/activity-actions";
import { logAdminActivity } from "@/lib/admin/activity-log";
import { appEncryptionKey } from "@/lib/crypto/app-key";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import {
  privilegedDeleteAppSetting,
  privilegedSaveAppSetting,
  readAppSettings,
  readSettingsVersion,
} from "@/lib/db/queries/settings";
import { AI_ERROR_MESSAGES, AI_SETTING_KEYS, MAX_RETRIES, TIMEOUT_MS } from "@/lib/messages/ai";
import {
  parseRetriesSetting,
  parseStringSetting,
  parseTimeoutSetting,
} from "@/lib/settings/ai-settings-values";

export type AiSettings = {
  timeoutMs: number;
  maxRetries: number;
  /** The decrypted key from admin settings, or null when none is saved (or it cannot be decrypted). */
  apiKey: string | null;
};

// Read on every AI request. The cache holds the settings of one settings_version; each read asks Postgres for the
// current number (one primary-key lookup), so a change saved on any instance is seen by all at once.
let cache: { version: number; settings: AiSettings } | undefined;

/** For tests: the next read loads the settings again. */
export function invalidateAiSettingsCache(): void {
  cache = undefined;
}

/** The saved settings, re-read only when their version changed since this instance last read them. */
export async function readAiSettings(): Promise<AiSettings> {
  // The version is read first: a write that lands between the two reads leaves a newer number for the next call.
  const version = await readSettingsVersion();
  if (cache?.version === version) return cache.settings;
  const rows = await readAppSettings(Object.values(AI_SETTING_KEYS));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const settings: AiSettings = {
    timeoutMs: parseTimeoutSetting(value(AI_SETTING_KEYS.timeoutMs)),
    maxRetries: parseRetriesSetting(value(AI_SETTING_KEYS.maxRetries)),
    apiKey: decryptStoredKey(parseStringSetting(value(AI_SETTING_KEYS.apiKey))),
  };
  cache = { version, settings };
  return settings;
}

function decryptStoredKey(sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return decryptSecret(sealed, appEncryptionKey());
  } catch (error) {
    // A key saved under another APP_ENCRYPTION_KEY: behave as not configured, and say why in the server log.
    console.error("[ai-settings] the saved AI key cannot be decrypted:", (error as Error).message);
    return null;
  }
}

async function writeSetting(
  key: string,
  jsonValue: string,
  actorId: string | null,
  logged: Record<string, unknown>,
) {
  if (!actorId) throw new Error(AI_ERROR_MESSAGES.notAuthenticated);
  await privilegedSaveAppSetting(key, jsonValue, actorId);
  await logSettingChange(actorId, key, logged);
}

function logSettingChange(actorId: string, key: string, logged: Record<string, unknown>) {
  return logAdminActivity({
    adminId: actorId,
    action: ADMIN_ACTIONS.updateSetting,
    resourceType: "app_settings",
    resourceId: key,
    newValues: logged,
  });
}

/** Saves (encrypted) or, with null or "", removes the gateway key. The log records only that it changed. */
export async function saveAiApiKey(plainKey: string | null, actorId: string | null): Promise<void> {
  const trimmed = plainKey?.trim() ?? "";
  if (!trimmed) {
    if (!actorId) throw new Error(AI_ERROR_MESSAGES.notAuthenticated);
    await privilegedDeleteAppSetting(AI_SETTING_KEYS.apiKey);
    await logSettingChange(actorId, AI_SETTING_KEYS.apiKey, { configured: false });
    return;
  }
  const sealed = encryptSecret(trimmed, appEncryptionKey());
  await writeSetting(AI_SETTING_KEYS.apiKey, JSON.stringify(sealed), actorId, { configured: true });
}

export class SettingOutOfRangeError extends Error {}

/** api.timeouts.default (30000–300000 ms) or api.retries.max (0–10); whole numbers only. */
export async function saveNumericAiSetting(
  key: typeof AI_SETTING_KEYS.timeoutMs | typeof AI_SETTING_KEYS.maxRetries,
  value: number,
  actorId: string | null,
): Promise<void> {
  const bounds = key === AI_SETTING_KEYS.timeoutMs ? TIMEOUT_MS : MAX_RETRIES;
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new SettingOutOfRangeError(`${key} must be a whole number from ${bounds.min} to ${bounds.max}`);
  }
  await writeSetting(key, JSON.stringify(value), actorId, { value });
}
