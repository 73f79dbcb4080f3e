// /admin/users: the shared request and query schemas, the SQLSTATE → message mapping and the list's lock rule.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ROLE_CHANGE_REFUSALS,
  ROLE_CHANGE_SQLSTATES,
  refusalFromDatabaseError,
  roleChangeLock,
} from "@/lib/admin/role-rules";
import { ROLE_CHANGE_ERRORS, ROLE_LABELS } from "@/lib/messages/admin-users";
import {
  ROLE_CHOICES,
  roleChangeSchema,
  roleChoiceOf,
  userListQuerySchema,
} from "@/lib/validation/admin-users";

const USER_ID = "5f0f3c8e-4a53-4c1e-9d0a-2f3b7c1d9e11";
const MIGRATION = readFileSync(
  new URL("../../supabase/migrations/20261122000200_role_changes.sql", import.meta.url),
  "utf8",
);

describe("roleChangeSchema", () => {
  it("accepts a user id and one of none, admin, super_admin", () => {
    for (const role of ROLE_CHOICES)
      expect(roleChangeSchema.parse({ userId: USER_ID, role })).toEqual({ userId: USER_ID, role });
  });

  it("refuses any other role with the role message", () => {
    for (const role of ["owner", "Admin", "", null, undefined, 1]) {
      const result = roleChangeSchema.safeParse({ userId: USER_ID, role });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([ROLE_CHANGE_ERRORS.invalidRole]);
    }
  });

  it("refuses a missing or malformed user id with the user message", () => {
    for (const userId of [undefined, "", "not-a-uuid", 42]) {
      const result = roleChangeSchema.safeParse({ userId, role: "admin" });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([ROLE_CHANGE_ERRORS.invalidUser]);
    }
  });
});

describe("userListQuerySchema", () => {
  it("defaults to everyone, no search, page 1", () => {
    expect(userListQuerySchema.parse({})).toEqual({ q: "", role: "all", page: 1 });
  });

  it("reads the query string, trimmed, the first of repeated values", () => {
    expect(userListQuerySchema.parse({ q: "  ada@example.com ", role: "super_admin", page: "3" })).toEqual({
      q: "ada@example.com",
      role: "super_admin",
      page: 3,
    });
    expect(
      userListQuerySchema.parse({ q: ["one", "two"], role: ["none", "admin"], page: ["2", "5"] }),
    ).toEqual({
      q: "one",
      role: "none",
      page: 2,
    });
  });

  it("falls back to the defaults for anything malformed, and cuts a long search at 200 characters", () => {
    expect(userListQuerySchema.parse({ role: "owner", page: "-4" })).toMatchObject({ role: "all", page: 1 });
    expect(userListQuerySchema.parse({ page: "2.5" }).page).toBe(1);
    expect(userListQuerySchema.parse({ page: "abc" }).page).toBe(1);
    expect(userListQuerySchema.parse({ q: "x".repeat(500) }).q).toHaveLength(200);
  });
});

describe("roles", () => {
  it("reads a missing role as none, and labels the three", () => {
    expect([
      roleChoiceOf(null),
      roleChoiceOf("admin"),
      roleChoiceOf("super_admin"),
      roleChoiceOf("x"),
    ]).toEqual(["none", "admin", "super_admin", "none"]);
    expect(ROLE_LABELS).toEqual({ none: "None", admin: "Admin", super_admin: "Super Admin" });
  });
});

describe("refusals of change_user_role", () => {
  it("maps each SQLSTATE the function raises to its refusal, status and message", () => {
    expect(
      Object.entries(ROLE_CHANGE_SQLSTATES).map(([code, refusal]) => [
        code,
        refusal,
        ROLE_CHANGE_REFUSALS[refusal],
      ]),
    ).toEqual([
      ["22023", "invalid_role", { status: 400, message: ROLE_CHANGE_ERRORS.invalidRole }],
      ["28000", "not_authenticated", { status: 401, message: "Not authenticated" }],
      ["RC001", "not_staff", { status: 403, message: ROLE_CHANGE_ERRORS.notStaff }],
      ["P0002", "user_not_found", { status: 404, message: ROLE_CHANGE_ERRORS.userNotFound }],
      ["RC002", "own_role", { status: 403, message: ROLE_CHANGE_ERRORS.ownRole }],
      ["RC003", "staff_target", { status: 403, message: ROLE_CHANGE_ERRORS.staffTarget }],
      [
        "RC004",
        "grant_requires_super_admin",
        { status: 403, message: ROLE_CHANGE_ERRORS.grantRequiresSuperAdmin },
      ],
      ["RC005", "last_super_admin", { status: 409, message: ROLE_CHANGE_ERRORS.lastSuperAdmin }],
    ]);
  });

  it("names codes the migration actually raises, each once", () => {
    const raised = [...MIGRATION.matchAll(/errcode = '([0-9A-Z]{5})'/g)].map((match) => match[1]);
    expect(new Set(raised)).toEqual(new Set(Object.keys(ROLE_CHANGE_SQLSTATES)));
  });

  it("reads the code of a database error, and nothing else", () => {
    expect(refusalFromDatabaseError({ code: "RC005", message: "last" })).toBe("last_super_admin");
    expect(refusalFromDatabaseError(Object.assign(new Error("x"), { code: "P0002" }))).toBe("user_not_found");
    for (const other of [
      { code: "42501" },
      { code: 7 },
      new Error("connection lost"),
      null,
      undefined,
      "RC001",
    ])
      expect(refusalFromDatabaseError(other)).toBeNull();
  });
});

describe("roleChangeLock", () => {
  const boss = { id: "boss", role: "super_admin" };
  const admin = { id: "admin", role: "admin" };
  const user = { id: "user", role: null };

  it("offers a super_admin every row but their own", () => {
    expect(roleChangeLock(boss, user)).toBeNull();
    expect(roleChangeLock(boss, admin)).toBeNull();
    expect(roleChangeLock(boss, { id: "other", role: "super_admin" })).toBeNull();
    expect(roleChangeLock(boss, boss)).toBe(ROLE_CHANGE_ERRORS.ownRole);
  });

  it("gives a plain admin a read-only list, with the reason", () => {
    expect(roleChangeLock(admin, user)).toBe(ROLE_CHANGE_ERRORS.superAdminOnly);
    expect(roleChangeLock(admin, boss)).toBe(ROLE_CHANGE_ERRORS.superAdminOnly);
    expect(roleChangeLock(admin, admin)).toBe(ROLE_CHANGE_ERRORS.ownRole);
  });
});
