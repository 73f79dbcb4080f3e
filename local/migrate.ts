// Brings a local database to the schema hosted Supabase would have: the Supabase shims, then
// supabase/migrations/*.sql in order (recorded like the Supabase CLI does), then optionally the seed.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import type { Sql } from "postgres";

export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
};

/** The accounts supabase/seed.sql creates (one shared password). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  password: string;
  role: "free" | "premium" | "admin" | "super_admin";
}> = [
  { email: "free@example.com", password: "demo-password-1", role: "free" },
  { email: "premium@example.com", password: "demo-password-1", role: "premium" },
  { email: "admin@example.com", password: "demo-password-1", role: "admin" },
  { email: "superadmin@example.com", password: "demo-password-1", role: "super_admin" },
];

const SHIMS_FILE = new URL("./sql/supabase-shims.sql", import.meta.url);
const MIGRATIONS_DIR = new URL("../supabase/migrations/", import.meta.url);
const SEED_FILE = new URL("../supabase/seed.sql", import.meta.url);
const SEED_PATH = "supabase/seed.sql";
const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

// The Supabase CLI's own bookkeeping tables, so `supabase migration list` would agree.
const BOOKKEEPING = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key, statements text[], name text, applied_at timestamptz default now()
  );
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
`;

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export async function migrate(
  db: SqlRunner,
  options: { seed: boolean; log?: (message: string) => void },
): Promise<{ applied: string[]; seeded: boolean }> {
  const log = options.log ?? (() => {});
  await db.exec(await readFile(SHIMS_FILE, "utf8"));
  await db.exec(BOOKKEEPING);

  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map(
      (row) => row.version,
    ),
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => MIGRATION_NAME.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version = "", name = ""] = MIGRATION_NAME.exec(file) ?? [];
    if (done.has(version)) continue;
    const text = await readFile(new URL(file, MIGRATIONS_DIR), "utf8");
    // One simple-protocol message runs as one implicit transaction: all of it and its record, or nothing.
    await db.exec(
      `${text}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)});`,
    );
    applied.push(file);
    log(`applied migration ${file}`);
  }

  let seeded = false;
  if (options.seed) {
    const [previous] = await db.query("select 1 from supabase_migrations.seed_files where path = $1", [
      SEED_PATH,
    ]);
    if (!previous) {
      const text = await readFile(SEED_FILE, "utf8");
      const hash = createHash("sha256").update(text).digest("hex");
      await db.exec(
        `${text}\n;\ninsert into supabase_migrations.seed_files (path, hash) values (${literal(SEED_PATH)}, ${literal(hash)});`,
      );
      seeded = true;
      log(`applied ${SEED_PATH}`);
    }
  }
  return { applied, seeded };
}

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<T = Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await db.query<T>(sql, params)).rows;
    },
  };
}

export function postgresJsRunner(sql: Sql): SqlRunner {
  return {
    async exec(text) {
      await sql.unsafe(text); // no parameters: postgres.js sends one simple-protocol message
    },
    async query<T = Record<string, unknown>>(text: string, params?: unknown[]) {
      const rows = await sql.unsafe(text, (params ?? []) as never[]);
      return Array.from(rows) as T[];
    },
  };
}
