import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PartyPopper } from "lucide";
import { Icon } from "@/components/ui/icon";

import { AuthIcon, AuthPage } from "@/components/auth/auth-page";
import { OAuthSuccessRedirect } from "@/components/auth/oauth-success";
import { getCurrentUser } from "@/lib/auth/current-user";
import { OAUTH_SUCCESS } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: OAUTH_SUCCESS.metaTitle, robots: { index: false } };

export default async function OAuthSuccessPage() {
  if (!(await getCurrentUser())) redirect(PAGES.signIn);
  return (
    <AuthPage
      icon={
        <AuthIcon tone="success">
          <Icon node={PartyPopper} className="size-5" />
        </AuthIcon>
      }
      title={OAUTH_SUCCESS.title}
      lead={<span role="status">{OAUTH_SUCCESS.lead}</span>}
    >
      <OAuthSuccessRedirect />
    </AuthPage>
  );
}
