import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { LetterLength } from "@/lib/validation/ai";

/**
 * Rules every letter follows, whichever engine writes it (docs/product-rules.md, "The letter"): the length bands,
 * counted on the body from after the salutation to before the sign-off, and who the letter greets.
 */

export const LENGTH_BANDS: Record<LetterLength, { min: number; max: number }> = {
  short: { min: 120, max: 180 },
  medium: { min: 230, max: 320 },
  long: { min: 350, max: 450 },
};

export const DEFAULT_SALUTATION = "Dear Hiring Manager,";
export const SIGN_OFF = "Sincerely,";

/** Personal titles as an English letter writes them; the advert's own title, never a guessed one. */
const ENGLISH_TITLE: Record<string, string> = {
  frau: "Ms",
  herr: "Mr",
  mme: "Ms",
  madame: "Ms",
  mlle: "Ms",
  "m.": "Mr",
  m: "Mr",
  monsieur: "Mr",
  sra: "Ms",
  srta: "Ms",
  sr: "Mr",
  doña: "Ms",
  don: "Mr",
  professor: "Professor",
  prof: "Professor",
};

const PARTICLES = /^(van|von|de|da|del|della|der|den|di|du|le|la|bin|al|ní|nic|ó|mac|ter|zu)$/i;

/** "Anna Müller" → "Müller", "Jan van der Berg" → "van der Berg". */
export function surname(name: string): string {
  const words = name.trim().split(/\s+/);
  let start = words.length - 1;
  while (start > 1 && PARTICLES.test(words[start - 1]!)) start--;
  return words.slice(start).join(" ");
}

/** "Dear Ms Müller," when the advert gives a title, "Dear Anna Müller," when it names someone, else the default. */
export function salutation(job: Pick<JobAnalysis, "hiringManager" | "agency">): string {
  const person = job.hiringManager ?? (job.agency?.contact ? { name: job.agency.contact, title: "" } : null);
  if (!person?.name) return DEFAULT_SALUTATION;
  const titles = person.title
    .split(/\s+/)
    .filter(Boolean)
    .map((title) => ENGLISH_TITLE[title.toLowerCase().replace(/\.$/, "")] ?? title.replace(/\.$/, ""));
  // "Frau Dr." → "Dr": the academic title is the one an English letter keeps.
  const title = titles.includes("Dr") ? "Dr" : titles[0];
  return title ? `Dear ${title} ${surname(person.name)},` : `Dear ${person.name},`;
}

/** The body's words: after the "Dear …," line and before "Sincerely,". */
export function bodyWordCount(letter: string): number {
  const paragraphs = letter.trim().split(/\n\s*\n/);
  const body = paragraphs.filter(
    (paragraph, index) =>
      !(index === 0 && /^dear\b/i.test(paragraph.trim())) &&
      !/^(sincerely|yours|kind regards|best regards)\b/i.test(paragraph.trim()),
  );
  return body.join(" ").split(/\s+/).filter(Boolean).length;
}
