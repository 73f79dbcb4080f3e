import {
  GENDER_MARKER,
  isPayOrGrade,
  isPlace,
  isReference,
  isWorkPattern,
  JOB_BOARDS,
  LEGAL_SUFFIX,
  withoutLegalForm,
} from "@/lib/ai/analysis/advert-vocabulary";
import type { Evidence } from "@/lib/ai/analysis/job-analysis";
import { cleanJobTitle, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { STOP_WORDS } from "@/lib/ai/analysis/stemming";
import { collapseSpaces } from "@/lib/ai/analysis/text";

/** A value an analyser read, where from, and where in the advert (earlier wins among equals). */
export type Candidate = { value: string; evidence: Evidence; at: number };

/** Words that open a sentence or name a document part, never a company ("Today", "Careers", "Job"). */
const NOT_A_NAME = new Set(
  (
    "today currently now here also so and but then finally since every careers career jobs job vacancy vacancies " +
    "opportunity opportunities overview summary description details position role hiring urgent apply hello hi dear " +
    "team company employer client organisation organization department our your their my we you us they it this " +
    "that who what why how where when welcome introduction responsibilities requirements benefits salary location " +
    "closing date grade band reference contract hours full part time permanent temporary remote hybrid the a an " +
    "wir sie ihr ihre unser unsere uns nous vous notre votre nos vos nosotros nuestro nuestra tu su el la los las le les " +
    "un une una de der die das diese dieser cette ce este esta über à sobre acerca home inmail message messages " +
    "reply editado edited carrières carrière karriere carreras carrera vacatures empleo emplois " +
    "stelle stellen aufgabe tätigkeit funktion functie vacature baan poste puesto plaza vacante farm betrieb hof"
  ).split(" "),
);

/** Words that open a sentence before a name ("Today Acme is hiring", "Careers at Acme"). */
const OPENERS = new Set(
  (
    "today currently now here also so and but then finally since every careers career jobs job hiring urgent hello " +
    "hi dear welcome about join why our your their my we you us they it this that the a an at with for in of by from " +
    "wir sie ihr ihre unser unsere bei über nous vous notre votre chez rejoignez nosotros nuestro nuestra en sobre únete " +
    "der die das den dem des le la les el los las un une una ein eine einen wer sind ist qui sommes somos quiénes " +
    "was wie warum pourquoi por qué"
  ).split(" "),
);

/** Trims sentence-openers and trailing filler off a captured name ("Today Acme" → "Acme"). */
export function tidyName(written: string): string {
  // "Tak Shing Watch Services Limited 德成鐘錶服務有限公司": a name also written in another script, kept in Latin letters.
  const raw = written.replace(
    /(?<=[A-Za-z.)])\s+[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Thai}\p{Script=Hebrew}][^A-Za-z]*$/u,
    "",
  );
  // ("QA Lead at Kite Harbor Software. My team is hiring": a name ends with its sentence; "J.P. Morgan", "Co. Ltd" go on.)
  // (Not before a subject pronoun: "Grace Bay and Turtle Cove. We are looking for" was a sentence's subject.)
  const end = /\.\s+(?!(?:We|I|You|They|It|He|She)$)\p{Lu}\p{L}*$/u.exec(raw);
  const before = end ? raw.slice(0, end.index) : "";
  const sentence =
    end &&
    /\S\s+\S/.test(before) &&
    !/(?:^|[\s.])\p{Lu}$|\b(?:Co|Inc|Ltd|St|Dr|Mr|Mrs|Ms|No|Corp|Bros)$/u.test(before)
      ? before
      : raw;
  let words = collapseSpaces(sentence.replace(/[’']s$/, ""))
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}).&]+$/gu, "")
    .split(" ");
  while (words.length > 1 && OPENERS.has(words[0]!.toLowerCase())) words = words.slice(1);
  if (words.length === 1 && OPENERS.has(words[0]!.toLowerCase())) return "";
  // "Harrowgate Mutual Careers": a careers site's name is the employer's.
  while (
    words.length > 1 &&
    /^(and|of|for|&|the|team|und|et|y|de|careers|jobs|karriere)$/i.test(words[words.length - 1]!)
  )
    words = words.slice(0, -1);
  return words.join(" ");
}

