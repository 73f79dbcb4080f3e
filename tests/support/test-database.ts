// Each test file gets its own database cloned from the migrated template, dropped afterwards.
import { randomBytes } from "node:crypto";
import postgres, { type Sql } from "postgres";
import { inject } from "vitest";
import type { RealPostgresContext } from "./real-postgres.setup.ts";

export type TestDatabase = { name: string; url: string; sql: Sql; drop(): Promise<void> };

/** The real server from the global setup, or null after printing why the suite will be skipped. */
export function injectRealPostgres(suite: string): RealPostgresContext | null {
  const realPostgres = inject("realPostgres");
  if (!realPostgres) {
    console.warn(
      `[${suite}] skipped: no real PostgreSQL server (its binaries are missing; see tests/support/real-postgres.setup.ts).`,
    );
  }
  return realPostgres;
}

/** Creates a fresh database: a clone of the migrated template, or empty with `{ empty: true }`. Call in beforeAll. */
export async function createTestDatabase(
  realPostgres: RealPostgresContext,
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const template = options.empty ? "template0" : realPostgres.templateDatabase;
  const admin = postgres(realPostgres.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(realPostgres.url);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 5, onnotice: () => {} });
  return {
    name,
    url: url.toString(),
    sql,
    /** Closes the client and drops the database. Call in afterAll. */
    async drop() {
      await sql.end({ timeout: 1 });
      const dropper = postgres(realPostgres.url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
