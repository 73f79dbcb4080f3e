// The proxy's Content-Security-Policy (docs/decisions.md 'Security headers'): a fresh nonce per page request, sent
// on the request (where Next.js reads it for its scripts) and on the response, redirects included; /account is
// for signed-in users.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { useStackEnvironment } from "../support/app-env";
import { cookieHeader, readSessionCookie, signInCookies, writeSessionCookie } from "../support/ssr-session";

const stack = inject("localStack");
let proxy: (typeof import("@/proxy"))["proxy"];

beforeAll(async () => {
  useStackEnvironment(stack);
  ({ proxy } = await import("@/proxy"));
});

const STORAGE_KEY = `sb-${new URL(stack.supabaseUrl).hostname.split(".")[0]}-auth-token`;

const page = (path: string, cookies?: string) =>
  proxy(
    new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookies ? { cookie: cookies } : {} }),
  );

function nonceOf(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

describe("proxy security headers", () => {
  it("gives each page request its own nonce, on the request Next.js renders and on the response", async () => {
    const [first, second] = await Promise.all([page("/"), page("/pricing")]);
    const policy = first.headers.get("content-security-policy");
    expect(policy).toContain("script-src 'self' 'nonce-");
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get("content-security-policy"))).not.toBe(nonceOf(policy));
  });

  it("sends a signed-out visitor from /account to /signin, with the policy on the redirect", async () => {
    const response = await page("/account");
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!).search).toBe("?next=%2Faccount");
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("writes the session cookies HttpOnly and SameSite=Lax (Secure in production only)", async () => {
    const session = readSessionCookie(
      await signInCookies(stack, "free@example.com", "demo-password-1"),
      STORAGE_KEY,
    );
    const expired = writeSessionCookie(STORAGE_KEY, {
      ...session,
      expires_at: Math.floor(Date.now() / 1000) - 60,
    });
    const written = (await page("/builder", cookieHeader(expired))).headers
      .getSetCookie()
      .filter((cookie) => cookie.startsWith(STORAGE_KEY));
    expect(written.length).toBeGreaterThan(0);
    for (const cookie of written) {
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).not.toMatch(/; Secure/i);
    }
  });
});