/** Plural role words name firms ("Harbor Capital Partners", "Lane Associates"), not jobs. */
const FIRM_WORDS =
  /(?<![\p{L}])\p{L}*(?:kantoor|bureau|bedrijf|praktijk|groep|farm)\b|(?<![\p{L}])(?:communauté|dienst)(?![\p{L}])|(?<![\p{L}])\p{L}{3,}works\b|^\p{L}{3,}erei\b|\b(partners|associates|vets|consultants|consulting|advisors|advisers|solicitors|architects|engineers|designers|recruitment|recrutement|reclutamiento|selección|conseil|cabinet|agents|group|trust|council|foundation|academy|school|college|colegio|universit\p{L}*|kolej|hochschule|inn|tavern|pub|lodge|resort|winery|bodegas?|distillery|vineyards?|brasserie|bistro|hospitals?|hospitali(?:er|ère|ar|ario|aria)|hôpital|klinikum|clinic|clínica|clinique|bank|labs?|laborator(?:y|ies)|laboratoire|laboratorio|studios?|systems|technologies|health|healthcare|services|solutions|logistics|freight|foods|holdings|capital|insurance|energy|homes|hotels?|hoteles|bakery|bakehouse|brewery|pharmacy|pharma|therapeutics|biosciences|media|digital|software|manufacturing|components|construction|retail|stores|motors|airlines|travel|network|industries|international|ventures|collective|kanzlei|atelier|institute|institut|instituto|instituut|istituto|authority|syndicat|métropole|préfecture|directorate|inspectorate|secretariat|ayuntamiento|municipalidad|municipio|mairie|municipality|diputación|ministerio|ministère|ministry|gruppe|groupe|grupo|alliance|cooperative|landkreis|gemeinde|gemeente|stichting|stiftung|verein|genossenschaft|fondation|fundación|fundacion|asociación|association|ziekenhuis|huisartsenpraktijk|tandartspraktijk|praktijk)\b/iu;

