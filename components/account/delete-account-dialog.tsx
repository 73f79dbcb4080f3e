"use client";

import { useState } from "react";

import { controlClassName } from "@/components/forms/control-class";
import { describedBy, Field } from "@/components/forms/field";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm, type SchemaLoader } from "@/components/forms/use-schema-form";
import { PendingButton } from "@/components/forms/submit-button";
import { useServerForm } from "@/components/forms/use-server-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { deleteAccountAction } from "@/lib/account/actions";
import { ACCOUNT_DATA, ACCOUNT_FORMS } from "@/lib/messages/account";
import type { DeleteAccountInput } from "@/lib/validation/account";

/**
 * "Delete my account", confirmed by typing the account's e-mail; the server checks it again and, on success,
 * signs out and goes home (docs/product-rules.md 'Your account and your data').
 */

const SCHEMA: SchemaLoader = () =>
  import("@/lib/validation/account").then((schemas) => schemas.deleteAccountSchema);

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm<DeleteAccountInput>({
    schema: SCHEMA,
    defaultValues: { email: "" },
  });
  const { pending, formError, run } = useServerForm(form);
  const error = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit((values) => run(() => deleteAccountAction(values)));

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">{ACCOUNT_DATA.deleteButton}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onFocus={form.preload} onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{ACCOUNT_DATA.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{ACCOUNT_DATA.deleteLead}</AlertDialogDescription>
          </AlertDialogHeader>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field id="delete-account-email" label={ACCOUNT_DATA.deleteConfirmLabel} error={error}>
            <Input
              id="delete-account-email"
              type="email"
              autoComplete="off"
              className={controlClassName}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy("delete-account-email", error)}
              {...form.register("email")}
            />
          </Field>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {ACCOUNT_DATA.cancel}
            </AlertDialogCancel>
            <PendingButton
              type="submit"
              variant="destructive"
              pending={pending}
              pendingLabel={ACCOUNT_FORMS.deleting}
            >
              {ACCOUNT_DATA.deleteConfirmButton}
            </PendingButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
