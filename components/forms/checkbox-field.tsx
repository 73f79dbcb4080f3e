import type { ComponentProps, ReactNode } from "react";

import { errorIdFor } from "@/components/forms/field";
import { Label } from "@/components/ui/label";

type CheckboxFieldProps = Omit<ComponentProps<"input">, "type"> & {
  id: string;
  label: ReactNode;
  error?: string;
};

/** A native checkbox (keyboard and screen readers for free) with shadcn's look, its label and its message. */
export function CheckboxField({ id, label, error, ...props }: CheckboxFieldProps) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...props}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor(id) : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded-[4px] border border-neutral-400 accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:outline aria-invalid:outline-destructive"
        />
        <Label htmlFor={id} className="block leading-snug font-normal text-pretty">
          {label}
        </Label>
      </div>
      {error && (
        <p id={errorIdFor(id)} className="pl-7 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
