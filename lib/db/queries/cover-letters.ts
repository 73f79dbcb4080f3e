import { and, desc, eq, ilike, or } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/queries/like-pattern";
import { coverLetters, type CoverLetter, type NewCoverLetter } from "@/lib/db/schema";
import { HISTORY_LIMIT } from "@/lib/messages/ai";

/** The user's letters, newest first; `search` matches the letter or the job description, case-insensitively. */
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
        pattern
          ? or(ilike(coverLetters.letter, pattern), ilike(coverLetters.jobDescription, pattern))
          : undefined,
      ),
    )
    .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
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
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .limit(1);
  return letter ?? null;
}

/** Saves a letter; the database keeps only the newest 100 per user. */
export async function createCoverLetter(values: NewCoverLetter, db: Database = appDb): Promise<CoverLetter> {
  const [letter] = await db.insert(coverLetters).values(values).returning();
  if (!letter) throw new Error("insert into cover_letters returned no row");
  return letter;
}

/**
 * Updates the favorite, the letter text, its claim check and confirmed claims, its formatting, template and layout;
 * null when the letter does not exist or belongs to someone else.
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
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCoverLetter(userId: string, id: string, db: Database = appDb): Promise<boolean> {
  const rows = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Deletes the user's whole history; returns how many letters were removed. */
export async function clearCoverLetters(userId: string, db: Database = appDb): Promise<number> {
  const rows = await db
    .delete(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .returning({ id: coverLetters.id });
  return rows.length;
}
