import type { FieldValues, Resolver } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";

/** Classic and mini zod schemas alike. */
type Schema = $ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads at the form's first use, not with the page
 * (docs/architecture.md §7): `preload` starts the download when the visitor first focuses the form, so the first
 * submit rarely waits. The schema is the same module the server action validates with.
 */
export function lazyResolver<T extends FieldValues>(
  loadSchema: () => Promise<Schema>,
): Resolver<T> & { preload: () => void } {
  let loaded: Promise<Resolver<T>> | null = null;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failed download is retried at the next use rather than remembered.
      load().catch(() => (loaded = null));
    },
  });
}
