import { rememberLast } from "@/lib/memo";
import { headingOf } from "@/lib/ai/analysis/cv-sections";
import { countriesIn, countryCode } from "@/lib/ai/analysis/advert-vocabulary";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { isGeneralSkill } from "@/lib/ai/offline/cv-skills";
import { stem } from "@/lib/ai/analysis/stemming";
import { advertTerms, shown, type AdvertTerms } from "@/lib/grounding/advert-terms";
import { escapeRegExp } from "@/lib/ai/analysis/text";
import { assertionContext, isAsserted, type AssertionContext } from "@/lib/grounding/assertion";
import { signatureCredentials, type SignatureCredential } from "@/lib/grounding/signature-credentials";
import { findEvidence, namedAsFact } from "@/lib/grounding/cv-evidence";
import { factsOf, type Facts } from "@/lib/grounding/facts";
import { findNamedThings, findOrganisations, findTitles, isAwardName } from "@/lib/grounding/names";
import { IN_PROGRESS } from "@/lib/grounding/match-requirement";
import { LACK_CLAUSE } from "@/lib/grounding/match-cv";
import { contentStems, normaliseName } from "@/lib/grounding/normalise";
import { numberSupport } from "@/lib/grounding/number-support";
import { claimedOthersDuties, claimedOthersResult } from "@/lib/grounding/others-duties";
import {
  isAssertedIn,
  partialContext,
  partialLanguageOf,
  withoutGreetingAndSignOff,
  type PartialLanguage,
} from "@/lib/grounding/partial-check";
import { amountsIn, findNumbers, type NumberMention } from "@/lib/grounding/numbers";
import { findForeignQualifications, findPromotions } from "@/lib/grounding/foreign-claims";
import { spellsOut } from "@/lib/grounding/match-acronyms";
import { DRIVING_LICENCE, findQualifications, qualificationSupport } from "@/lib/grounding/qualifications";
import { splitSentences, type LetterSentence } from "@/lib/grounding/sentences";
import { findSpokenLanguages, isLanguageWord, languageSupport } from "@/lib/grounding/spoken-languages";
import { scanSkillHits } from "@/lib/grounding/skill-terms";
import { findTechnicalTerms } from "@/lib/grounding/technical-terms";

/**
 * The claim check (docs/product-rules.md, "The claim check"): every claim a letter makes about the candidate,
 * matched to the CV, the user's notes or the user's "It's true". Pure and deterministic; no model call.
 */

export type ClaimKind =
  "number" | "employer" | "school" | "title" | "qualification" | "skill" | "years" | "team" | "date";
export type ClaimSource = "cv" | "notes" | "confirmed";

export type Claim = {
  /** Exactly `letter.slice(start, end)`. */
  text: string;
  start: number;
  end: number;
  kind: ClaimKind;
  supported: boolean;
  /** The CV (or notes) lines that support it; [] when unsupported or confirmed. */
  evidence: string[];
  source?: ClaimSource;
  /** For an unsupported claim: the CV line nearest to its sentence, if any shares a word. */
  closest?: string;
};

export type LetterCheck = {
  claims: Claim[];
  unsupported: number;
  /** Set for a letter in another of our languages: only its numbers, names and known tools were checked. */
  partial?: { language: PartialLanguage };
  /** Set when the CV is in a language we don't read: its numbers, dates, names and codes were checked. */
  cvUnread?: true;
};

export type CheckLetterInput = {
  letter: string;
  cvContent: string;
  jobDescription: string;
  additionalNotes?: string;
  /** Claim texts the user said are true. */
  confirmed?: string[];
  /** "Today", for years worked out from "2018 – present"; defaults to now. */
  now?: Date;
};

/** A claim found in a sentence, before it is matched; `support` reads a CV's (or the notes') facts. */
type Found = {
  start: number;
  end: number;
  kind: ClaimKind;
  /** Lower wins when two claims share words (see PRIORITY). */
  rank: number;
  support: (facts: Facts) => string[];
};

/** When two finders claim the same words, the more specific one keeps them. */
const PRIORITY: Record<ClaimKind, number> = {
  qualification: 0,
  school: 1,
  employer: 2,
  title: 3,
  years: 4,
  team: 4,
  number: 4,
  date: 4,
  skill: 5,
};
/** What the check reads in a letter that is not in English. */
const PARTIAL_KINDS = new Set<ClaimKind>(["number", "years", "team", "date", "employer", "school", "skill"]);

/** Counted things that describe a job's hours ("three days a week", "two weekends a month"), stemmed. */
const SCHEDULE_NOUNS = new Set(["day", "hour", "shift", "week", "weekend", "night", "month"]);

const YEARS_ASKED = /\b(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:years?|yrs)\b/i;

/** A sentence that opens on the candidate's own thing, and one that goes on from it with a pronoun. */
const OWN_OPENING = /^(?:Our|My|Unser\p{L}*|Mein\p{L}*|Notre|Mon|Ma|Nuestr[oa]s?|Mi|Onze|Ons|Mijn)\s/u;
const PRONOUN_OPENING = /^(?:It|They|Its|Their|Es|Sie|Il|Elle|Ils|Elles|Het|Ze|Zij)\s/u;

const INHERITED_SKIPS = new Set<ClaimKind>(["years", "date", "title"]);

/** A certificate's level written after its name ("PRINCE2 Practitioner", "Scrum Master", "ITIL 4 Foundation"). */
/**
 * A letter that says the course is still under way ("currently completing", "en cours", "verwacht in 2027"), or that
 * it was left unfinished ("nach zwei von vier Semestern abgebrochen").
 */
const ATTENDED = /(?<![\p{L}])(?:attended|besucht|assisté|asistí|asistió|bijgewoond)(?![\p{L}])/iu;
const DONE_AFTER =
  /(?<![\p{L}])(?:passed|completed|obtained|achieved|awarded|bestanden|abgeschlossen|réussie?s?|obtenue?s?|behaald|aprobad[oa]s?)(?![\p{L}])/iu;
const STILL_STUDYING =
  /(?<![\p{L}])(?:in progress|currently|actuellement|je (?:me )?prépare|preparing for|estoy preparando|me preparo|bereite mich|ik bereid me|working towards?|working through|studying (?:part-time |full-time |online |by distance )?(?:for|towards?)|in (?:my|the) (?:first|second|third|fourth|final) year|(?:completed|passed|finished|done) (?:\p{L}+|\d{1,2}) (?:of|out of) (?:the |my )?(?:\p{L}+|\d{1,2}) (?:units|modules|papers|courses|exams|subjects)|abgebrochen|dropped out|did not (?:finish|complete)|discontinued|abandonn[ée]e?s?|afgebroken|(?:finished|completed|done|passed) (?:the |my )?(?:first|second|third|fourth|1st|2nd|3rd|4th) (?:year|semester|term|part|stage|level) of|ik volg|volg ik|module \d+ van \d+|year (?:one|two|three|four|[1-4]) of|(?:primer|segundo|tercer|cuarto|quinto|último) año de|(?:première|deuxième|troisième|quatrième|dernière) année de|im (?:ersten|zweiten|dritten|vierten|letzten) (?:Jahr|Semester|Studienjahr)|in (?:het|mijn) (?:eerste|tweede|derde|vierde|laatste) jaar|booked|scheduled|due to|expected|will (?:finish|complete|graduate)|finishing|final year|part-way|ongoing|pending|en cours|en curso|cursando|pendiente|laufend|derzeit|zurzeit|momentan|bezig|verwacht|prévue?|halfway through|half-way through|(?:one|two|three|four|five|six|seven|eight|nine|\d{1,2})\s+(?:papers?|courses?|modules?|units?|exams?|subjects?|credits?)\s+into)(?![\p{L}])/iu;

/**
 * "I completed the NPQ this spring" against "NPQ for Leading Teaching (in progress, final assessment 2027)": a
 * qualification the CV shows only as unfinished does not support a letter that says it is held.
 */
