import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { serverEnv } from "@/lib/env";
import { preparedStatements } from "@/lib/db/prepared-statements";
import * as schema from "@/lib/db/schema";

export type Database = PostgresJsDatabase<typeof schema>;

type Connection = { url: string; sql: postgres.Sql; db: Database };

// Next dev re-evaluates modules on every edit: keep one pool per process, not one per reload.
const cache = globalThis as typeof globalThis & { coverLetterDatabase?: Connection };

function connect(url: string): Connection {
  // Behind a pooler in transaction mode (Supavisor :6543) add `?prepare=false` to DATABASE_URL; postgres.js reads it.
  const sql = postgres(url, { max: 10, idle_timeout: 30, onnotice: () => {} });
  return { url, sql, db: drizzle(preparedStatements(sql), { schema }) };
}

const url = serverEnv().DATABASE_URL;
if (cache.coverLetterDatabase?.url !== url) {
  void cache.coverLetterDatabase?.sql.end({ timeout: 5 });
  cache.coverLetterDatabase = connect(url);
}

/** The postgres.js client, for raw SQL and transactions that need it. */
export const sql = cache.coverLetterDatabase.sql;
/** Drizzle over the same pool. */
export const db = cache.coverLetterDatabase.db;
