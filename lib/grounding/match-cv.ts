import { rememberLast } from "@/lib/memo";
import { unweaveTextColumns } from "@/lib/documents/text-columns";
import { headingOf, type SectionName } from "@/lib/ai/analysis/cv-sections";
import { splitLines } from "@/lib/ai/analysis/text";
import { indexCv, type CvIndex } from "@/lib/grounding/cv-evidence";
import { acronymsIn } from "@/lib/grounding/match-acronyms";
import { conceptsOf, SKILL_SHOWS } from "@/lib/grounding/match-vocabulary";
import { subjectFamilies } from "@/lib/grounding/match-subjects";
import { softSkillsShownBy } from "@/lib/grounding/match-soft-skills";
import { spanOf, yearsStated, type MonthSpan } from "@/lib/grounding/match-years";
import { skillsShownBy } from "@/lib/grounding/skill-terms";

const PORTFOLIO_LINK =
  /\b(?:behance\.net|dribbble\.com|www\.(?!linkedin)[\w-]+\.[a-z.]{2,}|https?:\/\/(?!(?:www\.)?linkedin)[\w-]+\.[a-z.]{2,})/i;

/**
 * "No farrier qualification yet – …", "Not used: SurveyCTO, NVivo", "Keine Erfahrung mit SAP", "Ingen erfaring med
 * dRofus": a clause that opens by saying what the candidate lacks shows none of it (docs/product-rules.md, "Match").
 */
// ("no further damage", "zero complaints": a bad outcome avoided is a result, not a lack.)
export const LACK_CLAUSE =
  /(?<=^[\s\-•*·–▪]*|[.;(]\s*)(?:no|not|never|none|nil|keine?|noch keine|bisher keine|pas de|pas d['’]|aucune?|sin|ningún|ninguna|geen|nog geen|ingen|ikke|inte|brak|fără|nincs|nessuna?|nenhuma?)(?![\p{L}\d.'’-])(?!\s+(?:further\s+|more\s+|other\s+|serious\s+|major\s+|lost[- ]time\s+|reportable\s+)?(?:damage|injur|incident|complaint|accident|loss|losses|error|delay|harm|casualt|fatalit|breach|defect|spill|fire|downtime)\p{L}*)[^.;!?\n]*/gimu;

const WISH_CLAUSE =
  /\b(?:looking to (?:move|transition|step|grow) into|moving into|keen to move into|hoping to move into|aspiring to become|seeking to move into|to (?:start|begin|launch) (?:my|a) career in|(?:want|wish|hope|keen|eager) to learn|and learn)\b[^.!?]*/gi;

/** A CV read once for the match: each line with its section, concepts, skills and date range. */

export type MatchLine = {
  text: string;
  section: SectionName | "header";
  concepts: ReadonlySet<string>;
  /** Soft skills the line shows only in practice ("present the monthly review": communication). */
  implied: ReadonlySet<string>;
  skills: ReadonlySet<string>;
  span: MonthSpan | null;
  /** The lines around a date range: the role's title, employer and first bullet. */
  context: string;
};

export type MatchCv = {
  index: CvIndex;
  lines: MatchLine[];
  /** Years the CV states in words ("with 9 years' experience"), the largest. */
  statedYears: number;
  /** The concepts of the line that states them: what the years were spent on. */
  statedIn: ReadonlySet<string>;
  text: string;
  /** The abbreviations the CV uses ("PMS", "CIPD"). */
  acronyms: ReadonlySet<string>;
  /** The year the CV is read in: how long a licence "since 2016" has been held. */
  year: number;
};

/** The CV as the match reads it, once per text and month ("present" ends in `now`'s month). Read-only. */
export function readCvForMatch(cvText: string, now: Date): MatchCv {
  return rememberedCv(`${now.getFullYear()}-${now.getMonth()}\n${cvText}`);
}

const rememberedCv = rememberLast(16, (key: string): MatchCv => {
  const [year, month] = key.slice(0, key.indexOf("\n")).split("-").map(Number);
  return readCv(key.slice(key.indexOf("\n") + 1), new Date(year!, month!, 15));
});

const DOCUMENT_TITLE =
  /^\s*(?:resume|résumé|cv|c\.v\.|curriculum vitae|lebenslauf|hoja de vida|levensloop)\s*$/i;

function readCv(pasted: string, now: Date): MatchCv {
  // A two-column layout pasted as text reads column by column, so a role's lines stay together.
  // "Oberflächenbehand-" / "lung (Beizen, Lackieren)": a word a narrow column broke is one word again.
  // "des CNC-" / "Bearbeitungszentrums HOMAG": a compound broken at its own hyphen keeps it.
  const cvText = unweaveTextColumns(pasted)
    .replace(/(?<=\p{Ll})-[ \t]*\n[ \t]*(?=\p{Ll})/gu, "")
    .replace(/(?<=[\p{L}\d])-[ \t]*\n[ \t]*(?=\p{Lu}\p{Ll}{3,})/gu, "-")
    .replace(LACK_CLAUSE, "");
  const index = indexCv(cvText);
  const raw = splitLines(cvText);
  const sectionAt: Array<SectionName | "header"> = [];
  let section: SectionName | "header" = "header";
  raw.forEach((line, at) => {
    const heading = headingOf(line);
    if (heading) section = heading.section;
    sectionAt[at] = section;
  });
  const lines = index.lines.map((line, position): MatchLine => {
    const around = [index.lines[position - 1]?.text, line.text, index.lines[position + 1]?.text];
    // ("… and learn Python": a skill the candidate wants is not one they show.)
    const skills = skillsShownBy(line.text.replace(WISH_CLAUSE, " "));
    // "Looking to move into NRI banking, where my…": what the candidate wants to do next is not what they did.
    // ("RESUME", "Curriculum Vitae": the document's title names nothing the candidate did.)
    const concepts = new Set(
      DOCUMENT_TITLE.test(line.text) ? [] : conceptsOf(line.text.replace(WISH_CLAUSE, " ")),
    );
    // A personal site or a Behance/Dribbble page is where a portfolio is shown (not LinkedIn or an e-mail domain).
    if (PORTFOLIO_LINK.test(line.text)) concepts.add("c:portfolio");
    // "MPharm (Hons)" in education also shows a life-science degree.
    if (sectionAt[line.index] === "education")
      for (const family of subjectFamilies(line.text)) concepts.add(family);
    for (const skill of [...skills])
      for (const shown of SKILL_SHOWS.get(skill) ?? [])
        (shown.startsWith("c:") ? concepts : skills).add(shown);
    return {
      text: line.text,
      section: sectionAt[line.index] ?? "header",
      concepts,
      implied: new Set(softSkillsShownBy(line.text, concepts)),
      skills,
      span: sectionAt[line.index] === "education" ? null : spanOf(line.text, now),
      context: around.filter(Boolean).join(" \n "),
    };
  });
  // "Backend engineer with 9 years' experience": the profile's own count, not a bullet's "for 2 years".
  const profile = lines.filter((line) => line.section === "summary" || line.section === "header");
  const statedYears = Math.max(0, ...profile.map((line) => yearsStated(line.text)));
  const statedLine = profile.find((line) => statedYears > 0 && yearsStated(line.text) === statedYears);
  return {
    index,
    lines,
    statedYears,
    statedIn: statedLine?.concepts ?? new Set(),
    text: cvText,
    acronyms: acronymsIn(cvText),
    year: now.getFullYear(),
  };
}
