// lib/db/schema.ts must mirror supabase/migrations: same public tables, same columns with the same
// types, nullability, presence of a default, and primary keys.
import { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@/lib/db/schema";
import { migrate, pgliteRunner, postgresJsRunner, type SqlRunner } from "../../local/migrate.ts";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

type ColumnShape = {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  primaryKey: boolean;
};
type SchemaShape = { tables: string[]; columns: ColumnShape[] };

// format_type() writes numeric(12,2); drizzle writes numeric(12, 2).
const normalizeType = (type: string) => type.toLowerCase().replace(/,\s+/g, ",");

function drizzleShape(): SchemaShape {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => (config.schema ?? "public") === "public");
  return {
    tables: tables.map((config) => config.name).sort(),
    columns: tables.flatMap((config) =>
      config.columns.map((column) => ({
        table: config.name,
        column: column.name,
        type: normalizeType(column.getSQLType()),
        notNull: column.notNull,
        hasDefault: column.hasDefault,
        primaryKey: column.primary || config.primaryKeys.some((key) => key.columns.includes(column)),
      })),
    ),
  };
}

async function catalogShape(db: SqlRunner): Promise<SchemaShape> {
  const tables = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const columns = await db.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
    primary_key: boolean;
  }>(`
    select c.table_name as table, c.column_name as column, format_type(a.atttypid, a.atttypmod) as type,
           c.is_nullable = 'NO' as not_null, c.column_default is not null as has_default,
           exists (select from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any (i.indkey)) as primary_key
    from information_schema.columns c
    join pg_attribute a on a.attrelid = format('public.%I', c.table_name)::regclass and a.attname = c.column_name
    where c.table_schema = 'public'`);
  return {
    tables: tables.map((row) => row.table_name),
    columns: columns.map((row) => ({
      table: row.table,
      column: row.column,
      type: normalizeType(row.type),
      notNull: row.not_null,
      hasDefault: row.has_default,
      primaryKey: row.primary_key,
    })),
  };
}

/** Every disagreement, one line each; empty when the two schemas match. */
function schemaDifferences(drizzle: SchemaShape, database: SchemaShape): string[] {
  const differences: string[] = [];
  for (const table of database.tables)
    if (!drizzle.tables.includes(table))
      differences.push(`table ${table}: in the migrations, not in schema.ts`);
  for (const table of drizzle.tables)
    if (!database.tables.includes(table))
      differences.push(`table ${table}: in schema.ts, not in the migrations`);
  const key = (column: ColumnShape) => `${column.table}.${column.column}`;
  const inDrizzle = new Map(drizzle.columns.map((column) => [key(column), column]));
  const inDatabase = new Map(database.columns.map((column) => [key(column), column]));
  for (const [name, actual] of inDatabase) {
    const expected = inDrizzle.get(name);
    if (!expected) {
      differences.push(`column ${name}: in the migrations, not in schema.ts`);
      continue;
    }
    for (const field of ["type", "notNull", "hasDefault", "primaryKey"] as const) {
      if (expected[field] !== actual[field])
        differences.push(
          `column ${name}: ${field} is ${actual[field]} in the migrations, ${expected[field]} in schema.ts`,
        );
    }
  }
  for (const name of inDrizzle.keys())
    if (!inDatabase.has(name)) differences.push(`column ${name}: in schema.ts, not in the migrations`);
  return differences;
}

describe("drizzle schema vs migrations", () => {
  it("notices a column, a type or a table that only one side has", () => {
    const drizzle = drizzleShape();
    const extraColumn = { ...drizzle.columns[0]!, column: "nickname" };
    const wrongType = drizzle.columns.map((column) =>
      column.column === "tokens_used" ? { ...column, type: "bigint" } : column,
    );
    expect(schemaDifferences(drizzle, { ...drizzle, columns: [...drizzle.columns, extraColumn] })).toEqual([
      `column ${extraColumn.table}.nickname: in the migrations, not in schema.ts`,
    ]);
    expect(schemaDifferences(drizzle, { ...drizzle, columns: wrongType })).toEqual([
      "column api_usage_logs.tokens_used: type is bigint in the migrations, integer in schema.ts",
    ]);
    expect(schemaDifferences(drizzle, { ...drizzle, tables: [...drizzle.tables, "secrets"] })).toEqual([
      "table secrets: in the migrations, not in schema.ts",
    ]);
  });

  describe("on PGlite", () => {
    let pglite: PGlite;
    beforeAll(() => {
      pglite = new PGlite();
    });
    afterAll(() => pglite?.close());

    it("match", async () => {
      const db = pgliteRunner(pglite);
      await migrate(db, { seed: false });
      const database = await catalogShape(db);
      expect(database.tables.length).toBeGreaterThan(0);
      expect(schemaDifferences(drizzleShape(), database)).toEqual([]);
    });
  });

  const realPostgres = injectRealPostgres("drizzle schema on real PostgreSQL");
  describe.skipIf(!realPostgres)("on real PostgreSQL", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(realPostgres!);
    });
    afterAll(() => database?.drop());

    it("match", async () => {
      expect(schemaDifferences(drizzleShape(), await catalogShape(postgresJsRunner(database.sql)))).toEqual(
        [],
      );
    });
  });
});
