import Link from "next/link";
import type { ReactNode } from "react";

type AdminPreviewSectionProps = {
  id: string;
  title: string;
  lead: string;
  viewAllHref: string;
  viewAllLabel: string;
  /** What to say when there are no rows; the table otherwise. */
  empty: string | null;
  children: ReactNode;
};

/** A few newest rows of a staff list under a heading, with a link to the whole list. */
export function AdminPreviewSection({
  id,
  title,
  lead,
  viewAllHref,
  viewAllLabel,
  empty,
  children,
}: AdminPreviewSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{lead}</p>
        </div>
        <Link
          href={viewAllHref}
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {viewAllLabel}
        </Link>
      </div>
      {empty === null ? (
        children
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}
