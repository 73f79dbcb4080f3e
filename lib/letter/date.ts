import type { LetterLocale } from "@/lib/letter/layout";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The Intl locale a letter's date is written in: British or American English as the advert spells it ("en-GB",
 * "en-US"); English of neither follows the page size (A4 British, US Letter American).
 */
function dateLocale(locale: LetterLocale, pageSize: Formatting["pageSize"]): string {
  if (locale === "en") return pageSize === "letter" ? "en-US" : "en-GB";
  return locale;
}

/**
 * The letter's date as a reader of its language writes it: "23 November 2026", "November 23, 2026",
 * "23. November 2026", "23 novembre 2026", "23 de noviembre de 2026", "23 november 2026", "23 de novembro de 2026".
 * UTC, so the ISO date never shifts a day.
 */
export function formatLetterDate(
  isoDate: string,
  locale: LetterLocale,
  pageSize: Formatting["pageSize"],
): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(dateLocale(locale, pageSize), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
