import { cleanJobTitle, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import {
  collapseSpaces,
  containsTerm,
  escapeRegExp,
  isBulletLine,
  splitLines,
  stripBullet,
  termIndex,
} from "@/lib/ai/analysis/text";
import { UNKNOWN, type Industry, type JobAnalysis, type Seniority } from "@/lib/ai/analysis/job-analysis";
import { DEFAULT_INDUSTRY, INDUSTRIES } from "@/lib/messages/ai";

/** What a job description says: company, position, requirements, industry, seniority and the skills it names. */

const NAME = "[A-Z][\\w&'.-]*(?:[ \\t]+(?:[A-Z0-9][\\w&'.-]*|&|of|and|for))*";
const NOT_A_COMPANY =
  /^(we|our|us|you|your|the|this|that|it|they|join|about|london|remote|uk|hybrid|at|an?)$/i;

function firstMatch(text: string, patterns: RegExp[]): string {
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[1];
    const value = found
      ? collapseSpaces(found)
          .replace(/[\s,.;:!–—-]+$/, "")
          .replace(/\s+(and|of|for|&)$/i, "")
      : "";
    if (value && !NOT_A_COMPANY.test(value) && value.length <= 60) return value;
  }
  return "";
}

export function findCompany(text: string): string {
  return firstMatch(text, [
    /^\s*(?:company|organi[sz]ation|employer|client|hiring company)\s*:\s*(.+)$/im,
    new RegExp(
      `(${NAME})\\s+(?:is|are)\\s+(?:currently\\s+)?(?:hiring|looking|seeking|recruiting|searching|expanding|growing)\\b`,
    ),
    new RegExp(`\\bjoin\\s+(?:the\\s+team\\s+at\\s+)?(${NAME})(?=\\s+(?:as|in|and|on|to|team)\\b|[!.,])`),
    new RegExp(`(?:^|\\n)\\s*(${NAME})\\s+(?:is|are)\\s+(?:an?|the|one)\\b`),
    /^\s*about\s+(?!us\b|the\b|you\b|this\b|the role\b)([A-Z][^\n:]{1,50})\s*:?\s*$/m,
  ]);
}