/** Legal forms and firm words mark an organisation ("Calloway Freight Solutions", "Kestrel GmbH"). */
/** A shop word before its name ("Boulangerie La Ravine Blanche", "Bakkerij Jansen"); inside a title it is no firm. */
const SHOP_FIRST =
  /^(?:boulangerie|boucherie|fromagerie|pâtisserie|patisserie|chocolaterie|panader[ií]a|carnicer[ií]a|pasteler[ií]a|bakkerij|slagerij|restaurant|ristorante|café|garage|hôtel|pharmacie|farmacia|apotheek|auberge|domaine|château)\s+(?:(?:de|du|des|la|le|les|el|del|van|het|de la)\s+|l['’])?\p{Lu}/u;

export function isFirmName(text: string): boolean {
  return (
    FIRM_WORDS.test(text) ||
    SHOP_FIRST.test(text.trim()) ||
    LEGAL_SUFFIX.test(text.trim()) ||
    /\b(mbB|mbH|gGmbH|S\.A\.|SAS|LLP|Ltd|plc|GmbH|Inc|Works)\b/.test(text)
  );
}

/** "Remote", "Full time"; but "Top End Remote Health Alliance" has a work word inside a firm's name. */
export function isWorkPatternNotFirm(text: string): boolean {
  return isWorkPattern(text) && !(isFirmName(text) && text.trim().split(/\s+/).length >= 3);
}

export function isTitleNotFirm(text: string): boolean {
  return looksLikeJobTitle(text) && !isFirmName(text);
}

const NAME_CONNECTOR =
  /^(&|and|of|for|the|de|du|des|la|le|von|und|y|et|en|am|an|der|di|da|do|dos|del|e|van|zu)$/i;

/** "Kinderwelt Havelland gGmbH" is a name; "Sonnenblume in Falkensee eine" is a phrase with a name in it. */
function hasNameShape(text: string): boolean {
  const words = text.split(" ");
  return words.every(
    (word, index) =>
      /^[\p{Lu}\p{N}&]/u.test(word) ||
      NAME_CONNECTOR.test(word) ||
      /^[dl]['’]\p{Lu}/u.test(word) ||
      LEGAL_SUFFIX.test(` ${word}`) ||
      // "S.à r.l.": a legal form of two words.
      (index > 0 && LEGAL_SUFFIX.test(` ${words[index - 1]} ${word}`)) ||
      /^(gGmbH|mbB|mbH|eG|e\.V\.|plc|gmbh|\(Pty\)|\(Pvt\.?\)|\(Private\))$/.test(word) ||
      (index === 0 && /^\p{Ll}[\p{L}\p{N}.-]{2,20}$/u.test(word)),
  );
}

/** A plausible organisation name: short, not a sentence, not a place, title, salary or button. */
const PUBLIC_OFFICE =
  /^(?:(?:der|die|le|la|el|de)\s+)?(?:Ober)?(?:bürgermeister(?:in)?|landrat|landrätin|präsident(?:in)?|magistrat|gemeindevorstand|kreisausschuss|maire|alcalde(?:sa)?|burgemeester)$/iu;

const PUBLIC_UNIT =
  /^(?:Fachbereich|Abteilung|Amt für|Dezernat|Referat|Fachdienst|Sachgebiet|Geschäftsbereich|Direction (?:de|des|du)|Service (?:de|des|du)|Departamento de|Área de|Afdeling|Directie)\b/u;

export function isCompanyLike(segment: string): boolean {
  const text = tidyName(segment);
  // "Syndicat Intercommunal de Santé Publique du Grand Nouméa": a public body's name runs longer.
  if (!text || text.length > 60 || text.split(" ").length > (isFirmName(text) ? 9 : 7)) return false;
  // A board's stand-in for a hidden employer ("Confidential Company", "Undisclosed employer") names none.
  if (
    /^(?:confidential|undisclosed|anonymous|unnamed|private)(?:\s+(?:company|employer|client|firm|organi[sz]ation))?$|^(?:company|employer)\s+(?:confidential|undisclosed)$|^(?:entreprise|empresa)\s+confidentiel(?:le)?$|^empresa\s+confidencial$/i.test(
      text,
    )
  )
    return false;
  if (
    /[.!?]$/.test(segment.trim()) &&
    !LEGAL_SUFFIX.test(segment.trim()) &&
    !/\b(inc|ltd|co|corp|plc|s\.a|s\.l|b\.v|n\.v|c\.v|zn|jr|bros)\.$|(?<![\p{L}])(?:\p{Lu}\.){2,}$/iu.test(
      segment.trim(),
    )
  )
    return false;
  // "bumeran.com.pe", "stol.it": a site's address, not its owner's name.
  if (/[:@]|https?:|www\./i.test(segment) || /^[\p{L}\p{N}-]+(?:\.[a-z]{2,10}){1,2}$/iu.test(text))
    return false;
  // Lower-case brands ("monzo", "hausgrün GmbH") are names when they stand alone or carry a legal form.
  if (!/^[\p{Lu}\p{N}]/u.test(text) && !/^\p{Ll}[\p{L}\p{N}.-]{2,20}$/u.test(text) && !isFirmName(text))
    return false;
  if (
    isPlace(text) ||
    isWorkPatternNotFirm(text) ||
    isPayOrGrade(text) ||
    isReference(text) ||
    JOB_BOARDS.test(text) ||
    JOB_BOARDS.test(collapseSpaces(segment))
  )
    return false;
  // ("Kurhotel Solna Bryza Sp. z o.o.": a legal form's small letters are not the name's shape.)
  if (isTitleNotFirm(text) || /^\d[\d.,\s]*$/.test(text) || !hasNameShape(withoutLegalForm(text) || text))
    return false;
  // "Der Oberbürgermeister" and "Fachbereich Jugend" under "Stadt Kirchbergen": its office and a unit, not the employer.
  if (PUBLIC_OFFICE.test(text) || PUBLIC_UNIT.test(text)) return false;
  // "RMC Staff Portal", "Intranet": the site the advert was copied from, not its owner.
  if (/\b(?:portal|intranet|extranet)$/i.test(text)) return false;
  // "the Occupational Health and Safety Act": a law the job works under.
  if (/\b(?:Act|Regulations|Directive|Gesetz|Verordnung)(?:\s+\d{4})?$/u.test(text)) return false;
  // "Obergurgl, Tirol": a place and its region, unless a legal form or firm word follows the comma.
  if (/^[\p{Lu}][\p{L}-]+,\s+[\p{Lu}][\p{L}-]+$/u.test(text) && !isFirmName(text)) return false;
  return !text
    .split(" ")
    .every((word) => NOT_A_NAME.has(word.toLowerCase()) || STOP_WORDS.has(word.toLowerCase()));
}

/** "Staff Nurse, London (Hybrid) (m/w/d)" → "Staff Nurse"; qualifiers such as ", Enterprise" stay. */
function placeAndPattern(inner: string): boolean {
  const parts = inner.split(/\s*,\s*/);
  return (
    parts.length > 1 &&
    parts.some((part) => isWorkPattern(part)) &&
    parts.every(
      (part) =>
        isPlace(part) ||
        isWorkPattern(part) ||
        isPayOrGrade(part) ||
        /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(part),
    )
  );
}

export function cleanTitle(raw: string): string {
  // "Ejecutivo(a)", "Contrôleur(se)", "Berater(in)": the bracketed ending is a gender marker too.
  let title = raw
    // "Camareros 🍹": a post's emoji are no part of the title.
    .replace(/\s*[\p{Extended_Pictographic}\u200d\ufe0f]+/gu, "")
    .replace(GENDER_MARKER, " ")
    // ("DÉLÉGUÉ(E) MÉDICAL(E)": in capitals too.)
    .replace(/(?<=\p{Ll})\((?:a|as|e|es|se|ne|in|innen)\)|(?<=\p{Lu})\((?:A|AS|E|ES|SE|NE|IN|INNEN)\)/gu, "")
    .replace(/\s*\*+\s*/g, " ")
    // "FORKLIFT OPERATOR – 3 posts – Thilawa SEZ": how many are hired, and what follows it, is no part of the title.
    .replace(
      /\s+[–—-]\s+\d{1,3}\s+(?:posts?|positions?|vacanc(?:y|ies)|openings?|places|plazas|postes|Stellen|vacatures)(?![\p{L}]).*$/iu,
      "",
    )
    // "Roundcube Webmail :: Conveyancing Assistant": a web mail's name before a message's subject.
    .replace(/^[^:\n]{2,40}\s::\s+/u, "")
    // "OFFRE D'EMPLOI – TECHNICIEN(NE) …": the notice's own label before the title.
    .replace(
      /^(?:offre d['’]emploi|job offer|stellenangebot|oferta de (?:empleo|trabajo))\s*[:–—-]?\s+/iu,
      "",
    )
    // ("Full-time Baker": how many hours is no part of the title.)
    .replace(/^(?:full[- ]time|part[- ]time)\s+(?=\p{L})/iu, "")
    // "Property Officer 物業主任 (Commercial Building" cut at a dash inside its bracket: the bracket's opening goes, and
    // a Chinese or Japanese copy of the title beside the English one.
    .replace(/\s*\([^()]*$/u, "");
  // (No lookbehind here: one that runs back over a long line of Chinese at every position takes seconds.)
  const cjkCopy = /\s+[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u.exec(title);
  if (cjkCopy && /\p{Script=Latin}[\p{L}.)]*$/u.test(title.slice(0, cjkCopy.index)))
    title = title.slice(0, cjkCopy.index);
  // "NEWS REPORTERS (2 POSITIONS) – HONIARA", "Plumbers (2) – Rodney Bay hotel refurbishment": after the count of
  // posts, the rest says where or for what.
  title = title.replace(/^(.{3,60}?)\s*\(\d{1,2}(?:\s+\p{L}+)?\)\s+[–—-]\s+.+$/u, "$1");
  // Trailing brackets that hold a place, a pattern of work, pay or a reference go.
  for (let previous = ""; previous !== title;) {
    previous = title;
    title = title.replace(/\s*[([]([^()[\]]*)[)\]]\s*$/, (whole, inner: string) =>
      isPlace(inner) ||
      isWorkPattern(inner) ||
      isPayOrGrade(inner) ||
      isReference(inner) ||
      // "(Cebu, day shift)": a place (known or not) and a pattern of work.
      placeAndPattern(inner) ||
      /^\d|^x\s?\d+$/i.test(inner) ||
      // "(Liberia, Guanacaste)": a town and its region.
      /^\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?,\s*\p{Lu}[\p{L}-]+(?:\s\p{Lu}[\p{L}-]+)?$/u.test(inner)
        ? ""
        : whole,
    );
  }
  // "NEWS REPORTERS – HONIARA": where the job is.
  title = title.replace(/\s+[–—-]\s+([^–—-]{2,40})$/u, (whole, tail: string) => (isPlace(tail) ? "" : whole));
  // "PADI Dive Instructor x2": how many are wanted; "QUANTITY SURVEYOR - MID-LEVEL": the level sought.
  title = title
    .replace(/\s+x\s?\d{1,2}$/i, "")
    .replace(/\s+[-–—]\s+(?:mid[- ]level|entry[- ]level|experienced|all levels)$/i, "");
  const parts = title.split(/\s*,\s*/);
  while (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    if (isPlace(last) || isWorkPattern(last) || isPayOrGrade(last) || isReference(last)) parts.pop();
    else break;
  }
  title = parts.join(", ");
  title = title
    .replace(/^(?:(?:band|grade)\s+\d+[a-z]?|nhs)\s+/i, "")
    .replace(/\s+(?:band|grade)\s+\d+[a-z]?$/i, "")
    // A Swiss workload after the title ("Logopädin / Logopäde 60 – 80 %").
    .replace(/\s+\d{1,3}\s*(?:%\s*)?(?:[–-]\s*\d{1,3}\s*)?%$/, "");
  title = title.replace(/^(?:job title|position|role|vacancy|title)\s*[:\-–]\s*/i, "");
  // "Harbourview Logistics is hiring a Yard Supervisor" as a first line: the title is what is hired.
  title = title.replace(
    /^.{1,60}?\b(?:is|are) (?:hiring|recruiting|looking for|seeking)(?: for)?:? (?:an? |the )?/i,
    "",
  );
  // "Recherche secrétaire", "Se busca camarero": the call before the title is not part of it.
  title = title.replace(
    /^(?:recherche|recherchons|cherche|je cherche|on recherche|se busca|busco|buscamos|se necesita|se necesitan|necesitamos|se requiere|se solicita|suche|gezocht)\s*:?\s+(\p{L})/iu,
    (_, letter: string) => letter.toUpperCase(),
  );
  // "Metzger / Fleischer gesucht", "FARRIER WANTED": the call after the title is not part of it.
  // ("Medewerker varkenshouderij gezocht in Zweden": with where the job is.)
  title = title.replace(
    /\s+(?:wanted|needed|required|gesucht|gezocht|recherchée?s?|buscad[oa]s?)(?:\s+(?:in|im|en|à|au|op|bij|at)\s+\p{Lu}[\p{L} -]{1,30})?$/iu,
    "",
  );
  // "UN AGENT D'ACCUEIL", "EINE PFLEGEFACHKRAFT": an article before a title in capitals.
  if (!/\p{Ll}/u.test(title)) title = title.replace(/^(?:une?|una|eine[nr]?|ein|een)\s+(?=\p{Lu}{3})/iu, "");
  return cleanJobTitle(unshouted(title));
}

const SMALL_WORDS =
  /^(of|and|for|the|to|in|at|on|de|del|la|las|los|el|des|du|et|y|en|und|für|im|van|der|het|a|à|para|por|con|pour|sur|mit|bei|von|zu)$/i;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "ELECTRICAL LEADING HAND" → "Electrical Leading Hand"; short words such as "QA", "HR" and "II" keep their capitals. */
export function unshouted(title: string): string {
  if (/\p{Ll}/u.test(title) || !/\p{Lu}{4}/u.test(title)) return title;
  return (
    title
      .split(" ")
      .map((word, index) => {
        if (index > 0 && SMALL_WORDS.test(word)) return word.toLowerCase();
        // "D'AGGLOMÉRATION" → "d'Agglomération": an elided article inside a French name.
        const elided = /^([DL])['’](\p{L}+)$/u.exec(word);
        if (index > 0 && elided) return `${elided[1]!.toLowerCase()}'${capitalised(elided[2]!)}`;
        if (word.replace(/[^\p{L}]/gu, "").length <= 3 && !SMALL_WORDS.test(word)) return word;
        return word
          .toLowerCase()
          .replace(/(^|[-(])(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase());
      })
      .join(" ")
      // "TECHNICIEN(NE)" → "Technicien(ne)": a feminine ending in brackets.
      .replace(/\((Ne|E|Es|In|Innen|A|Ice|Euse|Trice|Ère)\)/g, (ending) => ending.toLowerCase())
  );
}

/** A job title segment: has a role word, is short, and is not a sentence. */
export function isTitleLike(segment: string): boolean {
  const text = cleanTitle(segment);
  if (!text || text.length > 90 || text.split(" ").length > 12) return false;
  if (
    /[.!?]$/.test(segment.trim()) ||
    // "basis. Intending buyers may inspect the prop-": a sentence ends inside, or a word breaks at the line's end.
    (/(?<![\p{L}])\p{Ll}{3,}\.\s+\p{Lu}/u.test(text) && text.split(" ").length >= 6) ||
    /\p{Ll}-$/u.test(segment.trim()) ||
    /^(we|you|our|your|i|if|as|this|the role|join|je|jij|wij|u|du|wir|ihr|vous|nous|tu|usted|tú)\b/i.test(
      text,
    ) ||
    // "de empleo de socorristas acuáticos/as para …": a line of wrapped prose starts with a small joining word…
    /^(?:de|del|du|des|of|and|to|for|la|le|el|los|las|en|y|et|und|van|het|der|die|das|a|à)\s/.test(text) ||
    // …or ends in one ("framing and glazing systems on commercial and").
    /\s(?:and|or|of|the|to|with|on|for|in|at|a|an|und|oder|et|ou|y|o|en|de|du|des|la|le|el|van|het)$/i.test(
      text,
    )
  )
    return false;
  return looksLikeJobTitle(text) && !isPlace(text);
}
