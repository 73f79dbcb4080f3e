import { stem } from "@/lib/ai/analysis/stemming";
import {
  foreignWordPattern,
  foreignWordValue,
  NUMBER_VOCABULARY,
  type NumberLanguage,
  type NumberVocabulary,
} from "@/lib/grounding/number-words";

/**
 * Numbers in a text with their unit (docs/product-rules.md, "The claim check"): per cent, money, years, people,
 * dates, counts of a thing ("12 clients") and bare numbers. Digits and words ("five" = 5, "a dozen" = 12) read
 * the same; phone numbers, e-mail addresses, links and names like "Band 6" or "Key Stage 2" are not numbers.
 */

export type NumberUnit = "percent" | "money" | "years" | "people" | "date" | "count" | "plain";

export type NumberMention = {
  value: number;
  unit: NumberUnit;
  /** The counted thing's stem for counts ("clients" → "client") and unlisted people ("runners"), else "". */
  noun: string;
  /** "over 5 years", "5+ years": at least; "nearly 5": just under; otherwise exact. */
  qualifier: "exact" | "at-least" | "about" | "nearly";
  /** "N years of experience", "N years in the field", "N years as a nurse". */
  experience: boolean;
  /** What the years were spent on ("five years of copywriting" → "copywriting"), else "". */
  activity: string;
  start: number;
  end: number;
};

const SMALL: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};
const WORD = Object.keys(SMALL).join("|");
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const UNITS = "one|two|three|four|five|six|seven|eight|nine";
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
const BELOW_100 = `(?:(?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS}|${UNITS})`;
const BELOW_1000 = `(?:(?:${BELOW_100}|a|one)\\s+hundred(?:\\s+(?:and\\s+)?${BELOW_100})?|${BELOW_100})`;
/** "nine thousand", "two hundred and fifty", "a million": a number in words with its scale words. */
const COMPOUND = `(?:(?:${BELOW_1000}|a)\\s+(?:thousand|million|billion)(?:\\s+(?:and\\s+)?${BELOW_1000})?|${BELOW_1000})`;
const SCALE: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

/**
 * ISO 4217 codes ("BBD 100,000", "FJD 8 million", "UGX 2.4bn"), less those that are everyday words in capitals ("ALL",
 * "TOP", "CUP", "SOS").
 */
const CURRENCY_CODES = (
  "AED AFN AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP " +
  "CNY COP CRC CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR " +
  "ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT " +
  "MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR " +
  "SBD SCR SDG SEK SGD SHP SLE SRD SSP STN SYP SZL THB TJS TMT TND TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV " +
  "WST XAF XCD XOF XPF YER ZAR ZMW ZWL"
).replace(/ /g, "|");

const CODE_LOOKALIKE = new RegExp(`(?<![\\p{L}])(?:${CURRENCY_CODES})(?=\\s?\\d)`, "giu");

