import { z } from "zod/mini";

import { FIELD_LABELS, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION } from "@/lib/messages/auth";
import { plainTextMini } from "@/lib/validation/plain-text-mini";

/**
 * The account forms' schemas (docs/spec.md, product §5), shared by the forms (react-hook-form) and the server actions.
 * Written in zod's mini build: the sign-in and sign-up pages load them, and classic zod would add 30 KB to each
 * (docs/architecture.md §7).
 */

const email = z.pipe(z.string().check(z.trim()), z.email({ error: VALIDATION.invalidEmail }));
const password = z.string().check(z.minLength(PASSWORD_MIN_LENGTH, { error: VALIDATION.passwordMin }));
const accepted = (error: string) => z.boolean().check(z.refine((value) => value, { error }));
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.password === values.confirmPassword,
  { error: VALIDATION.passwordsDontMatch, path: ["confirmPassword"] },
);

export const signInSchema = z.object({
  email,
  password,
});

export const signUpSchema = z
  .object({
    name: plainTextMini(FIELD_LABELS.name).check(
      z.trim(),
      z.minLength(NAME_MIN_LENGTH, { error: VALIDATION.nameMin }),
    ),
    email,
    password,
    confirmPassword: z.string(),
    termsAccepted: accepted(VALIDATION.termsRequired),
    marketingConsent: z.optional(z.boolean()),
  })
  .check(passwordsMatch);

export const consentSchema = z.object({
  termsAccepted: accepted(VALIDATION.consentTermsRequired),
  marketingConsent: z._default(z.boolean(), false),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password,
    confirmPassword: password,
  })
  .check(passwordsMatch);

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ConsentInput = z.input<typeof consentSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Field name → its messages, as a server action returns them (react-hook-form shows the first). */
export type FieldErrors = Partial<Record<string, string[]>>;

export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
