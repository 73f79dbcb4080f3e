"use client";

import { useFormStatus } from "react-dom";

import { PendingButton } from "@/components/forms/submit-button";
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
import { signOutEverywhereAction } from "@/lib/auth/actions";
import { ACCOUNT_SIGN_IN, SIGN_OUT } from "@/lib/messages/auth";

function ConfirmButton() {
  const { pending } = useFormStatus();
  return (
    <PendingButton type="submit" variant="destructive" pending={pending} pendingLabel={SIGN_OUT.pending}>
      {ACCOUNT_SIGN_IN.signOutEverywhere}
    </PendingButton>
  );
}

/** "Sign out everywhere", asked first: ends every session of the account and lands on /signin. */
export function SignOutEverywhereDialog() {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline">{ACCOUNT_SIGN_IN.signOutEverywhere}</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form action={signOutEverywhereAction} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{ACCOUNT_SIGN_IN.confirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{ACCOUNT_SIGN_IN.confirmLead}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{ACCOUNT_SIGN_IN.cancel}</AlertDialogCancel>
            <ConfirmButton />
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
