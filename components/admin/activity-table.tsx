import { cellClass, DataTable, headCellClass } from "@/components/admin/data-table";
import { UtcTime } from "@/components/admin/utc-time";
import { formatNewValues } from "@/lib/admin/redact-secrets";
import type { ActivityLogRow } from "@/lib/db/queries/admin-logs";
import { ACTIVITY_PAGE } from "@/lib/messages/admin";

const C = ACTIVITY_PAGE.columns;

type ActivityTableProps = {
  caption: string;
  rows: ActivityLogRow[];
  /** The full log shows new_values; the dashboard's recent list leaves them out. */
  showValues?: boolean;
};

/** admin_activity_logs rows: when, who, what, on which resource (a user by e-mail), and (optionally) the new values, secrets masked. */
export function ActivityTable({ caption, rows, showValues = false }: ActivityTableProps) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={headCellClass}>
            {C.time}
          </th>
          <th scope="col" className={headCellClass}>
            {C.admin}
          </th>
          <th scope="col" className={headCellClass}>
            {C.action}
          </th>
          <th scope="col" className={headCellClass}>
            {C.resource}
          </th>
          {showValues && (
            <th scope="col" className={headCellClass}>
              {C.newValues}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const values = showValues ? formatNewValues(row.newValues) : null;
          return (
            <tr key={row.id}>
              <td className={cellClass}>
                <UtcTime value={row.createdAt} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{row.adminEmail ?? ACTIVITY_PAGE.noAdmin}</td>
              <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>{row.action}</td>
              <td className={cellClass}>
                <span className="block">{row.resourceType ?? ACTIVITY_PAGE.noValues}</span>
                {row.subjectEmail ? (
                  <span className="block text-xs break-all text-muted-foreground">{row.subjectEmail}</span>
                ) : (
                  row.resourceId && (
                    <span className="block font-mono text-xs break-all text-muted-foreground">
                      {row.resourceId}
                    </span>
                  )
                )}
              </td>
              {showValues && (
                <td className={cellClass}>
                  {values ? (
                    <pre className="max-w-md overflow-x-auto rounded-md bg-muted px-2 py-1.5 font-mono text-xs leading-relaxed whitespace-pre-wrap">
                      {values}
                    </pre>
                  ) : (
                    ACTIVITY_PAGE.noValues
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
