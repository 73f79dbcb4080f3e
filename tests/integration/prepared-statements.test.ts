// The app's drizzle client runs its queries as prepared statements (real PostgreSQL): one round trip per query
// instead of a describe and a run (docs/architecture.md §7), in transactions too, unless the URL turns it off.
import { gte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatements } from "@/lib/db/prepared-statements";
import * as schema from "@/lib/db/schema";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

const realPostgres = injectRealPostgres("prepared statements");

describe.skipIf(!realPostgres)("prepared statements (real PostgreSQL)", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Runs two parameterised queries (one in a transaction) on one connection; the statements it then holds. */
  async function preparedAfterQueries(url: string): Promise<string[]> {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const db = drizzle(preparedStatements(sql), { schema });
      const { settingsVersion } = schema;
      const atLeast = (version: number) => gte(settingsVersion.version, version);
      expect(await db.select().from(settingsVersion).where(atLeast(0))).toHaveLength(1);
      await db.transaction(async (tx) => {
        expect(await tx.select().from(settingsVersion).where(atLeast(Number.MAX_SAFE_INTEGER))).toHaveLength(
          0,
        );
        await tx.update(settingsVersion).set({ id: true }).where(atLeast(0));
      });
      const rows = await sql<{ statement: string }[]>`select statement from pg_prepared_statements`;
      return rows.map((row) => row.statement);
    } finally {
      await sql.end();
    }
  }

  it("prepares the queries drizzle sends, in and out of transactions", async () => {
    const statements = await preparedAfterQueries(database.url);
    expect(statements.some((text) => /^select .* from "settings_version"/i.test(text))).toBe(true);
    expect(statements.some((text) => /^update "settings_version"/i.test(text))).toBe(true);
  });

  it("prepares nothing when the URL says prepare=false (a pooler in transaction mode)", async () => {
    const url = new URL(database.url);
    url.searchParams.set("prepare", "false");
    expect(await preparedAfterQueries(url.toString())).toEqual([]);
  });
});
