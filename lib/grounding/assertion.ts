import { LANGUAGES } from "@/lib/grounding/spoken-languages";
import type { LetterSentence } from "@/lib/grounding/sentences";

/**
 * Whether a place in a letter asserts something about the candidate (docs/product-rules.md, "The claim check"): the
 * clause is in the first person (or names the candidate, or is a bullet of the letter), not about the reader's
 * team, and neither hedged nor negated ("I have not used Terraform yet", "I'm keen to learn Kubernetes").
 */

const FIRST_PERSON =
  /(?<![\p{L}'’])(?:I(?:['’](?:m|ve|d|ll))?|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]ur|[Ww]e['’](?:ve|re|d))(?![\p{L}'’])/u;
const SECOND_PERSON_ALL =
  /(?<![\p{L}'’])(?:[Yy]ou|[Yy]our|[Yy]ours|[Yy]ou['’](?:re|ve|ll|d)|(?:[Tt]he|[Tt]his) (?:role|position|post|vacancy|advert|advertisement|job|job description|opening))(?![\p{L}'’])/gu;
const FIRST_PERSON_ALL = new RegExp(FIRST_PERSON.source, "gu");
const SECOND_PERSON = new RegExp(SECOND_PERSON_ALL.source, "u");

/** Negation: what follows it in the clause is not claimed ("I have not used Terraform"). */
const NEGATION =
  // ("I havent done cold chain yet": a phone drops the apostrophe.)
  /\b(?:not|never|no|nor|cannot|without|lack|lacking|yet to|instead of|havent|hasnt|hadnt|dont|doesnt|didnt|cant|couldnt|wont|wouldnt|isnt|arent|wasnt|werent|shouldnt)\b(?! only\b)|n['’]t\b/i;

/** Inexperience, wishes and plans: nothing in the clause is a claim of having it ("I'm keen to learn Kubernetes"). */
const HEDGE = new RegExp(
  [
    String.raw`\b(?:less|limited|little|basic|minimal) (?:hands-on |direct |practical |commercial |professional |formal )?(?:experience|exposure|familiarity|knowledge)\b`,
    // ("Leading a team of eight will be new for me.")
    String.raw`\b(?:new to|new for me|unfamiliar|gap|gaps|footing for|foundation for|adjacent to|transferable to)\b`,
    // "plan to", "aiming for": a plan; "re-planning backhaul loads" or "transport planning" is work done.
    String.raw`\b(?:keen|eager|excited|hope|hoping|looking forward|looking to|looking for|want|wants|wish|intend|aspire|aspiring|seeking|curious|interested in|fascinated)\b|(?<![\p{L}-])(?:plan|plans|planning|aim|aims|aiming)\s+(?:to|on|for)\b`,
    String.raw`\bwould (?:love|like|welcome|enjoy|relish|value|be (?:keen|glad|happy|delighted|excited|eager|thrilled))\b`,
    String.raw`['’]d (?:love|like|welcome|enjoy|be (?:keen|glad|happy|delighted|excited))\b`,
    // ("grow my skills", "grow as a leader"; "helped grow exhibitor income" is done.)
    // ("two years at Sandals learning the sales side" is work done there: "learning" hedges after "am", "to", "been".)
    String.raw`\b(?:(?:^|(?:am|['’]m|are|be|been|currently|still|now|also|to|and)\s+)learn(?:ing)?|^\s*learning|grow(?:ing)?\s+(?:my|as|into|in|professionally|with)\b|develop my|deepen|broaden|expand my|build on|close (?:that|the|this) gap|get up to speed|pick up(?!\s+(?:the|an?|my)\s+\p{Lu})|ramp up|upskill|familiari[sz]e|move into|transition into|step into|willing to|ready to|open to)\b`,
    String.raw`\b(?:opportunity|chance) to\b`,
    // "I have noted that the school supports the waiver process": what the candidate has read about the employer.
    String.raw`\b(?:noted|noticed|read|seen|understand|understood|heard)\s+that\b`,
    // "I would need a Skilled Worker visa": what the candidate needs is what they lack.
    String.raw`\b(?:would|will|'d|’d|'ll|’ll)\s+(?:need|require)\b|\b(?:I|we)\s+(?:need|require)\s+(?:an?|the)\s`,
  ].join("|"),
  "iu",
);

/** Where one clause ends and the next begins: a contrast, a semicolon, a dash, ", and …" or ", all of which …". */
const CLAUSE_BREAK =
  /,\s*(?:(?:all|both|each|most|many|some|none) of (?:which|whom)|but|yet|although|though|while|whereas|and|so|which|where|und|aber|denn|doch|sondern|sodass|so dass|damit|weil|et|mais|car|donc|de sorte que|si bien que|y|pero|sino|que|para que|de modo que|en|maar|want|dus|zodat|omdat|e|ma|mas)(?![\p{L}])|;|\s[–—-](?=[\s,])|:\s|\s(?:but|although|though|whereas|while)\s/giu;

export type Clause = { start: number; end: number; text: string };

export function clauses(sentence: LetterSentence): Clause[] {
  const result: Clause[] = [];
  let from = 0;
  for (const match of sentence.text.matchAll(CLAUSE_BREAK)) {
    result.push({ start: from, end: match.index, text: sentence.text.slice(from, match.index) });
    from = match.index;
  }
  result.push({ start: from, end: sentence.text.length, text: sentence.text.slice(from) });
  return result;
}

export type AssertionContext = {
  sentence: LetterSentence;
  clauses: Clause[];
  /** The sentence speaks about the candidate at all: first person, a bullet, or the candidate's name. */
  aboutCandidate: boolean;
  /** "Our site runs three shifts. It employs about 600 people.": the sentence's "It" is the candidate's own. */
  ownSubject?: true;
};

/** "French: fluent", "Spanish (B2)": a letter's line giving a language and its level speaks of the candidate. */
const LANGUAGE_LEVEL_LINE = new RegExp(
  String.raw`^\s*(?:${LANGUAGES.flat()
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(
      "|",
    )})\s*(?::|–|—|-|\(|\s)\s*(?:native|mother tongue|fluent|business|professional|advanced|upper[- ]intermediate|intermediate|conversational|working|basic|good|very good|excellent|nativ[oa]|fluido|avanzado|intermedio|básico|courant|natif|native|langue maternelle|fließend|muttersprache|verhandlungssicher|vloeiend|moedertaal|[ABC][12])(?![\p{L}])[^.]{0,30}\.?\s*$`,
  "iu",
);

/**
 * "Postgraduate Diploma in Conservation, UCL (2019).", "ATR 72-600 type rating (2024).", "MRICS (2023).": a letter's line
 * giving a credential and its year is the candidate's, like a bullet (a list of them under any heading).
 */
const CREDENTIAL_LINE =
  /^(?:[A-Z]?\d{1,2}[.)]\s+)?(?!.*(?<![\p{L}])(?:you|your|yours|we|our|they|their)(?![\p{L}]))[^,;:!?]{0,60}?(?<![\p{L}])(?:diploma|degree|bachelor|masters?|doctorate|certificate|certified|certification|chartered|licen[cs]e|rating|member|membership|fellow|fellowship|accredited|B\.?A|B\.?Sc|BEng|BBA|BCom|BPharm|M\.?A|M\.?Sc|MEng|MBA|PhD|HND|HNC|NVQ)(?![\p{L}])[^!?]{0,140}?[\s,(]+(?:19|20)\d{2}\)?\.?$/iu;
const ACRONYM_CREDENTIAL_LINE = /^(?:[A-Z]?\d{1,2}[.)]\s+)?[A-Z]{3,6}\s*\((?:19|20)\d{2}\)\.?$/;

export function assertionContext(
  sentence: LetterSentence,
  candidateNames: readonly RegExp[],
): AssertionContext {
  const aboutCandidate =
    sentence.bullet ||
    sentence.cell ||
    LANGUAGE_LEVEL_LINE.test(sentence.text) ||
    CREDENTIAL_LINE.test(sentence.text) ||
    ACRONYM_CREDENTIAL_LINE.test(sentence.text) ||
    FIRST_PERSON.test(sentence.text) ||
    // ("Review meetings designed and introduced by the candidate": a profile written in the third person.)
    /(?<![\p{L}])(?<!(?:ideal|successful|right|preferred|suitable)\s+)(?:the|this)\s+(?:candidate|applicant)(?![\p{L}])/iu.test(
      sentence.text,
    ) ||
    candidateNames.some((name) => name.test(sentence.text));
  return { sentence, clauses: clauses(sentence), aboutCandidate };
}

/**
 * Whether the text at `start` (an offset inside the sentence) is asserted about the candidate. `masked` is the
 * sentence with skills and names blanked, so "machine learning" or "Transport Planning" is not a wish or a plan.
 */
const NEGATED_AFTER =
  /^[^,;:.]{0,40}?(?<![\p{L}])(?:I\s+(?:have\s+not|haven['’]?t|['’]ve\s+not|do\s+not\s+(?:yet\s+)?have|don['’]?t\s+(?:yet\s+)?have|am\s+not\s+yet)|(?:is|are)\s+(?:still\s+)?not\s+yet|not\s+yet\s+(?:done|held|completed|obtained))(?![\p{L}])/iu;

export function isAsserted(context: AssertionContext, start: number, masked: string): boolean {
  if (!context.aboutCandidate) return false;
  const clause = context.clauses.find((c) => start >= c.start && start < c.end) ?? context.clauses.at(-1)!;
  const clauseText = masked.slice(clause.start, clause.end);
  if (HEDGE.test(clauseText) || /\?\s*$/.test(clauseText)) return false;
  // ("I have no welding certificate": the negation may open the span found.)
  if (
    NEGATION.test(masked.slice(clause.start, start)) ||
    /^(?:no|not|never|without)\s/i.test(masked.slice(start))
  )
    return false;
  // "NEBOSH IGC I have not done yet": the thing first, then the candidate says they lack it.
  if (NEGATED_AFTER.test(masked.slice(start, clause.end))) return false;
  // The nearest person before the term decides: "your need for Terraform" is the reader's, "my Terraform" ours.
  const before = masked.slice(clause.start, start);
  const lastSecond = lastIndex(before, SECOND_PERSON_ALL);
  const lastFirst = lastIndex(before, FIRST_PERSON_ALL);
  if (lastSecond > lastFirst) return false;
  if (lastFirst >= 0) return true;
  // No person before it in this clause: the clause's own person after it, else the sentence's.
  const after = masked.slice(start, clause.end);
  return !(SECOND_PERSON.test(after) && !FIRST_PERSON.test(clauseText));
}

function lastIndex(text: string, pattern: RegExp): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}
