import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { pgSchema, timestamp, uuid } from "drizzle-orm/pg-core";
import { db as appDb, type Database } from "@/lib/db/client";
import { users, type User } from "@/lib/db/schema";

/**
 * Only what the session check reads; Auth owns this table. Hosted Supabase needs a grant for it
 * (docs/decisions.md 'Ending sessions').
 */
const authSessions = pgSchema("auth").table("sessions", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  notAfter: timestamp("not_after", { withTimezone: true }),
});

/** A token's session that Auth still holds, with the user's `users` row (null before the profile exists). */
export type LiveSession = { profile: User | null };

/**
 * The token's session if Auth has not ended it (sign-out, a password change, "Sign out everywhere"), joined to the
 * user's profile: one round trip on two primary keys. Null once the session is gone.
 */
export async function findLiveSession(
  userId: string,
  sessionId: string,
  db: Database = appDb,
): Promise<LiveSession | null> {
  const [row] = await db
    .select({ profile: users })
    .from(authSessions)
    .leftJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        or(isNull(authSessions.notAfter), gt(authSessions.notAfter, sql`now()`)),
      ),
    )
    .limit(1);
  return row ? { profile: row.profile } : null;
}
