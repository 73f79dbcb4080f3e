import { unweaveTextColumns } from "@/lib/documents/text-columns";
import { rememberLast } from "@/lib/memo";
import { splitCvSections } from "@/lib/ai/analysis/cv-sections";
import { isFirmName } from "@/lib/ai/analysis/advert-candidates";
import { isPlace } from "@/lib/ai/analysis/advert-vocabulary";
import { cleanJobTitle, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { collapseSpaces, isBulletLine, stripBullet, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import { normaliseCvData, type CvData, type CvEducation, type CvExperience } from "@/lib/ai/cv-data";
import { findEmail, findLinkedIn, findLocation, findPhone, findWebsite } from "@/lib/ai/offline/cv-contact";
import { asWrittenElsewhere, findName, labelsName, linkedInTextName } from "@/lib/ai/offline/cv-name";
import {
  findSkills,
  languagesInFields,
  languagesInSkills,
  spokenLanguages,
  withFieldColon,
} from "@/lib/ai/offline/cv-skills";

/**
 * Local CV extraction (docs/product-rules.md, "CV extraction"): name without credentials or nickname, contact
 * details, the roles with their achievements, education and every real skill, so the offline letter has something
 * true to say. Headings in English, German, French and Spanish are recognised.
 */

export { findEmail, findPhone } from "@/lib/ai/offline/cv-contact";
export { tidyName } from "@/lib/ai/offline/cv-name";

const MONTH =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|okt|dez|janv|févr|fév|mars|avr|juin|juil|août|déc|ene|abr|ago|dic|mrt|mei|maart|gen|fev|mag|giu|lug|set|ott|szept|márc|ápr|máj|jún|júl|maj|oca|şub|nis|haz|tem|ağu|eyl|eki|kas|ara)[a-zéûçáíóöőúüűışğ]*\\.?";
// "marzo de 2020", "juin 2015", "03/2019", "31/08/2017", "2016".
// "2018. szeptember": a Hungarian date, year first. "January 1, 2022", "1 January 2022": a day with its month.
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";
// "2018.04", "2019/11": year first, the month after it in figures (East Asian and Mongolian CVs); "2016-09" (ISO).
const DATE = `(?:(?:${DAY}\\.?\\s+(?:de\\s+)?)?${MONTH}\\s+(?:${DAY},?\\s+)?(?:de\\s+|del\\s+)?)?(?:\\d{1,2}[/.]){0,2}\\d{4}(?:[/.](?:0?[1-9]|1[0-2])(?!\\d)|-(?:0[1-9]|1[0-2])(?![\\d-]))?(?:\\.\\s*${MONTH})?`;
export const DATE_RANGE = new RegExp(
  `(${DATE})\\s*(?:-|–|—|→|->|to|until|bis|à|a|au|hasta|tot)\\s*(${DATE}|present|current|now|today|date|continuing|running|till present|heute|jetzt|aktuell|derzeit|laufend|ongoing|actuellement|en cours|actualmente|momenteel|aujourd'hui|aujourd’hui|actualidad|presente|hoy|actual|(?:tot\\s+)?heden|huidig|nu|oggi|attuale|atual|atualmente|o momento|obecnie|nadal|idag|pågående|nå|i dag|in corso|jelenleg|napjainkig|till date|till now|to date|a la fecha|a la actualidad|à ce jour|à date|bis dato|bis heute|tot op heden|ad oggi|até hoje|até a data|halen|günümüz|dags dato|nyt|dosud|současnost|prezent)|(?:seit|depuis|desde|since|sinds|dal|da|od|sedan|siden)\\s+(${DATE})`,
  "i",
);

const STRONG_SEPARATOR = /\s[|–—]\s|\s-\s|\s*\|\s*|\t+/;

/**
 * "Senior Engineer — Acme Ltd (2019 – Present)" → position, company, duration. With `company` already known from
 * a line above ("Brightwave Media, Inc."), a comma adds to the title ("Finance Manager, FP&A") instead of naming one.
 */
/** "DEPUTY STORE MANAGER" → "Deputy Store Manager"; "NHS" and "KPMG" stay. */
function unshout(text: string): string {
  if (text !== text.toUpperCase() || text.split(" ").length < 2) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s(/-])(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase());
}

