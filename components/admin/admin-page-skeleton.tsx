import { Skeleton } from "@/components/ui/skeleton";

const ROWS = 6;

/** The shape of a staff page (heading, lead, a table) while its data loads; hidden from assistive technology. */
export function AdminPageSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-5 w-full max-w-xl" />
      </div>
      <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
        <Skeleton className="h-6 w-full" />
        {Array.from({ length: ROWS }, (_, row) => (
          <Skeleton key={row} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
