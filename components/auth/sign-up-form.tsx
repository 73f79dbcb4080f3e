"use client";

import Link from "next/link";
import { useState } from "react";
import { MailCheck } from "lucide";
import { Icon } from "@/components/ui/icon";

import { TermsLabel } from "@/components/auth/terms-label";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PasswordInput } from "@/components/forms/password-input";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { signUpAction } from "@/lib/auth/actions";
import { FIELD_LABELS, SIGN_UP } from "@/lib/messages/auth";
import type { SignUpInput } from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

type SignUpFormProps = {
  /** From navigation state (sign-in's 'Email not registered'). */
  initialEmail?: string;
  notice?: string | null;
};

const SCHEMA: SchemaLoader = () => import("@/lib/validation/auth").then((schemas) => schemas.signUpSchema);

export function SignUpForm({ initialEmail = "", notice }: SignUpFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<SignUpInput>({
    schema: SCHEMA,
    defaultValues: {
      name: "",
      email: initialEmail,
      password: "",
      confirmPassword: "",
      termsAccepted: false,
      marketingConsent: false,
    },
  });
  const { pending, formError, run } = useServerForm(form);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    run(
      () => signUpAction(values),
      () => setSentTo(values.email.trim()),
    ),
  );

  if (sentTo) {
    return (
      <div className="grid gap-5" role="status">
        <div className="flex items-start gap-3 rounded-lg border bg-brand-soft/60 p-4">
          <Icon node={MailCheck} className="mt-0.5 size-5 shrink-0 text-brand-strong" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="font-semibold">{SIGN_UP.checkEmailTitle}</h2>
            <p className="text-sm text-muted-foreground">{SIGN_UP.checkEmailLead(sentTo)}</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{SIGN_UP.checkEmailHint}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              form.reset({ ...form.getValues(), email: "", password: "", confirmPassword: "" });
              setSentTo(null);
            }}
          >
            {SIGN_UP.useDifferentEmail}
          </Button>
          <Button asChild>
            <Link href={PAGES.signIn}>{SIGN_UP.backToSignIn}</Link>
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
      aria-label={SIGN_UP.title}
    >
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field id="signup-name" label={FIELD_LABELS.name} error={errors.name?.message}>
        <Input
          id="signup-name"
          type="text"
          autoComplete="name"
          className={controlClassName}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("signup-name", errors.name?.message)}
          {...form.register("name")}
        />
      </Field>
      <Field id="signup-email" label={FIELD_LABELS.email} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClassName}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="signup-password" label={FIELD_LABELS.password} error={errors.password?.message}>
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy("signup-password", errors.password?.message)}
            {...form.register("password")}
          />
        </Field>
        <Field
          id="signup-confirm-password"
          label={FIELD_LABELS.confirmPassword}
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="signup-confirm-password"
            autoComplete="new-password"
            aria-invalid={errors.confirmPassword ? true : undefined}
            aria-describedby={describedBy("signup-confirm-password", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </Field>
      </div>
      <div className="grid gap-3">
        <CheckboxField
          id="signup-terms"
          label={<TermsLabel />}
          error={errors.termsAccepted?.message}
          {...form.register("termsAccepted")}
        />
        <CheckboxField
          id="signup-marketing"
          label={FIELD_LABELS.marketing}
          {...form.register("marketingConsent")}
        />
      </div>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel={SIGN_UP.pending}
      >
        {SIGN_UP.submit}
      </PendingButton>
    </form>
  );
}