const NUMBER_PARTS = [
  // £2.5m, $40k, €1,200
  // "KSh 3.5 billion", "AED 40,000", "₹12 lakh" aside: a currency's sign or code before the digits.
  String.raw`(?<money>(?:[£$€₦₹¥₱]|(?<![\p{L}])(?:${CURRENCY_CODES}|KSh|Ksh|TSh|USh|US\$|Rs\.?|S\$|A\$|C\$|N\$|J\$|TT\$|EC\$|Bds\$|HK\$|NT\$|R\$|RM|GH₵)\s?)(?:\d{1,3}(?:\.\d{3}){2,}(?![\d,]|\.\d)|\d{1,3}(?:[ \u00a0\u202f'’]\d{3})+(?!\d)|\d[\d,]*(?:\.\d+)?)(?:\s?(?:k|m|bn|million|billion|thousand)\b)?|(?<![\p{L}\d])R\s?\d+(?:[.,]\d+)?\s?(?:million|billion|bn|m|k)\b)`,
  // +18 %: a rise, as adverts and CVs write it (a "+" before other digits is a phone number's)
  String.raw`(?<signed>(?<=(?<![\p{L}\d])\+)\d+(?:\.\d+)?(?=\s?%))`,
  // 50k subscribers, 1.2m users, 1.2 million players
  String.raw`(?<scaled>(?<![\p{L}\d.,/£$€#+:-])\d+(?:\.\d+)?(?:k|m|bn|\s(?:thousand|million|billion))(?![\p{L}\d]))`,
  // 2,500 / 3.5 / 12, not inside a word, a version or a phone number; both ends of "70-80 block hours"
  // "Nota media: 7,3": a decimal comma before one or two digits (three are a thousands group).
  // "112 000": thousands parted by a space, as French and Swiss writers do in English too.
  String.raw`(?<digits>(?<![\p{L}\d.,/£$€#+:-])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d.,]?\d)|(?<![\p{L}\d.,/£$€#+:'’-])\d{1,3}(?:['’]\d{3})+(?![\d.,'’]?\d)|(?<![\p{L}\d.,/£$€#+:-])\d+,\d{1,2}(?![\d,]|\.\d)|(?<![\p{L}\d.,/£$€#+:-])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d/])|(?<![\p{L}\d.,/£$€#+:-])\d+(?:\.\d+)?(?![\p{L}\d/]|\.\d|,\d{3}|-(?!\d{1,3}\s+\p{L})\d|:\d)|(?<=(?<![\p{L}\d.,/-])\d{1,3}-)\d{1,3}(?=\s+\p{L})|(?<![\p{L}\d.,/£$€#+:-])\d+(?:\.\d+)?(?=(?:kVA|kV|kW|mA|A|V|W)(?![\p{L}\d])))`,
  // "8.1/10", "4.5/5": a score out of a scale, both its figures.
  String.raw`(?<score>(?<![\p{L}\d.,/£$€#+:-])\d{1,3}(?:\.\d{1,2})?(?=\/(?:5|10|20|100)(?![\p{L}\d/.]))|(?<=(?<![\p{L}\d.,/])\d{1,3}(?:\.\d{1,2})?\/)(?:5|10|20|100)(?![\p{L}\d/.]))`,
  // two hundred and fifty, three thousand, twenty-five, a dozen, five, a decade
  String.raw`(?<words>\b(?:${COMPOUND}|a (?:dozen|decade)|(?:two|three) decades|(?:${WORD}))\b)`,
];
const NUMBER = new RegExp(NUMBER_PARTS.join("|"), "giu");
const MAY_HOLD_A_NUMBER = new RegExp(
  `\\d|\\b(?:${WORD}|${TENS}|${TEENS}|${UNITS}|thousand|million|billion|dozen|decades?)\\b`,
  "i",
);

/** A text in another of our languages: its number words too, and its words for the units. */
type Foreign = {
  vocabulary: NumberVocabulary;
  number: RegExp;
  years: RegExp;
  experience: RegExp;
  people: RegExp;
  peopleBefore: RegExp;
  percent: RegExp;
  qualifiers: Array<[RegExp, NumberMention["qualifier"]]>;
  /** What the years were spent on: "d'expérience en distribution pharmaceutique", "als DevOps engineer". */
  activity: RegExp;
};
const FOREIGN = new Map<NumberLanguage, Foreign>();

function foreign(language: NumberLanguage): Foreign {
  let found = FOREIGN.get(language);
  if (!found) {
    const vocabulary = NUMBER_VOCABULARY[language];
    const words = String.raw`(?<foreign>(?<![\p{L}])${foreignWordPattern(vocabulary)}(?![\p{L}]))`;
    // "2,5 M€", "€ 1,2 miljoen", "120.000 Euro": a decimal comma and the language's words for millions.
    const money = String.raw`(?<fmoney>(?:€\s?)?(?:\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?=\s?(?:€|Euro|euros))|\d+(?:[.,]\d+)*)\s?(?:M€|K€|k€|Mio\.?\s?€?|M(?![\p{L}\d€])|Mrd\.?\s?€?|(?:millions?|millones|Millionen|miljoen|milioni|milhões)(?:\s+(?:d['’]euros?|de euros|Euro|euro))?|€|Euro|euros)(?![\p{L}\d])|€\s?\d+(?:[.,]\d+)*)`;
    found = {
      vocabulary,
      // "1 200 références", "14.000 flessen": a space or a dot groups thousands.
      number: new RegExp(
        [
          money,
          String.raw`(?<grouped>(?<![\p{L}\d.,])\d{1,3}(?:[ \u00a0\u202f.]\d{3})+(?![\d.,]\d))`,
          // The language's number words before English ones: "six cent vingt mille" is French.
          ...NUMBER_PARTS.slice(0, -1),
          words,
          NUMBER_PARTS.at(-1)!,
        ].join("|"),
        "giu",
      ),
      years: new RegExp(String.raw`^\s*(?:${vocabulary.years})(?![\p{L}])`, "iu"),
      experience: new RegExp(
        String.raw`^\s*(?:[\p{L}'’-]+\s+){0,3}?(?:${vocabulary.experience})(?![\p{L}])`,
        "iu",
      ),
      people: new RegExp(String.raw`^\s*(?:[\p{L}'’-]+\s){0,2}?(?:${vocabulary.people})(?![\p{L}])`, "iu"),
      peopleBefore: new RegExp(
        String.raw`(?<![\p{L}])(?:${vocabulary.peopleBefore})\s+(?:\p{L}+\s+)?$`,
        "iu",
      ),
      percent: new RegExp(String.raw`^\s*(?:${vocabulary.percent})(?![\p{L}])`, "iu"),
      activity: new RegExp(
        String.raw`^\s*(?:(?:[\p{L}'’-]+\s+){0,3}?(?:${vocabulary.experience})\s+)?(?:${vocabulary.activityWords})\s+([^,.;:()]{1,50}?)(?=\s+(?:${vocabulary.listWords})\s|[,.;:()]|$)`,
        "iu",
      ),
      qualifiers: (
        [
          [vocabulary.atLeast, "at-least"],
          [vocabulary.nearly, "nearly"],
          [vocabulary.about, "about"],
        ] as const
      ).map(([words, qualifier]) => [new RegExp(String.raw`(?<![\p{L}])(?:${words})\s+$`, "iu"), qualifier]),
    };
    FOREIGN.set(language, found);
  }
  return found;
}

