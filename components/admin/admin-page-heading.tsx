import type { ReactNode } from "react";

/** A staff page's title and one-line purpose, with room for page actions on the right. */
export function AdminPageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{lead}</p>
      </div>
      {children}
    </div>
  );
}
