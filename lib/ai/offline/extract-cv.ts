import { splitCvSections, type CvSections } from "@/lib/ai/analysis/cv-sections";
import { cleanJobTitle, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import {
  capitalise,
  collapseSpaces,
  isBulletLine,
  stripBullet,
  termIndex,
  uniqueCaseInsensitive,
} from "@/lib/ai/analysis/text";
import { normaliseCvData, type CvData, type CvEducation, type CvExperience } from "@/lib/ai/cv-data";
import { DEFAULT_CANDIDATE_NAME, NAME_MAX_CHARS, OFFLINE_MAX_SKILLS } from "@/lib/messages/ai";

/**
 * Local CV extraction (spec 001 §5): e-mail and phone patterns, a skills section (at most 10 skills), the name
 * rules, plus the latest roles and their achievements so the template letter has something true to say.
 */

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.-]{6,16}\d/g;
const YEAR_RANGE = /^\d{4}\s*[-–—]\s*\d{4}$/;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const DATE = `(?:${MONTH}\\s+)?(?:\\d{1,2}/)?\\d{4}`;
export const DATE_RANGE = new RegExp(
  `(${DATE})\\s*(?:-|–|—|to|until)\\s*(${DATE}|present|current|now|today|date)`,
  "i",
);
const NOT_A_NAME = /^(curriculum vitae|resume|résumé|cv|contact|personal details)$/i;

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0] ?? "";
}

/** The first run of 9–15 digits that is not a year range ("2019 - 2021"). */
export function findPhone(text: string): string {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, "");
    if (digits.length < 9 || digits.length > 15 || YEAR_RANGE.test(candidate)) continue;
    if (/\d{4}\s*[-–]\s*\d{4}/.test(candidate) && digits.length === 8) continue;
    return candidate;
  }
  return "";
}

function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase());
}

/** Spec 001 §5: a name longer than 50 characters becomes a capitalised two-word guess or 'Your Name'. */
export function tidyName(candidate: string): string {
  const name = collapseSpaces(candidate);
  if (!name) return DEFAULT_CANDIDATE_NAME;
  if (name.length <= NAME_MAX_CHARS) return titleCaseIfShouting(name);
  const words = name.split(/\s+/).filter((word) => /^\p{L}[\p{L}'-]*$/u.test(word));
  if (words.length < 2) return DEFAULT_CANDIDATE_NAME;
  return words
    .slice(0, 2)
    .map((word) => capitalise(word.toLowerCase()))
    .join(" ");
}

/** Header lines split on separators: "Jane Doe | London | jane@x.com" → three segments. */
function headerSegments(header: string[]): string[] {
  return header
    .flatMap((line) => line.split(/\s[|•·]\s|\s{3,}|\t/))
    .map((segment) => collapseSpaces(segment))
    .filter(Boolean);
}

function findName(header: string[], fallbackLines: string[]): string {
  const lines = [...header, ...fallbackLines].map((line) => collapseSpaces(line)).filter(Boolean);
  for (const line of lines.slice(0, 5)) {
    const first = collapseSpaces(line.split(/\s[|•·,]\s?|\s[-–—]\s|\t/)[0] ?? "");
    if (
      !first ||
      NOT_A_NAME.test(first) ||
      EMAIL.test(first) ||
      /\d{3}/.test(first) ||
      /https?:|www\./i.test(first)
    ) {
      continue;
    }
    if (/^(name)\s*:/i.test(first)) return tidyName(first.replace(/^name\s*:/i, ""));
    return tidyName(first);
  }
  return DEFAULT_CANDIDATE_NAME;
}

function findAddress(header: string[], name: string): string {
  for (const segment of headerSegments(header)) {
    if (segment === name || EMAIL.test(segment) || /https?:|www\.|linkedin|github/i.test(segment)) continue;
    if (findPhone(segment)) continue;
    if (/^(address|location)\s*:/i.test(segment)) return segment.replace(/^(address|location)\s*:\s*/i, "");
    if (/,/.test(segment) && !looksLikeJobTitle(segment) && segment.length <= 80) return segment;
  }
  return "";
}

function listItems(lines: string[]): string[] {
  return lines
    .flatMap((line) => {
      const text = stripBullet(line);
      // "Programming: Python, Go" → the part after the label.
      const afterLabel = /^[^,:]{2,30}:\s*(.+)$/.exec(text)?.[1] ?? text;
      return afterLabel.split(/\s*[,;|•·]\s*|\s+\/\s+|\t/);
    })
    .map((item) => collapseSpaces(item.replace(/\(.*?\)/g, "").replace(/[.;:]+$/, "")))
    .filter((item) => item.length >= 1 && item.length <= 40 && item.split(" ").length <= 5);
}

function findSkills(sections: CvSections, text: string): string[] {
  const fromSection = uniqueCaseInsensitive(listItems(sections.sections.skills ?? []));
  if (fromSection.length) return fromSection.slice(0, OFFLINE_MAX_SKILLS);
  // No skills section: known skills mentioned anywhere, in order of appearance.
  return SKILLS_LEXICON.map((skill) => ({ skill, at: termIndex(text, skill) }))
    .filter((found) => found.at !== -1)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.skill)
    .filter(
      (skill, index, all) => all.findIndex((other) => other.toLowerCase() === skill.toLowerCase()) === index,
    )
    .slice(0, OFFLINE_MAX_SKILLS);
}

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
const INSTITUTION = /\b(University|College|School|Institute|Academy|Polytechnic|Conservatoire)\b/i;

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
  const name = findName(header, text.split("\n").slice(0, 5));
  const headerText = header.join("\n");
  const raw = {
    name,
    email: findEmail(headerText) || findEmail(text),
    phone: findPhone(headerText) || findPhone(text),
    address: findAddress(header, name),
    summary: findSummary(sections.sections.summary),
    experience: parseExperience(sections.sections.experience ?? []),
    education: parseEducation(sections.sections.education ?? []),
    skills: findSkills(sections, text),
    certifications: sections.sections.certifications
      ? uniqueCaseInsensitive(sections.sections.certifications.map(stripBullet))
      : undefined,
    languages: sections.sections.languages
      ? uniqueCaseInsensitive(listItems(sections.sections.languages))
      : undefined,
  };
  return normaliseCvData(raw);
}
