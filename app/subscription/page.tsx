import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { SubscriptionPanel } from "@/components/subscription/subscription-panel";
import { getCurrentUser } from "@/lib/auth/current-user";
import { summarizeSubscription } from "@/lib/billing/subscription-summary";
import { SUBSCRIPTION_PAGE } from "@/lib/messages/billing";
import { PAGES, signInThen } from "@/lib/routes";

export const metadata: Metadata = { title: SUBSCRIPTION_PAGE.metaTitle, robots: { index: false } };

/** Subscription Management (docs/spec.md, product §2, §6). The proxy sends signed-out visitors to /signin; this checks again. */
export default async function SubscriptionPage() {
  const user = await getCurrentUser();
  if (!user) redirect(signInThen(PAGES.subscription));
  if (!user.profile?.termsAccepted) redirect(PAGES.consent);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{SUBSCRIPTION_PAGE.title}</h1>
      <p className="mt-2 text-muted-foreground">{SUBSCRIPTION_PAGE.lead}</p>
      <div className="mt-8">
        <SubscriptionPanel summary={summarizeSubscription(user.profile)} />
      </div>
    </div>
  );
}
