// The consent modal's Save when the database fails (docs/spec.md, product §8): the action answers 'Failed to save consent
// preferences. Please try again.', which the modal shows. The database layer is mocked.
import { beforeEach, describe, expect, it, vi } from "vitest";

const mocks = vi.hoisted(() => ({
  getClaims: vi.fn(),
  saveUserConsent: vi.fn(),
}));

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {} }),
}));
vi.mock("@/lib/env", () => ({
  publicEnv: {
    NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
    NEXT_PUBLIC_SUPPORT_EMAIL: "support@example.com",
    NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321",
    NEXT_PUBLIC_SUPABASE_ANON_KEY: "sb_publishable_unit-test-anon-key",
  },
}));
vi.mock("@/lib/supabase/server", () => ({
  createSupabaseServerClient: async () => ({ auth: { getClaims: mocks.getClaims } }),
}));
vi.mock("@/lib/auth/throttle", () => ({ takeAuthAttempt: vi.fn() }));
vi.mock("@/lib/db/queries/users", () => ({
  getUserById: vi.fn(),
  getUserByEmail: vi.fn(),
  saveUserConsent: mocks.saveUserConsent,
}));

import { saveConsentAction } from "@/lib/auth/actions";

const USER_ID = "6f1c2d3e-0000-4000-8000-000000000002";
const FAILED = "Failed to save consent preferences. Please try again.";

beforeEach(() => {
  vi.clearAllMocks();
  mocks.getClaims.mockResolvedValue({ data: { claims: { sub: USER_ID } }, error: null });
  mocks.saveUserConsent.mockResolvedValue(true);
});

describe("saving consent", () => {
  it("the database failing: 'Failed to save consent preferences. Please try again.'", async () => {
    mocks.saveUserConsent.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    await expect(saveConsentAction({ termsAccepted: true, marketingConsent: false })).resolves.toEqual({
      ok: false,
      formError: FAILED,
    });
  });

  it("no profile row to update: the same message", async () => {
    mocks.saveUserConsent.mockResolvedValue(false);
    await expect(saveConsentAction({ termsAccepted: true, marketingConsent: true })).resolves.toEqual({
      ok: false,
      formError: FAILED,
    });
  });

  it("no signed-in user: the same message, and nothing is written", async () => {
    mocks.getClaims.mockResolvedValue({ data: null, error: null });
    await expect(saveConsentAction({ termsAccepted: true, marketingConsent: false })).resolves.toEqual({
      ok: false,
      formError: FAILED,
    });
    expect(mocks.saveUserConsent).not.toHaveBeenCalled();
  });

  it("with a working database it saves terms, privacy and marketing as chosen", async () => {
    await expect(saveConsentAction({ termsAccepted: true, marketingConsent: true })).resolves.toEqual({
      ok: true,
    });
    expect(mocks.saveUserConsent).toHaveBeenCalledWith(
      USER_ID,
      expect.objectContaining({
        termsAccepted: true,
        privacyPolicyAccepted: true,
        marketingConsent: true,
        termsAcceptedAt: expect.any(Date),
        marketingConsentAt: expect.any(Date),
      }),
    );
  });
});
