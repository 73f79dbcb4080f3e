import type { Claim, LetterCheck } from "@/lib/grounding/check-letter";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { CLAIM_CHECK } from "@/lib/messages/builder/letter";

/** The claim check as the builder shows it (docs/product-rules.md, "The claim check"); browser-safe and pure. */

export type ClaimSummary = { tone: "found" | "check"; text: string };

/** The claims still flagged: not found in the CV or the notes, and not confirmed by the user. */
export const flaggedClaims = (check: LetterCheck | null): Claim[] =>
  check ? check.claims.filter((claim) => !claim.supported) : [];

/** The line above the letter: "All 12 claims found in your CV" or "2 claims to check"; none for a letter without claims. */
export function claimSummary(check: LetterCheck | null): ClaimSummary | null {
  if (!check || check.claims.length === 0) return null;
  const flagged = flaggedClaims(check).length;
  return flagged === 0
    ? { tone: "found", text: CLAIM_CHECK.allFound(check.claims.length) }
    : { tone: "check", text: CLAIM_CHECK.toCheck(flagged) };
}

/** A full stop (or ! or ?) before a capital, a digit or the end, or a line break ("B.Sc. in" goes on). */
const SENTENCE_END = /[.!?](?=\s+[\p{Lu}\p{N}"“‘(]|\s*$)|\n/gu;

/** The sentence of the letter a claim is in, to offer it for the notes ("I spent three years at Google."). */
export function claimSentence(letter: string, claim: Pick<Claim, "start" | "end" | "text">): string {
  let start = 0;
  let end = letter.length;
  for (const match of letter.matchAll(SENTENCE_END)) {
    const after = match.index + (match[0] === "\n" ? 0 : 1);
    if (after <= claim.start) start = after + (match[0] === "\n" ? 1 : 0);
    else if (match.index >= claim.end - 1) {
      end = after;
      break;
    }
  }
  const sentence = letter.slice(start, end).replace(/\s+/g, " ").trim();
  return sentence || claim.text;
}

/**
 * The notes with a sentence added on a line of its own; unchanged if they already say it, null if they would grow
 * past the notes' limit.
 */
export function withNote(notes: string, sentence: string): string | null {
  const current = notes.trim();
  if (current.includes(sentence)) return notes;
  const next = current ? `${current}\n${sentence}` : sentence;
  return next.length <= INPUT_LIMITS.notesMaxChars ? next : null;
}
