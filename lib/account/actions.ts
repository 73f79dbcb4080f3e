"use server";

import { createClient } from "@supabase/supabase-js";
import { redirect } from "next/navigation";

import { deleteAccount } from "@/lib/account/delete-account";
import type { ActionResult } from "@/lib/auth/action-result";
import { getCurrentUser } from "@/lib/auth/current-user";
import { setFlash } from "@/lib/auth/flash";
import { callbackUrl } from "@/lib/auth/site-url";
import { setMarketingConsent, setProfileName } from "@/lib/db/queries/account";
import { publicEnv } from "@/lib/env";
import { reportInternalError } from "@/lib/http/error-ref";
import { ACCOUNT_ERRORS, ACCOUNT_NOTICES } from "@/lib/messages/account";
import { PAGES } from "@/lib/routes";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { fieldErrorsOf } from "@/lib/validation/auth";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  marketingConsentSchema,
  nameSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type NameInput,
} from "@/lib/validation/account";

/** The account page's actions (docs/product-rules.md 'Your account and your data'); each answers a notice. */
export type AccountActionResult = ActionResult & { notice?: string };

async function signedInUser() {
  const user = await getCurrentUser();
  if (!user?.profile) redirect(PAGES.signIn);
  return { ...user, profile: user.profile };
}

function failed(where: string, error: unknown): AccountActionResult {
  return { ok: false, formError: reportInternalError(where, error).message };
}

export async function saveNameAction(values: NameInput): Promise<AccountActionResult> {
  const parsed = nameSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const user = await signedInUser();
  try {
    await setProfileName(user.id, parsed.data.name);
  } catch (error) {
    return failed("account: saving the name", error);
  }
  return { ok: true, notice: ACCOUNT_NOTICES.nameSaved };
}

/** Auth sends the confirmation to the new address; the address changes (and public.users follows) when it is opened. */
export async function changeEmailAction(values: ChangeEmailInput): Promise<AccountActionResult> {
  const parsed = changeEmailSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  await signedInUser();
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.updateUser(
    { email: parsed.data.email },
    { emailRedirectTo: callbackUrl({ next: PAGES.account }) },
  );
  if (error) {
    if ((error.status ?? 500) >= 500) return failed("account: changing the e-mail", error);
    return { ok: false, fieldErrors: { email: [error.message] } };
  }
  return { ok: true, notice: ACCOUNT_NOTICES.emailChangeSent(parsed.data.email) };
}

/**
 * The current password is checked with a password sign-in on a client that keeps no session (its session is
 * ended straight away); the change then ends every other session and keeps this one.
 */
export async function changePasswordAction(values: ChangePasswordInput): Promise<AccountActionResult> {
  const parsed = changePasswordSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const user = await signedInUser();
  const checker = createClient(publicEnv.NEXT_PUBLIC_SUPABASE_URL, publicEnv.NEXT_PUBLIC_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const check = await checker.auth.signInWithPassword({
    email: user.email,
    password: parsed.data.currentPassword,
  });
  if (check.error) {
    if (check.error.status === 400)
      return { ok: false, fieldErrors: { currentPassword: [ACCOUNT_ERRORS.currentPasswordWrong] } };
    return failed("account: checking the current password", check.error);
  }
  await checker.auth.signOut({ scope: "local" }).catch(() => undefined);

  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.updateUser({ password: parsed.data.password });
  if (error) {
    if ((error.status ?? 500) >= 500) return failed("account: changing the password", error);
    return { ok: false, fieldErrors: { password: [error.message] } };
  }
  await supabase.auth.signOut({ scope: "others" }).catch(() => undefined);
  return { ok: true, notice: ACCOUNT_NOTICES.passwordChanged };
}

/** A user who signed up with Google, GitHub or LinkedIn has no password yet: they set one through an e-mail link. */
export async function sendPasswordLinkAction(): Promise<AccountActionResult> {
  const user = await signedInUser();
  const supabase = await createSupabaseServerClient();
  const { error } = await supabase.auth.resetPasswordForEmail(user.email, {
    redirectTo: callbackUrl({ next: PAGES.resetPassword }),
  });
  if (error) {
    if ((error.status ?? 500) >= 500) return failed("account: sending the password link", error);
    return { ok: false, formError: error.message };
  }
  return { ok: true, notice: ACCOUNT_NOTICES.passwordLinkSent(user.email) };
}

export async function setMarketingConsentAction(values: {
  marketingConsent: boolean;
}): Promise<AccountActionResult> {
  const parsed = marketingConsentSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const user = await signedInUser();
  try {
    await setMarketingConsent(user.id, parsed.data.marketingConsent, new Date());
  } catch (error) {
    return failed("account: marketing consent", error);
  }
  return {
    ok: true,
    notice: parsed.data.marketingConsent ? ACCOUNT_NOTICES.marketingOn : ACCOUNT_NOTICES.marketingOff,
  };
}

/** Deletes the account after the user typed its e-mail; signs out and lands on the home page with a notice. */
export async function deleteAccountAction(values: DeleteAccountInput): Promise<AccountActionResult> {
  const parsed = deleteAccountSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const user = await signedInUser();
  if (parsed.data.email.toLowerCase() !== user.email.toLowerCase())
    return { ok: false, fieldErrors: { email: [ACCOUNT_ERRORS.emailMismatch] } };
  let outcome;
  try {
    outcome = await deleteAccount(user.profile);
  } catch (error) {
    return failed("account: deleting the account", error);
  }
  if (!outcome.ok) {
    const message =
      outcome.reason === "last_super_admin"
        ? ACCOUNT_ERRORS.lastSuperAdmin
        : ACCOUNT_ERRORS.subscriptionNotCancelled;
    return { ok: false, formError: message };
  }
  // Auth has already ended every session; this clears this browser's cookies.
  const supabase = await createSupabaseServerClient();
  await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
  await setFlash("accountDeleted", "/");
  redirect("/");
}
