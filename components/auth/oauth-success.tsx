"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";
import { AUTH_DELAYS_MS, OAUTH_SUCCESS } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

/** /oauth/success: 'You're All Set', then /builder after 3 s, replacing this page in history (docs/spec.md, product §2). */
export function OAuthSuccessRedirect() {
  const router = useRouter();
  useEffect(() => {
    const timer = window.setTimeout(() => router.replace(PAGES.builder), AUTH_DELAYS_MS.oauthSuccessRedirect);
    return () => window.clearTimeout(timer);
  }, [router]);

  return (
    <Button asChild size="lg" className="w-full">
      <Link href={PAGES.builder} replace>
        {OAUTH_SUCCESS.goNow}
      </Link>
    </Button>
  );
}
