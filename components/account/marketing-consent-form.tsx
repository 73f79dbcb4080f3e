"use client";

import { useState, useTransition } from "react";

import { FormNotice } from "@/components/account/form-notice";
import { FormAlert } from "@/components/forms/form-alert";
import { PendingButton } from "@/components/forms/submit-button";
import { setMarketingConsentAction } from "@/lib/account/actions";
import { ACCOUNT_FORMS } from "@/lib/messages/account";

/** Marketing consent on and off; the server stamps each change (docs/product-rules.md 'Your account and your data'). */
export function MarketingConsentForm({ consent, record }: { consent: boolean; record: string | null }) {
  const [checked, setChecked] = useState(consent);
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function save(event: React.FormEvent) {
    event.preventDefault();
    setNotice(null);
    setError(null);
    startTransition(async () => {
      const result = await setMarketingConsentAction({ marketingConsent: checked });
      if (result.ok) setNotice(result.notice ?? null);
      else setError(result.formError ?? null);
    });
  }

  return (
    <form onSubmit={save} className="grid gap-4" aria-label={ACCOUNT_FORMS.marketingTitle}>
      {error && <FormAlert>{error}</FormAlert>}
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <span>{ACCOUNT_FORMS.marketingLabel}</span>
      </label>
      {record && <p className="text-xs text-muted-foreground">{record}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          type="submit"
          variant="outline"
          pending={pending}
          pendingLabel={ACCOUNT_FORMS.savingMarketing}
        >
          {ACCOUNT_FORMS.saveMarketing}
        </PendingButton>
        <FormNotice>{notice}</FormNotice>
      </div>
    </form>
  );
}
