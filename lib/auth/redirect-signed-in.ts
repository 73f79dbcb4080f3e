import "server-only";

import { redirect } from "next/navigation";

import { getCurrentUser } from "@/lib/auth/current-user";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { PAGES } from "@/lib/routes";

/** Sign-in and sign-up are for signed-out visitors: a signed-in user goes on (or to the consent modal). */
export async function redirectIfSignedIn(next?: string | null): Promise<void> {
  const user = await getCurrentUser();
  if (!user) return;
  if (user.profile && !user.profile.termsAccepted) redirect(PAGES.consent);
  redirect(safeRedirectPath(next));
}
