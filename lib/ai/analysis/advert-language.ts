import { rememberLast } from "@/lib/memo";
import { francAll } from "franc-min";

import type { AdvertLanguage, FieldSource } from "@/lib/ai/analysis/job-analysis";

/**
 * The advert's language (docs/product-rules.md, "Advert analysis" and "Letter language"): a trigram detector
 * (franc-min) on the advert's sentences, its section headings ("Aufgaben", "Profil recherché") and the share of
 * each language's function words, which stay right when a German advert is full of English tech words.
 */

type Known = Exclude<AdvertLanguage, "other">;

const FUNCTION_WORDS: Record<Known, string[]> = {
  en: "the and you with our for will are to of your we in is a an be have this who i my".split(" "),
  de: "und der die das mit für wir sie ihre du deine ein eine in von zu bei auf ist oder unser unsere dich ich".split(
    " ",
  ),
  fr: "le la les et des vous nous pour avec une un du de dans votre vos est sur au en notre nos je".split(
    " ",
  ),
  es: "el la los las y con para una un del de en por tu nuestro nuestra que es se al sus te yo".split(" "),
  nl: "de het een en van met voor wij jij je onze ons is op te bij zijn ben ik".split(" "),
  it: "il lo la gli le e con per una un del della di in che sei nostro nostra siamo sono".split(" "),
  pt: "o a os as e com para uma um do da de em que você nosso nossa são na no eu".split(" "),
};

const NORDIC_WORDS = new Set(
  "og på av til ikke ikkje med som fra hos ved af och att för från är inte jeg jag".split(" "),
);
const ENGLISH_ONLY = new Set("the and with of to is are you your our this that have has from".split(" "));

