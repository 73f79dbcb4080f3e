/**
 * Spoken languages a letter claims ("I speak conversational Igbo", "a working level of French", "inglés de nivel
 * C1") and the CV lines that show them under any of their names: a Spanish CV's "Inglés (C1)" shows "English"
 * (docs/product-rules.md, "The claim check").
 */

/** Each language under its names in our letter languages (and its own). */
const LANGUAGES: readonly (readonly string[])[] = [
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
  ["Mandarin", "Chinese", "chino", "chinois", "Chinesisch", "Chinees", "mandarín"],
  ["Cantonese", "cantonés", "cantonais", "Kantonesisch"],
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
];

const LANGUAGE_OF = new Map<string, number>();
LANGUAGES.forEach((names, index) => {
  for (const name of names) LANGUAGE_OF.set(name.toLowerCase(), index);
});

const NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...LANGUAGE_OF.keys()].sort((a, b) => b.length - a.length).join("|")})(?![\p{L}])`,
  "giu",
);

/** Words that make a language name a claim to speak it, in our letter languages; CEFR levels too. */
const SPEAKING =
  /(?<![\p{L}-])(?:speak|speaks|spoke|spoken|fluent|fluently|fluency|native|bilingual|trilingual|conversational(?:ly)?|proficient|proficiency|mother tongue|working (?:level|knowledge)|level of|command of|[ABC][12]|hablo|hablar|nivel|nativo|nativa|bilingüe|idioma|parle|parler|niveau|courant|couramment|bilingue|langue maternelle|spreche|fließend\p{L}*|verhandlungssicher\p{L}*|Muttersprache|Sprachkenntnisse|spreek|vloeiend|moedertaal|parlo|fluente|madrelingua|falo|fluente)(?![\p{L}])/iu;

/** How well, as a rank: basic 1, good 2, fluent 3, native 4 (CEFR A 1, B 2, C 3). */
const LEVEL_WORDS: Array<[RegExp, number]> = [
  [
    /(?<![\p{L}])(?:native|mother tongue|muttersprach\p{L}*|langue maternelle|nativ[oa]|lengua materna|moedertaal|madrelingua|bilingu\p{L}*|zweisprachig)/iu,
    4,
  ],
  [
    /(?<![\p{L}])(?:fluent\p{L}*|fluency|verhandlungssicher\p{L}*|fließend\p{L}*|courant\p{L}*|vloeiend|fluid[oa]|fluente|proficient|proficiency|excellent|excelente|ausgezeichnet\p{L}*|sehr gut\p{L}*)/iu,
    3,
  ],
  [
    /(?<![\p{L}])(?:good|working|gut\p{L}*|bon(?:ne)?|buen[oa]?|goed|intermediate|intermedi[oa]|intermédiaire|conversational(?:ly)?|professional)/iu,
    2,
  ],
  [
    /(?<![\p{L}])(?:basic|basis|grundkenntniss\p{L}*|notions|básico|basico|elementary|beginner|débutant|A1|A2)/iu,
    1,
  ],
];

function levelIn(text: string): number {
  const cefr = /(?<![\p{L}\d])([ABC])[12](?![\p{L}\d])/u.exec(text)?.[1];
  if (cefr) return { A: 1, B: 2, C: 3 }[cefr as "A" | "B" | "C"];
  return LEVEL_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 0;
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
  return [...text.matchAll(NAME)].map((match) => {
    const end = match.index + match[0].length;
    const before = /[^,;.]{0,30}$/.exec(text.slice(0, match.index))![0];
    const after = /^[^,;.]{0,20}/.exec(text.slice(end))![0];
    return {
      start: match.index,
      end,
      name: match[0],
      language: LANGUAGE_OF.get(match[0].toLowerCase())!,
      level: levelIn(after) || levelIn(before),
    };
  });
}

/** CV lines naming the language under any of its names, at the letter's level or above where both give one. */
export function languageSupport(hit: LanguageHit, lines: readonly { text: string }[]): string[] {
  const names = LANGUAGES[hit.language]!;
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])(?:${names.map((name) => name.toLowerCase()).join("|")})(?![\p{L}])`,
    "iu",
  );
  return lines
    .filter((line) => {
      const found = pattern.exec(line.text);
      if (!found) return false;
      // "Englisch (Grundkenntnisse)" does not show "verhandlungssicheres Englisch".
      const level = levelIn(line.text.slice(found.index, found.index + found[0].length + 30));
      return !hit.level || !level || level >= hit.level;
    })
    .map((line) => line.text);
}
