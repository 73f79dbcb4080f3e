import type { ReactNode } from "react";

import { SiteShell } from "@/components/layout/site-shell";
import { signOutAction } from "@/lib/auth/actions";
import { getShellUser } from "@/lib/auth/header-user";

export default async function AccountLayout({ children }: Readonly<{ children: ReactNode }>) {
  const user = await getShellUser();
  return (
    <SiteShell user={user} signOutAction={signOutAction}>
      {children}
    </SiteShell>
  );
}
