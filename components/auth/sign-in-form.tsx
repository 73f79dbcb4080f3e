"use client";

import Link from "next/link";

import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PasswordInput } from "@/components/forms/password-input";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/auth/actions";
import { FIELD_LABELS, SIGN_IN } from "@/lib/messages/auth";
import type { SignInInput } from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

/** Where "Email not registered" sends the visitor: sign-up with the e-mail filled in and a note. */
function signUpHref(email: string): string {
  const params = new URLSearchParams({ email: email.trim(), notice: "not-registered" });
  return `${PAGES.signUp}?${params.toString()}`;
}

const SCHEMA: SchemaLoader = () => import("@/lib/validation/auth").then((schemas) => schemas.signInSchema);

export function SignInForm({ next }: { next?: string | null }) {
  const form = useSchemaForm<SignInInput>({
    schema: SCHEMA,
    defaultValues: { email: "", password: "" },
  });
  const { pending, formError, errorCode, run } = useServerForm(form);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) => run(() => signInAction(values, next)));

  return (
    <form
      onFocus={form.preload}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-label={SIGN_IN.title}
    >
      {formError && (
        <FormAlert>
          <p>{formError}</p>
          {errorCode === "email_not_registered" && (
            <p className="mt-1">
              <Link href={signUpHref(form.getValues("email"))}>{SIGN_IN.createAccountWithEmail}</Link>
            </p>
          )}
        </FormAlert>
      )}
      <Field id="signin-email" label={FIELD_LABELS.email} error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClassName}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("signin-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signin-password"
        label={FIELD_LABELS.password}
        error={errors.password?.message}
        labelAside={
          <Link
            href={PAGES.forgotPassword}
            className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {SIGN_IN.forgotPassword}
          </Link>
        }
      >
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("signin-password", errors.password?.message)}
          {...form.register("password")}
        />
      </Field>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel={SIGN_IN.pending}
      >
        {SIGN_IN.submit}
      </PendingButton>
    </form>
  );
}
