import type { ReactNode } from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { signOutAction } from "@/lib/auth/actions";
import { getShellUser } from "@/lib/auth/header-user";

// Rendered per request: the top bar shows who is signed in, and the footer's year is always today's.
export default async function MarketingLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getShellUser();
  return (
    <SiteShell user={user} signOutAction={signOutAction}>
      {children}
    </SiteShell>
  );
}
