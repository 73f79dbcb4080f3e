import type { ReactNode } from "react";

/** Shared table look of the staff lists. */
export const headCellClass =
  "border-b bg-muted/60 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase";
export const cellClass = "border-b px-3 py-2.5 align-top";
export const numericCellClass = `${cellClass} text-right tabular-nums whitespace-nowrap`;

/**
 * A table in a horizontally scrolling, keyboard-focusable region (wide tables on phones), named by its caption.
 * `relative` keeps the cells' visually hidden labels (absolutely positioned) inside the region: without it they
 * widen the page itself on a phone.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-card shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
