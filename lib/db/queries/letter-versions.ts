import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import { db as appDb, type Database } from "@/lib/db/client";
import { createCoverLetter } from "@/lib/db/queries/cover-letters";
import {
  coverLetters,
  letterVersions,
  type CoverLetter,
  type LetterVersion,
  type LetterVersionSource,
  type NewCoverLetter,
} from "@/lib/db/schema";

/** Each application keeps its newest 20 versions (docs/product-rules.md 'Applications and versions'). */
export const VERSIONS_KEPT = 20;

export type NewVersion = {
  letter: string;
  source: LetterVersionSource;
  claimCheck: Record<string, unknown> | null;
};

/** What else a new version may change on its application (formatting, template, notes… of the new letter). */
export type ApplicationChanges = Partial<
  Pick<
    NewCoverLetter,
    | "confirmedClaims"
    | "formatting"
    | "templateId"
    | "layout"
    | "tone"
    | "length"
    | "additionalNotes"
    | "favorite"
  >
>;

/** Starts an application: the row and its letter's first version, in one statement. */
export async function createApplication(
  values: NewCoverLetter,
  source: LetterVersionSource,
  db: Database = appDb,
): Promise<CoverLetter> {
  // One statement, so one round trip: the first version names the row by an id chosen here, and the row's foreign
  // key is checked at the statement's end, once both are in.
  const id = values.id ?? randomUUID();
  const firstVersion = db.$with("first_version").as(
    db
      .insert(letterVersions)
      .values({
        letterId: id,
        userId: values.userId,
        letter: values.letter,
        source,
        claimCheck: values.claimCheck,
      })
      .returning({ id: letterVersions.id }),
  );
  return createCoverLetter({ ...values, id }, db, [firstVersion]);
}

/**
 * Adds a version to the user's live application, in one transaction: the row's letter and claim check become the
 * version's (with `changes`), the application moves to the front of the history, and only the newest 20 versions
 * stay. Null when the application does not exist, is deleted or is someone else's.
 */
export async function addLetterVersion(
  userId: string,
  letterId: string,
  version: NewVersion,
  changes: ApplicationChanges = {},
  db: Database = appDb,
): Promise<CoverLetter | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coverLetters)
      .set({
        ...changes,
        letter: version.letter,
        claimCheck: version.claimCheck,
        lastVersionAt: sql`now()`,
      })
      .where(
        and(eq(coverLetters.userId, userId), eq(coverLetters.id, letterId), isNull(coverLetters.deletedAt)),
      )
      .returning();
    if (!row) return null;
    await tx.insert(letterVersions).values({ letterId, userId, ...version });
    const kept = tx
      .select({ id: letterVersions.id })
      .from(letterVersions)
      .where(eq(letterVersions.letterId, letterId))
      .orderBy(desc(letterVersions.createdAt), desc(letterVersions.id))
      .limit(VERSIONS_KEPT);
    await tx
      .delete(letterVersions)
      .where(and(eq(letterVersions.letterId, letterId), notInArray(letterVersions.id, kept)));
    return row;
  });
}

/** The versions of the user's live application, newest first (none for a deleted or another user's one). */
export async function listLetterVersions(
  userId: string,
  letterId: string,
  db: Database = appDb,
): Promise<LetterVersion[]> {
  const rows = await db
    .select({ version: letterVersions })
    .from(letterVersions)
    .innerJoin(coverLetters, eq(coverLetters.id, letterVersions.letterId))
    .where(
      and(
        eq(letterVersions.userId, userId),
        eq(letterVersions.letterId, letterId),
        isNull(coverLetters.deletedAt),
      ),
    )
    .orderBy(desc(letterVersions.createdAt), desc(letterVersions.id));
  return rows.map((row) => row.version);
}

/** One version of the user's live application, or null. */
export async function getLetterVersion(
  userId: string,
  letterId: string,
  versionId: string,
  db: Database = appDb,
): Promise<LetterVersion | null> {
  const [row] = await db
    .select({ version: letterVersions })
    .from(letterVersions)
    .innerJoin(coverLetters, eq(coverLetters.id, letterVersions.letterId))
    .where(
      and(
        eq(letterVersions.userId, userId),
        eq(letterVersions.letterId, letterId),
        eq(letterVersions.id, versionId),
        isNull(coverLetters.deletedAt),
      ),
    )
    .limit(1);
  return row?.version ?? null;
}

/**
 * Gives the application's current (newest) version a new claim check: a claim the user confirmed changes the check
 * of the letter as it is now, not of the versions before it.
 */
export async function setCurrentVersionCheck(
  userId: string,
  letterId: string,
  claimCheck: Record<string, unknown>,
  db: Database = appDb,
): Promise<void> {
  const newest = db
    .select({ id: letterVersions.id })
    .from(letterVersions)
    .where(and(eq(letterVersions.userId, userId), eq(letterVersions.letterId, letterId)))
    .orderBy(desc(letterVersions.createdAt), desc(letterVersions.id))
    .limit(1);
  await db
    .update(letterVersions)
    .set({ claimCheck })
    .where(and(eq(letterVersions.userId, userId), sql`${letterVersions.id} = (${newest})`));
}
