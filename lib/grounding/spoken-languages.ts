/**
 * Spoken languages a letter claims ("I speak conversational Igbo", "a working level of French", "inglés de nivel
 * C1") and the CV lines that show them under any of their names: a Spanish CV's "Inglés (C1)" shows "English"
 * (docs/product-rules.md, "The claim check").
 */

/**
 * Each language under its names in our letter languages (and its own), the English name first; the match builds
 * its language concepts from this list too (lib/grounding/match-vocabulary.ts), so both read the same languages.
 */
export const LANGUAGES: readonly (readonly string[])[] = [
  ["English", "inglés", "ingles", "anglais", "Englisch", "Engels", "inglese", "inglês"],
  ["French", "francés", "frances", "français", "francais", "Französisch", "Frans", "francese", "francês"],
  ["German", "alemán", "aleman", "allemand", "Deutsch", "Duits", "tedesco", "alemão"],
  ["Spanish", "español", "espanol", "castellano", "espagnol", "Spanisch", "Spaans", "spagnolo", "espanhol"],
  ["Italian", "italiano", "italien", "Italienisch", "Italiaans"],
  ["Portuguese", "portugués", "portugais", "Portugiesisch", "Portugees", "portoghese", "português"],
  [
    "Dutch",
    "Flemish",
    "neerlandés",
    "néerlandais",
    "Niederländisch",
    "Nederlands",
    "Vlaams",
    "olandese",
    "holandês",
  ],
  ["Polish", "polaco", "polonais", "Polnisch", "Pools", "polacco", "polonês", "polski"],
  ["Russian", "ruso", "russe", "Russisch", "Russisch", "russo"],
  ["Ukrainian", "ucraniano", "ukrainien", "Ukrainisch", "Oekraïens"],
  ["Arabic", "árabe", "arabe", "Arabisch"],
  ["Mandarin", "Chinese", "chino", "chinois", "Chinesisch", "Chinees", "mandarín", "Putonghua"],
  ["Cantonese", "cantonés", "cantonais", "Kantonesisch"],
  // Southern Chinese languages spoken in Malaysia, Singapore and Taiwan.
  ["Hokkien", "Taiwanese Hokkien", "Minnan"],
  ["Teochew"],
  ["Hakka"],
  ["Hainanese"],
  ["Japanese", "japonés", "japonais", "Japanisch", "Japans"],
  ["Korean", "coreano", "coréen", "Koreanisch", "Koreaans"],
  ["Hindi"],
  ["Urdu"],
  ["Punjabi"],
  ["Bengali", "Bangla"],
  ["Tamil"],
  ["Telugu"],
  ["Malayalam"],
  ["Kannada"],
  ["Marathi"],
  ["Gujarati"],
  ["Turkish", "turco", "turc", "Türkisch", "Turks"],
  ["Greek", "griego", "grec", "Griechisch", "Grieks"],
  ["Romanian", "rumano", "roumain", "Rumänisch", "Roemeens"],
  ["Hungarian", "húngaro", "hongrois", "Ungarisch", "Hongaars"],
  ["Czech", "checo", "tchèque", "Tschechisch", "Tsjechisch"],
  ["Swedish", "sueco", "suédois", "Schwedisch", "Zweeds"],
  ["Danish", "danés", "danois", "Dänisch", "Deens"],
  ["Norwegian", "noruego", "norvégien", "Norwegisch", "Noors"],
  ["Finnish", "finés", "finlandés", "finnois", "Finnisch", "Fins"],
  ["Welsh", "Cymraeg"],
  ["Irish", "Gaeilge"],
  ["Scottish Gaelic", "Gaelic", "Gàidhlig", "gaélique écossais", "gaélico escocés", "Schottisch-Gälisch"],
  ["Cornish", "Kernewek"],
  ["Breton", "brezhoneg", "bretón"],
  ["Luxembourgish", "Lëtzebuergesch", "Luxemburgisch", "luxembourgeois"],
  ["Frisian", "Fries", "Frysk", "Friesisch"],
  ["Maltese", "Malti"],
  ["Icelandic", "íslenska", "Isländisch", "IJslands"],
  ["Catalan", "Valencian", "catalán", "valenciano", "catalan", "Katalanisch", "Catalaans", "català"],
  ["Galician", "gallego", "galicien", "Galicisch"],
  ["Basque", "euskera", "vasco", "basque", "Baskisch"],
  ["Vietnamese", "vietnamita", "vietnamien", "Vietnamesisch"],
  ["Tagalog", "Filipino"],
  ["Swahili", "Kiswahili"],
  ["Yoruba"],
  ["Igbo"],
  ["Hausa"],
  ["Somali"],
  ["Farsi", "Persian"],
  ["Hebrew", "hebreo", "hébreu", "Hebräisch"],
  ["Lingala"],
  ["Zulu", "isiZulu"],
  ["Xhosa", "isiXhosa"],
  ["Afrikaans"],
  ["Sepedi", "Northern Sotho", "Sesotho sa Leboa"],
  ["Sesotho", "Southern Sotho"],
  ["Setswana", "Tswana"],
  ["Xitsonga", "Tsonga"],
  ["Tshivenda", "Venda"],
  ["siSwati", "Swati"],
  ["Chichewa", "Nyanja"],
  ["Bemba"],
  ["Tigrinya"],
  ["Oromo"],
  ["Malagasy"],
  ["Fijian", "iTaukei"],
  ["Samoan"],
  ["Tongan"],
  ["Amharic"],
  ["Twi", "Akan"],
  ["Wolof"],
  ["Shona"],
  ["Kinyarwanda"],
  ["Malay", "Bahasa Melayu"],
  ["Indonesian", "Bahasa Indonesia"],
  ["Thai", "tailandés", "thaï", "Thailändisch"],
  ["Nepali"],
  ["Sinhala"],
  ["Slovak", "eslovaco", "slovaque", "Slowakisch"],
  ["Bulgarian", "búlgaro", "bulgare", "Bulgarisch"],
  ["Croatian", "croata", "croate", "Kroatisch"],
  ["Serbian", "serbio", "serbe", "Serbisch"],
  ["Slovenian", "esloveno", "slovène", "Slowenisch"],
  ["Lithuanian", "lituano", "lituanien", "Litauisch"],
  ["Latvian", "letón", "letton", "Lettisch"],
  ["Estonian", "estonio", "estonien", "Estnisch"],
  ["Albanian", "albanés", "albanais", "Albanisch"],
  ["Māori", "Maori", "te reo Māori"],
  // Sign languages, by name and by their usual abbreviation.
  ["Sign Language of the Netherlands", "Nederlandse Gebarentaal", "NGT"],
  ["Flemish Sign Language", "Vlaamse Gebarentaal", "VGT"],
  ["British Sign Language", "BSL"],
  ["American Sign Language", "ASL"],
  ["German Sign Language", "Deutsche Gebärdensprache", "DGS"],
  ["French Sign Language", "langue des signes française"],
  ["Spanish Sign Language", "lengua de signos española"],
  ["Auslan"],
  [
    "International Sign",
    "Internationale Gebaren",
    "Internationale Gebärden",
    "langue des signes internationale",
  ],
  // Pacific, Caribbean, African, Asian and American languages CVs of ours list.
  ["Pohnpeian"],
  ["Chuukese"],
  ["Kosraean"],
  ["Yapese"],
  ["Palauan"],
  ["Marshallese"],
  ["Chamorro"],
  ["Bislama"],
  ["Tok Pisin"],
  ["Kiribati", "Gilbertese", "I-Kiribati"],
  ["Tuvaluan"],
  ["Creole", "Kreol", "Kréyol", "Kwéyòl", "Seselwa", "Kriol", "créole", "criollo"],
  ["Patois", "Jamaican Patois"],
  ["Papiamento", "Papiamentu"],
  ["Sranan", "Sranan Tongo"],
  ["Garifuna"],
  ["Tumbuka"],
  ["Luganda", "Ganda"],
  ["Fula", "Fulani", "Pulaar", "Fulfulde"],
  ["Éwé"],
  ["Dioula", "Dyula"],
  ["Mooré", "Mossi"],
  ["Ndebele"],
  ["Tetum"],
  ["Dzongkha"],
  ["Dhivehi"],
  ["Hiligaynon", "Ilonggo"],
  ["Cebuano", "Bisaya"],
  ["Quechua"],
  ["Aymara"],
  ["Guaraní", "Guarani"],
];

