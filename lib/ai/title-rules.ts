import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import {
  candidateTitle,
  DEFAULT_CANDIDATE_NAME,
  DEFAULT_LETTER_TITLE,
  TITLE_MAX_CHARS,
  TITLE_MIN_CHARS,
} from "@/lib/messages/ai";

/**
 * History title rules (docs/spec.md, engine §5): at most 80 characters, no quotes, no trailing punctuation; a title shorter
 * than 12 characters or equal to 'cover letter' is replaced by one derived from the text; an empty or failed
 * title falls back to '{candidate name} — Cover Letter'; the default is 'Cover Letter'.
 */

export function cleanTitle(raw: string): string {
  let title =
    raw
      .split("\n")
      .map((line) => line.trim())
      .find(Boolean) ?? "";
  title = title
    .replace(/^(title|history title)\s*:\s*/i, "")
    .replace(/["“”„`]/g, "")
    .replace(/^['‘’]+|['‘’]+$/g, "")
    .replace(/^[#*_\s]+|[*_\s]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (title.length > TITLE_MAX_CHARS) {
    const cut = title.slice(0, TITLE_MAX_CHARS);
    const lastSpace = cut.lastIndexOf(" ");
    title = lastSpace > TITLE_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut;
  }
  return title.replace(/[\s.,;:!?…\-–—'‘’]+$/u, "").trim();
}

function isUsable(title: string): boolean {
  return title.length >= TITLE_MIN_CHARS && title.toLowerCase() !== "cover letter";
}

/** What the letter was written from, the user's corrections included (docs/product-rules.md). */
export type ReadAdvert = { position: string; company: string };

/** "Senior Backend Engineer at Northstar Analytics": from what was read, else the advert, else the letter. */
export function deriveTitle(jobDescription: string, letter = "", read?: ReadAdvert): string {
  const readings = [
    ...(read ? [() => read] : []),
    () => analyseJobDescription(jobDescription),
    () => analyseJobDescription(letter),
  ];
  for (const reading of readings) {
    const { position, company } = reading();
    const title =
      position && company
        ? `${position} at ${company}`
        : position
          ? `${position} Application`
          : company
            ? `Application to ${company}`
            : "";
    const cleaned = cleanTitle(title);
    if (cleaned) return cleaned;
  }
  return "";
}

function nameFallback(candidateName: string | undefined): string {
  const name = candidateName?.trim();
  return name && name !== DEFAULT_CANDIDATE_NAME ? cleanTitle(candidateTitle(name)) : "";
}

export type TitleInput = {
  /** The model's title; null when the call failed or there was none. */
  candidate: string | null;
  jobDescription: string;
  letter: string;
  candidateName?: string;
  read?: ReadAdvert;
};

export function finaliseTitle({
  candidate,
  jobDescription,
  letter,
  candidateName,
  read,
}: TitleInput): string {
  const cleaned = candidate === null ? "" : cleanTitle(candidate);
  if (!cleaned)
    return nameFallback(candidateName) || deriveTitle(jobDescription, letter, read) || DEFAULT_LETTER_TITLE;
  if (isUsable(cleaned)) return cleaned;
  return deriveTitle(jobDescription, letter, read) || nameFallback(candidateName) || DEFAULT_LETTER_TITLE;
}
