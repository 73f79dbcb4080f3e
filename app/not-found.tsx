import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";

import { SiteShell } from "@/components/layout/site-shell";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/auth/actions";
import { getShellUser } from "@/lib/auth/header-user";
import { NOT_FOUND } from "@/lib/messages/marketing";

export const metadata: Metadata = { title: NOT_FOUND.title };

export default async function NotFound() {
  const user = await getShellUser();
  return (
    <SiteShell user={user} signOutAction={signOutAction}>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <p className="text-sm font-semibold tracking-wide text-primary">{NOT_FOUND.code}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {NOT_FOUND.title}
        </h1>
        <p className="mt-4 text-pretty text-muted-foreground">{NOT_FOUND.lead}</p>
        <Button asChild size="lg" className="mt-8">
          <Link href="/">
            <Icon node={ArrowLeft} aria-hidden="true" />
            {NOT_FOUND.home}
          </Link>
        </Button>
      </section>
    </SiteShell>
  );
}