const LANGUAGE_OF = new Map<string, number>();
LANGUAGES.forEach((names, index) => {
  for (const name of names) LANGUAGE_OF.set(name.toLowerCase(), index);
});

// "Englischkenntnisse": a German compound names the language too. "nach Italien": a German country, not French
// "italien".
const NAME = new RegExp(
  String.raw`(?<![\p{L}])(?<!(?:nach|in|aus|von) (?=Italien))(?:${[...LANGUAGE_OF.keys()].sort((a, b) => b.length - a.length).join("|")})(?:kenntnisse)?(?![\p{L}])`,
  "giu",
);

/** Words that make a language name a claim to speak it, in our letter languages; CEFR levels too. */
const SPEAKING =
  /(?<![\p{L}-])(?:speak|speaks|spoke|spoken|fluent|fluently|fluency|native|bilingual|trilingual|conversational(?:ly)?|proficient|proficiency|mother tongue|working (?:level|knowledge)|level of|command of|[ABC][12]|hablo|hablar|nivel|nativo|nativa|bilingüe|idioma|parle|parler|niveau|courant|couramment|bilingue|langue maternelle|spreche|fließend\p{L}*|verhandlungssicher\p{L}*|Muttersprache|Sprachkenntnisse|spreek|vloeiend|moedertaal|parlo|fluente|madrelingua|falo|fluente)(?![\p{L}])/iu;

