import {
  cleanTitle,
  isCompanyLike,
  isFirmName,
  isTitleLike,
  tidyName,
  type Candidate,
} from "@/lib/ai/analysis/advert-candidates";
import type { AdvertLine } from "@/lib/ai/analysis/advert-text";
import {
  GENDER_MARKER,
  isPayOrGrade,
  isPlace,
  isReference,
  isWorkPattern,
} from "@/lib/ai/analysis/advert-vocabulary";

/**
 * The header lines job boards and careers pages put above an advert: "Title — Company · City", LinkedIn's
 * "Title" then "Company · City (Hybrid)", Indeed's title, company, location and pay lines, "Company — Title (City)"
 * (docs/product-rules.md, "Advert analysis").
 */

type Piece = { text: string; joiner: string };

const SEPARATOR = /(\s+[|·•—–]\s+|\s+-\s+|\s*[|·•]\s*|\s+@\s+|\s+\/\s+|\t+)/;

/** "Title — DACH / Acme · Munich" → pieces with the separator that came before each. */
function pieces(line: string): Piece[] {
  const parts = line.split(SEPARATOR);
  const result: Piece[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const text = (parts[index] ?? "").trim().replace(/^[,;:\s]+|[,;:\s]+$/g, "");
    if (text) result.push({ text, joiner: (parts[index - 1] ?? "").trim() });
  }
  return result;
}

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
    /\b(employees|applicants|followers|alumni|skills match|connections?|ago|shifts?|hours|monday|friday|weekends?)\b/i.test(
      segment,
    )
  );
}

function isTitlePiece(text: string): boolean {
  GENDER_MARKER.lastIndex = 0;
  const marked = GENDER_MARKER.test(text);
  GENDER_MARKER.lastIndex = 0;
  return marked || isTitleLike(text);
}

/** A line that labels a field ("Salary: …") or greets ("Hi Sam,") says nothing about company or title here. */
function isLabelOrGreeting(text: string): boolean {
  return /^[\p{L} ]{2,30}\s?:\s/u.test(text) || /^(hi|hello|hey|dear|hallo|bonjour|hola)\b/i.test(text);
}

/** How sure a header name is the employer: beside the title, on a line near it, further down, or after a dash. */
type Tier = "beside" | "near" | "far" | "qualifier";
const TIERS: Tier[] = ["beside", "near", "far", "qualifier"];

export function readHeader(lines: AdvertLine[]): { position: Candidate[]; company: Candidate[] } {
  const zone = headerZone(lines).filter((line) => !isLabelOrGreeting(line.text));
  const rows = zone.map((line) => pieces(line.text));
  const titleRow = rows.findIndex((row) => row.some((piece) => isTitlePiece(piece.text)));
  if (titleRow === -1) return { position: [], company: [] };
  const titleIndex = rows[titleRow]!.findIndex((piece) => isTitlePiece(piece.text));
  const position: Candidate[] = [
    { value: cleanTitle(rows[titleRow]![titleIndex]!.text), evidence: "header", at: zone[titleRow]!.index },
  ];

  const found = new Map<Tier, Candidate[]>(TIERS.map((tier) => [tier, []]));
  const add = (tier: Tier, text: string, at: number) => {
    if (isNoise(text) || (isTitlePiece(text) && !isFirmName(text)) || !isCompanyLike(text)) return;
    found.get(tier)!.push({ value: tidyName(text), evidence: "header", at });
  };
  rows.forEach((row, rowIndex) => {
    const at = zone[rowIndex]!.index;
    if (rowIndex === titleRow) {
      row.forEach((piece, index) => {
        if (index === titleIndex) return;
        // After the title, a dash usually adds a qualifier ("Staff Nurse – Cardiology") unless a firm follows.
        const dash = index > titleIndex && /^[—–-]$/.test(piece.text ? piece.joiner : "");
        add(dash && !isFirmName(piece.text) ? "qualifier" : "beside", piece.text, at);
      });
      return;
    }
    // Another line: its first piece ("Company · City"), near the title or further down the header.
    const first = row[0];
    if (first) add(Math.abs(rowIndex - titleRow) <= 2 ? "near" : "far", first.text, at);
  });
  const company = TIERS.map((tier) => found.get(tier)!).find((list) => list.length) ?? [];
  return { position, company };
}
