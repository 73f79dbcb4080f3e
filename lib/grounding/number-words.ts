import type { LetterLanguage } from "@/lib/letter/conventions";

/**
 * How numbers are written in our other letter languages (docs/product-rules.md, "The claim check"): number words,
 * and the words for years, experience, people and per cent that give a number its unit. English stays in
 * numbers.ts; these apply only to a text known to be in the language, since "due" or "sept" are English words too.
 */

export type NumberLanguage = Exclude<LetterLanguage, "en">;

export type NumberVocabulary = {
  /** Number words in lower case; compounds ("dix-huit", "fünfundzwanzig") add their parts. */
  words: Record<string, number>;
  /** What joins a compound's parts. */
  joiner: RegExp;
  years: string;
  experience: string;
  people: string;
  peopleBefore: string;
  percent: string;
  /** Words before a number: "plus de", "bijna", "etwa". */
  atLeast: string;
  nearly: string;
  about: string;
  /** Prepositions before what the years were spent on, and words that end that phrase. */
  activityWords: string;
  listWords: string;
};

const numbered = (list: string, from = 2): Record<string, number> =>
  Object.fromEntries(list.split(" ").map((word, index) => [word, index + from]));

const TENS_VALUES = [20, 30, 40, 50, 60, 70, 80, 90];
const tens = (list: string): Record<string, number> =>
  Object.fromEntries(list.split(" ").map((word, index) => [word, TENS_VALUES[index]!]));

export const NUMBER_VOCABULARY: Record<NumberLanguage, NumberVocabulary> = {
  de: {
    words: {
      ...numbered(
        "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
      ),
      ...tens("zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig"),
      ein: 1,
      einem: 1,
      hundert: 100,
      tausend: 1000,
      million: 1e6,
      millionen: 1e6,
      dutzend: 12,
    },
    joiner: /und/,
    years: "Jahren|Jahre|Jahr",
    experience: "Berufserfahrung|Erfahrung|Praxiserfahrung|Praxis",
    // Compounds too: "Saisonarbeitskräften", "Fachkräfte", "Leiharbeiter".
    people:
      "\\p{L}*(?:kräfte|kräften|arbeiter|arbeitern|arbeiterinnen)|Personen|Mitarbeitenden|Mitarbeitende|Mitarbeiterinnen|Mitarbeiter|Beschäftigte|Beschäftigten|Kolleginnen|Kollegen|Fachkräfte|Fachkräften|Technikern|Techniker|Ingenieuren|Ingenieure|Auszubildende|Auszubildenden|Lehrlinge|Lehrlingen|Lehrling|Azubis|Azubi|Pflegekräfte|Pflegekräften|Köpfe|Köpfen",
    peopleBefore: "Team von|Team aus|Team mit|Teams von|führte|leitete|leite|führe|betreute|betreue",
    percent: "Prozent",
    atLeast: "mehr als|über|mindestens",
    nearly: "fast|knapp|beinahe|nahezu",
    about: "etwa|rund|ungefähr|circa|ca\\.",
    activityWords: "in|im|als|bei|auf dem Gebiet",
    listWords: "und|oder|bei|wo",
  },
  fr: {
    words: {
      ...numbered("deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize"),
      ...tens("vingt trente quarante cinquante soixante soixante-dix quatre-vingts quatre-vingt-dix"),
      un: 1,
      une: 1,
      "quatre-vingt": 80,
      cent: 100,
      cents: 100,
      mille: 1000,
      million: 1e6,
      millions: 1e6,
      dizaine: 10,
      douzaine: 12,
    },
    joiner: /-|\s+et\s+|\s+/,
    years: "années|année|ans|an",
    experience: "d['’]expériences?|de pratique|d['’]ancienneté",
    people:
      "personnes|collaborateurs|collaboratrices|salariés|salariées|employés|agents|commerciaux|ingénieurs|développeurs|infirmiers|infirmières|techniciens|consultants|vendeurs|conseillers|conseillères|personnes",
    peopleBefore: "équipe de|équipes de|encadré|encadre|encadrant|dirigé|dirige|managé|manage",
    percent: "pour cent|pourcents?",
    atLeast: "plus de|au moins",
    nearly: "presque|près de|quasiment|bientôt",
    about: "environ|à peu près",
    activityWords: "en|dans|de|du|comme|chez",
    listWords: "et|ou|chez|où|ce",
  },
  es: {
    words: {
      ...numbered(
        "dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte",
      ),
      ...numbered(
        "veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve",
        21,
      ),
      ...tens("veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa"),
      un: 1,
      una: 1,
      uno: 1,
      cien: 100,
      ciento: 100,
      doscientos: 200,
      doscientas: 200,
      trescientos: 300,
      trescientas: 300,
      cuatrocientos: 400,
      cuatrocientas: 400,
      quinientos: 500,
      quinientas: 500,
      seiscientos: 600,
      seiscientas: 600,
      setecientos: 700,
      setecientas: 700,
      ochocientos: 800,
      ochocientas: 800,
      novecientos: 900,
      novecientas: 900,
      mil: 1000,
      millón: 1e6,
      millones: 1e6,
      docena: 12,
    },
    // "ciento ochenta y cinco": hundreds join with a space.
    joiner: /\s+y\s+|\s+/,
    years: "años|año",
    experience: "de experiencia",
    people:
      "personas|empleados|empleadas|trabajadores|colaboradores|técnicos|ingenieros|enfermeros|enfermeras|agentes|comerciales|operarios",
    peopleBefore: "equipo de|equipos de|dirigí|lideré|gestioné|coordiné",
    percent: "por ciento",
    atLeast: "más de|al menos",
    nearly: "casi|cerca de",
    about: "unos|unas|aproximadamente|alrededor de",
    activityWords: "en|como|de",
    listWords: "y|o|en la|donde",
  },
  nl: {
    words: {
      ...numbered(
        "twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
      ),
      ...tens("twintig dertig veertig vijftig zestig zeventig tachtig negentig"),
      een: 1,
      honderd: 100,
      duizend: 1000,
      miljoen: 1e6,
      dozijn: 12,
    },
    joiner: /ën|en/,
    years: "jaren|jaar",
    experience: "werkervaring|ervaring",
    people:
      "\\p{L}*(?:krachten|medewerkers|werknemers)|personen|mensen|collega['’]s|fte|verpleegkundigen|technici|engineers",
    peopleBefore: "team van|teams van|leidde|leid|stuurde|stuur",
    percent: "procent",
    atLeast: "meer dan|ruim|minstens|ten minste",
    nearly: "bijna|nagenoeg",
    about: "ongeveer|circa|zo['’]n|rond",
    activityWords: "in|als|bij|met",
    listWords: "en|of|bij|waar",
  },
  it: {
    words: {
      ...numbered(
        "due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove",
      ),
      ...tens("venti trenta quaranta cinquanta sessanta settanta ottanta novanta"),
      un: 1,
      una: 1,
      uno: 1,
      cento: 100,
      duecento: 200,
      trecento: 300,
      quattrocento: 400,
      cinquecento: 500,
      seicento: 600,
      settecento: 700,
      ottocento: 800,
      novecento: 900,
      dozzina: 12,
    },
    joiner: /\s+e\s+/,
    years: "anni|anno",
    experience: "di esperienza",
    people: "persone|collaboratori|dipendenti|tecnici|ingegneri|infermieri",
    peopleBefore: "squadra di|team di|gestito|guidato|coordinato",
    percent: "per cento",
    atLeast: "più di|oltre|almeno",
    nearly: "quasi",
    about: "circa|intorno a",
    activityWords: "in|nel|nella|come|di",
    listWords: "e|o|presso|dove",
  },
  pt: {
    words: {
      ...numbered(
        "dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezessete dezoito dezanove",
      ),
      ...tens("vinte trinta quarenta cinquenta sessenta setenta oitenta noventa"),
      um: 1,
      uma: 1,
      duas: 2,
      cem: 100,
      dúzia: 12,
    },
    joiner: /\s+e\s+/,
    years: "anos|ano",
    experience: "de experiência",
    people: "pessoas|colaboradores|funcionários|técnicos|engenheiros|enfermeiros",
    peopleBefore: "equipa de|equipe de|liderei|geri|coordenei",
    percent: "por cento",
    atLeast: "mais de|pelo menos",
    nearly: "quase",
    about: "cerca de|aproximadamente|uns|umas",
    activityWords: "em|na|no|como|de",
    listWords: "e|ou|onde",
  },
};

