import {
  isCompanyLike,
  isFirmName,
  isTitleLike,
  isTitleNotFirm,
  tidyName,
  unshouted,
  type Candidate,
} from "@/lib/ai/analysis/advert-candidates";
import { personAtStart, signature } from "@/lib/ai/analysis/advert-people";
import { taggedPieces } from "@/lib/ai/analysis/advert-position";
import type { AdvertLine } from "@/lib/ai/analysis/advert-text";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { countriesIn, isPlace, JOB_BOARDS, LEGAL_SUFFIX } from "@/lib/ai/analysis/advert-vocabulary";
import { STOP_WORDS } from "@/lib/ai/analysis/stemming";
import { unhyphenated } from "@/lib/ai/analysis/text";

/**
 * Where an advert's body names its employer: "Acme is hiring", "Join Acme as…", "About Acme", "At Acme, we…",
 * "Acme is an equal opportunity employer", a recruiter's signature, a labelled field, and the same in German,
 * French and Spanish (docs/product-rules.md, "Advert analysis").
 */

const TOKEN = "[\\p{Lu}\\p{N}][\\p{L}\\p{M}\\p{N}&'’.+-]*";
const LINK = "(?:&|and|of|for|the|de|du|des|del|la|le|von|und|y|et|am|an|der|di|da|do|dos|das)";
export const NAME = `${TOKEN}(?:[ \\t]+(?:${LINK}[ \\t]+)?${TOKEN}){0,5}`;

const LABEL =
  // ("2. Empleador: Trilladora La Cumbrera": a form's numbered field.)
  /^(?:\d{1,2}[.)]\s+)?(company|company name|employer|empleador|advertiser|seller|verkäufer(?:in)?|verkoper|vendeur|anunciante|vendedor|annonceur|anbieter(?:in)?|adverteerder|hiring organi[sz]ation|organi[sz]ation|ministry|ministère|ministerio|ministerie|ministerium|department|trust|council|school|academy|firm|client|unternehmen|arbeitgeber|dienstgeber|firma|entreprise|société|employeur|empresa|compañía|organismo|organisatie|werkgever|bedrijf|afdeling)(?:\s*:\s*|\s+[-–]\s+)(.+)$/i;

const RECRUITER_TITLE =
  "(?:talent partner|recruiter|talent acquisition(?: partner| specialist| lead| manager)?|recruitment (?:partner|manager|lead|specialist)|people partner|head of talent|hiring manager)";

/**
 * The words a pattern cannot match without: one that opens with a name tries every capitalised word of the advert,
 * so it runs only when its verb is there at all (most of the company reader's cost otherwise).
 */
const NEEDS = new Map<RegExp, RegExp>();
function needing(needs: RegExp, pattern: RegExp): RegExp {
  NEEDS.set(pattern, needs);
  return pattern;
}

/** 'Family taverna "To Limanaki tou Stelios"', 'the restaurant «Chez Lulu»': the quotes mark a venue's name, whatever its words. */
const VENUES =
  "taverna tavern restaurant restaurante ristorante café cafe bar pub hotel guesthouse hostel lodge resort bakery boulangerie bäckerei gasthof gasthaus salon clinic pharmacy boutique shop store company firm school kindergarten daycare nursery workshop garage".split(
    " ",
  );
const QUOTED_VENUE = new RegExp(
  `\\b(?:${VENUES.map((word) => `[${word[0]!.toUpperCase()}${word[0]}]${word.slice(1)}`).join("|")})\\s+["“«„](\\p{Lu}[^"”»“\\n]{1,58}?)["”»“]`,
  "gu",
);

