import { and, desc, eq, ilike, or } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { containsPattern } from "@/lib/db/queries/like-pattern";
import { coverLetters, type CoverLetter, type NewCoverLetter } from "@/lib/db/schema";

export const COVER_LETTER_HISTORY_LIMIT = 100;

/** The user's letters, newest first; `search` matches the letter or the job description, case-insensitively. */
export async function listCoverLetters(
  userId: string,
  options: { search?: string } = {},
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
    .limit(COVER_LETTER_HISTORY_LIMIT);
}

export async function getCoverLetter(userId: string, id: string): Promise<CoverLetter | null> {
  const [letter] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .limit(1);
  return letter ?? null;
}

/** Saves a letter; the database keeps only the newest 100 per user. */
export async function createCoverLetter(values: NewCoverLetter): Promise<CoverLetter> {
  const [letter] = await db.insert(coverLetters).values(values).returning();
  if (!letter) throw new Error("insert into cover_letters returned no row");
  return letter;
}

/** Returns false when the letter does not exist or belongs to someone else. */
export async function setCoverLetterFavorite(
  userId: string,
  id: string,
  favorite: boolean,
): Promise<boolean> {
  const rows = await db
    .update(coverLetters)
    .set({ favorite })
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Updates the letter text and/or favorite; null when the letter does not exist or belongs to someone else. */
export async function updateCoverLetter(
  userId: string,
  id: string,
  changes: { favorite?: boolean; letter?: string },
): Promise<CoverLetter | null> {
  const [row] = await db
    .update(coverLetters)
    .set(changes)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCoverLetter(userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.id, id)))
    .returning({ id: coverLetters.id });
  return rows.length > 0;
}

/** Deletes the user's whole history; returns how many letters were removed. */
export async function clearCoverLetters(userId: string): Promise<number> {
  const rows = await db
    .delete(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .returning({ id: coverLetters.id });
  return rows.length;
}
