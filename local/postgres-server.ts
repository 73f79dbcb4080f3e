import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { assertNotProduction, LOOPBACK } from "./guard.ts";
import { migrate, pgliteRunner } from "./migrate.ts";
import { serveOverWire } from "./pglite-wire-server.ts";

export type PostgresStandIn = {
  /** Connection string for the app (user postgres, database postgres). */
  url: string;
  port: number;
  /** Migrations applied by this start (empty when the data directory was already up to date). */
  applied: string[];
  seeded: boolean;
  stop(): Promise<void>;
};

export type PostgresStandInOptions = {
  port: number;
  /** Where the data lives between runs; omit for a throwaway in-memory database. */
  dataDir?: string;
  seed: boolean;
  log?: (message: string) => void;
};

/**
 * PGlite (real Postgres compiled to WASM) served over the wire protocol on loopback,
 * with the Supabase shims, our migrations and (optionally) the demo seed applied.
 */
export async function startPostgresStandIn(options: PostgresStandInOptions): Promise<PostgresStandIn> {
  assertNotProduction("The Postgres stand-in");
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  const { applied, seeded } = await migrate(pgliteRunner(db), { seed: options.seed, log: options.log });

  // Connection pools (the app's, the auth stand-in's, psql) share PGlite's single session through this server.
  const server = await serveOverWire(db, options.port, LOOPBACK);

  let stopped = false;
  return {
    url: `postgres://postgres:postgres@${LOOPBACK}:${options.port}/postgres`,
    port: options.port,
    applied,
    seeded,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close(); // flushes the data directory so the next start sees every write
    },
  };
}
