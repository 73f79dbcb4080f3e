import type { Metadata } from "next";
import Link from "next/link";
import { Check, Mail } from "lucide";
import { Icon } from "@/components/ui/icon";

import { AuthPage } from "@/components/auth/auth-page";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { AuthDivider, SocialButtons } from "@/components/auth/social-buttons";
import { redirectIfSignedIn } from "@/lib/auth/redirect-signed-in";
import { firstParam, type SearchParams } from "@/lib/auth/search-params";
import { publicEnv } from "@/lib/env";
import { SIGN_UP } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: SIGN_UP.metaTitle, alternates: { canonical: PAGES.signUp } };

/** Only known notices are shown; the query names one, it never carries the text. */
const NOTICES: Record<string, string> = { "not-registered": SIGN_UP.notRegisteredNotice };

function Benefits() {
  const supportEmail = publicEnv.NEXT_PUBLIC_SUPPORT_EMAIL;
  return (
    <aside aria-labelledby="benefits-title" className="rounded-2xl border bg-card/60 p-6 sm:p-8">
      <h2 id="benefits-title" className="text-lg font-semibold tracking-tight">
        {SIGN_UP.benefitsTitle}
      </h2>
      <ul className="mt-4 grid gap-3">
        {SIGN_UP.benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 text-sm">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <Icon node={Check} className="size-3.5" aria-hidden="true" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 border-t pt-5 text-sm text-muted-foreground">
        <Icon node={Mail} className="size-4 shrink-0" aria-hidden="true" />
        {SIGN_UP.supportPrefix}
        <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline underline-offset-4">
          {supportEmail}
        </a>
      </p>
    </aside>
  );
}

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  await redirectIfSignedIn();
  const email = (firstParam(params, "email") ?? "").slice(0, 254);
  const notice = NOTICES[firstParam(params, "notice") ?? ""] ?? null;

  return (
    <AuthPage
      title={SIGN_UP.title}
      lead={SIGN_UP.lead}
      aside={<Benefits />}
      footer={
        <>
          {SIGN_UP.haveAccount}{" "}
          <Link href={PAGES.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
            {SIGN_UP.signInLink}
          </Link>
        </>
      }
    >
      <SocialButtons />
      <AuthDivider />
      <SignUpForm initialEmail={email} notice={notice} />
    </AuthPage>
  );
}
