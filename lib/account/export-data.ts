import type { AccountRows } from "@/lib/db/queries/account";

/**
 * "Export my data" (docs/product-rules.md 'Your account and your data'): everything the privacy policy lists, as
 * one JSON document — the profile and plan, the consents with their times, the sign-in methods, the sender block,
 * every application (soft-deleted ones too) with its notes, claim check and versions, and the usage rows.
 */
export const ACCOUNT_EXPORT_FORMAT = "cover-letter-builder/account-export";
export const ACCOUNT_EXPORT_VERSION = 1;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export function buildAccountExport(rows: AccountRows, now: Date) {
  const { profile } = rows;
  if (!profile) throw new Error("buildAccountExport: no profile");
  const versionsByLetter = Map.groupBy(rows.versions, (version) => version.letterId);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      role: profile.role,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
    },
    subscription: {
      plan: profile.subscriptionTier,
      status: profile.subscriptionStatus,
      currentPeriodEnd: iso(profile.currentPeriodEnd),
      cancelAtPeriodEnd: profile.cancelAtPeriodEnd,
      stripeCustomerId: profile.stripeCustomerId,
      stripeSubscriptionId: profile.stripeSubscriptionId,
    },
    consents: {
      terms: { accepted: profile.termsAccepted, at: iso(profile.termsAcceptedAt) },
      privacyPolicy: { accepted: profile.privacyPolicyAccepted, at: iso(profile.privacyPolicyAcceptedAt) },
      marketing: {
        consent: profile.marketingConsent,
        givenAt: iso(profile.marketingConsentAt),
        withdrawnAt: iso(profile.marketingConsentWithdrawnAt),
      },
    },
    signInMethods: rows.identities,
    senderBlock: rows.sender
      ? {
          name: rows.sender.name,
          email: rows.sender.email,
          phone: rows.sender.phone,
          location: rows.sender.location,
          link: rows.sender.link,
          updatedAt: iso(rows.sender.updatedAt),
        }
      : null,
    applications: rows.letters.map((letter) => ({
      id: letter.id,
      title: letter.title,
      createdAt: iso(letter.createdAt),
      updatedAt: iso(letter.updatedAt),
      deletedAt: iso(letter.deletedAt),
      favorite: letter.favorite,
      jobDescription: letter.jobDescription,
      cvContent: letter.cvContent,
      additionalNotes: letter.additionalNotes,
      tone: letter.tone,
      length: letter.length,
      templateId: letter.templateId,
      formatting: letter.formatting,
      layout: letter.layout,
      letter: letter.letter,
      claimCheck: letter.claimCheck,
      confirmedClaims: letter.confirmedClaims,
      versions: (versionsByLetter.get(letter.id) ?? []).map((version) => ({
        id: version.id,
        createdAt: iso(version.createdAt),
        source: version.source,
        letter: version.letter,
        claimCheck: version.claimCheck,
      })),
    })),
    usage: rows.usage.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
  };
}

export type AccountExport = ReturnType<typeof buildAccountExport>;

/** The download's file name, e.g. cover-letter-builder-data-2026-11-24.json. */
export const accountExportFileName = (now: Date) =>
  `cover-letter-builder-data-${now.toISOString().slice(0, 10)}.json`;
