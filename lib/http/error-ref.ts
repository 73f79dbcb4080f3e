import { randomInt } from "node:crypto";
import { loggableError } from "@/lib/db/loggable-error";

/**
 * Internal failures (the database, our own code) never reach the browser (docs/architecture.md 'Route handlers'):
 * the server logs the detail under a short reference and the user reads a generic message quoting it, which
 * support can find in the log. No 0/O or 1/I, so a reference read aloud is unambiguous.
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function newErrorRef(): string {
  let ref = "";
  for (let i = 0; i < 5; i++) ref += ALPHABET[randomInt(ALPHABET.length)];
  return ref;
}

/** 'Something went wrong (ref 7F3K2)' */
export const somethingWentWrongRef = (ref: string) => `Something went wrong (ref ${ref})`;

/** Logs an internal failure under a new reference and returns the message the user may see. */
export function reportInternalError(where: string, error: unknown): { ref: string; message: string } {
  const ref = newErrorRef();
  const detail = loggableError(error);
  console.error(`[error ${ref}] ${where}: ${detail}`);
  return { ref, message: somethingWentWrongRef(ref) };
}