/** "10–15 engineers", "ten to fifteen": a second number after a dash or "to" (not "2025 – over £100,000"). */
const RANGE_AFTER = new RegExp(
  String.raw`^\s*(?:-|–|—|to|naar|tot|auf|bis|à|a|hasta)\s*(?:\d[\d,.]*|(?:${WORD}))(?=\s)`,
  "i",
);

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

const PEOPLE =
  /^\s*(?:[\p{L}-]+\s){0,2}?(?:people|persons|staff|engineers|developers|nurses|reports|direct reports|employees|colleagues|volunteers|analysts|designers|members|team members|crew|crews|crewmembers|agents|consultants|teachers|operatives|drivers|managers|specialists|technicians|chefs|apprentices|associates|reps|representatives|scientists|accountants|assistants|officers|advisers|advisors|coordinators|leads|supervisors|workers|carers|fte|heads|headcount|strong|-strong|person|-person)\b/iu;
const PEOPLE_BEFORE =
  /\b(?:team of|teams of|crew of|crews of|squad of|brigade of|watch of|shift of|gang of|team(?:s)? totalling|led|lead|leading|managed|manage|managing|manages|supervised|supervise|supervising|line[- ]managed|line[- ]manage|line[- ]managing|mentored|mentoring|coached|oversaw|overseeing|headcount of)\s+(?:a\s+)?(?:team of\s+|up to\s+|over\s+|around\s+)?$/i;
/** "managing three framework agreements", "leading 4 projects": what is managed is a thing, not people. */
const THINGS_MANAGED =
  /^\s*(?:[\p{L}-]+\s+){0,2}?(?:agreements?|contracts?|projects?|sites?|accounts?|stores?|branches|schools?|clinics?|vehicles?|machines?|lines?|products?|budgets?|portfolios?|programmes?|programs?|frameworks?|tenders?|suppliers?|vendors?|properties|buildings?|wards?|beds?|routes?|events?|campaigns?|systems?|servers?|websites?|studies|trials?|audits?|shops?|outlets?|farms?|hectares?|kitchens?)(?![\p{L}])/iu;
const PER_PERIOD =
  /^\s*(?:[\p{L}-]+\s+){0,2}?(?:a|per|each|every|al|por|cada|par|pro|im|au|per)\s+(?:month|week|day|mes|semana|día|mois|semaine|jour|monat|woche|tag|maand|dag)(?![\p{L}])/iu;

function peoplePerPeriod(unitText: string, other: Foreign | null): boolean {
  const people = PEOPLE.exec(unitText) ?? other?.people.exec(unitText);
  return Boolean(people) && PER_PERIOD.test(unitText.slice(people!.index + people![0].length));
}

const NAME_BEFORE =
  /\b(?:band|level|year|stage|key stage|grade|tier|phase|version|v|part|section|article|step|room|ward|unit|floor|page|no|number|top|series|gen|generation|nvq|rqf)\s*$/i;
const QUALIFIER_BEFORE: Array<[RegExp, NumberMention["qualifier"]]> = [
  [
    /\b(?:over|more than|at least|upwards of|in excess of|above|beyond|not less than|no less than)\s+$/i,
    "at-least",
  ],
  [/\b(?:nearly|almost|close to|just under)\s+$/i, "nearly"],
  [/\b(?:around|about|approximately|roughly|some|circa|c\.|~)\s*$/i, "about"],
];
const MONTH =
  /(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)/i;
const DAY_OF_MONTH_AFTER = new RegExp(String.raw`^(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH.source}\b`, "i");
const DAY_OF_MONTH_BEFORE = new RegExp(String.raw`\b${MONTH.source}\s+$`, "i");

