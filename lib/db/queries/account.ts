import { asc, eq } from "drizzle-orm";
import { listSignInProviders } from "@/lib/db/queries/auth-identities";
import type { Sql } from "postgres";
import { db as appDb, type Database } from "@/lib/db/client";
import {
  apiUsageLogs,
  coverLetters,
  letterVersions,
  senderProfiles,
  users,
  type User,
} from "@/lib/db/schema";

/** Every row of one user's personal data, for "Export my data" (docs/product-rules.md 'Your account and your data'). */
export async function readAccountRows(userId: string, db: Database = appDb) {
  const [profile, sender, letters, versions, usage, identities] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(senderProfiles).where(eq(senderProfiles.userId, userId)).limit(1),
    // Soft-deleted letters too: they are still held, so they are still the user's data.
    db
      .select()
      .from(coverLetters)
      .where(eq(coverLetters.userId, userId))
      .orderBy(asc(coverLetters.createdAt)),
    db
      .select()
      .from(letterVersions)
      .where(eq(letterVersions.userId, userId))
      .orderBy(asc(letterVersions.createdAt)),
    db
      .select({
        createdAt: apiUsageLogs.createdAt,
        requestType: apiUsageLogs.requestType,
        model: apiUsageLogs.model,
        tokensUsed: apiUsageLogs.tokensUsed,
        costCents: apiUsageLogs.costCents,
        status: apiUsageLogs.status,
        durationMs: apiUsageLogs.durationMs,
      })
      .from(apiUsageLogs)
      .where(eq(apiUsageLogs.userId, userId))
      .orderBy(asc(apiUsageLogs.createdAt)),
    listSignInProviders(userId, db),
  ]);
  return { profile: profile[0] ?? null, sender: sender[0] ?? null, letters, versions, usage, identities };
}

export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>;

/** Marketing consent on or off; a withdrawal keeps when consent was given and stamps its own time. */
export async function setMarketingConsent(
  userId: string,
  consent: boolean,
  now: Date,
  db: Database = appDb,
): Promise<User | null> {
  const change = consent
    ? { marketingConsent: true, marketingConsentAt: now, updatedAt: now }
    : { marketingConsent: false, marketingConsentWithdrawnAt: now, updatedAt: now };
  const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** The name shown in the header and used for the sender block's default. */
export async function setProfileName(
  userId: string,
  name: string,
  db: Database = appDb,
): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** SQLSTATE of delete_account's refusal: the last super admin. */
export const LAST_SUPER_ADMIN = "AD001";

/**
 * The database half of deleting an account (supabase/migrations/20261124000200_account_rights.sql): removes the
 * user's rows under one lock on the super admins, keeps the logs with no user id, logs the deletion. False when
 * there was no such user; raises AD001 for the last super admin.
 */
export async function privilegedDeleteAccount(sql: Sql, userId: string): Promise<boolean> {
  const [row] = await sql<
    Array<{ deleted: boolean }>
  >`select public.delete_account(${userId}::uuid) as deleted`;
  return row?.deleted === true;
}
