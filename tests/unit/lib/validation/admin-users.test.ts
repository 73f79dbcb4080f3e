// /admin/users: the shared request and query schemas, and the role choices.
import { describe, expect, it } from "vitest";
import { ROLE_CHANGE_ERRORS, ROLE_LABELS } from "@/lib/messages/admin-users";
import {
  ROLE_CHOICES,
  roleChangeSchema,
  roleChoiceOf,
  userListQuerySchema,
} from "@/lib/validation/admin-users";

const USER_ID = "5f0f3c8e-4a53-4c1e-9d0a-2f3b7c1d9e11";

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
