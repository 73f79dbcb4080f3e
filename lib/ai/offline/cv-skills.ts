import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import { collapseSpaces, escapeRegExp, stripBullet, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";

/**
 * Every real skill a CV names (docs/product-rules.md, "CV extraction"): whatever its skills sections list, and the
 * known tools and methods its other lines mention. Precision first: plain words from the body ("compliance",
 * "services", "reporting") count only when the candidate lists them as skills. There is no cap on purpose.
 */

/** Lexicon entries too general to call a skill unless a skills section lists them. */
const GENERAL = new Set(
  [
    "security",
    "observability",
    "monitoring",
    "testing",
    "reporting",
    "training",
    "coaching",
    "operations",
    "analytics",
    "strategy",
    "leadership",
    "communication",
    "compliance",
    "assessment",
    "audit",
    "auditing",
    "tax",
    "recruitment",
    "logistics",
    "procurement",
    "mentoring",
    "customer service",
    "problem solving",
    "presentation skills",
    "negotiation",
    "accounting",
    "budgeting",
    "forecasting",
    "valuation",
    "treasury",
    "payroll",
    "APIs",
    "B2B",
    "B2C",
    "CRM",
    "UX",
    "Lean",
    "NHS",
    "CQC",
    "differentiation",
    "tutoring",
    "branding",
    "statistics",
    "networking",
    "onboarding",
    "fundraising",
    "casework",
    "merchandising",
    "typography",
    "DEI",
    "supply chain",
    "team leadership",
    "people management",
    "operations",
    "SEN",
    "SEND",
    "care planning",
    "case management",
    "event management",
    "events management",
    "public speaking",
    "barista",
    "Agile",
  ].map((term) => term.toLowerCase()),
);

/** Phrases around a skill in a skills paragraph ("proficient in Python" → "Python"). */
const QUALIFIER =
  /^(?:(?:advanced|expert|excellent|strong|good|solid|working|basic|fluent|proficient|experienced|skilled|confident|familiar|knowledge|understanding|experience|proficiency|competent|hands-on)(?:\s+(?:in|with|of|at|using))?\s+)+/i;

const SPOKEN_LANGUAGES =
  /^(english|german|french|spanish|italian|portuguese|dutch|polish|mandarin|cantonese|chinese|japanese|korean|arabic|hindi|urdu|punjabi|bengali|tamil|gujarati|russian|ukrainian|turkish|greek|swedish|danish|norwegian|finnish|irish|welsh|romanian|hungarian|czech|slovak|bulgarian|croatian|serbian|hebrew|farsi|persian|swahili|yoruba|igbo|somali|tagalog|vietnamese|thai|malay|indonesian|catalan|basque|galician|deutsch|englisch|französisch|spanisch|anglais|allemand|français|espagnol|inglés|alemán|francés|español)\b/i;

const LANGUAGE_LABEL = /^(languages?|spoken languages|sprachen|langues|idiomas)\s*:/i;

const JOINED_TERMS = SKILLS_LEXICON.filter((term) => / (and|&) /.test(term));

/** Keeps "health and safety" whole while a list is split on "and". */
function protectJoinedTerms(text: string): string {
  let result = text;
  for (const term of JOINED_TERMS) {
    result = result.replace(new RegExp(escapeRegExp(term), "gi"), (found) => found.replace(/ /g, "\u2060"));
  }
  return result;
}

/** The items of a skills list, whatever its shape: bullets, "Category: a, b", "a | b", a sentence of them. */
export function listItems(lines: string[]): string[] {
  return lines
    .flatMap((line) => {
      const text = stripBullet(line);
      if (LANGUAGE_LABEL.test(text)) return [];
      // "Programming: Python, Go" → the part after the label.
      const afterLabel = protectJoinedTerms(/^[^,:]{2,40}:\s*(.+)$/.exec(text)?.[1] ?? text);
      // "and" separates items only in a list ("Python, SQL and Tableau"), not in "Health and Safety".
      const separators = /[,;]/.test(afterLabel)
        ? /\s*[,;|•·▪]\s*|\s+\/\s+|\t|\s+(?:and|&|und|et|y)\s+(?=[\p{L}\d])/u
        : /\s*[,;|•·▪]\s*|\s+\/\s+|\t/u;
      return afterLabel.split(separators).map((item) => item.replace(/\u2060/g, " "));
    })
    .map((item) =>
      collapseSpaces(
        item
          .replace(/\(.*?\)/g, "")
          .replace(/\s+[–—-]\s+.*$/, "")
          .replace(QUALIFIER, "")
          .replace(/[.;:]+$/, ""),
      ),
    )
    .filter(
      (item) =>
        item.length >= 1 &&
        item.length <= 40 &&
        item.split(" ").length <= 4 &&
        !/^(and|or|etc|including|e\.g)$/i.test(item) &&
        !SPOKEN_LANGUAGES.test(item) &&
        !/^\d+\+?\s*(years?|yrs)/i.test(item),
    );
}

/** Proper-noun entries match with their capitals ("Go" is not "go live"); lower-case ones match in any case. */
function mentions(text: string, term: string): boolean {
  if (term.length < 2) return false;
  const flags = term === term.toLowerCase() ? "i" : "";
  return new RegExp(`(^|[^A-Za-z0-9+#&/])${escapeRegExp(term)}(?=$|[^A-Za-z0-9+#&/])`, flags).test(text);
}

/** Skills named in running text: lexicon terms, longer ones first so "REST APIs" hides "APIs". */
export function lexiconSkills(text: string): string[] {
  const found = SKILLS_LEXICON.filter((term) => !GENERAL.has(term.toLowerCase()) && mentions(text, term));
  return found.filter(
    (term) =>
      !found.some(
        (other) =>
          other.length > term.length && mentions(other, term) && other.toLowerCase() !== term.toLowerCase(),
      ),
  );
}

export function findSkills(skillLines: string[], otherText: string): string[] {
  // Listed skills keep the candidate's spelling; they are the candidate's words.
  const listed = uniqueCaseInsensitive(listItems(skillLines));
  const listedText = listed.join(" | ");
  const fromText = lexiconSkills(otherText).filter((term) => !mentions(listedText, term));
  return uniqueCaseInsensitive([...listed, ...fromText]);
}

/** Spoken languages listed in a skills section ("Languages: English, Polish"). */
export function languagesInSkills(skillLines: string[]): string[] {
  return skillLines.flatMap((line) => {
    const text = stripBullet(line);
    if (!LANGUAGE_LABEL.test(text)) return [];
    return text
      .replace(LANGUAGE_LABEL, "")
      .split(/\s*[,;|]\s*/)
      .map((item) => collapseSpaces(item.replace(/\(.*?\)/g, "")))
      .filter(Boolean);
  });
}