export function parseRoleLine(
  line: string,
  knownCompany = "",
): { position: string; company: string; duration: string; commaCompany: boolean } {
  let text = collapseSpaces(stripBullet(line.replace(/\t+/g, " | ")));
  const range = DATE_RANGE.exec(text);
  const duration = range ? collapseSpaces(range[0]) : "";
  if (range) text = text.replace(range[0], " ");
  text = text
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(
      /\s*\((?:permanent|fixed-term|contract|part[- ]time|full[- ]time|maternity cover|temporary|interim|freelance)[^)]*\)/gi,
      "",
    );
  // "(£16m turnover, 110 colleagues)" describes the employer; it is neither title nor name.
  text = text.replace(
    /\([^()]*\d[^()]*\)|\((?:through|via|agency|on behalf|contract|seconded)[^()]*\)/gi,
    " ",
  );
  text = text
    .replace(/[()]/g, " ")
    .replace(/\s+,/g, ",")
    .replace(/[\s|,;:–—-]+$/, "");
  const at = /^(.+?)\s+(?:at|@|bei|chez|en)\s+(.+)$/.exec(text);
  let segments: string[];
  if (at && looksLikeJobTitle(at[1]!)) segments = [at[1]!, at[2]!];
  else if (STRONG_SEPARATOR.test(text)) segments = text.split(STRONG_SEPARATOR);
  else
    segments = knownCompany && looksLikeJobTitle(text.split(/,\s+/)[0] ?? "") ? [text] : text.split(/,\s+/);
  segments = segments
    .map((segment) => collapseSpaces(segment).replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, ""))
    .filter(Boolean);
  // A title beats a firm-like segment ("Audit Senior, Assurance Services" is still a title when nothing else is).
  let positionIndex = segments.findIndex((segment) => looksLikeJobTitle(segment) && !isFirmName(segment));
  if (positionIndex === -1) positionIndex = segments.findIndex((segment) => looksLikeJobTitle(segment));
  const position = positionIndex === -1 ? "" : unshout(cleanJobTitle(segments[positionIndex] ?? ""));
  const company =
    segments
      .find(
        (segment, index) =>
          index !== positionIndex && !/^\d/.test(segment) && segment.length <= 60 && !isPlace(segment),
      )
      ?.replace(/,\s+[^,]+$/, (tail) => (isPlace(tail.replace(/^,\s+/, "")) ? "" : tail)) ?? "";
  return {
    position,
    company,
    duration,
    commaCompany: !at && !STRONG_SEPARATOR.test(text) && Boolean(company),
  };
}

/** A title leads the line ("STORE MANAGER – Hartwell's, Cardiff Bay (£16m turnover…)") however long the rest is. */
function startsWithTitle(line: string): boolean {
  return looksLikeJobTitle(line.split(/\s[|–—-]\s|,\s|\t/)[0] ?? line) || looksLikeJobTitle(line);
}

/** A line naming only an employer ("Scoil Bhríde Community College, Galway"): no dates, no job title. */
function isCompanyLine(line: string): boolean {
  return (
    line.length <= 100 &&
    !DATE_RANGE.test(line) &&
    !looksLikeJobTitle(line.split(/\s[–—-]\s|,\s/)[0] ?? line) &&
    !/[.!?]$/.test(line) &&
    line.split(" ").length <= 10
  );
}

