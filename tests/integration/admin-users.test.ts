// /admin/users on the local stack: POST /api/admin/users/role (the session's user is the actor, Postgres applies the
// rules) and the staff user list (search, role filter, newest first, pages).
import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";
import { ADMIN_ERRORS } from "@/lib/messages/admin";
import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";

const stack = inject("localStack");

let route: typeof import("@/app/api/admin/users/role/route");
let queries: typeof import("@/lib/db/queries/admin-users");
let sql: typeof import("@/lib/db/client").sql;

type Role = "admin" | "super_admin" | null;
type Account = { id: string; email: string; cookies: string };

async function account(role: Role = null, label = "staff"): Promise<Account> {
  const email = uniqueEmail(label);
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true, name: "Listed Person" });
  if (role) await sql`update public.users set role = ${role} where id = ${id}`;
  return { id, email, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

async function roleOf(id: string): Promise<Role> {
  const [row] = await sql<{ role: Role }[]>`select role from public.users where id = ${id}`;
  return row!.role;
}

async function changeRole(
  cookies: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = apiRequest("/api/admin/users/role", {
    method: "POST",
    ...(cookies ? { cookies } : {}),
    ...(typeof body === "string" ? { rawBody: body } : { body }),
  });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  const response = await route.POST(request);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  route = await import("@/app/api/admin/users/role/route");
  queries = await import("@/lib/db/queries/admin-users");
  ({ sql } = await import("@/lib/db/client"));
});

describe("POST /api/admin/users/role", () => {
  it("answers 'Not authenticated' without a session, and changes nothing", async () => {
    const target = await account();
    expect(await changeRole(null, { userId: target.id, role: "admin" })).toEqual({
      status: 401,
      json: { error: "Not authenticated" },
    });
    expect(await roleOf(target.id)).toBeNull();
  });

  it("refuses a signed-in user who is not staff, before reading the request", async () => {
    const caller = await account(null, "plain");
    const target = await account();
    for (const body of [
      { userId: target.id, role: "admin" },
      { userId: caller.id, role: "super_admin" },
      "{",
    ]) {
      expect(await changeRole(caller.cookies, body)).toEqual({
        status: 403,
        json: { error: ADMIN_ERRORS.forbidden },
      });
    }
    expect([await roleOf(caller.id), await roleOf(target.id)]).toEqual([null, null]);
  });

  it("lets a super_admin promote a user to Admin and back, writing the activity log", async () => {
    const boss = await account("super_admin");
    const target = await account();
    expect(await changeRole(boss.cookies, { userId: target.id, role: "admin" })).toEqual({
      status: 200,
      json: { userId: target.id, role: "admin", previousRole: "none", changed: true },
    });
    expect(await roleOf(target.id)).toBe("admin");
    expect(await changeRole(boss.cookies, { userId: target.id, role: "admin" })).toMatchObject({
      status: 200,
      json: { changed: false },
    });
    expect(await changeRole(boss.cookies, { userId: target.id, role: "none" })).toMatchObject({
      status: 200,
      json: { role: "none", previousRole: "admin", changed: true },
    });
    expect(await roleOf(target.id)).toBeNull();
    const logs = await sql<
      { admin_id: string; action: string; resource_type: string; new_values: unknown }[]
    >`
      select admin_id, action, resource_type, new_values from public.admin_activity_logs
      where resource_id = ${target.id} order by created_at`;
    expect(logs).toEqual([
      {
        admin_id: boss.id,
        action: "role_change",
        resource_type: "user",
        new_values: { role: "admin", previous_role: null },
      },
      {
        admin_id: boss.id,
        action: "role_change",
        resource_type: "user",
        new_values: { role: null, previous_role: "admin" },
      },
    ]);
  });

  it("tells a plain admin why it may not change roles", async () => {
    const admin = await account("admin");
    const otherAdmin = await account("admin");
    const user = await account();
    expect(await changeRole(admin.cookies, { userId: otherAdmin.id, role: "none" })).toEqual({
      status: 403,
      json: { error: ROLE_CHANGE_ERRORS.staffTarget, reason: "staff_target" },
    });
    expect(await changeRole(admin.cookies, { userId: user.id, role: "admin" })).toEqual({
      status: 403,
      json: { error: ROLE_CHANGE_ERRORS.grantRequiresSuperAdmin, reason: "grant_requires_super_admin" },
    });
    expect([await roleOf(otherAdmin.id), await roleOf(user.id)]).toEqual(["admin", null]);
  });

  it("refuses a change of one's own role", async () => {
    const boss = await account("super_admin");
    expect(await changeRole(boss.cookies, { userId: boss.id, role: "none" })).toEqual({
      status: 403,
      json: { error: ROLE_CHANGE_ERRORS.ownRole, reason: "own_role" },
    });
    expect(await roleOf(boss.id)).toBe("super_admin");
  });

  it("answers 404 for an unknown user and 400 for a malformed request", async () => {
    const boss = await account("super_admin");
    expect(
      await changeRole(boss.cookies, { userId: "6b0c5a1e-0000-4000-8000-000000000000", role: "admin" }),
    ).toEqual({ status: 404, json: { error: ROLE_CHANGE_ERRORS.userNotFound, reason: "user_not_found" } });
    expect(await changeRole(boss.cookies, { userId: boss.id, role: "owner" })).toEqual({
      status: 400,
      json: {
        error: ROLE_CHANGE_ERRORS.invalidRole,
        fieldErrors: { role: [ROLE_CHANGE_ERRORS.invalidRole] },
      },
    });
    expect(await changeRole(boss.cookies, { userId: "not-a-uuid", role: "admin" })).toMatchObject({
      status: 400,
      json: { error: ROLE_CHANGE_ERRORS.invalidUser },
    });
    expect(await changeRole(boss.cookies, "{not json")).toEqual({
      status: 400,
      json: { error: "The request body must be JSON" },
    });
  });

  it("refuses a request sent from another site", async () => {
    const boss = await account("super_admin");
    const target = await account();
    expect(
      await changeRole(
        boss.cookies,
        { userId: target.id, role: "admin" },
        { origin: "https://evil.example", host: "localhost:3000" },
      ),
    ).toEqual({ status: 403, json: { error: ADMIN_ERRORS.crossSite } });
    expect(
      await changeRole(
        boss.cookies,
        { userId: target.id, role: "admin" },
        { origin: "http://localhost:3000", host: "localhost:3000" },
      ),
    ).toMatchObject({ status: 200, json: { changed: true } });
  });
});

