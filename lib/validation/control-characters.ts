/**
 * The characters free text may not hold (docs/architecture.md 'Route handlers', step 'body validation'): NUL, the
 * C0 controls but tab, line feed and carriage return, DEL, and lone UTF-16 surrogates. Kept free of zod so the
 * builder's inputs can clean pasted and imported text with it.
 */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "g");

export const isPlainText = (text: string) => !FORBIDDEN.test(text);

/**
 * Text pasted or imported into the builder, as the server accepts it: a page break or vertical tab (PDFs and Word
 * carry them) becomes a line break, any other forbidden character goes. Invisible to the user, so not an error.
 */
export function withoutControlCharacters(text: string): string {
  if (isPlainText(text)) return text;
  return text.replace(/[\u000B\u000C]/g, "\n").replace(FORBIDDEN_ALL, "");
}
