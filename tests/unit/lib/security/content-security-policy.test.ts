import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, originsOf } from "@/lib/security/content-security-policy";

const base = { nonce: "abc", development: false, https: true, formTargets: ["https://auth.example.com"] };

function directives(policy: string): Map<string, string> {
  return new Map(policy.split("; ").map((part) => [part.split(" ")[0]!, part.slice(part.indexOf(" ") + 1)]));
}

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce only, and styles inline (Radix, sonner) without a nonce that would cancel that", () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(policy.get("style-src")).not.toContain("nonce");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("worker-src")).toBe("'self' blob:");
    expect(policy.get("form-action")).toBe("'self' https://auth.example.com");
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("allows eval only in development, and upgrades requests only over https", () => {
    expect(contentSecurityPolicy(base)).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ ...base, development: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain("upgrade-insecure-requests");
  });
});

describe("createNonce / originsOf", () => {
  it("makes a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("keeps the origin of each URL and skips malformed ones", () => {
    expect(originsOf(["http://127.0.0.1:54321/auth/v1", "not a url", "https://checkout.stripe.com"])).toEqual(
      ["http://127.0.0.1:54321", "https://checkout.stripe.com"],
    );
  });
});
