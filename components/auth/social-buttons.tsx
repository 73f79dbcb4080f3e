"use client";

import { useState, useTransition } from "react";

import { FormAlert } from "@/components/forms/form-alert";
import { ProviderIcon } from "@/components/auth/provider-icons";
import { PendingButton } from "@/components/forms/submit-button";
import { socialSignInAction } from "@/lib/auth/actions";
import { SOCIAL, SOCIAL_PROVIDERS, type SocialProviderId } from "@/lib/messages/auth";

/** Google, GitHub and LinkedIn sign-in (docs/spec.md, product §2): each goes to its provider and back to /auth/callback. */
export function SocialButtons({ next }: { next?: string | null }) {
  const [pendingProvider, setPendingProvider] = useState<SocialProviderId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  function signInWith(provider: SocialProviderId) {
    setError(null);
    setPendingProvider(provider);
    startTransition(async () => {
      const result = await socialSignInAction(provider, next);
      // Only reached when the action did not redirect to the provider.
      if (result && !result.ok) setError(result.formError ?? null);
      setPendingProvider(null);
    });
  }

  return (
    <div className="grid gap-3">
      <ul aria-label={SOCIAL.groupLabel} className="grid gap-2.5">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <PendingButton
              type="button"
              variant="outline"
              size="lg"
              className="w-full"
              pending={pendingProvider === provider.id}
              pendingLabel={SOCIAL.redirecting(provider.label)}
              disabled={pendingProvider !== null}
              onClick={() => signInWith(provider.id)}
            >
              <ProviderIcon provider={provider.id} />
              {SOCIAL.continueWith(provider.label)}
            </PendingButton>
          </li>
        ))}
      </ul>
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}

/** The "or continue with email" rule between the social buttons and the form. */
export function AuthDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      <span>{SOCIAL.divider}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
