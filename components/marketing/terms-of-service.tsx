import Link from "next/link";

import { LegalDocument, type LegalSectionEntry } from "@/components/marketing/legal-document";
import { publicEnv } from "@/lib/env";
import { PRIVACY, TERMS } from "@/lib/messages/legal";
import { SITE_NAME } from "@/lib/messages/marketing";
import { PAGES } from "@/lib/routes";

/** The Terms of Service text (docs/spec.md, product §1, §9), served at /terms-of-service and /terms. */
export function TermsOfService() {
  const email = publicEnv.NEXT_PUBLIC_SUPPORT_EMAIL;
  const mail = <a href={`mailto:${email}`}>{email}</a>;

  const sections: LegalSectionEntry[] = [
    {
      id: "agreement",
      title: "Agreement to these terms",
      body: (
        <p>
          These terms govern your use of {SITE_NAME} (&ldquo;the Service&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;). By creating an account or using the Service you agree to them. If you do not
          agree, please do not use the Service. Our <Link href={PRIVACY.path}>Privacy Policy</Link> explains
          how we handle your personal data.
        </p>
      ),
    },
    {
      id: "eligibility",
      title: "Who can use the Service",
      body: (
        <ul>
          <li>
            You must be at least {PRIVACY.minimumAge} years old. The Service is not intended for children
            under {PRIVACY.minimumAge}.
          </li>
          <li>You must give accurate information when you create your account and keep it up to date.</li>
          <li>
            You are responsible for keeping your sign-in details safe and for everything done with your
            account. Tell us at {mail} if you think someone else has access to it.
          </li>
        </ul>
      ),
    },
    {
      id: "service",
      title: "What the Service does",
      body: (
        <p>
          You provide a job description and your CV (and, if you like, extra notes). The Service uses AI
          models to write a cover letter tailored to that job, to extract the main facts from your CV and to
          suggest improvements to your CV. You can edit and format the letter and export it. We may improve,
          change or remove features over time.
        </p>
      ),
    },
    {
      id: "ai-content",
      title: "AI-written content and your responsibility",
      body: (
        <>
          <p>
            Letters and suggestions are produced by AI models. They are a starting point, not a finished
            document. AI output can contain mistakes, omit important details, or state things that are not
            supported by your CV.
          </p>
          <p>
            <strong>
              You must read and check every letter before you use it. You are responsible for the accuracy of
              every claim in a letter you send
            </strong>{" "}
            &mdash; including your qualifications, experience, education, dates and achievements. Do not send
            a letter that misrepresents you to an employer.
          </p>
          <p>
            We do not promise that a letter will lead to an interview or a job offer, and hiring decisions are
            made solely by employers.
          </p>
        </>
      ),
    },
    {
      id: "your-content",
      title: "Your content",
      body: (
        <>
          <p>
            You keep all rights in the CVs, job descriptions, notes and letters you create or upload
            (&ldquo;your content&rdquo;). You give us permission to store and process your content only as
            needed to provide the Service to you, which includes sending it to our AI provider to generate
            results.
          </p>
          <p>
            Only upload content you have the right to use. Avoid including other people&rsquo;s personal data
            or sensitive information (such as health details or identity numbers) that the letter does not
            need.
          </p>
        </>
      ),
    },
    {
      id: "plans",
      title: "Plans and prices",
      body: (
        <>
          <ul>
            <li>
              <strong>Free:</strong> {TERMS.freeLettersPerMonth} AI cover letters per calendar month, all
              templates and text (.txt) export. Unused letters do not carry over to the next month.
            </li>
            <li>
              <strong>Premium:</strong> unlimited cover letters, automatic AI CV improvement suggestions, PDF
              and DOCX export, import from a LinkedIn profile, advanced formatting (font, size and spacing)
              and priority support. Premium costs {TERMS.premiumMonthlyPrice} per month, or{" "}
              {TERMS.premiumSixMonthPrice} billed every 6 months.
            </li>
          </ul>
          <p>
            Prices are shown in pounds sterling (GBP) on the <Link href={PAGES.pricing}>Pricing</Link> page.
            We will give you at least {TERMS.priceChangeNoticeDays} days&rsquo; notice by e-mail before a
            price change applies to your subscription; the new price then applies from your next renewal, and
            you can cancel before it takes effect.
          </p>
        </>
      ),
    },
    {
      id: "payments",
      title: "Payments and renewal",
      body: (
        <>
          <p>
            Payments are processed by Stripe. Your card details are entered on Stripe&rsquo;s secure checkout
            and are never stored on our servers. Stripe&rsquo;s own terms and privacy policy also apply to the
            payment.
          </p>
          <p>
            A Premium subscription renews automatically at the end of each billing period (monthly or every 6
            months) and is charged to your payment method until you cancel. If a payment fails, your
            subscription is marked as payment due and the free plan&rsquo;s limits apply until the payment
            succeeds.
          </p>
        </>
      ),
    },
    {
      id: "cancellation",
      title: "Cancellation and refunds",
      body: (
        <>
          <p>
            You can cancel at any time from the Subscription page. After cancelling you keep Premium until the
            end of the billing period you have paid for, and you will not be charged again. You can reactivate
            before the period ends.
          </p>
          <p>
            <strong>{TERMS.moneyBackDays}-day money-back guarantee:</strong> if you are not satisfied, e-mail{" "}
            {mail} within {TERMS.moneyBackDays} days of your first Premium payment and we will refund that
            payment in full. Nothing in these terms affects your statutory rights as a consumer.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>
              use the Service for anything unlawful, fraudulent or misleading, including fake job
              applications;
            </li>
            <li>get around usage limits, for example by creating several free accounts;</li>
            <li>access the Service by automated means, resell it, or copy, scrape or reverse-engineer it;</li>
            <li>upload malicious code or try to break into or overload our systems.</li>
          </ul>
          <p>We may suspend or close accounts that break these rules.</p>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Services we rely on",
      body: (
        <ul>
          <li>
            <strong>Supabase Auth</strong> handles sign-in, including sign-in with Google, GitHub or LinkedIn.
          </li>
          <li>
            <strong>Stripe</strong> processes payments and manages subscriptions.
          </li>
          <li>
            <strong>OpenRouter</strong>, an OpenAI-compatible AI gateway, routes your requests to the AI
            models that write letters and suggestions.
          </li>
        </ul>
      ),
    },
    {
      id: "availability",
      title: "Availability and liability",
      body: (
        <>
          <p>
            We work to keep the Service available and accurate, but we provide it &ldquo;as is&rdquo; and
            cannot guarantee it will always be uninterrupted or error-free. If the AI provider is unavailable,
            the Service may draft a simpler letter from a template instead.
          </p>
          <p>
            To the extent the law allows, we are not liable for indirect or consequential losses, or for
            decisions made by employers. Our total liability to you is limited to the amount you paid us in
            the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by
            law.
          </p>
        </>
      ),
    },
    {
      id: "ending",
      title: "Ending your use of the Service",
      body: (
        <p>
          You can stop using the Service at any time and ask us to delete your account by e-mailing {mail}. We
          keep and delete data as described in our <Link href={PRIVACY.path}>Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms. The date at the top shows the latest version. If a change materially
          affects you, we will tell you by e-mail or in the Service before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: <p>Questions about these terms? E-mail us at {mail}.</p>,
    },
  ];

  return (
    <LegalDocument
      title={TERMS.title}
      intro={
        <p>
          The rules for using {SITE_NAME}: what you get on each plan, how payments and refunds work, and what
          you are responsible for when you send a letter the AI helped you write.
        </p>
      }
      sections={sections}
    />
  );
}
