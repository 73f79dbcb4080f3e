import { cellClass, DataTable, headCellClass, numericCellClass } from "@/components/admin/data-table";
import { ErrorMessageCell } from "@/components/admin/error-message-cell";
import { UsageStatusBadge } from "@/components/admin/usage-status-badge";
import { UtcTime } from "@/components/admin/utc-time";
import { formatCentsAsDollars, formatCount } from "@/lib/admin/format";
import type { UsageLogRow } from "@/lib/db/queries/admin-logs";
import { USAGE_PAGE } from "@/lib/messages/admin";

const C = USAGE_PAGE.columns;
const HEADINGS: Array<{ label: string; numeric?: boolean }> = [
  { label: C.time },
  { label: C.user },
  { label: C.endpoint },
  { label: C.model },
  { label: C.requestType },
  { label: C.tokens, numeric: true },
  { label: C.cost, numeric: true },
  { label: C.status },
  { label: C.duration, numeric: true },
  { label: C.error },
];

/** api_usage_logs rows with the columns of docs/spec.md, engine §3; cost is cost_cents / 100 in dollars. */
export function UsageTable({
  rows,
  caption = USAGE_PAGE.tableCaption,
}: {
  rows: UsageLogRow[];
  caption?: string;
}) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          {HEADINGS.map((heading) => (
            <th
              key={heading.label}
              scope="col"
              className={heading.numeric ? `${headCellClass} text-right` : headCellClass}
            >
              {heading.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={cellClass}>
              <UtcTime value={row.createdAt} />
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {row.userEmail ?? <span className="text-muted-foreground">{USAGE_PAGE.noUser}</span>}
            </td>
            <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>{row.endpoint ?? "—"}</td>
            <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>{row.model ?? "—"}</td>
            <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>{row.requestType}</td>
            <td className={numericCellClass}>{formatCount(row.tokensUsed)}</td>
            <td className={numericCellClass}>{formatCentsAsDollars(row.costCents)}</td>
            <td className={cellClass}>
              <UsageStatusBadge status={row.status} />
            </td>
            <td className={numericCellClass}>
              {row.durationMs === null ? "—" : formatCount(row.durationMs)}
            </td>
            <td className={`${cellClass} min-w-64`}>
              <ErrorMessageCell message={row.errorMessage} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
