import { unweaveTextColumns } from "@/lib/documents/text-columns";
import { rememberLast } from "@/lib/memo";
import { readAdvert } from "@/lib/ai/analysis/advert-fields";
import { spreadsheetAsFields } from "@/lib/ai/analysis/advert-sheet";
import { onlyTheVacancies, stripMarkdown, withoutForumReplies } from "@/lib/ai/analysis/advert-text";
import { scanSkills } from "@/lib/ai/analysis/skills-lexicon";
import {
  collapseSpaces,
  containsTerm,
  escapeRegExp,
  isBulletLine,
  splitLines,
  stripBullet,
} from "@/lib/ai/analysis/text";
import type { Industry, JobAnalysis, Seniority } from "@/lib/ai/analysis/job-analysis";
import { DEFAULT_INDUSTRY, INDUSTRIES } from "@/lib/messages/ai";

/** What a job description says: company, position, requirements, industry, seniority and the skills it names. */

const MUST_HEADING =
  /^(we need|you need|you('ll| will) need|what we need|we('re| are) looking for|what you bring|you bring|skills required|the essentials|essentials|you should have|you must have|requirements?|qualifications?|essential( criteria| skills| requirements)?|what you('ll)? (need|bring|have)|what we('re| are)? looking for|about you|must[- ]haves?|you have|you are|who you are|skills( and| &) experience|experience( and| &) skills|person specification|the ideal candidate|your profile|your skills|minimum qualifications|basic qualifications|required (skills|qualifications|experience)|key (skills|requirements|criteria)|ihr profil|dein profil|was (du|sie) mitbring(st|en)|das bringst du mit|das bringen sie mit|anforderungen|qualifikationen|profil recherché|votre profil|ton profil|compétences( requises)?|qualifications requises|requisitos|perfil|lo que buscamos|qué buscamos|buscamos a alguien)\b/i;
const NICE_HEADING =
  /^(nice[- ]to[- ]haves?|desirable( criteria| skills)?|bonus( points)?|preferred( qualifications| skills| experience)?|it would be (great|nice)|even better if|extra credit|plus|pluspunkte|wünschenswert|von vorteil|idealerweise|atouts?|un plus|serait un plus|se valorará|valorable|deseable|será un plus)\b/i;
const NICE_INLINE =
  /\b(desirable|nice[- ]to[- ]have|is a plus|a bonus|would be an advantage|ideally|preferred|von vorteil|wünschenswert|un plus|un atout|se valorará|valorable)\b/i;