/** Contact details, links and reference codes ("417-CCU-2026-088"): their digits are never numbers of the letter. */
const NOT_NUMBERS =
  /\b(?:niveau|level|nivel|stufe|livello|nível)\s+\d{1,2}\b|\b(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)(?:\s+(?:days?|weeks?))?[-\s]on,?[-\s](?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen)(?:\s+(?:days?|weeks?))?[-\s]off\b|(?<![\d.,])\b(?:1|one)[-\s]in[-\s](?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\b|(?<![\d.,])\b(?:[2-9]|two|three|four|five|six|seven|eight|nine)[-\s]in[-\s](?:\d{1,3}(?![\d.,])|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b|\b[A-Z0-9]+(?:-[A-Z0-9]+){2,}\b|\S+@\S+|https?:\/\/\S+|www\.\S+|(?<![\d£$€₦₹¥₱])(?:\+\d{1,3}[\s.-]?)?\(?\d{2,5}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,4}(?!\d)|\b\d{1,4}([/.-])\d{1,2}\1\d{2,4}\b|\b\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}\b/g;

const WORDS_THEN_FIGURE = new RegExp(
  `\\b((?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS}|${UNITS})\\s*\\((\\d{1,3})\\)`,
  "gi",
);

function wordValue(text: string): number {
  const lower = text.toLowerCase();
  if (/^a decade$|^decade$/.test(lower)) return 10;
  if (/decades$/.test(lower)) return (SMALL[lower.split(" ")[0]!] ?? 1) * 10;
  // Read left to right: units add up, "hundred" multiplies what came before, "thousand" closes a group.
  let total = 0;
  let group = 0;
  for (const word of lower.split(/[-\s]+/)) {
    if (word === "and") continue;
    if (word === "a" || word === "one") group += 1;
    else if (word === "hundred") group = (group || 1) * 100;
    else if (word === "dozen") group = (group || 1) * 12;
    else if (word in SCALE) {
      total += (group || 1) * SCALE[word]!;
      group = 0;
    } else if (word in SMALL) group += SMALL[word]!;
    else return NaN;
  }
  return total + group;
}

/** "2,5 M€" = 2,500,000; "120.000 Euro" = 120,000: a comma is the decimal point, a dot groups thousands. */
function foreignMoneyValue(raw: string): number {
  // "620 000 €": a space between groups of three is a thousands separator.
  const text = raw.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, "$1");
  const digits = /\d+(?:[.,]\d+)*/.exec(text)![0];
  const number =
    /,\d{1,2}$/.test(digits) || /^\d+,\d+$/.test(digits)
      ? Number(digits.replace(/\./g, "").replace(",", "."))
      : Number(digits.replace(/[.,]/g, ""));
  const scale = /M€|Mio|^[^M]*\d\s?M$|million|millones|Millionen|miljoen|milioni|milhões/i.test(text)
    ? 1e6
    : /Mrd/i.test(text)
      ? 1e9
      : /k€|K€/.test(text)
        ? 1e3
        : 1;
  return number * scale;
}

