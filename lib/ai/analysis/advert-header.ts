import {
  cleanTitle,
  isCompanyLike,
  isTitleLike,
  tidyName,
  type Candidate,
} from "@/lib/ai/analysis/advert-candidates";
import { splitSegments, type AdvertLine } from "@/lib/ai/analysis/advert-text";
import {
  GENDER_MARKER,
  isPayOrGrade,
  isPlace,
  isReference,
  isWorkPattern,
} from "@/lib/ai/analysis/advert-vocabulary";

/**
 * The header lines job boards and careers pages put above an advert: "Title — Company · City", LinkedIn's
 * "Title" then "Company · City (Hybrid)", Indeed's title, company, location and pay lines, "Company — Title (City)".
 */

/** Lines before the body starts: short lines, at most eight of them. */
export function headerZone(lines: AdvertLine[]): AdvertLine[] {
  const zone: AdvertLine[] = [];
  for (const line of lines) {
    const words = line.text.split(" ").length;
    const sentence = words >= 12 || (words >= 7 && /[.!?]$/.test(line.text));
    if (sentence || zone.length >= 8) break;
    zone.push(line);
  }
  return zone;
}

function isNoise(segment: string): boolean {
  return (
    isPlace(segment) ||
    isWorkPattern(segment) ||
    isPayOrGrade(segment) ||
    isReference(segment) ||
    /\b(employees|applicants|followers|alumni|skills match|connections?|ago)\b/i.test(segment)
  );
}

/** A line that labels a field ("Salary: …") or greets ("Hi Sam,") says nothing about company or title here. */
function isLabelOrGreeting(text: string): boolean {
  return /^[\p{L} ]{2,30}:\s/u.test(text) || /^(hi|hello|hey|dear|hallo|bonjour|hola)\b/i.test(text);
}

export function readHeader(lines: AdvertLine[]): { position: Candidate[]; company: Candidate[] } {
  const zone = headerZone(lines).filter((line) => !isLabelOrGreeting(line.text));
  const position: Candidate[] = [];
  const company: Candidate[] = [];
  let titleLine = -1;
  zone.forEach((line, row) => {
    const segments = splitSegments(line.text.replace(GENDER_MARKER, " (m/w/d)"));
    const titleIndex = segments.findIndex((segment) => isTitleLike(segment));
    if (titleIndex !== -1 && titleLine === -1) {
      titleLine = row;
      position.push({ value: cleanTitle(segments[titleIndex]!), evidence: "header", at: line.index });
    }
    segments.forEach((segment, index) => {
      if (index === titleIndex || isNoise(segment) || isTitleLike(segment) || !isCompanyLike(segment)) return;
      // On a line of its own, a name counts next to the title line (LinkedIn, Indeed) — not three lines away.
      const nearTitle = titleIndex !== -1 || (titleLine !== -1 && row - titleLine <= 2) || row <= 1;
      if (nearTitle) company.push({ value: tidyName(segment), evidence: "header", at: line.index });
    });
  });
  // Names only count in a header that has a title, on its line or right next to it.
  if (titleLine === -1 || titleLine > 1) company.length = 0;
  return { position, company };
}