function parseExperience(lines: string[]): CvExperience[] {
  const entries: CvExperience[] = [];
  let current: CvExperience | null = null;
  let employer = "";
  const fresh = (entry: CvExperience | null) => entry && !entry.achievements.length && !entry.description;
  // "Charge Nurse, Telemetry Unit" names a unit, not the employer, when the employer's line follows.
  let weakCompany = false;
  for (const raw of lines) {
    const line = collapseSpaces(raw);
    if (!line || !/\p{L}/u.test(line)) continue;
    if (isBulletLine(raw) && current) {
      current.achievements.push(stripBullet(raw));
      continue;
    }
    const headerShaped =
      line.length <= 160 && (DATE_RANGE.test(line) || !/[.!?]$/.test(line) || line.split(" ").length <= 8);
    if (!isBulletLine(raw) && headerShaped && isCompanyLine(line) && !startsWithTitle(line)) {
      const company = parseRoleLine(line).company || line;
      // An employer line below a title fills that role; above one, it names the employer of the roles that follow.
      if (current && fresh(current) && current.position && (!current.company || weakCompany)) {
        if (weakCompany && current.company && current.company !== employer)
          current.position = `${current.position}, ${current.company}`;
        current.company = company;
        weakCompany = false;
      } else employer = company;
      continue;
    }
    if (!isBulletLine(raw) && headerShaped && (DATE_RANGE.test(line) || startsWithTitle(line))) {
      const parsed = parseRoleLine(line, employer);
      if (
        current &&
        fresh(current) &&
        (!current.duration || !current.position) &&
        !(parsed.position && current.position)
      ) {
        current.position ||= parsed.position;
        current.duration ||= parsed.duration;
        if (parsed.company && (!current.company || weakCompany)) {
          if (weakCompany && current.company) current.position = `${current.position}, ${current.company}`;
          current.company = parsed.company;
          weakCompany = false;
        }
        continue;
      }
      // A unit after a comma, or an employer carried over from above, gives way to an employer line below.
      weakCompany = parsed.commaCompany || !parsed.company;
      current = {
        company: parsed.company || employer,
        position: parsed.position,
        duration: parsed.duration,
        description: "",
        achievements: [],
      };
      entries.push(current);
      continue;
    }
    if (!current) {
      current = { company: employer, position: "", duration: "", description: "", achievements: [] };
      entries.push(current);
    }
    if (isBulletLine(raw)) current.achievements.push(stripBullet(raw));
    else current.description = current.description ? `${current.description} ${line}` : line;
  }
  return entries.filter(
    (entry) => entry.position || entry.company || entry.achievements.length || entry.description,
  );
}

