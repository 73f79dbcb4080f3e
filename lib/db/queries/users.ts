import { asc, eq, sql } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { users, type NewUser, type User } from "@/lib/db/schema";

export async function getUserById(id: string, db: Database = appDb): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Case-insensitive, like auth e-mails (uses users_email_lower_idx). */
export async function getUserByEmail(email: string, db: Database = appDb): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .orderBy(asc(users.createdAt))
    .limit(1);
  return user ?? null;
}

/** Just the role, for the /admin guard (one indexed lookup). */
export async function getUserRole(id: string, db: Database = appDb): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}

/** The user's own profile row, unless it exists already (then nothing changes). */
export async function createUserProfileIfMissing(profile: NewUser, db: Database = appDb): Promise<void> {
  await db.insert(users).values(profile).onConflictDoNothing({ target: users.id });
}

export type ConsentFields = Pick<
  User,
  | "termsAccepted"
  | "termsAcceptedAt"
  | "privacyPolicyAccepted"
  | "privacyPolicyAcceptedAt"
  | "marketingConsent"
  | "marketingConsentAt"
>;

/** The user's own consents; false when there is no such user. */
export async function saveUserConsent(
  userId: string,
  consent: ConsentFields,
  db: Database = appDb,
): Promise<boolean> {
  const updated = await db.update(users).set(consent).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length === 1;
}
