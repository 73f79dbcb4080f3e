import type { UsageStatus } from "@/lib/db/schema";

const STYLES: Record<UsageStatus, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  error: "border-red-200 bg-red-50 text-red-800",
  pending: "border-amber-200 bg-amber-50 text-amber-900",
};

/** A log's status as a coloured label; the word carries the meaning, the colour only helps scanning. */
export function UsageStatusBadge({ status }: { status: UsageStatus }) {
  return (
    <span className={`inline-flex rounded-md border px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}>
      {status}
    </span>
  );
}
