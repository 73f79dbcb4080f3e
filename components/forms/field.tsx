import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label's line (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function errorIdFor(id: string) {
  return `${id}-error`;
}

export function hintIdFor(id: string) {
  return `${id}-hint`;
}

/** The ids a control should name in aria-describedby. */
export function describedBy(id: string, error?: string, hint?: boolean): string | undefined {
  const ids = [hint ? hintIdFor(id) : null, error ? errorIdFor(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A labelled form control with its hint and validation message (linked by aria-describedby on the control). */
export function Field({ id, label, error, hint, labelAside, children, className }: FieldProps) {
  return (
    // A NativeSelect sizes to its content; in a field it fills the column like an Input.
    <div className={cn("grid gap-2 *:data-[slot=native-select-wrapper]:w-full", className)}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <p id={hintIdFor(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorIdFor(id)} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
