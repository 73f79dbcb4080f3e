// The SQLSTATE → refusal, status and message mapping of change_user_role.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ROLE_CHANGE_REFUSALS,
  ROLE_CHANGE_SQLSTATES,
  refusalFromDatabaseError,
} from "@/lib/admin/role-rules";
import { ROLE_CHANGE_ERRORS } from "@/lib/messages/admin-users";

const MIGRATION = readFileSync(
  new URL("../../../../supabase/migrations/20261122000200_role_changes.sql", import.meta.url),
  "utf8",
);

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
