import { splitCvSections } from "@/lib/ai/analysis/cv-sections";
import { cleanJobTitle, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { collapseSpaces, isBulletLine, stripBullet, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import { normaliseCvData, type CvData, type CvEducation, type CvExperience } from "@/lib/ai/cv-data";
import { findEmail, findLinkedIn, findLocation, findPhone, findWebsite } from "@/lib/ai/offline/cv-contact";
import { findName } from "@/lib/ai/offline/cv-name";
import { findSkills, languagesInSkills } from "@/lib/ai/offline/cv-skills";

/**
 * Local CV extraction (docs/product-rules.md, "CV extraction"): name without credentials or nickname, contact
 * details, the roles with their achievements, education and every real skill, so the offline letter has something
 * true to say. Headings in English, German, French and Spanish are recognised.
 */

export { findEmail, findPhone } from "@/lib/ai/offline/cv-contact";
export { tidyName } from "@/lib/ai/offline/cv-name";

const MONTH =
  "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|mai|juni|juli|okt|dez|janv|févr|fév|mars|avr|juin|juil|août|déc|ene|abr|ago|dic)[a-zéû]*\\.?";
const DATE = `(?:${MONTH}\\s+)?(?:\\d{1,2}[/.])?\\d{4}`;
export const DATE_RANGE = new RegExp(
  `(${DATE})\\s*(?:-|–|—|to|until|bis|à|a|au|hasta)\\s*(${DATE}|present|current|now|today|date|heute|jetzt|aujourd'hui|aujourd’hui|actualidad|presente|hoy|actual)|(?:seit|depuis|desde|since)\\s+(${DATE})`,
  "i",
);

/** "Senior Engineer — Acme Ltd (2019 – Present)" → position, company, duration. */
export function parseRoleLine(line: string): { position: string; company: string; duration: string } {
  let text = collapseSpaces(stripBullet(line));
  const range = DATE_RANGE.exec(text);
  const duration = range ? collapseSpaces(range[0]) : "";
  if (range) text = text.replace(range[0], " ");
  text = text.replace(/\(\s*\)|\[\s*\]/g, " ").replace(/[()]/g, " ");
  const at = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  const segments = (at ? [at[1] ?? "", at[2] ?? ""] : text.split(/\s[|–—-]\s|\s*[|]\s*|,\s+/))
    .map((segment) => collapseSpaces(segment).replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, ""))
    .filter(Boolean);
  const positionIndex = segments.findIndex((segment) => looksLikeJobTitle(segment));
  const position = positionIndex === -1 ? "" : cleanJobTitle(segments[positionIndex] ?? "");
  const company =
    segments.find(
      (segment, index) => index !== positionIndex && !/^\d/.test(segment) && segment.length <= 60,
    ) ?? "";
  return { position, company, duration };
}

function isRoleHeader(line: string): boolean {
  const text = collapseSpaces(line);
  return text.length <= 140 && (DATE_RANGE.test(text) || looksLikeJobTitle(text));
}

function parseExperience(lines: string[]): CvExperience[] {
  const entries: CvExperience[] = [];
  let current: CvExperience | null = null;
  for (const raw of lines) {
    const line = collapseSpaces(raw);
    if (!line) continue;
    if (isBulletLine(raw) && current) {
      current.achievements.push(stripBullet(raw));
      continue;
    }
    const fillsCurrentHeader =
      current &&
      !current.achievements.length &&
      !current.description &&
      (!current.company || !current.duration || !current.position);
    if (current && fillsCurrentHeader && line.length <= 140) {
      const parsed = parseRoleLine(line);
      if (parsed.position || parsed.duration || (!current.company && parsed.company)) {
        current.position ||= parsed.position;
        current.duration ||= parsed.duration;
        if (!current.company) current.company = parsed.company === current.position ? "" : parsed.company;
        continue;
      }
    }
    if (
      isRoleHeader(line) &&
      (!current || current.achievements.length || current.description || current.position)
    ) {
      current = { company: "", position: "", duration: "", description: "", achievements: [] };
      const parsed = parseRoleLine(line);
      Object.assign(current, {
        position: parsed.position,
        company: parsed.company,
        duration: parsed.duration,
      });
      if (!parsed.position && !parsed.company) current.description = line;
      entries.push(current);
      continue;
    }
    if (!current) {
      current = { company: "", position: "", duration: "", description: "", achievements: [] };
      entries.push(current);
    }
    current.description = current.description ? `${current.description} ${line}` : line;
  }
  return entries;
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

export function extractCvLocally(cvText: string): CvData {
  const text = cvText.replace(/\r\n?/g, "\n");
  const sections = splitCvSections(text);
  const header = sections.header.filter((line) => line.trim());
  const topLines = [...header, ...text.split("\n").slice(0, 12)];
  const { name, postNominals, nickname } = findName(topLines);
  const headerText = header.join("\n");
  const skillLines = sections.sections.skills ?? [];
  // Skills in running text come from the work itself: the experience, summary and projects, not the header or degrees.
  const otherText = [
    ...(sections.sections.summary ?? []),
    ...(sections.sections.experience ?? []),
    ...(sections.sections.other ?? []),
  ].join("\n");
  const languages = uniqueCaseInsensitive([
    ...(sections.sections.languages ? listLanguages(sections.sections.languages) : []),
    ...languagesInSkills(skillLines),
  ]);
  const raw = {
    name,
    postNominals,
    nickname,
    email: findEmail(headerText) || findEmail(text),
    phone: findPhone(headerText) || findPhone(text),
    linkedin: findLinkedIn(text),
    website: findWebsite(headerText) || findWebsite(text),
    address: findLocation(header, name),
    summary: findSummary(sections.sections.summary),
    experience: parseExperience(sections.sections.experience ?? []),
    education: parseEducation(sections.sections.education ?? []),
    skills: findSkills(
      skillLines,
      otherText,
      (sections.sections.experience ?? []).filter((line) => !isBulletLine(line) && DATE_RANGE.test(line)),
    ),
    certifications: sections.sections.certifications
      ? uniqueCaseInsensitive(sections.sections.certifications.map(stripBullet).filter(Boolean))
      : undefined,
    languages: languages.length ? languages : undefined,
  };
  return normaliseCvData(raw);
}

/** "English (native), Polish (B2)" → ["English", "Polish"]. */
function listLanguages(lines: string[]): string[] {
  return lines
    .flatMap((line) => stripBullet(line).split(/\s*[,;|•·]\s*/))
    .map((item) => collapseSpaces(item.replace(/\(.*?\)|[-–—:].*$/g, "")))
    .filter((item) => item && item.split(" ").length <= 3);
}