export function findPosition(text: string): string {
  const labelled = /^\s*(?:job title|position|role|title|vacancy|job)\s*:\s*(.+)$/im.exec(text)?.[1];
  const candidates: string[] = [];
  if (labelled) candidates.push(labelled);
  const firstLine =
    splitLines(text)
      .map((line) => collapseSpaces(line))
      .find(Boolean) ?? "";
  if (looksLikeJobTitle(firstLine) && firstLine.length <= 60 && !/\b(as|is|are|we)\b/i.test(firstLine)) {
    candidates.push(firstLine);
  }
  const adjective =
    "(?:(?:motivated|talented|experienced|passionate|skilled|dynamic|enthusiastic|driven|brilliant|proactive|exceptional)\\s+)*";
  const title = "([A-Z][\\w/&+-]*(?:\\s+(?:[A-Z0-9][\\w/&+()-]*|of|and))*)";
  for (const pattern of [
    new RegExp(`\\bas\\s+(?:an?|our(?:\\s+next|\\s+new)?|the)\\s+${adjective}${title}`),
    new RegExp(
      `\\b(?:hiring|seeking|looking for|recruiting|searching for)\\s+(?:an?|the|our|two|several)?\\s*${adjective}${title}`,
    ),
  ]) {
    const found = pattern.exec(text)?.[1];
    if (found) candidates.push(found);
  }
  for (const candidate of candidates) {
    const cleaned = cleanJobTitle(candidate.split(/\s[–—|-]\s|\s\(|\s*[|]\s*/)[0] ?? "");
    if (cleaned && looksLikeJobTitle(cleaned) && cleaned.length <= 60) return cleaned;
  }
  return "";
}

const REQUIREMENT_HEADING =
  /^(requirements?|qualifications?|essential( criteria| skills)?|what you('ll)? (need|bring|have)|what we('re| are)? looking for|about you|must[- ]haves?|you have|who you are|skills( and| &) experience|person specification|the ideal candidate)\b/i;
const OTHER_HEADING = /^[A-Z][^.!?]{0,60}:?$/;

/** Bulleted lines under requirement-like headings; without such headings, every bulleted line. */
export function findRequirements(text: string): string[] {
  const lines = splitLines(text);
  const underHeading: string[] = [];
  const allBullets: string[] = [];
  let inRequirements = false;
  for (const raw of lines) {
    const line = collapseSpaces(raw);
    if (!line) continue;
    if (isBulletLine(raw)) {
      const item = stripBullet(raw);
      allBullets.push(item);
      if (inRequirements) underHeading.push(item);
      continue;
    }
    if (REQUIREMENT_HEADING.test(line.replace(/[:\s]+$/, ""))) inRequirements = true;
    else if (OTHER_HEADING.test(line) && line.length <= 60) inRequirements = false;
  }
  return (underHeading.length ? underHeading : allBullets).slice(0, 12);
}

const INDUSTRY_TERMS: Record<Industry, string[]> = {
  technology: [
    "software",
    "engineer",
    "engineering",
    "developer",
    "platform",
    "cloud",
    "api",
    "apis",
    "saas",
    "devops",
    "kubernetes",
    "code",
    "backend",
    "frontend",
    "data",
    "infrastructure",
    "tech",
  ],
  finance: [
    "financial",
    "finance",
    "accounting",
    "accountant",
    "audit",
    "investment",
    "bank",
    "banking",
    "ifrs",
    "capital",
    "equity",
    "portfolio",
    "forecasting",
    "fp&a",
    "treasury",
    "aca",
    "acca",
    "cima",
  ],
  healthcare: [
    "patient",
    "patients",
    "nurse",
    "nursing",
    "clinical",
    "nhs",
    "hospital",
    "care",
    "medical",
    "health",
    "ward",
    "healthcare",
    "nmc",
    "medicine",
  ],
  marketing: [
    "marketing",
    "seo",
    "ppc",
    "brand",
    "campaign",
    "campaigns",
    "content",
    "social",
    "acquisition",
    "conversion",
    "advertising",
    "email marketing",
  ],
  sales: [
    "sales",
    "quota",
    "pipeline",
    "prospect",
    "prospecting",
    "revenue",
    "crm",
    "deals",
    "business development",
    "closing",
    "territory",
    "account executive",
  ],
  consulting: [
    "consulting",
    "consultant",
    "consultancy",
    "advisory",
    "engagements",
    "stakeholders",
    "workshops",
    "transformation",
  ],
  education: [
    "teacher",
    "teaching",
    "school",
    "pupils",
    "students",
    "curriculum",
    "lesson",
    "lessons",
    "classroom",
    "learning",
    "education",
    "qts",
    "pgce",
  ],
};

function countTerm(text: string, term: string): number {
  const pattern = new RegExp(`(^|[^a-z0-9&])${escapeRegExp(term)}(?=$|[^a-z0-9&])`, "gi");
  return text.match(pattern)?.length ?? 0;
}

/** The industry whose words the advert uses most; words in the title count three times. Default technology. */
export function detectIndustry(text: string, position = ""): Industry {
  let best: Industry = DEFAULT_INDUSTRY;
  let bestScore = 0;
  for (const industry of INDUSTRIES) {
    const score = INDUSTRY_TERMS[industry].reduce(
      (sum, term) => sum + countTerm(text, term) + 3 * countTerm(position, term),
      0,
    );
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  return best;
}

export function detectSeniority(text: string, position: string): Seniority {
  if (
    /\b(chief|c[etfom]o|vp|vice president|head of|director|managing partner|general manager)\b/i.test(
      position,
    )
  ) {
    return "executive";
  }
  if (/\b(junior|jr\.?|graduate|intern|internship|trainee|apprentice|entry[- ]level)\b/i.test(position))
    return "entry";
  if (/\b(senior|sr\.?|lead|principal|staff engineer|manager)\b/i.test(position)) return "senior";
  const years = /(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?years/i.exec(text);
  if (years) {
    const count = Number(years[1]);
    if (count >= 10) return "executive";
    if (count >= 5) return "senior";
    if (count <= 1) return "entry";
  }
  if (/\b(graduate scheme|no experience (is )?(needed|required)|entry[- ]level)\b/i.test(text))
    return "entry";
  return "mid";
}

/** The advert without its company's name, so "Northstar Analytics" does not ask for analytics. */
export function withoutCompany(text: string, company: string): string {
  return company ? text.replace(new RegExp(escapeRegExp(company), "gi"), " ") : text;
}

/** Known skills named in the advert, in order of appearance ("REST APIs" hides "REST" and "APIs"). */
export function findNamedSkills(text: string): string[] {
  const found = SKILLS_LEXICON.map((skill) => ({ skill, at: termIndex(text, skill) }))
    .filter((entry) => entry.at !== -1)
    .sort((a, b) => a.at - b.at || b.skill.length - a.skill.length);
  const result: string[] = [];
  for (const { skill } of found) {
    const lower = skill.toLowerCase();
    // "REST APIs" makes "REST" and "APIs" redundant.
    if (result.some((kept) => kept.toLowerCase() === lower)) continue;
    result.push(skill);
  }
  return withoutContainedTerms(result);
}

/** Drops a term that only repeats part of a longer one in the list ("assessment" beside "clinical assessment"). */
export function withoutContainedTerms(terms: string[]): string[] {
  return terms.filter(
    (term) => !terms.some((other) => other.length > term.length && containsTerm(other, term)),
  );
}

export function analyseJobDescription(text: string): JobAnalysis {
  const position = findPosition(text);
  const company = findCompany(text);
  const found = { confidence: "found", evidence: "body" } as const;
  return {
    company,
    position,
    hiringManager: null,
    language: "en",
    agency: null,
    sources: {
      company: company ? found : UNKNOWN,
      position: position ? found : UNKNOWN,
      hiringManager: UNKNOWN,
      language: { confidence: "inferred", evidence: "body" },
    },
    requirements: findRequirements(text),
    niceToHaves: [],
    industry: detectIndustry(text, position),
    seniority: detectSeniority(text, position),
    skills: findNamedSkills(withoutCompany(text, company)),
  };
}
