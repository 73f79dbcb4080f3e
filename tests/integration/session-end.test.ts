// Ending sessions (docs/decisions.md 'Ending sessions'): a token works only while Auth still holds its session.
// Sign-out ends this session at once (the old cookies get 401 from /api/* and no user on pages), a password change
// ends the others, "Sign out everywhere" ends all. The actions run as the app runs them, with next/headers' cookie
// store played by a jar.
import { beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies, type CookieJar } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";

const mocks = vi.hoisted(() => {
  const jar = new Map<string, string>();
  class Redirect extends Error {
    constructor(public readonly location: string) {
      super(`redirect to ${location}`);
    }
  }
  return {
    jar,
    Redirect,
    cookieStore: {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      set: (name: string, value: string, options?: { maxAge?: number }) => {
        if (!value || options?.maxAge === 0) jar.delete(name);
        else jar.set(name, value);
      },
    },
  };
});

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: async () => mocks.cookieStore,
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", () => ({
  redirect: (location: string) => {
    throw new mocks.Redirect(location);
  },
}));

const stack = inject("localStack");
const PASSWORD = "session-end-1";

let history: typeof import("@/app/api/history/route");
let actions: typeof import("@/lib/auth/actions");
let accountActions: typeof import("@/lib/account/actions");
let getCurrentUser: typeof import("@/lib/auth/current-user").getCurrentUser;

beforeAll(async () => {
  setAppEnvironment(stack, null);
  history = await import("@/app/api/history/route");
  actions = await import("@/lib/auth/actions");
  accountActions = await import("@/lib/account/actions");
  ({ getCurrentUser } = await import("@/lib/auth/current-user"));
});

beforeEach(() => mocks.jar.clear());

/** One account signed in on two devices. */
async function twoDevices(label: string) {
  const email = uniqueEmail(label);
  await confirmedUser(email, PASSWORD, { terms_accepted: true });
  return {
    email,
    first: await signInCookies(stack, email, PASSWORD),
    second: await signInCookies(stack, email, PASSWORD),
  };
}

async function historyStatus(jar: CookieJar): Promise<number> {
  return (await history.GET(apiRequest("/api/history", { cookies: cookieHeader(jar) }))).status;
}

/** Who the pages see with these cookies. */
async function pageUser(jar: CookieJar) {
  mocks.jar.clear();
  for (const [name, value] of jar) mocks.jar.set(name, value);
  return getCurrentUser();
}

/** Runs an action with this device's cookies; returns where it redirected, if it did. */
async function onDevice(jar: CookieJar, action: () => Promise<unknown>): Promise<string | null> {
  mocks.jar.clear();
  for (const [name, value] of jar) mocks.jar.set(name, value);
  try {
    await action();
    return null;
  } catch (error) {
    if (error instanceof mocks.Redirect) return error.location;
    throw error;
  }
}

describe("ending sessions", () => {
  it("sign-out ends this session at once: the old cookies get 401 and no page user; the other device stays", async () => {
    const { first, second } = await twoDevices("sign-out");
    expect(await historyStatus(first)).toBe(200);
    expect(await pageUser(first)).not.toBeNull();

    expect(await onDevice(first, () => actions.signOutAction())).toBe("/");
    expect(mocks.jar.size).toBe(1); // the flash notice; the session cookies are cleared

    expect(await historyStatus(first)).toBe(401);
    expect(await pageUser(first)).toBeNull();
    expect(await historyStatus(second)).toBe(200);
    expect(await pageUser(second)).not.toBeNull();
  });

  it("a password change on the account page ends every other session and keeps this one", async () => {
    const { first, second } = await twoDevices("password-change");
    const result = await onDevice(first, () =>
      accountActions.changePasswordAction({
        currentPassword: PASSWORD,
        password: "session-end-2",
        confirmPassword: "session-end-2",
      }),
    );
    expect(result).toBeNull();
    expect(await historyStatus(first)).toBe(200);
    expect(await historyStatus(second)).toBe(401);
    expect(await pageUser(second)).toBeNull();
  });

  it("a password reset ends every session: the other device's and, as the spec's flow signs out, this one", async () => {
    const { first, second } = await twoDevices("password-reset");
    await onDevice(first, async () =>
      expect(
        await actions.resetPasswordAction({ password: "session-end-3", confirmPassword: "session-end-3" }),
      ).toEqual({
        ok: true,
      }),
    );
    expect(await historyStatus(second)).toBe(401);
    expect(await historyStatus(first)).toBe(401);
  });

  it("Sign out everywhere ends every session and lands on /signin", async () => {
    const { first, second } = await twoDevices("everywhere");
    expect(await onDevice(first, () => actions.signOutEverywhereAction())).toBe("/signin");
    expect(await historyStatus(first)).toBe(401);
    expect(await historyStatus(second)).toBe(401);
    expect(await pageUser(second)).toBeNull();
  });
});
