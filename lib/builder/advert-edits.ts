import {
  ADVERT_FIELDS,
  ADVERT_LANGUAGES,
  type AdvertFieldName,
  type AdvertLanguage,
  type AdvertReading,
} from "@/lib/ai/analysis/job-analysis";
import { textFingerprint } from "@/lib/builder/fingerprint";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import type { AdvertOverrides } from "@/lib/validation/ai";

/** Browser-safe, so the strip adds no server code to the bundle (docs/product-rules.md). */

/** POST /api/ai/advert's `analysis`. */
export type { AdvertReading };

/** What each field was read as when corrected, to tell a reworded advert from a new one. */
export type AdvertEdits = {
  forText: string;
  read: Record<AdvertFieldName, string>;
  fields: Partial<Record<AdvertFieldName, string>>;
};

const NOTHING_READ: Record<AdvertFieldName, string> = {
  company: "",
  position: "",
  hiringManager: "",
  language: "",
};

export const NO_ADVERT_EDITS: AdvertEdits = { forText: "", read: NOTHING_READ, fields: {} };

/** A short, stable fingerprint of the advert text (not a secret: it only tells one advert from another). */
export function advertFingerprint(text: string): string {
  return textFingerprint(text.trim());
}

export function isAdvertLanguage(value: unknown): value is AdvertLanguage {
  return typeof value === "string" && (ADVERT_LANGUAGES as readonly string[]).includes(value);
}

/** A field's value as one line of text: the hiring manager with their title, the language as its code. */
export function readingText(reading: AdvertReading | null, field: AdvertFieldName): string {
  if (!reading) return "";
  if (field === "hiringManager") {
    const manager = reading.hiringManager;
    return manager ? [manager.title, manager.name].filter(Boolean).join(" ") : "";
  }
  if (field === "language") return reading.sources.language.confidence === "unknown" ? "" : reading.language;
  return reading[field];
}

/** Every field as read now: what corrections saved now are measured against. */
export function readingTexts(reading: AdvertReading | null): Record<AdvertFieldName, string> {
  const read = { ...NOTHING_READ };
  for (const field of ADVERT_FIELDS) read[field] = readingText(reading, field);
  return read;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Another company or position means a new advert, where old corrections are wrong; rewording keeps them. */
export function reconcileAdvertEdits(
  edits: AdvertEdits,
  reading: AdvertReading,
  fingerprint: string,
): AdvertEdits {
  if (edits.forText === fingerprint) return edits;
  if (Object.keys(edits.fields).length === 0) return { ...NO_ADVERT_EDITS, forText: fingerprint };
  const sameAdvert = (["company", "position"] as const).every((field) =>
    sameText(edits.read[field], readingText(reading, field)),
  );
  return sameAdvert ? { ...edits, forText: fingerprint } : { ...NO_ADVERT_EDITS, forText: fingerprint };
}

/** The generate request's `advert`: a present key wins, "" means none. */
export function advertOverrides(edits: AdvertEdits): AdvertOverrides {
  const overrides: AdvertOverrides = {};
  for (const field of ADVERT_FIELDS) {
    const value = edits.fields[field];
    if (value === undefined) continue;
    if (field === "language") {
      if (isAdvertLanguage(value)) overrides.language = value;
    } else {
      overrides[field] = value.trim().slice(0, INPUT_LIMITS.advertFieldMaxChars);
    }
  }
  return overrides;
}

/** Whatever was stored, made valid (persistence.ts reads the draft with it). */
export function sanitiseAdvertEdits(value: unknown): AdvertEdits {
  if (!value || typeof value !== "object") return NO_ADVERT_EDITS;
  const source = value as { forText?: unknown; read?: unknown; fields?: unknown };
  const object = (candidate: unknown) =>
    (candidate && typeof candidate === "object" ? candidate : {}) as Record<string, unknown>;
  const storedFields = object(source.fields);
  const storedRead = object(source.read);
  const text = (candidate: unknown) =>
    typeof candidate === "string" ? candidate.slice(0, INPUT_LIMITS.advertFieldMaxChars) : undefined;
  const fields: AdvertEdits["fields"] = {};
  const read = { ...NOTHING_READ };
  for (const field of ADVERT_FIELDS) {
    read[field] = text(storedRead[field]) ?? "";
    const edit = text(storedFields[field]);
    if (edit === undefined || (field === "language" && !isAdvertLanguage(edit))) continue;
    fields[field] = edit;
  }
  return { forText: typeof source.forText === "string" ? source.forText.slice(0, 40) : "", read, fields };
}
