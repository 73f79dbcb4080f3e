import { unweaveTextColumns } from "@/lib/documents/text-columns";
import { detectLanguage } from "@/lib/ai/analysis/advert-language";
import { rememberLast } from "@/lib/memo";
import { splitCvSections } from "@/lib/ai/analysis/cv-sections";
import { splitLines } from "@/lib/ai/analysis/text";
import { DATE_RANGE } from "@/lib/ai/offline/extract-cv";
import { indexCv, type CvIndex, type CvLine } from "@/lib/grounding/cv-evidence";
import type { NumberLanguage } from "@/lib/grounding/number-words";
import { spanOf } from "@/lib/grounding/match-years";
import { findNumbers, type NumberMention } from "@/lib/grounding/numbers";

/** What a CV (or the user's notes) states that numbers are checked against: its numbers, years and career span. */

export type Facts = {
  index: CvIndex;
  numbers: Array<NumberMention & { line: string }>;
  /** Each four-digit year the text names, with the lines that name it. */
  years: Map<number, string[]>;
  /** Whole years from the earliest start to the latest end of the work history's date ranges (0 when none). */
  career: number;
  /** Each role's length in whole years. */
  spans: number[];
  /** The lines the career was read from, as evidence for years of experience. */
  careerLines: string[];
  /** Each role's years with its date line and the lines around it (where the title is). */
  roles: Role[];
  /** Whole years since the CV says the candidate qualified or was admitted, with that line; null when it doesn't. */
  qualified: { years: number; line: string } | null;
  /** The candidate's age this year and the line that gives the birth date; null when the CV gives none. */
  age: { years: number; line: string } | null;
  /** The text's language when it is another of ours (a Spanish CV), null for English or one we don't read. */
  language: NumberLanguage | null;
  /** Written in a language we don't read (a Norwegian or Hungarian CV): only what any language writes alike counts. */
  unread: boolean;
};

export type Role = { from: number; to: number; text: string; line: string };

// ("a la fecha", "à ce jour", "bis dato", "tot op heden": the end of a range at now, in our languages.)
const CURRENT =
  /present|current|now|today|date|continuing|running|aktuell|derzeit|laufend|ongoing|actuellement|en cours|actualmente|momenteel|fecha|actualidad|ce jour|dato|heute|jetzt|aujourd|actuel|actualidad|presente|hoy|actual|heden|huidig|oggi|atual|nu\b|obecnie|nadal|idag|pågående|nå\b|i dag|in corso|jelenleg|napjainkig|halen|günümüz|dags dato|nyt\b|dosud|současnost|prezent/i;
const GLOBAL_RANGE = new RegExp(DATE_RANGE.source, "gi");

/** A date that names its month ("Sep 2014", "09/2014", "2018. szeptember"), not a bare year. */
function hasMonth(date: string): boolean {
  return /\p{L}{3}|\d{1,2}[/.]\d{4}|^[/.-]\d{1,2}$|\d{1,2}[/.]$/u.test(date.replace(/\d{4}/, "").trim());
}

function yearOf(text: string | undefined): number {
  return Number(/\b(19|20)\d{2}\b/.exec(text ?? "")?.[0] ?? NaN);
}

function careerOf(text: string, now: Date): Pick<Facts, "career" | "spans" | "careerLines" | "roles"> {
  const { experience, other } = splitCvSections(text).sections;
  // ("Key achievements" between two roles ends the experience heading's section, but the roles after it are still
  // roles: a heading no section knows is read with it.)
  const lines = (experience?.length ? [...experience, ...(other ?? [])] : splitLines(text)).map((line) =>
    line.trim(),
  );
  const ranges: Array<{ from: number; to: number; line: string; text: string }> = [];
  lines.forEach((line, at) => {
    for (const match of line.matchAll(GLOBAL_RANGE)) {
      const current = Boolean(match[3]) || CURRENT.test(match[2] ?? "");
      let from = yearOf(match[1] ?? match[3]);
      let to = current ? now.getFullYear() : yearOf(match[2]);
      if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) continue;
      // "Sep 2014 – Aug 2019" is 4.9 years, not 5: with both months known, a role is measured to the month.
      const span = spanOf(match[0], now);
      if (span && hasMonth(match[1] ?? match[3] ?? "") && (current || hasMonth(match[2] ?? ""))) {
        from = span.from / 12;
        to = (span.to + 1) / 12;
      }
      // The title is on the line above ("Data Analyst" / "2019 – 2023") or, in date-first CVs, below; a bullet
      // there belongs to a role's duties.
      // A line that is only the dates ("May 2018 – Present") belongs to the heading above it, even when that
      // heading dates a promotion ("… – Scaffolder, Chargehand since Jan 2023").
      const onlyDates = !line.replace(match[0], "").replace(/[\s|,;:()–—-]+/g, "");
      // "08/2019 – heute" over "Brauerin, seit 04/2022 Schichtführerin · Hollfelder Bräu GmbH": a title below that
      // dates a promotion is still this range's role.
      const onlyDatesLine = (near: string) => !near.replace(GLOBAL_RANGE, "").replace(/[\s|,;:()–—-]+/g, "");
      const around = [lines[at - 1], lines[at + 1]].map((near, side) =>
        near &&
        !/^[•\-*·▪◦]/.test(near) &&
        (!DATE_RANGE.test(near) || (onlyDates && (side === 0 || !onlyDatesLine(near))))
          ? near
          : "",
      );
      // "Emajõe Telecom AS" / "2018-01 → 2020-02 Team Lead" / "2016-09 → 2017-12 Specialist": a later post's date line
      // under an earlier one's belongs to the employer heading above them both.
      if (!around[0] && !onlyDates && at > 0 && DATE_RANGE.test(lines[at - 1] ?? "")) {
        let above = at - 1;
        while (above > 0 && DATE_RANGE.test(lines[above]!) && !/^[•\-*·▪◦]/.test(lines[above]!)) above--;
        const heading = lines[above] ?? "";
        if (heading && !/^[•\-*·▪◦]/.test(heading) && !DATE_RANGE.test(heading)) around[0] = heading;
      }
      // "10/2018 – heute" / "Orgelbauerin …" / "Orgelbau Weißach GmbH, Ludwigsburg": the employer under the title.
      const employer =
        around[1] &&
        lines[at + 2] &&
        lines[at + 2]!.length <= 80 &&
        !/^[•\-*·▪◦]/.test(lines[at + 2]!) &&
        !DATE_RANGE.test(lines[at + 2]!)
          ? `\n${lines[at + 2]}`
          : "";
      // "Plant Laborer" / "Black Swamp Water & Sewer District" / "Aug 2013 – May 2015": the title over the employer.
      const title =
        onlyDates &&
        around[0] &&
        lines[at - 2] &&
        lines[at - 2]!.length <= 80 &&
        !/^[•\-*·▪◦]/.test(lines[at - 2]!) &&
        !DATE_RANGE.test(lines[at - 2]!)
          ? `${lines[at - 2]}\n`
          : "";
      ranges.push({ from, to, line, text: `${title}${around[0]}\n${line}\n${around[1]}${employer}` });
    }
  });
  if (!ranges.length) return { career: 0, spans: [], careerLines: [], roles: [] };
  const first = Math.min(...ranges.map((range) => range.from));
  const last = Math.max(...ranges.map((range) => range.to));
  return {
    career: last - first,
    spans: ranges.map((range) => range.to - range.from),
    careerLines: [...new Set(ranges.map((range) => range.line))],
    roles: ranges.map(({ from, to, text, line }) => ({ from, to, text, line })),
  };
}

