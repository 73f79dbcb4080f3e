import { PAGES } from "@/lib/routes";
/** Where the app may send a browser after sign-in: only its own paths (no open redirect). */

export const DEFAULT_AFTER_SIGN_IN = PAGES.builder;

/**
 * `candidate` when it is a same-origin path: it starts with a single "/" (not "//" or "/\", which browsers
 * read as another host) and holds no control characters or backslashes; otherwise `fallback`.
 */
export function safeRedirectPath(
  candidate: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (typeof candidate !== "string" || candidate.length === 0 || candidate.length > 2048) return fallback;
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  // Browsers treat "\" like "/", and strip tabs and newlines before parsing.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const base = "http://same-origin.invalid";
    const url = new URL(candidate, base);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can collapse "/..//host" into "//host"; check the normalised form again.
    if (url.origin !== base || path.startsWith("//")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}