const SENTENCES: RegExp[] = [
  // "Posting for my friends at Laguna Blue Tours here in …": a group member posting for a business.
  new RegExp(
    `\\b[Pp]osting (?:this )?for (?:my |a |our )?(?:friends?|cousin|family|neighbou?rs?) at (${NAME})`,
    "gu",
  ),
  // "my boss at Vaisigano Builders is looking for one more carpenter": where the poster works.
  new RegExp(
    `\\b(?:my|our)\\s+(?:boss|manager|employer|supervisor|foreman)\\s+at\\s+(${NAME})(?=\\s+(?:is|are|needs|wants|has)\\s)`,
    "gu",
  ),
  // "Tsagaan Ovoo Cashmere – our shop on Peace Avenue": a line naming the poster's own shop.
  new RegExp(
    `^\\s*(${NAME})\\s+[–—-]\\s+(?:our|my|their)\\s+(?:shop|store|restaurant|café|cafe|hotel|bar|salon|clinic|company|business|office|bakery|garage|workshop|farm|boutique|pharmacy)(?![\\p{L}])`,
    "gmu",
  ),
  // "Ik ben Marloes, mede-eigenaar van Kaapse Kust Reizen, een …": the writer names their own firm.
  new RegExp(
    `(?<![\\p{L}])(?:I['’]m|I am|Ik ben|Je suis|Soy|Ich bin)\\s+\\p{Lu}\\p{Ll}+,\\s+(?:the\\s+|de\\s+|la\\s+|le\\s+|el\\s+|die\\s+|der\\s+)?(?:co-?owner|owner|founder|co-?founder|mede-eigenaar|eigenaar|oprichter|propriétaire|co-?fondat(?:eur|rice)|fondat(?:eur|rice)|gérante?|dueñ[oa]|propietari[oa]|fundador(?:a)?|Inhaber(?:in)?|Mitinhaber(?:in)?|Gründer(?:in)?|Geschäftsführer(?:in)?)\\s+(?:of|at|van|bij|de|chez|von|bei)\\s+(${NAME})`,
    "giu",
  ),
  // "an opening on my team at Jaro Health Information Services": where the writer's team works.
  new RegExp(`\\b(?:on|in|join) (?:my|our) team at \\*{0,2}(${NAME})`, "gu"),
  // "I run Onchan Lock & Safe.", "I own Kiteworld Cabarete,": the writer's own business.
  new RegExp(
    `\\bI (?:run|own|co-own|started|founded) (${NAME})(?=[.,;!]|\\s+(?:and|with|since|in)\\s)`,
    "gu",
  ),
  // "Wir sind die Inselbäckerei Kröger, eine kleine …", "We are Harbourview Hotels, a …": the writers name their firm.
  new RegExp(
    `(?<![\\p{L}])(?:Wir sind (?:die|das|der|ein|eine)?|We are|We['’]re|Nous sommes|Somos|Wij zijn)\\s+(${NAME})(?=,\\s+(?:eine?|an?|une?|una?|een)\\s)`,
    "gu",
  ),
  // "📣 We're hiring! Resident Marine Biologist at Vilu Falhu Resort, Baa Atoll": where the title is.
  new RegExp(
    `\\b(?:[Ww]e['’]re|[Ww]e are|[Nn]ow) hiring[!:]\\s+[^\\n.!?;:]{3,60}?\\s+(?:at|@)\\s+(${NAME})`,
    "gu",
  ),
  needing(
    /\b(?:hiring|looking|seeking|recruiting|searching|expanding|growing)\b/,
    new RegExp(
      // ("Polished Nail Bar in St. John's is looking for": the firm before its place.)
      `(${NAME})\\s+(?:\\([^()\\n]{2,60}\\)\\s+|in\\s+\\p{Lu}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,2}\\s+)?(?:is|are)\\s+(?:currently\\s+|now\\s+|actively\\s+|urgently\\s+)?(?:hiring|looking|seeking|recruiting|searching|expanding|growing)\\b`,
      "gu",
    ),
  ),
  needing(
    /\b(?:seeks|wants|needs|has)\b/,
    new RegExp(
      `(${NAME})\\s+(?:seeks|wants|needs|has\\s+(?:an?|two|several|a\\s+new)\\s+(?:exciting\\s+|new\\s+|rare\\s+)?(?:opportunit|vacanc|opening|role|position))`,
      "gu",
    ),
  ),
  new RegExp(
    `\\b[Jj]oin\\s+(?:the\\s+(?:\\w+\\s+)?team\\s+at\\s+|us\\s+at\\s+|our\\s+\\w+\\s+team\\s+at\\s+)?(${NAME})(?=\\s+(?:as|in|and|on|to|team|where|—|–|-)\\b|[!.,:;]|\\s*$)`,
    "gmu",
  ),
  new RegExp(
    `^(?:about|why|life at|working at|work at|careers at|who is|werken bij|arbeiten bei|karriere bei|jobs bei|travailler chez|carrières chez|trabajar en|trabaja en)\\s+(${NAME})\\s*[?:!]?\\s*$`,
    "gimu",
  ),
  // "Únete a Constructora Turia Hàbitat, una constructora…", "Rejoignez Maison Ardoise", "Werde Teil von Elbkontor".
  new RegExp(
    `(?<![\\p{L}])(?:Únete a|Unete a|Rejoignez|Werde Teil von|Kom werken bij)\\s+(${NAME})(?=[,.!]|\\s+(?:y|et|und|en|as|como|comme|als)\\b)`,
    "gu",
  ),
  // A recruiter's opener: "Hi Tom, Akinyi from Mto Water here", "I'm Sam from Northwind,".
  new RegExp(
    `(?:^|[\\s:,])(?:I['’]m\\s+|I am\\s+|[Tt]his is\\s+|[Ii]t['’]s\\s+)?\\p{Lu}\\p{Ll}+\\s+from\\s+(${NAME})(?=\\s+here\\b|\\s*[,.!])`,
    "gu",
  ),
  new RegExp(`\\b(?:At|Here at|Bei|Chez|En)\\s+(${NAME}),\\s`, "gu"),
  // "We're **Kinvig & Corkill Financial Planning**, a two-adviser IFA": the firm introducing itself.
  new RegExp(
    `\\b(?:[Ww]e['’]re|[Ww]e are|[Nn]ous sommes|[Ww]ir sind|[Ss]omos|[Ww]ij zijn)\\s+\\**(${NAME})\\**,\\s+(?:an?|the|une?|ein|eine|una?|een)\\s`,
    "gu",
  ),
  // "We're hiring a Catering Supervisor at Sankofa Table, full-time in Osu".
  new RegExp(
    `\\b(?:hiring|recruiting|looking for|seeking)\\s+(?:an?|two|three|several)\\s+[^.!?\\n]{3,60}?\\s+at\\s+(${NAME})(?=[,.!]|\\s+(?:in|on|for|to|who|and|—|–|-)\\s|\\s*$)`,
    "gmu",
  ),
  // "En Terminal Pacífico Colima operamos…", "Bei Elbkontor entwickeln wir…", "Chez Maison Ardoise nous…".
  new RegExp(
    `(?:^|[.!]\\s+)(?:En|Bei|Chez|Bij)\\s+(${NAME})\\s+(?:operamos|somos|ofrecemos|trabajamos|creemos|diseñamos|fabricamos|construimos|seguimos|estamos|buscamos|abrimos|contratamos|crecemos|entwickeln|sind|bieten|arbeiten|gestalten|suchen|wachsen|nous|on|werken|zijn|bieden|maken|bouwen|zoeken|groeien)\\b`,
    "gmu",
  ),
  new RegExp(`\\b[Hh]ere at\\s+(${NAME})(?=\\s+\\p{Ll}|[,.!])`, "gu"),
  // "L'association Les Jardins du Partage agit…", "La empresa X", "Das Unternehmen X".
  new RegExp(
    `\\b(?:L['’]association|La société|L['’]entreprise|Le groupe|La fondation|La empresa|La asociación|La fundación|El grupo|Der Verein|Die Stiftung|Das Unternehmen)\\s+(${NAME})`,
    "gu",
  ),
  // "Le supermarché Baobab Plus de Sacré-Cœur 3 recrute": a shop named after its kind, without the place after it.
  new RegExp(
    `\\b(?:Le supermarché|La supérette|Le restaurant|L['’]hôtel|La boulangerie|La pharmacie|Le magasin|La clinique|El supermercado|El restaurante|La farmacia|La panadería|La clínica|Die Bäckerei|Die Apotheke|Das Restaurant|De bakkerij|De apotheek|De supermarkt)\\s+(\\p{Lu}[\\p{L}'’&-]*(?:\\s+\\p{Lu}[\\p{L}'’&-]*){0,3})`,
    "gu",
  ),
  // Lower-case brands: "At tallyway, we're building…".
  /\b(?:At|Here at|Join)\s+([a-z][a-z0-9.-]{2,20}),?\s+(?:we|we're|we’re|our|you)\b/g,
  new RegExp(
    `(?:^|\\.\\s+)(${NAME})\\s+(?:is|are|ist|est|es|son|sont)\\s+(?:an?|the|one of|europe's|the uk's|britain's|a\\s+leading|ein|eine|einer|der|die|un|une|una|el|la|le|l'|uno|una de|l’un|l'un|leader)\\s`,
    "gmu",
  ),
  needing(
    /\bequal\s+opportunit/,
    new RegExp(`(${NAME})\\s+(?:is|are)\\s+(?:an?\\s+|proud to be an?\\s+)?equal\\s+opportunit`, "gu"),
  ),
  needing(
    /\b(?:committed|proud|dedicated)\s+to\b/,
    new RegExp(`(${NAME})\\s+(?:is|are)\\s+(?:committed|proud|dedicated)\\s+to\\b`, "gu"),
  ),
  // "Halloran Water Alliance was formed in 2015 by three councils".
  needing(
    /\b(?:was|were)\s+(?:founded|formed|established|set up|created|launched|started)\b/,
    new RegExp(
      `(${NAME})\\s+(?:was|were)\\s+(?:founded|formed|established|set up|created|launched|started)\\b`,
      "gu",
    ),
  ),
  // A public notice: "recrutement d'un Accordeur-Technicien de pianos à l'Auditorium du Rocher".
  new RegExp(
    `\\brecrutement\\s+d['’]une?\\s+[^\\n.;]{3,80}?\\s(?:à\\s+l['’]|au\\s+|à\\s+la\\s+|aux\\s+)(${NAME})`,
    "gu",
  ),
  // "Twelve years ago Dar Al Sayegh started as a tiny oud counter".
  needing(
    /\b(?:started|began)\s/,
    new RegExp(`(${NAME})\\s+(?:started|began)\\s+(?:as|life as|out as|in)\\s`, "gu"),
  ),
  new RegExp(`\\b${RECRUITER_TITLE}\\s*(?:,|at|@|–|—|-)\\s*(${NAME})\\s*$`, "gimu"),
  // After "|" only in a signature that starts with the sender's name ("Freya Nakamura | Talent Acquisition | brightline"):
  // a LinkedIn headline lists a recruiter's field there ("Talent Acquisition Partner | Aerospace").
  new RegExp(
    `^\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+){1,3}\\s*\\|\\s*(?:senior\\s+|lead\\s+)?${RECRUITER_TITLE}\\s*\\|\\s*(${NAME})\\s*$`,
    "gimu",
  ),
  new RegExp(
    `\\b(?:reaching out from|I work (?:at|for)|I'm (?:a|an|the) [\\w -]{2,40}? at)\\s+(${NAME})`,
    "gu",
  ),
  new RegExp(`\\b(?:benefits|perks|life|working)\\s+(?:at|of working at)\\s+(${NAME})\\b`, "gu"),
  // German, French, Spanish.
  needing(
    /(?:sucht|recrute|recherche|busca|está|contrata|solicita|zoekt|seeks)/,
    // "Escuela Ola Verde, escuela de surf en la playa, busca …": a sentence's subject before its description.
    new RegExp(
      `(?:^|\\n)(${NAME})(?:,\\s+[^,\\n]{3,90},)?\\s+(?:sucht|recrute|recherche|busca|está buscando|está contratando|contrata|solicita|zoekt|seeks)\\b`,
      "gu",
    ),
  ),
  new RegExp(
    `\\b(?:Werde Teil (?:von|des|der)|Verstärke(?:n Sie)? (?:das Team (?:von|der|des)|die)|Rejoignez|Rejoins|Únete a|Únete al equipo de|Incorpórate a)\\s+(${NAME})`,
    "giu",
  ),
  new RegExp(
    `^(?:über|à propos de|a propos de|sobre|acerca de|qui est|quiénes somos en)\\s+(${NAME})\\s*:?\\s*$`,
    "gimu",
  ),
  new RegExp(`\\b(?:Die|Der|La société|L'entreprise|La empresa)\\s+(${NAME})\\s+(?:ist|est|es)\\b`, "gu"),
];

/** A name with a legal form ("Harlow & Finch LLP", "Kestrel GmbH") is an organisation wherever it stands. */
// ("Allen-Bradley PLC experience", "Siemens PLC programming": a programmable logic controller, not a public company.)
const NOT_A_CONTROLLER = String.raw`(?!\s+(?:experience|programming|programmer|programs?|skills?|knowledge|systems?|controls?|logic|troubleshooting|fault-finding|faults?|controllers?|platforms?|hardware|software|code|ladder|commissioning|integration|panels?|based)(?![\p{L}]))`;
const WITH_LEGAL_FORM = new RegExp(
  `(${TOKEN}(?:[ \\t]+(?:${LINK}[ \\t]+)?${TOKEN}){0,4}?(?:,?(?:\\s+\\(\\p{Lu}\\p{Ll}{1,11}\\))?\\s+(?:\\(P(?:ty|vt)\\.?\\)\\s+Ltd\\.?|\\(Private\\)\\s+Limited|P(?:ty|vt|te)\\.?\\s+(?:Ltd\\.?|Limited)|Private Limited|S\\.A\\. de C\\.V\\.|S\\.p\\.A\\.|S\\.r\\.l\\.|Ltd\\.?|Limited|(?:plc|PLC)${NOT_A_CONTROLLER}|LLP|LLC|Inc\\.?|GmbH|gGmbH|PartGmbB|AG|SE|S\\.A\\.S?|SAS|SARL|S\\.L\\.|B\\.V\\.|N\\.V\\.|Corp\\.?|Sdn\\.? Bhd\\.?|S\\.A\\.C\\.?|E\\.I\\.R\\.L\\.?|Anstalt|OHG|Ltda\\.?|S\\.à r\\.l\\.|SàRL|SRL|BVBA|VZW|ASBL|BV|NV|s\\.r\\.o\\.|spol\\. s r\\.o\\.|Kft\\.?|Zrt\\.?|Nyrt\\.?|a\\.s\\.|Sp\\. z o\\.o\\.|d\\.o\\.o\\.|ApS|A\\/S|Oy|Oyj|AB)))(?![\\p{L}])`,
  "gu",
);

function acceptable(value: string): boolean {
  const words = value.split(" ");
  // "I'll send it to him": a pronoun is no employer.
  if (/^(?:I|I['’](?:ll|m|ve|d)|We|We['’](?:re|ll|ve)|You|You['’](?:re|ll|d)|They|It['’]s)$/u.test(value))
    return false;
  if (!isCompanyLike(value) || isPlace(value)) return false;
  // ("Vor der Einstellung ist …": a preposition and its article open a phrase, not a name.)
  if (
    /^(?:vor|nach|bei|mit|in|an|auf|aus|zu|für|über|unter|während|seit|avant|après|pour|dans|avec|antes|después|para|con|voor|na|met)\s+(?:der|die|das|dem|den|des|la|le|les|el|los|las|het)\s/iu.test(
      value,
    )
  )
    return false;
  // "Long Bay and Chalk Sound. We": a sentence's end and the next one's pronoun, not a name.
  if (/\.\s+(?:We|I|Our|You|They|It|He|She)$/u.test(value)) return false;
  // A lone common word capitalised at a sentence start is not a name ("Working", "Join").
  return !(words.length === 1 && STOP_WORDS.has(value.toLowerCase()));
}

/** "Department: Public Works" inside a city's advert names a unit; "Department: Department for Transport" an employer. */
const ORGANISATION =
  /\b(department|ministry|office|agency|authority|council|executive|commission|government|trust|board)\b/i;

/** A careers site's heading in the first lines ("Werken bij Noorderkwartier Zuivel", "Careers at Acme"). */
const CAREERS_HEADING = new RegExp(
  `^(?:working at|work at|careers at|jobs at|werken bij|arbeiten bei|karriere bei|jobs bei|travailler chez|carrières chez|trabajar en|trabaja en)\\s+(${NAME})\\s*$`,
  "iu",
);

/** A careers site's own name ("Coral Sun Airways Careers", "Nordwind Karriere"). */
const CAREERS_SITE = new RegExp(
  `^(${NAME})\\s+(?:careers|jobs|karriere|carrières|empleos|vacatures)\\s*$`,
  "u",
);

/** A vacancy list's heading: "FANGA'UTA NET LTD - CURRENT VACANCIES (updated 13 Aug 2027)". */
const VACANCIES_HEADING =
  /^(.{3,60}?)\s+[-–—:|]\s+(?:current\s+|open\s+|latest\s+)?(?:vacancies|job openings|openings|jobs|careers|stellenangebote|offres d['’]emploi|vacantes|vacatures)(?![\p{L}])/iu;

export function careersHeading(lines: AdvertLine[]): Candidate[] {
  const found: Candidate[] = lines.slice(0, 3).flatMap((line) => {
    const heading = VACANCIES_HEADING.exec(line.text)?.[1];
    const value = tidyName(
      CAREERS_HEADING.exec(line.text)?.[1] ??
        CAREERS_SITE.exec(line.text)?.[1] ??
        (heading && isCompanyLike(unshouted(heading)) ? unshouted(heading) : ""),
    );
    return value && acceptable(value) ? [{ value, evidence: "label" as const, at: line.index }] : [];
  });
  // A letterhead: "MANCHESTER & CLARENDON PARISH HEALTH SERVICES" alone on the first line, an organisation's name.
  const first = lines[0];
  // Its short form in brackets ("… DU GRAND NOUMÉA (SISPGN)") is not part of the name.
  const whole = first?.text.replace(/\s*\(\p{Lu}{2,10}\)$/u, "") ?? "";
  // ("GEMEINDE WEILERBACH   Administration communale de Weilerbach": a letterhead in two languages, side by side.)
  const named =
    /^((?:\p{Lu}[\p{Lu}&'’.-]*\s+){1,6}\p{Lu}[\p{Lu}&'’.-]+)(?=\s+\p{Lu}\p{Ll})/u.exec(whole)?.[1] ?? whole;
  // ("OBHUR SPECIALIST HOSPITAL – JEDDAH": the town after the name is where it is.)
  const town = /^(.+?)\s*(?:\s[–—-]|,)\s+([^–—,]+)$/u.exec(named);
  const letterhead = named ? unshouted(tidyName(town && isPlace(town[2]!) ? town[1]! : named)) : "";
  // "MANX PARLIAMENTARY REPORTING SERVICE": a public service's name ends in "Service" (a title's "Customer Service" is
  // two words and reads as a title).
  const serviceName = /^(?:\p{L}+\s+){2,}Service$/u.test(letterhead);
  if (
    letterhead &&
    (isFirmName(letterhead) || serviceName) &&
    acceptable(letterhead) &&
    // ("AVIS DE RECRUTEMENT": a notice's kind, though "recrutement" ends many an agency's name.)
    !/^(?:avis|appel|offre|annonce|notice|convocatoria|aviso|vacature)\s/i.test(letterhead) &&
    // ("Job Bank" over the title: the board's name, however firm-like its words.)
    !JOB_BOARDS.test(first!.text.trim()) &&
    !isTitleNotFirm(letterhead)
  )
    found.push({ value: letterhead, evidence: "header", at: first!.index });
  return found;
}

export function labelledCompany(lines: AdvertLine[]): Candidate[] {
  // "[HIRING] Front of House Sound Engineer – Pelican Yard Live, Bridgetown": the piece after the title.
  const tagged = lines.flatMap((line) => {
    const [title, next] = taggedPieces(line.text);
    if (!title || !next) return [];
    const [name = "", ...rest] = next.split(/,\s+/);
    const value = tidyName(name);
    // "Taveuni, Fiji": a place, then its country.
    const place = () => isPlace(value) || countriesIn(rest.join(", ")).size > 0;
    return isTitleLike(title) && value && isCompanyLike(value) && !place()
      ? [{ value, evidence: "label" as const, at: line.index }]
      : [];
  });
  return [...tagged, ...labelledFields(lines)];
}

function labelledFields(lines: AdvertLine[]): Candidate[] {
  return lines.flatMap((line) => {
    const match = LABEL.exec(line.text);
    if (!match) return [];
    const value = tidyName((match[2] ?? "").split(/\s+[|·–—]\s+|\s+-\s+/)[0] ?? "");
    const unit =
      /^(department|division|section|service|team|afdeling)$/i.test(match[1] ?? "") &&
      !ORGANISATION.test(value);
    // EURES's "Arbeitgeber: Angaben im Stellenbeschreibungstext": the employer is in the text, not here.
    if (
      /^(?:angaben im|siehe|see (?:the )?(?:job )?(?:description|text)|voir (?:le )?texte|ver (?:el )?texto|zie (?:de )?tekst|confidential|vertraulich|not (?:disclosed|stated))/i.test(
        match[2] ?? "",
      )
    )
      return [];
    // Glassdoor's "Company - Private" gives the kind of company, not its name.
    if (
      /^(?:private|public|government|non-?profit|not-for-profit|subsidiary|franchise|self-employed|unknown)$/i.test(
        value,
      )
    )
      return [];
    return value && value.length <= 80 && !isTitleNotFirm(value)
      ? // A department names the employer only when nothing else does ("Department: Dyeing (Knits)").
        [
          unit
            ? { value, evidence: "body" as const, at: 60_000 + line.index }
            : { value, evidence: "label" as const, at: line.index },
        ]
      : [];
  });
}

/** A post's time stamp under its author ("2 d ·", "3h", "Gestern, 19:42", "hace 2 días"). */
const POSTED =
  /^(?:\d{1,2}\s?(?:m|h|d|w|u|j|t|min|mins|hr|hrs|std|uur|dag|dagen|jour|jours|día|días|day|days|wk|wks)\b|yesterday|gestern|hier|ayer|gisteren|just now|hace\s+\d|il y a\s+\d|vor\s+\d)/i;

/**
 * A social post's author over its time stamp, when it is an organisation ("Fietsen Verhaegen" over "2 d · 🌍"); in a
 * group's feed the group's own header comes first.
 */
const displayName = (line: string) => line.split(/\s+[·•|]\s+/)[0]!.trim();

/**
 * "AUTO ELECTRICIAN – Pinney's Auto & Marine, Charlestown" over "Pinney's Auto & Marine services cars …": a title and a
 * firm anywhere in the text (a newsletter's item), the firm opening the next line's sentence.
 */
export function titleThenFirm(lines: AdvertLine[]): Candidate[] {
  for (const [at, line] of lines.entries()) {
    const parts = /^(.{3,60}?)\s[–—-]\s(.{3,60}?)(?:,\s*\p{Lu}[\p{L}'’ -]{1,30})?$/u.exec(line.text);
    const next = lines[at + 1];
    if (!parts || !next || next.index !== line.index + 1 || !isTitleLike(parts[1]!)) continue;
    const firm = tidyName(parts[2]!);
    if (
      firm.split(/\s+/).length >= 2 &&
      next.text.startsWith(`${parts[2]!} `) &&
      /^\p{Ll}/u.test(next.text.slice(parts[2]!.length + 1))
    )
      return [{ value: firm, evidence: "header", at: line.index }];
  }
  return [];
}

/** "Posted on April 14, 2031 by Little Ravens Child Care Centre": a job board's line naming who posted the job. */
export function postedBy(lines: AdvertLine[]): Candidate[] {
  for (const line of lines.slice(0, 12)) {
    const name = /^Posted\s+(?:on\s+[^,]{3,30}?(?:,\s*\d{4})?\s+)?by:?\s+([^()|·]+?)\s*(?:\(|$)/i.exec(
      line.text,
    )?.[1];
    // ("Posted by: Belait Crew Services Sdn Bhd (Recruitment agency)": an agency posting is read as one.)
    // ("Posted by Nirosha", "Posted by Jane Doe": a person posted it, not a firm.)
    const firm =
      name && (isFirmName(name) || (/\s/.test(name.trim()) && personAtStart(name)?.name !== name.trim()));
    if (firm && acceptable(tidyName(name)) && !/\((?:recruitment |employment )?agency\)/i.test(line.text))
      return [{ value: tidyName(name), evidence: "header", at: line.index }];
  }
  return [];
}

export function postPublisher(lines: AdvertLine[]): Candidate[] {
  // "rodneybaysailloft ✓ 2d" over "Rodney Bay Sail Loft": the account's handle is its display name run together.
  const handled = lines.slice(0, 8).findIndex((line, index) => {
    const handle = /^@?([\p{L}\p{N}._]{4,30})(?:\s+[✓✔☑])?(?:\s|$)/u.exec(line.text)?.[1];
    // ("Sugar Apple Bakehouse · Nassau, Bahamas": the name before the place Instagram adds.)
    const name = displayName(lines[index + 1]?.text ?? "");
    return (
      handle !== undefined &&
      /\s/.test(name) &&
      handle.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "") ===
        name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")
    );
  });
  // ("Mango Reef Resort 🌴" over "@MangoReefSLU": X puts the display name above the handle, which starts like it.)
  const over = lines.slice(0, 8).findIndex((line, index) => {
    const handle = /^@([\p{L}\p{N}_]{4,30})$/u.exec(lines[index + 1]?.text.trim() ?? "")?.[1]?.toLowerCase();
    const words = displayName(line.text).toLowerCase().split(/\s+/);
    return handle !== undefined && words.length >= 2 && handle.startsWith(words.slice(0, 2).join(""));
  });
  const named = handled >= 0 ? lines[handled + 1] : over >= 0 ? lines[over] : undefined;
  // A person's account ("janedoe" over "Jane Doe") has two or three words and no firm word; three words and a post
  // that says "we" and "our" are a business's ("Blue Lagoon Boatyard").
  const plural = lines.some((line) => /\b(?:we|we['’]re|our)\b/i.test(line.text));
  const byPerson = (name: string) =>
    name.split(" ").length <= (plural ? 2 : 3) && !isFirmName(name) && personAtStart(name)?.name === name;
  if (named && acceptable(tidyName(displayName(named.text))) && !byPerson(displayName(named.text)))
    return [{ value: tidyName(displayName(named.text)), evidence: "header", at: named.index }];
  const at = lines.slice(0, 8).findIndex((line, index) => POSTED.test(lines[index + 1]?.text ?? ""));
  const first = lines[at];
  if (at < 0 || !first) return [];
  const value = tidyName(first.text.split(/\s+[·•|]\s*/)[0] ?? "");
  const text = lines.map((line) => line.text).join("\n");
  // "Fietsen Verhaegen" reads like a person's name; the shop's address (jobs@fietsenverhaegen.be) says otherwise.
  return value && acceptable(value) && (!personAtStart(value) || ownsDomain(value, text))
    ? [{ value, evidence: "header", at: first.index }]
    : [];
}

/** The advert's e-mail or web address is the name run together ("fietsenverhaegen.be"). */
function ownsDomain(name: string, text: string): boolean {
  const joined = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]/g, "");
  return [...text.matchAll(/(?:@|www\.|https?:\/\/)([a-z0-9-]+)\./gi)].some(
    (match) => match[1]!.toLowerCase().replace(/-/g, "") === joined,
  );
}

const DASH_SIGNATURE =
  /^[-–—~]\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*)?\s*,\s*[\p{L}&/ -]{2,40}?\s+(?:@|at)\s+(\p{Lu}[^@]{1,60})$/u;

/** The business under a signature ("Dale Ruediger, owner" / "Blackfoot River Taxidermy" / "Frenchtown, MT"). */
export function signatureCompany(lines: AdvertLine[]): Candidate[] {
  // "- Linh, marketing @ Mây Rooftop": a post signed with a dash, the signer's role and where they work.
  for (const line of [...lines].reverse()) {
    const firm = DASH_SIGNATURE.exec(line.text.trim())?.[1];
    const value = firm ? tidyName(firm) : "";
    if (value && acceptable(value) && !looksLikeJobTitle(value))
      return [{ value, evidence: "body", at: 20_000 + line.index }];
  }
  const signed = signature(lines);
  // "… o mandar CV por el chat." / "Pianos Miramar": a shop signs its advert with its name alone.
  const last = lines.at(-1);
  const name = tidyName(last?.text ?? "");
  // "Pianos Miramar" reads like a person's name, but "pianos" is a word the advert uses in small letters.
  const first = name
    .split(" ")[0]!
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const commonWord = lines.some((line) =>
    new RegExp(`(?<![\\p{L}])${first}(?![\\p{L}])`, "u").test(line.text),
  );
  if (
    !signed &&
    last &&
    /[.!?]$/.test(lines.at(-2)?.text ?? "") &&
    name.split(" ").length >= 2 &&
    name.split(" ").length <= 5 &&
    acceptable(name) &&
    !looksLikeJobTitle(name) &&
    (commonWord || personAtStart(name)?.name !== name)
  )
    return [{ value: name, evidence: "body", at: 20_000 + last.index }];
  // ("Ray Ostrander" / "Maintenance Supervisor, Knik Arm Property Management": the firm after the signer's role.)
  const roleLine = signed?.roleLine ? lines[signed.at + 1] : undefined;
  const afterRole = tidyName(/,\s+(.+)$/.exec(roleLine?.text ?? "")?.[1] ?? "");
  if (roleLine && afterRole && acceptable(afterRole) && !looksLikeJobTitle(afterRole) && !isPlace(afterRole))
    return [{ value: afterRole, evidence: "body", at: 20_000 + roleLine.index }];
  const line = signed ? lines[signed.at + (signed.roleLine ? 2 : 1)] : undefined;
  const value = tidyName(line?.text.split(/,\s+|\s+[·|]\s+/)[0] ?? "");
  return line && value && acceptable(value) && !looksLikeJobTitle(value)
    ? [{ value, evidence: "body", at: 20_000 + line.index }]
    : [];
}

/** Names ending in a firm word ("Calloway Freight Solutions") are organisations too, but weaker evidence. */
const FIRM_NAME = new RegExp(`(?<=[\\p{Ll},;:]\\s|^)(${NAME})`, "gmu");

/** "Maîtrise du logiciel LS Retail": a name after a word for software is a product, however it ends. */
const PRODUCT_BEFORE =
  /(?:software|system|platform|tool|logiciel|outil|système|plateforme|programa|sistema|herramienta|Software|Programm|systeem|pakket)\s+$/iu;

export function firmNames(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(FIRM_NAME)) {
    if (PRODUCT_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    const value = tidyName(match[1] ?? "");
    if (value && value.split(" ").length >= 2 && isFirmName(value) && acceptable(value))
      found.push({ value, evidence: "body", at: 20_000 + (match.index ?? 0) });
  }
  return found;
}

NEEDS.set(
  WITH_LEGAL_FORM,
  /\b(?:Ltd|Limited|plc|PLC|LLP|LLC|Inc|GmbH|AG|SE|S\.A|SAS|SARL|S\.L|B\.V|N\.V|Corp|Sdn|S\.A\.C|E\.I\.R\.L|Anstalt|OHG|Ltda|S\.à|SàRL|SRL|BVBA|VZW|ASBL|BV|NV|Pty|Pvt|Pte|Private|S\.p\.A|S\.r\.l|s\.r\.o|Kft|Zrt|Nyrt|a\.s|Sp\. z o\.o|d\.o\.o|ApS|A\/S|Oy|Oyj|AB)\b/u,
);

/** A run of capitalised words (with their small connectors) before an abbreviation in brackets. */
const INITIALLED =
  /((?:\p{Lu}[\p{L}'’-]*)(?:\s+(?:\p{Lu}[\p{L}'’-]*|de|du|des|en|of|and|the|for|la|le|les|van|der|het|y|et|für|und|&)){1,7})\s*\((\p{Lu}{2,8})\)/gu;
const ORGANISATION_OPENER =
  /^(?:Société|Sociedad|Sociedade|Compagnie|Companhia|Centre|Center|Centro|Zentrum|Établissement|Etablissement|Office|Agence|Caisse|Banque|Dienst)\s/u;

/**
 * "bij de Dienst Douane en Grensbewaking (DDG)", "le Centre Hospitalier Bon Samaritain de Jacmel (CHBS)": a name
 * whose capitals spell the abbreviation after it is an organisation's, even over a line's end.
 */
export function initialledNames(text: string): Candidate[] {
  // Most adverts have no abbreviation in brackets: skip the search then.
  if (!/\(\p{Lu}{2,8}\)/u.test(text)) return [];
  return [...text.matchAll(INITIALLED)].flatMap((match) => {
    const words = (match[1] ?? "").split(/\s+/);
    const acronym = match[2]!;
    for (let from = 0; from < words.length - 1; from++) {
      const initials = words
        .slice(from)
        .filter((word) => /^\p{Lu}/u.test(word))
        .flatMap((word) => word.split("-").map((part) => part[0] ?? ""))
        .join("");
      if (!/^\p{Lu}/u.test(words[from]!) || !initials.startsWith(acronym)) continue;
      const value = tidyName(words.slice(from).join(" "));
      // "Registered Member of the Archives and Records Association (RMARA)" is a credential.
      const credential =
        /^(?:Registered|Member|Fellow|Associate|Certified|Chartered|Licensed|Diploma|Certificate)\b/.test(
          value,
        );
      return (isFirmName(value) || ORGANISATION_OPENER.test(value)) && !credential && acceptable(value)
        ? [{ value, evidence: "body" as const, at: 15_000 + (match.index ?? 0) }]
        : [];
    }
    return [];
  });
}

export function bodyCompanies(raw: string): Candidate[] {
  const text = unhyphenated(raw);
  const found: Candidate[] = initialledNames(text);
  for (const match of text.matchAll(QUOTED_VENUE)) {
    const value = match[1]!.trim();
    if (!isPlace(value)) found.push({ value, evidence: "body", at: 10_000 + (match.index ?? 0) });
  }
  for (const pattern of [...SENTENCES, WITH_LEGAL_FORM]) {
    if (NEEDS.get(pattern)?.test(text) === false) continue;
    for (const match of text.matchAll(pattern)) {
      // "Encuentra24" / "SE NECESITA …": a name never runs over a line's end.
      if ((match[1] ?? "").includes("\n")) continue;
      // "… a taverna in the harbour of Chania is looking for": a name after "of" or "in" ends the subject, a place.
      const before = text.slice(Math.max(0, (match.index ?? 0) - 8), match.index);
      const subject = match[1] ?? "";
      if (
        match[0].startsWith(subject) &&
        !/[.!?]\s/.test(subject) &&
        /\p{Ll}\s+(?:of|in|at|near)\s+$/u.test(before)
      )
        continue;
      // ("sinds 2016 Lindgården Gris AB": the year the sentence gives is no part of the name.)
      const named = withoutLeadingRole(tidyName(match[1] ?? ""));
      // ("© 2026 X Corp." is a social site's footer: one letter is no employer's name.)
      // ("Posted for Mataniko Motors Ltd": a board's note before the name.)
      const value =
        pattern === WITH_LEGAL_FORM
          ? named.replace(
              /^(?:(?:19|20)\d\d|(?:Posted|Advertised|Listed) (?:for|on behalf of))\s+(?=\p{Lu}\S)/u,
              "",
            )
          : named;
      if (value && acceptable(value))
        found.push({ value, evidence: "body", at: 10_000 + (match.index ?? 0) });
    }
  }
  return found;
}

/**
 * "The Personnel Manager" / "Ituni Hardwoods Inc.": an addressee's role run into the firm's name goes. A plural
 * ("Umguza Steel Fabricators (Private) Limited") names the firm's trade, and what is left must start with a word.
 */
function withoutLeadingRole(name: string): string {
  const words = name.split(" ");
  for (let count = Math.min(3, words.length - 2); count >= 1; count--)
    if (
      looksLikeJobTitle(words.slice(0, count).join(" ")) &&
      looksLikeJobTitle(words[count - 1]!) &&
      !/[^s]s$/i.test(words[count - 1]!) &&
      /^[\p{L}\p{N}]/u.test(words[count]!)
    )
      return words.slice(count).join(" ");
  return name;
}

/** How often a name occurs, so a company named twice beats a one-off match. */
export function mentions(text: string, name: string): number {
  const core = name.replace(LEGAL_SUFFIX, "").trim() || name;
  // A name broken over a line's end is still a mention of it.
  const escaped = core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  const found = text.match(new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "giu")) ?? [];
  // "guiding experience" is no mention of a department called "Guiding": a capitalised name is written capitalised.
  const capitalised = /^\p{Lu}/u.test(core);
  return found.filter((match) => !capitalised || !/^\p{Ll}/u.test(match)).length;
}
