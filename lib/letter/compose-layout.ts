import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import {
  LAYOUT_LIMITS,
  LETTER_LOCALES,
  letterLayoutSchema,
  type LetterLayout,
  type LetterLocale,
  type SenderBlock,
} from "@/lib/letter/layout";
import { DEFAULT_SUBJECT } from "@/lib/messages/letter-layout";

/**
 * A new letter's layout (docs/architecture.md §14 'Letter layout'), from what the generation already read: the
 * sender block the user saved (else the one the CV gives), today's date, the recipient the advert names and a
 * default subject line in the letter's language (docs/product-rules.md, "Letter language").
 */

export type LayoutReading = {
  company: string;
  position: string;
  hiringManager: { name: string; title: string } | null;
  /** Set when a recruitment agency placed the advert: the agency is the addressee, never the employer. */
  agency: { name: string; contact: string } | null;
  language: string;
};

export type ComposeLayoutInput = {
  cvContent: string;
  reading: LayoutReading;
  savedSender: SenderBlock | null;
  /** YYYY-MM-DD. */
  today: string;
  /** The letter's own locale when the writer knows it (an English letter to a German advert, British spelling). */
  locale?: LetterLocale;
};

const clip = (text: string, max: number = LAYOUT_LIMITS.lineMaxChars) => text.trim().slice(0, max).trim();

function senderFromCv(cvContent: string): SenderBlock {
  const cv = extractCvLocally(cvContent);
  return {
    name: clip(cv.name),
    email: clip(cv.email),
    phone: clip(cv.phone),
    location: clip(cv.address ?? ""),
    link: clip(cv.linkedin || cv.website || ""),
  };
}

function recipientOf(reading: LayoutReading): { name: string; organisation: string } {
  if (reading.agency) return { name: clip(reading.agency.contact), organisation: clip(reading.agency.name) };
  const manager = reading.hiringManager;
  const name = manager ? `${manager.title} ${manager.name}` : "";
  return { name: clip(name), organisation: clip(reading.company) };
}

export function letterLocale(language: string): LetterLocale {
  return (LETTER_LOCALES as readonly string[]).includes(language) ? (language as LetterLocale) : "en";
}

export function composeLetterLayout(input: ComposeLayoutInput): LetterLayout {
  const locale = input.locale ?? letterLocale(input.reading.language);
  const position = input.reading.position.trim();
  return letterLayoutSchema.parse({
    sender: input.savedSender ?? senderFromCv(input.cvContent),
    date: input.today,
    recipient: { ...recipientOf(input.reading), address: "" },
    subject: position ? clip(DEFAULT_SUBJECT[locale](position), LAYOUT_LIMITS.subjectMaxChars) : "",
    locale,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The letter's date: the browser's own date (its time zone may be a day ahead of or behind UTC) when it is within
 * one day of the server's UTC date; otherwise the server's.
 */
export function letterToday(browserDate: string | undefined, now: Date = new Date()): string {
  const serverDate = now.toISOString().slice(0, 10);
  if (!browserDate) return serverDate;
  const apart = Math.abs(Date.parse(`${browserDate}T00:00:00Z`) - Date.parse(`${serverDate}T00:00:00Z`));
  return apart <= DAY_MS ? browserDate : serverDate;
}
