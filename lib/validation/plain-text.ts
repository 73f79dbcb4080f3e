import { z } from "zod";
import { controlCharacters } from "@/lib/messages/ai";
import { isPlainText } from "@/lib/validation/control-characters";

/**
 * Free text a user types or pastes: any script, tabs and line breaks, but no other control character (NUL, the C0
 * controls, DEL) and no lone UTF-16 surrogate. PostgreSQL cannot store NUL in text, and the others are never
 * meant as content (docs/architecture.md 'Route handlers', step 'body validation'). Every free-text field of the
 * shared schemas starts here, so the browser and the route refuse the same text with the field's own message.
 */
/** z.string() that refuses control characters with '{field} contains control characters …'. */
export const plainText = (field: string, params?: { error: string }) =>
  z.string(params).refine(isPlainText, { error: controlCharacters(field) });
