// PKCE code exchange: single use, the 300 s lifetime, verifier checks (s256 and plain), malformed requests.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  latestMail,
  localStack,
  movableClock,
  navigate,
  ssrClient,
  startExtraStandIn,
  uniqueEmail,
  verifyLinkOf,
  type CookieJar,
  type ExtraStandIn,
} from "../support/auth-clients.ts";

const stack = localStack();
const CALLBACK = `${stack.siteUrl}/auth/callback`;

type Target = { supabaseUrl: string; anonKey: string; mailboxUrl: string };

/** Signs up through @supabase/ssr (PKCE) and opens the e-mailed link: the code and the jar holding its verifier. */
async function codeFromSignup(
  target: Target,
  label: string,
): Promise<{ code: string; jar: CookieJar; email: string }> {
  const jar: CookieJar = new Map();
  const email = uniqueEmail(label);
  const { error } = await ssrClient(target, jar).auth.signUp({
    email,
    password: "pkce-pass-1",
    options: { emailRedirectTo: CALLBACK },
  });
  if (error) throw error;
  const opened = await navigate(
    verifyLinkOf(await latestMail(target.mailboxUrl, email, "Confirm your signup")),
  );
  const code = opened.location?.searchParams.get("code");
  if (!code) throw new Error(`no code in ${opened.location?.toString() ?? "(no redirect)"}`);
  return { code, jar, email };
}

async function rawExchange(authCode: string, verifier: string) {
  const response = await fetch(`${stack.supabaseUrl}/auth/v1/token?grant_type=pkce`, {
    method: "POST",
    headers: { apikey: stack.anonKey, "content-type": "application/json" },
    body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function rawSignup(challenge: string, method: string) {
  const email = uniqueEmail("raw-pkce");
  const response = await fetch(
    `${stack.supabaseUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(CALLBACK)}`,
    {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: "pkce-pass-1",
        data: {},
        code_challenge: challenge,
        code_challenge_method: method,
      }),
    },
  );
  expect(response.status).toBe(200);
  const opened = await navigate(verifyLinkOf(await latestMail(stack.mailboxUrl, email)));
  return opened.location?.searchParams.get("code") ?? "";
}

describe("PKCE code exchange", () => {
  it("exchanges a code once; the second exchange answers flow_state_not_found (404)", async () => {
    const { code, jar } = await codeFromSignup(stack, "once");
    const saved = new Map(jar);
    const first = await ssrClient(stack, jar).auth.exchangeCodeForSession(code);
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    const second = await ssrClient(stack, saved).auth.exchangeCodeForSession(code);
    expect(second.error).toMatchObject({ status: 404, code: "flow_state_not_found" });
  });

  it("refuses a code with another flow's verifier (bad_code_verifier), and an unknown code", async () => {
    const mine = await codeFromSignup(stack, "mine");
    const theirs = await codeFromSignup(stack, "theirs");
    const wrong = await ssrClient(stack, theirs.jar).auth.exchangeCodeForSession(mine.code);
    expect(wrong.error).toMatchObject({ status: 400, code: "bad_code_verifier" });

    const unknown = await ssrClient(stack, mine.jar).auth.exchangeCodeForSession(
      "00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.error).toMatchObject({ status: 404, code: "flow_state_not_found" });

    // The right verifier still works: a failed attempt does not burn the code.
    const right = await ssrClient(stack, new Map(mine.jar)).auth.exchangeCodeForSession(mine.code);
    expect(right.error).toBeNull();
  });

  it("accepts the plain method and an upper-case S256, and rejects a malformed request", async () => {
    const plainVerifier = randomBytes(40).toString("base64url");
    const plainCode = await rawSignup(plainVerifier, "plain");
    expect((await rawExchange(plainCode, "x".repeat(50))).body).toMatchObject({
      error_code: "bad_code_verifier",
    });
    const plain = await rawExchange(plainCode, plainVerifier);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ token_type: "bearer", expires_in: 3600 });

    const verifier = randomBytes(40).toString("base64url");
    const s256Code = await rawSignup(createHash("sha256").update(verifier).digest("base64url"), "S256");
    expect((await rawExchange(s256Code, verifier)).status).toBe(200);

    const missing = await rawExchange("", verifier);
    expect(missing).toMatchObject({ status: 400, body: { error_code: "validation_failed" } });

    const shortChallenge = await fetch(`${stack.supabaseUrl}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: stack.anonKey, "content-type": "application/json" },
      body: JSON.stringify({
        email: uniqueEmail("short-challenge"),
        password: "pkce-pass-1",
        code_challenge: "abc",
        code_challenge_method: "s256",
      }),
    });
    expect(shortChallenge.status).toBe(400);
    expect(shortChallenge.headers.get("x-sb-error-code")).toBe("validation_failed");
  });

  describe("lifetime (a stand-in whose clock the test moves)", () => {
    const clock = movableClock();
    let moved: ExtraStandIn;
    beforeAll(async () => {
      moved = await startExtraStandIn({ now: clock.now });
    });
    afterAll(async () => {
      await moved.stopAll();
    });

    it("still exchanges a code 299 s after it was issued", async () => {
      const { code, jar } = await codeFromSignup(moved, "in-time");
      clock.advance(299);
      const { error } = await ssrClient(moved, jar).auth.exchangeCodeForSession(code);
      expect(error).toBeNull();
    });

    it("answers flow_state_expired (422) 301 s after", async () => {
      const { code, jar } = await codeFromSignup(moved, "too-late");
      clock.advance(301);
      const { data, error } = await ssrClient(moved, jar).auth.exchangeCodeForSession(code);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ status: 422, code: "flow_state_expired" });
    });
  });
});
