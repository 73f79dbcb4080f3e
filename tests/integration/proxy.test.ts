import { generateKeyPairSync, sign } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { useStackEnvironment } from "../support/app-env";
import {
  cookieHeader,
  readSessionCookie,
  signInCookies,
  writeSessionCookie,
  type CookieJar,
} from "../support/ssr-session";

const stack = inject("localStack");
const STORAGE_KEY = `sb-${new URL(stack.supabaseUrl).hostname.split(".")[0]}-auth-token`;
const PASSWORD = "demo-password-1";

type ProxyModule = typeof import("@/proxy");
let proxy: ProxyModule["proxy"];

beforeAll(async () => {
  useStackEnvironment(stack);
  ({ proxy } = await import("@/proxy"));
});

function request(path: string, jar?: CookieJar): NextRequest {
  const headers = new Headers();
  if (jar) headers.set("cookie", cookieHeader(jar));
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

function location(response: Response): string | null {
  const value = response.headers.get("location");
  return value ? new URL(value).pathname + new URL(value).search : null;
}

function setCookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split("=")[0] ?? "");
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

describe("proxy guards", () => {
  it("sends a signed-out visitor from /builder and /subscription to /signin", async () => {
    for (const path of ["/builder", "/subscription", "/subscription/success?session_id=cs_1"]) {
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      expect(location(response)).toBe(`/signin?next=${encodeURIComponent(path)}`);
    }
  });

  it("sends a signed-out visitor from /admin to /", async () => {
    const response = await proxy(request("/admin/settings"));
    expect(location(response)).toBe("/");
  });

  it("lets public pages through for everyone", async () => {
    for (const path of ["/", "/pricing", "/signin", "/terms"]) {
      expect((await proxy(request(path))).headers.get("location")).toBeNull();
    }
  });

  it("lets a signed-in free user into /builder but sends them from /admin to /", async () => {
    const jar = await signInCookies(stack, "free@example.com", PASSWORD);
    expect((await proxy(request("/builder", jar))).headers.get("location")).toBeNull();
    expect(location(await proxy(request("/admin", jar)))).toBe("/");
  });

  it("lets an admin and a super admin into /admin", async () => {
    for (const email of ["admin@example.com", "superadmin@example.com"]) {
      const jar = await signInCookies(stack, email, PASSWORD);
      expect((await proxy(request("/admin", jar))).headers.get("location")).toBeNull();
    }
  });

  it("refreshes an expired access token transparently and writes the new session cookie", async () => {
    const jar = await signInCookies(stack, "free@example.com", PASSWORD);
    const session = readSessionCookie(jar, STORAGE_KEY);
    const expired = writeSessionCookie(STORAGE_KEY, {
      ...session,
      expires_at: Math.floor(Date.now() / 1000) - 60,
    });
    const response = await proxy(request("/builder", expired));
    expect(response.headers.get("location")).toBeNull();
    expect(setCookieNames(response).some((name) => name.startsWith(STORAGE_KEY))).toBe(true);
    const refreshed = new Map(
      response.headers.getSetCookie().map((cookie) => {
        const [pair = ""] = cookie.split(";");
        const index = pair.indexOf("=");
        return [pair.slice(0, index), pair.slice(index + 1)] as [string, string];
      }),
    );
    const next = readSessionCookie(refreshed, STORAGE_KEY);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.access_token).not.toBe(session.access_token);
  });

  it("rejects a tampered access token (payload changed, signature kept)", async () => {
    const free = readSessionCookie(await signInCookies(stack, "free@example.com", PASSWORD), STORAGE_KEY);
    const superAdmin = readSessionCookie(
      await signInCookies(stack, "superadmin@example.com", PASSWORD),
      STORAGE_KEY,
    );
    const [header, , signature] = String(free.access_token).split(".");
    const [, superAdminPayload] = String(superAdmin.access_token).split(".");
    // The free user's signature over the super admin's claims.
    const forged = `${header}.${superAdminPayload}.${signature}`;
    const response = await proxy(
      request("/admin", writeSessionCookie(STORAGE_KEY, { ...free, access_token: forged })),
    );
    expect(location(response)).toBe("/");
  });

  it("rejects a token signed by a foreign key that claims the stand-in's key id", async () => {
    const real = readSessionCookie(
      await signInCookies(stack, "superadmin@example.com", PASSWORD),
      STORAGE_KEY,
    );
    const [realHeader = "", realPayload = ""] = String(real.access_token).split(".");
    const { kid } = JSON.parse(Buffer.from(realHeader, "base64url").toString()) as { kid: string };
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const header = base64url({ alg: "ES256", typ: "JWT", kid });
    const signature = sign("sha256", Buffer.from(`${header}.${realPayload}`), {
      key: privateKey,
      dsaEncoding: "ieee-p1363",
    });
    const foreign = `${header}.${realPayload}.${signature.toString("base64url")}`;
    const response = await proxy(
      request("/admin", writeSessionCookie(STORAGE_KEY, { ...real, access_token: foreign })),
    );
    expect(location(response)).toBe("/");
  });

  it("never trusts a role written into the cookie's user object", async () => {
    const free = readSessionCookie(await signInCookies(stack, "free@example.com", PASSWORD), STORAGE_KEY);
    const user = { ...(free.user as object), role: "super_admin", app_metadata: { role: "super_admin" } };
    const response = await proxy(request("/admin", writeSessionCookie(STORAGE_KEY, { ...free, user })));
    expect(location(response)).toBe("/");
  });
});
