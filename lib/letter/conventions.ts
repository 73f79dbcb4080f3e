import { englishSpelling, type EnglishSpelling } from "@/lib/ai/analysis/advert-language";
import type { AdvertLanguage, HiringManager, JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { salutation as englishSalutation, SIGN_OFF, surname } from "@/lib/ai/letter-rules";
import type { LetterLocale } from "@/lib/letter/layout";
import { ADVERT_STRIP } from "@/lib/messages/builder/letter";

/**
 * How a letter in each language greets and signs off, and which locale dates it (docs/product-rules.md, "Letter
 * language"). A letter is written in the advert's language; any language we don't write in gets an English letter.
 * English keeps "Dear Hiring Manager," and "Sincerely,"; British or American spelling only changes the spelling
 * the model is asked for and the date.
 */

export type LetterLanguage = Exclude<AdvertLanguage, "other">;

/** The language's name in English, as the prompt and the user's messages say it ("German"). */
export const LANGUAGE_NAMES: Record<LetterLanguage, string> = ADVERT_STRIP.languages;

export function letterLanguageOf(language: AdvertLanguage): LetterLanguage {
  return language === "other" ? "en" : language;
}

type Person = HiringManager;
type Address = { gender: "female" | "male" | null; doctor: boolean; professor: boolean; surname: string };

/** The advert's own titles, in any of our languages; a gender is never guessed from a name. */
const FEMALE =
  /^(ms|mrs|miss|frau|mme|madame|mlle|mademoiselle|sra|srta|señora|doña|dª|mevrouw|mevr|sig\.?ra|signora|dott\.?ssa|dra|senhora)$/i;
const MALE = /^(mr|herr|m|monsieur|sr|señor|don|d|heer|dhr|sig|signor|dott|senhor)$/i;

function addressOf(person: Person): Address {
  const titles = person.title
    .split(/\s+/)
    .filter(Boolean)
    .map((title) => title.replace(/\.$/, ""));
  return {
    gender: titles.some((t) => FEMALE.test(t)) ? "female" : titles.some((t) => MALE.test(t)) ? "male" : null,
    doctor: titles.some((t) => /^(dr|dra|dott|dott\.?ssa)$/i.test(t)),
    professor: titles.some((t) => /^(prof|professor|professorin|professeur|profesor|professore)$/i.test(t)),
    surname: surname(person.name),
  };
}

/** "de Vries" → "De Vries": a Dutch surname without the first name starts with a capital. */
const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

type Conventions = {
  /** Nobody is named, or the advert gives no title to address them by. */
  greeting: string;
  /** The greeting for a named person; null when this language writes the general one without a title. */
  named: (address: Address, person: Person) => string | null;
  signOff: (greeting: string) => string;
  locale: LetterLocale;
};

const CONVENTIONS: Record<Exclude<LetterLanguage, "en">, Conventions> = {
  de: {
    greeting: "Sehr geehrte Damen und Herren,",
    named: ({ gender, doctor, professor, surname }, person) => {
      const academic = `${professor ? "Prof. " : ""}${doctor ? "Dr. " : ""}`;
      if (gender === "female") return `Sehr geehrte Frau ${academic}${surname},`;
      if (gender === "male") return `Sehr geehrter Herr ${academic}${surname},`;
      return `Guten Tag ${academic}${person.name},`;
    },
    signOff: () => "Mit freundlichen Grüßen",
    locale: "de",
  },
  fr: {
    greeting: "Madame, Monsieur,",
    named: ({ gender, surname }) =>
      gender === "female" ? `Madame ${surname},` : gender === "male" ? `Monsieur ${surname},` : null,
    // The formal close repeats the greeting's form of address.
    signOff: (greeting) => {
      const form = greeting.startsWith("Madame, Monsieur")
        ? "Madame, Monsieur"
        : greeting.startsWith("Madame")
          ? "Madame"
          : "Monsieur";
      return `Je vous prie d'agréer, ${form}, l'expression de mes salutations distinguées.`;
    },
    locale: "fr",
  },
  es: {
    greeting: "Estimados señores:",
    named: ({ gender, doctor, surname }) =>
      gender === "female"
        ? `Estimada ${doctor ? "Dra." : "Sra."} ${surname}:`
        : gender === "male"
          ? `Estimado ${doctor ? "Dr." : "Sr."} ${surname}:`
          : null,
    signOff: () => "Atentamente,",
    locale: "es",
  },
  nl: {
    greeting: "Geachte heer/mevrouw,",
    named: ({ gender, doctor, surname }, person) => {
      const title = doctor ? "dr. " : "";
      if (gender === "female") return `Geachte mevrouw ${title}${capitalised(surname)},`;
      if (gender === "male") return `Geachte heer ${title}${capitalised(surname)},`;
      return `Geachte ${title}${person.name},`;
    },
    signOff: () => "Met vriendelijke groet,",
    locale: "nl",
  },
  it: {
    greeting: "Spettabile Azienda,",
    named: ({ gender, doctor, surname }, person) => {
      if (gender === "female") return `Gentile ${doctor ? "Dott.ssa" : "Sig.ra"} ${surname},`;
      if (gender === "male") return `Gentile ${doctor ? "Dott." : "Sig."} ${surname},`;
      // "Gentile" is the same for a woman and a man.
      return `Gentile ${person.name},`;
    },
    signOff: () => "Cordiali saluti,",
    locale: "it",
  },
  pt: {
    greeting: "Prezados Senhores,",
    named: ({ gender, doctor, surname }) =>
      gender === "female"
        ? `Prezada ${doctor ? "Dra." : "Sra."} ${surname},`
        : gender === "male"
          ? `Prezado ${doctor ? "Dr." : "Sr."} ${surname},`
          : null,
    signOff: () => "Atenciosamente,",
    locale: "pt",
  },
};

/** The person the letter greets: the hiring manager, or an agency's consultant. */
function personOf(job: Pick<JobAnalysis, "hiringManager" | "agency">): Person | null {
  const person = job.hiringManager ?? (job.agency?.contact ? { name: job.agency.contact, title: "" } : null);
  return person?.name ? person : null;
}

export function salutationIn(
  language: LetterLanguage,
  job: Pick<JobAnalysis, "hiringManager" | "agency">,
): string {
  if (language === "en") return englishSalutation(job);
  const conventions = CONVENTIONS[language];
  const person = personOf(job);
  return (person && conventions.named(addressOf(person), person)) || conventions.greeting;
}

export function signOffIn(language: LetterLanguage, salutation: string): string {
  return language === "en" ? SIGN_OFF : CONVENTIONS[language].signOff(salutation);
}

export type LetterConventions = {
  language: LetterLanguage;
  /** British or American spelling for an English letter, when the advert shows which. */
  spelling: EnglishSpelling | null;
  salutation: string;
  signOff: string;
  /** The locale the layout's date and default subject are written in. */
  locale: LetterLocale;
};

/** What the letter to this advert looks like, in the language it is written in. */
export function letterConventions(
  job: Pick<JobAnalysis, "hiringManager" | "agency" | "language">,
  advert: string,
  language: LetterLanguage = letterLanguageOf(job.language),
): LetterConventions {
  const spelling = language === "en" ? englishSpelling(advert) : null;
  const salutation = salutationIn(language, job);
  const english: Record<EnglishSpelling, LetterLocale> = { uk: "en-GB", us: "en-US" };
  return {
    language,
    spelling,
    salutation,
    signOff: signOffIn(language, salutation),
    locale: language === "en" ? (spelling ? english[spelling] : "en") : CONVENTIONS[language].locale,
  };
}
