// Password sign-in, refresh-token rotation and reuse detection, GET /user and logout scopes, through supabase-js.
import { AuthApiError, AuthSessionMissingError, createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  DEMO_PASSWORD,
  localStack,
  movableClock,
  sessionFromCookies,
  signedInClient,
  ssrClient,
  startExtraStandIn,
  uniqueEmail,
  type ExtraStandIn,
} from "../support/auth-clients.ts";

const stack = localStack();
const PASSWORD = "session-pass-1";

/** A fresh client per refresh: auth-js caches a failed refresh for a while. */
async function refresh(target: { supabaseUrl: string; anonKey: string }, refreshToken: string) {
  return browserClient(target).auth.refreshSession({ refresh_token: refreshToken });
}

async function getUserWith(accessToken: string) {
  return browserClient(stack).auth.getUser(accessToken);
}

describe("password sign-in", () => {
  it("signs a seeded demo account in with demo-password-1 (a $2b$ bcrypt hash from seed.sql)", async () => {
    const { data, error } = await browserClient(stack).auth.signInWithPassword({
      email: "premium@example.com",
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(data.user).toMatchObject({
      id: "00000000-0000-4000-8000-00000000f002",
      email: "premium@example.com",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "Priya Premium" },
    });
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it("works through @supabase/ssr too, writing the session cookie", async () => {
    const jar = new Map<string, string>();
    const { error } = await ssrClient(stack, jar).auth.signInWithPassword({
      email: "free@example.com",
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    const cookie = jar.get("sb-127-auth-token") ?? "";
    expect(cookie.startsWith("base64-")).toBe(true);
    const session = JSON.parse(Buffer.from(cookie.slice(7), "base64url").toString("utf8")) as {
      user: { email: string };
    };
    expect(session.user.email).toBe("free@example.com");
  });

  it("answers invalid_credentials for a wrong password and for an unknown address alike", async () => {
    for (const [email, password] of [
      ["free@example.com", "wrong-password"],
      [uniqueEmail("nobody"), DEMO_PASSWORD],
    ] as const) {
      const { data, error } = await browserClient(stack).auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });
});

describe("refresh tokens", () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("refresh");
    await confirmedUser(email, PASSWORD);
  });

  it("rotates: every refresh answers a new refresh token and a new access token for the same session", async () => {
    const { session } = await signedInClient(stack, email, PASSWORD);
    const first = await refresh(stack, session.refresh_token);
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email).toBe(email);
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as Record<string, unknown>;
    expect(claims(first.data.session?.access_token ?? "").session_id).toBe(
      claims(session.access_token).session_id,
    );

    const second = await refresh(stack, first.data.session?.refresh_token ?? "");
    expect(second.error).toBeNull();
    expect(second.data.session?.refresh_token).not.toBe(first.data.session?.refresh_token);
  });

  it("hands the current token back when the parent of the active token is presented again (a lost answer)", async () => {
    const { session } = await signedInClient(stack, email, PASSWORD);
    const rotated = await refresh(stack, session.refresh_token);
    const retried = await refresh(stack, session.refresh_token);
    expect(retried.error).toBeNull();
    expect(retried.data.session?.refresh_token).toBe(rotated.data.session?.refresh_token);
  });

  it("answers refresh_token_not_found for a token it never issued, and the OAuth body for a missing one", async () => {
    const { error } = await refresh(stack, "not-a-real-token");
    expect(error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    expect(error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");

    const response = await fetch(`${stack.supabaseUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_request",
      error_description: "refresh_token required",
    });
  });

  describe("reuse detection (a stand-in whose clock the test moves)", () => {
    const clock = movableClock();
    let moved: ExtraStandIn;
    beforeAll(async () => {
      moved = await startExtraStandIn({ now: clock.now });
    });
    afterAll(async () => {
      await moved.stopAll();
    });

    it("lets an old token be reused within the 10 s reuse interval", async () => {
      const { session } = await signedInClient(moved, email, PASSWORD);
      const r1 = await refresh(moved, session.refresh_token);
      const r2 = await refresh(moved, r1.data.session?.refresh_token ?? "");
      expect(r2.error).toBeNull();
      clock.advance(5);
      const reused = await refresh(moved, session.refresh_token);
      expect(reused.error).toBeNull();
    });

    it("answers refresh_token_already_used after the interval and revokes every token of the session", async () => {
      const { session } = await signedInClient(moved, email, PASSWORD);
      const r1 = await refresh(moved, session.refresh_token);
      const r2 = await refresh(moved, r1.data.session?.refresh_token ?? "");
      const current = r2.data.session?.refresh_token ?? "";
      expect(current).toBeTruthy();
      clock.advance(11);

      const stolen = await refresh(moved, session.refresh_token);
      expect(stolen.data.session).toBeNull();
      expect(stolen.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
      expect(stolen.error?.message).toBe("Invalid Refresh Token: Already Used");

      // The legitimate holder's token died with the family.
      const victim = await refresh(moved, current);
      expect(victim.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    });
  });
});

describe("GET /user", () => {
  it("answers the user for a valid access token", async () => {
    const { session } = await signedInClient(stack, "free@example.com", DEMO_PASSWORD);
    const { data, error } = await getUserWith(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: "free@example.com",
      role: "authenticated",
      aud: "authenticated",
    });
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: "email",
      identity_data: { email: "free@example.com" },
    });
  });

  it("answers 401 no_authorization without a token and 403 bad_jwt for a forged one", async () => {
    const noToken = await fetch(`${stack.supabaseUrl}/auth/v1/user`, { headers: { apikey: stack.anonKey } });
    expect(noToken.status).toBe(401);
    expect(noToken.headers.get("x-sb-error-code")).toBe("no_authorization");
    expect(await noToken.json()).toMatchObject({ code: 401, error_code: "no_authorization" });

    const { session } = await signedInClient(stack, "free@example.com", DEMO_PASSWORD);
    const [header, payload] = session.access_token.split(".");
    const tampered = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<
      string,
      unknown
    >;
    tampered.role = "service_role";
    const forged = `${header}.${Buffer.from(JSON.stringify(tampered)).toString("base64url")}.${session.access_token.split(".")[2]}`;
    const { error } = await getUserWith(forged);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });

    // The anon key is a valid JWT but names no user.
    const anon = await getUserWith(stack.anonKey);
    expect(anon.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });
});

describe("logout scopes", () => {
  let email: string;
  beforeAll(async () => {
    email = uniqueEmail("logout");
    await confirmedUser(email, PASSWORD);
  });

  it("global (the default) ends every session of the user", async () => {
    const a = await signedInClient(stack, email, PASSWORD);
    const b = await signedInClient(stack, email, PASSWORD);
    expect((await a.client.auth.signOut()).error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
    expect((await refresh(stack, b.session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    expect((await refresh(stack, a.session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    const user = await getUserWith(b.session.access_token);
    expect(user.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it("others keeps the current session and ends the rest", async () => {
    const current = await signedInClient(stack, email, PASSWORD);
    const other = await signedInClient(stack, email, PASSWORD);
    expect((await current.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await current.client.auth.getSession()).data.session).not.toBeNull();
    expect((await getUserWith(current.session.access_token)).error).toBeNull();
    expect((await refresh(stack, current.session.refresh_token)).error).toBeNull();
    expect((await refresh(stack, other.session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("local ends only the current session", async () => {
    const current = await signedInClient(stack, email, PASSWORD);
    const other = await signedInClient(stack, email, PASSWORD);
    expect((await current.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await refresh(stack, current.session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    expect((await refresh(stack, other.session.refresh_token)).error).toBeNull();
  });

  it("keeps the @supabase/ssr cookie jar in step: getUser, updateUser, refreshSession, signOut", async () => {
    const jar = new Map<string, string>();
    expect(
      (await ssrClient(stack, jar).auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
    const signedIn = sessionFromCookies(jar);
    expect(signedIn?.user.email).toBe(email);

    const request = ssrClient(stack, jar); // a later request carrying the cookies
    expect((await request.auth.getUser()).data.user?.email).toBe(email);
    expect((await request.auth.updateUser({ data: { plan_hint: "ssr" } })).error).toBeNull();
    expect(sessionFromCookies(jar)?.user.user_metadata.plan_hint).toBe("ssr");
    expect((await request.auth.refreshSession()).error).toBeNull();
    expect(sessionFromCookies(jar)?.refresh_token).not.toBe(signedIn?.refresh_token);

    expect((await ssrClient(stack, jar).auth.signOut({ scope: "local" })).error).toBeNull();
    expect(sessionFromCookies(jar)).toBeNull();
    expect((await refresh(stack, signedIn?.refresh_token ?? "")).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("answers 204 on the wire", async () => {
    const { session } = await signedInClient(stack, email, PASSWORD);
    const response = await fetch(`${stack.supabaseUrl}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { apikey: stack.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(204);
    const client = createClient(stack.supabaseUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await client.auth.getUser(session.access_token)).error).toBeInstanceOf(AuthSessionMissingError);
  });
});
