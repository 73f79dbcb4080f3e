import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { collapseSpaces } from "@/lib/ai/analysis/text";

/** Contact details from a CV: e-mail, phone, LinkedIn, a website and the location (docs/product-rules.md). */

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
// "0251 / 555 29 17": a German area code parted by a spaced slash.
// "0487/55.51.20": a Belgian area code before a slash.
// "(+220) 755 5124": a country code in brackets.
// (Within one line: "Ketchikan, AK 99901" over "907-555-2864" is a ZIP code and a phone.)
const PHONE =
  /\(\+\d{1,3}\)[ \t]?\d[\d \t.-]{3,14}\d|(?:\+\d{1,3}[ \t.-]?|\(\+\d{1,3}\)[ \t]?)?(?:\(\d{1,5}\)[ \t.-]?)?\d(?:[\d \t.-]|[ \t]?\/[ \t]?){6,16}\d/g;
const POST_BOX =
  /(?:\bp\.?\s?o\.?\s?box|\bpostfach|\bpostbus|\bapartado(?: postal)?|\bcasilla|\bb\.p\.|\bbox)\s*$/i;
const YEAR_RANGE = /^\d{4}\s*[-–—]\s*\d{4}$/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[^\s/|,;)]+\/?/i;
const URL =
  /(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|co\.uk|uk|org|net|io|dev|me|design|app|info|de|fr|es|eu|ie|ai|tech|site|page|xyz|portfolio|studio)(?:\/[^\s|,;)]*)?/gi;

export function findEmail(text: string): string {
  // "k.schmitz-lenoir@" / "posteo.de": an address a narrow column wrapped after its "@".
  // "mervyn.crowie@saintmail" / ".sh": or before its last dot.
  // "luzadriana.moreno" / "@outlook.com": or before its "@".
  // "aalish.corlett@manx" / "mail.net": or inside a domain that has no dot yet.
  // "lucia.morales-" / "vega@example.com": or inside its name after a hyphen or a dot.
  return (
    EMAIL.exec(
      text
        .replace(/@[ \t]*\n[ \t]*(?=[\w-]+\.)/g, "@")
        .replace(/(@[\w-]+(?:\.[\w-]+)*)[ \t]*\n[ \t]*(?=\.[a-z]{2,}\b)/gi, "$1")
        .replace(/(?<=[\w.+-])[ \t]*\n[ \t]*(?=@[\w-]+\.[a-z]{2,})/gi, "")
        .replace(/(@[\w-]+)[ \t]*\n[ \t]*(?=[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b)/gi, "$1")
        .replace(/(?<=(?:^|\s)[\w.+]+[-.])[ \t]*\n[ \t]*(?=[\w.+-]+@[\w-]+\.)/g, ""),
    )?.[0] ?? ""
  );
}

const ID_LABEL =
  /(?:\bid\b|identity|identité|passport|pasaporte|reisepass|\bnin\b|\bnrc\b|\bssn\b|social security|\bdni\b|\bcin\b|\bnif\b|\bcnic\b|\bpin\b|\brut\b|\brun\b|\bcurp\b|\bcpf\b|\bnie\b|c[ée]dula|(?<![\p{L}.])(?:C\.\s?C|T\.\s?I|C\.\s?E)\.|\bcuil\b|\bcuit\b|\bomang\b|\bnic no\b|\bnational registration\b|tax (?:no|number)|licen[cs]e no)[^\n\d]{0,45}$/iu;
const PHONE_LABEL =
  /(?:phone|mobile|mob\.?|cell(?: no\.?)?|cel\.?|tel\.?|téléphone|teléfono|telefon|handy|gsm|whatsapp|móvil|celular|portable)\s*(?:no\.?|number)?\s*[:.]?\s*[.…_]*\s*$/i;

/** The first run of 9–15 digits that is not a year range ("2019 - 2021") or a date. */
export function findPhone(text: string): string {
  for (const match of text.matchAll(PHONE)) {
    // "034 55 208 17 / 032 55 761 40": two numbers, not an area code and its number.
    const lineBefore =
      text
        .slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0)
        .split("\n")
        .at(-1) ?? "";
    // "National ID no.: 055 5129 4092", "Passport: …": an identity number, not a phone.
    if (ID_LABEL.test(lineBefore)) continue;
    // "Mobile: 7555 3188", "Cel.: 8555-3147": after a phone's label, a country's eight-digit number is one.
    const labelled = PHONE_LABEL.test(lineBefore);
    const [first = "", ...rest] = match[0].trim().split(/\s\/\s/);
    const candidate =
      rest.length && first.replace(/\D/g, "").length >= (labelled ? 7 : 9) ? first : match[0].trim();
    const digits = candidate.replace(/\D/g, "");
    // "(+290) 24418": a small country's short number after its code in brackets.
    const minimum = /^\(\+\d{1,3}\)/.test(candidate) || labelled ? 7 : 9;
    if (digits.length < minimum || digits.length > 15 || (!labelled && YEAR_RANGE.test(candidate))) continue;
    if (!labelled && /\d{4}\s*[-–]\s*\d{4}/.test(candidate) && digits.length === 8) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}\b/.test(candidate)) continue;
    // "01/2019-03/2021": months and years, not a number.
    if (/\b\d{1,2}\s?\/\s?(?:19|20)\d{2}\b/.test(candidate)) continue;
    // "P.O. Box 90421-80100, Mombasa": a box number and a postcode, not a phone.
    if (POST_BOX.test(text.slice(Math.max(0, (match.index ?? 0) - 16), match.index ?? 0))) continue;
    // "+44 (0)7700 …": the optional trunk prefix belongs to the number.
    const before = text.slice(Math.max(0, (match.index ?? 0) - 4), match.index ?? 0);
    // "1 (868) 555-0176": the North American country code written without its plus.
    const prefix =
      /\+\d{1,3}\s?$/.exec(before)?.[0] ??
      (candidate.startsWith("(") ? (/(?<![\d+])1\s$/.exec(before)?.[0] ?? "") : "");
    return `${prefix}${candidate}`.trim();
  }
  return "";
}

