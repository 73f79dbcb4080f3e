import type { LetterLocale } from "@/lib/letter/layout";

/**
 * Texts of the letter layout (docs/architecture.md §14 'Letter layout'): the subject line a new letter starts with
 * when the advert names the position, in the letter's locale. Our own; the user edits or clears it.
 */
export const DEFAULT_SUBJECT: Record<LetterLocale, (position: string) => string> = {
  en: (position) => `Re: ${position}`,
  "en-GB": (position) => `Re: ${position}`,
  "en-US": (position) => `Re: ${position}`,
  de: (position) => `Bewerbung als ${position}`,
  fr: (position) => `Candidature : ${position}`,
  es: (position) => `Candidatura: ${position}`,
  nl: (position) => `Sollicitatie: ${position}`,
  it: (position) => `Candidatura: ${position}`,
  pt: (position) => `Candidatura: ${position}`,
};

/** Our own: what the server answers for a header field that breaks its limit (the header form says the same). */
export const LAYOUT_ERRORS = {
  tooLong: (max: number) => `Use at most ${max} characters.`,
  invalidDate: "Enter a valid date.",
} as const;
