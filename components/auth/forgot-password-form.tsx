"use client";

import Link from "next/link";
import { useState } from "react";
import { MailCheck } from "lucide";
import { Icon } from "@/components/ui/icon";

import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { FIELD_LABELS, FORGOT_PASSWORD } from "@/lib/messages/auth";
import type { ForgotPasswordInput } from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

/** Forgot password (docs/spec.md, product §2): the e-mail field, then the confirmation with its two ways on. */

const SCHEMA: SchemaLoader = () =>
  import("@/lib/validation/auth").then((schemas) => schemas.forgotPasswordSchema);

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<ForgotPasswordInput>({
    schema: SCHEMA,
    defaultValues: { email: "" },
  });
  const { pending, formError, run } = useServerForm(form);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    run(
      () => forgotPasswordAction(values),
      () => setSentTo(values.email.trim()),
    ),
  );

  if (sentTo) {
    return (
      <div className="grid gap-5">
        <div role="status" className="flex items-start gap-3 rounded-lg border bg-brand-soft/60 p-4">
          <Icon node={MailCheck} className="mt-0.5 size-5 shrink-0 text-brand-strong" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="font-semibold">{FORGOT_PASSWORD.sentTitle}</h2>
            <p className="text-sm text-muted-foreground">{FORGOT_PASSWORD.sentLead(sentTo)}</p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset({ email: "" });
              setSentTo(null);
            }}
          >
            {FORGOT_PASSWORD.tryDifferentEmail}
          </Button>
          <Button asChild>
            <Link href={PAGES.signIn}>{FORGOT_PASSWORD.backToSignIn}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      onFocus={form.preload}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-label={FORGOT_PASSWORD.title}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field id="forgot-email" label={FIELD_LABELS.email} error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClassName}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("forgot-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel={FORGOT_PASSWORD.pending}
      >
        {FORGOT_PASSWORD.submit}
      </PendingButton>
    </form>
  );
}
