import { z } from "zod";

import { ACCOUNT_ERRORS } from "@/lib/messages/account";
import { VALIDATION } from "@/lib/messages/auth";
import { signInSchema, signUpSchema } from "@/lib/validation/auth";

/** The account page's forms (docs/product-rules.md 'Your account and your data'), shared by forms and actions. */

export const nameSchema = z.object({ name: signUpSchema.shape.name });

export const changeEmailSchema = z.object({ email: signInSchema.shape.email });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: ACCOUNT_ERRORS.currentPasswordRequired }),
    password: signInSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: VALIDATION.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const marketingConsentSchema = z.object({ marketingConsent: z.boolean() });

/** Deletion is confirmed by typing the account's e-mail; the comparison ignores case and spaces around it. */
export const deleteAccountSchema = z.object({
  email: z.string().trim().min(1, { error: ACCOUNT_ERRORS.emailMismatch }),
});

export type NameInput = z.input<typeof nameSchema>;
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
