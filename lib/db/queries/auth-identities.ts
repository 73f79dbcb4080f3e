import { asc, eq } from "drizzle-orm";
import { pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { db as appDb, type Database } from "@/lib/db/client";

/** Only what the account page reads; Auth owns this table. */
const authIdentities = pgSchema("auth").table("identities", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  provider: text("provider").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }),
});

/** The sign-in methods connected to the user ('email', 'google', 'github', 'linkedin_oidc'), oldest first. */
export async function listSignInProviders(userId: string, db: Database = appDb): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([authIdentities.provider], { provider: authIdentities.provider })
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .orderBy(asc(authIdentities.provider));
  return rows.map((row) => row.provider);
}
