/** Small text helpers shared by the analysers and the offline engine. */

// (Typed arrows, pluses and a word processor's "o" too: "-> Mentor 3 junior loan officers", "+ Daily orders", "o Supervise
// one assistant".)
const BULLET = /^\s*(?:[-*•·▪◦‣●○■□➢➤►▸▹▶▷–—~→✓✔☑✅◆◇♦»›❖➔➜⦿◉+]|->|=>|o(?=\s+\p{Lu})|\d{1,2}[.)])\s+/u;

export function splitLines(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n");
}

export function isBulletLine(line: string): boolean {
  return BULLET.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, "").trim();
}

export function collapseSpaces(text: string): string {
  // Only runs that change: most spaces are single already.
  return text.replace(/[ \t\u00a0]{2,}|[\t\u00a0]/g, " ").trim();
}

/** "led the team" → "Led the team". */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "Led the team" → "led the team", but "AWS costs" stays as it is. */
export function lowerFirst(text: string): string {
  if (!text) return text;
  const firstWord = text.split(/\s/)[0] ?? "";
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Ends a sentence with one full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/[;,:\s]+$/, "");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "a, b and c" (British style: no serial comma). */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Case-insensitive de-duplication that keeps the first spelling and the order. */
export function uniqueCaseInsensitive(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const key = item.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(item.trim());
  }
  return result;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const TERM_PATTERNS = new Map<string, RegExp>();

/** A term's whole-word pattern, compiled once (the analysers test hundreds of terms per letter). */
function termPattern(term: string): RegExp {
  let pattern = TERM_PATTERNS.get(term);
  if (!pattern) {
    pattern = new RegExp(`(^|[^A-Za-z0-9+#])${escapeRegExp(term)}(?=$|[^A-Za-z0-9+#])`, "i");
    if (TERM_PATTERNS.size < 5_000) TERM_PATTERNS.set(term, pattern);
  }
  return pattern;
}

/** Whole-word, case-insensitive containment ("Java" is not found in "JavaScript"; "C++" works). */
export function containsTerm(haystack: string, term: string): boolean {
  return termPattern(term).test(haystack);
}

/** Index of the first whole-word occurrence, or -1. */
export function termIndex(haystack: string, term: string): number {
  const match = termPattern(term).exec(haystack);
  return match ? match.index + (match[1]?.length ?? 0) : -1;
}

/** Words a PDF hyphenated over a line end, joined again ("Heiligen-\nfiguren", "Accordeur-\nTechnicien"). */
export function unhyphenated(text: string): string {
  return text.replace(/(\p{L})-\n(\p{Lu})/gu, "$1-$2").replace(/(\p{Ll})-\n(\p{Ll})/gu, "$1$2");
}
