"use client";

import { useState, useTransition } from "react";

import { FormNotice } from "@/components/account/form-notice";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PasswordInput } from "@/components/forms/password-input";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { changePasswordAction, sendPasswordLinkAction } from "@/lib/account/actions";
import { ACCOUNT_FORMS } from "@/lib/messages/account";
import type { ChangePasswordInput } from "@/lib/validation/account";

const FIELDS = [
  { name: "currentPassword", label: ACCOUNT_FORMS.currentPasswordLabel, autoComplete: "current-password" },
  { name: "password", label: ACCOUNT_FORMS.newPasswordLabel, autoComplete: "new-password" },
  { name: "confirmPassword", label: ACCOUNT_FORMS.confirmPasswordLabel, autoComplete: "new-password" },
] as const;

/** Change password, checked against the current one; other sessions end (docs/product-rules.md 'Your account and your data'). */
function ChangePasswordForm() {
  const form = useSchemaForm<ChangePasswordInput>({
    schema: SCHEMA,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { pending, formError, run } = useServerForm(form);
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null);
    run(async () => {
      const result = await changePasswordAction(values);
      if (result.ok) {
        setNotice(result.notice ?? null);
        form.reset();
      }
      return result;
    });
  });

  return (
    <form
      onFocus={form.preload}
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={ACCOUNT_FORMS.passwordTitle}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      {FIELDS.map(({ name, label, autoComplete }) => {
        const id = `account-${name}`;
        const error = errors[name]?.message;
        return (
          <Field key={name} id={id} label={label} error={error}>
            <PasswordInput
              id={id}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error)}
              {...form.register(name)}
            />
          </Field>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton type="submit" pending={pending} pendingLabel={ACCOUNT_FORMS.changingPassword}>
          {ACCOUNT_FORMS.changePassword}
        </PendingButton>
        <FormNotice>{notice}</FormNotice>
      </div>
    </form>
  );
}

/** An account made with Google, GitHub or LinkedIn sets its first password through an e-mail link. */
function SetPasswordLink() {
  const [pending, startTransition] = useTransition();
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <p className="text-sm text-muted-foreground">{ACCOUNT_FORMS.noPasswordLead}</p>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          type="button"
          pending={pending}
          pendingLabel={ACCOUNT_FORMS.sendingPasswordLink}
          onClick={() =>
            startTransition(async () => {
              setError(null);
              const result = await sendPasswordLinkAction();
              if (result.ok) setNotice(result.notice ?? null);
              else setError(result.formError ?? null);
            })
          }
        >
          {ACCOUNT_FORMS.sendPasswordLink}
        </PendingButton>
        <FormNotice>{notice}</FormNotice>
      </div>
    </div>
  );
}

const SCHEMA: SchemaLoader = () =>
  import("@/lib/validation/account").then((schemas) => schemas.changePasswordSchema);

export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword ? <ChangePasswordForm /> : <SetPasswordLink />;
}
