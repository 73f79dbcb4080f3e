import { MAX_RETRIES, TIMEOUT_MS } from "@/lib/messages/ai";

/** app_settings values are JSON text; these read them with the spec's defaults and bounds (docs/spec.md, engine §2, §5, §9). */

function parseJsonNumber(raw: string | null | undefined): number | null {
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const number = typeof value === "string" ? Number(value) : value;
    return typeof number === "number" && Number.isFinite(number) ? number : null;
  } catch {
    return null;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** api.timeouts.default in ms: 30000–300000, default 120000; out of range is clamped, junk is the default. */
export function parseTimeoutSetting(raw: string | null | undefined): number {
  const value = parseJsonNumber(raw);
  return value === null ? TIMEOUT_MS.default : clamp(Math.round(value), TIMEOUT_MS.min, TIMEOUT_MS.max);
}

/** api.retries.max: 0–10, default 3. */
export function parseRetriesSetting(raw: string | null | undefined): number {
  const value = parseJsonNumber(raw);
  return value === null ? MAX_RETRIES.default : clamp(Math.floor(value), MAX_RETRIES.min, MAX_RETRIES.max);
}

/** The encrypted key is stored as a JSON string. */
export function parseStringSetting(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "string" && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}
