/**
 * Activity logs are written without secrets (the AI key logs only `{ configured }`); this is the second line: any
 * string under a key that names a secret is masked before new_values reaches a browser.
 */
const SECRET_KEY = /(api[_-]?key|secret|password|token|authorization)/i;
export const REDACTED = "[redacted]";

export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && typeof inner === "string" ? REDACTED : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

/** new_values as indented JSON for the activity list, secrets masked; null when there is nothing. */
export function formatNewValues(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(redactSecrets(value), null, 2);
}
