/**
 * Technical terms outside the lexicon that a sentence says the candidate works in or with: "experience with
 * antibody–drug conjugates", "methods for cell-based assays". Only compound terms count (words joined by a hyphen
 * or a dash), so everyday phrases ("experience in patient care") are left to the lexicon.
 */

export type TermHit = { start: number; end: number; name: string };

const TRIGGER =
  /\b(?:experience|expertise|background|specialism|speciali[sz](?:ing|ed|e)|method|methods|assays?|research|work(?:ed|ing)?|focus(?:ed|ing)?)\s+(?:in|with|on|for|of)\s+(?:the\s+|an?\s+)?/giu;
/** Up to four words after the trigger, up to a function word or punctuation. */
const PHRASE =
  /^(?:(?!(?:and|or|at|in|on|for|with|to|from|by|as|which|where|that|since|during|across|including|while)\b)[\p{L}\d][\p{L}\d'’]*(?:[-–—][\p{L}\d]+)*\s*){1,4}/u;
const COMPOUND = /\p{L}[-–—]\p{L}/u;

export function findTechnicalTerms(text: string): TermHit[] {
  const hits: TermHit[] = [];
  for (const match of text.matchAll(TRIGGER)) {
    const start = match.index + match[0].length;
    const phrase = PHRASE.exec(text.slice(start))?.[0].trimEnd() ?? "";
    if (!COMPOUND.test(phrase)) continue;
    hits.push({ start, end: start + phrase.length, name: phrase });
  }
  return hits;
}
