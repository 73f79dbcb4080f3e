import { formatUtcDateTime } from "@/lib/admin/format";

/** A machine-readable <time> showing the instant in UTC ("2026-05-01 14:03 UTC"). */
export function UtcTime({ value }: { value: Date | string }) {
  const date = typeof value === "string" ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()} className="whitespace-nowrap tabular-nums">
      {formatUtcDateTime(date)}
    </time>
  );
}