export function findLinkedIn(text: string): string {
  return LINKEDIN.exec(text)?.[0].replace(/[.,]$/, "") ?? "";
}

/** A personal site, portfolio or GitHub page; never LinkedIn or the e-mail's domain. */
export function findWebsite(text: string): string {
  const emailDomain = findEmail(text).split("@")[1]?.toLowerCase() ?? "";
  for (const line of text.split("\n")) {
    for (const match of line.matchAll(URL)) {
      const url = match[0].replace(/[.,]$/, "");
      const at = match.index ?? 0;
      if (/linkedin\./i.test(url) || line[at - 1] === "@" || url.toLowerCase() === emailDomain) continue;
      if (/^\d/.test(url) || !/[a-z]/i.test(url.split(".")[0] ?? "")) continue;
      return url;
    }
  }
  return "";
}

/** "London, UK" in the header, or a "Location:"/"Address:" line. */
export function findLocation(header: string[], name: string): string {
  const segments = header
    .flatMap((line) => line.split(/\s[|•·]\s|\s{3,}|\t/))
    .map((segment) => collapseSpaces(segment))
    .filter(Boolean);
  for (const segment of segments) {
    if (segment === name || EMAIL.test(segment) || /https?:|www\.|linkedin|github|\.com\b/i.test(segment))
      continue;
    if (findPhone(segment)) continue;
    const labelled = /^(address|location|based in|adresse|wohnort|dirección|ubicación)\s*:\s*(.+)$/i.exec(
      segment,
    );
    if (labelled) return labelled[2]!;
    if (/,/.test(segment) && !looksLikeJobTitle(segment) && segment.length <= 80 && !/\d{4}/.test(segment))
      return segment;
  }
  return "";
}
