import { rememberLast } from "@/lib/memo";
import { isBulletLine, splitLines, stripBullet } from "@/lib/ai/analysis/text";
import { contentStems, normaliseName } from "@/lib/grounding/normalise";
import { canonicalSkill, knownSkill, scanSkillHits, skillsShownBy } from "@/lib/grounding/skill-terms";

/**
 * The CV lines that support a term: the evidence the claim check and the match cite (docs/product-rules.md,
 * "The claim check"). The CV is indexed once; each look-up is then a pass over its lines.
 */

export { canonicalSkill };

/** One non-empty line of the CV, trimmed, bullets stripped; `index` is its 0-based line number in the CV text. */
export type CvLine = { text: string; index: number };

type IndexedLine = CvLine & {
  /** normaliseName(text) between spaces, for whole-word containment. */
  name: string;
  stems: ReadonlySet<string>;
  skills: ReadonlySet<string>;
};

export type CvIndex = { lines: CvLine[]; indexed: readonly IndexedLine[] };

/** The CV's lines, indexed once per text: the claim check and the match read the same CV. Read-only. */
export function indexCv(cvText: string): CvIndex {
  return rememberedIndex(cvText);
}

/**
 * A bullet hard-wrapped onto indented lines ("· Monthly sales rose from approx. 1.8 million MNT (2022) to approx." /
 * "  3.1 million MNT (2025)."): one line again, so its facts are read together.
 */
function unwrappedBullets(lines: string[]): string[] {
  const joined = [...lines];
  for (let at = 1, bullet = -1; at < lines.length; at++) {
    const line = lines[at]!;
    if (isBulletLine(line)) bullet = at;
    else if (
      bullet >= 0 &&
      // (Or in capitals, under a line filled to the wrap: "… awards approved by the Tender" / "  Committee.".)
      (/^\s{2,}[\p{Ll}\d(]/u.test(line) ||
        (/^\s{2,}\p{Lu}/u.test(line) && joined[bullet]!.trimEnd().length >= 80)) &&
      joined[bullet]!.trim() &&
      !/[!?:]$|(?<!\b(?:approx|incl|ca|e\.g|i\.e|etc|vs|no))\.$/u.test(joined[bullet]!.trim())
    ) {
      joined[bullet] = `${joined[bullet]!.trimEnd()} ${line.trim()}`;
      joined[at] = "";
    } else bullet = -1;
  }
  return joined;
}

const rememberedIndex = rememberLast(16, (cvText: string): CvIndex => {
  const indexed: IndexedLine[] = [];
  unwrappedBullets(splitLines(cvText)).forEach((raw, index) => {
    const text = stripBullet(raw).replace(/\s+/g, " ").trim();
    if (!text) return;
    indexed.push({
      text,
      index,
      name: ` ${normaliseName(text)} `,
      stems: new Set(contentStems(text)),
      skills: skillsShownBy(text),
    });
  });
  return { lines: indexed.map(({ text, index }) => ({ text, index })), indexed };
});

/** A longer phrase is supported by a line holding most of its content words; a short one needs them all. */
function enoughOf(units: number): number {
  return units <= 3 ? units : Math.ceil(units * 0.75);
}

/** What a phrase asks a line to show: its skills (synonyms folded) and the stems of its other content words. */
function phraseUnits(term: string): { skills: string[]; stems: string[] } {
  const hits = scanSkillHits(term);
  let rest = term;
  for (const hit of [...hits].reverse()) rest = `${rest.slice(0, hit.start)} ${rest.slice(hit.end)}`;
  return { skills: [...new Set(hits.map((hit) => hit.skill))], stems: [...new Set(contentStems(rest))] };
}

/** "keen to develop towards a First Contact Practitioner role": a wish in the CV is no evidence that it is so. */
const ASPIRATION =
  /\b(?:towards?|aspir\w*|hop(?:e|ing) to|aim(?:ing)? to|want to|would like to|keen to|goal|ambition|plan(?:ning)? to|looking to|become|becoming|ready (?:to|for)|move into|moving into|step(?:ping)? up)\b(?:\s+\S+){0,4}\s*$/;

/** Whether a normalised line names `padded` (" name ") as a fact somewhere, not only as a wish. */
export function namedAsFact(line: string, padded: string): boolean {
  for (let at = line.indexOf(padded); at >= 0; at = line.indexOf(padded, at + 1))
    if (!ASPIRATION.test(line.slice(Math.max(0, at - 60), at))) return true;
  return false;
}

/**
 * CV lines that support `term` (a skill, tool, title, employer, degree or phrase): lexicon synonyms
 * (Postgres/PostgreSQL, K8s/Kubernetes, JS/JavaScript, …), case-insensitive, stemmed content words for phrases;
 * best line first; [] when none.
 */
const GRADE_LETTER =
  /\b([Cc]ategory|[Cc]lass|[Gg]rade|[Cc]at|[Bb]and|[Tt]ier|[Tt]ype)\s+([A-E]|I{1,3}|IV)\b/g;

export function findEvidence(index: CvIndex, term: string): string[] {
  const trimmed = term.trim();
  if (!trimmed) return [];
  const skill = knownSkill(trimmed);
  // A known skill is found by its spellings only: "Go" is not in "go-live", nor "Excel" in "excel at".
  if (skill) return index.indexed.filter((line) => line.skills.has(skill)).map((line) => line.text);

  const name = normaliseName(trimmed);
  const byName = name ? index.indexed.filter((line) => namedAsFact(line.name, ` ${name} `)) : [];
  const units = phraseUnits(trimmed);
  const total = units.skills.length + units.stems.length;
  if (total === 0) return byName.map((line) => line.text);

  const scored = index.indexed
    // A line that names it only as a wish supports it neither by name nor by its words.
    .filter((line) => !byName.includes(line) && !(name && line.name.includes(` ${name} `)))
    .map((line) => ({
      line,
      score:
        units.skills.filter((unit) => line.skills.has(unit)).length +
        units.stems.filter((unit) => line.stems.has(unit)).length,
    }))
    .filter((entry) => entry.score >= enoughOf(total))
    // "Band 7 Labour Ward Coordinator" is not "Band 6 … Labour Ward": a number in a name must be the CV's.
    .filter(
      (entry) =>
        (trimmed.match(/\d+/g) ?? []).every((digits) =>
          new RegExp(`(?<![\\d])${digits}(?![\\d])`).test(entry.line.text),
        ) &&
        // "IHO Category A" is not "IHO … Order 1a": a grade written as a letter must be the CV's too.
        [...trimmed.matchAll(GRADE_LETTER)].every((grade) =>
          new RegExp(`\\b${grade[1]}\\s+${grade[2]}\\b`, "i").test(entry.line.text),
        ),
    )
    .sort((a, b) => b.score - a.score || a.line.index - b.line.index);
  return [...byName, ...scored.map((entry) => entry.line)].map((line) => line.text);
}
