import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { it } from "vitest";
import { startAuthStandIn } from "../local/auth/server.ts";
import { startMailbox } from "../local/mailbox/server.ts";
import { migrate, postgresJsRunner } from "../local/migrate.ts";
import { findPostgresBinaries, startRealPostgres } from "../tests/support/real-postgres.ts";
import { TEST_SITE_URL } from "../tests/support/local-stack.setup.ts";
import { measureLetterRequests, type Measurement } from "./letter-request";

/**
 * The letter request's server overhead (bench/letter-request.ts) on a real PostgreSQL 15 server, as production runs
 * it, rather than the in-memory PGlite stand-in, whose own time dominates the stand-in figure. Same budget.
 */
it("measures the letter request's server overhead on PostgreSQL", async () => {
  const out = path.join(import.meta.dirname, ".results");
  mkdirSync(out, { recursive: true });
  const file = path.join(out, "ai-generate-postgres.json");
  if (!findPostgresBinaries()) {
    console.warn(
      "[bench] PostgreSQL server binaries not found: the letter request on PostgreSQL is not measured.",
    );
    writeFileSync(file, JSON.stringify([] satisfies Measurement[]));
    return;
  }
  const server = await startRealPostgres();
  const databaseUrl = await server.createDatabase("bench");
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await migrate(postgresJsRunner(sql), { seed: true });
  const mailbox = await startMailbox({ port: 0 });
  const auth = await startAuthStandIn({ port: 0, databaseUrl, siteUrl: TEST_SITE_URL, mailbox });
  try {
    const results = await measureLetterRequests(
      { databaseUrl, supabaseUrl: auth.url, anonKey: auth.anonKey, serviceRoleKey: auth.serviceRoleKey },
      "PostgreSQL 15",
    );
    writeFileSync(file, JSON.stringify(results, null, 2));
  } finally {
    await auth.stop();
    await mailbox.stop();
    await sql.end({ timeout: 1 });
    await server.stop();
  }
}, 180_000);
