// Provider text (docs/decisions.md 'Provider text'): the auth server's refusals (4xx) reach the form in its own words,
// as the spec asks, but a failure of the server itself (5xx, e.g. GoTrue's 'Unexpected failure, please check server
// logs for more information') reaches it only as our message with a reference, the detail in the log. The sign-up
// action against an auth stand-in of its own, whose fault hook makes the failure happen.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { startExtraStandIn, uniqueEmail, type ExtraStandIn } from "../support/auth-clients.ts";
import { useStackEnvironment } from "../support/app-env.ts";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {} }),
}));

const stack = inject("localStack");
const GOTRUE_500 = "Unexpected failure, please check server logs for more information";

let standIn: ExtraStandIn;
let actions: typeof import("@/lib/auth/actions");

function arm(fault: Record<string, unknown>): Promise<Response> {
  return fetch(`${standIn.url}/__stand-in/faults`, {
    method: "POST",
    headers: { apikey: standIn.serviceRoleKey, "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
}

const signUp = () =>
  actions.signUpAction({
    name: "Pat Provider",
    email: uniqueEmail("provider-text"),
    password: "password-123",
    confirmPassword: "password-123",
    termsAccepted: true,
  });

beforeAll(async () => {
  standIn = await startExtraStandIn();
  useStackEnvironment({
    ...stack,
    supabaseUrl: standIn.url,
    anonKey: standIn.anonKey,
    serviceRoleKey: standIn.serviceRoleKey,
  });
  vi.resetModules();
  actions = await import("@/lib/auth/actions");
});

afterEach(async () => {
  await fetch(`${standIn.url}/__stand-in/faults`, {
    method: "DELETE",
    headers: { apikey: standIn.serviceRoleKey },
  });
});

afterAll(async () => {
  await standIn.stopAll();
});

describe("the auth server's words on the sign-up form", () => {
  it("a 500 reads 'Something went wrong (ref …)', never GoTrue's text, which is logged under the reference", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await arm({
        method: "POST",
        path: "/signup",
        status: 500,
        body: { code: 500, error_code: "unexpected_failure", msg: GOTRUE_500 },
      });
      const result = (await signUp()) as { ok: boolean; formError?: string };
      expect(result.ok).toBe(false);
      expect(result.formError).toMatch(/^Something went wrong \(ref [2-9A-HJ-NP-Z]{5}\)$/);
      const ref = result.formError!.slice(-6, -1);
      expect(log.mock.calls.flat().join(" ")).toMatch(new RegExp(`${ref}.*Unexpected failure`, "s"));
    } finally {
      log.mockRestore();
    }
  });

  it("a 4xx refusal the spec shows is kept in the provider's words", async () => {
    await arm({
      method: "POST",
      path: "/signup",
      status: 422,
      body: { code: 422, error_code: "weak_password", msg: "Password should contain a digit" },
    });
    expect(await signUp()).toMatchObject({ ok: false, formError: "Password should contain a digit" });
  });
});
