import "server-only";

import { createUserProfileIfMissing, saveUserConsent } from "@/lib/db/queries/users";
import { AUTH_DELAYS_MS } from "@/lib/messages/auth";

/** The auth user fields a profile is made from. */
export type AuthUserForProfile = {
  id: string;
  email?: string | null;
  created_at?: string;
  user_metadata?: Record<string, unknown>;
};

function metadataFlag(metadata: Record<string, unknown>, snake: string, camel: string): boolean {
  const value = metadata[snake] ?? metadata[camel];
  return value === true || (typeof value === "string" && value.toLowerCase() === "true");
}

function metadataName(metadata: Record<string, unknown>): string | null {
  for (const key of ["name", "full_name"]) {
    const value = metadata[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Creates the `users` row when it is missing (the auth.users trigger normally has); a duplicate is ignored
 * (docs/spec.md, product §5). From sign-up, consents come from the sign-up metadata with the sign-up time (docs/spec.md, product §3, §4);
 * otherwise (social sign-in) both consents start false.
 */
export async function ensureProfile(user: AuthUserForProfile, source: "signup" | "social"): Promise<void> {
  const metadata = user.user_metadata ?? {};
  const signedUpAt = user.created_at ? new Date(user.created_at) : new Date();
  const terms = source === "signup" && metadataFlag(metadata, "terms_accepted", "termsAccepted");
  const marketing = source === "signup" && metadataFlag(metadata, "marketing_consent", "marketingConsent");
  await createUserProfileIfMissing({
    id: user.id,
    email: user.email ?? "",
    name: metadataName(metadata),
    subscriptionTier: "free",
    subscriptionStatus: "active",
    termsAccepted: terms,
    termsAcceptedAt: terms ? signedUpAt : null,
    privacyPolicyAccepted: terms,
    privacyPolicyAcceptedAt: terms ? signedUpAt : null,
    marketingConsent: marketing,
    marketingConsentAt: marketing ? signedUpAt : null,
  });
}

/** The sign-up insert: retried once after 1 s; if the retry fails too, the first error is raised (docs/spec.md, product §7). */
export async function ensureSignUpProfile(user: AuthUserForProfile): Promise<void> {
  try {
    await ensureProfile(user, "signup");
  } catch (first) {
    await new Promise((resolve) => setTimeout(resolve, AUTH_DELAYS_MS.signUpInsertRetry));
    try {
      await ensureProfile(user, "signup");
    } catch {
      throw first;
    }
  }
}

/** Records the consent modal's answer: terms and privacy policy accepted now, marketing as chosen. */
export async function saveConsent(userId: string, marketingConsent: boolean): Promise<boolean> {
  const now = new Date();
  return saveUserConsent(userId, {
    termsAccepted: true,
    termsAcceptedAt: now,
    privacyPolicyAccepted: true,
    privacyPolicyAcceptedAt: now,
    marketingConsent,
    marketingConsentAt: marketingConsent ? now : null,
  });
}
