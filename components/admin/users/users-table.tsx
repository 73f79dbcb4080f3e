import { cellClass, DataTable, headCellClass } from "@/components/admin/data-table";
import { RoleBadge } from "@/components/admin/users/role-badge";
import { RoleChangeControl } from "@/components/admin/users/role-change-control";
import { formatUtcDate } from "@/lib/admin/format";
import type { AdminUserRow } from "@/lib/db/queries/admin-users";
import { ADMIN_USERS_PAGE as T } from "@/lib/messages/admin-users";
import { SUBSCRIPTION_PAGE } from "@/lib/messages/billing";
import { roleChoiceOf } from "@/lib/validation/admin-users";
import { roleChangeRefusal } from "@/lib/auth/access";

const C = T.columns;
const HEADINGS = [C.name, C.email, C.plan, C.role, C.joined, C.changeRole];

/** "Free", "Premium", or with a status that is not active: "Premium · Payment Due". */
function planLabel(row: AdminUserRow): string {
  const plan = row.subscriptionTier === "premium" ? SUBSCRIPTION_PAGE.premium : SUBSCRIPTION_PAGE.free;
  const status = row.subscriptionStatus === "cancelled" ? "canceled" : row.subscriptionStatus;
  if (!status || status === "active") return plan;
  return `${plan} · ${SUBSCRIPTION_PAGE.statuses[status]}`;
}

type UsersTableProps = {
  rows: AdminUserRow[];
  viewer: { id: string; role: string | null };
  /** The id of the page's read-only notice, which the locked controls of a plain admin point at. */
  readOnlyNoticeId?: string;
};

/** The staff view of users (docs/spec.md, engine §3) with a role control per row; who may change what is decided per row. */
export function UsersTable({ rows, viewer, readOnlyNoticeId }: UsersTableProps) {
  return (
    <DataTable caption={T.tableCaption}>
      <thead>
        <tr>
          {HEADINGS.map((heading) => (
            <th key={heading} scope="col" className={headCellClass}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const role = roleChoiceOf(row.role);
          const isViewer = row.id === viewer.id;
          const reason = roleChangeRefusal(viewer, row);
          const lock = reason ? { reason, noticeId: isViewer ? undefined : readOnlyNoticeId } : null;
          return (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} text-left font-medium`}>
                {row.name ?? <span className="font-normal text-muted-foreground">{T.noName}</span>}
                {isViewer && <span className="ml-1.5 font-normal text-muted-foreground">{T.you}</span>}
              </th>
              <td className={`${cellClass} whitespace-nowrap`}>{row.email}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{planLabel(row)}</td>
              <td className={cellClass}>
                <RoleBadge role={role} />
              </td>
              <td className={cellClass}>
                <time dateTime={row.createdAt.toISOString()} className="whitespace-nowrap tabular-nums">
                  {formatUtcDate(row.createdAt)}
                </time>
              </td>
              <td className={cellClass}>
                <RoleChangeControl userId={row.id} who={row.email} role={role} lock={lock} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
