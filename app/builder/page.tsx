import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { BuilderApp } from "@/components/builder/builder-app";
import { PaymentDueBanner } from "@/components/subscription/payment-due-banner";
import { getCurrentUser } from "@/lib/auth/current-user";
import { builderRole, hasPremiumFeatures } from "@/lib/auth/access";
import { sql } from "@/lib/db/client";
import { listCoverLetters, listDeletedCoverLetters } from "@/lib/db/queries/cover-letters";
import { toHistoryItem } from "@/lib/history/history-item";
import { BUILDER_PAGE } from "@/lib/messages/builder/page";
import { readMonthlyUsage } from "@/lib/usage/quota";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: BUILDER_PAGE.metaTitle, robots: { index: false } };

/**
 * The builder (docs/spec.md, product §2). The proxy already sends signed-out visitors to /signin; this page checks again and
 * sends a signed-in user who has not accepted the terms (a closed consent modal) back to the consent step.
 */
export default async function BuilderPage() {
  const user = await getCurrentUser();
  if (!user) redirect(PAGES.signIn);
  const profile = user.profile;
  if (!profile || !profile.termsAccepted) redirect(PAGES.consent);

  // The recently deleted letters come with the page, so the builder asks for nothing while it loads.
  const [usage, rows, deleted] = await Promise.all([
    readMonthlyUsage(sql, user.id),
    listCoverLetters(user.id, { search: "" }),
    listDeletedCoverLetters(user.id),
  ]);
  return (
    <>
      {profile.subscriptionStatus === "past_due" && <PaymentDueBanner />}
      <BuilderApp
        role={builderRole(profile)}
        premium={hasPremiumFeatures(profile)}
        initialUsage={usage}
        initialHistory={rows.map(toHistoryItem)}
        initialDeleted={deleted.map(toHistoryItem)}
      />
    </>
  );
}
