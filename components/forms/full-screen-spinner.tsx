import { Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

/** The full-screen wait while the user (or a link) is being checked (docs/spec.md, product §2 'Layout'): a whole screen tall, so the footer never shows and then jumps away when the page arrives. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 py-24"
    >
      <Icon node={Loader2} className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