const DEGREE =
  /\b(ACA|ACCA|CIMA|CPA|CFA|BSc|BA|BEng|MEng|MSc|MA|MBA|MPhil|PhD|DPhil|LLB|LLM|PGCE|BEd|MEd|HND|HNC|Bachelor(?:'s)?(?: of [A-Z][a-z]+)?|Master(?:'s)?(?: of [A-Z][a-z]+)?|Diploma|Certificate|A[- ]Levels?|GCSEs?|Associate(?:'s)? Degree|B\.S\.|M\.S\.|B\.A\.|M\.A\.)\b\.?/;
const INSTITUTION =
  /\b(University|College|School|Institute|Academy|Polytechnic|Conservatoire|Universität|Hochschule|Fachhochschule|Akademie|Université|École|Ecole|Institut|Lycée|Universidad|Escuela|Instituto|Colegio)\b/i;

function parseEducation(lines: string[]): CvEducation[] {
  const entries: CvEducation[] = [];
  let current: CvEducation | null = null;
  for (const raw of lines) {
    const line = collapseSpaces(stripBullet(raw));
    if (!line) {
      current = null;
      continue;
    }
    const year = /\b(19|20)\d{2}\b(?!.*\b(19|20)\d{2}\b)/.exec(line)?.[0] ?? "";
    const degree = DEGREE.exec(line);
    const parts = line
      .split(/\s[|–—-]\s|,\s+|\s*\|\s*/)
      .map((part) => collapseSpaces(part))
      .filter(Boolean);
    const institution = parts.find((part) => INSTITUTION.test(part)) ?? "";
    const startsNew = !current || (degree && current.degree) || (institution && current.institution);
    if (startsNew) {
      current = { institution: "", degree: "", field: "", year: "" };
      entries.push(current);
    }
    const entry = current!;
    if (degree && !entry.degree) {
      entry.degree = degree[0].replace(/\.$/, "");
      const after = line
        .slice((degree.index ?? 0) + degree[0].length)
        .replace(/^[\s(]*(?:\(hons\)|hons)?[\s)]*/i, "");
      const field = /^(?:in|of)?\s*([A-Z][A-Za-z&' ]{2,50}?)(?=\s*(?:[,|–—(-]|\s-\s|$|\d))/.exec(after)?.[1];
      if (field && !INSTITUTION.test(field)) entry.field = field.replace(/^(?:in|of)\s+/i, "").trim();
    }
    if (institution && !entry.institution)
      entry.institution = institution.replace(/\(?\b(19|20)\d{2}\b.*$/, "").trim();
    if (year && !entry.year) entry.year = year;
  }
  return entries;
}

function findSummary(lines: string[] | undefined): string {
  if (!lines) return "";
  const paragraph: string[] = [];
  for (const line of lines) {
    const text = collapseSpaces(stripBullet(line));
    if (!text) {
      if (paragraph.length) break;
      continue;
    }
    paragraph.push(text);
  }
  return paragraph.join(" ");
}

/** The CV read by the built-in extractor; each caller gets its own copy. */
export function extractCvLocally(cvText: string): CvData {
  return structuredClone(rememberedCv(cvText));
}

const rememberedCv = rememberLast(16, readCv);

/** A printed form drawn in ASCII boxes ("+-----+", "| Surname:   NCUBE   |"): the borders are no part of the text. */
function withoutBoxBorders(text: string): string {
  if (!/^\s*\+[-=+]{10,}\+?\s*$/m.test(text)) return text;
  return text
    .split(/\r?\n/)
    .map((line) =>
      /^\s*\+[-=+]+\+?\s*$/.test(line) ? "" : line.replace(/^\s*\|\s?/, "").replace(/\s*\|\s*$/, ""),
    )
    .join("\n");
}

function readCv(pasted: string): CvData {
  const cvText = withoutBoxBorders(pasted);
  // Page furniture of exported PDFs ("Page 1 of 2") is not part of any section.
  // A two-column layout pasted as text reads column by column.
  const text = unweaveTextColumns(cvText.replace(/\r\n?/g, "\n")).replace(
    /^\s*(?:page|seite|página|pagina)\s+\d+\s*(?:of|von|de|sur|\/)\s*\d+\s*$/gim,
    "",
  );
  const sections = splitCvSections(text);
  const header = sections.header.filter((line) => line.trim());
  // A two-column CV's name heads the main column: read the first lines as pasted too, before the columns part.
  const pastedTop = cvText
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 2);
  // (A form's name field, which reading the columns apart would part from its label.)
  const labelled = cvText.split(/\r?\n/).slice(0, 20).filter(labelsName);
  const linkedIn = linkedInTextName(cvText.split(/\r?\n/));
  const topLines = [
    ...labelled,
    ...(linkedIn ? [linkedIn] : []),
    ...pastedTop,
    ...header,
    ...text.split("\n").slice(0, 12),
  ];
  const found = findName(topLines, findEmail(text));
  const { postNominals, nickname } = found;
  const name = asWrittenElsewhere(found.name, cvText);
  const headerText = header.join("\n");
  const pastedTopRows = cvText
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 12);
  const skillLines = (sections.sections.skills ?? []).map(withFieldColon);
  // Skills in running text come from the work itself: the experience, summary and projects, not the header or degrees.
  const otherText = [
    ...(sections.sections.summary ?? []),
    ...(sections.sections.experience ?? []),
    ...(sections.sections.other ?? []),
  ].join("\n");
  const languages = uniqueCaseInsensitive([
    ...(sections.sections.languages ? spokenLanguages(sections.sections.languages) : []),
    ...languagesInSkills(skillLines),
    ...languagesInFields(sections.sections.other ?? []),
  ]);
  const raw = {
    name,
    postNominals,
    nickname,
    email: findEmail(headerText) || findEmail(text),
    // (A two-column CV's contact column shares its first rows with the profile: the page's top, as pasted, comes
    // before the referees' numbers that reading the columns apart puts ahead of it.)
    phone: findPhone(headerText) || findPhone(pastedTopRows.join("\n")) || findPhone(text),
    linkedin: findLinkedIn(text),
    website: findWebsite(headerText) || findWebsite(text),
    address: findLocation(header, name),
    summary: findSummary(sections.sections.summary),
    experience: parseExperience(sections.sections.experience ?? []),
    education: parseEducation(sections.sections.education ?? []),
    skills: findSkills(skillLines, otherText, [
      name,
      ...header,
      ...(sections.sections.experience ?? []).filter(
        (line) =>
          !isBulletLine(line) && (DATE_RANGE.test(line) || startsWithTitle(line) || isCompanyLine(line)),
      ),
    ]),
    certifications: sections.sections.certifications
      ? uniqueCaseInsensitive(sections.sections.certifications.map(stripBullet).filter(Boolean))
      : undefined,
    languages: languages.length ? languages : undefined,
  };
  return normaliseCvData(raw);
}
