import { z } from "zod";
import { controlCharacters } from "@/lib/messages/ai";

/**
 * Free text a user types or pastes: any script, tabs and line breaks, but no other control character (NUL, the C0
 * controls, DEL) and no lone UTF-16 surrogate. PostgreSQL cannot store NUL in text, and the others are never
 * meant as content (docs/architecture.md 'Route handlers', step 'body validation'). Every free-text field of the
 * shared schemas starts here, so the browser and the route refuse the same text with the field's own message.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isPlainText = (text: string) => !FORBIDDEN.test(text);

/** z.string() that refuses control characters with '{field} contains control characters …'. */
export const plainText = (field: string, params?: { error: string }) =>
  z.string(params).refine(isPlainText, { error: controlCharacters(field) });
