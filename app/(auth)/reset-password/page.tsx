import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ResetPasswordView } from "@/components/auth/reset-password-view";
import { getCurrentUser } from "@/lib/auth/current-user";
import { firstParam, type SearchParams } from "@/lib/auth/search-params";
import { RESET_PASSWORD } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: RESET_PASSWORD.metaTitle, robots: { index: false } };

/**
 * /reset-password (docs/spec.md, product §2): a PKCE `code` is exchanged by /auth/callback; tokens in the query (implicit
 * links) are checked in the browser; otherwise the existing session decides between the form and the
 * 'Invalid or Expired Link' view.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const code = firstParam(params, "code");
  if (code)
    redirect(`${PAGES.authCallback}?${new URLSearchParams({ code, next: PAGES.resetPassword }).toString()}`);

  const accessToken = firstParam(params, "access_token");
  const refreshToken = firstParam(params, "refresh_token");
  if (accessToken && refreshToken) {
    return <ResetPasswordView initial="tokens" tokens={{ accessToken, refreshToken }} />;
  }
  if (firstParam(params, "error") || firstParam(params, "error_description")) {
    return <ResetPasswordView initial="invalid" />;
  }
  const user = await getCurrentUser();
  return <ResetPasswordView initial={user ? "form" : "invalid"} />;
}
