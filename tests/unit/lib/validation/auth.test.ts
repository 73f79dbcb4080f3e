import { describe, expect, it } from "vitest";

import {
  consentSchema,
  fieldErrorsOf,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "@/lib/validation/auth";

// docs/spec.md (product) §5 strings, written out so the test proves the schemas use them verbatim.
const INVALID_EMAIL = "Invalid email address";
const PASSWORD_MIN = "Password must be at least 6 characters";

function errorsOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

const validSignUp = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  termsAccepted: true,
  marketingConsent: false,
};

describe("sign-in schema", () => {
  it("accepts a valid e-mail and a 6-character password, trimming the e-mail", () => {
    const result = signInSchema.safeParse({ email: "  ada@example.com ", password: "123456" });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("ada@example.com");
  });

  it("reports both fields at once", () => {
    expect(errorsOf(signInSchema.safeParse({ email: "ada", password: "12345" }))).toEqual({
      email: [INVALID_EMAIL],
      password: [PASSWORD_MIN],
    });
    expect(errorsOf(signInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: [INVALID_EMAIL],
      password: [PASSWORD_MIN],
    });
  });
});

describe("sign-up schema", () => {
  it("accepts a complete form; marketing consent is optional", () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
    const { marketingConsent: _omitted, ...withoutMarketing } = validSignUp;
    expect(signUpSchema.safeParse(withoutMarketing).success).toBe(true);
  });

  it("gives every field's message", () => {
    const result = signUpSchema.safeParse({
      name: " A ",
      email: "not-an-email",
      password: "123",
      confirmPassword: "456",
      termsAccepted: false,
    });
    expect(errorsOf(result)).toEqual({
      name: ["Name must be at least 2 characters"],
      email: [INVALID_EMAIL],
      password: [PASSWORD_MIN],
      confirmPassword: ["Passwords don't match"],
      termsAccepted: ["You must accept the Terms of Service and Privacy Policy"],
    });
  });

  it("says the passwords don't match on the confirmation field", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, confirmPassword: "secret2" });
    expect(errorsOf(result)).toEqual({ confirmPassword: ["Passwords don't match"] });
  });
});

describe("consent schema", () => {
  it("requires the terms and defaults marketing to false", () => {
    expect(errorsOf(consentSchema.safeParse({ termsAccepted: false }))).toEqual({
      termsAccepted: ["You must accept the Terms of Service and Privacy Policy to continue"],
    });
    const result = consentSchema.safeParse({ termsAccepted: true });
    expect(result.data).toEqual({ termsAccepted: true, marketingConsent: false });
  });
});

describe("forgot-password schema", () => {
  it("needs a valid e-mail", () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: "nope" }))).toEqual({ email: [INVALID_EMAIL] });
    expect(forgotPasswordSchema.safeParse({ email: "ada@example.com" }).success).toBe(true);
  });
});

describe("reset-password schema", () => {
  it("needs both fields at least 6 characters and equal", () => {
    expect(errorsOf(resetPasswordSchema.safeParse({ password: "123", confirmPassword: "" }))).toEqual({
      password: [PASSWORD_MIN],
      confirmPassword: [PASSWORD_MIN, "Passwords don't match"],
    });
    expect(
      errorsOf(resetPasswordSchema.safeParse({ password: "1234567", confirmPassword: "7654321" })),
    ).toEqual({ confirmPassword: ["Passwords don't match"] });
    expect(resetPasswordSchema.safeParse({ password: "1234567", confirmPassword: "1234567" }).success).toBe(
      true,
    );
  });
});
