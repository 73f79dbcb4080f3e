import type { ReactNode } from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { signOutAction } from "@/lib/auth/actions";
import { getShellUser } from "@/lib/auth/header-user";

// The account screens share the site frame; the top bar still shows a signed-in user (e.g. on /reset-password).
export default async function AuthLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getShellUser();
  return (
    <SiteShell user={user} signOutAction={signOutAction}>
      {children}
    </SiteShell>
  );
}
