// The sign-in and forgot-password throttles (docs/product-rules.md 'Sign-in and password-reset throttles'): the server
// actions against the local stack, with the request's headers as a visitor (or an attacker) would send them.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { useStackEnvironment } from "../support/app-env.ts";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {} }),
}));

const stack = inject("localStack");
const PASSWORD = "password-123";
const TOO_MANY = "Too many requests. Please wait a few minutes before trying again.";
const NOT_REGISTERED = "Email not registered";
const NO_ACCOUNT = "No account found with this email address.";
const WRONG_PASSWORD = "Invalid login credentials";

type Actions = typeof import("@/lib/auth/actions");

/** The actions as loaded with TRUSTED_PROXY set to `proxy` (the environment is read once per module load). */
async function loadActions(proxy: string | undefined): Promise<Actions> {
  if (proxy) process.env.TRUSTED_PROXY = proxy;
  else delete process.env.TRUSTED_PROXY;
  await (await import("@/lib/usage/rate-limit")).resetRateLimits(); // the buckets the last load touched
  vi.resetModules();
  return import("@/lib/auth/actions");
}

/** Sends one form as a visitor with these headers; a successful sign-in redirects (Next's redirect throws). */
async function submit<T>(
  headers: Record<string, string>,
  action: () => Promise<T>,
): Promise<T | "redirected"> {
  request.headers = new Headers(headers);
  try {
    return await action();
  } catch (error) {
    if (String((error as { digest?: string }).digest).startsWith("NEXT_REDIRECT")) return "redirected";
    throw error;
  }
}

const formError = (result: unknown) => (result as { formError?: string }).formError;
const invented = (i: number) => ({
  "x-forwarded-for": `198.51.${i}.${i + 1}`,
  "x-real-ip": `203.0.113.${i}`,
});

beforeAll(() => useStackEnvironment(stack));
afterAll(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("with no trusted proxy: per address and one global bucket", () => {
  let actions: Actions;
  beforeAll(async () => {
    actions = await loadActions(undefined);
  });
  beforeEach(async () => (await import("@/lib/usage/rate-limit")).resetRateLimits());

  it("limits 34 wrong passwords for one account sent under 34 invented addresses", async () => {
    const email = uniqueEmail("throttle-signin");
    await confirmedUser(email, PASSWORD, { terms_accepted: true });
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 34; i++) {
      const result = await submit(invented(i), () => actions.signInAction({ email, password: "wrong-1" }));
      answers.push(formError(result));
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(WRONG_PASSWORD));
    expect(answers.slice(10)).toEqual(Array(24).fill(TOO_MANY));
    // Even the right password now waits: the limit is on the address, whoever asks.
    expect(formError(await submit({}, () => actions.signInAction({ email, password: PASSWORD })))).toBe(
      TOO_MANY,
    );
  });

  it("counts only failed sign-ins: an account that signs in often is never limited", async () => {
    const email = uniqueEmail("throttle-often");
    await confirmedUser(email, PASSWORD, { terms_accepted: true });
    for (let i = 0; i < 12; i++)
      expect(await submit({}, () => actions.signInAction({ email, password: PASSWORD }))).toBe("redirected");
    for (let i = 0; i < 10; i++)
      expect(formError(await submit({}, () => actions.signInAction({ email, password: "wrong-1" })))).toBe(
        WRONG_PASSWORD,
      );
    expect(formError(await submit({}, () => actions.signInAction({ email, password: "wrong-1" })))).toBe(
      TOO_MANY,
    );
  });

  it("keeps the spec's answer for an unknown address below the limit, and the same refusal as a known one beyond it", async () => {
    const unknown = uniqueEmail("throttle-unknown");
    for (let i = 0; i < 10; i++)
      expect(await submit({}, () => actions.signInAction({ email: unknown, password: "wrong-1" }))).toEqual({
        ok: false,
        formError: NOT_REGISTERED,
        code: "email_not_registered",
      });
    expect(await submit({}, () => actions.signInAction({ email: unknown, password: "wrong-1" }))).toEqual({
      ok: false,
      formError: TOO_MANY,
    });
    // The address is normalised: another spelling is the same bucket.
    expect(
      formError(
        await submit({}, () => actions.signInAction({ email: unknown.toUpperCase(), password: "wrong-1" })),
      ),
    ).toBe(TOO_MANY);
  });

  it("limits forgot-password per address", async () => {
    const unknown = uniqueEmail("throttle-forgot");
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        formError(await submit(invented(i), () => actions.forgotPasswordAction({ email: unknown }))),
      );
    expect(answers).toEqual([...Array(5).fill(NO_ACCOUNT), TOO_MANY]);
  });

  it("stops many addresses from one script with the global bucket", async () => {
    const { takeAuthAttempt, AUTH_THROTTLES } = await import("@/lib/auth/throttle");
    const { limit } = AUTH_THROTTLES.forgotPassword.global;
    const allowed: boolean[] = [];
    for (let i = 0; i <= limit; i++)
      allowed.push((await takeAuthAttempt("forgotPassword", `${randomUUID()}@example.com`, null)).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(limit);
    expect(allowed.at(-1)).toBe(false);
  });
});

