"use client";

import type { ReactNode } from "react";
import { useFormStatus } from "react-dom";

type SignOutButtonProps = {
  /** The Button classes, worked out on the server so no class merging reaches the browser (docs/architecture.md §7). */
  className: string;
  /** The idle content (icon and label) and what shows while the sign-out action runs, both rendered on the server. */
  children: ReactNode;
  pendingChildren: ReactNode;
};

/** The top bar's Sign Out submit button, with a pending state while the sign-out action runs. */
export function SignOutButton({ className, children, pendingChildren }: SignOutButtonProps) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      data-slot="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? pendingChildren : children}
    </button>
  );
}
