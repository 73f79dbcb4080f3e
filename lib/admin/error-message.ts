/**
 * The message to show for a failure: the database's own words rather than Drizzle's wrapper, which repeats the
 * query and its parameters (never for a browser).
 */
export function describeFailure(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth += 1) {
    current = current.cause;
  }
  if (current instanceof Error && current.message) return current.message;
  return String(current ?? "Unknown error");
}
