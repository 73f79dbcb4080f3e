import { describe, expect, it } from "vitest";
import {
  decodeEncryptionKey,
  EnvError,
  parseAiEnv,
  parseBillingEnv,
  parsePublicEnv,
  parseServerEnv,
} from "@/lib/env-schema";

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

describe("TRUSTED_PROXY", () => {
  it("reads the four documented settings, and unset or empty as none", () => {
    const proxy = (value: string | undefined) =>
      parseServerEnv({ ...valid, TRUSTED_PROXY: value }).TRUSTED_PROXY;
    expect(proxy("vercel")).toEqual({ kind: "vercel" });
    expect(proxy("cloudflare")).toEqual({ kind: "cloudflare" });
    expect(proxy("hop")).toEqual({ kind: "hop" });
    expect(proxy("header:Fly-Client-IP")).toEqual({ kind: "header", name: "Fly-Client-IP" });
    expect(proxy(undefined)).toBeUndefined();
    expect(proxy("")).toBeUndefined();
  });

  it("names anything else as malformed rather than trusting a guess", () => {
    for (const value of ["true", "header:", "header:X Real IP", "Cloudflare,hop"]) {
      expect(issuesOf({ ...valid, TRUSTED_PROXY: value }), value).toEqual([
        "TRUSTED_PROXY is malformed: must be vercel, cloudflare, hop or header:<Header-Name>",
      ]);
    }
  });
});

describe("public environment", () => {
  it("never requires server secrets", () => {
    const { SUPABASE_SERVICE_ROLE_KEY: _secret, DATABASE_URL: _database, ...publicOnly } = valid;
    expect(parsePublicEnv(publicOnly).NEXT_PUBLIC_SUPPORT_EMAIL).toContain("@");
  });
});

describe("AI environment", () => {
  const hexKey = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
  const base64Key = Buffer.alloc(32, 7).toString("base64");

  function aiIssuesOf(source: Record<string, string | undefined>): string[] {
    try {
      parseAiEnv(source);
    } catch (error) {
      if (error instanceof EnvError) return error.issues;
      throw error;
    }
    return [];
  }

  it("requires APP_ENCRYPTION_KEY and defaults the gateway to OpenRouter with no key", () => {
    expect(aiIssuesOf({})).toEqual(["APP_ENCRYPTION_KEY is missing"]);
    const env = parseAiEnv({ APP_ENCRYPTION_KEY: hexKey });
    expect(env.AI_GATEWAY_BASE_URL).toBe("https://openrouter.ai/api/v1");
    expect(env.AI_GATEWAY_API_KEY).toBeUndefined();
    expect(
      parseAiEnv({ APP_ENCRYPTION_KEY: hexKey, AI_GATEWAY_API_KEY: "" }).AI_GATEWAY_API_KEY,
    ).toBeUndefined();
  });

  it("accepts a 32-byte key as 64 hex characters or base64, and nothing else", () => {
    expect(decodeEncryptionKey(hexKey)?.length).toBe(32);
    expect(decodeEncryptionKey(base64Key)?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(decodeEncryptionKey(Buffer.alloc(16).toString("base64"))).toBeNull();
    expect(decodeEncryptionKey("not a key")).toBeNull();
    expect(aiIssuesOf({ APP_ENCRYPTION_KEY: "short" })[0]).toMatch(/^APP_ENCRYPTION_KEY is malformed/);
  });

  it("names a malformed gateway URL", () => {
    expect(aiIssuesOf({ APP_ENCRYPTION_KEY: base64Key, AI_GATEWAY_BASE_URL: "ftp://x" })[0]).toMatch(
      /^AI_GATEWAY_BASE_URL is malformed/,
    );
  });

  it("is separate from the server environment, which starts without it", () => {
    expect(() => parseServerEnv(valid)).not.toThrow();
  });
});

describe("parseBillingEnv", () => {
  const valid = {
    STRIPE_SECRET_KEY: "sk_test_123",
    STRIPE_WEBHOOK_SECRET: "whsec_123",
    STRIPE_PRICE_MONTHLY: "price_m",
    STRIPE_PRICE_SIXMONTHLY: "price_s",
  };

  it("accepts Stripe's key shapes; STRIPE_API_BASE is optional (absent in production)", () => {
    expect(parseBillingEnv(valid).STRIPE_API_BASE).toBeUndefined();
    expect(parseBillingEnv({ ...valid, STRIPE_API_BASE: "http://127.0.0.1:12111" }).STRIPE_API_BASE).toBe(
      "http://127.0.0.1:12111",
    );
    expect(
      parseBillingEnv({ ...valid, STRIPE_SECRET_KEY: "rk_live_1", STRIPE_API_BASE: "" }).STRIPE_API_BASE,
    ).toBeUndefined();
  });

  it("names each missing or malformed variable", () => {
    try {
      parseBillingEnv({ ...valid, STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: undefined });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const issues = (error as EnvError).issues.join("\n");
      expect(issues).toContain("STRIPE_SECRET_KEY is malformed");
      expect(issues).toContain("STRIPE_WEBHOOK_SECRET is missing");
    }
  });
});