/** How well, as a rank: basic 1, good 2, fluent 3, native 4 (CEFR A 1, B 2, C 3, and half a rank more for A2, B2, C2). */
const LEVEL_WORDS: Array<[RegExp, number]> = [
  [
    /(?<![\p{L}])(?:native|mother tongue|muttersprach\p{L}*|langue maternelle|nativ[oa]|lengua materna|moedertaal|madrelingua|bilingu\p{L}*|zweisprachig)/iu,
    4,
  ],
  [
    /(?<![\p{L}])(?:fluent\p{L}*|fluency|verhandlungssicher\p{L}*|fließend\p{L}*|courant\p{L}*|couramment|vloeiend|fluid[oa]|fluente|fluidez|fluidité|fluent[ea]mente|proficient|proficiency|advanced|uwch|excellent|excelente|ausgezeichnet\p{L}*|sehr gut\p{L}*|very good|très bon(?:ne)?|très bien|muy buen[oa]|muy bien|zeer goed)/iu,
    3,
  ],
  [
    /(?<![\p{L}])(?:good|working|gut\p{L}*|bon(?:ne)?|buen[oa]?|goed|redelijk|intermediate|intermedi[oa]|intermédi[oa]|intermédiaire|conversational(?:ly)?|professional)/iu,
    2,
  ],
  // A course's named levels: "Entry (Mynediad)" below "Foundation (Sylfaen)" below "Intermediate".
  [/(?<![\p{L}])(?:foundation|sylfaen)(?![\p{L}])/iu, 1.5],
  [
    /(?<![\p{L}])(?:basic|basis|grundkenntniss\p{L}*|notions|básico|basico|elementary|beginner|débutant|entry|mynediad|A1|A2)/iu,
    1,
  ],
];

function levelIn(text: string): number {
  return levelFound(text)?.level ?? 0;
}

/** The level a text states and where: a CEFR grade first, else the first level word. */
function levelFound(text: string): { level: number; start: number; end: number } | null {
  const cefr = /(?<![\p{L}\d])([ABC])([12])(?![\p{L}\d])/u.exec(text);
  // The upper half of a band ranks a little higher: "C2" is more than a CV's "C1", "B2" more than "B1".
  if (cefr)
    return {
      level: { A: 1, B: 2, C: 3 }[cefr[1] as "A" | "B" | "C"] + (cefr[2] === "2" ? 0.5 : 0),
      start: cefr.index,
      end: cefr.index + cefr[0].length,
    };
  for (const [pattern, level] of LEVEL_WORDS) {
    const word = pattern.exec(text);
    if (word) return { level, start: word.index, end: word.index + word[0].length };
  }
  return null;
}

export type LanguageHit = {
  start: number;
  end: number;
  name: string;
  language: number;
  /** How well the letter says it is spoken ("inglés de nivel C1", "verhandlungssicheres Englisch"), 0 if not said. */
  level: number;
};

/** Language names in a clause that says the candidate speaks them, with a CEFR level written beside them. */
export function findSpokenLanguages(text: string): LanguageHit[] {
  if (!SPEAKING.test(text)) return [];
  const hits = [...text.matchAll(NAME)].map((match) => {
    const end = match.index + match[0].length;
    // The level written beside this name, not beside the next one ("Englisch fließend und Französisch B1").
    const before = lastPart(/[^,;.]{0,30}$/.exec(text.slice(0, match.index))![0]);
    const after = firstPart(/^[^,;.]{0,50}/.exec(text.slice(end))![0]);
    const levelAfter = levelFound(after);
    const levelBefore = levelAfter ? null : levelFound(before);
    // The claim covers the level it states ("Engels is vloeiend (C1)", "fluent French"): that is what may be untrue.
    const closing = levelAfter && /^\)/.test(after.slice(levelAfter.end)) ? 1 : 0;
    return {
      start: levelBefore ? match.index - before.length + levelBefore.start : match.index,
      end: levelAfter ? end + levelAfter.end + closing : end,
      name: match[0],
      language: LANGUAGE_OF.get(match[0].toLowerCase().replace(/kenntnisse$/, ""))!,
      level: levelAfter?.level ?? levelBefore?.level ?? 0,
      levelled: levelBefore !== null,
    };
  });
  // "fully bilingual in English and French", "fluent in Dutch, German and English": a level before the first of
  // languages joined by "and" or commas is said of each.
  const said = hits.map((hit) => ({ ...hit }));
  for (let index = 1; index < said.length; index++) {
    const first = said[index - 1]!;
    const hit = said[index]!;
    const joined = /^\s*(?:,|and|und|et|y|en|e|&)\s*$/iu.test(text.slice(first.end, hit.start));
    if (!hit.level && first.levelled && first.level && joined)
      Object.assign(hit, { level: first.level, levelled: true });
  }
  return said.map(({ levelled: _levelled, ...hit }) => hit);
}