describe("the staff user list", () => {
  const marker = `list${randomBytes(4).toString("hex")}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Five users with one marker in the e-mail or name, created a second apart in the past (newest last).
    const people: Array<[key: string, email: string, name: string | null, role: Role]> = [
      ["oldest", `${marker}-a@example.com`, "Ada Lovelace", null],
      ["admin", `ada-${marker}@example.com`, "Grace Hopper", "admin"],
      [
        "super",
        `x-${randomBytes(3).toString("hex")}@example.com`,
        `Boss ${marker.toUpperCase()}`,
        "super_admin",
      ],
      ["percent", `${marker}_100%@example.com`, null, null],
      ["newest", `${marker}-z@example.com`, "Zed", null],
    ];
    for (const [index, [key, email, name, role]] of people.entries()) {
      const id = randomUUID();
      await sql`insert into auth.users (id, aud, role, email, raw_user_meta_data, created_at, updated_at)
                values (${id}, 'authenticated', 'authenticated', ${email}, ${JSON.stringify(name ? { name } : {})}::jsonb, now(), now())`;
      ids[key] = id;
      await sql`update public.users set role = ${role}, created_at = ${new Date(Date.UTC(2020, 0, 1, 0, 0, index)).toISOString()}::timestamptz
                where id = ${id}`;
    }
  });

  const search = async (options: Parameters<typeof queries.listAdminUsers>[0]) => {
    const page = await queries.listAdminUsers(options);
    return { ...page, ids: page.users.map((user) => user.id) };
  };

  it("finds users by e-mail or name, case-insensitively, newest first, with the staff columns", async () => {
    const found = await search({ search: marker.toUpperCase() });
    expect(found.ids).toEqual([ids.newest, ids.percent, ids.super, ids.admin, ids.oldest]);
    expect(found.total).toBe(5);
    expect(found.users[2]).toEqual({
      id: ids.super,
      name: `Boss ${marker.toUpperCase()}`,
      email: expect.stringMatching(/^x-/),
      role: "super_admin",
      subscriptionTier: "free",
      subscriptionStatus: "active",
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, 2)),
    });
    expect((await search({ search: "grace hopper" })).ids).toContain(ids.admin);
  });

  it("treats % and _ in the search literally", async () => {
    expect((await search({ search: `${marker}_100%` })).ids).toEqual([ids.percent]);
    expect((await search({ search: `${marker}%z` })).ids).toEqual([]);
  });

  it("filters by role: admin, super_admin, none, or all", async () => {
    expect((await search({ search: marker, role: "admin" })).ids).toEqual([ids.admin]);
    expect((await search({ search: marker, role: "super_admin" })).ids).toEqual([ids.super]);
    expect((await search({ search: marker, role: "none" })).ids).toEqual([
      ids.newest,
      ids.percent,
      ids.oldest,
    ]);
    expect((await search({ search: marker, role: "all" })).total).toBe(5);
  });

  it("pages the list, and shows the last page when asked beyond it", async () => {
    const first = await search({ search: marker, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.ids).toEqual([ids.newest, ids.percent]);
    expect((await search({ search: marker, pageSize: 2, page: 2 })).ids).toEqual([ids.super, ids.admin]);
    expect(await search({ search: marker, pageSize: 2, page: 9 })).toMatchObject({
      page: 3,
      ids: [ids.oldest],
    });
    expect(await search({ search: `${marker}-nobody` })).toMatchObject({
      total: 0,
      page: 1,
      pageCount: 1,
      ids: [],
    });
  });

  it("shows 100 rows a page by default (docs/spec.md, engine §9)", async () => {
    expect(queries.ADMIN_USERS_PAGE_SIZE).toBe(100);
    expect((await search({})).pageSize).toBe(100);
  });
});
