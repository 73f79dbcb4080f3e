import type { ReactNode } from "react";

import type { HeaderUser, SignOutAction } from "@/components/layout/header-user";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";

type SiteShellProps = {
  user?: HeaderUser | null;
  signOutAction?: SignOutAction;
  children: ReactNode;
};

/** The page frame every public route shares: skip link, top bar, main landmark, footer. */
export function SiteShell({ user, signOutAction, children }: SiteShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader user={user} signOutAction={signOutAction} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter signedIn={Boolean(user)} />
    </div>
  );
}