/** A number word's value in the language ("dix-huit" 18, "fünfundzwanzig" 25), or NaN. */
export function foreignWordValue(text: string, vocabulary: NumberVocabulary): number {
  const lower = text.toLowerCase().replace(/^(?:une?|ein|una?|een|um|uma)\s+/, "");
  if (lower in vocabulary.words) return vocabulary.words[lower]!;
  // Longest words first, so "quatre-vingt-quatre" is 80 + 4, not 4 + 20 + 4.
  const keys = Object.keys(vocabulary.words).sort((a, b) => b.length - a.length);
  // Hundreds multiply what came before ("six cent" = 600), thousands close a group ("vingt mille" = 20,000).
  let rest = lower;
  let total = 0;
  let group = 0;
  let parts = 0;
  while (rest) {
    const key = keys.find((word) => rest.startsWith(word));
    if (!key) return NaN;
    const value = vocabulary.words[key]!;
    if (value === 100) group = (group || 1) * 100;
    else if (value >= 1000) {
      total += (group || 1) * value;
      group = 0;
    } else group += value;
    parts++;
    rest = rest.slice(key.length);
    const joiner = new RegExp(`^(?:${vocabulary.joiner.source})`).exec(rest);
    if (joiner) rest = rest.slice(joiner[0].length);
  }
  return parts >= 2 ? total + group : NaN;
}

/** The regular-expression source of the language's number words, compounds first. */
export function foreignWordPattern(vocabulary: NumberVocabulary): string {
  const words = Object.keys(vocabulary.words)
    .filter((word) => vocabulary.words[word]! > 1)
    .sort((a, b) => b.length - a.length)
    .join("|");
  return `(?:${words})(?:(?:${vocabulary.joiner.source})(?:${words})){0,4}`;
}
