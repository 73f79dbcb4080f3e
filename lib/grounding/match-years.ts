import { DATE_RANGE } from "@/lib/ai/offline/extract-cv";

/**
 * Years for the match (docs/product-rules.md, "The match"): how many years a requirement asks for ("3+ years",
 * "mindestens 3 Jahre", "au moins 5 ans", "2+ años") and how many a CV's date ranges cover.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  ein: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  un: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
};

const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = "(?:years?|yrs?|jahre?n?|ans?|años?|anos?|jaar|jaren)";
/** "3+ years", "2–4 years", "2 à 3 ans", "3-5 Jahre", "five years'". */
const YEARS_ASKED = new RegExp(
  `(?:at least|minimum of|min\\.?|mindestens|au moins|al menos|mínimo|minimo|minimaal|ten minste)?\\s*${NUMBER}\\s*(?:\\(\\d{1,2}\\)\\s*)?\\+?\\s*(?:(?:-|–|—|to|à|a|bis)\\s*\\d{1,2}\\s*)?${UNIT}\\b['’]?`,
  "iu",
);

const MONTHS_ASKED = new RegExp(
  `(?:at least|minimum of|min\\.?|mindestens|au moins|al menos|mínimo|minimo|minimaal|ten minste)?\\s*${NUMBER}\\s*(?:\\(\\d{1,2}\\)\\s*)?\\+?\\s*(?:months?|monate?n?|mois|meses|maanden)\\b['’]?`,
  "iu",
);

/** "mehrjährige Berufserfahrung", "plusieurs années", "meerjarige ervaring": more than one year, read as two. */
const SEVERAL_YEARS =
  /(?<!\p{L})(mehrjährig\w*|several years'?|multiple years'?|plusieurs années|varios años|meerdere jaren|meerjarige)(?!\p{L})/iu;

function toNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (NUMBER_WORDS[text.toLowerCase()] ?? 0);
}

const DEADLINE = new RegExp(
  // ("not older than six (6) months": how recent a certificate is, not years of work.)
  `\\b(?:within|innerhalb(?:\\s+von)?|dans les|dans un délai de|binnen|dentro de|en los próximos|(?:not|no)\\s+older\\s+than|nicht\\s+älter\\s+als|de moins de|(?:no\\s+)?(?:con\\s+)?(?:una\\s+)?antigüedad\\s+(?:no\\s+)?(?:mayor|superior)\\s+a|niet\\s+ouder\\s+dan|issued\\s+in\\s+the\\s+(?:last|past))\\s+(?:the\\s+first\\s+)?${NUMBER}(?:\\s*\\(\\d{1,2}\\))?\\s*(?:months?|monate?n?|mois|meses|maanden|years?|jahre?n?|ans|años|jaar|jaren)\\b`,
  "giu",
);

/** The years a requirement asks for (the lower end of a range), and the requirement without them; null when none. */
export function yearsAsked(requirement: string): { years: number; rest: string } | null {
  // "(or willing to obtain within 6 months)", "innerhalb von 2 Jahren": a deadline asks for no experience.
  requirement = requirement.replace(DEADLINE, " ");
  const several = SEVERAL_YEARS.exec(requirement);
  if (several) return { years: 2, rest: requirement.replace(several[0], " ").replace(/\s+/g, " ").trim() };
  // "At least 12 months' live dealing experience": months asked are a share of a year.
  const months = MONTHS_ASKED.exec(requirement);
  if (months && toNumber(months[1]!) >= 6)
    return {
      years: toNumber(months[1]!) / 12,
      rest: requirement.replace(months[0], " ").replace(/\s+/g, " ").trim(),
    };
  const match = YEARS_ASKED.exec(requirement);
  if (!match) return null;
  const years = toNumber(match[1]!);
  if (!years) return null;
  return { years, rest: requirement.replace(match[0], " ").replace(/\s+/g, " ").trim() };
}

/**
 * "Minimum of 5 years' … drilling, including at least 2 years as a rig supervisor", "cinq (5) ans …, dont deux (2)
 * ans comme chef d'équipe", "of which 2 years in the GCC": the years asked, and a share of them in narrower work.
 */
const SHARE_OF_YEARS = new RegExp(
  `^(.*[^\\s,])\\s*,?\\s+(?:including|of which|dont|davon|waarvan|de los cuales|de ellos)\\s+(?:at least\\s+|au moins\\s+|mindestens\\s+|al menos\\s+|minimum\\s+)?(?:${NUMBER}(?:\\s*\\(\\d{1,2}\\))?|\\p{L}+\\s*\\((\\d{1,2})\\))\\s*(?:${UNIT}['’]?)?\\s+(.+)$`,
  "iu",
);

export function shareOfYearsAsked(requirement: string): { main: string; share: string } | null {
  const match = SHARE_OF_YEARS.exec(requirement);
  if (!match || !yearsAsked(match[1]!)) return null;
  // "dont deux (2) ans": a number in words the digits in brackets repeat.
  const years = toNumber(match[2] ?? match[3]!);
  return years ? { main: match[1]!, share: `${years} years ${match[4]!}` } : null;
}

