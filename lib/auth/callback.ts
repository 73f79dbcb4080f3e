import "server-only";

import { callbackError, hasCallbackError } from "@/lib/auth/callback-errors";
import { setFlash, type FlashKind } from "@/lib/auth/flash";
import { ensureProfile, ensureSignUpProfile } from "@/lib/auth/profile";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { getUserById } from "@/lib/db/queries/users";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { PAGES } from "@/lib/routes";

const RESET_PASSWORD_PATH = PAGES.resetPassword;
const CONSENT_PATH = PAGES.consent;
const SIGN_IN_PATH = PAGES.signIn;

type SupabaseServer = Awaited<ReturnType<typeof createSupabaseServerClient>>;

async function failTo(supabase: SupabaseServer | null, kind: FlashKind) {
  await supabase?.auth.signOut({ scope: "local" }).catch(() => undefined);
  await setFlash(kind, SIGN_IN_PATH);
  return SIGN_IN_PATH;
}

/**
 * /auth/callback (docs/spec.md, product §4 'Sign-in callback'): exchanges the code and decides where the browser goes.
 * Returns a same-origin path; errors leave a notice for /signin (or the reset page's invalid-link view).
 */
export async function completeSignIn(params: URLSearchParams): Promise<string> {
  const next = params.get("next");
  const isRecovery = safeRedirectPath(next, "") === RESET_PASSWORD_PATH;
  const isSignUp = params.get("type") === "signup";
  const providerError = hasCallbackError(params);
  const code = params.get("code");

  if (providerError || !code) {
    if (isRecovery) return `${RESET_PASSWORD_PATH}?error=invalid_link`;
    // A fixed text per known code; the link's own words are never shown.
    if (providerError) return failTo(null, callbackError(params));
    return failTo(null, "authenticationFailed");
  }

  let supabase: SupabaseServer | null = null;
  try {
    supabase = await createSupabaseServerClient();
    const { data, error } = await supabase.auth.exchangeCodeForSession(code);
    if (error || !data.user) {
      if (isRecovery) return `${RESET_PASSWORD_PATH}?error=invalid_link`;
      // The confirmation link opened in another browser: the address is confirmed, but this browser
      // never started the sign-up, so it cannot finish the exchange.
      if (isSignUp && error?.code === "pkce_code_verifier_not_found") return failTo(null, "emailConfirmed");
      return failTo(null, "authenticationFailed");
    }
    if (isRecovery) return RESET_PASSWORD_PATH;

    const user = data.user;
    const destination = safeRedirectPath(next);
    if (isSignUp) {
      await ensureSignUpProfile(user);
      return destination;
    }

    let profile;
    try {
      profile = await getUserById(user.id);
    } catch {
      return await failTo(supabase, "profileCheckFailed");
    }
    if (!profile) {
      await ensureProfile(user, "social");
      profile = await getUserById(user.id);
    }
    if (profile?.termsAccepted) return destination;
    return CONSENT_PATH;
  } catch {
    return failTo(supabase, "somethingWentWrong");
  }
}
