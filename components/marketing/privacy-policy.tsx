import Link from "next/link";

import { LegalDocument, type LegalSectionEntry } from "@/components/marketing/legal-document";
import { publicEnv } from "@/lib/env";
import { PRIVACY, TERMS } from "@/lib/messages/legal";
import { PAGES } from "@/lib/routes";
import { SITE_NAME } from "@/lib/messages/marketing";

/** The Privacy Policy text (docs/spec.md, product §9), served at /privacy-policy and /privacy. */
export function PrivacyPolicy() {
  const email = publicEnv.NEXT_PUBLIC_SUPPORT_EMAIL;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  const sections: LegalSectionEntry[] = [
    {
      id: "scope",
      title: "Who we are and what this covers",
      body: (
        <p>
          This policy explains how {SITE_NAME} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects and uses personal
          data when you use our website and cover-letter service. For any question about your data, contact us
          at {mail}.
        </p>
      ),
    },
    {
      id: "data-we-collect",
      title: "Data we collect",
      body: (
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address and password (stored only in hashed form
            by our sign-in provider), or the basic profile shared by Google, GitHub or LinkedIn if you sign in
            with them.
          </li>
          <li>
            <strong>Consent records:</strong> whether and when you accepted the Terms of Service and this
            Privacy Policy, and whether you agreed to receive marketing e-mails.
          </li>
          <li>
            <strong>Your content:</strong> the job descriptions, CVs, notes and files you provide, the facts
            extracted from your CV, and the letters and suggestions generated for you, including your saved
            history.
          </li>
          <li>
            <strong>Usage data:</strong> when you generate a letter or suggestions, which AI model was used,
            how long it took and whether it succeeded. We use this to apply the free plan&rsquo;s monthly
            limit and to keep the Service reliable.
          </li>
          <li>
            <strong>Billing data:</strong> your plan, subscription status and billing period, and the customer
            reference Stripe gives us. Card details go directly to Stripe and never reach our servers.
          </li>
          <li>
            <strong>Support communications:</strong> messages you send us and our replies.
          </li>
        </ul>
      ),
    },
    {
      id: "how-we-use-data",
      title: "How we use your data",
      body: (
        <ul>
          <li>
            to provide the Service: write cover letters, extract CV data, suggest CV improvements, save your
            history;
          </li>
          <li>to run your account, apply plan limits and process subscriptions;</li>
          <li>
            to answer support requests and send you essential service e-mails, such as sign-in and billing
            notices;
          </li>
          <li>to keep the Service secure and prevent abuse;</li>
          <li>to send marketing e-mails, only if you opted in. You can withdraw consent at any time.</li>
        </ul>
      ),
    },
    {
      id: "ai-processing",
      title: "How AI processing works",
      body: (
        <p>
          To generate results, the text of your CV, the job description and your notes are sent to AI models
          through OpenRouter, an OpenAI-compatible AI gateway. They are used to produce your results and are
          not sold. We do not use your content for advertising. Please leave out information the letter does
          not need, such as identity numbers or health details.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Who we share data with",
      body: (
        <>
          <p>We share personal data only with the providers that run parts of the Service for us:</p>
          <ul>
            <li>
              <strong>Supabase</strong> &mdash; sign-in (Supabase Auth) and database hosting;
            </li>
            <li>
              <strong>Stripe</strong> &mdash; payments and subscriptions;
            </li>
            <li>
              <strong>OpenRouter</strong> and the AI model providers it routes to &mdash; generating letters
              and suggestions.
            </li>
          </ul>
          <p>
            We may also disclose data when the law requires it. We do not sell your personal data. Some
            providers may process data outside your country; where they do, we rely on appropriate safeguards
            for the transfer.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <p>
          We use cookies that are strictly necessary to keep you signed in and to protect your session. We do
          not use advertising cookies.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep data",
      body: (
        <ul>
          <li>
            <strong>Account data and your content</strong> are kept while your account is open. When you
            delete your account on your <Link href={PAGES.account}>Account</Link> page, we cancel any
            subscription at once and erase your profile, sign-in, letters and their versions, notes and sender
            block straight away.
          </li>
          <li>
            <strong>Usage and staff records</strong> (when a letter was generated, which model was used, how
            long it took, and what our staff changed) are kept after your account is deleted, without your
            name, e-mail address or account id.
          </li>
          <li>
            <strong>Support communications</strong> are kept for {PRIVACY.supportRetentionYears} years.
          </li>
          <li>
            <strong>Payment records</strong> are kept by Stripe and by us for as long as tax and accounting
            law requires.
          </li>
          <li>
            You can delete individual letters from your history, or clear it, at any time. Deleted letters can
            be restored for {PRIVACY.deletedLetterRestoreDays} days and are then erased.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>
            You can ask us to give you a copy of your data, correct it, delete it, restrict or object to how
            we use it, or transfer it to you in a portable format. You can withdraw marketing consent at any
            time.
          </p>
          <p>
            Most of this you can do yourself on your <Link href={PAGES.account}>Account</Link> page: change
            your name, e-mail address and password, turn marketing e-mails on or off, download all your data
            as a JSON file, and delete your account.
          </p>
          <p>
            Send requests to {mail}. We respond within {PRIVACY.requestResponseDays} days. You also have the
            right to complain to your local data protection authority.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          Data is encrypted in transit, access to each account&rsquo;s data is restricted to that account, and
          secret keys are encrypted at rest. No system is perfectly secure, so please use a strong, unique
          password.
        </p>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          The Service is not for children under {PRIVACY.minimumAge}, and we do not knowingly collect their
          data. If you believe a child under {PRIVACY.minimumAge} has given us personal data, contact us and
          we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy. The date at the top shows the latest version; if a change materially
          affects you, we will tell you by e-mail or in the Service. See also our{" "}
          <Link href={TERMS.path}>Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Questions or requests about your data? E-mail us at {mail}.</p>,
    },
  ];

  return (
    <LegalDocument
      title={PRIVACY.title}
      intro={
        <p>
          What personal data we collect when you use {SITE_NAME}, why we need it, who helps us process it, how
          long we keep it and how you can control it.
        </p>
      }
      sections={sections}
    />
  );
}