/** Years a CV says in words ("with 9 years' experience", "eleven years in", "sechs Jahre"), or 0. */
export function yearsStated(line: string): number {
  const match = new RegExp(
    `(almost|nearly|close to|just under|fast|knapp|presque|près de|casi|bijna)?\\s*(?:over|more than|über|plus de|más de)?\\s*${NUMBER}\\s*\\+?\\s*${UNIT}`,
    "iu",
  ).exec(line);
  // "almost four years" is fewer than four.
  return match ? toNumber(match[2]!) - (match[1] ? 0.25 : 0) : 0;
}

// (With Turkish: "Eylül 2016 – Şubat 2020".)
const MONTHS: ReadonlyArray<readonly [RegExp, number]> = [
  [/^(jan|janv|ene|oca)/i, 0],
  [/^(feb|fév|fev|févr|şub)/i, 1],
  [/^(mar|mär|mars|márc)/i, 2],
  [/^(apr|avr|abr|ápr|nis)/i, 3],
  [/^(may|mai|mayo|máj|maj)/i, 4],
  [/^(jun|juin|jún|haz)/i, 5],
  [/^(jul|juil|júl|tem)/i, 6],
  [/^(aug|août|aou|ago|ağu)/i, 7],
  [/^(sep|szept|eyl)/i, 8],
  [/^(oct|okt|eki)/i, 9],
  [/^(nov|kas)/i, 10],
  [/^(dec|dez|déc|dic|ara)/i, 11],
];

/** "Jan 2021" → months since year 0; a bare year counts from its start (or its end, for the end of a range). */
function monthOf(text: string, end: boolean): number | null {
  const year = /(\d{4})/.exec(text);
  if (!year) return null;
  const numeric = /(\d{1,2})[/.]\d{4}/.exec(text) ?? /\d{4}(?:[/.]|-(?=\d\d))(\d{1,2})(?!\d)/.exec(text);
  // ("2018. szeptember": the month after a Hungarian year.)
  // ("1 January 2022", "15 de marzo de 2020": the day before the month.)
  const words = text
    .trim()
    .replace(/^\d{4}\.?\s*/, "")
    .replace(/^\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:de\s+)?(?=\p{L})/u, "");
  const named = MONTHS.find(([pattern]) => pattern.test(words));
  const month = numeric ? Number(numeric[1]) - 1 : named ? named[1] : end ? 11 : 0;
  return Number(year[1]) * 12 + Math.min(Math.max(month, 0), 11);
}

export type MonthSpan = { from: number; to: number };

/** The span a line's date range covers ("Jan 2021 – Present", "2014 - 2019", "seit 2019"), or null. */
export function spanOf(line: string, now: Date): MonthSpan | null {
  const range = DATE_RANGE.exec(line);
  if (!range) return null;
  const nowMonth = now.getFullYear() * 12 + now.getMonth();
  const from = monthOf(range[1] ?? range[3] ?? "", false);
  const to = range[2] && /\d{4}/.test(range[2]) ? monthOf(range[2], true) : nowMonth;
  if (from === null || to === null || to < from) return null;
  return { from, to: Math.min(to, nowMonth) };
}

/** Whole years covered by the spans, overlaps counted once. */
export function yearsCovered(spans: readonly MonthSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  let months = 0;
  let reach = -Infinity;
  for (const span of sorted) {
    const start = Math.max(span.from, reach);
    if (span.to + 1 > start) months += span.to + 1 - start;
    reach = Math.max(reach, span.to + 1);
  }
  return Math.floor((months + 1) / 12);
}

// "huit campagnes de greffe", "tres campañas de cosecha": a farm's season is its campaign.
const SEASON = "(?:seasons?|saisons?|temporadas?|seizoenen|seizoen|campagnes?|campañas?)";
const SEASONS_ASKED = new RegExp(
  `(?:at least|minimum(?: of)?|mindestens|au moins|al menos|mínimo|minimaal)?\\s*${NUMBER}\\s*\\+?\\s*${SEASON}(?:\\s+(?:d['’]|de|of|van)\\s*)?`,
  "iu",
);

/** "Au moins deux saisons d'expérience comme pisteur": the seasons asked, and the requirement without them. */
export function seasonsAsked(requirement: string): { seasons: number; rest: string } | null {
  const match = SEASONS_ASKED.exec(requirement);
  const seasons = match ? toNumber(match[1]!) : 0;
  return match && seasons
    ? { seasons, rest: requirement.replace(match[0], " ").replace(/\s+/g, " ").trim() }
    : null;
}

/** Seasons a CV line shows: "Saisons 2023/24, 2024/25 et 2025/26" (three), "six seasons in washing stations". */
export function seasonsShown(line: string): number {
  const listed = new Set(
    line.match(/(?<!\d)(?:19|20)\d{2}\s*\/\s*\d{2}(?!\d)/g)?.map((season) => season.replace(/\s/g, "")),
  );
  const stated = new RegExp(`${NUMBER}\\s+${SEASON}`, "iu").exec(line);
  return Math.max(listed.size, stated ? toNumber(stated[1]!) : 0);
}
