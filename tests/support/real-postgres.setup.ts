// Vitest global setup: one real PostgreSQL cluster per run, with a migrated template database
// that test files clone (tests/support/test-database.ts).
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { migrate, postgresJsRunner } from "../../local/migrate.ts";
import { findPostgresBinaries, startRealPostgres } from "./real-postgres.ts";

export type RealPostgresContext = { url: string; templateDatabase: string };

declare module "vitest" {
  export interface ProvidedContext {
    realPostgres: RealPostgresContext | null;
  }
}

const TEMPLATE_DATABASE = "app_template";

export default async function setup({ provide }: TestProject) {
  if (!findPostgresBinaries()) {
    const reason =
      "PostgreSQL server binaries (initdb, postgres) not found in /usr/lib/postgresql/*/bin or PATH";
    if (process.env.CI)
      throw new Error(`${reason}: CI must run the real-PostgreSQL tests (install the postgresql package).`);
    console.warn(`[real-postgres] ${reason}: the tests that need a real PostgreSQL server will be skipped.`);
    provide("realPostgres", null);
    return;
  }

  const server = await startRealPostgres();
  try {
    const sql = postgres(await server.createDatabase(TEMPLATE_DATABASE), { max: 1, onnotice: () => {} });
    try {
      await migrate(postgresJsRunner(sql), { seed: false });
    } finally {
      await sql.end(); // a template must have no open connections to be cloned
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  provide("realPostgres", { url: server.url, templateDatabase: TEMPLATE_DATABASE });
  return () => server.stop();
}
