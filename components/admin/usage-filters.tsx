import Link from "next/link";

import { controlClassName } from "@/components/forms/control-class";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { USAGE_STATUSES } from "@/lib/db/schema";
import { USAGE_PAGE as T } from "@/lib/messages/admin";
import type { UsageFilters as Filters } from "@/lib/validation/admin";
import { PAGES } from "@/lib/routes";

type UsageFiltersProps = { filters: Filters; requestTypes: string[]; models: string[] };

/** Keeps a filtered value in its menu even when no log has it any more, so the form shows what is applied. */
function withValue(options: string[], value: string | undefined): string[] {
  return value && !options.includes(value) ? [value, ...options] : options;
}

/** A plain GET form: filters live in the address, so a filtered page can be bookmarked and works without script. */
export function UsageFilters({ filters, requestTypes, models }: UsageFiltersProps) {
  return (
    <form
      method="get"
      action={PAGES.adminUsage}
      aria-label={T.filtersLabel}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      <Field id="usage-status" label={T.statusLabel}>
        <NativeSelect
          id="usage-status"
          name="status"
          defaultValue={filters.status ?? ""}
          className={controlClassName}
        >
          <option value="">{T.any}</option>
          {USAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="usage-type" label={T.requestTypeLabel}>
        <NativeSelect
          id="usage-type"
          name="type"
          defaultValue={filters.type ?? ""}
          className={controlClassName}
        >
          <option value="">{T.any}</option>
          {withValue(requestTypes, filters.type).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="usage-model" label={T.modelLabel}>
        <NativeSelect
          id="usage-model"
          name="model"
          defaultValue={filters.model ?? ""}
          className={controlClassName}
        >
          <option value="">{T.any}</option>
          {withValue(models, filters.model).map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="usage-email" label={T.emailLabel}>
        <Input
          id="usage-email"
          name="email"
          type="search"
          defaultValue={filters.email ?? ""}
          placeholder={T.emailPlaceholder}
          maxLength={200}
          className={controlClassName}
        />
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit" className="h-10">
          {T.apply}
        </Button>
        <Button asChild variant="outline" className="h-10">
          <Link href={PAGES.adminUsage}>{T.reset}</Link>
        </Button>
      </div>
    </form>
  );
}
