// The auth stand-in's transport: apikey gate, open browser endpoints, CORS, error format, settings,
// key persistence, loopback only, and the production refusal.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startAuthStandIn } from "../../local/auth/server.ts";
import { startMailbox } from "../../local/mailbox/server.ts";
import {
  browserClient,
  DEMO_PASSWORD,
  localStack,
  signedInClient,
  startExtraStandIn,
} from "../support/auth-clients.ts";

const stack = localStack();
const api = `${stack.supabaseUrl}/auth/v1`;
const temporary = mkdtempSync(path.join(tmpdir(), "auth-keys-"));

afterAll(() => {
  rmSync(temporary, { recursive: true, force: true });
});

describe("transport", () => {
  it("listens on 127.0.0.1 and says it is a local stand-in", async () => {
    expect(new URL(stack.supabaseUrl).hostname).toBe("127.0.0.1");
    const index = await fetch(`${stack.supabaseUrl}/`);
    expect(await index.text()).toContain("local stand-in");
  });

  it("requires the anon or service-role key as apikey", async () => {
    const body = JSON.stringify({ email: "free@example.com", password: DEMO_PASSWORD });
    const missing = await fetch(`${api}/token?grant_type=password`, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });

    const wrong = await browserClient({
      supabaseUrl: stack.supabaseUrl,
      anonKey: "not-our-key",
    }).auth.signInWithPassword({
      email: "free@example.com",
      password: DEMO_PASSWORD,
    });
    expect(wrong.error).toMatchObject({ status: 401, message: "Invalid API key" });

    const asService = await browserClient({
      supabaseUrl: stack.supabaseUrl,
      anonKey: stack.serviceRoleKey,
    }).auth.signInWithPassword({
      email: "free@example.com",
      password: DEMO_PASSWORD,
    });
    expect(asService.error).toBeNull();
  });

  it("serves browser navigations and discovery without an apikey", async () => {
    expect((await fetch(`${api}/settings`)).status).toBe(200);
    expect((await fetch(`${api}/.well-known/jwks.json`)).status).toBe(200);
    expect((await fetch(`${api}/authorize?provider=google`, { redirect: "manual" })).status).toBe(302);
    expect((await fetch(`${api}/verify?token=nope&type=signup`, { redirect: "manual" })).status).toBe(303);
  });

  it("uses Supabase's opaque API key format, fixed so production builds can inline the anon key", () => {
    expect(stack.anonKey).toMatch(/^sb_publishable_/);
    expect(stack.serviceRoleKey).toMatch(/^sb_secret_/);
    expect(stack.serviceRoleKey).not.toBe(stack.anonKey);
  });

  it("answers CORS preflights and exposes the API version header", async () => {
    const preflight = await fetch(`${api}/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "apikey, authorization, content-type, x-client-info, x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").toLowerCase();
    for (const header of [
      "accept",
      "authorization",
      "content-type",
      "apikey",
      "x-client-info",
      "x-client-ip",
      "x-supabase-api-version",
    ]) {
      expect(allowed).toContain(header);
    }
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST, PUT, PATCH, DELETE");

    const settings = await fetch(`${api}/settings`, { headers: { origin: "http://localhost:3000" } });
    expect(settings.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(settings.headers.get("access-control-expose-headers")).toBe("X-Supabase-Api-Version");
    expect(settings.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  });

  it("writes errors as {code, error_code, msg} with x-sb-error-code", async () => {
    const response = await fetch(`${api}/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({ email: "free@example.com", password: "nope" }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(await response.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });

    const badJson = await fetch(`${api}/signup`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: "{not json",
    });
    expect(badJson.status).toBe(400);
    expect(badJson.headers.get("x-sb-error-code")).toBe("bad_json");

    const unknown = await fetch(`${api}/nothing-here`, { headers: { apikey: stack.anonKey } });
    expect(unknown.status).toBe(404);
  });

  it("describes itself in /settings", async () => {
    const settings = (await (await fetch(`${api}/settings`)).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      external: { email: true, google: true, github: true, linkedin_oidc: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });
  });
});

describe("keys and safety", () => {
  it("keeps its key pair and API keys in keysFile between starts (sessions survive a restart)", async () => {
    const keysFile = path.join(temporary, "auth-keys.json");
    const first = await startExtraStandIn({ keysFile });
    const { session } = await signedInClient(first, "free@example.com", DEMO_PASSWORD);
    await first.stopAll();
    expect(statSync(keysFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(keysFile, "utf8"))).toHaveProperty("privateJwk.d");

    const second = await startExtraStandIn({ keysFile });
    try {
      expect(second.anonKey).toBe(first.anonKey);
      expect(second.jwks).toEqual(first.jwks);
      const { error } = await browserClient(second).auth.getUser(session.access_token);
      expect(error).toBeNull();
    } finally {
      await second.stopAll();
    }
  });

  it("keeps in-memory keys per instance when no keysFile is given", async () => {
    const other = await startExtraStandIn();
    try {
      const sharedJwks: unknown = await (
        await fetch(`${stack.supabaseUrl}/auth/v1/.well-known/jwks.json`)
      ).json();
      expect(other.jwks).not.toEqual(sharedJwks);
      const { session } = await signedInClient(stack, "free@example.com", DEMO_PASSWORD);
      const { error } = await browserClient(other).auth.getUser(session.access_token);
      expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
    } finally {
      await other.stopAll();
    }
  });

  it("says how to recover from an unreadable keys file", async () => {
    const keysFile = path.join(temporary, "broken.json");
    writeFileSync(keysFile, "{");
    await expect(startExtraStandIn({ keysFile })).rejects.toThrow(/Delete it to generate new keys/);
  });

  it("refuses to start with NODE_ENV=production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      await expect(startMailbox({ port: 0 })).rejects.toThrow(/local stand-in/);
      await expect(
        startAuthStandIn({
          port: 0,
          databaseUrl: stack.databaseUrl,
          siteUrl: stack.siteUrl,
          mailbox: { deliver() {} },
        }),
      ).rejects.toThrow(/refuses to run with NODE_ENV=production/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
