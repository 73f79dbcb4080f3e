// The auth stand-in's test-only fault hook (POST /__stand-in/faults): service-role key only, validated, and each
// fault answers the next `times` matching requests (method and path below /auth/v1) before it expires.
// A stand-in of its own, so the faults armed here never reach the other test files.
import { AuthSessionMissingError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  signedInClient,
  startExtraStandIn,
  uniqueEmail,
  type ExtraStandIn,
} from "../support/auth-clients.ts";

let standIn: ExtraStandIn;
let hook: string;
let api: string;

beforeAll(async () => {
  standIn = await startExtraStandIn();
  hook = `${standIn.url}/__stand-in/faults`;
  api = `${standIn.url}/auth/v1`;
});

afterAll(async () => {
  await standIn.stopAll();
});

afterEach(async () => {
  await fetch(hook, { method: "DELETE", headers: { apikey: standIn.serviceRoleKey } });
});

function arm(fault: Record<string, unknown>, key = standIn.serviceRoleKey): Promise<Response> {
  return fetch(hook, {
    method: "POST",
    headers: { apikey: key, "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
}

async function armed(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(hook, { headers: { authorization: `Bearer ${standIn.serviceRoleKey}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { faults: Array<Record<string, unknown>> }).faults;
}

async function newUser(label: string, password: string): Promise<string> {
  const email = uniqueEmail(label);
  await confirmedUser(email, password, { name: "Fay Fault" });
  return email;
}

describe("the fault hook's gate", () => {
  it("is refused without the service-role key, and nothing is armed", async () => {
    const fault = { method: "POST", path: "/logout", status: 500 };
    const none = await fetch(hook, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(fault),
    });
    expect(none.status).toBe(401);
    expect((await arm(fault, "not-a-key")).status).toBe(401);
    const anon = await arm(fault, standIn.anonKey);
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ msg: "The fault hook needs the service-role key" });
    expect((await fetch(hook, { headers: { apikey: standIn.anonKey } })).status).toBe(403);
    expect((await fetch(hook, { method: "DELETE", headers: { apikey: standIn.anonKey } })).status).toBe(403);
    expect(await armed()).toEqual([]);
  });

  it("validates the fault", async () => {
    for (const bad of [
      { method: "BREW", path: "/logout", status: 500 },
      { method: "POST", path: "logout", status: 500 },
      { method: "POST", path: "/token?grant_type=password", status: 500 },
      { method: "POST", path: "/logout", status: 99 },
      { method: "POST", path: "/logout", status: "500" },
      { method: "POST", path: "/logout", status: 500, times: 0 },
      { method: "POST", path: "/logout", status: 500, times: 1.5 },
      { method: "POST", path: "/logout", status: 500, headers: { "content-length": "1" } },
    ]) {
      const response = await arm(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(await response.json()).toMatchObject({ error_code: "validation_failed" });
    }
    expect(await armed()).toEqual([]);
  });

  it("does not let a request without an API key use up a fault", async () => {
    expect((await arm({ method: "POST", path: "/logout", status: 500 })).status).toBe(201);
    expect((await fetch(`${api}/logout`, { method: "POST" })).status).toBe(401);
    expect(await armed()).toHaveLength(1);
  });
});

describe("faults", () => {
  it("POST /logout answers 500 once: sign-out fails, the session stays, then sign-out works", async () => {
    const email = await newUser("fault-logout", "fault-password-1");
    const { client } = await signedInClient(standIn, email, "fault-password-1");
    const created = await arm({ method: "post", path: "/auth/v1/logout/", status: 500 });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ method: "POST", path: "/logout", status: 500, times: 1 });

    const failed = await client.auth.signOut();
    expect(failed.error).toMatchObject({ status: 500 });
    expect(await armed()).toEqual([]);

    // The fault is used up: the session is still valid, and signing out now works.
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it("PUT /user answers 422 weak_password `times` times (GoTrue's shape), then the real answer", async () => {
    const email = await newUser("fault-weak", "fault-password-2");
    const { client } = await signedInClient(standIn, email, "fault-password-2");
    await arm({
      method: "PUT",
      path: "/user",
      status: 422,
      times: 2,
      body: {
        code: 422,
        error_code: "weak_password",
        msg: "Password is known to be weak and easy to guess, please choose a different one.",
        weak_password: { reasons: ["pwned"] },
      },
    });
    expect(await armed()).toEqual([expect.objectContaining({ path: "/user", times: 2 })]);

    for (const remaining of [1, 0]) {
      const { error } = await client.auth.updateUser({ password: "fault-password-3" });
      expect(error).toBeInstanceOf(AuthWeakPasswordError);
      expect(error).toMatchObject({ status: 422, code: "weak_password", reasons: ["pwned"] });
      expect(await armed()).toHaveLength(remaining);
    }
    expect((await client.auth.updateUser({ password: "fault-password-3" })).error).toBeNull();
    await signedInClient(standIn, email, "fault-password-3");
  });

  it("PUT /user answers 403 session_not_found, which supabase-js reports as a missing session", async () => {
    const email = await newUser("fault-session", "fault-password-4");
    const { client } = await signedInClient(standIn, email, "fault-password-4");
    await arm({
      method: "PUT",
      path: "/user",
      status: 403,
      body: {
        code: 403,
        error_code: "session_not_found",
        msg: "Session from session_id claim in JWT does not exist",
      },
    });
    const { error } = await client.auth.updateUser({ password: "fault-password-5" });
    expect(error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("GET /authorize fails with the given body, ignoring the query; the next request is handled", async () => {
    await arm({
      method: "GET",
      path: "/authorize",
      status: 500,
      body: { code: 500, error_code: "unexpected_failure" },
    });
    const authorize = `${api}/authorize?provider=github&skip_http_redirect=true`;
    const failed = await fetch(authorize);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-sb-error-code")).toBe("unexpected_failure");
    expect(failed.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await failed.json()).toEqual({ code: 500, error_code: "unexpected_failure" });

    const handled = await fetch(authorize);
    expect(handled.status).toBe(200);
    expect(await handled.json()).toEqual({ url: expect.stringContaining("/local-provider/github?state=") });
  });

  it("answers GoTrue's unexpected_failure body when none is given, and a text body as text", async () => {
    await arm({ method: "POST", path: "/recover", status: 503 });
    await arm({ method: "GET", path: "/settings", status: 502, body: "Bad Gateway" });
    const recover = await browserClient(standIn).auth.resetPasswordForEmail("nobody@example.com");
    expect(recover.error).toMatchObject({ status: 503 });

    const settings = await fetch(`${api}/settings`);
    expect(settings.status).toBe(502);
    expect(settings.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await settings.text()).toBe("Bad Gateway");
  });

  it("DELETE disarms every fault", async () => {
    await arm({ method: "GET", path: "/settings", status: 500, times: 5 });
    await arm({ method: "POST", path: "/logout", status: 500 });
    expect(await armed()).toHaveLength(2);
    const cleared = await fetch(hook, { method: "DELETE", headers: { apikey: standIn.serviceRoleKey } });
    expect(cleared.status).toBe(204);
    expect(await armed()).toEqual([]);
    expect((await fetch(`${api}/settings`)).status).toBe(200);
  });
});
