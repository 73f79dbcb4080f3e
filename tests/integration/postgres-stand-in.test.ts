import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findFreePort } from "../../local/ports.ts";
import { startPostgresStandIn } from "../../local/postgres-server.ts";

/** The PGlite stand-in serves one database session to many connections: it must never mix their messages. */
const stack = inject("localStack");

describe("Postgres stand-in under concurrent connections", () => {
  const clients: postgres.Sql[] = [];
  const client = (options: postgres.Options<Record<string, never>> = {}) => {
    const sql = postgres(stack.databaseUrl, { max: 10, onnotice: () => {}, ...options });
    clients.push(sql);
    return sql;
  };

  beforeAll(async () => {
    await client()`create table if not exists stand_in_probe (id serial primary key, owner text not null, n int not null)`;
  });

  afterAll(async () => {
    await clients[0]?.unsafe("drop table if exists stand_in_probe");
    await Promise.all(clients.map((sql) => sql.end({ timeout: 5 })));
  });

  for (const prepare of [true, false]) {
    it(`keeps extended-protocol messages of different statements apart (prepare: ${prepare})`, async () => {
      const sql = client({ prepare });
      // Different statements with different parameter counts, all at once on a pool of 10.
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 3 === 0
            ? sql`select ${i}::int as a`
            : i % 3 === 1
              ? sql`select ${i}::int as a, ${"x"}::text as b`
              : sql`select ${i}::int as a, ${"x"}::text as b, ${true}::bool as c`,
        ),
      );
      results.forEach((rows, i) => expect(rows[0]?.a).toBe(i));
    });
  }

  it("runs each connection's transaction without other connections' statements inside it", async () => {
    const sql = client();
    const other = client();
    await other`select 1`; // connected before the transaction starts
    let outside: Promise<unknown> = Promise.resolve();
    await sql.begin(async (tx) => {
      await tx`insert into stand_in_probe (owner, n) values ('tx', 1)`;
      // Another connection writes while the transaction is open; it must wait for the commit, not join it.
      outside = other`insert into stand_in_probe (owner, n) values ('outside', 2)`.execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx`insert into stand_in_probe (owner, n) values ('tx', 3)`;
    });
    await outside;
    const rows = await sql`select owner, n from stand_in_probe order by id`;
    expect(rows.map((row) => `${row.owner}:${row.n}`)).toEqual(["tx:1", "tx:3", "outside:2"]);
  });

  it("rolls back a transaction whose connection drops, and serves others afterwards", async () => {
    const doomed = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
    await doomed`begin`;
    await doomed`insert into stand_in_probe (owner, n) values ('doomed', 9)`;
    await doomed.end({ timeout: 0 });
    const sql = client();
    expect(await sql`select count(*)::int as c from stand_in_probe where owner = 'doomed'`).toEqual([
      { c: 0 },
    ]);
  });
});

describe("Postgres stand-in data directory", () => {
  it("keeps data across a restart, and applies migrations and the seed only once", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "stand-in-data-"));
    try {
      const first = await startPostgresStandIn({ port: await findFreePort(), dataDir, seed: true });
      expect(first.applied.length).toBeGreaterThan(0);
      expect(first.seeded).toBe(true);
      const writer = postgres(first.url, { max: 1, onnotice: () => {} });
      await writer`insert into public.app_settings (key, value) values ('restart.probe', '"kept"')`;
      await writer.end();
      await first.stop();

      const second = await startPostgresStandIn({ port: await findFreePort(), dataDir, seed: true });
      expect(second.applied).toEqual([]);
      expect(second.seeded).toBe(false);
      const reader = postgres(second.url, { max: 1, onnotice: () => {} });
      expect(await reader`select value from public.app_settings where key = 'restart.probe'`).toEqual([
        { value: '"kept"' },
      ]);
      expect(
        await reader`select count(*)::int as c from public.users where email = 'free@example.com'`,
      ).toEqual([{ c: 1 }]);
      await reader.end();
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
