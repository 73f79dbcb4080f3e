import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { ConsentDialog } from "@/components/auth/consent-dialog";
import { FullScreenSpinner } from "@/components/forms/full-screen-spinner";
import { getCurrentUser } from "@/lib/auth/current-user";
import { CONSENT } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: CONSENT.metaTitle, robots: { index: false } };

/** Where /auth/callback sends a signed-in user who has not accepted the terms: the consent modal. */
export default async function ConsentPage() {
  const user = await getCurrentUser();
  if (!user) redirect(PAGES.signIn);
  if (user.profile?.termsAccepted) redirect(PAGES.builder);
  return (
    <>
      <h1 className="sr-only">{CONSENT.metaTitle}</h1>
      <FullScreenSpinner label={CONSENT.background} />
      <ConsentDialog />
    </>
  );
}
