import type { Metadata } from "next";
import type { ReactNode } from "react";

import { AdminNav } from "@/components/admin/admin-nav";
import { SiteShell } from "@/components/layout/site-shell";
import { requireStaff } from "@/lib/admin/require-staff";
import { signOutAction } from "@/lib/auth/actions";
import { getShellUser } from "@/lib/auth/header-user";

export const metadata: Metadata = { robots: { index: false } };

/** The staff area (docs/spec.md, engine §2) inside the site shell: the sidebar and the page. Checks the role itself too. */
export default async function AdminLayout({ children }: Readonly<{ children: ReactNode }>) {
  await requireStaff();
  const user = await getShellUser();
  return (
    <SiteShell user={user} signOutAction={signOutAction}>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
        <AdminNav />
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
      </div>
    </SiteShell>
  );
}
