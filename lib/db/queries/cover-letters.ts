import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, type WithSubquery } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/queries/like-pattern";
import { coverLetters, type CoverLetter, type NewCoverLetter } from "@/lib/db/schema";
import { purgeCutoff } from "@/lib/history/deleted-letters";
import { HISTORY_LIMIT } from "@/lib/messages/ai";

// Delete and Clear only set deleted_at (docs/product-rules.md 'Deleting letters'): every read but the restore path
// sees live letters only.
const live = isNull(coverLetters.deletedAt);

/**
 * The user's letters deleted longer ago than the purge window, removed for good as part of the write it is attached
 * to (`db.with(…)`): the purge is lazy, on the user's next write, with no scheduler.
 */
function purgeExpired(userId: string, db: Database) {
  return db.$with("purged").as(
    db
      .delete(coverLetters)
      .where(and(eq(coverLetters.userId, userId), lt(coverLetters.deletedAt, purgeCutoff(new Date()))))
      .returning({ id: coverLetters.id }),
  );
}

/**
 * The user's applications, the one whose letter changed last first (docs/product-rules.md 'Applications and
 * versions'); `search` matches the letter or the job description, case-insensitively. */
export async function listCoverLetters(
  userId: string,
  options: { search?: string } = {},
  db: Database = appDb,
): Promise<CoverLetter[]> {
  const search = options.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  return db
    .select()
    .from(coverLetters)
    .where(
      and(
        eq(coverLetters.userId, userId),
        live,
        pattern
          ? or(ilike(coverLetters.letter, pattern), ilike(coverLetters.jobDescription, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(coverLetters.lastVersionAt), desc(coverLetters.id))
    .limit(HISTORY_LIMIT);
}

/** The user's letters deleted within the purge window, most recently deleted first. */
export async function listDeletedCoverLetters(userId: string, db: Database = appDb): Promise<CoverLetter[]> {
  return db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), gte(coverLetters.deletedAt, purgeCutoff(new Date()))))
    .orderBy(desc(coverLetters.deletedAt), desc(coverLetters.createdAt), desc(coverLetters.id))
    .limit(HISTORY_LIMIT);
}

export async function getCoverLetter(
  userId: string,
  id: string,
  db: Database = appDb,
): Promise<CoverLetter | null> {
  const [letter] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id), live))
    .limit(1);
  return letter ?? null;
}

/**
 * Saves a letter (lib/db/queries/letter-versions.ts's createApplication adds its first version); the database keeps
 * only the 100 live letters whose letter changed last per user.
 */
export async function createCoverLetter(
  values: NewCoverLetter,
  db: Database = appDb,
  /** Other writes of the same statement (an application's first version). */
  alongside: WithSubquery[] = [],
): Promise<CoverLetter> {
  const [letter] = await db
    .with(purgeExpired(values.userId, db), ...alongside)
    .insert(coverLetters)
    .values(values)
    .returning();
  if (!letter) throw new Error("insert into cover_letters returned no row");
  return letter;
}

/**
 * Updates the favorite, the letter text, its claim check and confirmed claims, its formatting, template and layout;
 * null when the letter does not exist, is deleted or belongs to someone else.
 */
export async function updateCoverLetter(
  userId: string,
  id: string,
  changes: Partial<
    Pick<
      NewCoverLetter,
      "favorite" | "letter" | "confirmedClaims" | "claimCheck" | "formatting" | "templateId" | "layout"
    >
  >,
  db: Database = appDb,
): Promise<CoverLetter | null> {
  const [row] = await db
    .update(coverLetters)
    .set(changes)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id), live))
    .returning();
  return row ?? null;
}

/** Marks one live letter deleted; false when there is none with this id for this user. */
export async function deleteCoverLetter(userId: string, id: string, db: Database = appDb): Promise<boolean> {
  const rows = await db
    .with(purgeExpired(userId, db))
    .update(coverLetters)
    .set({ deletedAt: new Date() })
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id), live))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Marks the user's whole live history deleted; returns the ids it removed (what an Undo restores). */
export async function clearCoverLetters(userId: string, db: Database = appDb): Promise<string[]> {
  const rows = await db
    .with(purgeExpired(userId, db))
    .update(coverLetters)
    .set({ deletedAt: new Date() })
    .where(and(eq(coverLetters.userId, userId), live))
    .returning({ id: coverLetters.id });
  return rows.map((row) => row.id);
}

/**
 * Brings back the user's letters among `ids` deleted within the purge window; returns them in the history's order.
 */
export async function restoreCoverLetters(
  userId: string,
  ids: string[],
  db: Database = appDb,
): Promise<CoverLetter[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .with(purgeExpired(userId, db))
    .update(coverLetters)
    .set({ deletedAt: null })
    .where(
      and(
        eq(coverLetters.userId, userId),
        inArray(coverLetters.id, ids),
        gte(coverLetters.deletedAt, purgeCutoff(new Date())),
      ),
    )
    .returning();
  return rows.sort(
    (a, b) =>
      b.lastVersionAt.getTime() - a.lastVersionAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}
