import Link from "next/link";

import { controlClassName } from "@/components/forms/control-class";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ADMIN_USERS_PAGE as T, ROLE_FILTER_LABELS } from "@/lib/messages/admin-users";
import { ROLE_FILTERS, SEARCH_MAX_CHARS, type UserListQuery } from "@/lib/validation/admin-users";
import { PAGES } from "@/lib/routes";

/** A plain GET form: the search and filter live in the address, so a view can be bookmarked and works without script. */
export function UsersFilters({ query }: { query: UserListQuery }) {
  return (
    <form
      method="get"
      action={PAGES.adminUsers}
      role="search"
      aria-label={T.filtersLabel}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
    >
      <Field id="users-search" label={T.searchLabel}>
        <Input
          id="users-search"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={T.searchPlaceholder}
          maxLength={SEARCH_MAX_CHARS}
          className={controlClassName}
        />
      </Field>
      <Field id="users-role" label={T.roleFilterLabel}>
        <NativeSelect id="users-role" name="role" defaultValue={query.role} className={controlClassName}>
          {ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {ROLE_FILTER_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit" className="h-10">
          {T.searchButton}
        </Button>
        <Button asChild variant="outline" className="h-10">
          <Link href={PAGES.adminUsers}>{T.clearFilters}</Link>
        </Button>
      </div>
    </form>
  );
}
