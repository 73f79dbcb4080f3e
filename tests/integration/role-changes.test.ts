// Role changes on a real PostgreSQL server (docs/decisions.md 'Roles'): change_user_role enforces every rule itself,
// atomically, writes the activity log, and is callable by the server only. Concurrent demotions leave a super_admin.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeUserRole, type RoleChangeResult } from "@/lib/admin/roles";
import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";
import type { RoleChoice } from "@/lib/validation/admin-users";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";

const realPostgres = injectRealPostgres("role changes");

type Role = "admin" | "super_admin" | null;
type ActivityRow = {
  admin_id: string;
  action: string;
  resource_type: string;
  resource_id: string;
  new_values: { role: Role; previous_role: Role };
};

describe.skipIf(!realPostgres)("change_user_role (real PostgreSQL)", () => {
  let database: TestDatabase;
  let sql: Sql;

  async function createUser(role: Role = null): Promise<string> {
    const id = randomUUID();
    await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
              values (${id}, 'authenticated', 'authenticated', ${`${id}@example.com`}, ${sql.json({ name: "Role Tester" })}, now(), now())`;
    if (role) await sql`update public.users set role = ${role} where id = ${id}`;
    return id;
  }

  async function roleOf(id: string): Promise<Role> {
    const [row] = await sql<{ role: Role }[]>`select role from public.users where id = ${id}`;
    return row!.role;
  }

  async function activityFor(target: string): Promise<ActivityRow[]> {
    return sql<ActivityRow[]>`
      select admin_id, action, resource_type, resource_id, new_values from public.admin_activity_logs
      where resource_id = ${target} order by created_at, id`;
  }

  async function superAdminCount(): Promise<number> {
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from public.users where role = 'super_admin'`;
    return row!.n;
  }

  const change = (actor: string, target: string, role: RoleChoice) =>
    changeUserRole(sql, actor, target, role);

  function refused(result: RoleChangeResult) {
    expect(result.ok).toBe(false);
    return result.ok ? null : result.refusal;
  }

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    sql = database.sql;
  });
  // Each test starts with nobody holding a role, so "the last super_admin" means what the test sets up.
  beforeEach(async () => {
    await sql`update public.users set role = null where role is not null`;
  });
  afterAll(() => database?.drop());

  it("lets a super_admin grant and revoke admin, and log each change with the previous and new role", async () => {
    const boss = await createUser("super_admin");
    const user = await createUser();

    expect(await change(boss, user, "admin")).toEqual({
      ok: true,
      userId: user,
      role: "admin",
      previousRole: "none",
      changed: true,
    });
    expect(await roleOf(user)).toBe("admin");
    expect(await change(boss, user, "none")).toMatchObject({ ok: true, role: "none", previousRole: "admin" });
    expect(await roleOf(user)).toBeNull();

    expect(await activityFor(user)).toEqual([
      {
        admin_id: boss,
        action: "role_change",
        resource_type: "user",
        resource_id: user,
        new_values: { role: "admin", previous_role: null },
      },
      {
        admin_id: boss,
        action: "role_change",
        resource_type: "user",
        resource_id: user,
        new_values: { role: null, previous_role: "admin" },
      },
    ]);
  });

  it("lets a super_admin grant and revoke super_admin, promote an admin and demote another super_admin", async () => {
    const boss = await createUser("super_admin");
    const admin = await createUser("admin");
    const user = await createUser();

    expect(await change(boss, user, "super_admin")).toMatchObject({ ok: true, role: "super_admin" });
    expect(await change(boss, admin, "super_admin")).toMatchObject({ ok: true, previousRole: "admin" });
    expect(await superAdminCount()).toBe(3);
    expect(await change(boss, user, "admin")).toMatchObject({
      ok: true,
      role: "admin",
      previousRole: "super_admin",
    });
    expect(await change(boss, admin, "none")).toMatchObject({
      ok: true,
      role: "none",
      previousRole: "super_admin",
    });
    expect([await roleOf(user), await roleOf(admin), await roleOf(boss)]).toEqual([
      "admin",
      null,
      "super_admin",
    ]);
    expect((await activityFor(admin)).map((row) => row.new_values)).toEqual([
      { role: "super_admin", previous_role: "admin" },
      { role: null, previous_role: "super_admin" },
    ]);
  });

  it("does not let an admin change an admin's or a super_admin's role, nor grant admin or super_admin", async () => {
    const admin = await createUser("admin");
    const otherAdmin = await createUser("admin");
    await createUser("super_admin");
    const boss = await createUser("super_admin");
    const user = await createUser();

    for (const role of ["none", "super_admin"] as const)
      expect(refused(await change(admin, otherAdmin, role))).toBe("staff_target");
    for (const role of ["none", "admin"] as const)
      expect(refused(await change(admin, boss, role))).toBe("staff_target");
    for (const role of ["admin", "super_admin"] as const)
      expect(refused(await change(admin, user, role))).toBe("grant_requires_super_admin");

    expect([await roleOf(otherAdmin), await roleOf(boss), await roleOf(user)]).toEqual([
      "admin",
      "super_admin",
      null,
    ]);
    for (const target of [otherAdmin, boss, user]) expect(await activityFor(target)).toEqual([]);
  });

  it("does not let anyone change their own role", async () => {
    const boss = await createUser("super_admin");
    await createUser("super_admin");
    const admin = await createUser("admin");
    for (const role of ["none", "admin"] as const)
      expect(refused(await change(boss, boss, role))).toBe("own_role");
    for (const role of ["none", "super_admin"] as const)
      expect(refused(await change(admin, admin, role))).toBe("own_role");
    expect([await roleOf(boss), await roleOf(admin)]).toEqual(["super_admin", "admin"]);
  });

  it("does not let the last super_admin be demoted", async () => {
    const boss = await createUser("super_admin");
    const admin = await createUser("admin");
    for (const role of ["none", "admin"] as const) {
      expect(refused(await change(boss, boss, role))).toBe("last_super_admin");
      expect(refused(await change(admin, boss, role))).toBe("last_super_admin");
    }
    expect(await roleOf(boss)).toBe("super_admin");
    expect(await activityFor(boss)).toEqual([]);
  });

  it("lets exactly one of two super_admins demoting each other at the same time succeed", async () => {
    for (let round = 0; round < 5; round++) {
      await sql`update public.users set role = null where role is not null`;
      const first = await createUser("super_admin");
      const second = await createUser("super_admin");
      const newRole = round % 2 === 0 ? "none" : "admin";

      // Hold both rows so the two calls are certainly waiting at once, then let them race.
      const results = await raceWhileHeld(
        [first, second],
        [() => change(first, second, newRole), () => change(second, first, newRole)],
      );

      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(refused(results.find((result) => !result.ok)!)).toBe(
        // The loser is no longer a super_admin: with no role it is not staff; as an admin its target is the last one.
        newRole === "none" ? "not_staff" : "last_super_admin",
      );
      expect(await superAdminCount()).toBe(1);
      const survivor = (await roleOf(first)) === "super_admin" ? first : second;
      const demoted = survivor === first ? second : first;
      expect(await roleOf(demoted)).toBe(newRole === "none" ? null : "admin");
      expect(await activityFor(survivor)).toEqual([]);
      expect(await activityFor(demoted)).toHaveLength(1);
    }
  });

  it("keeps a super_admin when several demote one another in a ring at once, without deadlocks", async () => {
    // Three, so the holder, the calls and the waiting check fit in the test database's pool of five.
    const ring = await Promise.all(Array.from({ length: 3 }, () => createUser("super_admin")));
    const results = await raceWhileHeld(
      ring,
      ring.map((actor, index) => () => change(actor, ring[(index + 1) % 3]!, "none")),
    );
    expect(results.filter((result) => result.ok).length).toBeGreaterThanOrEqual(1);
    expect(results.filter((result) => result.ok).length).toBeLessThanOrEqual(2);
    for (const result of results) if (!result.ok) expect(result.refusal).toBe("not_staff");
    expect(await superAdminCount()).toBeGreaterThanOrEqual(1);
    expect(await superAdminCount()).toBe(3 - results.filter((result) => result.ok).length);
  });

  it("refuses an unknown user, an actor who is not staff or does not exist, and says so", async () => {
    const boss = await createUser("super_admin");
    const user = await createUser();
    const other = await createUser();

    expect(await change(boss, randomUUID(), "admin")).toEqual({
      ok: false,
      refusal: "user_not_found",
      status: 404,
      message: ROLE_CHANGE_ERRORS.userNotFound,
    });
    expect(await change(user, other, "admin")).toEqual({
      ok: false,
      refusal: "not_staff",
      status: 403,
      message: ROLE_CHANGE_ERRORS.notStaff,
    });
    expect(await change(randomUUID(), user, "admin")).toEqual({
      ok: false,
      refusal: "not_authenticated",
      status: 401,
      message: "Not authenticated",
    });
    expect(await roleOf(other)).toBeNull();
  });

  it("refuses a role that is not none, admin or super_admin, with its own SQLSTATE", async () => {
    const boss = await createUser("super_admin");
    const user = await createUser();
    for (const role of ["owner", "", "Admin", null]) {
      await expect(
        sql`select * from public.change_user_role(${boss}, ${user}, ${role})`,
      ).rejects.toMatchObject({
        code: "22023",
      });
    }
    await expect(sql`select * from public.change_user_role(null, ${user}, 'admin')`).rejects.toMatchObject({
      code: "28000",
    });
    expect(await roleOf(user)).toBeNull();
  });

  it("reports a change to the role the user already has as unchanged, and logs nothing", async () => {
    const boss = await createUser("super_admin");
    const admin = await createUser("admin");
    expect(await change(boss, admin, "admin")).toEqual({
      ok: true,
      userId: admin,
      role: "admin",
      previousRole: "admin",
      changed: false,
    });
    expect(await activityFor(admin)).toEqual([]);
  });

  it("rolls the role back when the activity log cannot be written (one transaction)", async () => {
    const boss = await createUser("super_admin");
    const user = await createUser();
    await sql`alter table public.admin_activity_logs add constraint no_role_changes check (action <> 'role_change') not valid`;
    try {
      await expect(change(boss, user, "admin")).rejects.toMatchObject({ code: "23514" });
    } finally {
      await sql`alter table public.admin_activity_logs drop constraint no_role_changes`;
    }
    expect(await roleOf(user)).toBeNull();
  });

  it("cannot be executed by anon or signed-in users, only by the server", async () => {
    const boss = await createUser("super_admin");
    const user = await createUser();
    for (const role of ["anon", "authenticated"]) {
      await expect(
        sql.begin(async (tx) => {
          await tx.unsafe(`set local role ${role}`);
          await tx.unsafe(`set local request.jwt.claims = '${JSON.stringify({ sub: boss, role })}'`);
          await tx`select * from public.change_user_role(${boss}, ${user}, 'admin')`;
        }),
      ).rejects.toMatchObject({ code: "42501" });
    }
    expect(await roleOf(user)).toBeNull();
    const [privileges] = await sql<{ anon: boolean; authenticated: boolean; service_role: boolean }[]>`
      select has_function_privilege('anon', 'public.change_user_role(uuid, uuid, text)', 'EXECUTE') as anon,
             has_function_privilege('authenticated', 'public.change_user_role(uuid, uuid, text)', 'EXECUTE') as authenticated,
             has_function_privilege('service_role', 'public.change_user_role(uuid, uuid, text)', 'EXECUTE') as service_role`;
    expect(privileges).toEqual({ anon: false, authenticated: false, service_role: true });

    const [changed] = await sql.begin(async (tx) => {
      await tx.unsafe("set local role service_role");
      return tx`select changed from public.change_user_role(${boss}, ${user}, 'admin')`;
    });
    expect(changed).toEqual({ changed: true });
  });

  it("still does not let a signed-in user set their own role directly", async () => {
    const user = await createUser();
    await expect(
      sql.begin(async (tx) => {
        await tx.unsafe("set local role authenticated");
        await tx.unsafe(
          `set local request.jwt.claims = '${JSON.stringify({ sub: user, role: "authenticated" })}'`,
        );
        await tx`update public.users set role = 'super_admin' where id = ${user}`;
      }),
    ).rejects.toMatchObject({ code: "42501" });
    expect(await roleOf(user)).toBeNull();
  });

  /** Holds the users' rows until every call is waiting for them, then lets the calls race. */
  async function raceWhileHeld(
    ids: string[],
    calls: Array<() => Promise<RoleChangeResult>>,
  ): Promise<RoleChangeResult[]> {
    let racing: Promise<RoleChangeResult[]> | undefined;
    await sql.begin(async (holder) => {
      await holder`select 1 from public.users where id in ${holder(ids)} for update`;
      racing = Promise.all(calls.map((call) => call()));
      await waitForLockWaiters(calls.length);
    });
    return racing!;
  }

  /** Waits until `count` sessions of this database are waiting for a row lock. */
  async function waitForLockWaiters(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`;
      if (row!.n >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${row!.n} of ${count} sessions waited for the lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
});
