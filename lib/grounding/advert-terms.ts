import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import type { CvIndex } from "@/lib/grounding/cv-evidence";
import { DEGREE_TOKENS, normaliseName } from "@/lib/grounding/normalise";
import { amountsIn, findNumbers, type NumberMention } from "@/lib/grounding/numbers";
import { scanSkillHits } from "@/lib/grounding/skill-terms";
import { isContentWord, stem, words } from "@/lib/ai/analysis/stemming";

/**
 * What the advert contributes to the check: its own names (the company, an agency, the position), which are never
 * claims about the candidate, and its must-haves the CV lacks, whose claim is the commonest fabrication.
 */

/** `unshown`: the stems no CV line has at all, where the claim is placed when there are some. */
export type MissingMustHave = { requirement: string; stems: string[]; unshown: string[] };

export type AdvertTerms = {
  /** Normalised names of the employer and agency: a mention is the reader's, not the candidate's. */
  ownNames: string[];
  position: string;
  missingMustHaves: MissingMustHave[];
  /** The advert normalised, between spaces: does a name come from the advert? */
  text: string;
  /** The advert's counts ("three days a week", "a team of 12"): the same count in a letter is the job's. */
  counts: NumberMention[];
  /** The digits of every amount the advert writes ("98 000", "€120,000" → "98000", "120000"): its pay and budgets. */
  amounts: ReadonlySet<string>;
  /** Where a sentence writes the employer's (or agency's) name, and the position's, however punctuated. */
  ownPatterns: RegExp[];
  positionPatterns: RegExp[];
};

/** "harlow and finch" also matches "Harlow & Finch" and "HARLOW, FINCH". */
function namePattern(normalised: string): RegExp {
  // "Coordinador/a de Biblioteca", "Erzieher:in": a letter may keep the gender ending the analysis dropped.
  const ending = String.raw`(?:\/(?:a|as|e|es|in|innen|ne)|\((?:a|as|e|in)\)|[·:*](?:e|in|innen))?`;
  // ("emergency and critical care" is also "Emergency & Critical Care": the joiner allows either.)
  const words = normalised
    .split(" ")
    .filter((word, at, all) => word !== "and" || at === 0 || at === all.length - 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ending);
  return new RegExp(
    String.raw`(?<![\p{L}\d])${words.join(String.raw`[\s.,&'’·:/*–—-]+(?:and\s+)?`)}(?![\p{L}\d])`,
    "giu",
  );
}

/** Words a requirement shares with any sentence about work: they do not make it that requirement. */
const GENERIC = new Set(
  (
    "ability demonstrable demonstrated evidence excellent experience extensive familiarity good hands knowledge " +
    "level minimum practical proficiency proficient proven relevant solid sound strong track record understanding " +
    "working years year plus including similar other equivalent degree preferably essential desirable grasp " +
    "comfortable confident clear great familiar exposure background interest passion eye approach attention " +
    "awareness appreciation aptitude capability willingness"
  )
    .split(" ")
    .map(stem),
);

function requirementStems(requirement: string): string[] {
  let rest = requirement;
  // Skills are checked as skills; what is left is the requirement's own wording.
  for (const hit of [...scanSkillHits(requirement)].reverse())
    rest = `${rest.slice(0, hit.start)} ${rest.slice(hit.end)}`;
  const stems = words(normaliseName(rest))
    .filter((word) => isContentWord(word) || DEGREE_TOKENS.has(word))
    .map(stem)
    .filter((word) => !GENERIC.has(word));
  return [...new Set(stems)];
}

/** A line shows a requirement when it holds its words: both of two, two thirds of more. */
export function shown(stems: readonly string[], line: ReadonlySet<string>): boolean {
  const found = stems.filter((word) => line.has(word)).length;
  return found >= (stems.length <= 2 ? stems.length : Math.ceil((stems.length * 2) / 3));
}

/** "Understanding of open banking, card schemes or payment rails": each alternative is a requirement of its own. */
function alternatives(requirement: string): MissingMustHave[] {
  const parts = requirement
    // ("a WFM tool such as NICE IEX or Verint": each example is an alternative too.)
    .split(/[,;/()]|\bor\b|\be\.g\.|\bsuch as\b|\bincluding\b/i)
    .map((part) => ({ requirement: part.trim(), stems: requirementStems(part), unshown: [] as string[] }))
    .filter((part) => part.stems.length >= 2);
  const whole = { requirement, stems: requirementStems(requirement), unshown: [] as string[] };
  return parts.length > 1 ? parts : whole.stems.length >= 2 ? [whole] : [];
}

/** "Not endorsed for scheduled medicines", "- No experience with Moody's AXIS": a CV line that says it is lacking. */
const SAYS_LACKING = /^[\s•*·–-]*(?:no|not|never|none|without)(?![\p{L}])/iu;

/** `notHeld`: CV lines listed under "NOT YET" and the like, which show nothing the advert asks. */
export function advertTerms(
  jobDescription: string,
  cv: CvIndex,
  notHeld: ReadonlySet<string> = new Set(),
): AdvertTerms {
  const job = analyseJobDescription(jobDescription);
  const ownNames = [job.company, job.agency?.name ?? ""]
    .map(normaliseName)
    .filter((name) => name.length >= 2);
  const missingMustHaves = job.requirements
    .flatMap(alternatives)
    .filter((entry) => entry.stems.length <= 6)
    .filter(
      (entry) =>
        !cv.indexed.some(
          (line) =>
            shown(entry.stems, line.stems) && !SAYS_LACKING.test(line.text) && !notHeld.has(line.text),
        ),
    )
    // "QINSy and EIVA NaviSuite" with QINSy on the CV: the claim is the part the CV never shows.
    .map((entry) => ({
      ...entry,
      unshown: entry.stems.filter((stem) => !cv.indexed.some((line) => line.stems.has(stem))),
    }));
  const position = normaliseName(job.position);
  // "Designer graphique senior·e – direction artistique adjointe": the header line that holds the title, whole, as a
  // letter applying for it may quote it.
  const titleLine = position
    ? jobDescription
        .split("\n")
        .slice(0, 12)
        .map(normaliseName)
        .find(
          (line) =>
            line !== position && ` ${line} `.includes(` ${position} `) && line.split(" ").length <= 12,
        )
    : undefined;
  return {
    ownNames,
    ownPatterns: ownNames.map(namePattern),
    positionPatterns: position ? [titleLine, position].filter(Boolean).map((name) => namePattern(name!)) : [],
    position,
    missingMustHaves,
    text: ` ${normaliseName(jobDescription)} `,
    // Counted in the advert's own language ("een team van acht assistenten").
    counts: findNumbers(
      jobDescription,
      job.language === "en" || job.language === "other" ? null : job.language,
    ).filter((number) => number.unit === "count" || number.unit === "people"),
    amounts: new Set(amountsIn(jobDescription)),
  };
}
