import { CheckCircle2 } from "lucide";
import { Icon } from "@/components/ui/icon";

/** The line an account form shows when it succeeded (announced to screen readers). */
export function FormNotice({ children }: { children: string | null }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-brand-strong">
      {children && (
        <>
          <Icon node={CheckCircle2} className="size-4 shrink-0" aria-hidden="true" />
          {children}
        </>
      )}
    </p>
  );
}