const DUTIES_HEADING =
  /^(responsibilities|key responsibilities|main (duties|responsibilities)( of the job)?|duties|what you('ll| will) (do|be doing)|what you'll be doing|the role|your role|in this role|day[- ]to[- ]day|what the job involves|role responsibilities|you will|your responsibilities|what the role involves)\b/i;
const OTHER_HEADING = /^[\p{Lu}][^.!?]{0,60}:?$/u;

/** Bulleted lines under requirement-like headings (without such headings, every bulleted line), split into must-haves and nice-to-haves. */
export function findRequirementLists(text: string): {
  mustHaves: string[];
  niceToHaves: string[];
  duties: string[];
} {
  const must: string[] = [];
  const nice: string[] = [];
  const duties: string[] = [];
  const allBullets: string[] = [];
  let section: "must" | "nice" | "duties" | null = null;
  for (const raw of splitLines(text)) {
    const line = collapseSpaces(stripMarkdown(raw));
    if (!line) continue;
    const heading = line.replace(/[:\s]+$/, "");
    const inlineLabel = /^(essential|desirable)\s*[:\-–]\s*(.+)$/i.exec(line);
    if (inlineLabel) {
      (/^essential/i.test(inlineLabel[1]!) ? must : nice).push(inlineLabel[2]!);
      continue;
    }
    if (isBulletLine(raw) || (section && /^[-*•·▪◦]\S/.test(raw.trim()))) {
      const item = stripBullet(raw.replace(/^(\s*[-*•·▪◦])(\S)/, "$1 $2")).replace(/\*\*/g, "");
      allBullets.push(item);
      if (section === "duties") duties.push(item);
      else if (section === "nice" || (section === "must" && NICE_INLINE.test(item))) nice.push(item);
      else if (section === "must") must.push(item);
      continue;
    }
    if (DUTIES_HEADING.test(heading) && heading.length <= 80) section = "duties";
    else if (NICE_HEADING.test(heading) && heading.length <= 80) section = "nice";
    else if (MUST_HEADING.test(heading) && heading.length <= 80) section = "must";
    else if (OTHER_HEADING.test(line) && line.length <= 60) section = null;
  }
  if (!must.length && !nice.length)
    return {
      mustHaves: allBullets.filter((item) => !duties.includes(item)).slice(0, 12),
      niceToHaves: [],
      duties,
    };
  return { mustHaves: must.slice(0, 12), niceToHaves: nice.slice(0, 8), duties: duties.slice(0, 8) };
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

// Multi-word terms are matched as phrases; single words are counted from one pass over the text's words.
const PHRASE_PATTERNS = new Map(
  Object.values(INDUSTRY_TERMS)
    .flat()
    .filter((term) => /[^a-z0-9&]/.test(term))
    .map((term) => [term, new RegExp(`(^|[^a-z0-9&])${escapeRegExp(term)}(?=$|[^a-z0-9&])`, "gi")] as const),
);

function termCounter(text: string): (term: string) => number {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().split(/[^a-z0-9&]+/))
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return (term) => {
    const phrase = PHRASE_PATTERNS.get(term);
    return phrase ? (text.match(phrase)?.length ?? 0) : (counts.get(term) ?? 0);
  };
}

/** The industry whose words the advert uses most; words in the title count three times. Default technology. */
export function detectIndustry(text: string, position = ""): Industry {
  let best: Industry = DEFAULT_INDUSTRY;
  let bestScore = 0;
  const [inText, inPosition] = [termCounter(text), termCounter(position)];
  for (const industry of INDUSTRIES) {
    const score = INDUSTRY_TERMS[industry].reduce(
      (sum, term) => sum + inText(term) + 3 * inPosition(term),
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
  const result: string[] = [];
  for (const { term } of scanSkills(text)) {
    if (!result.some((kept) => kept.toLowerCase() === term.toLowerCase())) result.push(term);
  }
  return withoutContainedTerms(result);
}

/** Drops a term that only repeats part of a longer one in the list ("assessment" beside "clinical assessment"). */
export function withoutContainedTerms(terms: string[]): string[] {
  return terms.filter(
    (term) => !terms.some((other) => other.length > term.length && containsTerm(other, term)),
  );
}

/** The advert's analysis; each caller gets its own copy, so none can change another's. */
export function analyseJobDescription(text: string): JobAnalysis {
  return structuredClone(rememberedAnalysis(text));
}

const rememberedAnalysis = rememberLast(16, (pasted: string): JobAnalysis => {
  // A two-column flyer read as text ("REPORTING TO" beside "WHAT YOU'LL DO"): each column whole, left then right.
  // A spreadsheet's CSV export: its columns as labelled fields.
  // A forum thread: its first post.
  // A newspaper's classifieds page: its vacancies.
  const text = unweaveTextColumns(spreadsheetAsFields(onlyTheVacancies(withoutForumReplies(pasted))), {
    proseOnly: true,
  });
  const read = readAdvert(text);
  const { mustHaves, niceToHaves, duties } = findRequirementLists(text);
  return {
    ...read,
    requirements: mustHaves,
    niceToHaves,
    duties,
    industry: detectIndustry(text, read.position),
    seniority: detectSeniority(text, read.position),
    skills: findNamedSkills(withoutCompany(text, read.company)),
  };
});

/** The employer an advert names, or "" (an agency's unnamed client included); read once per advert. */
export function findCompany(text: string): string {
  return rememberedAnalysis(text).company;
}

/** The known skills an advert names, its employer's name aside; read once per advert. */
export function advertSkills(text: string): string[] {
  return [...rememberedAnalysis(text).skills];
}
