import type { FieldErrors } from "@/lib/validation/auth";

/** What an account server action answers when it does not redirect: all field errors, or one form error. */
export type ActionResult =
  | { ok: true }
  | {
      ok: false;
      fieldErrors?: FieldErrors;
      formError?: string;
      /** A machine-readable reason the form may act on (e.g. offer sign-up for an unknown e-mail). */
      code?: "email_not_registered";
    };
