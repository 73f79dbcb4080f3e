"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { CheckCircle2, KeyRound, Link as LinkIcon } from "lucide";
import { Icon } from "@/components/ui/icon";

import { AuthIcon, AuthPage } from "@/components/auth/auth-page";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { FullScreenSpinner } from "@/components/forms/full-screen-spinner";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PasswordInput } from "@/components/forms/password-input";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import { Button } from "@/components/ui/button";
import { establishResetSessionAction, resetPasswordAction } from "@/lib/auth/actions";
import { AUTH_DELAYS_MS, FIELD_LABELS, RESET_PASSWORD } from "@/lib/messages/auth";
import type { ResetPasswordInput } from "@/lib/validation/auth";
import { PAGES } from "@/lib/routes";

type ResetPasswordViewProps = {
  /** What the server found: a session (form), tokens in the query to check here, or nothing usable. */
  initial: "form" | "tokens" | "invalid";
  tokens?: { accessToken: string; refreshToken: string };
};

type Stage = "validating" | "form" | "invalid" | "done";

/**
 * /reset-password (docs/spec.md, product §2, §4): validating, then the form or 'Invalid or Expired Link'; on success the
 * user is signed out, a success view shows, and after 3 s the browser goes to /signin (which shows a notice).
 * One component for every stage, so the server's re-render after the action does not reset the success view.
 */

const SCHEMA: SchemaLoader = () =>
  import("@/lib/validation/auth").then((schemas) => schemas.resetPasswordSchema);

export function ResetPasswordView({ initial, tokens }: ResetPasswordViewProps) {
  const router = useRouter();
  const [stage, setStage] = useState<Stage>(initial === "tokens" ? "validating" : initial);
  const checkedTokens = useRef(false);

  useEffect(() => {
    if (initial !== "tokens" || !tokens || checkedTokens.current) return;
    checkedTokens.current = true;
    void establishResetSessionAction(tokens.accessToken, tokens.refreshToken)
      .then((result) => {
        setStage(result?.ok ? "form" : "invalid");
        // Keep the tokens out of the address bar and history.
        window.history.replaceState(null, "", PAGES.resetPassword);
      })
      .catch(() => setStage("invalid"));
  }, [initial, tokens]);

  useEffect(() => {
    if (stage !== "done") return;
    const timer = window.setTimeout(() => router.replace(PAGES.signIn), AUTH_DELAYS_MS.passwordResetRedirect);
    return () => window.clearTimeout(timer);
  }, [stage, router]);

  if (stage === "validating") return <FullScreenSpinner label={RESET_PASSWORD.validating} />;

  if (stage === "invalid") {
    return (
      <AuthPage
        icon={
          <AuthIcon tone="error">
            <Icon node={LinkIcon} className="size-5" />
          </AuthIcon>
        }
        title={RESET_PASSWORD.invalidTitle}
        lead={RESET_PASSWORD.invalidLead}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href={PAGES.forgotPassword}>{RESET_PASSWORD.requestNewLink}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PAGES.signIn}>{RESET_PASSWORD.backToSignIn}</Link>
          </Button>
        </div>
      </AuthPage>
    );
  }

  if (stage === "done") {
    return (
      <AuthPage
        icon={
          <AuthIcon tone="success">
            <Icon node={CheckCircle2} className="size-5" />
          </AuthIcon>
        }
        title={RESET_PASSWORD.successTitle}
        lead={<span role="status">{RESET_PASSWORD.successLead}</span>}
      >
        <Button asChild variant="outline" className="w-full">
          <Link href={PAGES.signIn} replace>
            {RESET_PASSWORD.goToSignIn}
          </Link>
        </Button>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      icon={
        <AuthIcon>
          <Icon node={KeyRound} className="size-5" />
        </AuthIcon>
      }
      title={RESET_PASSWORD.title}
      lead={RESET_PASSWORD.lead}
    >
      <ResetPasswordForm onDone={() => setStage("done")} />
    </AuthPage>
  );
}

function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm<ResetPasswordInput>({
    schema: SCHEMA,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { pending, formError, run } = useServerForm(form);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => run(() => resetPasswordAction(values), onDone));

  return (
    <form
      onFocus={form.preload}
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-label={RESET_PASSWORD.title}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field id="reset-password" label={FIELD_LABELS.newPassword} error={errors.password?.message}>
        <PasswordInput
          id="reset-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy("reset-password", errors.password?.message)}
          {...form.register("password")}
        />
      </Field>
      <Field
        id="reset-confirm-password"
        label={FIELD_LABELS.confirmNewPassword}
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          id="reset-confirm-password"
          autoComplete="new-password"
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={describedBy("reset-confirm-password", errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
        />
      </Field>
      <PendingButton
        type="submit"
        size="lg"
        className="w-full"
        pending={pending}
        pendingLabel={RESET_PASSWORD.pending}
      >
        {RESET_PASSWORD.submit}
      </PendingButton>
    </form>
  );
}
