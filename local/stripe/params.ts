// Typed reads of one endpoint's parameters (parsed by form.ts), with Stripe's validation errors.
import { stripeErrors } from "./errors.ts";
import type { FormObject, FormValue } from "./form.ts";

export type Metadata = Record<string, string>;

const METADATA_MAX_KEYS = 50;
const METADATA_KEY_MAX = 40;
const METADATA_VALUE_MAX = 500;

/**
 * Rejects any parameter outside `allowed` (Stripe answers `parameter_unknown`; here the message also lists what
 * the stand-in takes, since a real Stripe parameter it does not model lands here too). `prefix` names nested hashes.
 */
export function rejectUnknown(params: FormObject, allowed: readonly string[], prefix = ""): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      throw stripeErrors.parameterUnknown(prefix ? `${prefix}[${key}]` : key, allowed);
    }
  }
}

export function optionalString(params: FormObject, name: string, param = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") {
    throw stripeErrors.invalidParam(param, `Invalid string: ${param} must be a string, not a hash.`);
  }
  return value;
}

export function requiredString(params: FormObject, name: string, param = name): string {
  const value = optionalString(params, name, param);
  if (value === undefined || value === "") throw stripeErrors.parameterMissing(param);
  return value;
}

export function optionalBoolean(params: FormObject, name: string, param = name): boolean | undefined {
  const value = optionalString(params, name, param);
  if (value === undefined) return undefined;
  if (value === "true") return true;
  if (value === "false") return false;
  throw stripeErrors.invalidParam(param, `Invalid boolean: ${value}`);
}

export function optionalInteger(params: FormObject, name: string, param = name): number | undefined {
  const value = optionalString(params, name, param);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw stripeErrors.invalidParam(param, `Invalid integer: ${value}`);
  return Number(value);
}

export function optionalHash(params: FormObject, name: string, param = name): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string")
    throw stripeErrors.invalidParam(param, `Invalid hash: ${param} must be a hash.`);
  return value;
}

/** A list sent as `name[0]=…&name[1]=…` or `name[]=…` (a single bare `name=…` counts as a one-item list). */
export function optionalList(params: FormObject, name: string): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string") return [value];
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) {
    throw stripeErrors.invalidParam(name, `Invalid array: ${name} must be a list.`);
  }
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key] as FormValue);
}

/** `expand[]` / `expand[0]`: the paths to expand. */
export function expandList(params: FormObject): string[] {
  return (optionalList(params, "expand") ?? []).map((item, index) => {
    if (typeof item !== "string") throw stripeErrors.invalidParam(`expand[${index}]`, "Invalid string.");
    return item;
  });
}

/** A URL Stripe would accept for success_url / cancel_url / return_url. */
export function optionalUrl(params: FormObject, name: string, param = name): string | undefined {
  const value = optionalString(params, name, param);
  if (value === undefined || value === "") return undefined;
  let parsed: URL;
  try {
    // The template placeholder is not a valid URL character sequence on its own everywhere; check with it filled.
    parsed = new URL(value.replaceAll("{CHECKOUT_SESSION_ID}", "cs_test_placeholder"));
  } catch {
    throw stripeErrors.invalidParam(param, "Not a valid URL", "url_invalid");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw stripeErrors.invalidParam(param, "Not a valid URL", "url_invalid");
  }
  return value;
}

/**
 * Metadata as Stripe takes it on create: string values, at most 50 keys of ≤40 characters, values ≤500.
 * On update (`current` given) an empty value removes the key and `metadata=` (empty) clears them all.
 */
export function readMetadata(
  params: FormObject,
  name: string,
  current?: Metadata,
  param = name,
): Metadata | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  if (raw === "") return {};
  if (typeof raw === "string")
    throw stripeErrors.invalidParam(param, `Invalid hash: ${param} must be a hash.`);
  const result: Metadata = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value !== "string") {
      throw stripeErrors.invalidParam(`${param}[${key}]`, `Invalid string: metadata values must be strings.`);
    }
    if (key.length > METADATA_KEY_MAX) {
      throw stripeErrors.invalidParam(
        `${param}[${key}]`,
        `Metadata keys can have up to ${METADATA_KEY_MAX} characters.`,
      );
    }
    if (value.length > METADATA_VALUE_MAX) {
      throw stripeErrors.invalidParam(
        `${param}[${key}]`,
        `Metadata values can have up to ${METADATA_VALUE_MAX} characters.`,
      );
    }
    if (value === "") delete result[key];
    else result[key] = value;
  }
  if (Object.keys(result).length > METADATA_MAX_KEYS) {
    throw stripeErrors.invalidParam(param, `Metadata can have up to ${METADATA_MAX_KEYS} keys.`);
  }
  return result;
}
