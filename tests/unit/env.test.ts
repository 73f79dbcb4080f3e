import { describe, expect, it } from "vitest";
import { EnvError, parsePublicEnv, parseServerEnv } from "@/lib/env-schema";

const valid = {
  DATABASE_URL: "postgres://postgres:postgres@127.0.0.1:54322/postgres",
  NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321",
  NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_local-stand-in-anon-key-0001",
  SUPABASE_SERVICE_ROLE_KEY: "sb_secret_local-stand-in-service-role-key-0001",
};

function issuesOf(source: Record<string, string | undefined>): string[] {
  try {
    parseServerEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.issues;
    throw error;
  }
  return [];
}

describe("server environment", () => {
  it("accepts a complete environment and fills the defaults", () => {
    const env = parseServerEnv(valid);
    expect(env.DATABASE_URL).toBe(valid.DATABASE_URL);
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
  });

  it("names a missing variable", () => {
    expect(issuesOf({ ...valid, DATABASE_URL: undefined })).toEqual(["DATABASE_URL is missing"]);
    expect(issuesOf({}).sort()).toEqual([
      "DATABASE_URL is missing",
      "NEXT_PUBLIC_SUPABASE_ANON_KEY is missing",
      "NEXT_PUBLIC_SUPABASE_URL is missing",
      "SUPABASE_SERVICE_ROLE_KEY is missing",
    ]);
  });

  it("names a malformed variable", () => {
    const issues = issuesOf({ ...valid, DATABASE_URL: "mysql://example.com/db" });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^DATABASE_URL is malformed/);
  });

  it("reports every bad variable at once, in the error message too", () => {
    const source = {
      ...valid,
      DATABASE_URL: "nope",
      NEXT_PUBLIC_SITE_URL: "ftp://x",
      NEXT_PUBLIC_SUPPORT_EMAIL: "no-at",
    };
    expect(
      issuesOf(source)
        .map((issue) => issue.split(" ")[0])
        .sort(),
    ).toEqual(["DATABASE_URL", "NEXT_PUBLIC_SITE_URL", "NEXT_PUBLIC_SUPPORT_EMAIL"]);
    expect(() => parseServerEnv(source)).toThrow(/Invalid environment:\n {2}- /);
  });
});

describe("public environment", () => {
  it("never requires server secrets", () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _secret, DATABASE_URL: _database, ...publicOnly } = valid;
    expect(parsePublicEnv(publicOnly).NEXT_PUBLIC_SUPPORT_EMAIL).toContain("@");
  });
});
