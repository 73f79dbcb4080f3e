import { eq, inArray } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { appSettings, settingsVersion } from "@/lib/db/schema";

/** app_settings rows by key; values are JSON text. */
export async function readAppSettings(
  keys: readonly string[],
  db: Database = appDb,
): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, [...keys]));
}

/** The number a trigger bumps on every app_settings write (lib/settings/ai-settings.ts caches by it). */
export async function readSettingsVersion(db: Database = appDb): Promise<number> {
  const [row] = await db.select({ version: settingsVersion.version }).from(settingsVersion).limit(1);
  if (!row) throw new Error("settings_version has no row");
  return row.version;
}

/** Inserts or replaces one setting, recording who saved it. */
export async function privilegedSaveAppSetting(
  key: string,
  jsonValue: string,
  actorId: string,
  db: Database = appDb,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value: jsonValue, updatedBy: actorId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: jsonValue, updatedBy: actorId } });
}

export async function privilegedDeleteAppSetting(key: string, db: Database = appDb): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, key));
}
