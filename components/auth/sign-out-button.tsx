"use client";

import type { ComponentProps } from "react";
import { useFormStatus } from "react-dom";
import { LogOut } from "lucide-react";

import { PendingButton } from "@/components/forms/submit-button";
import type { Button } from "@/components/ui/button";
import { SIGN_OUT } from "@/lib/messages/auth";

/** The top bar's Sign Out submit button, with a pending state while the sign-out action runs. */
export function SignOutButton({ label, ...props }: ComponentProps<typeof Button> & { label: string }) {
  const { pending } = useFormStatus();
  return (
    <PendingButton type="submit" pending={pending} pendingLabel={SIGN_OUT.pending} {...props}>
      <LogOut aria-hidden="true" />
      {label}
    </PendingButton>
  );
}
