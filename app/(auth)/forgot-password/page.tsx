import type { Metadata } from "next";
import Link from "next/link";
import { KeyRound } from "lucide";
import { Icon } from "@/components/ui/icon";

import { AuthIcon, AuthPage } from "@/components/auth/auth-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { FORGOT_PASSWORD } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: FORGOT_PASSWORD.metaTitle };

export default function ForgotPasswordPage() {
  return (
    <AuthPage
      icon={
        <AuthIcon>
          <Icon node={KeyRound} className="size-5" />
        </AuthIcon>
      }
      title={FORGOT_PASSWORD.title}
      lead={FORGOT_PASSWORD.lead}
      footer={
        <>
          {FORGOT_PASSWORD.rememberPassword}{" "}
          <Link href={PAGES.signIn} className="font-medium text-primary underline-offset-4 hover:underline">
            {FORGOT_PASSWORD.backToSignIn}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
