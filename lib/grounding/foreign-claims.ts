import type { PartialLanguage } from "@/lib/grounding/partial-check";
import type { QualificationHit } from "@/lib/grounding/qualifications";

/**
 * Degrees and promotions in a letter written in German, French, Spanish, Dutch, Italian or Portuguese
 * (docs/product-rules.md, "The claim check"): "Bachelor in Betriebswirtschaft", "diplôme d'ingénieur en génie
 * civil", "Máster en Logística Integral", "hbo-diploma Tuinbouw", "zum Schichtführer befördert". Each is checked
 * against the CV like its English counterpart.
 */

export type PromotionHit = { start: number; end: number; name: string };

/** A subject: one to four words up to a comma, a full stop or a word that starts another phrase. */
const SUBJECT = String.raw`(?<subject>[\p{L}&'’-]+(?:\s+(?!(?:an|am|bei|von|und|in|aus|mit|à|au|chez|et|avec|dans|a|al|y|con|en|por|par|door|bij|van|aan|met|tot|presso|con|e|na|no|com|gemacht|abgeschlossen|erworben|obtenu|obtenido|behaald|und|I|ich|j['’]ai|je|he|ik|puis|mon|ma|mes|dann|danach|luego|después|daarna|toen|habe|hat|hatte|ist|bin|war|wurde|heb|heeft|ben|ai|avais|suis|été|ha|había|tengo|fue)(?![\p{L}]))[\p{L}&'’-]+){0,3})`;

const DEGREES: Record<PartialLanguage, RegExp> = {
  de: new RegExp(
    String.raw`(?<![\p{L}])(?:Bachelor|Master|Diplom|Magister|Promotion)(?:\s+of\s+(?:Science|Arts|Engineering))?\s+(?:in|im|der|für)\s+${SUBJECT}|(?<![\p{L}])(?:Ausbildung\s+(?:zum|zur)|Weiterbildung\s+(?:zum|zur)(?:\s+[Gg]eprüften)?|staatlich geprüfte[nr]?|[Gg]eprüfte[nr]?)\s+${SUBJECT}(?:\s+\((?:IHK|HWK)\))?|(?<=(?<![\p{L}])(?:Die|die|Meine|meine|Eine|eine)\s+)\p{Lu}\p{Ll}+prüfung(?=\s+(?:habe|hab|legte|bestand)(?![\p{L}]))`,
    "gu",
  ),
  fr: new RegExp(
    String.raw`(?<![\p{L}])(?:Master|Mastère|Licence|Bachelor|Doctorat|BTS|DUT|BUT|MBA|diplôme d['’]ingénieur|diplôme)(?:\s+\d)?\s+(?:(?:en|de|du)\s+|d['’]\s*)${SUBJECT}|(?<![\p{L}])diplôme d['’]ingénieur`,
    "giu",
  ),
  es: new RegExp(
    String.raw`(?<![\p{L}])(?:Grado|Máster|Master|Licenciatura|Diplomatura|Doctorado|Técnico Superior|MBA)\s+(?:en|de)(?![\p{L}])\s+${SUBJECT}`,
    "gu",
  ),
  nl: new RegExp(
    String.raw`(?<![\p{L}])(?:hbo-diploma|wo-diploma|hbo-opleiding|wo-opleiding|master|bachelor|mbo-diploma)\s+(?:in\s+)?${SUBJECT}`,
    "giu",
  ),
  it: new RegExp(
    String.raw`(?<![\p{L}])(?:Laurea(?:\s+magistrale|\s+triennale)?|Master|Dottorato)\s+(?:in|di)\s+${SUBJECT}`,
    "gu",
  ),
  pt: new RegExp(
    String.raw`(?<![\p{L}])(?:Licenciatura|Mestrado|Bacharelado|Doutoramento|Doutorado|MBA)\s+(?:em|de)\s+${SUBJECT}`,
    "gu",
  ),
};

// ("Die Ausbilderprüfung habe ich 2024 abgelegt": an exam passed names the qualification by itself.)
/** "zum Schichtführer befördert", "promovida a subdirectora", "promu chef d'équipe", "gepromoveerd tot teamleider". */
const PROMOTIONS: Record<PartialLanguage, RegExp> = {
  de: /(?<![\p{L}])(?:zum|zur)\s+(?<title>[\p{L}-]+(?:\s+[\p{L}-]+){0,2}?)\s+befördert/gu,
  fr: /(?<![\p{L}])promue?\s+(?:au poste de\s+|comme\s+)?(?<title>[\p{L}'’-]+(?:\s+(?!en|à|au|chez|dans)[\p{L}'’-]+){0,3})/gu,
  es: /(?<![\p{L}])promocionad[oa]\s+a\s+|(?<![\p{L}])(?:promovid[oa]|ascendid[oa])\s+a\s+(?<title>[\p{L}-]+(?:\s+(?!en|a|al|y)[\p{L}-]+){0,3})/gu,
  nl: /(?<![\p{L}])gepromoveerd\s+(?:tot|naar)\s+(?<title>[\p{L}-]+(?:\s+(?!bij|in|en)[\p{L}-]+){0,2})/gu,
  it: /(?<![\p{L}])promoss[oa]\s+a\s+(?<title>[\p{L}-]+(?:\s+(?!presso|in|e)[\p{L}-]+){0,2})/gu,
  pt: /(?<![\p{L}])promovid[oa]\s+a\s+(?<title>[\p{L}-]+(?:\s+(?!na|no|em|e)[\p{L}-]+){0,2})/gu,
};

/** The level of a foreign degree, so a CV's "Grado en Turismo" shows a letter's bachelor and not its master. */
function levelOf(name: string): QualificationHit["level"] {
  if (
    /^(?:master|mastère|máster|magister|diplom(?!e)|diplôme d['’]ingénieur|laurea magistrale|mestrado|mba)/i.test(
      name,
    )
  )
    return "master";
  if (/^(?:bachelor|licence|grado|licenciatura|diplomatura|hbo|laurea|bacharelado)/i.test(name))
    return "bachelor";
  if (/^(?:doctorat|doctorado|promotion|dottorato|doutor)/i.test(name)) return "doctorate";
  return "credential";
}

export function findForeignQualifications(text: string, language: PartialLanguage): QualificationHit[] {
  return [...text.matchAll(DEGREES[language])].map((match) => {
    const name = match[0].trim();
    const level = levelOf(name);
    // "die Weiterbildung zur Geprüften Personalfachkauffrau (IHK)": the CV writes the qualification itself.
    const held =
      level === "credential" && match.groups?.subject
        ? match.groups.subject.replace(/^(?:[Gg]eprüfte[nr]?\s+)/, "")
        : name;
    return {
      start: match.index,
      end: match.index + name.length,
      name: held,
      level,
      subject: level === "credential" ? "" : (match.groups?.subject ?? ""),
    };
  });
}

export function findPromotions(text: string, language: PartialLanguage): PromotionHit[] {
  return [...text.matchAll(PROMOTIONS[language])].flatMap((match) => {
    const title = match.groups?.title;
    if (!title) return [];
    const start = match.index + match[0].indexOf(title);
    return [{ start, end: start + title.length, name: title }];
  });
}