/** "Admitted as a solicitor, September 2018", "Qualified 2016 (ACA)", "Called to the Bar 2015". */
const QUALIFIED =
  /\b(?:admitted|qualified|qualification|called to the bar|enrolled as|registered as|registered with|registration|chartered since|zugelassen|approbation|assermenté|colegiad[oa]|beëdigd)(?![\p{L}])/iu;

function qualifiedSince(index: CvIndex, now: Date): Facts["qualified"] {
  for (const line of index.lines) {
    if (!QUALIFIED.test(line.text)) continue;
    const year = yearOf(line.text);
    if (Number.isFinite(year) && year <= now.getFullYear())
      return { years: now.getFullYear() - year, line: line.text };
  }
  return null;
}

/**
 * A CV or notes in another of our languages: its number words count too ("six ans", "zehn Jahre"). `unread` when
 * it is clearly in a language we don't read.
 */
function languageOf(text: string): { language: NumberLanguage | null; unread: boolean } {
  const { language, source } = detectLanguage(text);
  if (source.confidence === "unknown") return { language: null, unread: false };
  if (language === "other") return { language: null, unread: true };
  return { language: language === "en" ? null : language, unread: false };
}

/** "Date of birth: 14 March 1993", "Born 1990", "Geburtsdatum: 02.05.1988": the age this year (within one). */
const BIRTH =
  /\b(?:date of birth|d\.?o\.?b\.?|born|birth date|geburtsdatum|geboren|date de naissance|n[ée]e? (?:le|en)|fecha de nacimiento|nacid[oa]|geboortedatum|geboren op)\b[^\n]{0,30}?\b((?:19|20)\d{2})\b/iu;

function ageOf(index: CvIndex, now: Date): Facts["age"] {
  for (const line of index.lines) {
    const year = Number(BIRTH.exec(line.text)?.[1]);
    if (year && year < now.getFullYear()) return { years: now.getFullYear() - year, line: line.text };
  }
  return null;
}

/** What a CV states, read once per text and year (the career runs to "present" in `now`'s year). Read-only. */
export function factsOf(text: string, now: Date): Facts {
  return rememberedFacts(`${now.getFullYear()}\n${text}`);
}

const rememberedFacts = rememberLast(16, (key: string): Facts => {
  const year = Number(key.slice(0, key.indexOf("\n")));
  return readFacts(key.slice(key.indexOf("\n") + 1), new Date(Date.UTC(year, 6, 1)));
});

function readFacts(pasted: string, now: Date): Facts {
  // A two-column layout pasted as text reads column by column.
  const text = unweaveTextColumns(pasted);
  const index = indexCv(text);
  const { language, unread } = languageOf(text);
  const numbers: Facts["numbers"] = [];
  const years = new Map<number, string[]>();
  for (const { text: line } of index.lines) {
    // Read in English too: an English letter quoting "15 Jahren" reads it as a count of "Jahren".
    const mentions = language ? [...findNumbers(line, language), ...findNumbers(line)] : findNumbers(line);
    for (const mention of mentions) numbers.push({ ...mention, line });
    for (const match of line.matchAll(/(?<!\d)(19[5-9]\d|20[0-3]\d)(?!\d)/g)) {
      const year = Number(match[0]);
      const lines = years.get(year) ?? [];
      if (!lines.includes(line)) lines.push(line);
      years.set(year, lines);
    }
  }
  return {
    index,
    numbers,
    years,
    ...careerOf(text, now),
    qualified: qualifiedSince(index, now),
    age: ageOf(index, now),
    language,
    unread,
  };
}

export type { CvLine };
