import type { ReactNode } from "react";
import { CircleAlert } from "lucide";
import { Icon } from "@/components/ui/icon";

import { CLAIM_CHECK } from "@/lib/messages/builder/letter";

/**
 * An unsupported claim in the preview, told apart by a dotted underline, an icon and words read before it, not by
 * colour alone. On screen only: exports take the letter's plain text.
 */
export function ClaimMark({ children }: { children: ReactNode }) {
  return (
    <mark className="rounded-sm bg-amber-100 px-0.5 text-inherit underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-4">
      <span className="sr-only">{CLAIM_CHECK.flagPrefix}</span>
      {children}
      <Icon
        node={CircleAlert}
        aria-hidden="true"
        className="ml-0.5 inline-block size-[0.8em] align-[-0.05em] text-amber-700"
      />
    </mark>
  );
}