describe("behind Cloudflare (TRUSTED_PROXY=cloudflare): also per IP", () => {
  let actions: Actions;
  beforeAll(async () => {
    actions = await loadActions("cloudflare");
  });
  beforeEach(async () => (await import("@/lib/usage/rate-limit")).resetRateLimits());

  it("40 unknown addresses to forgot-password from one visitor hit the limit; then known and unknown read the same", async () => {
    const known = uniqueEmail("throttle-known");
    await confirmedUser(known, PASSWORD, { terms_accepted: true });
    const visitor = { "cf-connecting-ip": "203.0.113.77", ...invented(1) };
    const answers: Array<string | undefined> = [];
    for (let i = 0; i < 40; i++) {
      const email = uniqueEmail(`throttle-probe-${i}`);
      answers.push(formError(await submit(visitor, () => actions.forgotPasswordAction({ email }))));
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(NO_ACCOUNT));
    expect(answers.slice(20)).toEqual(Array(20).fill(TOO_MANY));
    const forKnown = await submit(visitor, () => actions.forgotPasswordAction({ email: known }));
    const forUnknown = await submit(visitor, () =>
      actions.forgotPasswordAction({ email: uniqueEmail("throttle-probe-x") }),
    );
    expect(forKnown).toEqual({ ok: false, formError: TOO_MANY });
    expect(forUnknown).toEqual(forKnown);
    // Another visitor is not held up, and a known address still gets its link.
    expect(
      await submit({ "cf-connecting-ip": "203.0.113.78" }, () =>
        actions.forgotPasswordAction({ email: known }),
      ),
    ).toEqual({
      ok: true,
    });
  });

  it("after 30 failed sign-ins from one IP, known and unknown addresses read the same", async () => {
    const known = uniqueEmail("throttle-ip-known");
    await confirmedUser(known, PASSWORD, { terms_accepted: true });
    const visitor = { "cf-connecting-ip": "2001:db8:7:7::1" };
    for (let i = 0; i < 30; i++) {
      const email = uniqueEmail(`throttle-ip-${i}`);
      expect(
        formError(await submit(visitor, () => actions.signInAction({ email, password: "wrong-1" }))),
      ).toBe(NOT_REGISTERED);
    }
    // Another address in the same /64 is the same visitor.
    const sameNetwork = { "cf-connecting-ip": "2001:db8:7:7:abcd::2" };
    const forKnown = await submit(sameNetwork, () =>
      actions.signInAction({ email: known, password: "wrong-1" }),
    );
    const forUnknown = await submit(sameNetwork, () =>
      actions.signInAction({ email: uniqueEmail("throttle-ip-x"), password: "wrong-1" }),
    );
    expect(forKnown).toEqual({ ok: false, formError: TOO_MANY });
    expect(forUnknown).toEqual(forKnown);
    expect(
      await submit({ "cf-connecting-ip": "203.0.113.79" }, () =>
        actions.signInAction({ email: known, password: PASSWORD }),
      ),
    ).toBe("redirected");
  });
});