/**
 * "Nederlandse teeltadviseurs", "deutsche Verlage", "German suppliers": a language's name or its adjective describes
 * someone else, so it is not a name the candidate claims.
 */
export function isLanguageWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (LANGUAGE_OF.has(lower)) return true;
  for (const name of LANGUAGE_OF.keys())
    if (name.length >= 4 && lower.startsWith(name) && lower.length - name.length <= 3) return true;
  return false;
}

const SPOKEN_NONE =
  /^[\s(:–—-]*(?:none|nil|not spoken|no knowledge|keine|aucune?|ninguno|nada|geen)(?![\p{L}])/iu;

/** A CV line's words after a language name that give its level: "Spanish (native), English (B2)" → " (native)". */
function levelText(after: string): string {
  // ("Frans (goed, B2)", "Französisch (Grundkenntnisse, A2)": a bracket's level and grade together.)
  const bracket = /^\s*\(([^()]{1,40})\)/u.exec(after)?.[1];
  return bracket ?? firstPart(/^[^,;|•·]{0,30}/u.exec(after)![0]);
}

/** Up to the next language name, and from the last one. */
function firstPart(text: string): string {
  const next = new RegExp(NAME.source, "iu").exec(text);
  // "French and have C1 English": a level after "and" is the next language's — even when the next language's
  // name lies beyond what is read ("valenciano como lenguas nativas y tengo un nivel B2 de inglés").
  const upTo = next ? text.slice(0, next.index) : text;
  const joined = /\s(?:and|und|et|y|en|e|&|as well as|plus|daneben|ainsi que)\s/iu.exec(upTo);
  return joined ? upTo.slice(0, joined.index) : upTo;
}

function lastPart(text: string): string {
  const names = [...text.matchAll(NAME)];
  const last = names.at(-1);
  const rest = last ? text.slice(last.index + last[0].length) : text;
  // "Englisch auf C1-Niveau und fließend Polnisch": a level before "und" is the language before's.
  const joints = [...rest.matchAll(/\s(?:and|und|et|y|en|e|&|as well as|plus|ainsi que)\s/giu)];
  return joints.length ? rest.slice(joints.at(-1)!.index + joints.at(-1)![0].length) : rest;
}

/**
 * CV lines naming the language under any of its names, at the letter's level or above. Where the CV gives a level
 * for it anywhere, a line without one ("Dutch residence permit") does not show a level the letter states.
 */
export function languageSupport(hit: LanguageHit, lines: readonly { text: string }[]): string[] {
  const names = LANGUAGES[hit.language]!;
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])(?:${names.map((name) => name.toLowerCase()).join("|")})(?![\p{L}])`,
    "iu",
  );
  const naming = lines.flatMap((line) => {
    const found = pattern.exec(line.text);
    // "Arabic — none" lists a language the candidate does not speak.
    if (!found || SPOKEN_NONE.test(levelText(line.text.slice(found.index + found[0].length)))) return [];
    // ("Malay, English, basic Mandarin": the level may stand before the name, within its item of the list.)
    const before = /(?:^|[,;|•·(])([^,;|•·()]{0,25})$/u.exec(line.text.slice(0, found.index))?.[1] ?? "";
    const level =
      levelIn(levelText(line.text.slice(found.index + found[0].length))) ||
      (new RegExp(NAME.source, "iu").test(before) ? 0 : levelIn(before));
    return [{ text: line.text, level }];
  });
  const levelled = naming.some((line) => line.level);
  // "Englisch (Grundkenntnisse)" does not show "verhandlungssicheres Englisch".
  return naming
    .filter((line) => !hit.level || (levelled ? line.level >= hit.level : true))
    .map((line) => line.text);
}
