import { detectLanguage } from "@/lib/ai/analysis/advert-language";
import { clauses, type AssertionContext } from "@/lib/grounding/assertion";
import type { LetterSentence } from "@/lib/grounding/sentences";
import type { LetterLanguage } from "@/lib/letter/conventions";

/**
 * The claim check of a letter in German, French, Spanish, Dutch, Italian or Portuguese (docs/product-rules.md, "The
 * claim check"): numbers, names and known tools are checked as in English; the English-only readings (job titles,
 * hedges, years of experience, degrees) are not, and the check says the letter was partly checked.
 */

export type PartialLanguage = Exclude<LetterLanguage, "en">;

/**
 * The letter's language when it is clearly one of ours other than English; null for an English letter, and for a
 * line or two whose language is only a guess (they are checked as English, as before).
 */
export function partialLanguageOf(letter: string): PartialLanguage | null {
  const { language, source } = detectLanguage(letter);
  if (language === "en" || language === "other" || source.confidence === "unknown") return null;
  // A guess is good enough for a whole letter; a line or two stays English.
  if (source.confidence !== "found" && letter.split(/\s+/).length < 60) return null;
  return language;
}

const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, "iu");

/** The candidate speaking: "ich", "je"/"j'", "he" ("I have"), "ik", "ho", "eu" and their possessives. */
const FIRST_PERSON: Record<PartialLanguage, RegExp> = {
  de: word("ich|mein|meine|meinem|meinen|meiner|meines|mir|mich|wir|unser|unsere|unserem|unseren|unserer"),
  fr: /(?<![\p{L}])(?:je|mon|ma|mes|moi|nous|notre|nos)(?![\p{L}])|(?<![\p{L}])[jm]['’]/iu,
  // Spanish, Italian and Portuguese drop the pronoun: "dirijo un turno", "lideré la implantación", "gestisco".
  es: new RegExp(
    String.raw`(?<![\p{L}])(?:yo|mi|mis|me|he|fui|tengo|soy|estoy|nosotros|nuestro|nuestra|nuestros|nuestras|dirijo|gestiono|coordino|lidero|superviso|trabajo|hablo|domino|manejo|cuento|conozco|llevo|aporto|ofrezco|realizo|desarrollo|colaboro|organizo|planifico|mantengo|garantizo|utilizo|diseño|analizo|poseo|estudié|(?!aqu[ií]|as[ií]|all[ií]|ah[ií]|caf[ée]|comit[ée])\p{L}{3,}(?:é|í))(?![\p{L}])`,
    "iu",
  ),
  nl: word("ik|mijn|me|mij|wij|we|ons|onze"),
  it: word(
    "io|mio|mia|miei|mie|mi|ho|sono|noi|nostro|nostra|nostri|nostre|gestisco|coordino|lavoro|parlo|conosco|guido|dirigo|seguo|sviluppo|organizzo",
  ),
  pt: new RegExp(
    String.raw`(?<![\p{L}])(?:eu|meu|minha|meus|minhas|me|tenho|sou|estou|nós|nosso|nossa|nossos|nossas|coordeno|lidero|trabalho|falo|conheço|gerencio|\p{L}{3,}ei)(?![\p{L}])`,
    "iu",
  ),
};

/** The reader: "Ihre", "votre", "su", "uw" (German's polite forms only with their capital). */
const SECOND_PERSON: Record<PartialLanguage, RegExp> = {
  de: /(?<![\p{L}])(?:Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Sie|Euer|Eure)(?![\p{L}])/u,
  fr: word("vous|votre|vos"),
  es: word("usted|ustedes|su|sus|vuestro|vuestra|vuestros|vuestras"),
  nl: word("uw|u|jullie|jouw"),
  it: /(?<![\p{L}])(?:vostro|vostra|vostri|vostre|Lei|Suo|Sua|Suoi|Sue)(?![\p{L}])/u,
  pt: word("vosso|vossa|vossos|vossas|você|vocês"),
};

/**
 * "Ich habe keine Erfahrung mit Terraform", "Mit Terraform habe ich nicht gearbeitet": nothing is claimed in a
 * clause with a negation, before or after it (German and Dutch put it late).
 */
const NEGATION: Record<PartialLanguage, RegExp> = {
  de: word("nicht|kein|keine|keinen|keiner|keinem|nie|niemals"),
  fr: /(?<![\p{L}])(?:ne|pas|jamais|aucun|aucune)(?![\p{L}])|(?<![\p{L}])n['’]/iu,
  es: word("no|nunca|jamás|tampoco|ni|ningún|ninguna|ninguno"),
  nl: word("niet|geen|nooit|evenmin"),
  it: word("non|mai|nessun|nessuna|nessuno|neanche|nemmeno|neppure"),
  pt: word("não|nunca|jamais|tampouco|nem|nenhum|nenhuma"),
};

/**
 * "Ich würde mich freuen, Ihre Montageteams … zu führen", "me anima la idea de apoyar a los 8 colaboradores": a wish
 * for the job claims nothing.
 */
const WISH: Record<PartialLanguage, RegExp> = {
  de: word("würde|würden|freuen|freue|gerne|gern|möchte|möchten|hoffe|wünsche"),
  fr: word("souhaite|souhaiterais|aimerais|serait|serais|espère|voudrais"),
  es: /(?<![\p{L}])(?:me gustaría|quisiera|deseo|espero|me encantaría|me ilusiona|me anima|la idea de)(?![\p{L}])/iu,
  nl: word("zou|zouden|graag|hoop|wil"),
  it: word("vorrei|spero|desidero|sarebbe|piacerebbe"),
  pt: word("gostaria|espero|desejo|seria|adoraria"),
};

/** "ohne Erfahrung mit Terraform": "without" negates only what follows it ("… nutze ich ohne Probleme" claims). */
const WITHOUT: Record<PartialLanguage, RegExp> = {
  de: word("ohne"),
  fr: word("sans"),
  es: word("sin"),
  nl: word("zonder"),
  it: word("senza"),
  pt: word("sem"),
};

const GREETING =
  /^(sehr geehrte|guten tag|hallo|liebe|madame|monsieur|bonjour|estimad[oa]s?|hola|geachte|beste|gentile|spettabile|egregi[oa]|prezad[oa]s?|car[oa]|olá|exm[oa])\b/iu;
const SIGN_OFF =
  /^(mit freundlichen grüßen|freundliche grüße|beste grüße|viele grüße|je vous prie|veuillez agréer|cordialement|bien cordialement|atentamente|saludos|un saludo|cordiales saludos|met vriendelijke groet(en)?|vriendelijke groet(en)?|hoogachtend|cordiali saluti|distinti saluti|atenciosamente|cumprimentos|com os melhores cumprimentos)\b/iu;

/**
 * The letter with its greeting line and everything from its sign-off on blanked to spaces, so the sentences found
 * in it keep the letter's own character offsets.
 */
export function withoutGreetingAndSignOff(letter: string): string {
  const lines = letter.split("\n");
  const filled = lines.map((line, index) => ({ line, index })).filter(({ line }) => line.trim());
  const blank = (line: string) => " ".repeat(line.length);
  const greeting = filled.slice(0, 12).find(({ line }) => GREETING.test(line.trim()));
  const signOff = filled.find(
    ({ line, index }) => index > (greeting?.index ?? -1) && SIGN_OFF.test(line.trim()),
  );
  return lines
    .map((line, index) =>
      index === greeting?.index || (signOff && index >= signOff.index) ? blank(line) : line,
    )
    .join("\n");
}

export function partialContext(
  sentence: LetterSentence,
  candidateNames: readonly RegExp[],
  language: PartialLanguage,
): AssertionContext {
  const aboutCandidate =
    sentence.bullet ||
    sentence.cell ||
    FIRST_PERSON[language].test(sentence.text) ||
    candidateNames.some((name) => name.test(sentence.text));
  return { sentence, clauses: clauses(sentence), aboutCandidate };
}

export function isAssertedIn(
  language: PartialLanguage,
  context: AssertionContext,
  start: number,
  end: number,
  masked: string,
): boolean {
  if (!context.aboutCandidate) return false;
  // A name the lexicon found inside a longer word ("R" of "Rückmeldung": its word boundary is ASCII) is no claim.
  // (Read in the sentence itself: the mask also covers a name's full stop.)
  const text = context.sentence.text;
  if (/\p{L}/u.test(text.charAt(start - 1)) || /\p{L}/u.test(text.charAt(end))) return false;
  const clause = context.clauses.find((c) => start >= c.start && start < c.end) ?? context.clauses.at(-1)!;
  // "J'admire votre carte de 2 400 références": what follows the reader's word is the reader's, unless the
  // candidate speaks again before it.
  const before = masked.slice(clause.start, start);
  if (lastMatch(before, SECOND_PERSON[language]) > lastMatch(before, FIRST_PERSON[language])) return false;
  return (
    !NEGATION[language].test(masked.slice(clause.start, clause.end)) &&
    // (Only before the claim: "Ich bin seit zwölf Jahren … tätig und möchte nun …" still claims the years.)
    !WISH[language].test(masked.slice(clause.start, start)) &&
    !WITHOUT[language].test(masked.slice(clause.start, start))
  );
}

function lastMatch(text: string, pattern: RegExp): number {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  let last = -1;
  for (const match of text.matchAll(global)) last = match.index;
  return last;
}
