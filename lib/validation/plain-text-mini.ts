import { z } from "zod/mini";
import { controlCharacters } from "@/lib/messages/ai";
import { isPlainText } from "@/lib/validation/control-characters";

/**
 * `plainText` (lib/validation/plain-text.ts) in zod's mini build, for schemas the browser loads: the same refusal of
 * control characters with the field's own message, without classic zod's 30 KB (docs/architecture.md §7).
 */
export const plainTextMini = (field: string, params?: { error: string }) =>
  z.string(params).check(z.refine(isPlainText, { error: controlCharacters(field) }));
