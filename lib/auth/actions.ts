"use server";

import { isAuthError, type AuthError } from "@supabase/supabase-js";
import { redirect } from "next/navigation";

import type { ActionResult } from "@/lib/auth/action-result";
import { setFlash } from "@/lib/auth/flash";
import { providerPageUrl } from "@/lib/auth/provider-page";
import { saveConsent } from "@/lib/auth/profile";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { takeAuthAttempt } from "@/lib/auth/throttle";
import { callbackUrl } from "@/lib/auth/site-url";
import { getUserByEmail, getUserById } from "@/lib/db/queries/users";
import { reportInternalError } from "@/lib/http/error-ref";
import { AUTH_ERRORS, SOCIAL_PROVIDERS, type SocialProviderId } from "@/lib/messages/auth";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import {
  consentSchema,
  fieldErrorsOf,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  type ConsentInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignUpInput,
} from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

/** Where a user who has not accepted the terms goes after signing in (the consent modal). */
const CONSENT_PATH = PAGES.consent;

/**
 * A refusal of the auth server (4xx: a weak password, a rate limit …) is shown in its own words, as the spec expects;
 * a failure of the server itself (5xx, or no answer at all) is logged in full and the user reads our generic
 * message with its reference (docs/decisions.md 'Provider text').
 */
function providerMessage(error: AuthError | null | undefined, fallback: string): string {
  if (error && (!error.status || error.status >= 500))
    return reportInternalError("auth server", error).message;
  return error?.message?.trim() || fallback;
}

/** E-mail + password sign-in (docs/spec.md, product §7): 'Email not registered' when no `users` row has that e-mail. */
export async function signInAction(values: SignInInput, next?: string | null): Promise<ActionResult> {
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  // Beyond the throttle every address reads the same (docs/product-rules.md 'Sign-in and password-reset throttles').
  const attempt = await takeAuthAttempt("signIn", parsed.data.email).catch((error: unknown) =>
    reportInternalError("sign-in throttle", error),
  );
  if ("ref" in attempt) return { ok: false, formError: attempt.message };
  if (!attempt.allowed) return { ok: false, formError: AUTH_ERRORS.signInRateLimited };

  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.signInWithPassword(parsed.data);
  if (!error && data.user) await attempt.release(); // only failed sign-ins count
  if (error || !data.user) {
    if (error?.code === "invalid_credentials" || error?.message === "Invalid login credentials") {
      const registered = await getUserByEmail(parsed.data.email).catch(() => undefined);
      if (registered === null) {
        return { ok: false, formError: AUTH_ERRORS.emailNotRegistered, code: "email_not_registered" };
      }
    }
    return { ok: false, formError: providerMessage(error, AUTH_ERRORS.somethingWentWrong) };
  }

  const profile = await getUserById(data.user.id).catch(() => null);
  if (profile && !profile.termsAccepted) redirect(CONSENT_PATH);
  redirect(safeRedirectPath(next));
}

/** E-mail sign-up (docs/spec.md, product §7): consents go in the sign-up metadata, the link comes back to /auth/callback. */
export async function signUpAction(values: SignUpInput): Promise<ActionResult> {
  const parsed = signUpSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { name, email, password, termsAccepted, marketingConsent } = parsed.data;

  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      data: { name, terms_accepted: termsAccepted, marketing_consent: marketingConsent ?? false },
      emailRedirectTo: callbackUrl({ type: "signup" }),
    },
  });
  if (error) return { ok: false, formError: providerMessage(error, AUTH_ERRORS.somethingWentWrong) };
  // A provider set to confirm automatically signs the user in straight away.
  if (data.session) redirect(PAGES.builder);
  return { ok: true };
}

function providerLabel(provider: SocialProviderId): string {
  return SOCIAL_PROVIDERS.find((candidate) => candidate.id === provider)?.label ?? provider;
}

/** Social sign-in: the provider's page, then back to /auth/callback (docs/spec.md, product §7). */
export async function socialSignInAction(
  provider: SocialProviderId,
  next?: string | null,
): Promise<ActionResult> {
  if (!SOCIAL_PROVIDERS.some((candidate) => candidate.id === provider)) {
    return { ok: false, formError: AUTH_ERRORS.socialSignInFailed(String(provider)) };
  }
  const target = next ? safeRedirectPath(next) : null;
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider,
    options: {
      redirectTo: callbackUrl(target ? { next: target } : {}),
      skipBrowserRedirect: true,
    },
  });
  const fallback = AUTH_ERRORS.socialSignInFailed(providerLabel(provider));
  if (error || !data.url) return { ok: false, formError: providerMessage(error, fallback) };
  const started = await providerPageUrl(data.url);
  if ("failure" in started) return { ok: false, formError: started.failure || fallback };
  redirect(started.url);
}

/** A session Auth no longer knows is already ended: nothing left to revoke. */
const sessionAlreadyGone = (status: number | undefined) => status === 401 || status === 403 || status === 404;

/**
 * Sign Out in the top bar: 'Signed out successfully' on the home page, or 'Failed to sign out' where it was.
 * Auth ends this session first, so its cookies stop working at once (docs/decisions.md 'Ending sessions'); only
 * then are the cookies cleared. (supabase-js's local sign-out clears them before asking Auth, which would leave a
 * live session behind a "Failed to sign out".)
 */
