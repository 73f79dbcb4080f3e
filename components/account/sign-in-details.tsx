import { ACCOUNT_SIGN_IN, SOCIAL_PROVIDERS } from "@/lib/messages/auth";

type SignInDetailsProps = { name: string | null; email: string; providers: readonly string[] };

function providerLabel(provider: string): string {
  if (provider === "email") return ACCOUNT_SIGN_IN.passwordProvider;
  return SOCIAL_PROVIDERS.find((social) => social.id === provider)?.label ?? provider;
}

/** The account's name, e-mail and connected sign-in methods, read-only. */
export function SignInDetails({ name, email, providers }: SignInDetailsProps) {
  return (
    <section aria-labelledby="account-details" className="grid gap-4">
      <h2 id="account-details" className="text-xl font-semibold">
        {ACCOUNT_SIGN_IN.detailsTitle}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="text-sm text-muted-foreground">{ACCOUNT_SIGN_IN.nameLabel}</dt>
        <dd className="font-medium">{name || ACCOUNT_SIGN_IN.noName}</dd>
        <dt className="text-sm text-muted-foreground">{ACCOUNT_SIGN_IN.emailLabel}</dt>
        <dd className="font-medium break-all">{email}</dd>
        <dt className="text-sm text-muted-foreground">{ACCOUNT_SIGN_IN.providersLabel}</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {providers.map((provider) => (
              <li key={provider} className="rounded-md border px-2 py-0.5 text-sm">
                {providerLabel(provider)}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}
