// The query modules against the real schema on an in-memory PGlite (the app's client is replaced).
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import {
  clearCoverLetters,
  createCoverLetter,
  deleteCoverLetter,
  listCoverLetters,
  updateCoverLetter,
} from "@/lib/db/queries/cover-letters";
import { getUserByEmail, getUserById } from "@/lib/db/queries/users";
import { coverLetters } from "@/lib/db/schema";

vi.mock("@/lib/db/client", async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/lib/db/schema");
  const { migrate, pgliteRunner } = await import("../../local/migrate.ts");
  const client = new PGlite();
  await migrate(pgliteRunner(client), { seed: true });
  return { db: drizzle(client, { schema }), sql: null };
});

const FREE_USER_ID = "00000000-0000-4000-8000-00000000f001"; // free@example.com in supabase/seed.sql

describe("users queries", () => {
  it("find a user by id and by e-mail, ignoring case", async () => {
    expect((await getUserById(FREE_USER_ID))?.email).toBe("free@example.com");
    expect((await getUserByEmail(" FREE@Example.com "))?.id).toBe(FREE_USER_ID);
    expect(await getUserById(randomUUID())).toBeNull();
    expect(await getUserByEmail("nobody@example.com")).toBeNull();
  });
});

describe("cover-letter queries", () => {
  const letter = (title: string, text: string, jobDescription: string, createdAt: string) => ({
    userId: FREE_USER_ID,
    title,
    letter: text,
    jobDescription,
    cvContent: "cv",
    createdAt: new Date(createdAt),
  });

  it("list newest first, search letter and job description case-insensitively, with % and _ literal", async () => {
    await createCoverLetter(letter("old", "I love Rust", "Backend role", "2026-01-01T00:00:00Z"));
    await createCoverLetter(
      letter("mid", "Hello", "Senior RUST engineer, 100% remote", "2026-02-01T00:00:00Z"),
    );
    await createCoverLetter(letter("new", "Dear team", "Designer", "2026-03-01T00:00:00Z"));
    await db.insert(coverLetters).values({
      ...letter("other", "rust", "rust", "2026-04-01T00:00:00Z"),
      userId: "00000000-0000-4000-8000-00000000f002",
    });

    expect((await listCoverLetters(FREE_USER_ID)).map((row) => row.title)).toEqual(["new", "mid", "old"]);
    expect((await listCoverLetters(FREE_USER_ID, { search: " rust " })).map((row) => row.title)).toEqual([
      "mid",
      "old",
    ]);
    expect((await listCoverLetters(FREE_USER_ID, { search: "100%" })).map((row) => row.title)).toEqual([
      "mid",
    ]);
    expect(await listCoverLetters(FREE_USER_ID, { search: "%" })).toHaveLength(1);
    expect(await listCoverLetters(FREE_USER_ID, { search: "_" })).toHaveLength(0);
  });

  it("favorite and delete only the owner's letters, and clear the history", async () => {
    const [first] = await listCoverLetters(FREE_USER_ID);
    expect(await updateCoverLetter(FREE_USER_ID, first!.id, { favorite: true })).toMatchObject({
      id: first!.id,
      favorite: true,
    });
    expect(
      await updateCoverLetter("00000000-0000-4000-8000-00000000f002", first!.id, { favorite: false }),
    ).toBeNull();
    expect((await listCoverLetters(FREE_USER_ID))[0]?.favorite).toBe(true);
    expect(await deleteCoverLetter("00000000-0000-4000-8000-00000000f002", first!.id)).toBe(false);
    expect(await deleteCoverLetter(FREE_USER_ID, first!.id)).toBe(true);
    expect(await clearCoverLetters(FREE_USER_ID)).toHaveLength(2);
    expect(await listCoverLetters(FREE_USER_ID)).toEqual([]);
    expect(await listCoverLetters("00000000-0000-4000-8000-00000000f002")).toHaveLength(1);
  });
});
