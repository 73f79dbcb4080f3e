// /auth/callback when the database fails (docs/spec.md, product §4, §8): the browser goes to /signin, signed out, and the
// notice waiting there says 'Error checking profile. Please try again.' or 'Something went wrong. Please try
// again.'. The database layer is mocked; the notice is read back the way the site shell reads it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => {
  const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
  return {
    jar,
    cookieStore: {
      get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)?.value } : undefined),
      getAll: () => [...jar].map(([name, { value }]) => ({ name, value })),
      set: (name: string, value: string, options?: Record<string, unknown>) => {
        jar.set(name, { value, options });
      },
    },
    exchangeCodeForSession: vi.fn(),
    signOut: vi.fn(),
    getUserById: vi.fn(),
    createUserProfileIfMissing: vi.fn(),
  };
});

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({ cookies: async () => mocks.cookieStore }));
vi.mock("@/lib/env", () => ({
  publicEnv: {
    NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
    NEXT_PUBLIC_SUPPORT_EMAIL: "support@example.com",
    NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321",
    NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_unit-test-anon-key",
  },
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({
    auth: { exchangeCodeForSession: mocks.exchangeCodeForSession, signOut: mocks.signOut },
  }),
}));
vi.mock("@/lib/db/queries/users", () => ({
  getUserById: mocks.getUserById,
  createUserProfileIfMissing: mocks.createUserProfileIfMissing,
}));

import { completeSignIn } from "@/lib/auth/callback";
import { readFlash } from "@/lib/auth/flash";

const SOCIAL_USER = {
  id: "6f1c2d3e-0000-4000-8000-000000000001",
  email: "sam.social@example.com",
  created_at: "2026-11-01T10:00:00.000Z",
  user_metadata: { full_name: "Sam Social" },
};

function databaseDown(): Error {
  return Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
}

function callback(query: Record<string, string>) {
  return completeSignIn(new URLSearchParams(query));
}

beforeEach(() => {
  mocks.jar.clear();
  vi.clearAllMocks();
  mocks.exchangeCodeForSession.mockResolvedValue({
    data: { user: SOCIAL_USER, session: { access_token: "token" } },
    error: null,
  });
  mocks.signOut.mockResolvedValue({ error: null });
  mocks.createUserProfileIfMissing.mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("/auth/callback when the database fails", () => {
  it("the profile check failing: /signin, signed out, 'Error checking profile. Please try again.'", async () => {
    mocks.getUserById.mockRejectedValue(databaseDown());

    await expect(callback({ code: "auth-code" })).resolves.toBe("/signin");

    expect(mocks.exchangeCodeForSession).toHaveBeenCalledWith("auth-code");
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(mocks.jar.get("flash")?.options).toMatchObject({ path: "/signin" });
    expect(await readFlash()).toMatchObject({
      kind: "profileCheckFailed",
      type: "error",
      message: "Error checking profile. Please try again.",
    });
  });

  it("creating the missing profile failing: /signin, signed out, 'Something went wrong. Please try again.'", async () => {
    mocks.getUserById.mockResolvedValue(null);
    mocks.createUserProfileIfMissing.mockRejectedValue(databaseDown());

    await expect(callback({ code: "auth-code", next: "/builder" })).resolves.toBe("/signin");

    expect(mocks.createUserProfileIfMissing).toHaveBeenCalledTimes(1);
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: "local" });
    expect(await readFlash()).toMatchObject({
      kind: "somethingWentWrong",
      type: "error",
      message: "Something went wrong. Please try again.",
    });
  });

  it("the sign-up profile insert failing twice (retried after 1 s): 'Something went wrong. Please try again.'", async () => {
    vi.useFakeTimers();
    mocks.createUserProfileIfMissing.mockRejectedValue(databaseDown());

    const destination = callback({ code: "auth-code", type: "signup" });
    await vi.advanceTimersByTimeAsync(1000);

    await expect(destination).resolves.toBe("/signin");
    expect(mocks.createUserProfileIfMissing).toHaveBeenCalledTimes(2);
    expect(await readFlash()).toMatchObject({
      kind: "somethingWentWrong",
      message: "Something went wrong. Please try again.",
    });
  });

  it("with a working database the same callback goes on, and leaves no notice", async () => {
    mocks.getUserById.mockResolvedValue({ id: SOCIAL_USER.id, termsAccepted: true });
    await expect(callback({ code: "auth-code", next: "/history" })).resolves.toBe("/history");

    mocks.getUserById
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ id: SOCIAL_USER.id, termsAccepted: false });
    await expect(callback({ code: "auth-code" })).resolves.toBe("/auth/consent");

    expect(mocks.signOut).not.toHaveBeenCalled();
    expect(await readFlash()).toBeNull();
  });
});

describe("/auth/callback with an error from the provider or in the link", () => {
  const ATTACKER_TEXT = "Your account is locked. Call +1 555 0100 to unlock it.";

  it("never shows the link's error_description: an unknown error says 'Authentication failed'", async () => {
    await expect(callback({ error: "server_error", error_description: ATTACKER_TEXT })).resolves.toBe(
      "/signin",
    );
    const flash = await readFlash();
    expect(flash).toMatchObject({ type: "error", message: "Authentication failed" });
    expect(mocks.jar.get("flash")?.value).not.toContain("locked");
    await callback({ error_description: ATTACKER_TEXT });
    expect((await readFlash())?.message).toBe("Authentication failed");
    expect(mocks.exchangeCodeForSession).not.toHaveBeenCalled();
  });

  it("names the errors it knows in its own words: cancelled at the provider, an expired link", async () => {
    await callback({ error: "access_denied", error_description: ATTACKER_TEXT });
    expect((await readFlash())?.message).toBe("Sign-in was cancelled. Please try again.");
    await callback({ error: "access_denied", error_code: "otp_expired", error_description: ATTACKER_TEXT });
    expect((await readFlash())?.message).toBe(
      "This link is invalid or has expired. Please sign in again or request a new link.",
    );
  });

  it("an error on the password-reset link still goes to the reset page's invalid-link view", async () => {
    await expect(
      callback({ error: "access_denied", error_description: ATTACKER_TEXT, next: "/reset-password" }),
    ).resolves.toBe("/reset-password?error=invalid_link");
    expect(await readFlash()).toBeNull();
  });
});
