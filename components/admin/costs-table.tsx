import { cellClass, DataTable, headCellClass, numericCellClass } from "@/components/admin/data-table";
import { formatCentsAsDollars, formatCount } from "@/lib/admin/format";
import type { DailyCost } from "@/lib/db/queries/admin-costs";
import { COSTS_PAGE } from "@/lib/messages/admin";

const C = COSTS_PAGE.columns;

/** cost_tracking, one row per UTC day, newest first; cost is total_cost_cents / 100 in dollars. */
export function CostsTable({ rows }: { rows: DailyCost[] }) {
  return (
    <DataTable caption={COSTS_PAGE.tableCaption}>
      <thead>
        <tr>
          <th scope="col" className={headCellClass}>
            {C.date}
          </th>
          <th scope="col" className={`${headCellClass} text-right`}>
            {C.requests}
          </th>
          <th scope="col" className={`${headCellClass} text-right`}>
            {C.tokens}
          </th>
          <th scope="col" className={`${headCellClass} text-right`}>
            {C.cost}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date}>
            <th scope="row" className={`${cellClass} text-left font-medium whitespace-nowrap tabular-nums`}>
              <time dateTime={row.date}>{row.date}</time>
            </th>
            <td className={numericCellClass}>{formatCount(row.totalRequests)}</td>
            <td className={numericCellClass}>{formatCount(row.totalTokens)}</td>
            <td className={numericCellClass}>{formatCentsAsDollars(row.totalCostCents)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
