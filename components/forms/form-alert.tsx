import type { ReactNode } from "react";
import { AlertCircle, CheckCircle2, Info } from "lucide";
import { Icon } from "@/components/ui/icon";

import { cn } from "@/lib/utils";

type FormAlertProps = {
  tone?: "error" | "info" | "success";
  children: ReactNode;
  className?: string;
};

const TONES = {
  error: { shape: AlertCircle, classes: "border-destructive/30 bg-destructive/5 text-destructive" },
  info: { shape: Info, classes: "border-primary/20 bg-brand-soft text-brand-strong" },
  success: { shape: CheckCircle2, classes: "border-emerald-600/30 bg-emerald-50 text-emerald-800" },
} as const;

/** A message about the whole form; errors are announced at once (role="alert"), notices politely. */
export function FormAlert({ tone = "error", children, className }: FormAlertProps) {
  const { shape, classes } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm", classes, className)}
    >
      <Icon node={shape} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4">
        {children}
      </div>
    </div>
  );
}
