import { z } from "zod";

import { FIELD_LABELS, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, VALIDATION } from "@/lib/messages/auth";
import { plainText } from "@/lib/validation/plain-text";

/** The account forms' schemas (docs/spec.md, product §5), shared by the forms (react-hook-form) and the server actions. */

const email = z
  .string()
  .trim()
  .pipe(z.email({ error: VALIDATION.invalidEmail }));
const password = z.string().min(PASSWORD_MIN_LENGTH, { error: VALIDATION.passwordMin });

export const signInSchema = z.object({
  email,
  password,
});

export const signUpSchema = z
  .object({
    name: plainText(FIELD_LABELS.name).trim().min(NAME_MIN_LENGTH, { error: VALIDATION.nameMin }),
    email,
    password,
    confirmPassword: z.string(),
    termsAccepted: z.boolean().refine((accepted) => accepted, { error: VALIDATION.termsRequired }),
    marketingConsent: z.boolean().optional(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const consentSchema = z.object({
  termsAccepted: z.boolean().refine((accepted) => accepted, { error: VALIDATION.consentTermsRequired }),
  marketingConsent: z.boolean().default(false),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password,
    confirmPassword: password,
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ConsentInput = z.input<typeof consentSchema>;
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Field name → its messages, as a server action returns them (react-hook-form shows the first). */
export type FieldErrors = Partial<Record<string, string[]>>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
