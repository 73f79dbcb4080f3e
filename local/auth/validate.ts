// Input checks shared by the endpoints, with GoTrue's messages.
import { errors } from "./errors.ts";
import type { Json } from "./store/users.ts";

// GoTrue's checkmail.ValidateFormat, near enough: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address trimmed and lower-cased, or validation_failed. */
export function validateEmail(value: string | undefined): string {
  const email = (value ?? "").trim().toLowerCase();
  if (!email) throw errors.validation("An email address is required");
  if (email.length > 255) throw errors.validation("An email address is too long");
  if (!EMAIL.test(email)) throw errors.validation("Unable to validate email address: invalid format");
  return email;
}

/** `data` of sign-up and PUT /user: a JSON object (absent or null → undefined). */
export function metadataField(body: Record<string, unknown>, name = "data"): Json | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value))
    throw errors.validation(`${name} must be a JSON object`);
  return value as Json;
}