function withoutUnfinished(
  kind: ClaimKind,
  lines: string[],
  facts: Facts,
  sentence: string,
  claimText = "",
): string[] {
  if ((kind !== "qualification" && kind !== "skill") || !lines.length || STILL_STUDYING.test(sentence))
    return lines;
  const all = facts.index.lines;
  // (A job held "2019 – present" is current, not unfinished.)
  const pendingText = (text: string) => IN_PROGRESS.test(text.replace(CURRENT_RANGE, " "));
  // "articled pupil since 2021; Part I examination passed 2023; Part II examination: not yet taken": a clause that
  // marks an item of its own ("X: not yet …") marks only that item.
  // ("Part" read from "Part I": the numeral after it tells it from "Part II".)
  const numbered = claimText.trim()
    ? new RegExp(
        `${escapeRegExp(claimText.trim())}(?:\\s+(?:[IVX]{1,4}|\\d{1,2})(?![\\p{L}\\d]))?`,
        "u",
      ).exec(sentence)?.[0]
    : undefined;
  const key = (numbered ?? claimText).trim().toLowerCase();
  const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(key)}(?![\\p{L}\\d])`, "iu");
  // ("Part I" claimed: what the CV says of "Part II" is about another part.)
  const claimPart = PART.exec(numbered ?? claimText);
  const samePart = claimPart
    ? new RegExp(`(?<![\\p{L}])${claimPart[1]}\\s+${claimPart[2]}(?![\\p{L}\\d])`, "iu")
    : null;
  const otherPartOnly = (line: string) => {
    const part = PART.exec(line);
    return (
      claimPart !== null &&
      part !== null &&
      part[1]!.toLowerCase() === claimPart[1]!.toLowerCase() &&
      !samePart!.test(line)
    );
  };
  const pending = (text: string) => {
    const clauses = text.split(/;\s+/);
    // ("ACCA (in progress): Applied Knowledge exams … and Performance Management (PM) passed; other … in progress":
    // the clause that names the item as passed says it is done, whatever the line's heading says.)
    // (Only an item listed after the heading's colon: "CISRS Advanced Scaffolder – course completed …; skills test
    // booked" is the course, not the card.)
    const naming = key ? clauses.find((clause) => named.test(clause)) : undefined;
    const at = naming?.search(named) ?? -1;
    const rest = naming?.slice(at);
    if (rest && naming!.slice(0, at).includes(":") && DONE_AFTER.test(rest) && !pendingText(rest))
      return false;
    const own = clauses.filter((clause) => NOT_HELD_AFTER.test(clause));
    if (clauses.length < 2 || !key || !own.length) return pendingText(text);
    if (own.some((clause) => named.test(clause))) return true;
    return pendingText(clauses.filter((clause) => !own.includes(clause)).join("; "));
  };
  // On its own line, or in a remark under it ("(deeltijd), afronding verwacht juni 2027").
  // ("I attended the SANS SEC504 course" over "SANS SEC504 course attended 2024; exam not yet taken": attending is
  // what both say, and it is done.)
  const attended = ATTENDED.test(sentence);
  const unfinished = (line: string) => {
    if (attended && ATTENDED.test(line)) return false;
    const following = all[all.findIndex((known) => known.text === line) + 1]?.text ?? "";
    // ("… Examination Part I passed" / "(Part II not yet taken)": the remark under it is about the other part.)
    const here = PART.exec(line);
    const there = PART.exec(following);
    const next =
      here && there && here[1]!.toLowerCase() === there[1]!.toLowerCase() && here[2] !== there[2]
        ? ""
        : following;
    // (Or on the next line when this one runs on: "Hbo Pedagogiek (deeltijd)," / "Hogeschool … – jaar 1 van 4,".)
    // (Or on a wrapped line that goes on in small letters: "… – coursework" / "completed, thesis in progress".)
    // (Or an undated entry's next line, its school's: "PgCert Urgent and Emergency Care" / "University of Derby – 1
    // of 3 modules done".)
    const undatedEntry =
      !/\b(?:19|20)\d\d\b/.test(line) && !ANOTHER_CREDENTIAL.test(next) && SCHOOL_LINE.test(next);
    return (
      pending(line) ||
      ((/^\s*[(–-]/.test(next) ||
        /,\s*$/.test(line) ||
        // "BSc (Hons) Management — Open University of" / "Mauritius — in progress (year 2 of 3)".
        /(?<![\p{L}])(?:of|and|for|in|at|the|de|du|des|et|y|en|van|für|und)\s*$/iu.test(line) ||
        // (Not an entry of its own dated "laufend", "ongoing": "laufend  Meisterprüfung …" under "02/2020  …".)
        (/^\s*\p{Ll}/u.test(next) &&
          !/^\s*(?:laufend|ongoing|current|en cours|en curso|lopend|in corso|bezig|momenteel|heden|actuellement|actualmente|derzeit|aktuell|present|now)(?![\p{L}])/iu.test(
            next,
          )) ||
        undatedEntry) &&
        pending(next))
    );
  };
  // ("Part II" claimed over "Part I passed": a line that names only another part shows nothing of this one.)
  const relevant = lines.filter((line) => !otherPartOnly(line));
  return relevant.every(unfinished) ? [] : relevant;
}

const PART =
  /(?<![\p{L}])(Part|Level|Stage|Module|Paper|Teil|Stufe|Partie|Niveau|Parte|Nivel|Deel)\s+([IVX]{1,4}|\d{1,2})(?![\p{L}\d])/iu;
const SCHOOL_LINE =
  /^\s*(?:The\s+)?(?:University|Universidad|Université|Universität|Universiteit|Università|College|School|Escuela|École|Hochschule|Hogeschool|Institute|Institut|Instituto|Academy|Akademie|Polytechnic|Politécnico|Polytechnique|Technikon|TAFE)(?![\p{L}])/u;
const ANOTHER_CREDENTIAL =
  /\b(?:BSc|MSc|BA|MA|MBA|PhD|BEng|MEng|PgCert|PgDip|Diploma|Certificate|Cert|NVQ|Degree|Bachelor|Master|Licence|License|Course)\b/i;

/** A CV's list of what is not held yet: "NOT YET" / "NOT HELD:" over "Black Belt", "Lead Auditor course". */
const NOT_HELD_PHRASE = String.raw`(?:(?:still|nog|noch|encore|todavía|aún)\s+)?(?:not (?:yet|held|used|done)(?: held| obtained| completed| experienced| used| trained| done)?|not yet held|(?:haven['’]t|have not) (?:done|used|held|had)(?: yet)?|not done yet|working towards|still to (?:do|complete)|gaps?|not in my experience|no experience(?: (?:in|with|of))?(?: yet)?|not experienced(?: in)?|outside my experience|noch nicht|keine erfahrung(?: mit)?|pas encore|pas d['’]expérience|aún no|sin experiencia(?: en)?|nog niet|geen ervaring(?: met)?)`;
// ("Not held / not done": two such phrases joined.)
const NOT_HELD_HEADING = new RegExp(
  String.raw`^${NOT_HELD_PHRASE}(?:\s*(?:\/|&|,|or|and)\s*${NOT_HELD_PHRASE})*(?:\s*\((?:yet|noch|encore|nog|aún)\))?\s*:?$`,
  "i",
);
/** "Certified Meeting Professional (CMP): NOT YET": one item marked on its own line. */
// ("SAP MM (daily use); MS Excel (advanced); SAP Ariba: no experience": the mark is the last clause's only.)
// ("Leapfrog Geo, QGIS, Micromine (basic), Excel. ArcGIS: none": so is a last sentence's.)
const NOT_HELD_AFTER =
  /(?:^|;\s*|\.\s+(?=\p{Lu}))((?:(?!\.\s)[^:–—;]){3,80}?)\s*(?::|\s[–—-])\s*(?:(?:not yet|not held|not obtained|not completed|noch nicht|nicht vorhanden|pas encore|nog niet|aún no|todavía no)(?![\p{L}])|(?:none|no)(?:\s+(?:direct\s+|hands-on\s+|practical\s+|formal\s+)?(?:experience|exposure|knowledge|training|practice|background|use|access)(?:\s+yet)?)?\s*(?=$|[.;,)–—-]))/iu;
const NOT_HELD_LINES = new WeakMap<Facts, Set<string>>();

function listedAsNotHeld(facts: Facts): Set<string> {
  const known = NOT_HELD_LINES.get(facts);
  if (known) return known;
  const found = new Set<string>();
  let under = false;
  let previous = -2;
  let headingAt = -3;
  for (const line of facts.index.lines) {
    // ("CCNA", "SCCM / MECM" in capitals are items of the list, not headings.)
    const heading = headingOf(line.text) !== null || /:$/.test(line.text);
    // A gap in the lines or another heading ends the list.
    // (One blank line may stand between the heading and its list: "NOCH NICHT" / "" / "Vorarbeiterlehrgang, …".)
    const gap = line.index > previous + 1 && !(previous === headingAt && line.index === previous + 2);
    if (gap || (heading && !NOT_HELD_HEADING.test(line.text))) under = false;
    if (NOT_HELD_HEADING.test(line.text)) {
      under = true;
      headingAt = line.index;
    } else if (under) found.add(line.text);
    previous = line.index;
  }
  NOT_HELD_LINES.set(facts, found);
  return found;
}

/**
 * The items of the CV's NOT YET list ("CT cardiac, CT colonography", "Seilklettertechnik (SKT-A/B)"), each a phrase
 * of two words or more, one long word or a code; "SKT-A/B" is "SKT-A" and "SKT-B".
 */
function notHeldItems(facts: Facts): string[] {
  const items = new Set<string>();
  // ("Certified Meeting Professional (CMP): NOT YET": the item before its own mark, wherever the line stands.)
  const marked = facts.index.lines
    .map((line) => NOT_HELD_AFTER.exec(line.text)?.[1])
    .filter((item): item is string => item !== undefined);
  const lacks = listedAsNotHeld(facts);
  // ("ACLS (American Heart Association): not yet" beside "BLS, American Heart Association": a body in brackets that a
  // held line names is the issuer, not a lack.)
  const heldElsewhere = (item: string) =>
    facts.index.lines.some(
      (line) =>
        !lacks.has(line.text) &&
        !NOT_HELD_AFTER.test(line.text) &&
        line.text.toLowerCase().includes(item.toLowerCase()),
    );
  for (const line of [...lacks, ...marked]) {
    const bracketed = new Set([...line.matchAll(/\(([^()]+)\)/g)].map((match) => match[1]!.trim()));
    // ("Independent prescribing / therapeutics qualification": a spaced slash parts items, "STCW III/2" is one.)
    // ("Commercial gas (COCN1) · OFTEC oil · LPG": a spaced dot or bar parts them too.)
    for (const part of line.replace(/^[\s•*·–-]+/u, "").split(/\s*[,;()]\s*|\s+[/·•|*]\s+/u)) {
      const item = part.replace(/^[\s•*·–-]+/u, "").trim();
      // ("guide rosters or budgets": the first of a choice is an item of its own too.)
      const first = /^(\p{L}+\s+\p{L}{3,})\s+(?:or|and|oder|und|ou|et|o|y|of|en)\s+\p{L}+$/u.exec(item)?.[1];
      if (first) items.add(first);
      // ("Independent monitoring visits as a CRA": the thing lacked, whatever the role it would be done in.)
      const asRole = /^(\p{L}+(?:\s+\p{L}+){1,4})\s+as\s+(?:an?\s+)?\S+(?:\s+\S+)?$/u.exec(item)?.[1];
      if (asRole) items.add(asRole);
      // ("Liability or marine claims": two kinds of one thing, each an item of its own.)
      const kinds = /^(\p{L}{3,})\s+(?:or|and|oder|und)\s+(\p{L}{3,})\s+(\p{L}{3,})$/u.exec(item);
      if (kinds) for (const kind of [kinds[1], kinds[2]]) items.add(`${kind} ${kinds[3]}`);
      if (bracketed.has(item) && heldElsewhere(item)) continue;
      const code = /^([A-Z]{2,}-)([A-Z\d])\/([A-Z\d])$/.exec(item);
      if (code) {
        items.add(`${code[1]}${code[2]}`);
        items.add(`${code[1]}${code[3]}`);
      } else if (
        (item.split(/\s+/).length >= 2 && item.length >= 6) ||
        /^\p{L}{8,}$/u.test(item) ||
        /^[A-Z][A-Z\d]*-[A-Z\d]+$/.test(item)
      )
        items.add(item);
    }
  }
  return [...items];
}

const folded = (text: string) => text.toLowerCase().replace(/[\s-]+/g, " ");

/**
 * "Licensed seed inspector" in "a RAB-licensed seed inspector", "Independent prescribing" in "an independent
 * prescriber": an item of two words or more whose every word's stem the sentence has, as the span they cover.
 */
function byStems(item: string, sentence: string): { index: number; 0: string } | null {
  // (An item's numbers and short codes must be written as they are: "STCW III/2" is not "STCW III/1", nor "Code EC
  // licence" a "Code B licence"; its other words by their stems, "ISO 45001 audits" in "two ISO 45001 internal
  // audits".)
  const codes = item.match(/[^\s,;()]*\d[^\s,;()]*|(?<![\p{L}])[A-Z]{1,3}(?![\p{L}])/gu) ?? [];
  const wanted = contentStems(codes.reduce((rest, code) => rest.replace(code, " "), item));
  // (A choice or a pair, "basic or advanced", "oil and chemical", is matched only as written; "(I have Code B)" and
  // "learner's permit only" say what is held.)
  // ("Leading more than one patrol team" lacked says one team is led.)
  if (
    wanted.length < 1 ||
    wanted.length + codes.length < 2 ||
    codes.some(
      (code) => !new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(code)}(?![\\p{L}\\d])`, "u").test(sentence),
    ) ||
    /(?<![\p{L}])(?:more than|over|beyond|above|mehr als|über|plus de|más de|meer dan)\s/iu.test(item) ||
    /(?<![\p{L}])(?:and|or|und|oder|et|ou|y|o|en|of|only|just|nur|seulement|solo|alleen|I|have|has|my|held|hold)(?![\p{L}])/iu.test(
      item,
    )
  )
    return null;
  const words = [...sentence.matchAll(/[\p{L}\d][\p{L}\d'’]*/gu)];
  const stems = words.map((word) => contentStems(word[0]));
  // The words close together: within the item's own length and two more.
  const reach = wanted.length + 2;
  for (let first = 0; first < words.length; first++) {
    if (!stems[first]!.some((part) => wanted.includes(part))) continue;
    const window = stems.slice(first, first + reach);
    if (!wanted.every((part) => window.some((found) => found.includes(part)))) continue;
    const last = first + Math.max(...wanted.map((part) => window.findIndex((found) => found.includes(part))));
    // (The codes beside those words, "two ISO 45001 internal audits", or in their clause, "programme new control
    // sequences on the Honeywell BMS" for "BMS programming"; not "FOB" a cell away from "Costing".)
    const near = words.slice(Math.max(0, first - codes.length - 1), last + codes.length + 2);
    const clauseStart =
      Math.max(...CLAUSE_MARKS.map((mark) => sentence.lastIndexOf(mark, words[first]!.index))) + 1;
    const clauseEnd = Math.min(
      ...CLAUSE_MARKS.map((mark) => sentence.indexOf(mark, words[last]!.index)).filter((at) => at >= 0),
      sentence.length,
    );
    const beside = codes.every((code) =>
      sentence.slice(near[0]!.index, near.at(-1)!.index + near.at(-1)![0].length).includes(code),
    );
    const from = beside ? near[0]!.index : clauseStart;
    const nearText = beside
      ? sentence.slice(from, near.at(-1)!.index + near.at(-1)![0].length)
      : sentence.slice(from, clauseEnd);
    if (!codes.every((code) => nearText.includes(code))) continue;
    const at = codes.length
      ? Math.min(words[first]!.index, ...codes.map((code) => from + nearText.indexOf(code)))
      : words[first]!.index;
    const end = Math.max(
      words[last]!.index + words[last]![0].length,
      ...codes.map((code) => from + nearText.indexOf(code) + code.length),
    );
    return { index: at, 0: sentence.slice(at, end) };
  }
  return null;
}

const CLAUSE_MARKS = [",", ";", ":", "|", "(", ")"];

/** A course, a session or training in something, rather than doing it. */
const TRAINING =
  /(?<![\p{L}])(?:course|courses|training|trained|session|introduction|introductory|familiari[sz]ation|workshop|seminar|webinar|classroom|module|e-?learning|tutorial|studied|attended|formation|Schulung|Kurs|curso|cursus|opleiding)(?![\p{L}])/iu;

/** Where a sentence claims, as the candidate's, an item the CV lists as not held (and the notes don't give). */
function notHeldClaimed(
  sentence: LetterSentence,
  context: AssertionContext,
  facts: Facts,
  notes: Facts | null,
  partial: PartialLanguage | null,
): Array<{ start: number; end: number }> {
  if (!context.aboutCandidate) return [];
  const spans: Array<{ start: number; end: number }> = [];
  for (const item of notHeldItems(facts)) {
    const escaped = item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    const found =
      new RegExp(`(?<![\\p{L}\\d-])${escaped}(?![\\p{L}\\d-])`, "iu").exec(sentence.text) ??
      byStems(item, sentence.text);
    const end = found ? found.index + found[0].length : 0;
    // (In a letter checked in part, its own language's negation and wishes say what is not claimed.)
    const asserted = !found
      ? false
      : partial
        ? isAssertedIn(partial, context, found.index, end, sentence.text)
        : isAsserted(context, found.index, sentence.text);
    if (!found || !asserted) continue;
    // ("The drilling budget is managed by our Exploration Manager": a sentence giving it to someone else.)
    if (
      DONE_BY_OTHERS.test(sentence.text) &&
      !/(?<![\p{L}])(?:I|my|me|myself)(?![\p{L}])/u.test(sentence.text)
    )
      continue;
    // ("relief for our Head Teller": a title after "our" or "the" is a colleague's, not a claim.)
    // ("the guide roster" is a duty: the item's last word must name a person.)
    if (
      ((looksLikeJobTitle(item) && looksLikeJobTitle(item.split(/\s+/).at(-1)!)) ||
        /(?:head|chief|lead|manager|supervisor|officer|teller|engineer|director|coordinator|agronomist)$/i.test(
          item,
        )) &&
      /(?<![\p{L}])(?:our|the|your|their|her|his|a|an)\s+$/iu.test(sentence.text.slice(0, found.index)) &&
      // ("our oncology pharmacy service": the words name a service, not a colleague.)
      !/^\s+(?:service|services|department|unit|team|clinic|programme|program|project|ward|section)(?![\p{L}])/iu.test(
        sentence.text.slice(end),
      )
    )
      continue;
    // (The notes say it, however hyphenated: "air-freight imports" for "Air freight"; or in other words. Notes that
    // give only a course in it, "a two-day Primavera P6 introduction course", back a sentence about the course, not
    // "I link our cost reports to Primavera P6".)
    if (
      notes?.index.lines.some(
        (line) =>
          (folded(line.text).includes(folded(item)) || byStems(found[0], line.text) !== null) &&
          !(TRAINING.test(line.text) && !TRAINING.test(sentence.text)),
      )
    )
      continue;
    // ("buy-to-let cases were advised on by our Senior Mortgage Adviser": done by someone else.)
    if (
      /^\s*(?:(?:is|are|was|were|has been|have been|had been)\s+\p{L}+\s+)?(?:on\s+|out\s+|up\s+)?by\s+(?:the|our|a|an|my|their|his|her)\s/iu.test(
        sentence.text.slice(end),
      )
    )
      continue;
    // ("whose line manager is our Senior Geologist" against "Line management" lacked: a person named, not the duty.)
    const foundLast = found[0].split(/\s+/).at(-1)!;
    if (
      looksLikeJobTitle(foundLast) &&
      !looksLikeJobTitle(item.split(/\s+/).at(-1)!) &&
      /(?:er|or|ist|ant|ent)s?$/i.test(foundLast)
    )
      continue;
    // ("I acted as Ward In-Charge for two weeks" beside "Ward In-Charge (substantive)" lacked and "Acting Ward
    // In-Charge for 2 weeks" held: standing in is what the CV shows.)
    if (
      ACTING_BEFORE.test(sentence.text.slice(Math.max(0, found.index - 20), found.index)) &&
      facts.index.lines.some(
        (line) => ACTING.test(line.text) && line.text.toLowerCase().includes(item.toLowerCase()),
      )
    )
      continue;
    // ("the statutory social worker's reports", "referred by Oranga Tamariki": the item with the words beside it as
    // a line of the CV outside its lacks has them, so the letter repeats the CV rather than claiming the item.)
    if (echoesHeldLine(sentence.text, found.index, end, facts)) continue;
    spans.push({ start: found.index, end });
  }
  return spans;
}

const ACTING_BEFORE =
  /(?<![\p{L}])(?:acted|acting|act|stood in|standing in|relief|deputi[sz]ed|covered)\s+(?:as\s+)?(?:(?:the|a|an)\s+)?$/iu;
const ACTING = /(?<![\p{L}])(?:acting|relief|stand-in|interim|covered as|deputi[sz]ed)(?![\p{L}])/iu;

const LACKS = new RegExp(LACK_CLAUSE.source, "imu"); // (LACK_CLAUSE is global, so its test() keeps a position)
const NOT_YET = /(?<![\p{L}])(?:not yet|noch nicht|pas encore|nog niet|aún no|todavía no)(?![\p{L}])/iu;
const DONE_BY_OTHERS =
  /(?<![\p{L}])(?:is|are|was|were|est|sont|wird|werden|wordt|worden|es|son)\s+(?:\p{L}+\s+){1,2}(?:by|par|von|door|por)(?![\p{L}])/iu;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/**
 * The span with two words before it, two after, or one either side ("sponsor monitoring visits"), found in order in
 * one CV line that is not a lack.
 */
function echoesHeldLine(text: string, start: number, end: number, facts: Facts): boolean {
  const span = wordsOf(text.slice(start, end));
  const before = wordsOf(text.slice(0, start));
  const after = wordsOf(text.slice(end));
  const contexts = [
    [...before.slice(-2), ...span],
    [...span, ...after.slice(0, 2)],
    [...before.slice(-1), ...span, ...after.slice(0, 1)],
  ].filter((words) => words.length >= span.length + 2);
  if (!contexts.length) return false;
  const notHeld = listedAsNotHeld(facts);
  return facts.index.lines.some((line) => {
    if (notHeld.has(line.text) || NOT_HELD_AFTER.test(line.text)) return false;
    // (A clause that lacks something, is unfinished, or is done by someone else shows nothing held.)
    return line.text
      .split(/;|\.\s/)
      .filter(
        (clause) =>
          !LACKS.test(clause) &&
          !NOT_YET.test(clause) &&
          !IN_PROGRESS.test(clause) &&
          !DONE_BY_OTHERS.test(clause),
      )
      .some((clause) => {
        const held = ` ${wordsOf(clause).join(" ")} `;
        return contexts.some((words) => held.includes(` ${words.join(" ")} `));
      });
  });
}

/** "… since 2025. Not yet qualified as senior cabin crew / purser.": named only where the CV says it is lacking. */
function namedOnlyAsLacking(line: string, name: string): boolean {
  const key = name.toLowerCase();
  return (
    key.length > 2 &&
    line.toLowerCase().includes(key) &&
    !line.replace(LACK_CLAUSE, " ").toLowerCase().includes(key)
  );
}

function withoutListedAsNotHeld(
  kind: ClaimKind,
  facts: Facts,
  lines: string[],
  claimText = "",
  before = "",
  after = "",
): string[] {
  if ((kind !== "skill" && kind !== "qualification" && kind !== "number") || !lines.length) return lines;
  const notHeld = listedAsNotHeld(facts);
  // (A number is looked for by itself: "3.1" of "CSWIP 3.1 Welding Inspector" in "Brak certyfikatu CSWIP 3.1".)
  const named = kind === "number" ? (/\d[\d.,]*\d|\d/.exec(claimText)?.[0] ?? claimText) : claimText;
  // ("Part I passed" is not "Part II examination: not yet taken": the numeral after the name goes with it.)
  const numeral =
    kind === "number" ? "" : (/^\s+(?:[IVX]{1,4}|\d{1,2})(?![\p{L}\d])/u.exec(after)?.[0] ?? "");
  const itemName = new RegExp(
    `(?<![\\p{L}\\d])${escapeRegExp(`${named.trim()}${numeral}`)}(?![\\p{L}\\d])`,
    "iu",
  );
  // ("ACLS (American Heart Association): not yet.", "UT Level 2: not held": the item before its own mark.)
  const markedLacking = (line: string) => {
    const item = NOT_HELD_AFTER.exec(line)?.[1];
    return item !== undefined && named.trim().length > 1 && itemName.test(item);
  };
  const kept = lines.filter(
    (line) => !notHeld.has(line) && !namedOnlyAsLacking(line, named) && !markedLacking(line),
  );
  // "I am now a fully certified CPIM" against "CPIM Part 1" held and "CPIM Part 2" under NOT YET: a part is not
  // the whole.
  const first = /[\p{L}\d][\p{L}\d+#.]*/u.exec(claimText)?.[0] ?? "";
  const partLacking =
    first.length >= 2 &&
    FULLY.test(before.slice(-40)) &&
    [...notHeld].some((line) =>
      new RegExp(`(?<![\\p{L}])${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu").test(line),
    );
  return kept.length && !partLacking ? lines : [];
}

const FULLY =
  /\b(?:fully|full|completed? (?:the )?(?:whole|full|all)|all (?:parts|modules|exams) of)\b[^.;]*$/i;

// ("Fisioterapia no Desporto": Portuguese "no", "in the", between two words of a name, negates nothing.)
const NEGATED_BEFORE =
  "(?:no(?!\\s+\\p{Lu})|(?<!\\p{Lu}\\p{Ll}+\\s)no|not|never|without|pas de|pas d['’]|pas du|aucune?|ni|sin|ningun[oa]?|ningún|kein\\p{L}*|nicht|geen|niet|nooit|zonder|senza|nessun[oa]?|ingen|ikke|inte|brak|bez|fără|nincs|nem|ei)";

/**
 * A credential's level or kind inside its name: "LANTRA Basic Tree Survey" is not "LANTRA Professional Tree …", a
 * "CSCS Blue Card" no "CSCS Gold card".
 */
const LEVEL_WORD =
  /(?<![\p{L}])(?:Basic|Foundation|Intermediate|Advanced|Professional|Practitioner|Expert|Associate|Specialist|Lead|Internal|Principal|Gold|Silver|Bronze|Platinum|Blue|Green|Black|Yellow|White|Red|Orange)(?![\p{L}])/giu;

/**
 * "LANTRA Professional Tree Inspection" against "LANTRA Basic Tree Survey and Inspection", "IATF 16949 Lead Auditor"
 * against "IATF 16949 Internal Auditor": a line that names another level only does not show the one claimed.
 */
function withoutOtherLevel(kind: ClaimKind, claimText: string, lines: string[], after = ""): string[] {
  if ((kind !== "skill" && kind !== "qualification") || !lines.length) return lines;
  const levelsIn = (text: string) => (text.match(LEVEL_WORD) ?? []).map((level) => level.toLowerCase());
  // ("my CSCS Gold card": the level may follow the name the check found.)
  const next = /^\s+(\p{L}+)\s+(?:card|belt|level|certificate|licen[cs]e)\b/iu.exec(after)?.[1] ?? "";
  const claimed = new Set(levelsIn(`${claimText} ${next}`));
  if (!claimed.size) return lines;
  const kept = lines.filter((line) => {
    const levels = levelsIn(line);
    return !levels.length || levels.some((level) => claimed.has(level));
  });
  return kept.length ? kept : [];
}

/**
 * "I was head chef" against "Run the kitchen on the head chef's days off", "with the head chef": a title the CV
 * names as someone else's does not show it.
 */
function withoutOthersTitle(kind: ClaimKind, claimText: string, lines: string[], before = ""): string[] {
  // ("I have flown as Purser", read as a skill: a role the candidate says they held is judged as a title.)
  const heldAs = kind === "skill" && /\bas\s+(?:an?\s+|the\s+)?$/i.test(before);
  if ((kind !== "title" && !heldAs) || !lines.length) return lines;
  const escaped = claimText
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  const named = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "giu");
  const others = new RegExp(
    `(?:\\bthe|\\bour|\\bmy)\\s+${escaped}(?![\\p{L}])|(?<![\\p{L}])${escaped}['’]s\\b`,
    "giu",
  );
  // (A line that shows the title in other words — "Aircraft Technician, Royal Air Force" — is judged as before.)
  const kept = lines.filter((line) => {
    const mentions = line.match(named)?.length ?? 0;
    return mentions === 0 || mentions > (line.match(others)?.length ?? 0);
  });
  return kept.length ? kept : [];
}

/**
 * "No experience with Kotlin Multiplatform, CoreBluetooth or CarPlay", "Not used: SurveyCTO, NVivo": every item of
 * the list after it is lacked.
 */
const NO_EXPERIENCE_WITH =
  "(?<![\\p{L}])(?:no|not|never|without)\\s+(?:(?:hands-on|prior|practical|professional|direct|commercial)\\s+)?(?:experience|exposure|knowledge|use|used|held)(?:\\s+(?:with|of|in|using)\\s+|\\s*:\\s*)";

/**
 * "Pas de pratique de Revit ni du scanner laser 3D", "(no MCS certification of my own)": a CV line that says the
 * candidate lacks a thing does not show it.
 */
function withoutNegated(kind: ClaimKind, lines: string[], claimText: string): string[] {
  if ((kind !== "skill" && kind !== "qualification") || !lines.length) return lines;
  const key = /[\p{L}\d][\p{L}\d+#.]*(?:-[\p{L}\d]+)*/u.exec(
    claimText.replace(/-(?:certified|qualified|trained|registered)$/i, ""),
  )?.[0];
  if (!key || key.length < 2) return lines;
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const negated = new RegExp(
    `(?<![\\p{L}])${NEGATED_BEFORE}\\s+(?:[^\\s,;.]+\\s+){0,4}?${escaped}(?![\\p{L}])|${NO_EXPERIENCE_WITH}(?:[^\\s,;.]+(?:\\s+[^\\s,;.]+){0,2}(?:,\\s*|\\s+(?:or|nor|and)\\s+)){0,6}?${escaped}(?![\\p{L}])`,
    "giu",
  );
  // ("Taught GCSE Chemistry; no GCSE Physics": a line that also names the whole claim un-negated still shows it.)
  const whole = claimText
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  const wholeNegated = new RegExp(
    `(?<![\\p{L}])${NEGATED_BEFORE}\\s+(?:[^\\s,;.]+\\s+){0,4}?${whole}(?![\\p{L}])`,
    "iu",
  );
  const namesWhole = new RegExp(`(?<![\\p{L}])${whole}(?![\\p{L}])`, "iu");
  const lacks = (line: string) =>
    (line.match(negated)?.length ?? 0) > 0 &&
    (whole === escaped || !namesWhole.test(line) || wholeNegated.test(line));
  // "raised with the platform team, who own the Terraform": the thing is someone else's. (The whole name: "the
  // laundry is managed by the Laundry Manager" is not about a "Laundry Manager" skill.)
  const others = new RegExp(
    `(?<![\\p{L}])(?:who|which|that)\\s+(?:own|owns|run|runs|manage|manages|maintain|maintains|look after|looks after)\\s+(?:[^\\s,;.]+\\s+){0,3}?${whole}(?![\\p{L}])|(?<![\\p{L}])${whole}\\s+(?:\\p{L}+\\s+)?(?:is|are)?\\s*(?:owned|run|managed|maintained)\\s+by\\s+(?:the|another|a separate|our)\\s`,
    "iu",
  );
  // "ACLS — not held", "SAP (none)": the lack said after the name.
  const lackAfter = new RegExp(
    `(?<![\\p{L}])${escaped}\\s*(?:[—–:-]|\\()\\s*(?:not held|not yet|none|not done|no|nicht|aucun|ninguno|geen)(?![\\p{L}])`,
    "iu",
  );
  // "…; Prometric exam not yet": a later word of the name, a word or two before the lack.
  const later = claimText
    .split(/\s+/)
    .slice(1)
    .filter((word) => /^[\p{L}\d]{4,}$/u.test(word))
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const laterLacking = later.length
    ? new RegExp(
        `(?<![\\p{L}])(?:${later.join("|")})(?:\\s+\\p{L}+){0,2}\\s*[—–:-]?\\s*(?:not held|not yet|none|not done)(?![\\p{L}])`,
        "iu",
      )
    : null;
  const kept = lines.filter(
    (line) => !lacks(line) && !lackAfter.test(line) && !laterLacking?.test(line) && !others.test(line),
  );
  return kept.length ? lines : [];
}

// (A bullet needs no "I": "- Led the trust's Nutrition Support Team".)
const LED_CLAUSE =
  /(?:(?<![\p{L}])(?:I|we)\s+(?:(?:also|then|have|had|was|personally)\s+)?|^)(?:led|headed(?: up)?|chaired|chair|ran|directed|spearheaded|managed|(?:set up|built|created|founded)(?:\s+and\s+(?:own|run|lead|manage))?)\s+(?:the|our|my|a|an)\s+([^,.;:()]{3,60})/giu;

/**
 * The things the letter says the candidate led, where every CV line that names the thing only takes part in it
 * ("Member of the … project team", "Supported the …", "Assisted …").
 */
function inflatedRoles(
  sentence: string,
  facts: Facts,
): Array<{ start: number; end: number; closest?: string }> {
  const spans: Array<{ start: number; end: number; closest?: string }> = [];
  for (const match of sentence.matchAll(LED_CLAUSE)) {
    const object = match[1]!.replace(/\s+(?:in|at|for|from|with|which|that|where|when|across|and)\s.*$/i, "");
    const stems = contentStems(object);
    // "Led the negotiations with Unite": the party named after "with" names the work.
    const partner = /^\s*with\s+(?:the\s+)?(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})/u.exec(
      match[1]!.slice(object.length),
    )?.[1];
    if (stems.length < 2 && !partner) continue;
    // "our design system, Harbour": the lines that name it by its name.
    const called =
      (stems.length < 2 ? partner : undefined) ??
      /^,\s*["“]?(\p{Lu}[\p{L}-]{2,})/u.exec(sentence.slice((match.index ?? 0) + match[0].length))?.[1];
    const naming = facts.index.lines.filter((line) => {
      if (called && !line.text.includes(called)) return false;
      if (stems.length < 2) return true;
      const lineStems = new Set(contentStems(line.text));
      // (All but one of a longer name's words: "trust's Nutrition Support Team" in "… Nutrition Support Team".)
      return stems.filter((stem) => lineStems.has(stem)).length >= Math.max(2, stems.length - 1);
    });
    // "Helped the Practice Manager prepare for our CQC inspection" is a part in it: not leading it, though running it
    // with help is fair to say ("I ran a retention campaign").
    const leads = /^(?:(?:I|we)\s+(?:\p{L}+\s+)?)?(?:led|headed|chaired|chair|directed|spearheaded)\b/iu.test(
      match[0],
    );
    const memberOnly = (line: string) => MEMBER_ONLY.test(line) || (leads && HELPED.test(line));
    if (
      !naming.length ||
      !naming.every(
        (line) => memberOnly(line.text) && !LEADS_IN_CV.test(line.text.replace(SOMEONE_ELSES_LEAD, " ")),
      )
    )
      continue;
    // "ran the trial of two … demonstrators": the role is the verb and its noun; what follows "of" is the thing.
    const of = match[0].search(/\s(?:of|for|on|into)\s/);
    const length = of > 0 ? of : match[0].length;
    spans.push({ start: match.index, end: match.index + length, closest: naming[0]!.text });
  }
  return spans;
}

const EVERY_PERIOD =
  /(?<![\p{L}])(?:(?:every|each)\s+(month|week|quarter|year|shift)|all\s+(?:twelve|12)\s+(month)s)(?![\p{L}])/giu;
const SHARE_OF_PERIODS =
  /(?<![\d.])(\d{1,2})\s+(?:of|out of)\s+(\d{1,2})\s+(month|week|quarter|year|shift)s?(?![\p{L}])/iu;

/**
 * "I hit my target every month of 2025" against "Monthly target: reached in 9 of 12 months in 2025": an "every" the
 * CV's own count belies, on a CV line about the same thing (a word of four letters or more in common).
 */
function overstatedEvery(
  sentence: string,
  facts: Facts,
): Array<{ start: number; end: number; closest: string }> {
  if (!OWN_BEFORE.test(sentence)) return [];
  const spans: Array<{ start: number; end: number; closest: string }> = [];
  for (const match of sentence.matchAll(EVERY_PERIOD)) {
    const period = (match[1] ?? match[2] ?? "").toLowerCase();
    const about = new Set(
      contentStems(sentence).filter((word) => word.length >= 4 && !/^(?:month|week|year)/.test(word)),
    );
    const line = facts.index.lines.find((candidate) => {
      const share = SHARE_OF_PERIODS.exec(candidate.text);
      return (
        share !== null &&
        share[3]!.toLowerCase() === period &&
        Number(share[1]) < Number(share[2]) &&
        contentStems(candidate.text).some((word) => about.has(word))
      );
    });
    if (line) spans.push({ start: match.index, end: match.index + match[0].length, closest: line.text });
  }
  return spans;
}

/** Leading a thing, said in the letter just before it: "I led our …", "lideré la …", "I chair …". */
const LED_BEFORE =
  /(?<![\p{L}])(?:led|lead|headed|head up|chaired|chair|ran|run|directed|managed|spearheaded|lideré|dirigí|encabecé|coordiné|leitete|leite|habe\s+(?:\p{L}+\s+){0,3}geleitet|ai dirigé|dirige|pilote|ai piloté|leidde|leid|heb\s+(?:\p{L}+\s+){0,3}geleid)\s+(?:\p{L}+\s+){0,4}$/iu;
const HELPED = /(?<![\p{L}])(?:helped|helping)(?![\p{L}])/iu;
/** A part in something, not its lead: "Member of the … team", "Attend … meetings", "miembro del grupo". */
const MEMBER_ONLY =
  /(?<![\p{L}])(?:member of|team member|note-?taker|minute-?taker|observer|attend(?:ed|s)?|participated in|took part in|contributed (?:[\p{L}]+\s+){0,4}to|owned by|supported|assisted|part of|miembro|participé|colaboré|membre|participé|Mitglied|mitgewirkt|Teilnahme|lid van|deelgenomen|meegewerkt)(?![\p{L}])/iu;
/** "… as note-taker for the Head of HR": the lead named is someone else's. */
const SOMEONE_ELSES_LEAD =
  /(?<![\p{L}])(?:for|to|under|with)\s+(?:the|our|my|a)\s+(?:head|director|manager|lead|chair)\b[^,.;]*/giu;
// ("the consultant-led Nutrition Support Team": led by someone else.)
const LEADS_IN_CV =
  /(?<![\p{L}-])(?:led|lead|leader|head of|headed|chaired|chairing|chair of|ran|managed|directed|coordinat\p{L}*|responsable|responsible for|jefe|jefa|líder|lideré|Leitung|Leiter\p{L}*|leid\p{L}*|dirig\p{L}*)(?![\p{L}])/iu;

/**
 * "I led our PDU's accommodation project" against "Member of the PDU accommodation project team": a part in a thing
 * does not support leading it (and "I chair MAPPA meetings" is not "Attend MAPPA meetings … owned by the chair").
 */
function withoutMembership(kind: ClaimKind, lines: string[], before: string): string[] {
  if (kind === "years" || kind === "date" || kind === "number" || kind === "team" || !lines.length)
    return lines;
  if (!LED_BEFORE.test(before.slice(-60))) return lines;
  return lines.every((line) => MEMBER_ONLY.test(line) && !LEADS_IN_CV.test(line)) ? [] : lines;
}

const CURRENT_RANGE =
  /\b(?:19|20)\d\d\s*[–-]\s*(?:present|now|current|heute|heden|actualidad|hoy|aujourd['’]hui)\b/giu;

/** The same thing counted: "assistenten" and "apothekersassistenten" (a compound ends in its head noun). */
function sameCounted(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.endsWith(short);
}

/** A first-person word: what follows it in the sentence may be the candidate's own. */
/** Where the last relative clause opens ("which", "que", "qui", "die"), or -1. */
function lastRelativePronoun(text: string): number {
  let at = -1;
  for (const match of text.matchAll(/(?<=[\p{L},]\s)(?:which|that|who|que|qui|die|dat|welche[rs]?)(?=\s)/giu))
    at = match.index + match[0].length - 1;
  return at;
}

const OWN_BEFORE =
  /(?<![\p{L}])(?:I|I['’]\p{L}+|my|me|we|our|ich|mein\p{L}*|wir|unser\p{L}*|je|j['’]|mon|ma|mes|nous|notre|nos|yo|mi|mis|nosotros|nuestr\p{L}+|ik|mijn|wij|we|ons|onze)(?![\p{L}])/iu;

const CERTIFICATE_LEVEL =
  /^(?:\s+\d)?\s+(Foundation|Practitioner|Professional|Associate|Expert|Advanced|Specialist|Fundamentals|Intermediate)(?![\p{L}])/u;

const HONOURS =
  /(?<![\p{L}])(?:mention (?:très bien|bien|assez bien)|(?:summa |magna )?cum laude|mit Auszeichnung|matrícula de honor|sobresaliente|met (?:grote |de grootste )?onderscheiding|(?:la plus )?grande distinction)(?![\p{L}])/giu;

/** Honours within one system, ranked: "mention très bien" above "mention bien", "summa" above "cum laude". */
function honoursRank(grade: string): number {
  const lower = grade.toLowerCase();
  if (/très bien|summa|grootste|plus grande|matrícula/.test(lower)) return 3;
  if (/(?<!assez )bien$|magna|grote|grande|sobresaliente/.test(lower)) return 2;
  return 1;
}

/** A UK degree class the letter gives a degree ("First-Class BSc", "a 2:1 in Law"), not "first-class service". */
const UK_CLASS_CLAIM =
  /(?<![\p{L}\d])(?:first[- ]class|upper[- ]second(?:[- ]class)?|lower[- ]second(?:[- ]class)?|2:1|2:2|third[- ]class)(?:\s+honours)?(?=\s+(?:hons\b|honours|degree|\(hons\)|B\.?Sc|B\.?A\b|BEng|MEng|MChem|MPhys|MMath|MSci|LLB|M\.?A\b|bachelor|master|in\s+\p{Lu})|\s*\))/giu;
/** "graduating with a First", "achieved a 2:1": the class on its own, capitalised. */
const UK_CLASS_ALONE =
  /(?<=\b(?:with|achieved|awarded|got|earned|gained)\s+an?\s+)(?:First|2:1|2:2|Upper Second|Lower Second|Third)(?![\p{L}\d])/gu;
/** The class a CV line gives ("(2:1)", "First Class Honours", "1st", "2.2"). */
const UK_CLASS_HELD =
  /(?<![\p{L}\d])(?:first(?:[- ]class)?|1st|upper[- ]second|lower[- ]second|2[:.]1|2[:.]2|third(?:[- ]class)?)(?![\p{L}\d])/giu;

const DEGREE_LINE =
  /(?<![\p{L}])(?:hons|honours|b\.?sc|ba|b\.a|beng|meng|llb|mchem|mphys|msci|degree|university|college|class)(?![\p{L}])/iu;

function ukClassRank(grade: string): number {
  const lower = grade.toLowerCase();
  if (/^(?:first|1st)/.test(lower)) return 3;
  if (/^(?:upper|2[:.]1)/.test(lower)) return 2;
  if (/^(?:lower|2[:.]2)/.test(lower)) return 1;
  return 0;
}

function sameHonoursKind(a: string, b: string): boolean {
  const kind = (grade: string) =>
    /mention/i.test(grade)
      ? "fr"
      : /laude/i.test(grade)
        ? "la"
        : // Belgium grades in both its languages: "grande distinction" is "met grote onderscheiding".
          /onderscheiding|distinction/i.test(grade)
          ? "be"
          : grade.toLowerCase();
  return kind(a) === kind(b);
}

const TEACHES_COURSE =
  /(?<![\p{L}\d])(\p{Lu}[\p{Lu}\d]{2,9}(?:\s\d{3,5})?)\s+([Ii]nstructor|[Ff]aculty(?: member)?|[Tt]rainer|[Aa]ssessor|[Ee]xaminer|[Tt]utor|(?:[Ii]nternal |[Ll]ead )?[Aa]uditor)(?![\p{L}])/gu;

/** A spoken language is read before the lexicon's or a capitalised name's reading of the same word. */
const LANGUAGE_RANK = 4.5;

/** A capitalised name outside the lexicon yields to every other finder. */
const NAMED_THING_RANK = 6;

/** Capitalised words after the first: names, blanked before looking for hedges ("Transport Planning" is no plan). */
const INNER_NAME = /(?<=\S\s+)(?!I(?:['’]\p{L}+)?(?![\p{L}]))\p{Lu}[\p{L}\p{N}'’&.-]*/gu;

function candidateNames(cvContent: string): RegExp[] {
  const first =
    cvContent
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? "";
  if (!/^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u.test(first) || /\d|@/.test(first)) return [];
  const given = first.split(/\s+/)[0]!;
  return [new RegExp(String.raw`(?<![\p{L}])${given.replace(/[.]/g, "\\.")}(?![\p{L}])`, "u")];
}

function isOwnName(name: string, advert: AdvertTerms): boolean {
  const normal = normaliseName(name);
  if (!normal) return false;
  const words = normal.split(" ");
  return advert.ownNames.some(
    (own) =>
      ` ${own} `.includes(` ${normal} `) ||
      ` ${normal} `.includes(` ${own} `) ||
      // "SwanFit Cannington": the employer's first word and a place the advert names with it.
      (words.length >= 2 &&
        words[0] === own.split(" ")[0] &&
        words.every((word) => advert.text.includes(` ${word} `))),
  );
}

const PAY_SCALE_WORDS =
  /\b(?:inschaling|placement|einstufung|indeling|salar\p{L}*|pay|paid|grade|scale|band|schaal|entgelt\p{L}*|gehalt|tarif\p{L}*|eingruppier\p{L}*|sueldo|salaire|rémunération|remuneración|loon)\b/iu;

/** "approve timesheets and payroll in Deputy", "(Deputy or similar)": the advert names a tool, not a place. */
function toolInAdvert(name: string, advert: AdvertTerms): boolean {
  const normal = normaliseName(name);
  if (!normal) return false;
  return new RegExp(
    ` (?:payroll|timesheets?|rosters?|rostering|bookings?|records?|reports?|data|entries|invoices?|orders?|tickets?|schedules?|accounts?|stock|inventory|using|use|via) in ${escapeRegExp(normal)} | ${escapeRegExp(normal)} or similar | (?:using|via) ${escapeRegExp(normal)} `,
  ).test(advert.text);
}

/** A sentence about the application ("I am applying for the Data Engineer role") names the advert's position. */
const ABOUT_THE_JOB =
  /\b(?:apply|applying|application|join|joining|role|position|vacancy|post|opening|candidatura|puesto|vacante|cargo|postulaci[oó]n|plaza|candidature|poste|emploi|Bewerbung|Stelle|Position|sollicitatie|vacature|functie)\b/i;

/** Spans inside the sentence that are the advert's own names (and its position, where the sentence is about it). */
function ownNameSpans(text: string, advert: AdvertTerms): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const patterns = ABOUT_THE_JOB.test(text)
    ? [...advert.ownPatterns, ...advert.positionPatterns]
    : advert.ownPatterns;
  for (const pattern of patterns)
    for (const match of text.matchAll(pattern)) spans.push([match.index, match.index + match[0].length]);
  return spans;
}

/** A role covered now and then: "Acting clinical team leader on 6 shifts", "relief manager when required". */
const ACTING_COVER =
  /\b(?:acting|relief|covering|cover)\b[^.;]*\b(?:on \d+ shifts?|shifts? only|occasional(?:ly)?|when required|as needed)\b/i;

const HOURLY = /^\s*(?:[–—-]\s*\D?\d+\s*)?(?:per|an|a|\/)\s*(?:hour|hr|h|day)\b|^\s*hourly\b/i;

/**
 * A driving licence and its class: "Führerschein der Klasse C1E", "C+E licence", "permis C", "category C1", "a class
 * CE driving licence".
 */
const LICENCE_CLASS = new RegExp(
  `(?:${DRIVING_LICENCE.source})\\s+(?:der\\s+|de\\s+|of\\s+|(?:de\\s+)?la\\s+)?(?:Klasse|class|category|catégorie|categoría|categorie|cat\\.)\\s+([A-D]1?\\s?\\+?\\s?E?)(?![\\p{L}\\d])|(?<![\\p{L}\\d])([A-D]1?\\s?\\+\\s?E|[A-D]1?E)\\s+(?:licen[cs]e|Führerschein)|(?<![\\p{L}])(?:class|category|cat\\.)\\s+([A-D]1?\\s?\\+?\\s?E?)\\s+(?:driving\\s+|driver['’]?s\\s+)licen[cs]e`,
  "giu",
);

/** Whether `name` is the start of one capitalised word of `line` run into the start of a later one (3+ letters each). */
function blendOf(name: string, line: string): boolean {
  const lower = name.toLowerCase();
  const words = (line.match(/\p{Lu}\p{Ll}+/gu) ?? []).map((word) => word.toLowerCase());
  return words.some((first, at) =>
    words.slice(at + 1, at + 4).some((second) => {
      for (let cut = 3; cut <= Math.min(first.length, lower.length - 3); cut++)
        if (lower.startsWith(first.slice(0, cut)) && second.startsWith(lower.slice(cut))) return true;
      return false;
    }),
  );
}

const AGE_AFTER = /^\s*(?:of age|old|de edad|alt)\b/i;
const AGE_RANGE_AFTER = /^\s*(?:to|-|–|—|and|bis|à|a|tot|y|und|et|en)\s*\d/i;
const OTHERS_AGED =
  /(?<![\p{L}])(?:people|persons|children|child|kids|pupils|students|learners|clients|patients|residents|adults|youths?|teenagers|adolescents|boys|girls|women|men|players|participants|users|customers|learners|families|infants|babies|toddlers|members|athletes|enfants|élèves|jeunes|Kinder|Jugendliche|Schüler\p{L}*|niños|niñas|jóvenes|alumnos|kinderen|jongeren|leerlingen)\s+(?:aged|âgée?s? de|de|im Alter von|van)\s+\d*\s*$/iu;
const AGE_BEFORE =
  /(?<![\p{L}])(?:aged|age:?|âgée? de|edad:?|alter:?|leeftijd:?)\s+(?:[\p{L}-]+\s+)?\(?\s*$/iu;

/** "used Epexio daily since", "arbeite mit SAP seit": a named tool, a word or two, then "since" and the year. */
const TOOL_SINCE =
  /(?<![\p{L}])(\p{Lu}[\p{L}\d+#.]+(?:-\p{Lu}[\p{L}\d+#.]*)*)(?:-\p{Ll}+)?(?:\s+\p{Ll}+){0,2}\s+(?:since|seit|depuis|desde|sinds)\s+$/u;

function findInSentence(
  sentence: LetterSentence,
  context: AssertionContext,
  advert: AdvertTerms,
  partial: PartialLanguage | null,
): Found[] {
  const text = sentence.text;
  const skills = scanSkillHits(text);
  let masked = text.replace(INNER_NAME, (name) => "x".repeat(name.length));
  for (const hit of skills)
    masked = masked.slice(0, hit.start) + "x".repeat(hit.end - hit.start) + masked.slice(hit.end);
  const own = ownNameSpans(text, advert);
  const found: Found[] = [];
  const add = (
    start: number,
    end: number,
    kind: ClaimKind,
    support: Found["support"],
    rank = PRIORITY[kind],
    readInLanguage = false,
  ) => {
    if (own.some(([from, to]) => start < to && from < end)) return;
    // "Dear Hiring Manager, …" inside a letter written as one paragraph: the addressee, not a claim.
    if (/\b(?:dear|hi|hello)\s+$/i.test(text.slice(Math.max(0, start - 8), start))) return;
    if (partial ? !isAssertedIn(partial, context, start, end, masked) : !isAsserted(context, start, masked))
      return;
    // English words tell titles, degrees, years and a must-have's wording apart; other languages get the rest,
    // and the degrees and promotions read in their own words (foreign-claims.ts).
    if (partial && !PARTIAL_KINDS.has(kind) && !readInLanguage) return;
    found.push({ start, end, kind, rank, support });
  };

  const fromAdvert = (name: string) => advert.text.includes(` ${normaliseName(name)} `);
  // The schools a sentence names, and any other body it names (a degree "at ISIPCA").
  const schools = findOrganisations(text).map((hit) => hit.name);
  if (partial) {
    for (const hit of findForeignQualifications(text, partial))
      add(
        hit.start,
        hit.end,
        "qualification",
        (facts) => qualificationSupport(hit, facts.index, schools),
        undefined,
        true,
      );
    for (const hit of findPromotions(text, partial))
      add(hit.start, hit.end, "title", (facts) => nameEvidence(facts, hit.name), undefined, true);
  }
  // A grade is the CV's, or at least as high: "avec la mention très bien", "cum laude", "mit Auszeichnung" (each in
  // its own system); a UK degree's class ("a First-Class BSc", "2:1").
  const grades = (
    claimed: RegExp,
    held: RegExp,
    rank: (grade: string) => number,
    sameKind: (a: string, b: string) => boolean = () => true,
  ) => {
    for (const match of text.matchAll(claimed)) {
      const asked = rank(match[0]);
      add(
        match.index,
        match.index + match[0].length,
        "qualification",
        (facts) =>
          facts.index.lines
            .filter((line) =>
              [...line.text.matchAll(held)].some(
                (grade) =>
                  rank(grade[0]) >= asked &&
                  sameKind(grade[0], match[0]) &&
                  // "time to first swallow screen" is no degree class: a class in words is on a degree's line.
                  (rank !== ukClassRank ||
                    /^(?:2[:.][12]|1st)$/i.test(grade[0]) ||
                    DEGREE_LINE.test(line.text)),
              ),
            )
            .map((line) => line.text),
        undefined,
        true,
      );
    }
  };
  grades(HONOURS, HONOURS, honoursRank, sameHonoursKind);
  grades(UK_CLASS_CLAIM, UK_CLASS_HELD, ukClassRank);
  grades(UK_CLASS_ALONE, UK_CLASS_HELD, ukClassRank);
  // "PHTLS instructor", "PROMPT faculty member": teaching a course is more than having taken it ("PHTLS (provider)").
  for (const match of text.matchAll(TEACHES_COURSE)) {
    const [, course, role] = match as unknown as [string, string, string];
    const roleStem = role.toLowerCase().split(" ").at(-1)!.slice(0, 6);
    add(match.index, match.index + match[0].length, "qualification", (facts) =>
      facts.index.lines
        .filter((line) => line.text.includes(course) && line.text.toLowerCase().includes(roleStem))
        .map((line) => line.text),
    );
  }
  for (const hit of findQualifications(text)) {
    // "this Band 6 post": a grade the advert names is the post's, not a claim about the candidate.
    if (/^(?:Step|Band|Grade)\s/.test(hit.name) && fromAdvert(hit.name)) continue;
    add(hit.start, hit.end, "qualification", (facts) => {
      const held = qualificationSupport(hit, facts.index, schools);
      // "working toward an associate degree in Medical Laboratory Technology": a study under way is shown by the
      // CV's unfinished entry in that subject, however it names the degree ("Associate of Applied Science in …").
      if (held.length || !hit.subject || !STILL_STUDYING.test(text)) return held;
      const subject = contentStems(hit.subject);
      return facts.index.lines
        .filter((line) => IN_PROGRESS.test(line.text))
        .filter((line) => subject.every((stem) => contentStems(line.text).includes(stem)))
        .map((line) => line.text);
    });
  }
  // "the vacancy at The Grand Harbourlight": in a sentence about the application, the advert's names are the reader's.
  const aboutTheJob = ABOUT_THE_JOB.test(text);
  for (const hit of findOrganisations(text)) {
    if (isOwnName(hit.name, advert) || (aboutTheJob && fromAdvert(hit.name))) continue;
    add(hit.start, hit.end, hit.kind, (facts) => {
      const found = nameEvidence(facts, hit.name);
      return found.length || !hit.core ? found : nameEvidence(facts, hit.core);
    });
  }
  for (const hit of findTitles(text)) {
    const normal = normaliseName(hit.name);
    // "I am applying for the Senior Engineer role": the advert's position is not the candidate's title.
    if (
      advert.position &&
      (advert.position.includes(normal) || normal.includes(advert.position)) &&
      /\b(?:apply|applying|application|join|joining|role|position|vacancy|post|opening|become)\b/i.test(text)
    )
      continue;
    // "Acting clinical team leader on 6 shifts" does not make "I've been a clinical team leader since 2023".
    // ("since 2023 I have acted as shift lead about twice a month": acting, said with its verb.)
    const acting = /\b(?:acting|acted|act|interim|relief|stood in|stand in|deputi[sz]ed?)\b/i.test(text);
    add(hit.start, hit.end, "title", (facts) =>
      titleEvidence(facts, hit.name)
        .filter((line) => acting || !ACTING_COVER.test(line))
        // ("Not a crew lead: the senior paramedic leads each call.")
        .filter((line) => !namedOnlyAsLacking(line, hit.name))
        .concat(gradeSupport(hit.name, facts)),
    );
  }
  const sentenceNumbers = findNumbers(text, partial);
  for (const [at, number] of sentenceNumbers.entries()) {
    // "from 38 to 9 a year": where a change ended is shown only by a CV line that has where it started too.
    const otherEnd = changePartner(text, sentenceNumbers, at);
    // "three days a week in the office": a schedule the advert states is the job's, not the candidate's.
    const advertSchedule =
      SCHEDULE_NOUNS.has(number.noun) &&
      advert.counts.some((count) => count.value === number.value && count.noun === number.noun);
    if (number.unit === "count" && advertSchedule) continue;
    // "die Leitung Ihres Teams von neun Servicetechnikern": the reader's team, as the advert counts it.
    const readers =
      /(?<![\p{L}])(?:your|Ihre[snmr]?|Ihr|votre|vos|su|sus|vuestr[oa]s?|uw|jullie)\s+(?:\p{L}+\s+){0,3}$/iu;
    // "Een apotheek met … een team van acht assistenten: dat is precies …": the advert's count, with no "I" before it.
    // "a bilingual team of 14 on a Belgian account would feel like home": the subject of a wish, not a claim.
    const wishedFor = /^[^,;.:]{0,50}?\s(?:would|will|could)\s/iu.exec(text.slice(number.end));
    const subjectOfWish =
      !!wishedFor && !/(?<![\p{L}])(?:and|but|I|we|und|et|y|en)(?![\p{L}])/iu.test(wishedFor[0]);
    if (
      subjectOfWish &&
      (number.unit === "count" || number.unit === "people") &&
      advert.counts.some((count) => count.value === number.value && count.unit === number.unit)
    )
      continue;
    if (
      (readers.test(text.slice(Math.max(0, number.start - 40), number.start)) ||
        // (Within its clause: "… retenu toute mon attention : conduire … d'une propriété de 42 hectares". A bullet's
        // "Managed a team of six officers" is the candidate's without an "I".)
        // ("lideré a un equipo de tres técnicos": a team the candidate says they led, in a verb's own person.)
        (!sentence.bullet &&
          !(
            number.unit === "people" &&
            TEAM_LED_BEFORE.test(text.slice(Math.max(0, number.start - 60), number.start))
          ) &&
          !context.ownSubject &&
          !OWN_BEFORE.test(
            text.slice(
              Math.max(
                text.lastIndexOf(":", number.start),
                text.lastIndexOf(";", number.start),
                // ("your Ikeja branch, which proudly serves over 900 customers a day", "una empresa que atiende más
                // de 60 contratos": a relative clause about someone else.)
                lastRelativePronoun(text.slice(0, number.start)),
              ) + 1,
              number.start,
            ),
          ))) &&
      // (Only a count is the advert's count: "nine years" is no "team of nine actuaries".)
      (number.unit === "count" || number.unit === "people") &&
      advert.counts.some((count) => count.value === number.value && sameCounted(count.noun, number.noun))
    )
      continue;
    // "nach Entgeltgruppe E 8", "in schaal 9": the advert's pay grade is the job's, not a claim.
    const before = text.slice(Math.max(0, number.start - 30), number.start);
    const grade = PAY_GRADE_BEFORE.exec(before) ?? PAY_SCALE_BEFORE.exec(before);
    if (grade && advert.text.includes(` ${normaliseName(`${grade[1]} ${number.value}`)} `)) continue;
    // "CHF 98 000 à 112 000", "€120,000 to €150,000": the advert's own pay is the job's, not a claim.
    const amounts = amountsIn(text.slice(number.start, number.end), number.unit === "money");
    // (A bare "112 000" after "CHF 98 000 à" is the top of the same range.)
    // ("My settlement authority runs up to BBD 100,000": the advert's figure claimed as the candidate's own, outside
    // a sentence about pay.)
    const ownFigure =
      // ("Meine Gehaltsvorstellung …": pay inside a compound too.)
      !PAY_WORDS.test(text) &&
      !/salar|gehalt|vergütung|lohn|brutto|netto|rémunér|sueldo|expect|compensation|asking/iu.test(text) &&
      OWN_BEFORE.test(
        text.slice(
          Math.max(0, ...[",", ";", ":"].map((mark) => text.lastIndexOf(mark, number.start))),
          number.start,
        ),
      );
    if (
      !ownFigure &&
      (number.unit === "money" ||
        ((number.unit === "plain" || number.unit === "count") &&
          amounts.every((digits) => digits.length >= 4))) &&
      amounts.length &&
      // ("£24–£28 per hour": an hourly rate has two digits.)
      amounts.every(
        (digits) =>
          (digits.length >= 3 ||
            (number.unit === "money" && HOURLY.test(text.slice(number.end, number.end + 24)))) &&
          advert.amounts.has(digits),
      )
    )
      continue;
    // "The salary of OMR 350 – 420 is acceptable", "het salaris volgens functie 40": in a sentence about pay, a
    // number the advert names with the same word beside it is the advert's.
    if (PAY_WORDS.test(text) && namedByAdvertBeside(text, number, advert.text)) continue;
    // "I am 33 years of age": an age, shown by the CV's date of birth (a year either way, for the birthday).
    // ("aged thirty-five (35)", "âgé de 35 ans": an age said before the number.)
    // ("young people aged 13 to 18", "pupils aged 11": the ages of the people served, not the writer's.)
    const agedBefore =
      AGE_BEFORE.test(text.slice(Math.max(0, number.start - 30), number.start)) &&
      !AGE_RANGE_AFTER.test(text.slice(number.end, number.end + 12)) &&
      !OTHERS_AGED.test(text.slice(Math.max(0, number.start - 60), number.start));
    if ((number.unit === "years" && AGE_AFTER.test(text.slice(number.end, number.end + 16))) || agedBefore) {
      add(number.start, number.end, "years", (facts) =>
        facts.age && Math.abs(facts.age.years - number.value) <= 1 ? [facts.age.line] : [],
      );
      continue;
    }
    const kind: ClaimKind =
      number.unit === "years"
        ? "years"
        : number.unit === "people"
          ? "team"
          : number.unit === "date"
            ? "date"
            : "number";
    // "used Epexio daily since 2021": the year the tool came in, shown on its own line or where a role starts.
    const tool =
      kind === "date"
        ? TOOL_SINCE.exec(text.slice(Math.max(0, number.start - 50), number.start))?.[1]
        : undefined;
    const started = new RegExp(
      `(?<!\\d)${number.value}\\s*(?:[–—-]|to\\b|bis\\b|à\\b|a\\b)|(?:since|seit|depuis|desde|sinds)\\s+(?:\\p{L}+\\.?\\s+)?${number.value}`,
      "iu",
    );
    // "I work from the two until the nine", "from six to two": hours of the day, shown by the CV's clock times
    // ("Night shift (02:00–09:00)").
    if (
      number.value <= 24 &&
      Number.isInteger(number.value) &&
      clockNumber(number) &&
      CLOCK_BEFORE.test(text.slice(Math.max(0, number.start - 12), number.start)) &&
      // ("from 15 of 22 lots … to 21 of 22": shares, not hours.)
      !/^\s+(?:of|out of|sur|von|van|de)\s+\d/i.test(text.slice(number.end)) &&
      sentenceNumbers.some(
        (other) =>
          other !== number &&
          other.value <= 24 &&
          clockNumber(other) &&
          CLOCK_BEFORE.test(text.slice(Math.max(0, other.start - 12), other.start)),
      )
    ) {
      const hour = new RegExp(
        `(?<![\\d:.])0?${number.value}(?:[:.h]\\d{2}|\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|h)(?![\\p{L}]))`,
        "iu",
      );
      add(number.start, number.end, "number", (facts) =>
        facts.index.lines.filter((line) => hour.test(line.text)).map((line) => line.text),
      );
      continue;
    }
    // A CV in another language than the letter's ("Unas 200 charlas" for "200 talks") shares none of its words.
    // "I manage a team of seven stylists", "J'encadre une équipe de sept coiffeuses": a team the candidate leads.
    const leadsTeam =
      kind === "team" && TEAM_LED_BEFORE.test(text.slice(Math.max(0, number.start - 60), number.start));
    add(number.start, number.end, kind, (facts) => {
      // "Chaufferies … de plus de 70 kW : pas d'expérience": a line that says the thing is lacked shows none of it.
      // A team led is shown by a line about leading or a team, not by the size of the place ("salon of 7 stylists").
      const shown = numberSupport(number, text, facts, (facts.language ?? null) !== partial).filter(
        (line) => !LACK_AFTER.test(line) && (!leadsTeam || LEADS_IN_CV.test(line) || TEAM_WORD.test(line)),
      );
      const lines =
        otherEnd === undefined
          ? shown
          : shown.filter(
              (line) =>
                facts.numbers.some(
                  (known) => known.line === line && Math.abs(known.value - otherEnd) < 1e-6,
                ) ||
                // ("Von 2009 bis 2012" over "09/2009 – 08/2012": a range of dates, read as years.)
                (kind === "date" && (facts.years.get(otherEnd) ?? []).includes(line)),
            );
      if (!tool) return lines;
      const named = new RegExp(
        `(?<![\\p{L}])${tool.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`,
        "iu",
      );
      return lines.filter((line) => named.test(line) || started.test(line));
    });
  }
  for (const hit of skills) {
    if (isGeneralSkill(hit.skill)) continue;
    // "R 380,000", "R12,500": a currency before an amount (South Africa's rand), not the R language.
    if (hit.end - hit.start === 1 && /^\s?\d/.test(text.slice(hit.end))) continue;
    // "My PowerShell is still basic", "my Excel is rusty": a skill owned as weak is a hedge, not a claim of it.
    if (
      /^\s+(?:is|are)\s+(?:still\s+|only\s+|quite\s+|fairly\s+)?(?:basic|limited|rusty|weak|beginner-level)\b/i.test(
        text.slice(hit.end),
      )
    )
      continue;
    // "PRINCE2 Practitioner" is not shown by "PRINCE2 Foundation": a certificate's level is part of the claim.
    const level = CERTIFICATE_LEVEL.exec(text.slice(hit.end));
    if (level) {
      const named = new RegExp(`(?<![\\p{L}])${level[1]}(?![\\p{L}])`, "iu");
      add(hit.start, hit.end + level[0].length, "skill", (facts) =>
        findEvidence(facts.index, hit.skill).filter((line) => named.test(line)),
      );
      continue;
    }
    const high = claimedHigh(text, hit);
    // ("Desporto" in "Fisioterapia no Desporto", which the lexicon reads as a longer skill: written as the letter
    // writes it, capitals and all, it is there.)
    const written = text.slice(hit.start, hit.end);
    const verbatim =
      written.length >= 4 && /^\p{Lu}/u.test(written)
        ? new RegExp(
            `(?<![\\p{L}\\d-])${written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d-])`,
            "u",
          )
        : null;
    add(hit.start, hit.end, "skill", (facts) =>
      [
        ...new Set([
          ...findEvidence(facts.index, hit.skill),
          ...(verbatim
            ? facts.index.lines.filter((line) => verbatim.test(line.text)).map((line) => line.text)
            : []),
        ]),
      ].filter((line) => !high || !ratedBasic(line, hit.skill)),
    );
  }
  // A language the candidate says they speak, shown by the CV under any of its names ("Inglés" for "English").
  for (const hit of findSpokenLanguages(text))
    add(hit.start, hit.end, "skill", (facts) => languageSupport(hit, facts.index.lines), LANGUAGE_RANK);
  for (const hit of findTechnicalTerms(text)) {
    // A term the lexicon knows is checked as a skill, above.
    if (skills.some((skill) => skill.start < hit.end && hit.start < skill.end)) continue;
    const high = claimedHigh(text, hit);
    add(hit.start, hit.end, "skill", (facts) =>
      nameEvidence(facts, hit.name).filter((line) => !high || !ratedBasic(line, hit.name)),
    );
  }
  {
    // Skills are blanked so "Kubernetes on EKS" yields "EKS", not one long name.
    let withoutSkills = text;
    for (const hit of skills)
      withoutSkills =
        withoutSkills.slice(0, hit.start) + "·".repeat(hit.end - hit.start) + withoutSkills.slice(hit.end);
    // (A bullet or a table cell is the candidate's own list: a name there is claimed even when the advert names it.)
    for (const hit of findNamedThings(withoutSkills, sentence.bullet ? () => false : fromAdvert)) {
      // "Siam Precision Auto Parts Co., Ltd.": a legal form cut off after the comma names nothing of its own.
      if (
        /^(?:Ltd|Limited|LLC|LLP|Inc|Corp|GmbH|PLC|Plc|Co|Pty|Pvt|Pte|SA|S\.A|BV|NV|AG|SAS|SARL|SRL|Bhd)\.?$/.test(
          hit.name,
        )
      )
        continue;
      // Every noun of a German letter is capitalised: there only names shaped like names count ("LucaNet",
      // "HTWK Leipzig", "Faber & Faber").
      // A hyphenated name with a second word after it is one too ("Bahnhof-Apotheke Hannover").
      if (
        partial === "de" &&
        !/\p{Lu}{2,}|\p{Ll}\p{Lu}|\s&\s|\p{L}-(?!Universität|Hochschule|Akademie|Institut)\p{Lu}\p{L}+\s\p{Lu}/u.test(
          hit.name,
        )
      )
        continue;
      // "in Ringaskiddy" where the advert says the job is in Ringaskiddy: the job's place.
      // ("Kenntnisse in CGM Lauer-Fischer WINAPO" names a product, not a place: shaped like one, it is still a claim.)
      const productShaped = /\p{Lu}{2,}|\d/u.test(hit.name) || toolInAdvert(hit.name, advert);
      if (
        isOwnName(hit.name, advert) ||
        (!productShaped && advert.text.includes(` in ${normaliseName(hit.name)} `))
      )
        continue;
      if (isLanguageWord(hit.name)) continue;
      // "De inschaling in FWG 55": the advert's own pay scale (not "passed HSK 4", a level the advert asks for).
      // ("BWP 14,000 – 17,500": an amount in the advert's currency.)
      if (
        /^\p{Lu}{2,5}\s+[A-Z]?\d{1,3}$/u.test(hit.name) &&
        fromAdvert(hit.name) &&
        (PAY_SCALE_WORDS.test(text) || /^[,.]\d{3}/.test(text.slice(hit.end)))
      )
        continue;
      // An award is shown by its name, not by a line that shares a word with it ("Transport Planner"); "the British
      // Cartographic Society award I won" names one too.
      const awardWord = /^\s+(award|prize|medal|trophy)\b/i.exec(withoutSkills.slice(hit.end))?.[1];
      // "— winner of Best Use of Paid Search": a prize named as won, whatever its name says.
      // "our Rauchbock won a gold medal at the European Beer Star 2023", "I won the Young Farriers class".
      const wonBefore =
        /\b(?:winner|winners|won|winning)\s+(?:of\s+|the\s+)*$/i.test(
          withoutSkills.slice(Math.max(0, hit.start - 25), hit.start),
        ) ||
        /(?<![\p{L}])(?:won|winning|gewonnen|remporté|gané|ganó)(?![\p{L}])[^.;!?]{0,40}$/iu.test(
          withoutSkills.slice(Math.max(0, hit.start - 45), hit.start),
        );
      // "IAAP-zertifiziert", "HACCP-geschult": the name is the acronym; the word after it says what it did.
      const ownName = /^(\p{Lu}[\p{Lu}\d]+)-\p{Ll}{4,}$/u.exec(hit.name)?.[1] ?? hit.name;
      const support = isAwardName(hit.name)
        ? (facts: Facts) => awardEvidence(facts, hit.name, WON.test(text), WON_BY_ME.test(text))
        : wonBefore
          ? (facts: Facts) => awardEvidence(facts, hit.name, true, WON_BY_ME.test(text))
          : awardWord
            ? (facts: Facts) =>
                awardEvidence(facts, `${hit.name} ${awardWord}`, WON.test(text), WON_BY_ME.test(text))
            : (facts: Facts) => nameEvidence(facts, ownName);
      add(hit.start, hit.end, "skill", support, NAMED_THING_RANK);
    }
  }
  // "Den Führerschein der Klasse C1E", "a category C+E licence": the class held is the claim.
  for (const match of text.matchAll(LICENCE_CLASS)) {
    // A bare code before "licence" is written in capitals: "CE licence", never the French "de licence".
    if (match[2] && match[2] !== match[2].toUpperCase()) continue;
    const named = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\s*\+\s*/g, "").toUpperCase();
    const start = match.index;
    add(
      start,
      start + match[0].length,
      "qualification",
      (facts) => {
        const classes = (line: string) =>
          (line.match(/(?<![\p{L}\d])[A-D]1?\s*\+?\s*E?(?![\p{L}\d])/gu) ?? []).map((token) =>
            token.replace(/[\s+]/g, "").toUpperCase(),
          );
        return facts.index.lines
          .filter(
            (line, at) =>
              (DRIVING_LICENCE.test(line.text) ||
                DRIVING_LICENCE.test(facts.index.lines[at - 1]?.text ?? "")) &&
              classes(line.text).includes(named),
          )
          .map((line) => line.text);
      },
      PRIORITY.qualification,
      true,
    );
  }
  if (partial) return found;
  // A must-have the CV lacks, claimed in the advert's words ("I hold a full UK driving licence").
  // "post-tensioned" is also "post" and "tensioned", as the advert's words are read.
  const tokens = [...text.matchAll(/[\p{L}\d][\p{L}\d+#.'’-]*/gu)].flatMap((match) => {
    const whole = { word: match[0], start: match.index };
    const parts = match[0].includes("-")
      ? [...match[0].matchAll(/[^-]+/g)].map((part) => ({ word: part[0], start: match.index + part.index }))
      : [];
    return [whole, ...parts].map(({ word, start }) => ({
      stem: stem(word.toLowerCase().replace(/['’]s$|[.'’]+/g, "")),
      start,
      end: start + word.length,
    }));
  });
  for (const { requirement, stems, unshown } of advert.missingMustHaves) {
    // "5 years' post-qualification experience" asks for years, which the years claim checks.
    if (YEARS_ASKED.test(requirement)) continue;
    const hits = tokens.filter((token) => stems.includes(token.stem));
    if (!shown(stems, new Set(hits.map((token) => token.stem)))) continue;
    // The run of the requirement's words around what the CV never shows ("payment reconciliation systems"), not
    // words the CV shows standing apart from it ("QINSy and EIVA NaviSuite").
    const missing = unshown.length ? hits.filter((token) => unshown.includes(token.stem)) : hits;
    if (!missing.length) continue;
    const adjacent = (a: { start: number; end: number }, b: { start: number; end: number }) =>
      !/[,;.]|\s(?:and|or|&|und|et|y|en|oder|ou)\s/i.test(
        ` ${text.slice(Math.min(a.end, b.end), Math.max(a.start, b.start))} `,
      );
    // Runs of the requirement's words next to one another; the claim is the runs that hold a missing word.
    const runs: (typeof hits)[] = [];
    for (const token of hits) {
      const run = runs.at(-1);
      if (run && adjacent(run.at(-1)!, token)) run.push(token);
      else runs.push([token]);
    }
    const placedRuns = runs.filter((run) => run.some((token) => missing.includes(token)));
    const placed = placedRuns.flat();
    const start = placed[0]!.start;
    const end = placed.at(-1)!.end;
    // "so the type rating is not yet endorsed on my licence": the clause goes on to deny it.
    if (/\b(?:not|never|n['’]t|pending|yet to)\b/i.test(text.slice(start, end + 40).split(/[.;,]/)[0] ?? ""))
      continue;
    if (end - start > 90) continue;
    // "nearly eight years of post-registration experience": the years claim judges what they were spent on.
    if (
      /\b(?:years?|yrs?|jahre?n?|ans|años|jaar|jaren)['’]?\s+(?:of\s+)?$/iu.test(
        text.slice(Math.max(0, start - 20), start),
      )
    )
      continue;
    const kind: ClaimKind =
      /licen[cs]e|registration|registered|certif|qualified|qualification|degree|chartered/i.test(requirement)
        ? "qualification"
        : "skill";
    add(start, end, kind, (facts) => {
      const whole = facts.index.indexed.filter((line) => shown(stems, line.stems)).map((line) => line.text);
      if (whole.length || placedRuns.length < 2) return whole;
      // "NVQ 3, AM2" for "JIB Gold Card, NVQ Level 3 and AM2": each item of a list claimed, each on a line of its own.
      // (A line that says the item is not held yet — "assessment booked for July" — does not show it.)
      const each = placedRuns.map((run) =>
        facts.index.indexed.find(
          (line) => run.every((token) => line.stems.has(token.stem)) && !NOT_HELD_YET.test(line.text),
        ),
      );
      return each.every(Boolean) ? [...new Set(each.map((line) => line!.text))] : [];
    });
  }
  return found;
}

/** "from the", "until", "till", "to": a number after it in a span of hours is a time of day. */
const CLOCK_BEFORE =
  /(?<![\p{L}])(?:from|until|till|to|de|à|a|hasta|desde|von|bis|van|tot)\s+(?:the\s+|las?\s+|)$/iu;

/** A number that may be an hour of the day: bare, or "drei Uhr", "drie uur", "trois heures". */
const clockNumber = (number: NumberMention) =>
  number.unit === "plain" || (number.unit === "count" && /^(?:uur|uhr|heur|heure|hora)$/i.test(number.noun));

const NOT_HELD_YET =
  /\b(?:booked|pending|in progress|not yet|not held|expected|scheduled|working towards|en cours|prévu|in Ausbildung|geplant|pendiente|en curso|gepland)\b/iu;

const TEAM_LED_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:manag\p{L}*|lead|leading|led|supervis\p{L}*|run|running|ran|head|heading|oversee\p{L}*|encadr\p{L}*|dirig\p{L}*|anim\p{L}*|gère|gérer|leite\p{L}*|führe\p{L}*|gestion\p{L}*|lider\p{L}*|coordin\p{L}*|leid\p{L}*|beheer\p{L}*|aanstuur\p{L}*|stuur\p{L}*)\s+(?:(?:au quotidien|daily|every day|day to day)\s+)?(?:(?:a|an|the|my|our|une?|mon|ma|notre|eine?[nm]?|meine?[nm]?|unser\p{L}*|una?|mi|een|mijn|ons|onze)\s+)?(?:(?:[\p{L}-]+\s+){0,2}(?:team|crew|équipe|Team|equipo|ploeg)\s+(?:of|de|d['’]|von|van|con)\s*)?$`,
  "iu",
);
const TEAM_WORD =
  /(?<![\p{L}])(?:team|teams|crew|staff of|équipe|Team|Mitarbeiter\p{L}*|equipo|ploeg|reports?|direct reports?|supervis\p{L}*|manag\p{L}*|encadr\p{L}*|anleit\p{L}*|Anleitung|aanstur\p{L}*|stuurde|a cargo)(?![\p{L}])/iu;

/**
 * A CV line that ends by saying the thing is lacked: "… : pas d'expérience", "… – none", "…: not yet" (in its own
 * clause: "articled pupil since 2021; Part II examination: not yet taken" still dates the articles).
 */
const LACK_AFTER =
  /\d[^:–—;]*\s?[:–—]\s*(?:pas d['’]expérience|pas encore|aucune?|non|none|no experience|not (?:yet|held|used)|keine(?: Erfahrung)?|nicht|geen(?: ervaring)?|nog niet|sin experiencia|ninguna?|todavía no|aún no)(?![\p{L}])/iu;

const PAY_WORDS =
  /(?<![\p{L}])(?:salary|salaries|pay|wage|wages|rate of pay|remuneration|package|salaris|loon|salaire|rémunération|Gehalt|Vergütung|salario|sueldo|remuneración|renta|retribución|Lohn|gage|CTC|LPA|lakhs? per annum)(?![\p{L}])/iu;

/** Whether the advert names the number's digits with the word before or after them here ("350 420", "functie 40"). */
function namedByAdvertBeside(
  text: string,
  number: { start: number; end: number },
  advertText: string,
): boolean {
  const digits = /\d[\d.,]*/.exec(text.slice(number.start, number.end));
  if (!digits) return false;
  const at = number.start + digits.index;
  const value = normaliseName(digits[0]);
  const before = normaliseName(text.slice(Math.max(0, at - 24), at))
    .split(" ")
    .at(-1);
  const after = normaliseName(text.slice(at + digits[0].length, at + digits[0].length + 24)).split(" ")[0];
  return [before && `${before} ${value}`, after && `${value} ${after}`].some(
    (pair) => !!pair && advertText.includes(` ${pair} `),
  );
}

/** A pay grade's name before its number: "Entgeltgruppe E", "schaal", "Band", "échelon", "grupo". */
const PAY_GRADE_BEFORE =
  /((?:Entgeltgruppe|Tarifgruppe|Besoldungsgruppe|Gehaltsstufe|Lohnklasse|salarisschaal|schaal|trede|échelon|échelle|categoría|grupo profesional|nivel salarial|pay band|pay grade|band|grade|step)(?:\s+[A-Z])?)\s+$/i;
/** "FWG 55", "TVöD E9": a pay scale's short name in capitals. */
const PAY_SCALE_BEFORE = /(?<![\p{L}])(\p{Lu}{2,4}(?:\s+[A-Z])?)\s+$/u;

/**
 * A CV in a language we don't read (docs/product-rules.md, "The claim check"): numbers, dates, names and codes are
 * written alike in any language and are checked; a title, a qualification or a skill in plain words ("skipper
 * licence", "first aid") would be translated, so it is not.
 */
function readAcrossLanguages(kind: ClaimKind, text: string): boolean {
  if (kind !== "title" && kind !== "qualification" && kind !== "skill") return true;
  if (/\p{Lu}{2,}|\d|\p{Ll}\p{Lu}/u.test(text)) return true;
  return kind === "skill" && /^\p{Lu}/u.test(text);
}

const CHANGE_FROM = /(?<![\p{L}])(?:from|von|de|van|desde)\s+[^\d\s]{0,3}$/iu;
const CHANGE_TO = /^[^\d\s]{0,3}\s*(?:\p{L}+\s+)?(?:to|à|a|auf|naar|tot|bis|hasta)\s+[^\d\s]{0,3}$/iu;

/** The start of "from A to B" when the number at `at` is its B; undefined otherwise. */
function changePartner(text: string, numbers: readonly NumberMention[], at: number): number | undefined {
  const pairs = (first: NumberMention | undefined, second: NumberMention | undefined) =>
    first !== undefined &&
    second !== undefined &&
    CHANGE_FROM.test(text.slice(Math.max(0, first.start - 12), first.start)) &&
    CHANGE_TO.test(text.slice(first.end, second.start));
  // (Only the end it came to: where the CV went on elsewhere, the start is still true.)
  return pairs(numbers[at - 1], numbers[at]) ? numbers[at - 1]!.value : undefined;
}

/** Drops a claim whose words a more specific claim already covers. */
// Each CV line with the next, normalised once per CV (facts are read once per CV and kept).
const LINE_PAIRS = new WeakMap<Facts, string[]>();

function linePairs(facts: Facts): string[] {
  let pairs = LINE_PAIRS.get(facts);
  if (!pairs) {
    const lines = facts.index.lines;
    pairs = lines.slice(0, -1).map((line, at) => ` ${normaliseName(`${line.text} ${lines[at + 1]!.text}`)} `);
    LINE_PAIRS.set(facts, pairs);
  }
  return pairs;
}

/** A name's lines in the CV; an abbreviation ("UCC", "UTM") is also shown by the name it abbreviates. */
function nameEvidence(facts: Facts, name: string): string[] {
  const found = findEvidence(facts.index, name);
  if (found.length) return found;
  // "the DRC" over "DR Congo": a country by another of its names.
  const country = countryCode(name);
  if (country)
    return facts.index.lines.filter((line) => countriesIn(line.text).has(country)).map((line) => line.text);
  // "2:1, Sheffield Hallam" over "University, 2016": a name a narrow column wrapped over two lines.
  const wanted = ` ${normaliseName(name)} `;
  const lines = facts.index.lines;
  const wrapped = wanted.trim().includes(" ")
    ? linePairs(facts).findIndex((pair) => pair.includes(wanted))
    : -1;
  if (wrapped >= 0) return [lines[wrapped]!.text, lines[wrapped + 1]!.text];
  // "Cert III" is shown by "Certificate III": a short form said in full.
  const expanded = name
    .replace(/\bCert\b\.?/g, "Certificate")
    .replace(/\bDip\b\.?/g, "Diploma")
    .replace(/\bAdv\b\.?/g, "Advanced")
    .replace(/\bMgmt\b\.?/g, "Management");
  if (expanded !== name) {
    const full = findEvidence(facts.index, expanded);
    if (full.length) return full;
  }
  // ("Siemens S7-300 PLCs" over "PLC fault-finding on Siemens S7-300": the kind of thing, in the plural, after a
  // product the CV names on a line that names that kind too.)
  const kind = /^(.+\S)\s+(\p{Lu}{2,5})s$/u.exec(name);
  if (kind) {
    const singular = new RegExp(`(?<![\\p{L}])${kind[2]}s?(?![\\p{L}])`, "u");
    const product = findEvidence(facts.index, kind[1]!).filter((line) => singular.test(line));
    if (product.length) return product;
  }
  // "SOMATOM go.Top": a dotted product name's part is there as written.
  // (Or a two-letter one: "go.Up".)
  if (/^\p{Lu}\p{L}{1,}$/u.test(name)) {
    const dotted = new RegExp(`(?<=[\\p{L}\\d]\\.)${name}(?![\\p{L}\\d])`, "u");
    const lines = facts.index.lines.filter((line) => dotted.test(line.text)).map((line) => line.text);
    if (lines.length) return lines;
  }
  // "Yabatech" for "Yaba College of Technology", "Unilag" for "University of Lagos": a school's short name run
  // together from the starts of two of its words.
  if (/^\p{Lu}\p{Ll}{5,}$/u.test(name)) {
    const lines = facts.index.lines.filter((line) => blendOf(name, line.text)).map((line) => line.text);
    if (lines.length) return lines;
  }
  // "NVQ 3" is shown by "NVQ Level 3 Electrotechnical Services": a qualification's level, said in full.
  const levelled = /^(\p{Lu}[\p{Lu}\d]{1,7})\s+(\d)$/u.exec(name);
  if (levelled) {
    const said = new RegExp(
      `(?<![\\p{L}])${levelled[1]}\\s+(?:level|niveau|nivel|stufe|livello)\\s+${levelled[2]}(?!\\d)`,
      "iu",
    );
    const lines = facts.index.lines.filter((line) => said.test(line.text)).map((line) => line.text);
    if (lines.length) return lines;
  }
  // "CeMAP-qualified" is shown by "CeMAP (Certificate in Mortgage Advice and Practice)".
  const credential = /^(.+?)-(?:qualified|certified|registered|trained|accredited|licensed)$/i.exec(name);
  if (credential) return nameEvidence(facts, credential[1]!);
  // "Maintenance Department of Batinah Polymers LLC": a unit of an employer the CV names is shown by the employer.
  const unitOf =
    /^(?:\p{Lu}[\p{L}&-]*\s+){1,3}(?:Department|Division|Unit|Section|Office|Branch|Team|Directorate)\s+(?:of|at)\s+(\p{Lu}.+)$/u.exec(
      name,
    );
  if (unitOf) return nameEvidence(facts, unitOf[1]!);
  if (/^[A-Z]{3,5}s?$/.test(name)) {
    const acronym = name.replace(/s$/, "");
    // ("VFD" for "variable frequency drives": a technical term spelled out in small letters.)
    const lower = new RegExp(
      `(?<![\\p{L}])${[...acronym].map((letter) => `${letter.toLowerCase()}\\p{L}+`).join("[\\s-]+")}(?![\\p{L}])`,
      "u",
    );
    return facts.index.lines
      .filter((line) => spellsOut(line.text, acronym) || lower.test(line.text))
      .map((line) => line.text);
  }
  // "Member of the CIEH": the words before the abbreviation, on a line that spells it out.
  const abbreviated = /^(.+?)\s+(?:the\s+)?([A-Z]{3,5})$/.exec(name);
  if (abbreviated) {
    const words = contentStems(abbreviated[1]!);
    return facts.index.lines
      .filter((line) => spellsOut(line.text, abbreviated[2]!))
      .filter((line) => words.every((word) => contentStems(line.text).includes(word)))
      .map((line) => line.text);
  }
  // "Man Met" for "Manchester Metropolitan University": each word the start of the next word the CV writes.
  const clipped = name.split(/\s+/);
  if (clipped.length >= 2 && clipped.every((word) => /^\p{Lu}\p{Ll}{1,5}$/u.test(word))) {
    const spelled = new RegExp(
      `(?<![\\p{L}])${clipped.map((word) => `${word}\\p{L}*`).join("\\s+")}(?![\\p{L}])`,
      "u",
    );
    const lines = facts.index.lines.filter((line) => spelled.test(line.text)).map((line) => line.text);
    if (lines.length) return lines;
  }
  // "UoN" for "University of Nairobi", "LSoE": a small letter stands for a small word ("of", "and", "for").
  if (/^(?=(?:[a-z]*[A-Z]){2})[A-Z](?:[A-Z]|[oafdvt](?=[A-Z])){1,5}$/.test(name)) {
    const spelled = new RegExp(
      `(?<![\\p{L}])${[...name]
        .map((letter) =>
          /[A-Z]/.test(letter) ? `${letter}[\\p{L}'’-]*` : `(?:${SMALL_WORDS[letter] ?? letter})(?:\\s+the)?`,
        )
        .join("\\s+")}(?![\\p{L}])`,
      "u",
    );
    return facts.index.lines.filter((line) => spelled.test(line.text)).map((line) => line.text);
  }
  return [];
}

/** An award's lines; a letter that says it was won is not shown by a line that says it was only a shortlist. */
function awardEvidence(facts: Facts, name: string, won: boolean, wonByMe = false): string[] {
  const singular = (text: string) =>
    ` ${normaliseName(text)} `.replace(/ (award|prize|medal|trophy)s /g, " $1 ");
  const wanted = singular(name);
  const lines = facts.index.lines;
  return (
    lines
      .filter((line) => singular(line.text).includes(wanted))
      // "Highly Commended at the" over "British Cartographic Society Awards 2023": the line above says how it went.
      .filter(
        (line) => !won || !SHORTLISTED.test(`${lines[lines.indexOf(line) - 1]?.text ?? ""} ${line.text}`),
      )
      // ("Brightwave named me its Partner of the Year" against "Our site won Brightwave's 'Partner of the Year'"):
      // a prize the CV gives a team, a site or the firm is not the candidate's own.
      .filter((line) => !wonByMe || !WON_BY_GROUP.test(line.text))
      .map((line) => line.text)
  );
}

const WON =
  /(?<![\p{L}])(?:won|winning|winner|awarded|named|received|picked up|gewonnen|ausgezeichnet|remporté|lauréat|ganador|gané)(?![\p{L}])/iu;
/** The candidate as the winner: "named me its …", "I won", "I was awarded". */
const WON_BY_ME =
  /(?<![\p{L}])(?:(?:named|awarded|gave|presented)\s+me|I\s+(?:won|received|was\s+(?:named|awarded|given))|my\s+(?:own\s+)?(?:award|prize))(?![\p{L}])/iu;
/** A group as the winner: "Our site won …", "the team received …", "awarded to the branch". */
const WON_BY_GROUP =
  /(?<![\p{L}])(?:(?:our|the|my)\s+(?:site|team|branch|store|shop|office|hotel|department|unit|ward|company|school|crew|plant|centre|center|project)\s+(?:won|received|was\s+(?:named|awarded))|(?:team|site|company)\s+award)(?![\p{L}])/iu;
/** Less than winning: shortlisted, a lower place or medal ("2nd place", "Bronze für …"). */
const SHORTLISTED =
  /\b(?:shortlisted|short-listed|finalist|nominated|nominee|runner-up|highly commended|commended|nominiert|finaliste|nominé|finalista|genomineerd|(?:2nd|3rd|second|third|4th|fourth)\s+place|silver|bronze|silber|argent|plata|zilver|brons|zweite[rn]?\s+platz|dritte[rn]?\s+platz|2e\s+place|3e\s+place|segundo\s+puesto|tercer\s+puesto)\b/i;

/** The small words an abbreviation writes in small letters ("UoN", "LSoE", "UfM"). */
const SMALL_WORDS: Record<string, string> = {
  o: "of",
  a: "and|at",
  f: "for",
  d: "de|der|des|du",
  v: "van|von",
  t: "the",
};

/**
 * A title is shown by a line that holds each of its words as a word ("Senior Staff Nurse" shows "senior nurse"), not
 * by stems it shares with other words ("Team Resource Management … my watch" is no "Watch Manager").
 */
/** "assistant PM" for "Assistant Property Manager": an abbreviation the CV's own title lines spell out. */
function spelledTitle(facts: Facts, title: string): string {
  return title.replace(/(?<![\p{L}])([A-Z]{2,4})s?(?![\p{L}])/gu, (whole, letters: string) => {
    // Only an abbreviation the CV never writes itself ("HR Advisor" stays as the CV has it).
    if (
      facts.index.lines.some((line) => new RegExp(`(?<![\\p{L}])${letters}(?![\\p{L}])`, "u").test(line.text))
    )
      return whole;
    const pattern = new RegExp(
      letters
        .split("")
        .map((letter) => `${letter}[\\p{Ll}]+`)
        .join("\\s+"),
      "u",
    );
    for (const line of facts.index.lines) {
      const found = pattern.exec(line.text);
      if (found) return found[0];
    }
    return whole;
  });
}

function titleEvidence(facts: Facts, given: string): string[] {
  // "a volunteer reading tutor" over "VOLUNTEER / Reading tutor, …": the post, on a line or under a heading that says
  // it is unpaid.
  const unpaid = /^(?:volunteer|voluntary|unpaid)\s+(.+)$/i.exec(given.trim());
  if (unpaid) return titleEvidence(facts, unpaid[1]!).filter((line) => volunteered(facts, line));
  const title = spelledTitle(facts, given);
  const words = normaliseName(title)
    .split(" ")
    .filter((word) => word.length > 1 && !TITLE_FILLER.has(word));
  if (!words.length) return [];
  const has = (line: string, word: string) =>
    new RegExp(`(?<![a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:s|es)?(?![a-z0-9])`).test(line);
  const phrase = ` ${words.join(" ")} `;
  const byIndex = new Map(facts.index.indexed.map((line) => [line.index, line.name]));
  const notHeld = listedAsNotHeld(facts);
  const whole = facts.index.indexed.filter(
    (line) =>
      words.every((word) => has(line.name, word)) &&
      // "Not yet: Team leader role (formal)" lists it as not held.
      !notHeld.has(line.text) &&
      // "keen to develop towards a First Contact Practitioner role" names a wish, not a post held; so does a wrapped
      // "Ready to move into a" / "team leader role.".
      (line.name.includes(phrase)
        ? namedAsFact(`${byIndex.get(line.index - 1) ?? ""}${line.name}`, phrase)
        : // "Coaching Skills for Team Leaders": the title in the plural names others, a course's audience.
          !WISH_WORDS.test(line.text) && !line.name.includes(`${phrase.trimEnd()}s `)),
  );
  if (whole.length) return whole.map((line) => line.text);
  const found = findEvidence(facts.index, title).filter((line) =>
    words.every((word) => has(` ${normaliseName(line)} `, word.slice(0, Math.max(4, word.length - 2)))),
  );
  // "a registered pharmacist" over "Pharmacist — Malta Pharmacy Council registration no. P-2291": the post, and a
  // registration of it.
  const credentialed = /^(?:registered|licensed|chartered)\s+(.+)$/i.exec(title.trim());
  if (found.length || !credentialed) return found;
  const post = titleEvidence(facts, credentialed[1]!);
  const registration = facts.index.lines.find(
    (line) => REGISTRATION.test(line.text) && !LACKS.test(line.text) && !NOT_HELD_AFTER.test(line.text),
  )?.text;
  return post.length && registration ? [...new Set([...post, registration])] : [];
}

/** A professional registration of the candidate's own: "registration no. P-2291", "on the register", "registered with". */
const REGISTRATION =
  /(?<![\p{L}])(?:(?:registration|licen[cs]e|reg\.)\s*(?:no\.?|number|#)\s*:?\s*\S*\d|registered (?:with|by|at|under)|on the register|(?:registration|licen[cs]e) (?:with|by|from) the|chartered (?:member|status))/iu;

const VOLUNTEERING = /volunt|ehrenamt|bénévol|benevol|vrijwillig|unpaid|charity|community/i;

/** A CV line that says it is volunteering, or sits under a heading that does. */
function volunteered(facts: Facts, text: string): boolean {
  if (VOLUNTEERING.test(text)) return true;
  const lines = facts.index.lines;
  for (let at = lines.findIndex((line) => line.text === text) - 1; at >= 0; at -= 1) {
    const line = lines[at]!.text;
    if (headingOf(line) !== null || (line === line.toUpperCase() && /\p{Lu}{3}/u.test(line)))
      return VOLUNTEERING.test(line);
  }
  return false;
}

const ADVANCED_BEFORE =
  /\b(?:advanced|expert|proficient|power|strong|highly skilled|fluent)\s+(?:in\s+|with\s+)?$/i;
const ADVANCED_AFTER = /^\s+(?:expert|power user|at an? (?:advanced|expert) level)\b/i;

/** "I am an advanced SPSS user", "an expert in Tableau": a level claimed, which a CV's "basic" does not show. */
function claimedHigh(text: string, hit: { start: number; end: number }): boolean {
  return (
    ADVANCED_BEFORE.test(text.slice(Math.max(0, hit.start - 30), hit.start)) ||
    ADVANCED_AFTER.test(text.slice(hit.end, hit.end + 30))
  );
}

/** "IDEA (basic – sampling and duplicates tests)", "Python: beginner": the CV rates the skill low. */
function ratedBasic(line: string, skill: string): boolean {
  return new RegExp(
    `(?<![\\p{L}])${escapeRegExp(skill)}\\s*[(:–—-]?\\s*\\(?\\s*(?:basic|beginner|elementary|limited|some|working knowledge)\\b`,
    "iu",
  ).test(line);
}

/** "I have not yet dealt …", "I have never signed …": the clause denies what follows. */
const DENIED_BEFORE =
  /(?<![\p{L}])(?:not|never|n['’]t|no longer|yet to|nicht|nie|jamais|pas|nunca|niet|nooit)(?:\s+(?:yet|directly|personally|myself|ever|noch|encore|aún|nog))*\s+(?:\p{L}+\s+){0,2}$/iu;

const WISH_WORDS =
  /\b(?:towards?|aspir\w*|hop(?:e|ing) to|aim(?:ing)? to|want to|would like to|keen to|goal|ambition|looking to)\b/i;

// ("a bilingual customer service agent": the languages are checked as languages, the post by its other words.)
const TITLE_FILLER = new Set([
  "of",
  "the",
  "and",
  "a",
  "an",
  "for",
  "in",
  "at",
  "to",
  "my",
  "our",
  "bilingual",
  "trilingual",
  "multilingual",
]);

/** "Associate Member of CIPM" is written "ACIPM" on a CV, "Fellow of the CIPD" "FCIPD", a member "MCIPD". */
function gradeSupport(title: string, facts: Facts): string[] {
  const grade =
    /^(Associate(?: Member)?|Chartered Member|Member|Fellow)\s+of\s+(?:the\s+)?([A-Z]{2,8})$/.exec(title);
  if (!grade) return [];
  const letter = grade[1]!.startsWith("Associate") ? "A" : grade[1]!.startsWith("Fellow") ? "F" : "M";
  const letters = new RegExp(`(?<![\\p{L}])(?:${letter}${grade[2]}|${grade[2]})(?![\\p{L}])`, "u");
  return facts.index.lines.filter((line) => letters.test(line.text)).map((line) => line.text);
}

function withoutOverlaps(all: Found[]): Found[] {
  // "My German is at B1", "un nivel B2 de euskera": a level or a number inside a spoken language's claim is part of it.
  const languages = all.filter((claim) => claim.rank === LANGUAGE_RANK);
  const found = all.filter(
    (claim) =>
      claim.rank === LANGUAGE_RANK ||
      !languages.some((language) => language.start <= claim.start && claim.end <= language.end),
  );
  const kept: Found[] = [];
  for (const claim of [...found].sort((a, b) => a.rank - b.rank || a.start - b.start)) {
    if (!kept.some((other) => claim.start < other.end && other.start < claim.end)) kept.push(claim);
  }
  return kept.sort((a, b) => a.start - b.start);
}

function closestLine(facts: Facts, sentence: string): string | undefined {
  const wanted = new Set(contentStems(sentence));
  let best: { text: string; score: number } | undefined;
  for (const line of facts.index.indexed) {
    let score = 0;
    for (const word of line.stems) if (wanted.has(word)) score++;
    if (score > (best?.score ?? 0)) best = { text: line.text, score };
  }
  return best?.text;
}

const claimKey = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * A span the letter claims and the CV denies: flagged, and the supported claims inside it (a name the CV does hold,
 * "Nutrition Support Team" in a led clause) give way to it. A span already flagged, or confirmed true, stays as is.
 */
/** A signature's post-nominal, held when the CV or the notes name it and neither lists it as not held yet. */
function credentialClaim(
  credential: SignatureCredential,
  cv: Facts,
  notes: Facts | null,
  confirmed: ReadonlySet<string>,
): Claim {
  const named = new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(credential.text)}(?![\\p{L}\\d-])`, "u");
  // (A line under the name: each of its words on one line of the CV, "Licensed electrician (…)" for "Licensed Electrician".)
  const words = credential.line ? contentStems(credential.text) : [];
  const shows = (line: string) =>
    credential.line
      ? words.length > 0 && words.every((word) => contentStems(line).includes(word))
      : named.test(line);
  const held = (facts: Facts) =>
    withoutUnfinished(
      "qualification",
      withoutListedAsNotHeld(
        "qualification",
        facts,
        facts.index.lines.map((line) => line.text).filter(shows),
        credential.text,
      ),
      facts,
      "",
      credential.text,
    );
  const fromCv = held(cv);
  const fromNotes = fromCv.length || !notes ? [] : held(notes);
  const claim: Claim = {
    text: credential.text,
    start: credential.start,
    end: credential.end,
    kind: "qualification",
    supported: true,
    evidence: [],
  };
  if (fromCv.length) return { ...claim, evidence: fromCv, source: "cv" };
  if (fromNotes.length) return { ...claim, evidence: fromNotes, source: "notes" };
  if (confirmed.has(claimKey(credential.text))) return { ...claim, source: "confirmed" };
  return { ...claim, supported: false };
}

function flagOver(
  claims: Claim[],
  letter: string,
  offset: number,
  span: { start: number; end: number; closest?: string },
  kind: ClaimKind,
  confirmed: ReadonlySet<string>,
): void {
  const start = offset + span.start;
  const end = offset + span.end;
  const inside = claims.filter((claim) => claim.start < end && start < claim.end);
  if (inside.some((claim) => !claim.supported) || confirmed.has(claimKey(letter.slice(start, end)))) return;
  for (const claim of inside) claims.splice(claims.indexOf(claim), 1);
  claims.push({
    text: letter.slice(start, end),
    start,
    end,
    kind,
    supported: false,
    evidence: [],
    ...(span.closest ? { closest: span.closest } : {}),
  });
}

/**
 * "Khomasdal has a monthly turnover of about N$ 10 million": a sentence whose subject is a workplace of the CV's roles
 * (and not the advert's employer) describes the candidate's own work, and its numbers are claims.
 */
function aboutOwnWorkplace(sentence: string, cv: Facts, advert: AdvertTerms): boolean {
  const subject =
    /^(\p{Lu}[\p{L}'’&.-]*(?:\s+\p{Lu}[\p{L}'’&.-]*){0,3})\s+(?:has|had|is|was|serves|served|employs|employed|turns over|turned over|handles|handled)\b/u.exec(
      sentence.trim(),
    )?.[1];
  if (!subject || advert.text.includes(` ${normaliseName(subject)} `)) return false;
  const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(subject)}(?![\\p{L}])`, "u");
  return cv.roles.some((role) => named.test(role.line));
}

type CheckSources = Pick<CheckLetterInput, "cvContent" | "jobDescription" | "additionalNotes" | "now">;

/** What the check reads besides the letter: the CV's and the notes' facts and the advert's terms. Read-only. */
function sourcesOf(input: CheckSources) {
  const year = (input.now ?? new Date()).getFullYear();
  const notes = input.additionalNotes?.trim() ? input.additionalNotes : "";
  return rememberedSources(JSON.stringify([year, input.cvContent, input.jobDescription, notes]));
}

const rememberedSources = rememberLast(16, (key: string) => {
  const [year, cvContent, jobDescription, notes] = JSON.parse(key) as [number, string, string, string];
  const now = new Date(Date.UTC(year, 6, 1));
  const cv = factsOf(cvContent, now);
  return {
    cv,
    notes: notes ? factsOf(notes, now) : null,
    advert: advertTerms(jobDescription, cv.index, listedAsNotHeld(cv)),
    names: candidateNames(cvContent),
  };
});

/**
 * Reads the CV, notes and advert for a check to come, so that the check of a letter still being written costs only
 * the letter's own reading (docs/architecture.md §7).
 */
export function prepareLetterCheck(input: CheckSources): void {
  sourcesOf(input);
}

export function checkLetter(input: CheckLetterInput): LetterCheck {
  const { cv, notes, advert, names } = sourcesOf(input);
  const confirmed = new Set((input.confirmed ?? []).map(claimKey));
  const claims: Claim[] = [];
  const partial = partialLanguageOf(input.letter);
  const body = partial ? withoutGreetingAndSignOff(input.letter) : input.letter;
  let previous: { end: number; aboutCandidate: boolean; text: string } | null = null;
  for (const sentence of splitSentences(body)) {
    const own = partial ? partialContext(sentence, names, partial) : assertionContext(sentence, names);
    // "I took over the wine list in 2022. Sales by the glass rose 27 %.": a sentence without a person that goes on
    // from one about the candidate, in the same paragraph, is about the candidate too.
    const goesOn: boolean =
      !own.aboutCandidate &&
      ((previous !== null &&
        previous.aboutCandidate &&
        !/\n\s*\n/.test(body.slice(previous.end, sentence.start))) ||
        aboutOwnWorkplace(sentence.text, cv, advert));
    const ownSubject =
      goesOn && previous !== null && OWN_OPENING.test(previous.text) && PRONOUN_OPENING.test(sentence.text);
    const context: typeof own = goesOn
      ? { ...own, aboutCandidate: true, ...(ownSubject ? { ownSubject: true as const } : {}) }
      : own;
    previous = { end: sentence.end, aboutCandidate: context.aboutCandidate, text: sentence.text };
    if (!context.aboutCandidate) continue;
    const findings = withoutOverlaps(findInSentence(sentence, context, advert, partial));
    // A sentence that only goes on from the candidate's ("That's over six years running a dispensary") is read for
    // what it names and counts, not for a summary of years or dates.
    for (const found of goesOn
      ? findings.filter((finding) => !INHERITED_SKIPS.has(finding.kind))
      : findings) {
      const start = sentence.start + found.start;
      const end = sentence.start + found.end;
      const text = input.letter.slice(start, end);
      if (cv.unread && !readAcrossLanguages(found.kind, text)) continue;
      const claim: Claim = { text, start, end, kind: found.kind, supported: true, evidence: [] };
      const fromCv = withoutListedAsNotHeld(
        found.kind,
        cv,
        withoutOtherLevel(
          found.kind,
          text,
          withoutOthersTitle(
            found.kind,
            text,
            withoutNegated(
              found.kind,
              withoutMembership(
                found.kind,
                withoutUnfinished(found.kind, found.support(cv), cv, sentence.text, text),
                sentence.text.slice(0, found.start),
              ),
              text,
            ),
            sentence.text.slice(0, found.start),
          ),
          sentence.text.slice(found.end),
        ),
        text,
        sentence.text.slice(0, found.start),
        sentence.text.slice(found.end),
      );
      const fromNotes = fromCv.length || !notes ? [] : found.support(notes);
      if (fromCv.length) Object.assign(claim, { evidence: fromCv, source: "cv" });
      else if (fromNotes.length) Object.assign(claim, { evidence: fromNotes, source: "notes" });
      else if (confirmed.has(claimKey(text))) claim.source = "confirmed";
      else {
        claim.supported = false;
        const closest = closestLine(cv, sentence.text);
        if (closest) claim.closest = closest;
      }
      claims.push(claim);
    }
    // "I hit my target every month of 2025" when the CV says "reached in 9 of 12 months": an "every" overstated.
    for (const span of overstatedEvery(sentence.text, cv)) {
      const start = sentence.start + span.start;
      const end = sentence.start + span.end;
      if (confirmed.has(claimKey(input.letter.slice(start, end)))) continue;
      claims.push({
        text: input.letter.slice(start, end),
        start,
        end,
        kind: "number",
        supported: false,
        evidence: [],
        closest: span.closest,
      });
    }
    // "I also took over our weekly CT colonography list" when the CV lists "CT colonography" under NOT YET.
    // ("je postule pour le poste de designer graphique senior·e – direction artistique adjointe": the job's name.)
    const advertsOwn = ownNameSpans(sentence.text, advert);
    for (const span of notHeldClaimed(sentence, context, cv, notes, partial))
      if (!advertsOwn.some(([from, to]) => span.start < to && from < span.end))
        flagOver(claims, input.letter, sentence.start, span, "skill", confirmed);
    // "I led the service improvement project" when the CV only takes part in it: a role inflated.
    for (const span of inflatedRoles(sentence.text, cv))
      flagOver(claims, input.letter, sentence.start, span, "title", confirmed);
    // "I approve and release the payroll myself" when the CV says the Finance Manager does.
    // ("I have not yet dealt directly with the National Minerals Agency": a duty denied is no claim of it.)
    // "I cut travel costs per trip by 15%" when the CV credits the drop to the CFO's new policy.
    if (!partial && context.aboutCandidate)
      for (const span of claimedOthersResult(sentence.text, cv))
        flagOver(claims, input.letter, sentence.start, span, "number", confirmed);
    if (!partial)
      for (const span of claimedOthersDuties(sentence.text, cv))
        if (!DENIED_BEFORE.test(sentence.text.slice(0, span.start)))
          flagOver(claims, input.letter, sentence.start, span, "title", confirmed);
  }
  // "Danielle Brooks, SPHR": letters after the name that signs the letter.
  for (const credential of signatureCredentials(input.letter, input.cvContent))
    claims.push(credentialClaim(credential, cv, notes, confirmed));
  const unsupported = claims.filter((claim) => !claim.supported).length;
  return {
    claims,
    unsupported,
    ...(partial ? { partial: { language: partial } } : {}),
    ...(cv.unread ? { cvUnread: true as const } : {}),
  };
}
