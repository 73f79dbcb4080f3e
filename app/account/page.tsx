import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AccountSection } from "@/components/account/account-section";
import { DeleteAccountDialog } from "@/components/account/delete-account-dialog";
import { EmailForm } from "@/components/account/email-form";
import { MarketingConsentForm } from "@/components/account/marketing-consent-form";
import { NameForm } from "@/components/account/name-form";
import { PasswordSection } from "@/components/account/password-form";
import { SignInDetails } from "@/components/account/sign-in-details";
import { SignOutEverywhereDialog } from "@/components/account/sign-out-everywhere-dialog";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/lib/auth/current-user";
import { listSignInProviders } from "@/lib/db/queries/auth-identities";
import type { User } from "@/lib/db/schema";
import { ACCOUNT_DATA, ACCOUNT_FORMS } from "@/lib/messages/account";
import { ACCOUNT_SIGN_IN } from "@/lib/messages/auth";
import { API, PAGES, signInThen } from "@/lib/routes";

export const metadata: Metadata = { title: ACCOUNT_SIGN_IN.metaTitle, robots: { index: false } };

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** When marketing consent was given or withdrawn, as the record keeps it. */
function consentRecord(profile: User): string | null {
  if (profile.marketingConsent && profile.marketingConsentAt)
    return ACCOUNT_FORMS.marketingGivenAt(day.format(profile.marketingConsentAt));
  if (!profile.marketingConsent && profile.marketingConsentWithdrawnAt)
    return ACCOUNT_FORMS.marketingWithdrawnAt(day.format(profile.marketingConsentWithdrawnAt));
  return null;
}

/**
 * The account page (docs/product-rules.md 'Your account and your data'): who is signed in and how; name, e-mail,
 * password and marketing consent; "Sign out everywhere"; export and delete. The proxy sends signed-out visitors
 * to /signin; this checks again, the session included.
 */
export default async function AccountPage() {
  const user = await getCurrentUser();
  if (!user) redirect(signInThen(PAGES.account));
  if (!user.profile?.termsAccepted) redirect(PAGES.consent);
  const { profile } = user;
  const providers = await listSignInProviders(user.id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight">{ACCOUNT_SIGN_IN.title}</h1>
      <SignInDetails name={profile.name} email={user.email} providers={providers} />
      <AccountSection id="account-profile-title" title={ACCOUNT_FORMS.profileTitle}>
        <NameForm name={profile.name ?? ""} />
      </AccountSection>
      <AccountSection
        id="account-email-title"
        title={ACCOUNT_FORMS.emailTitle}
        lead={ACCOUNT_FORMS.emailLead}
      >
        <EmailForm />
      </AccountSection>
      <AccountSection
        id="account-password-title"
        title={ACCOUNT_FORMS.passwordTitle}
        lead={providers.includes("email") ? ACCOUNT_FORMS.passwordLead : undefined}
      >
        <PasswordSection hasPassword={providers.includes("email")} />
      </AccountSection>
      <AccountSection id="account-marketing-title" title={ACCOUNT_FORMS.marketingTitle}>
        <MarketingConsentForm consent={profile.marketingConsent} record={consentRecord(profile)} />
      </AccountSection>
      <AccountSection
        id="account-sessions-title"
        title={ACCOUNT_SIGN_IN.sessionsTitle}
        lead={ACCOUNT_SIGN_IN.sessionsLead}
      >
        <div>
          <SignOutEverywhereDialog />
        </div>
      </AccountSection>
      <AccountSection
        id="account-export-title"
        title={ACCOUNT_DATA.exportTitle}
        lead={ACCOUNT_DATA.exportLead}
      >
        <div>
          <Button asChild variant="outline">
            {/* A plain download link: works before the page's scripts run. */}
            <a href={API.accountExport} download>
              {ACCOUNT_DATA.exportButton}
            </a>
          </Button>
        </div>
      </AccountSection>
      <AccountSection
        id="account-delete-title"
        title={ACCOUNT_DATA.deleteTitle}
        lead={ACCOUNT_DATA.deleteLead}
      >
        <div>
          <DeleteAccountDialog />
        </div>
      </AccountSection>
    </div>
  );
}
