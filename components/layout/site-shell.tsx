import type { ReactNode } from "react";

import { FlashNotice } from "@/components/auth/flash-notice";
import type { HeaderUser, SignOutAction } from "@/components/layout/header-user";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { readFlash } from "@/lib/auth/flash";

type SiteShellProps = {
  user?: HeaderUser | null;
  signOutAction?: SignOutAction;
  children: ReactNode;
};

/**
 * The page frame every public route shares: skip link, top bar, main landmark, footer, and the one-time
 * notice a previous step left for this page (shown as a toast).
 */
export async function SiteShell({ user, signOutAction, children }: SiteShellProps) {
  const flash = await readFlash();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} signOutAction={signOutAction} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter signedIn={Boolean(user)} />
      <FlashNotice flash={flash} />
    </div>
  );
}
