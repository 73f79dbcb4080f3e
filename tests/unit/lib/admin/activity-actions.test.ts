// One list of admin_activity_logs actions (lib/admin/activity-actions.ts): what the SQL functions write is in it,
// and lib/db/queries/activity-log.ts is the only TS code that writes the log.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_ACTIONS } from "@/lib/admin/activity-actions";

const ROOT = join(import.meta.dirname, "../../../..");
const MIGRATIONS = join(ROOT, "supabase/migrations");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The action (second argument) of every call of log_admin_activity in the migrations. */
function actionsWrittenBySql(): string[] {
  const sql = readdirSync(MIGRATIONS)
    .map((name) => readFileSync(join(MIGRATIONS, name), "utf8"))
    .join("\n");
  return [...sql.matchAll(/perform\s+public\.log_admin_activity\(\s*[^,]+,\s*'([^']*)'/g)].map(
    (match) => match[1]!,
  );
}

describe("admin activity actions", () => {
  it("holds every action the SQL functions write (change_user_role's 'role_change')", () => {
    const written = actionsWrittenBySql();
    expect(written).toContain(ADMIN_ACTIONS.roleChange);
    for (const action of written) expect(Object.values(ADMIN_ACTIONS)).toContain(action);
  });

  it("has one name per action", () => {
    const names = Object.values(ADMIN_ACTIONS);
    expect(new Set(names).size).toBe(names.length);
  });

  it("is written from TS by lib/db/queries/activity-log.ts alone", () => {
    const writers = filesUnder(join(ROOT, "lib"))
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /log_admin_activity\s*\(|insert\s+into\s+public\.admin_activity_logs/i.test(
          readFileSync(file, "utf8"),
        ),
      )
      .map((file) => relative(ROOT, file));
    expect(writers).toEqual(["lib/db/queries/activity-log.ts"]);
  });
});
