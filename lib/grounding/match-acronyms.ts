import { STOP_WORDS } from "@/lib/ai/analysis/stemming";

/**
 * Abbreviations and their spelled-out forms for the match (docs/product-rules.md, "The match"): an advert asking for
 * "property management system knowledge" is answered by a CV's "Opera PMS", and "as a full-cycle AE" by "Account
 * Executive". The requirement is rewritten in the CV's own form, so the usual word comparison finds it.
 */

/** "PMS", "AE", "ER": two to five capitals standing alone (not a piece of "FP&A", "P&L" or "CI/CD"). */
const ACRONYM = /(?<![&/])\b[A-Z]{2,5}\b(?![&/])/g;
const WORD = /[\p{L}][\p{L}'’-]*/gu;

export function acronymsIn(text: string): Set<string> {
  return new Set(text.match(ACRONYM) ?? []);
}

type Word = { text: string; start: number; end: number };

function wordsWithPlaces(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * Runs of words, none a stop word, whose first letters spell `acronym` ("Account Executive" for "AE"), with only
 * spaces or hyphens between them on one line ("Feb 2022 – present" does not spell "FP"; a column's "English" over
 * "Understanding" does not spell "EU").
 */
const JOINING = /^(?:with|of|and|for|to|in|on|at|the|de|du|des|la|le|van|von|und|et|y)$/;

function spelledOut(words: readonly Word[], acronym: string, text: string): Word[][] {
  const runs: Word[][] = [];
  for (let at = 0; at + acronym.length <= words.length; at++) {
    const run = words.slice(at, at + acronym.length);
    const spells = run.every(
      (word, i) =>
        word.text.length > 1 &&
        // ("Working with Children Check" spells "WWCC": a joining word inside the run may give its letter.)
        // (A capitalised name's own word may be a stop word elsewhere: "Working" in "Working with Children Check".)
        (!STOP_WORDS.has(word.text.toLowerCase()) ||
          /^\p{Lu}\p{Ll}{3,}$/u.test(word.text) ||
          (i > 0 && i < acronym.length - 1 && JOINING.test(word.text))) &&
        word.text[0]!.toLowerCase() === acronym[i]!.toLowerCase() &&
        (i === 0 || /^[^\S\n]*(?:-[^\S\n]*)?$/.test(text.slice(run[i - 1]!.end, word.start))),
    );
    if (spells) runs.push(run);
  }
  return runs;
}

/** Whether a capitalised phrase of the text spells the acronym ("University College Cork" for "UCC"). */
// ("Association of South African Quantity Surveyors" spells "ASAQS", "Escola Superior de Hotelaria e Turismo" spells
// "ESHT": small joining words are skipped.)
export function spellsOut(text: string, acronym: string): boolean {
  const spelled = (source: string) =>
    spelledOut(wordsWithPlaces(source), acronym, source).some((words) =>
      words.every((word) => /^\p{Lu}/u.test(word.text)),
    );
  return (
    spelled(text) ||
    spelled(
      text.replace(
        /\s(?:of|the|and|for|&|de|do|da|dos|das|del|e|y|et|du|des|di|van|von|der|und|für|voor|pour|para)(?=\s)/g,
        "",
      ),
    ) ||
    // ("NZ Veterinary Nursing Association" spells "NZVNA": a short word in capitals gives all its letters.)
    [...text.matchAll(/(?<![\p{L}])(\p{Lu}{2,3})\s+(?=\p{Lu})/gu)].some((short) => {
      const rest = acronym.slice(short[1]!.length);
      if (!acronym.startsWith(short[1]!) || rest.length < 2) return false;
      const after = text.slice(short.index + short[0].length);
      return spelledOut(wordsWithPlaces(after), rest, after).some(
        (words) => words[0]!.start === 0 && words.every((word) => /^\p{Lu}/u.test(word.text)),
      );
    })
  );
}

/** The requirement with its abbreviations and spelled-out phrases put in the form the CV uses. */
export function inCvTerms(requirement: string, cvText: string, cvAcronyms: ReadonlySet<string>): string {
  let result = withoutSpelledOut(requirement);
  // The CV abbreviates what the requirement spells out: "property management system" → "PMS".
  for (const acronym of cvAcronyms) {
    // Two letters spell too many phrases by chance ("PR", "project reporting").
    if (acronym.length < 3) continue;
    const run = spelledOut(wordsWithPlaces(result), acronym, result)[0];
    if (run) result = `${result.slice(0, run[0]!.start)}${acronym}${result.slice(run.at(-1)!.end)}`;
    // "ship-to-shore" for "STS": a hyphenated word's parts, small ones too, spell it.
    result = result.replace(/(?<![\p{L}-])\p{L}+(?:-\p{L}+){2,4}(?![\p{L}-])/gu, (word) =>
      word
        .split("-")
        .map((part) => part[0]!.toUpperCase())
        .join("") === acronym
        ? acronym
        : word,
    );
  }
  // The requirement abbreviates what the CV spells out: "AE" → "Account Executive".
  for (const acronym of acronymsIn(requirement)) {
    if (cvAcronyms.has(acronym)) continue;
    // "Account Executive", "Employee relations": the phrase starts with a capital, as a title or list item does.
    const run = spelledOut(wordsWithPlaces(cvText), acronym, cvText).find((words) =>
      /^\p{Lu}/u.test(words[0]!.text),
    );
    if (run) result = result.replace(new RegExp(`\\b${acronym}\\b`), run.map((word) => word.text).join(" "));
  }
  return result;
}

/**
 * "Individual Case Safety Reports (ICSRs)": a phrase and its abbreviation in brackets are one thing, so the phrase
 * goes and the abbreviation stays (a CV names either; the abbreviation is what a French or German CV keeps too).
 */
function withoutSpelledOut(requirement: string): string {
  let result = requirement;
  for (const match of [...requirement.matchAll(/\s*\(([A-Z]{2,6})s?\)/g)].reverse()) {
    const before = requirement.slice(0, match.index);
    const run = spelledOut(wordsWithPlaces(before), match[1]!, before).at(-1);
    if (run && run.at(-1)!.end === before.length)
      result = `${result.slice(0, run[0]!.start)}${match[1]}${result.slice(match.index + match[0].length)}`;
  }
  return result;
}
