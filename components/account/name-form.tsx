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
import { saveNameAction } from "@/lib/account/actions";
import { ACCOUNT_FORMS } from "@/lib/messages/account";
import type { NameInput } from "@/lib/validation/account";

/** Change name (docs/product-rules.md 'Your account and your data'). */

const SCHEMA: SchemaLoader = () => import("@/lib/validation/account").then((schemas) => schemas.nameSchema);

export function NameForm({ name }: { name: string }) {
  const form = useSchemaForm<NameInput>({
    schema: SCHEMA,
    defaultValues: { name },
  });
  const { pending, formError, run } = useServerForm(form);
  const [notice, setNotice] = useState<string | null>(null);
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    run(async () => {
      const result = await saveNameAction(values);
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
      aria-label={ACCOUNT_FORMS.profileTitle}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field id="account-name" label={ACCOUNT_FORMS.nameLabel} error={error}>
        <Input
          id="account-name"
          autoComplete="name"
          className={controlClassName}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("account-name", error)}
          {...form.register("name")}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton type="submit" pending={pending} pendingLabel={ACCOUNT_FORMS.savingName}>
          {ACCOUNT_FORMS.saveName}
        </PendingButton>
        <FormNotice>{notice}</FormNotice>
      </div>
    </form>
  );
}
