import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * shadcn's Label as a native <label>: Radix's Label only adds a guard against text selection on double click,
 * which is not worth its JavaScript on every form (docs/architecture.md §7).
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
