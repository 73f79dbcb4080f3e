/** Next.js page search params, as the pages receive them. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, or null. */
export function firstParam(
  params: Record<string, string | string[] | undefined>,
  name: string,
): string | null {
  const value = params[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
