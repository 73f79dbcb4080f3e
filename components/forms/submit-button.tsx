import type { ComponentProps, ReactNode } from "react";
import { Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";

type PendingButtonProps = ComponentProps<typeof Button> & {
  pending: boolean;
  pendingLabel: ReactNode;
};

/** A button that shows a spinner and its pending label while its work runs, and cannot be pressed twice. */
export function PendingButton({ pending, pendingLabel, children, disabled, ...props }: PendingButtonProps) {
  return (
    <Button {...props} disabled={disabled || pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