function moneyValue(text: string): number {
  // "CHF 98 000", "CHF 98'000": thousands parted by a space or an apostrophe.
  const match = /(\d[\d,]*(?:\.\d+)?)\s?(k|m|bn|million|billion|thousand)?/i.exec(
    // ("$3.800.000": two or more groups after dots are thousands, as Spanish and German write them.)
    text
      .replace(/(\d)[ \u00a0\u202f'’](?=\d{3}(?!\d))/g, "$1")
      .replace(/\d{1,3}(?:\.\d{3}){2,}(?![\d,]|\.\d)/g, (grouped) => grouped.replace(/\./g, "")),
  )!;
  // "R 21,5 million": a comma before one or two last digits is a decimal comma.
  const digits = /^\d+,\d{1,2}$/.test(match[1]!) ? match[1]!.replace(",", ".") : match[1]!.replace(/,/g, "");
  return Number(digits) * (MULTIPLIER[match[2]?.toLowerCase() ?? ""] ?? 1);
}

const DESCRIBING =
  /^(?:new|key|major|active|large|small|live|separate|different|global|national|local|regional|senior|junior|high|strategic|enterprise|additional|more|consecutive|successful|full|distinct|of|the|our|my)$/;

/** Units written several ways, in our languages: "9 ha" and "negen hectare" count the same thing. */
const UNIT_NOUNS: Record<string, string> = Object.fromEntries(
  [
    ["hectare", "ha hectare hectares hektar hectárea hectáreas ettari ettaro"],
    ["acre", "acre acres ac"],
    ["kilometre", "km kilometre kilometres kilometer kilometers kilómetros kilomètres"],
    ["metre", "m m² m2 sqm metre metres meter meters metros mètres"],
    ["tonne", "t tonne tonnes ton tons tonnen toneladas"],
    ["ampere", "a amp amps ampere amperes ampères amperios"],
  ].flatMap(([unit, words]) => words!.split(" ").map((word) => [word, unit!])),
);

const NUMBER_WORD_START = new RegExp(`^(?:${WORD})(?:-|$)`, "iu");

/** The counted noun after a number, skipping a few describing words ("12 new enterprise clients" → "client"), and how far it reaches. */
function countedNoun(after: string): { noun: string; length: number } {
  // "225A", "11kV": an electrical unit's symbol written onto the number.
  const symbol = /^(kVA|kV|kW|mA|A|V|W)(?![\p{L}\d])/u.exec(after);
  if (symbol)
    return {
      noun: UNIT_NOUNS[symbol[1]!.toLowerCase()] ?? symbol[1]!.toLowerCase(),
      length: symbol[0].length,
    };
  // "all six of our production lines": what is counted comes after "of" and a determiner (not "two of the best").
  const partOf = /^\s+of\s+(?:our|the|my|its|their|his|her|these|those)(?=\s)/i.exec(after);
  if (partOf) {
    const rest = countedNoun(after.slice(partOf[0].length));
    return rest.noun && !/^(?:\p{L}+est|first|last|most|top|few|many)$/iu.test(rest.noun)
      ? { noun: rest.noun, length: partOf[0].length + rest.length }
      : { noun: "", length: 0 };
  }
  let length = 0;
  for (let index = 0; index < 3; index++) {
    const match = /^\s*([\p{L}-]+)/u.exec(after.slice(length));
    if (!match) break;
    // "3.5 billion fourteen-storey tower": a word that is itself a number describes, it is not what is counted.
    if (NUMBER_WORD_START.test(match[1]!)) break;
    // "le niveau 3 du WSET": an article or a preposition is not what is counted.
    if (/^(?:du|de|des|la|le|les|der|die|das|den|dem|het|del|di|da|do|of|the)$/i.test(match[1]!)) break;
    const word = match[1]!.toLowerCase();
    length += match[0].length;
    if (DESCRIBING.test(word)) continue;
    // ("from the two until the nine I …": a joining word or a pronoun is not what is counted either.)
    if (
      /^(and|or|to|in|at|for|by|with|from|per|a|an|until|till|than|then|but|so|as|if|when|since|during|before|after|i|we|you|is|was|are|were|every|each)$/.test(
        word,
      )
    )
      break;
    return { noun: UNIT_NOUNS[word] ?? stem(word), length };
  }
  return { noun: "", length: 0 };
}

/** The numbers of a text; `language` adds that language's number words and units (number-words.ts). */
export function findNumbers(text: string, language?: NumberLanguage | null): NumberMention[] {
  // Most CV lines hold no number at all: a cheap test first (every English number has a digit or a number word).
  if (!language && !MAY_HOLD_A_NUMBER.test(text)) return [];
  const other = language ? foreign(language) : null;
  // "thirty-five (35)", "six (6) years": the figure in brackets repeats the words before it, one claim read there.
  const blanked = text
    .replace(NOT_NUMBERS, (match) => " ".repeat(match.length))
    .replace(WORDS_THEN_FIGURE, (match, words: string, figure: string) =>
      wordValue(words) === Number(figure) ? match.replace(/\D/g, " ") : match,
    )
    // ("opieka nad 2 praktykantami": a code is a currency only in capitals, the number pattern ignores case.)
    .replace(CODE_LOOKALIKE, (match) => (match === match.toUpperCase() ? match : "q".repeat(match.length)));
  const mentions: NumberMention[] = [];
  let consumed = 0;
  for (const match of blanked.matchAll(other?.number ?? NUMBER)) {
    const start = match.index;
    if (start < consumed) continue;
    const raw = match[0];
    let end = start + raw.length;

    // "14.000 m²", "500 m": metres, counted like any unit ("catorce mil metros cuadrados").
    const metric = Boolean(match.groups?.fmoney) && /\dm$|\sm$/.test(match.groups!.fmoney!);
    if (metric) end -= 1;
    // ("about BZ$38,000", "close to US$ 2 million": a currency's country letters before its sign are no word.)
    const signed = /^[$£€¥₹₦₵]/u.test(blanked.slice(start));
    const before = blanked
      .slice(Math.max(0, start - 40), start)
      .replace(signed ? /(?<=\s)\p{Lu}{1,3}\s?$/u : /(?!)/u, "");
    if (!match.groups?.money && NAME_BEFORE.test(before)) continue;
    // "5M+ downloads", "five million plus downloads": at least that many.
    const plus = /^\+|^\s+plus\b|^-plus\b/i.exec(blanked.slice(end));
    // "seven-odd years", "twenty odd years", "three-ish years": about that many.
    const odd = plus ? null : /^(?:[-\s]odd|-?ish)\b/i.exec(blanked.slice(end));
    if (odd) end += odd[0].length;
    // "six and a half years", "zes en een half jaar": a half more.
    const half =
      plus || odd
        ? null
        : /^\s+(?:and a half|en een half|und ein halb)(?![\p{L}])/iu.exec(blanked.slice(end));
    if (half) end += half[0].length;
    const rest = blanked.slice(end + (plus?.[0].length ?? 0));
    // "10–15 engineers", "10 to 15 engineers": the unit after the range belongs to both numbers.
    // ("3,1 % en 2022 a 1,4 %": a year before "a" is a date, not the bottom of a range of per cents.)
    const yearBefore =
      /^(?:19|20)\d{2}$/.test(raw) && /(?<![\p{L}])(?:in|en|im|dans|van|em)\s+$/iu.test(before);
    const range = yearBefore ? null : RANGE_AFTER.exec(rest);
    const unitText = range ? rest.slice(range[0].length) : rest;
    const qualifier: NumberMention["qualifier"] = plus
      ? "at-least"
      : odd
        ? "about"
        : (QUALIFIER_BEFORE.find(([pattern]) => pattern.test(before))?.[1] ??
          other?.qualifiers.find(([pattern]) => pattern.test(before))?.[1] ??
          "exact");

    // "1,2 million d'utilisateurs" is a count; only a currency makes it money.
    const fmoney = match.groups?.fmoney;
    const foreignCount = Boolean(fmoney) && !/€|euro/i.test(fmoney!);
    // "1,2 M" is millions; "500 m" is metres (above).
    if (match.groups?.money || (fmoney && !foreignCount)) {
      // "£42–48k": the scale after the range's top belongs to its bottom too.
      const scaledTop = /^\s?[–-]\s?\d+(?:\.\d+)?\s?(k|m|bn)\b/i.exec(blanked.slice(end));
      const scale = scaledTop && !/[kmn]$/i.test(raw) ? (MULTIPLIER[scaledTop[1]!.toLowerCase()] ?? 1) : 1;
      if (scale > 1) consumed = end += scaledTop![0].length;
      mentions.push({
        value: (fmoney ? foreignMoneyValue(raw) : moneyValue(raw)) * scale,
        unit: "money",
        noun: "",
        qualifier,
        experience: false,
        activity: "",
        start,
        end,
      });
      continue;
    }
    const isWord = Boolean(match.groups?.words || match.groups?.foreign);
    const whole = metric
      ? Number(raw.replace(/\s?m$/, "").replace(/[\s.]/g, "").replace(",", "."))
      : foreignCount
        ? foreignMoneyValue(raw)
        : match.groups?.foreign
          ? foreignWordValue(raw, other!.vocabulary)
          : isWord
            ? wordValue(raw)
            : match.groups?.scaled
              ? moneyValue(raw)
              : match.groups?.grouped
                ? Number(raw.replace(/[\s.]/g, ""))
                : /^\d+,\d{1,2}$/.test(raw)
                  ? Number(raw.replace(",", "."))
                  : Number(raw.replace(/[,\s'’]/g, ""));
    const value = half ? whole + 0.5 : whole;
    // A lone "one" is an article more often than a number ("one of the first").
    if (!Number.isFinite(value) || (isWord && /^one$/i.test(raw))) continue;
    const decade = isWord && /decade/i.test(raw);

    const percent =
      /^\s*(?:%|per ?cent\b|percent\b|pc\b|percentage points\b|pp\b)/i.exec(unitText) ??
      other?.percent.exec(unitText);
    const moneyAfter =
      /^\s?(k|m|bn|million|billion|thousand)?\s?(?:pounds|dollars|euros|gbp|usd|eur|quid|bucks)\b/i.exec(
        unitText,
      );
    // "Nearly eight years in HR, the last five as an HR Advisor": the years of the sentence, left unsaid.
    // ("más de ocho años en prevención, los últimos cinco en …", "die letzten drei bei …": the same in our languages.)
    const elidedYears =
      /(?<![\p{L}])(?:(?:the\s+)?(?:last|first|past|final|latter)|(?:los|las)\s+(?:últimos|primeros)|les\s+(?:derniers|dernières|premiers|premières)|die\s+(?:letzten|ersten)|de\s+(?:laatste|eerste))\s+$/iu.test(
        before,
      ) &&
      /(?<![\p{L}])(?:years?|yrs?|años|ans|années|jahre\p{L}*|jaar|jaren)(?![\p{L}])[^.!?]*$/iu.test(
        before,
      ) &&
      /^\s+(?:as|at|in|with|on|leading|running|managing|en|como|comme|chez|à|dans|als|bei|im|bij|op)\s/i.test(
        unitText,
      );
    const years: readonly string[] | null =
      decade || elidedYears
        ? [""]
        : (/^\s*\+?\s*(?:-\s*)?(?:years?|yrs?)\b['’]?/i.exec(unitText) ??
          other?.years.exec(unitText) ??
          null);
    // "cut air shipments by two thirds", "three quarters of the orders": a fraction, as the per cent it is.
    const fraction = !percent && value <= 3 ? /^[\s-]+(thirds?|quarters?)\b/i.exec(unitText) : null;
    if (fraction || percent) {
      if (fraction) end += fraction[0].length;
      else if (!range) end += percent![0].length;
      mentions.push({
        value: fraction ? Math.round((value / (/^third/i.test(fraction[1]!) ? 3 : 4)) * 1000) / 10 : value,
        unit: "percent",
        noun: "",
        qualifier,
        experience: false,
        activity: "",
        start,
        end,
      });
    } else if (moneyAfter) {
      const multiplier = MULTIPLIER[moneyAfter[1]?.toLowerCase() ?? ""] ?? 1;
      mentions.push({
        value: value * multiplier,
        unit: "money",
        noun: "",
        qualifier,
        experience: false,
        activity: "",
        start,
        end: end + moneyAfter[0].length,
      });
    } else if (years) {
      const unit = years[0] ?? "";
      // ("for nine- to twelve-year-olds", "a 12-year-old": someone's age, not years of anything; "I am 40 years old" is
      // the candidate's, checked against the date of birth.)
      if (/^-olds?(?![\p{L}])/u.test(unitText.slice(unit.length))) continue;
      if (!range) end += unit.length;
      const context = unitText.slice(unit.length, unit.length + 60);
      const ofExperience =
        /^\s*(?:of\s+)?((?:[\p{L}-]+\s+){0,3}?)(?:experience|expertise|pqe|post-qualification)\b/iu.exec(
          context,
        );
      const experience =
        Boolean(ofExperience) ||
        Boolean(other?.experience.test(context)) ||
        /^\s*(?:in|within|across)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:industry|field|sector|profession|role|roles|business)\b|^\s*as\s+an?\s/iu.test(
          context,
        ) ||
        /\bexperience of\s*$/i.test(before);
      // "three years' independent monitoring experience" was spent on independent monitoring.
      const activity = ofExperience
        ? ofExperience[1]!.trim()
        : other
          ? (other.activity.exec(context)?.[1]?.trim() ?? "").replace(
              // "in het transport", "en la logística": the article is not the activity.
              // ("apothekersassistent" keeps its "a": an article is a word of its own, or "l'".)
              /^(?:(?:de|het|een|la|le|les|el|los|las|un|une|una|der|die|das|den|dem|il|lo|gli|o|a|os|as)\s+|l['’]\s*)/iu,
              "",
            )
          : experience
            ? ""
            : (/^\s*(?:(?:of|in|as|an?|the|at|on|with|across|within|doing|spent|i['’]ve|i|we['’]ve|we|have|has|had|been|was|were|am|worked|working)\s+)*([^,.;:()]{0,60}?)(?=\s+(?:and|at|where|which|for|since|before|after|to)\b|[,.;:()]|$)/iu.exec(
                context,
              )?.[1] ?? "");
      // ("I have been a paramedic for more than ten years": the activity named before the years.)
      const beenFor = !activity
        ? /(?:been|worked as|working as|served as|practised as|practiced as)\s+(?:an?\s+|the\s+)?(\p{L}[\p{L} -]{2,40}?)\s+for\s+(?:(?:more than|over|nearly|almost|about|around|some|well over)\s+)?$/iu.exec(
            before,
          )?.[1]
        : undefined;
      // "ervaring met data en BI", "in sales and marketing", "community and child protection work": a pair that ends the
      // clause is the activity.
      const pair = activity
        ? new RegExp(
            String.raw`^\s+(?:and|en|und|et|y|e)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,2})(?=\s*[,.;:()]|\s*$)`,
            "u",
          ).exec(context.slice(context.indexOf(activity) + activity.length))
        : null;
      mentions.push({
        value,
        unit: "years",
        noun: "",
        qualifier,
        experience,
        activity: pair ? `${activity} and ${pair[1]}` : (beenFor ?? activity),
        start,
        end,
      });
    } else if (
      !isWord &&
      // ("From 2016 to 2020": a range of years is two dates.)
      (!range || /(?<!\d)(?:19[5-9]|20[0-3])\d(?!\d)/.test(range[0])) &&
      !plus &&
      value >= 1950 &&
      value <= 2039 &&
      Number.isInteger(value) &&
      // "betreue ich seit 2023 eine Auszubildende": after "since" a year is a date, whoever follows it.
      // ("In 2022 the cabin crew score …": after "in", or before an article, a year is a date too.)
      ((!PEOPLE.test(unitText) && !other?.people.test(unitText)) ||
        /(?<![\p{L}])(?:since|seit|ab|depuis|dès|desde|sinds|vanaf|dal|dalla|in|im|en|during|until|by)\s*$/iu.test(
          before,
        ) ||
        /^\s*(?:the|my|our|this|that|die|der|das|le|la|les|el|los|het)\s/iu.test(unitText))
    ) {
      mentions.push({
        value,
        unit: "date",
        noun: "",
        qualifier: "exact",
        experience: false,
        activity: "",
        start,
        end,
      });
    } else if (DAY_OF_MONTH_AFTER.test(unitText) || DAY_OF_MONTH_BEFORE.test(before)) {
      continue;
    } else if (peoplePerPeriod(unitText, other)) {
      // "a unos veinticinco trabajadores nuevos al mes", "40 new starters a week": people met in a period are a count
      // of them, not a team; any mention of the number supports it.
      mentions.push({
        value,
        unit: "plain",
        noun: "",
        qualifier,
        experience: false,
        activity: "",
        start,
        end,
      });
    } else if (
      PEOPLE.test(unitText) ||
      (PEOPLE_BEFORE.test(before) && !THINGS_MANAGED.test(unitText)) ||
      other?.people.test(unitText) ||
      other?.peopleBefore.test(before)
    ) {
      const people = PEOPLE.exec(unitText) ?? other?.people.exec(unitText);
      if (people && !range) end += people[0].length;
      mentions.push({
        value,
        unit: "people",
        // "a team of 180 runners": who they were, so "180 runners" in the CV supports it.
        noun: people ? "" : countedNoun(unitText).noun,
        qualifier,
        experience: false,
        activity: "",
        start,
        end,
      });
    } else {
      // "deux millions de mots", "dos millones de visitas": after a million, "de" leads to what is counted.
      const afterScale = /(?:millions?|millones|millón|millionen|miljoen)$/i.test(raw)
        ? unitText.replace(/^\s+(?:de|d['’]|van)\s*/i, " ")
        : unitText;
      const { noun, length: nounLength } = countedNoun(afterScale);
      const length = nounLength + (unitText.length - afterScale.length);
      // A spelled-out number counts only with what it counts ("five clients"), never on its own.
      if (isWord && !noun) continue;
      if (!range) end += length;
      mentions.push({
        value,
        unit: noun ? "count" : "plain",
        noun,
        qualifier,
        experience: false,
        activity: "",
        start,
        end,
      });
    }
  }
  // "From 2016 to 2020 I was …": a year that opens a range of years is a date, not a count of what follows.
  return mentions.map((mention) =>
    mention.unit === "count" &&
    Number.isInteger(mention.value) &&
    mention.value >= 1950 &&
    mention.value <= 2099 &&
    /^\s*(?:to|until|till|through|[–—-]|bis|à|au|a|hasta|tot)\s*(?:19|20)\d\d(?!\d)/iu.test(
      text.slice(mention.start + 4),
    )
      ? { ...mention, unit: "date" as const, noun: "", end: mention.start + 4 }
      : mention,
  );
}

/** An amount as written, its thousands parted by commas, dots, apostrophes or spaces ("98 000", "€120,000"). */
const AMOUNT = /\d(?:[\d.,'’]|\s(?=\d{3}(?!\d)))*\d/g;

/**
 * The amounts a text names, as digits: "£42,000" → "42000", and with `scaled` "£42–48k" → "42000", "48000" (a
 * race's "10k" is no pay).
 */
export function amountsIn(text: string, scaled = true): string[] {
  if (!scaled) return [...text.matchAll(AMOUNT)].map((match) => match[0].replace(/\D/g, ""));
  const expanded = text
    .replace(
      /(\d+(?:\.\d+)?)\s?[–-]\s?(\d+(?:\.\d+)?)\s?k\b/gi,
      (_, low: string, high: string) => `${Number(low) * 1000}–${Number(high) * 1000}`,
    )
    .replace(/(\d+(?:\.\d+)?)\s?k\b/gi, (_, value: string) => String(Number(value) * 1000));
  return [...expanded.matchAll(AMOUNT)].map((match) => match[0].replace(/\D/g, ""));
}
