"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { ShieldCheck, X } from "lucide";
import { Icon } from "@/components/ui/icon";

import { TermsLabel } from "@/components/auth/terms-label";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { declineConsentAction, saveConsentAction } from "@/lib/auth/actions";
import { AUTH_DELAYS_MS, CONSENT, FIELD_LABELS } from "@/lib/messages/auth";
import type { ConsentInput } from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

/**
 * The consent modal after a social sign-in without accepted terms (docs/spec.md, product §4): Save → 500 ms →
 * /oauth/success; closing it → 'Consent is required to use our service.', signed out, /signin.
 */

const SCHEMA: SchemaLoader = () => import("@/lib/validation/auth").then((schemas) => schemas.consentSchema);

export function ConsentDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [closing, startClosing] = useTransition();
  const form = useSchemaForm<ConsentInput>({
    schema: SCHEMA,
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
        router.replace(PAGES.oauthSuccess);
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
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        showCloseButton={false}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="gap-5 rounded-2xl p-6 shadow-xl sm:p-8"
      >
        <DialogHeader className="pr-8 text-left">
          <span
            aria-hidden="true"
            className="mb-1 flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-strong"
          >
            <Icon node={ShieldCheck} className="size-5" />
          </span>
          <DialogTitle className="text-xl leading-normal tracking-tight">{CONSENT.title}</DialogTitle>
          <DialogDescription>{CONSENT.lead}</DialogDescription>
        </DialogHeader>
        <form onFocus={form.preload} method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
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
        <DialogClose
          aria-label={CONSENT.close}
          disabled={busy}
          className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
        >
          <Icon node={X} className="size-5" aria-hidden="true" />
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
