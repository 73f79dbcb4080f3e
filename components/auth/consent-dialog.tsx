"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "radix-ui";
import { ShieldCheck, X } from "lucide-react";

import { CheckboxField } from "@/components/auth/checkbox-field";
import { FormAlert } from "@/components/auth/form-alert";
import { PendingButton } from "@/components/auth/submit-button";
import { TermsLabel } from "@/components/auth/terms-label";
import { useServerForm } from "@/components/auth/use-server-form";
import { declineConsentAction, saveConsentAction } from "@/lib/auth/actions";
import { AUTH_DELAYS_MS, CONSENT, FIELD_LABELS } from "@/lib/messages/auth";
import { consentSchema, type ConsentInput } from "@/lib/validation/auth";

/**
 * The consent modal after a social sign-in without accepted terms (docs/spec.md, product §4): Save → 500 ms →
 * /oauth/success; closing it → 'Consent is required to use our service.', signed out, /signin.
 */
export function ConsentDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [closing, startClosing] = useTransition();
  const form = useForm<ConsentInput>({
    resolver: zodResolver(consentSchema),
    defaultValues: { termsAccepted: false, marketingConsent: false },
  });
  const { pending, formError, run } = useServerForm(form);
  const errors = form.formState.errors;
  const busy = pending || closing;

  const onSubmit = form.handleSubmit((values) =>
    run(
      () => saveConsentAction(values),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, AUTH_DELAYS_MS.afterConsent));
        router.replace("/oauth/success");
      },
    ),
  );

  function close() {
    if (busy) return;
    setOpen(false);
    startClosing(async () => {
      await declineConsentAction();
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 rounded-2xl border bg-background p-6 shadow-xl data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95 sm:p-8"
        >
          <div className="flex flex-col gap-2 pr-8">
            <span
              aria-hidden="true"
              className="mb-1 flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
            >
              <ShieldCheck className="size-5" />
            </span>
            <Dialog.Title className="text-xl font-semibold tracking-tight">{CONSENT.title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">{CONSENT.lead}</Dialog.Description>
          </div>
          <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
            {formError && <FormAlert>{formError}</FormAlert>}
            <div className="grid gap-3">
              <CheckboxField
                id="consent-terms"
                label={<TermsLabel />}
                error={errors.termsAccepted?.message}
                disabled={busy}
                {...form.register("termsAccepted")}
              />
              <CheckboxField
                id="consent-marketing"
                label={FIELD_LABELS.marketing}
                disabled={busy}
                {...form.register("marketingConsent")}
              />
            </div>
            <PendingButton
              type="submit"
              size="lg"
              className="w-full"
              pending={pending}
              pendingLabel={CONSENT.saving}
              disabled={closing}
            >
              {CONSENT.save}
            </PendingButton>
          </form>
          <Dialog.Close
            aria-label={CONSENT.close}
            disabled={busy}
            className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