/** Section headings and field labels only one language uses. */
const HEADINGS: Record<Known, RegExp> = {
  en: /^(responsibilities|requirements|qualifications|about (us|you|the (role|team|company))|what you('ll)? (do|bring|need)|benefits|key skills|the role|who we are|job (title|summary|description)|essential( criteria)?|desirable|person specification|salary|location|closing date|how to apply|main duties)$/,
  de: /^(aufgaben|ihre aufgaben|deine aufgaben|ihr profil|dein profil|anforderungen|qualifikationen|wir bieten|was wir bieten|das bieten wir|benefits bei uns|über uns|stellenbeschreibung|ansprechpartner(in)?|kontakt|standort|arbeitsort|einsatzort|bewerbung)$/,
  fr: /^(missions?|vos missions|profil( recherché)?|votre profil|compétences( requises)?|nous offrons|ce que nous offrons|avantages|à propos de nous|qui sommes[- ]nous|description du poste|poste|lieu|type de contrat|rémunération)$/,
  es: /^(funciones|responsabilidades|requisitos|perfil|ofrecemos|qué ofrecemos|sobre nosotros|quiénes somos|descripción del puesto|puesto|ubicación|tipo de contrato|salario)$/,
  nl: /^(functieomschrijving|taken|wat ga je doen|wie ben jij|wat vragen wij|wat bieden wij|wij bieden|functie-eisen|over ons|arbeidsvoorwaarden|standplaats|solliciteren)$/,
  it: /^(mansioni|responsabilità|requisiti|cosa offriamo|offriamo|chi siamo|descrizione( del ruolo)?|sede( di lavoro)?|profilo( ricercato)?|competenze)$/,
  pt: /^(responsabilidades|requisitos|o que oferecemos|oferecemos|benefícios|sobre nós|quem somos|descrição da vaga|local de trabalho|funções|perfil pretendido)$/,
};

/** franc-min's ISO 639-3 codes for the languages we write letters in. */
const ISO3: Record<string, Known> = {
  eng: "en",
  deu: "de",
  fra: "fr",
  spa: "es",
  nld: "nl",
  ita: "it",
  por: "pt",
};

const LANGUAGES = Object.keys(FUNCTION_WORDS) as Known[];

/**
 * The trigram models compared: ours, and the other languages of Latin, Cyrillic and Greek script adverts we see
 * (so a Polish advert still reads as "other"). Comparing 20 models instead of franc-min's 82 is most of its cost.
 */
const TRIGRAM_LANGUAGES = [
  ...Object.keys(ISO3),
  ...[
    "pol",
    "ces",
    "hun",
    "ron",
    "tur",
    "swe",
    "hrv",
    "bos",
    "srp",
    "ind",
    "vie",
    "rus",
    "ukr",
    "bul",
    "ell",
  ],
];
/** The trigram detector is as sure after 1,000 characters as after 20,000 (on every labelled set). */
const TRIGRAM_SAMPLE_CHARS = 1000;

function functionWordShares(words: string[]): Map<Known, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return new Map(
    LANGUAGES.map((language) => [
      language,
      FUNCTION_WORDS[language].reduce((sum, word) => sum + (counts.get(word) ?? 0), 0) / words.length,
    ]),
  );
}

function headingVotes(lines: string[]): Map<Known, number> {
  const votes = new Map<Known, number>();
  for (const line of lines) {
    const heading = line
      .toLowerCase()
      .replace(/[:：]\s*.*$/, "")
      .replace(/[^\p{L}\s'’-]/gu, "")
      .trim();
    if (!heading || heading.split(/\s+/).length > 5) continue;
    for (const language of LANGUAGES)
      if (HEADINGS[language].test(heading)) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  return votes;
}

/**
 * The trigram detector's reading of the advert's sentences: lines of four or more words, so a German company
 * address or an English job title in the header doesn't sway it. "other" for a language we don't write letters
 * in; `sure` when the next language scores clearly lower; null when the text is too short to say.
 */
function trigramLanguage(lines: string[]): { language: AdvertLanguage; sure: boolean } | null {
  const sentences = lines.filter((line) => (line.match(/\p{L}+/gu) ?? []).length >= 4);
  const sample = (sentences.length ? sentences : lines).join("\n").slice(0, TRIGRAM_SAMPLE_CHARS);
  const ranking = francAll(sample, { only: TRIGRAM_LANGUAGES });
  const [top] = ranking;
  if (!top || top[0] === "und") return null;
  // Among near-equal scores one of ours wins: short English text also scores high for its relatives.
  const near = ranking.filter(([, score]) => score >= top[1] - 0.05);
  const ours = near.find(([code]) => ISO3[code]);
  return { language: ours ? ISO3[ours[0]]! : "other", sure: near.length === 1 };
}

/** Read once per text: the advert, the CV and the letter are each asked about several times per request. */
export function detectLanguage(text: string): { language: AdvertLanguage; source: FieldSource } {
  return rememberedLanguage(text);
}

const rememberedLanguage = rememberLast(16, readLanguage);

function readLanguage(text: string): { language: AdvertLanguage; source: FieldSource } {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 3) return { language: "en", source: { confidence: "unknown", evidence: "none" } };
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  // Danish, Norwegian and Swedish share "i", "en", "de" with ours, and franc-min has no models for the first two:
  // their own small words ("og", "på", "ikke", "och", "att") mark them as a language we don't write in.
  const counts = (list: ReadonlySet<string>) => words.filter((word) => list.has(word)).length / words.length;
  if (words.length >= 40 && counts(NORDIC_WORDS) >= 0.04 && counts(NORDIC_WORDS) > counts(ENGLISH_ONLY))
    return { language: "other", source: { confidence: "inferred", evidence: "body" } };
  const shares = [...functionWordShares(words).entries()].sort((a, b) => b[1] - a[1]);
  const [wordsBest, wordsShare] = shares[0]!;
  // A clear share of one language's function words is strong evidence, however many foreign nouns surround them.
  const wordsClear = wordsShare >= 0.12 && wordsShare >= 1.6 * shares[1]![1];
  // So clear that the trigram detector (most of this function's cost) could only agree.
  if (
    words.length >= 40 &&
    ((wordsShare >= 0.15 && wordsShare >= 2.5 * shares[1]![1]) ||
      (wordsShare >= 0.1 && wordsShare >= 3 * shares[1]![1]) ||
      // A CV's bullets carry few function words, but those few still all belong to one language.
      (wordsShare >= 0.06 && wordsShare >= 4 * shares[1]![1]))
  )
    return { language: wordsBest, source: { confidence: "found", evidence: "body" } };
  const trigrams = trigramLanguage(lines);
  const headings = [...headingVotes(lines).entries()].sort((a, b) => b[1] - a[1]);
  // Spanish and Portuguese share "Requisitos": a heading only counts when it outvotes every other language's.
  const heading = headings[0] && headings[0][1] > (headings[1]?.[1] ?? 0) ? headings[0] : undefined;

  const found = (language: AdvertLanguage) => ({
    language,
    source: { confidence: "found", evidence: "body" } as const,
  });
  const inferred = (language: AdvertLanguage) => ({
    language,
    source: { confidence: "inferred", evidence: "body" } as const,
  });
  // An applicant-tracking system's English headings ("Overview", "Responsibilities") over a Dutch body: the body's
  // words and trigrams, when they agree, outweigh the template's headings.
  if (wordsClear && trigrams?.language === wordsBest) return found(wordsBest);
  if (heading && (heading[1] >= 2 || heading[0] === trigrams?.language || heading[0] === wordsBest))
    return found(heading[0]);
  if (wordsClear) return trigrams?.language === wordsBest ? found(wordsBest) : inferred(wordsBest);
  if (trigrams?.sure) return inferred(trigrams.language);
  if (wordsShare >= 0.05) return inferred(wordsBest);
  if (trigrams && trigrams.language !== "other") return inferred(trigrams.language);
  if (heading) return inferred(heading[0]);
  return { language: "en", source: { confidence: "unknown", evidence: "none" } };
}

export type EnglishSpelling = "uk" | "us";

/** Spellings and words that tell a British advert from an American one. */
const SPELLINGS: Record<EnglishSpelling, RegExp> = {
  uk: /\b(organis(e|ed|es|ing|ations?|ational)|recognis(e|ed|ing)|prioritis(e|ed|ing|ation)|specialis(e|ed|ing|t|ts)|optimis(e|ed|ing|ation)|analys(e|ed|ing)|customis(e|ed|ing|ation)|digitalis(e|ed|ation)|utilis(e|ed|ing|ation)|colours?|behaviours?|favour(ite|able)?s?|honours?|labour|centres?|programmes?|licences?|travell(ed|ing)|modelling|catalogues?|defence|enrol|enrolment|cheques?|per annum|cv|cvs)\b/giu,
  us: /\b(organiz(e|ed|es|ing|ations?|ational)|recogniz(e|ed|ing)|prioritiz(e|ed|ing|ation)|specializ(e|ed|ing)|optimiz(e|ed|ing|ation)|analyz(e|ed|ing)|customiz(e|ed|ing|ation)|digitaliz(e|ed|ation)|utiliz(e|ed|ing|ation)|colors?|behaviors?|favor(ite|able)?s?|honors?|labor|centers?|travel(ed|ing)|modeling|catalogs?|defense|enroll|enrollment|resumes?|pto|401\(k)/giu,
};

/** "San Francisco, CA", "Austin, Texas": an American address. */
const US_STATE =
  /,\s*(A[LKZR]|C[AOT]|FL|GA|HI|I[DLA]|K[SY]|LA|M[DAINST]|N[EVHJMYCD]|OH|OK|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|DC)(?=\s+\d{5}\b|\s*(?:$|[|·•()–-]))|\b(California|Texas|Florida|Illinois|Massachusetts|Colorado|Pennsylvania|Ohio|Michigan|Arizona|Oregon|North Carolina|Virginia|New Jersey|Minnesota|Tennessee|Utah)\b/gm;

/** The English advert's spelling from its words ("organisation"/"organization", "£"/"$", US states); null when it doesn't say. */
export function englishSpelling(text: string): EnglishSpelling | null {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const uk = count(SPELLINGS.uk) + count(/£/g);
  const us = count(SPELLINGS.us) + count(/\$/g) + count(US_STATE);
  if (uk === us) return null;
  return uk > us ? "uk" : "us";
}
