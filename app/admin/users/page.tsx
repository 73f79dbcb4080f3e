import type { Metadata } from "next";

import { AdminPageHeading } from "@/components/admin/admin-page-heading";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { UsersFilters } from "@/components/admin/users/users-filters";
import { UsersTable } from "@/components/admin/users/users-table";
import { FormAlert } from "@/components/forms/form-alert";
import { requireStaff } from "@/lib/admin/require-staff";
import { listAdminUsers } from "@/lib/db/queries/admin-users";
import { ADMIN_USERS_PAGE as T } from "@/lib/messages/admin-users";
import type { SearchParams } from "@/lib/validation/admin";
import { userListQuerySchema } from "@/lib/validation/admin-users";
import { PAGES } from "@/lib/routes";
import { canManageRoles } from "@/lib/auth/access";

export const metadata: Metadata = { title: T.metaTitle };

const READ_ONLY_NOTICE_ID = "users-read-only-notice";

/**
 * /admin/users: every user, newest first, 100 a page, searched by e-mail or name and filtered by role. A super_admin
 * changes roles here (POST /api/admin/users/role); a plain admin sees the list read-only, with the reason.
 */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const viewer = await requireStaff();
  const query = userListQuerySchema.parse(await searchParams);
  const list = await listAdminUsers({ search: query.q, role: query.role, page: query.page });
  const viewerRole = viewer.profile?.role ?? null;
  const readOnly = !canManageRoles(viewerRole);
  const filtered = query.q !== "" || query.role !== "all";

  return (
    <div className="grid gap-6">
      <AdminPageHeading title={T.title} lead={T.lead} />
      {readOnly && (
        <FormAlert tone="info">
          <p id={READ_ONLY_NOTICE_ID}>{T.readOnlyNotice}</p>
        </FormAlert>
      )}
      <UsersFilters query={query} />
      {list.users.length > 0 ? (
        <UsersTable
          rows={list.users}
          viewer={{ id: viewer.id, role: viewerRole }}
          readOnlyNoticeId={readOnly ? READ_ONLY_NOTICE_ID : undefined}
        />
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          {filtered ? T.empty : T.emptyAll}
        </p>
      )}
      <PaginationNav
        label={T.title}
        basePath={PAGES.adminUsers}
        params={{ q: query.q, role: query.role === "all" ? undefined : query.role }}
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
      />
    </div>
  );
}