export async function signOutAction(): Promise<void> {
  const supabase = await createSupabaseServerClient();
  let failed = false;
  try {
    const { data } = await supabase.auth.getSession();
    if (data.session) {
      const { error } = await supabase.auth.admin.signOut(data.session.access_token, "local");
      failed = Boolean(error) && !sessionAlreadyGone(error?.status);
    }
    if (!failed) await supabase.auth.signOut({ scope: "local" });
  } catch {
    failed = true;
  }
  if (failed) {
    // Setting the cookie re-renders the current page, whose shell shows the toast.
    await setFlash("signOutFailed", "/");
    return;
  }
  await setFlash("signedOut", "/");
  redirect("/");
}

/** "Sign out everywhere" on the account page: ends every session of the user, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth
    .signOut({ scope: "global" })
    .catch((thrown: unknown) => ({ error: thrown }));
  if (error) {
    await setFlash("signOutFailed", PAGES.account);
    return;
  }
  await setFlash("signedOutEverywhere", PAGES.signIn);
  redirect(PAGES.signIn);
}

/** Forgot password (docs/spec.md, product §8): checks the account exists first, since the provider answers 200 regardless. */
export async function forgotPasswordAction(values: ForgotPasswordInput): Promise<ActionResult> {
  const parsed = forgotPasswordSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { email } = parsed.data;
  const attempt = await takeAuthAttempt("forgotPassword", email).catch(
    (error: unknown) => void reportInternalError("forgot-password throttle", error),
  );
  if (!attempt) return { ok: false, formError: AUTH_ERRORS.forgotFailed };
  if (!attempt.allowed) return { ok: false, formError: AUTH_ERRORS.forgotRateLimited };

  let registered;
  try {
    registered = await getUserByEmail(email);
  } catch {
    return { ok: false, formError: AUTH_ERRORS.forgotFailed };
  }
  if (!registered) return { ok: false, formError: AUTH_ERRORS.forgotNotFound };

  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: callbackUrl({ next: PAGES.resetPassword }),
  });
  if (error) {
    if (error.status === 429 || /rate limit/i.test(error.message)) {
      return { ok: false, formError: AUTH_ERRORS.forgotRateLimited };
    }
    if (/not found/i.test(error.message)) return { ok: false, formError: AUTH_ERRORS.forgotNotFound };
    return { ok: false, formError: providerMessage(error, AUTH_ERRORS.forgotFailed) };
  }
  return { ok: true };
}

/** Turns the access and refresh tokens of a reset link (implicit flow) into the session cookies. */
export async function establishResetSessionAction(
  accessToken: string,
  refreshToken: string,
): Promise<ActionResult> {
  if (typeof accessToken !== "string" || typeof refreshToken !== "string" || !accessToken || !refreshToken) {
    return { ok: false };
  }
  const supabase = await createSupabaseServerClient();
  const { data, error } = await supabase.auth.setSession({
    access_token: accessToken,
    refresh_token: refreshToken,
  });
  return error || !data.session ? { ok: false } : { ok: true };
}

function resetErrorMessage(error: unknown): string {
  if (isAuthError(error)) {
    if (error.code === "session_not_found" || error.name === "AuthSessionMissingError") {
      return AUTH_ERRORS.resetSessionExpired;
    }
    if (error.code === "weak_password" || error.name === "AuthWeakPasswordError") {
      return AUTH_ERRORS.resetWeakPassword;
    }
  }
  return AUTH_ERRORS.resetFailed;
}

/** Reset password (docs/spec.md, product §4): update, sign out, and leave a notice for /signin. */
export async function resetPasswordAction(values: ResetPasswordInput): Promise<ActionResult> {
  const parsed = resetPasswordSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };

  const supabase = await createSupabaseServerClient();
  try {
    const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
    if (error) return { ok: false, formError: resetErrorMessage(error) };
  } catch (error) {
    return { ok: false, formError: resetErrorMessage(error) };
  }
  // A password change ends every other session; the spec's reset flow then signs this one out too.
  await supabase.auth.signOut({ scope: "global" }).catch(() => undefined);
  await setFlash("passwordUpdated", PAGES.signIn);
  return { ok: true };
}

/** The consent modal's Save (docs/spec.md, product §4): terms and privacy accepted now, marketing as chosen. */
export async function saveConsentAction(values: ConsentInput): Promise<ActionResult> {
  const parsed = consentSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  try {
    const supabase = await createSupabaseServerClient();
    const { data } = await supabase.auth.getClaims();
    const userId = data?.claims?.sub;
    if (!userId) return { ok: false, formError: AUTH_ERRORS.consentSaveFailed };
    const saved = await saveConsent(userId, parsed.data.marketingConsent);
    return saved ? { ok: true } : { ok: false, formError: AUTH_ERRORS.consentSaveFailed };
  } catch {
    return { ok: false, formError: AUTH_ERRORS.consentSaveFailed };
  }
}

/** Closing the consent modal (docs/spec.md, product §4): 'Consent is required to use our service.', signed out, /signin. */
export async function declineConsentAction(): Promise<void> {
  const supabase = await createSupabaseServerClient();
  await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
  await setFlash("consentRequired", PAGES.signIn);
  redirect(PAGES.signIn);
}
