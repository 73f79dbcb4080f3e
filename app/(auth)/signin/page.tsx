import type { Metadata } from "next";
import Link from "next/link";

import { AuthPage } from "@/components/auth/auth-page";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthDivider, SocialButtons } from "@/components/auth/social-buttons";
import { redirectIfSignedIn } from "@/lib/auth/redirect-signed-in";
import { safeRedirectPath } from "@/lib/auth/safe-redirect";
import { firstParam, type SearchParams } from "@/lib/auth/search-params";
import { SIGN_IN } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: SIGN_IN.metaTitle, alternates: { canonical: PAGES.signIn } };

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const rawNext = firstParam(await searchParams, "next");
  const next = rawNext ? safeRedirectPath(rawNext) : null;
  await redirectIfSignedIn(next);

  return (
    <AuthPage
      title={SIGN_IN.title}
      lead={SIGN_IN.lead}
      footer={
        <>
          {SIGN_IN.noAccount}{" "}
          <Link href={PAGES.signUp} className="font-medium text-primary underline-offset-4 hover:underline">
            {SIGN_IN.signUpLink}
          </Link>
        </>
      }
    >
      <SocialButtons next={next} />
      <AuthDivider />
      <SignInForm next={next} />
    </AuthPage>
  );
}
