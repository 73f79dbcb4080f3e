"use client";

import { useState } from "react";

import { FormNotice } from "@/components/account/form-notice";
import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { Input } from "@/components/ui/input";
import { changeEmailAction } from "@/lib/account/actions";
import { ACCOUNT_FORMS } from "@/lib/messages/account";
import type { ChangeEmailInput } from "@/lib/validation/account";

/** Change e-mail: Auth sends the confirmation to the new address (docs/product-rules.md 'Your account and your data'). */

const SCHEMA: SchemaLoader = () =>
  import("@/lib/validation/account").then((schemas) => schemas.changeEmailSchema);

export function EmailForm() {
  const form = useSchemaForm<ChangeEmailInput>({
    schema: SCHEMA,
    defaultValues: { email: "" },
  });
  const { pending, formError, run } = useServerForm(form);
  const [notice, setNotice] = useState<string | null>(null);
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    run(async () => {
      const result = await changeEmailAction(values);
      if (result.ok) setNotice(result.notice ?? null);
      return result;
    });
  });

  return (
    <form
      onFocus={form.preload}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={ACCOUNT_FORMS.emailTitle}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field id="account-new-email" label={ACCOUNT_FORMS.newEmailLabel} error={error}>
        <Input
          id="account-new-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClassName}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("account-new-email", error)}
          {...form.register("email")}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton type="submit" pending={pending} pendingLabel={ACCOUNT_FORMS.sendingEmail}>
          {ACCOUNT_FORMS.changeEmail}
        </PendingButton>
        <FormNotice>{notice}</FormNotice>
      </div>
    </form>
  );
}
