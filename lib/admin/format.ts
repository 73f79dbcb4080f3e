/** How the staff area writes money, counts, durations and times. Times are UTC, like the data they describe. */

// cost_cents keeps 2 decimals, so a dollar amount needs at most 4 (docs/spec.md, engine §2: cost_cents divided by 100, in dollars).
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const counts = new Intl.NumberFormat("en-US");

/** 150 → "$1.50", 0.35 → "$0.0035". */
export function formatCentsAsDollars(cents: number): string {
  return dollars.format(Number.isFinite(cents) ? cents / 100 : 0);
}

export function formatCount(value: number): string {
  return counts.format(value);
}

/** 12.5 → "12.5%", 0 → "0%". */
export function formatPercent(value: number): string {
  return `${counts.format(value)}%`;
}

/** 1234 → "1,234 ms"; null → "—". */
export function formatMs(value: number | null): string {
  return value === null ? "—" : `${counts.format(Math.round(value))} ms`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** "2026-05-01 14:03 UTC" */
export function formatUtcDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return `${formatUtcDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** "2026-05-01" */
export function formatUtcDate(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The first `max` characters and "…", or the whole text when it fits. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
