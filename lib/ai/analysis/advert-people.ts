import type { AdvertLine } from "@/lib/ai/analysis/advert-text";
import { isFirmName } from "@/lib/ai/analysis/advert-candidates";
import { isPlace, PERSON_TITLE } from "@/lib/ai/analysis/advert-vocabulary";
import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import type { Evidence, HiringManager } from "@/lib/ai/analysis/job-analysis";
import { isRepeatedAgentNoun, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { collapseSpaces } from "@/lib/ai/analysis/text";

/**
 * The people an advert names: the hiring manager (or whoever applications are addressed to) and a recruiter's
 * signature (docs/product-rules.md, "Advert analysis"). A name needs two to four capitalised words and no job words.
 */

/**
 * `asContact`: named only as someone to ask ("Questions? Contact …, HR Officer"), not as whom to apply to.
 * `reportsTo`: named as whom the job reports to ("Your line manager will be …", "Reports to: …").
 */
export type PersonFinding = {
  person: HiringManager;
  evidence: Evidence;
  at: number;
  recruiter: boolean;
  asContact?: boolean;
  reportsTo?: boolean;
};

/**
 * "Anna", "Delgado-Paz", "McAllister", "O'Neill", "‘Aisea" (a Tongan name opens with a glottal stop), "Achieng'" (a
 * Luo name may close with one after "ng", before the surname).
 */
const NAME_WORD =
  "[‘ʻ]?[\\p{Lu}](?:[\\p{Ll}\\p{M}]+|['’](?=\\p{Lu}))(?:[-'’]\\p{Lu}?[\\p{Ll}\\p{M}]+|\\p{Lu}[\\p{Ll}\\p{M}]+)*(?:(?<=ng)['’](?=[ \\t]+\\p{Lu}))?";
// "Rhodri ap Iorwerth", "Ahmad ibn Said", "João dos Santos".
const PARTICLE =
  "(?:van|von|der|den|de|da|del|della|di|du|dos|das|do|le|la|bin|binti|ibn|al|ap|ab|verch|ní|nic|ó|mac|ter|zu|Ní|Nic|Ó|Ua|Mac|a/p|a/l)";
// "Ma. Cristina Dela Cruz-Santos": the Philippines' "Ma." (María) opens a name like an initial.
// "Ts. Batbayar", "Gy. Kovács": Mongolian and Hungarian initials of two letters; "Md. Shahidul Alam" (Mohammad).
const INITIAL = "(?:[\\p{Lu}]\\.|Ma\\.|Md\\.|Mohd\\.|Muhd\\.|(?:Ts|Ch|Sh|Kh|Zh|Gy|Sz|Cs|Ny|Zs)\\.)";
// "L. van Zyl": an initial may open a name.
const PERSON_NAME = `(?:${NAME_WORD}|${INITIAL})(?:[ \\t]+(?:${INITIAL}|${PARTICLE}|${NAME_WORD})){1,4}`;
// "Frau Mag. Katrin Pichler", "Capt. Arjun Menon": up to two titles.
// "Frau Dr. iur.", "Wg Cdr (Retd)": a doctorate's faculty and a retired rank belong to the title.
// "Dr. (Mrs.) Nirmala …": a title, then the form of address in brackets.
const TITLES = `(?:${PERSON_TITLE}\\.?\\s+){0,2}(?:\\((?:Mrs|Mr|Ms|Miss|Mme|Mlle|Sra|Sr)\\.?\\)\\s+)?(?:Dipl\\.-[\\p{L}]{2,6}\\.\\s+(?:\\(FH\\)\\s+)?)?(?:(?:Dr|Prof)\\.?\\s+)?(?:(?:iur|med|phil|oec|vet|Vét|vét|techn|habil|rer\\. nat|h\\.c)\\.\\s+){0,2}(?:\\((?:Retd|Ret|Rtd)\\.?\\)\\s+)?`;
export const PERSON = `(${TITLES})(${PERSON_NAME})`;

const SKILL_WORDS = new Set(
  SKILLS_LEXICON.filter((skill) => !/\s/.test(skill) && skill.length > 3).map((skill) => skill.toLowerCase()),
);

const NOT_PERSON_WORDS = new Set(
  (
    "the team hiring manager recruitment talent people human resources department head office our your their " +
    "pte pty pvt sdn bhd " +
    "this that apply now please contact us job description equal opportunity employer about role benefits " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april june july august " +
    "september october november december ltd limited plc gmbh inc llp trust council university college school " +
    "hospital group partners services solutions recruitment academy nhs foundation ministry department agency " +
    "accommodation reasonable adjustments silver gold bronze award charter athena swan disability confident living " +
    "wage pension scheme employer policy statement privacy notice cookie terms conditions service customer " +
    "safety shift night day clinical support engineering operations sales marketing finance data product design " +
    "health care quality project programme business technical digital software platform payments account accounts " +
    "network security legal compliance research development learning education science community county city " +
    "borough region north south east west central new old great royal national international global general " +
    "public private senior junior chief district banking retail transport logistics warehouse kitchen store " +
    "office home school ward unit centre center street road lane house court park hall advising undergraduate " +
    "graduate postgraduate admissions infotech inmail supply chain lines packaging procurement purchasing " +
    "production manufacturing maintenance facilities estates infrastructure analytics strategy planning growth " +
    "ansprechpartnerin ansprechpartner ansprechperson deine dein ihre kontakt pour avec person persona personne " +
    "qualified floor block building wing suite room portal intranet town village " +
    // A page's share buttons ("Share this job   Email   LinkedIn   Facebook").
    "linkedin facebook twitter instagram whatsapp telegram youtube tiktok threads bluesky pinterest email share " +
    // ("Reports to: EMS Supervisor, Burin Peninsula", "…, Bradley's Observing Station": places after a role.)
    "peninsula island islands coast valley station " +
    // ("Reports to: Harbour Master": a post, not a person.)
    "master"
  ).split(" "),
);

/** Words that are surnames too ("Park", "Hall", "Lane", "Young"): a person's after a form of address. */
const SURNAMES_TOO = new Set(
  "park hall lane house young green white wood rose day march may north west".split(" "),
);

/** "Dr Sarah Okafor" → title "Dr", name "Sarah Okafor"; null for "Head of Finance" or "Talent Team". */
export function toPerson(titles: string, name: string): HiringManager | null {
  const words = collapseSpaces(name).split(" ");
  if (words.length < 2 || words.length > 5) return null;
  // "Pour le": a name does not end in a particle, nor start with one ("de Obra" after "Jefe").
  if (/^\p{Ll}/u.test(words.at(-1)!) || /^\p{Ll}/u.test(words[0]!)) return null;
  // ("Mr. Park Ji-hoon", "Ms. Hall": after a form of address, a word that is also a surname is the surname.)
  // (So beside a Korean given name, "Park Ji-hoon".)
  const korean = words.some((word) => /^\p{Lu}\p{Ll}+-\p{Ll}+$/u.test(word));
  const surnameToo = (word: string) =>
    (titles.trim() !== "" || korean) && SURNAMES_TOO.has(word.toLowerCase());
  if (
    words.some((word) => NOT_PERSON_WORDS.has(word.toLowerCase().replace(/[’']s$/, "")) && !surnameToo(word))
  )
    return null;
  // ("Sr. Washington Olivera": after a form of address, a place's name is a given name.)
  // ("Mr. Yannick Boulanger", "Ms Keisha Baker": after one, a surname that is a trade's word too.)
  const titledSurname = titles.trim() !== "" && !looksLikeJobTitle(words.slice(0, -1).join(" "));
  if ((looksLikeJobTitle(name) && !titledSurname) || (isPlace(name) && !titles.trim()) || isFirmName(name))
    return null;
  // "Northstar Analytics", "Power BI": words that are skills or firm words are not a person's name.
  if (words.some((word) => SKILL_WORDS.has(word.toLowerCase()))) return null;
  // "Dr. (Mrs.)": the letter addresses the title, not the form in brackets.
  return {
    name: collapseSpaces(name),
    title: collapseSpaces(titles.replace(/\s*\([^)]*\)/g, " ")).replace(/\.$/, ""),
  };
}

/** "Mr Persaud": a form of address and a surname alone. */
const SURNAME_ONLY =
  /^(Mr|Mrs|Ms|Miss|Mx|Dr|Herr|Frau|Mme|Madame|Monsieur|Sr|Sra)\.?\s+(\p{Lu}\p{Ll}[\p{Ll}'’-]+)$/u;

/** A person at the start of a text ("Ms Jane Smith, Head of People" → Jane Smith). */
const PERSON_AT_START = new RegExp(`^\\s*${PERSON}(?=$|[\\s,;:.!?)(|–—-])`, "u");

export function personAtStart(text: string): HiringManager | null {
  const match = PERSON_AT_START.exec(text);
  if (!match) return null;
  // ("Harbourline Transit Pte Ltd": a name with a legal form after it is a firm's.)
  if (
    /^\s*(?:\p{Lu}[\p{L}&'’-]*\s+){1,4}(?:Pte|Pty|Pvt|Sdn|Ltd|Limited|LLC|LLP|Inc|GmbH|SARL|PLC)(?![\p{L}])/u.test(
      text,
    )
  )
    return null;
  // "Priya Patel Talent Partner": shorten from the end until what is left is a name; "Principal Dana Okafor":
  // a role before the name goes first.
  const words = (match[2] ?? "").split(/\s+/);
  // "Estate Gardens Manager (Ms L. van Zyl)": a role's first words are not a person.
  if (words.length > 2 && looksLikeJobTitle(words.at(-1)!) && !match[1]) return null;
  // ("Guest Experience Manager Shanique Brown": a role whose last word is a job's, then the name.)
  const roleEnd = [...words.keys()]
    .reverse()
    .find(
      (end) =>
        end >= 2 &&
        end <= words.length - 2 &&
        looksLikeJobTitle(words[end - 1]!) &&
        looksLikeJobTitle(words.slice(0, end).join(" ")),
    );
  if (roleEnd && !match[1])
    for (let count = words.length; count >= roleEnd + 2; count--) {
      const person = toPerson("", words.slice(roleEnd, count).join(" "));
      if (person) return person;
    }
  for (let from = 0; from < words.length - 1; from++) {
    if (from > 0 && !looksLikeJobTitle(words.slice(0, from).join(" "))) continue;
    // "Jefe de Ingeniería Electrónica": after "de", "of", the role goes on.
    if (from > 0 && /^\p{Ll}/u.test(words[from - 1]!)) continue;
    for (let count = words.length; count >= from + 2; count--) {
      const person = toPerson(from ? "" : (match[1] ?? ""), words.slice(from, count).join(" "));
      if (person) return person;
    }
  }
  return null;
}

// ("Reporting to Workshop Manager: Mr. Francis Waneoroa": the role between the words and the colon.)
const CONTACT_LABEL =
  /^(name|reports? to(?: [a-z][a-z -]{2,40})?|reporting to(?: [a-z][a-z -]{2,40})?|(?:immediate|direct) supervisor|rattachement(?: hiérarchique)?|reporta a|depende de|jefe directo|jefa directa|jefe inmediato|jefa inmediata|superior inmediato|rapporte à|berichtet an|rapporteert aan|responsible to|supérieur hiérarchique|supérieure hiérarchique|renseignements|accountable to|reporting line|reports into|line manager|ansprechperson|hiring manager|hiring lead|line manager|recruiting manager|contact|contact person|contact name|contact details|enquiries to|informal enquiries|for informal enquiries|ansprechpartner(?:in)?|ihr(?:e)? ansprechpartner(?:in)?|kontakt|interlocuteur|interlocutrice|contact rh|persona de contacto|contacto)\s*[:\-–]\s*(.+)$/i;

const ROLE_BEFORE_NAME =
  /(?<![\p{L}])((?:[\p{L}-]+\s+)?(?:\p{L}*(?:manager|managerin|leiter|leiterin|leider|leidster|foreman|supervisor|director|directrice|directeur|owner|skipper|jefe|jefa|encargad[oa]|gérante?)|hoofd\p{L}+))(?:,)?\s+(?=\p{Lu}\p{Ll})/giu;
const UNDER_OR_INTERVIEW =
  /(?<![\p{L}])(?:under|onder|unter|sous|bajo|interview\p{L}*|interviewt|entrevista\p{L}*)(?![\p{L}])/iu;

const ADDRESSED_TO =
  /(?<![\p{L}])(?:addressed|apply|applications?|send|submit|write|deliver)(?![\p{L}])[^:]{0,60}(?<![\p{L}])to\s*:\s*(.*)$/iu;
const TITLED_ADDRESSEE = new RegExp(`(?<![\\p{L}])(?:${PERSON_TITLE})\\.?\\s+\\p{Lu}`, "u");

const ADDRESSED =
  /(?:(?:address|direct)\s+(?:your\s+)?(?:application|applications|cover letter|covering letter|letter|cv)s?\s+(?:and [a-z ]+\s+)?to\s+|(?<![\p{L}])(?:for the attention of|attn\.?:?|attention:|à l['’]attention d(?:e|u|es)|z\.\s?Hd\.?(?:\s+v\.)?|zu Händen(?: von)?|a la atención de|t\.a\.v\.?)\s+)/iu;
/** A sentence about applying or asking that ends "… to Professor Ruth Adeyemi" / "… à Mme Claire Dubois". */
const APPLY_SENTENCE =
  /\b(?:appl|enquir|inquir|question|cv\b|cover letter|candidature|candidatura|bewerbung|dirigid|adress|send|sent|submit|made|stuur|sollicit)/i;
const TO_PERSON = new RegExp(
  `(?<![\\p{L}])(?:(?:to|à|an)\\s+(?:our|the)\\s+[^,.;]{2,40},\\s+(?=[\\p{Lu}])|(?:to|à)\\s+(?:our|the|notre|votre)\\s+\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s+(?=[\\p{Lu}])|(?:to|à|an)\\s+(?:our\\s+|the\\s+)?(?=${PERSON_TITLE}\\.?\\s)|a\\s+(?:la\\s+|el\\s+)?(?=${PERSON_TITLE}\\.?\\s)|a\\s+(?:la|el)\\s+(?=[\\p{Lu}]))`,
  "gu",
);
const TO_NAME_THEN_ROLE = new RegExp(
  `(?<![\\p{L}])(?:to|à|naar|an|a)\\s+(${PERSON_NAME}),\\s+([^,.;]{3,40})`,
  "gu",
);
/** A name with a personal title in front of it is a person wherever it stands ("Frau Petra Lange, Pflegedirektorin"). */
const CONTACT_WORDS =
  /\b(contact|ansprech|kontakt|tel\.?|telefon|phone|e-?mail|enquir|inquir|questions?|fragen|vragen|preguntas|dudas|interlocut|contacto|renseignements|información)\b|@/i;
const TITLED = new RegExp(`(?<![\\p{L}])(?=(?:${PERSON_TITLE})\\.?\\s+[\\p{Lu}])`, "gu");
/** "… our Home Manager, Mrs Denise Akhtar": a role named before the person is skipped. */
// ("onder leiding van kandidaat-notaris mr. Anouk Tromp": a role in small letters right before a title.)
const ROLE_FIRST =
  "(?:(?:our|the|your|unseren?|unserer|unsere|ihren?|ihre|notre|votre|nuestr[oa]|su|onze|uw|la|el|le|de|du|het|der|die|den|dem)\\s+[^,.;]{2,80},\\s+|[a-zà-ÿ][a-zà-ÿ-]+\\s+(?=(?:mr|dr|ing|ir|drs|prof)\\.\\s))?";
const REPORTING = new RegExp(
  `\\b(?:report(?:ing|s)?\\s+(?:directly\\s+|day[- ]to[- ]day\\s+)?(?:in\\s+)?to|ultimately\\s+to|join(?:ing)?\\s+(?:the\\s+)?team\\s+of|(?:intégrerez|intégreras|intégrer|rejoindrez|rejoindras|rejoindre)\\s+l['’]équipe\\s+(?:de|d['’])|answer(?:ing|s)?\\s+(?:directly\\s+)?to|(?:accountable|answerable)\\s+to|supervised by|line[- ]managed by|(?:is|as)\\s+(?:the\\s+)?deputy\\s+(?:of|to)|deputi[sz]es\\s+for|second[- ]in[- ]command\\s+to|under the supervision of|relevant (?:directement )?de|relèver\\w*\\s+(?:directement\\s+)?de|relève(?:s|nt)?\\s+(?:directement\\s+)?de|a las órdenes de|bajo las órdenes de|(?:te\\s+)?reportar(?:ás|á|ía|ías)\\s+(?:directamente\\s+)?con|(?:wordt|word je|ben je)\\s+(?:direct\\s+)?aangestuurd\\s+door|(?:je )?valt (?:direct |rechtstreeks |hiërarchisch |functioneel )?onder|val je (?:direct |rechtstreeks |hiërarchisch )?onder(?! leiding)|(?:je )?werkt? (?:direct |rechtstreeks )?onder(?! leiding)|werk je (?:direct |rechtstreeks )?onder(?! leiding)|(?:serez|seras|sera|êtes|es|est)\\s+encadrée?(?:\\(e\\)|·e)?\\s+par|onder leiding van|sous la direction de|unter der Leitung von|bajo la dirección de|sous la supervision de|rattaché(?:\\(e\\)|·e|e)?\\s+(?:directement\\s+)?(?:à|au|aux)|sous la responsabilité(?:\\s+directe)?(?:\\s+(?:de|du|d['’]))?|sous l['’]autorité(?:\\s+hiérarchique)?\\s+(?:de|du|d['’])|bajo la supervisión de|dependiendo de|depend(?:e|erá|erás|es)\\s+(?:directamente\\s+)?del?|reportando a|reportar\\S*\\s+(?:directamente\\s+)?(?:al|a)|rapporteer\\w*\\s+aan|berichte\\w*\\s+(?:direkt\\s+)?an|(?:posting|writing|hiring)\\s+on behalf of|(?:komt|kom|werkt|werk)\\s+in het team van|(?:work|working|fly|flying|serve|serving|be)\\s+(?:directly\\s+)?under|team\\s+under|trabajar(?:ás|á|án)?\\s+a cargo de|(?:arbeitest|arbeiten|arbeitet)\\s+im\\s+[a-zäöüß]*team\\s+von|(?:arbeitest|arbeiten|arbeitet)\\s+im\\s+team(?=\\s+(?:unserer|unseres|ihrer|ihres|deiner|deines)\\s)|(?:arbeitest|arbeiten|arbeitet)\\s+(?:direkt|eng)\\s+mit(?=\\s+(?:unserem|unserer|ihrem|ihrer|deinem|deiner|dem|der)\\s+[^,.;]{0,40}?(?:leiter|leiterin|meister|meisterin|chef|chefin|inhaber|inhaberin|geschäftsführer|geschäftsführerin|vorgesetzten?|partner|partnerin|manager|managerin)\\b)|(?:works?|working|train|training)\\s+(?:directly\\s+|closely\\s+)?(?:alongside|with)(?=\\s+(?:our|your|the)\\s+[^,.;]{0,40}?(?:manager|supervisor|head|director|lead|owner|founder|foreman)\\b)|(?:te\\s+)?werk(?:en|t)?\\s+naast(?=\\s+(?:onze?\\s+|de\\s+|je\\s+)?[^,.;]{0,40}?(?:eigenaar|eigenaresse|leidinggevende|manager|chef|teamleider|directeur|hoofd|bedrijfsleider|praktijkhouder)\\b)|join(?:ing)?(?=\\s+(?:our|the)\\s+[^,.;]{0,40}?(?:manager|supervisor|head|director|lead|owner|founder|foreman|chef|principal),\\s)|trabajar(?:ás|á|án)?\\s+junto\\s+a(?=\\s+(?:el|la)\\s+[^,.;]{0,50}?(?:responsable|jef[ea]|encargad[oa]|gerente|directora?|supervisora?)[,\\s])|(?:je\\s+)?werk(?:t|en)?\\s+samen\\s+met(?=\\s+(?:onze?|de|je)\\s+[^,.;]{0,40}?(?:chef|chef-kok|leidinggevende|manager|teamleider|eigenaar|eigenaresse|hoofd|directeur)\\s)|join(?:ing)?\\s+our\\s+[^,.;]{0,40}?(?:manager|supervisor|head|director|lead|owner|founder|foreman)(?=\\s+(?!(?:of|for|and|at|in|on|to|with|who)\\s)[A-ZÀ-Þ])|(?:unterstehen|unterstehst|untersteht)\\s+(?:direkt\\s+)?(?:dem|der|unserem|unserer)\\s+[^,.;]{0,40}?(?:leiter|leiterin|meister|meisterin|chef|chefin)(?=\\s+[A-ZÀ-Þ])|trabajar(?:ás|á|án)\\s+(?:directamente\\s+|de la mano\\s+)?con(?=\\s+(?:el|la)\\s+(?:Dra?\\.|Ing\\.|Lic\\.|Lcda\\.|Licda\\.|Sr\\.|Sra\\.)))[),]?\\s+${ROLE_FIRST}`,
  "i",
);
/** The same phrases without a role to skip: for a name that a comma follows. */
const REPORTING_BARE = new RegExp(REPORTING.source.slice(0, -ROLE_FIRST.length), "i");
/** "The technical interview will be taken by our Maintenance Manager Eng. …", "a grading test … with Josephine …". */
const INTERVIEWER = new RegExp(
  `\\b(?:interview|interviews|interviewed|interviewing|test|assessment|trial (?:shift|day))\\b[^.;]{0,80}?\\b(?:with|by)\\s+(?:(?:our|your|the)\\s+(?:[\\p{Lu}][\\p{L}&-]*\\s+){0,3}(?:manager|head|director|supervisor|foreman|chief|lead)\\b,?\\s+)?|\\b(?:reçu(?:e|s|es)?|convoqué(?:e|s|es)?)\\s+(?:en\\s+entretien\\s+)?par\\s+(?:le|la|l['’])\\s*[^,.;]{2,60},\\s+|(?:Vorstellungsgespräch|Bewerbungsgespräch|Gespräch|Interview)\\s+führt\\s+(?:der|die|unser|unsere|Ihr|Ihre)\\s+[^,.;]{2,60},\\s+`,
  "iu",
);

const MANAGING_ROLE =
  /\b(?:manager|head|director|supervisor|superintendent|foreman|chief|owner|founder|lead|\p{L}*eigentümer\p{L}*|inhaber\p{L}*|\p{L}*leiter\p{L}*|\p{L}*chef\p{L}*|jef[ea]|gérant\p{L}*|directeur|directrice|responsable|encargad[oa]|leidinggevende)\b/iu;

/** The role written right before or after the interviewer's name is a manager's. */
function interviewerManages(prose: string, name: string): boolean {
  const at = prose.indexOf(name);
  if (at < 0) return false;
  return (
    MANAGING_ROLE.test(prose.slice(Math.max(0, at - 40), at)) ||
    MANAGING_ROLE.test(prose.slice(at + name.length, at + name.length + 50))
  );
}

/**
 * "Sie sind der Schulleiterin, Regula Hürlimann-Tschudi, unterstellt": the German reporting line, verb last; also
 * "Sie werden von Claudine … eingearbeitet und sind ihr direkt unterstellt".
 */
const UNTERSTELLT =
  /\b(?:sie sind|du bist|die stelle ist|die position ist|sind sie|bist du|und bist|und sind)\s+(?:direkt\s+)?(?:(?:der|dem|unserer|unserem|ihrer|ihrem|deiner|deinem)\s+(?:[^,.;]{2,40},\s+)?|(?=(?:Frau|Herrn?)\s))(?=[^;]{0,160}?\bunterstellt\b)|\b(?:sie werden|du wirst|werden sie|wirst du)\s+(?:direkt\s+)?von\s+(?=[^.;]{0,160}?\b(?:ihr|ihm)\s+(?:auch\s+)?(?:direkt\s+)?unterstellt\b)/i;

/** "Ihre zukünftige Vorgesetzte, Frau Dr. …", "Je leidinggevende wordt ing. …", "Your line manager will be …". */
const YOUR_MANAGER_IS =
  /\b(?:ihre?|deine?|your|votre|ta|ton|tu|su|je|uw)\s+(?:zukünftige[rn]?\s+|künftige[rn]?\s+|future\s+|futur[e]?\s+|futura\s+|futuro\s+|new\s+|nouvelle\s+|nouveau\s+|nuevo\s+|nueva\s+|toekomstige\s+|nieuwe\s+|direct(?:e)?\s+|direkte[rn]?\s+)?(?:ansprechpartner(?:in)?\s+und\s+|contact and\s+)?(?:(?:dienst|fach)?vorgesetzte[rn]?|führungskraft|chef(?:fe)?|team ?lead(?:er)?|tech lead|teamleiter(?:in)?|teamleider|manager|manageuse|line manager|leidinggevende|responsable|jefe|jefa|jefatura|boss|supervisor(?:a)?)(?:\s+(?:inmediat[oa]|direct[oa]|directe))?(?:\s+(?:vor ort|on site|sur place|ter plaatse))?(?:\s+(?:will be|is|wordt|is dan|sera|será|wird|ist))?[,:]?\s+/i;
// ("Vorgesetzter ist Werkstattleiter Heinrich Dyck": the German word alone opens the sentence.)
const MANAGER_IS = new RegExp(
  `\\b(?:direkte[rn]?\\s+)?vorgesetzte[rn]?\\s+(?:ist|wird)\\s+|${YOUR_MANAGER_IS.source}`,
  "i",
);
const CONTACT_VERB = new RegExp(
  `\\b(?:contact op met|contact|contacting|e-?mail|e-?mailing|speak (?:to|with)|call|calling|ring|reach out to|get in touch with|chat (?:to|with)|write to|writing to|ask|(?:go|come) and (?:see|meet)|meet|call or text|text|message|whatsapp|dm|questions? (?:to|for)|kontaktieren sie|wenden sie sich an|contactez|contacta (?:con|a)|bel(?:len)? met|mail(?:en)? (?:met|naar))\\s+${ROLE_FIRST}`,
  "i",
);
const RECRUITER_ROLE =
  /\b(talent|recruit|recruiter|recruitment|resourcing|people partner|people team|people and culture|people & culture|hr |hr$|human resources?|headhunter|sourcer|consultant|personalreferent|personalabteilung|personalwesen|personalmanagement|recrutement|ressources humaines|reclutamiento|selección|recursos humanos|rrhh|personeelszaken|hr-adviseur|p&o|personeel (?:en|&) organisatie|recruiter|assistant(?:e)? administrati(?:f|ve)|administrative assistant|secrétaire|secretary|secretaria|secretaresse|office administrator)|^\(?(?:büro|sekretariat|office|oficina|bureau|kantoor|secretariaat|administration|administración|verwaltung)\)?(?=[\s,)]|$)/i;

/** LinkedIn's "Meet the hiring team" block, in the interface languages people copy from. */
const HIRING_TEAM =
  /^(meet the hiring team|maak kennis met het (?:wervings|recruitment)team|lerne das (?:einstellungs|recruiting)-?team kennen|lernen sie das (?:einstellungs|recruiting)-?team kennen|rencontrez l['’]équipe de recrutement|conoce al equipo de contratación)$/i;

/** "Camille Perrin, Talent Acquisition" inside a sentence: a recruiter named with their role. */
const NAME_THEN_RECRUITER = new RegExp(
  `(?<![\\p{L}])(${PERSON_NAME}),\\s+(?=[^,.;]{0,30}?\\b(?:[Tt]alent|[Rr]ecruit|[Rr]esourcing|[Pp]eople [Pp]artner|[Hh]uman [Rr]esources|RRHH|RR\\.\\s?HH|[Rr]ecrutement))`,
  "gu",
);

const COLLEAGUES =
  /^(?:colleagues|your colleagues|collègues|compañeros|colegas|kollegen|kolleg:innen|collega['’]s|team members)$/i;

const FUTURE_MANAGER =
  /\((?:ta|ton|your|tu|je|dein\w*|ihr\w*)\s+(?:future\s+|futur\s+|futura\s+|zukünftige\w*\s+|toekomstige\s+|new\s+|line\s+)?(?:manager|manageuse|responsable|vorgesetzte\w*|leidinggevende|jefe|jefa|boss)\)/i;
/** "led by Dr. Anjali Rao, Associate Professor, who will supervise the position", "Bjarki, who runs our guiding operations". */
const WILL_SUPERVISE =
  /\bwho (?:runs|heads|leads|manages) (?:our|the) (?:[\p{L}-]+\s+){0,3}?(?:operations?|team|department|desk|workshop|kitchen|shop|site|crew|yard|store|clinic|practice|office)\b|\bwho will (?:supervise|manage|line[- ]manage|directly manage) (?:the (?:position|post|role|successful candidate)|you|this (?:role|position|post))\b|\bwho(?: will|['’]ll)(?: also)? be your (?:line |direct )?(?:manager|boss|supervisor)\b|(?:^|\band |(?<=\)\s))will be your (?:line |direct )?(?:manager|boss|supervisor)\b|\b(?:et|und|y|en) (?:sera|wird|será|wordt) (?:votre|ton|ta|ihr|ihre|dein|deine|tu|su|je|uw) (?:direkte[rn]? |directe? )?(?:N\+1|responsable|chef|cheffe|vorgesetzte[rn]?|jefe|jefa|leidinggevende)(?![\p{L}])/iu;
/** "You'll be joining Aoife Ní Bhriain's team": the team's head. */
const JOINS_TEAM_OF = new RegExp(
  `\\bjoin(?:ing)?\\s+(${PERSON_NAME})['’]s\\s+(?:team|crew|department|group|unit)\\b`,
  "u",
);
const SECOND_TO =
  /\b(?:is|are|will be|you['’]ll be|you will be)\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:second[- ]in[- ]command|right[- ]hand(?:\s+(?:man|woman|person))?|deputy|number two)\b/u;
const PRONOUN_IS_BOSS =
  /[.!?]\s+(?:She|He|Zij|Hij|Ze|Sie|Er|Elle|Il|Ella|Él)\s+(?:is|will be|wordt|ist|wird|est|sera|es|será)\s+(?:also\s+|ook\s+|auch\s+|aussi\s+|también\s+)?(?:your|je|uw|Ihre?|deine?|votre|ton|ta|tu|su)\s+(?:direct\s+|directe\s+|future\s+|toekomstige\s+)?(?:manager|line manager|supervisor|boss|leidinggevende|Vorgesetzter?|Chef(?:in)?|responsable|supérieure?|jef[ea]|supervisora?)(?![\p{L}])/u;
const INFO_CONTACT =
  /^(?:more information|further information|further details|informal enquiries|enquiries|questions|auskünfte|weitere auskünfte|nähere auskünfte|informationen|renseignements|informations|información|más información|inlichtingen|meer informatie)\s*:\s*(.+)$/iu;
/** "The owner Park Ji-hoon (everyone calls him Jay) runs the gym and will be your boss": the subject named before. */
const WILL_BE_YOUR_BOSS =
  /(?<![\p{L}])(?:and\s+)?(?:will be|is|would be)\s+(?:also\s+)?your\s+(?:direct\s+|future\s+)?(?:manager|line manager|supervisor|boss)(?![\p{L}])/u;
const JOINS_FIRST_NAMES_TEAM =
  /\bjoin(?:ing)?\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:team|crew|department|group|unit)\s+\(([^()]{4,80})\)/u;
/**
 * "avec Jules Vandenbroucke, head brewer, à qui tu rapporteras", "Dana Lee, our CFO, to whom you will report", "the
 * Editor of Debates, Ms Catriona Kermode, to whom the post reports".
 */
const TO_WHOM = new RegExp(
  `(${PERSON_NAME}),\\s+(?:([^,.;]{2,60}),\\s+)?(?:(?:à qui|auquel|à laquelle|to whom|who|whom|a quien|aan wie|an die|an den)\\s+(?:tu|vous|you['’]ll|you|usted|je|u|du|Sie|the (?:post|postholder|role|position|job)(?:holder)?|this (?:post|role|position))\\s+(?:will\\s+|zal\\s+|direkt\\s+|directly\\s+)?|a quien\\s+)(?:rapport|report|reportar|rapporteer|berichte)`,
  "u",
);
/**
 * "a small team of six reporters led by the Editor of Debates, Ms …", "Son service …, dirigé par le Dr …", "El
 * servicio está a cargo de la Lic. …".
 */
const UNIT_LED_BY =
  /(?<![\p{L}])(?:team|department|unit|service|section|group|crew|ward|laborator(?:y|io)|lab|clinic|practice|kitchen|shop|workshop|yard|studio|équipe|département|unité|pôle|cellule|atelier|servicio|equipo|departamento|abteilung|afdeling)(?![\p{L}])[^.;]{0,60}?,?\s+(?:(?:led|headed|run|dirigée?s?|geleitet|geleid|dirigid[oa]|encabezad[oa])\s+(?:by|par|von|door|por)|(?:está\s+|estará\s+)?a cargo de)\s+/iu;
/** "Our Executive Housekeeper, Ms Mereani Tuilau, leads a team of 46": the head of the team, in apposition. */
const OUR_HEAD_NAMED = new RegExp(
  `\\b(?:Our|Your)\\s+((?:\\p{Lu}[\\p{L}-]*\\s+){0,3}\\p{Lu}[\\p{L}-]*),\\s+(${PERSON}),\\s+(?:who\\s+)?(?:leads|runs|manages|heads|oversees|supervises)\\b`,
  "u",
);
const NAME_THEN_BOSS = new RegExp(
  `(?:de|con|with|alongside|avec|mit|met|bij)\\s+(?:(?:el|la|le|the|dem|der)\\s+)?((?:${PERSON_TITLE}\\.?\\s+)?\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’.-]*){1,3}),\\s+(?:our\\s+|notre\\s+|nuestro\\s+|nuestra\\s+|unsere[rm]?\\s+)?(?:g[ée]rante?|propriétaire|patronne?|encargad[oa]|jef[ea]|dueñ[oa]|gerente|owner|inhaber(?:in)?|eigena(?:ar|res)|bedrijfsleider|head\\s+\\p{Ll}[\\p{L}-]*(?:\\s+\\p{Ll}[\\p{L}-]*)?|(?:\\p{Lu}[\\p{L}&-]*\\s+){1,2}(?:Manager|Director|Supervisor))(?![\\p{L}])`,
  "u",
);
/**
 * "Our Spa Manager Kezia Joseph will be there to meet you", "our salon manager Miss Tasha Reid will train you": a
 * manager's role, then the name.
 */
const OUR_MANAGER_THEN_NAME = new RegExp(
  `\\b(?:Our|Your|our|your)\\s+((?:\\p{Lu}[\\p{L}-]*\\s+){0,3}(?:Manager|Director|Supervisor|Head|Chef|Owner|Leader|Foreman|Principal)|(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}(?:manager|director|supervisor|owner|foreman|head chef|head teacher|principal))\\s+(${PERSON})(?=\\s+(?:will|is|who|and|has|leads|runs|heads|manages|oversees|supervises)\\b)`,
  "u",
);
/**
 * "Eingearbeitet wirst du von Ferenc Kovács, unserem Teamleiter Polsterei, der dich auch im Alltag führt", "Ana Ruiz,
 * our head chef, who will train and lead you", "…, our Brokerage Supervisor, will train you", "…, nuestro jefe de
 * apiarios, te capacitará": the person, a managing role, and that they lead the hire.
 */
const NAMED_ROLE_LEADS_YOU = new RegExp(
  `(${PERSON}),\\s+(?:unserem|unserer|our|notre|onze|nuestro|nuestra)\\s+([^,.;]{2,40}),\\s+(?:(?:der|die|who|qui|que)\\s+(?:dich|Sie|you|vous|te|je|u)?[^.;]{0,60}?(?:führt|leitet|anleitet|betreut|einarbeitet|manages?|supervises?|leads?|encadre|dirige|begeleidt|aanstuurt|dirige)|(?:will|shall)\\s+(?:also\\s+)?(?:train|supervise|manage|lead|mentor|coach|induct)|(?:te|le|la|vous)\\s+(?:capacitará|formará|entrenará|supervisará|dirigirá|formera|encadrera))(?![\\p{L}])`,
  "u",
);
/** "Ms. Souksavanh Phommachanh (Operations Manager) will train you and sign off your work": the role in brackets. */
const BRACKETED_ROLE_LEADS_YOU = new RegExp(
  `(${PERSON})\\s+\\((?:our\\s+|the\\s+)?([^()]{2,40})\\)\\s+(?:will|is going to|shall)\\s+(?:\\p{Ll}+\\s+){0,2}?(?:train|supervise|manage|lead|mentor|coach|guide|induct|onboard|sign off)(?![\\p{L}])`,
  "u",
);
/** "arbeitest du im Team von unserem Werkstattmeister Lukas Kofler", "in the team of our head chef, Ana Ruiz". */
const TEAM_OF_OUR = new RegExp(
  `(?:[Tt]eam of|[Cc]rew of|im Team von|in het team van|dans l['’]équipe de|en el equipo de)\\s+(?:our|unserem|unserer|onze|notre|nuestro|nuestra)\\s+((?:\\p{L}[\\p{L}-]*\\s+){0,2}\\p{L}[\\p{L}-]*),?\\s+(${PERSON})`,
  "u",
);
/**
 * "Sie berichten direkt an unseren Produktionsleiter Thomas Werkmeister", "trabajarás con nuestro maestro panadero,
 * don Marcelo Guzmán", "a cargo de nuestro jefe de cosecha Arnaldo Benítez", "reporting to Head of Operations
 * Control Centre Aidos Seitkali": the hire works under someone named by a managing role.
 */
const UNDER_OUR_ROLE = new RegExp(
  `(?:report(?:s|ing)?\\s+(?:directly\\s+|on site\\s+)?to|work(?:s|ing)?\\s+(?:directly\\s+)?(?:under|for)|train(?:s|ing)?(?:\\s+[\\p{L}\\d]+){0,3}?\\s+under|[Aa]nsprechpartner(?:in)?\\s+ist|(?:[Jj]e\\s+)?werk(?:t|en)?\\s+samen\\s+met|unter|berichten\\s+(?:direkt\\s+)?an|berichtest\\s+(?:direkt\\s+)?an|onder|a cargo de|bajo|[Tt]rabajar[áa]s?(?:\\s+\\p{L}+){0,5}?\\s+con)\\s+(?:(?:our|unserem|unserer|unseren|unser|unsere|nuestro|nuestra|onze|notre|the|(?:\\p{Lu}[\\p{L}&-]*\\s+){0,3}\\p{Lu}[\\p{L}&-]*['’]s)\\s+)?((?:[\\p{L}-]+\\s+){0,4}?[\\p{L}-]*(?:[Mm]anager|[Ss]upervisor|[Dd]irector|[Hh]ead|[Ll]eiter(?:in)?(?:\\s+\\p{Lu}\\p{Ll}+(?=\\s+\\p{Lu}\\p{Ll}+\\s+\\p{Lu}))?|[Ll]eider|jef[ea]|maestro|encargad[oa]|superintendent|Superintendent|foreman|[Pp]rincipal|Officer|Chief(?:\\s+\\p{Lu}[\\p{L}-]*){1,3}?(?=,))(?:\\s+of(?:\\s+[\\p{L}-]+){1,3}|\\s+(?:de|del)(?:\\s+\\p{Ll}[\\p{L}-]*){1,3}|\\s+(?!(?:of|de|del|for|to|at|in|and|und|en|et|y)(?![\\p{L}]))\\p{Ll}[\\p{L}-]*)?),?\\s+(?:(?:don|doña|la señora|el señor|señor|señora|U|Daw|Ato)\\s+)?(${PERSON})`,
  "u",
);
/** "die Filialleiterin heißt Claudine Weber", "the store manager is called …": the boss, by name. */
// ("The shop manager is my aunt Enkhjargal": a relative named after "is my".)
const BOSS_CALLED = new RegExp(
  `(?<![\\p{L}])\\p{L}*(?:leiter(?:in)?|manager(?:in)?|chef(?:in)?|gérante?|jef[ea]|leidinggevende|owner|boss)\\s+(?:heißt|is called|is named|s['’]appelle|se llama|heet|is my (?:aunt|uncle|mum|mom|mother|father|dad|sister|brother|cousin|friend|wife|husband))\\s+(${PERSON})`,
  "iu",
);
/** "give Hemi a bell – he runs the crews and you'll be working directly for him": the person named before. */
const WORKS_FOR_THEM =
  /\b(?:working|work|reporting|report|answer|answering)\s+(?:directly\s+|straight\s+)?(?:for|to|under)\s+(?:him|her|them)\b/i;
const CHAT_LINE = /^\[[^\]]{4,30}\]\s*([^:]{3,40}):\s*(.*)$/;
const MANAGES_ME =
  /\b(?:report(?:s|ing)? (?:directly )?to me|work(?:ing)? for me|work(?:ing)? (?:directly |closely |right )?(?:with|alongside|under|beside|next to) me|join my (?:[a-z]+ )?(?:team|crew)|(?:in|on|for) my (?:[a-z]+ )?(?:team|crew)|my (?:team|crew) (?:is (?:hiring|looking for|recruiting|growing)|needs)|I(?:'m| am) the hiring manager|(?:direkt |eng )?mit mir zusammen|(?:directement )?avec moi|(?:directamente )?conmigo|(?:direct |nauw )?met mij samen)\b/i;

/** Whoever the post says it is from: "I'm Marisol Ancona, general manager at …", "My name is …". */
function selfIntroduced(lines: AdvertLine[]): HiringManager | null {
  for (const line of lines) {
    const intro = new RegExp(
      `(?:^|[\\s,.!👋])(?:I['’]m|I am|[Mm]y name is|[Tt]his is)\\s+(?:\\p{Lu}\\p{L}+\\s+\\((${PERSON_NAME})\\)|(${PERSON_NAME}))`,
      "u",
    ).exec(line.text);
    // ("I'm Linh (Trần Thùy Linh), QA Lead at …": the full name in brackets.)
    const person = intro ? personAtStart((intro[1] ?? intro[2])!) : null;
    if (person) return person;
  }
  return null;
}

function postAuthor(lines: AdvertLine[]): string | null {
  const first = lines[0]?.text ?? "";
  if (/\s[•·]\s*(?:1st|2nd|3rd\+?|1er|2e|3e)\b/.test(first)) return first.split(/\s+[•·]\s*/)[0] ?? null;
  // An X post: the author's name over their handle ("Iosefa Tuimavave 🇼🇸" / "@CoachIosefa_ · Follow").
  const handle = lines.slice(1, 10).findIndex((line) => /^@[\w.-]{2,40}(?:\s*·\s*\p{L}+)?$/u.test(line.text));
  // (A display name of one word, "Shiuna 🐢🪸", names no one the letter could greet.)
  const author = handle >= 0 ? (lines[handle]?.text ?? "") : "";
  if (handle >= 0 && /\p{L}\S*\s+\p{L}/u.test(author)) return author;
  // A Threads or Instagram post: "Emmanuel Ngwa · Founder & MD, Fako Hills Poultry" over its age ("2d").
  for (const [index, line] of lines.slice(0, 6).entries()) {
    const bio = /^(\p{Lu}.{2,40}?)\s+[·•]\s+\S/u.exec(line.text);
    if (bio && /^\d{1,2}\s?(?:s|m|min|h|d|w|mo|y)$/i.test(lines[index + 1]?.text.trim() ?? ""))
      return bio[1]!;
  }
  // A Discord or Slack message: "Ndapewa Shikongo (Namib Pixel Works) — Today at 10:12".
  for (const line of lines.slice(0, 6)) {
    const posted = DISCORD_AUTHOR.exec(line.text);
    if (posted) return posted[1]!;
  }
  return null;
}

const DISCORD_AUTHOR =
  /^(.{3,50}?)(?:\s+\([^)]{2,60}\))?\s+[—–-]\s+(?:Today|Yesterday|Hoy|Ayer|Heute|Gestern|Aujourd['’]hui|Hier|Vandaag|Gisteren|\d{1,2}[./]\d{1,2}[./]\d{2,4})\s+(?:at|a las|um|à|om)\s+\d/iu;

function lastChatSender(lines: AdvertLine[], at: number): string | null {
  for (let index = at - 1; index >= 0; index--) {
    const chat = CHAT_LINE.exec(lines[index]!.text);
    if (chat) return chat[1] ?? null;
  }
  return null;
}

/** "Mereana Tūhoe-Williams" for "Mereana": the first full name in the advert that starts with the first name. */
function fullNameIn(lines: AdvertLine[], first: string): HiringManager | null {
  // ("Bjarki Þór Sigurðsson": a middle name or patronymic too.)
  const pattern = new RegExp(`(?<![\\p{L}])${first}(?:[ \\t]+\\p{Lu}[\\p{L}\\p{M}'’-]+){1,3}`, "u");
  for (const line of lines) {
    const match = pattern.exec(line.text);
    const person = match ? personAtStart(match[0]) : null;
    if (person) return person;
  }
  return null;
}

/**
 * "rattaché·e à notre responsable atelier" with "… avec Yannick Le Goff, responsable atelier" elsewhere: the role
 * the job reports to, named with its holder further on.
 */
function holderOfRole(lines: AdvertLine[], rest: string): HiringManager | null {
  const role =
    /^(?:our|the|your|notre|votre|nuestr[oa]|unserem|unserer|onze)\s+(\p{L}[\p{L}' ’-]{2,40}?)(?=\s*(?:[,.;!?(]|\s(?:and|et|und|y|en)\s|$))/u.exec(
      rest,
    )?.[1];
  if (!role || role.split(/\s+/).length > 4 || !looksLikeJobTitle(role)) return null;
  // ("… to the Human Resources Officer": an HR role's holder takes applications, and manages no one's job.)
  if (RECRUITER_ROLE.test(`${role} `)) return null;
  // Any case for the role's letters; the name keeps its capitals.
  const escaped = role
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\p{L}/gu, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`)
    .replace(/\s+/g, "\\s+");
  const pattern = new RegExp(
    `(?<![\\p{L}])(${PERSON_NAME}),\\s+(?:(?:[Oo]ur|[Tt]he|[Nn]otre|[Ll]e|[Ll]a|[Nn]uestr[oa]|[Ee]l)\\s+)?${escaped}(?![\\p{L}])`,
    "u",
  );
  for (const line of lines) {
    const match = pattern.exec(line.text);
    const person = match ? personAtStart(match[1]!) : null;
    if (person) return person;
  }
  // A team page's card: "Sibusiso Nxumalo" over "Practice Principal".
  const roleLine = new RegExp(`^${escaped}$`, "u");
  for (const [at, line] of lines.entries()) {
    const person =
      at > 0 && roleLine.test(line.text.trim()) ? personAtStart(lines[at - 1]!.text.trim()) : null;
    if (person && person.name === lines[at - 1]!.text.trim()) return person;
  }
  return null;
}

const ASK_FOR_BOSS =
  /\b(?:ask for|vraag naar|demandez|fragen sie nach|pregunte por|preguntar por)\s+(.{3,40}?)[\s,(–-]+(?:the\s+|our\s+|d\s+|de\s+)?(?:\p{L}+\s+)?(?:manager|mgr|supervisor|foreman|owner|boss|bedrijfsleider|eigenaar|chef|patron|gérant|jefe|encargado|betriebsleiter|inhaber)\b/iu;

export const SIGN_OFF =
  /^(?:(?:kind|best|warm|many)\s+regards|regards|cheers|thanks|many thanks|(?:met )?vriendelijke groet(?:en)?|(?:hartelijke |met )?groet(?:en|jes)?|mit freundlichen grüßen|(?:viele|beste|liebe) grüße|cordialement|bien à vous|(?:un )?saludos?(?: cordiales)?|atentamente)\s*[,!.]?$/i;

const QUESTIONS = /\b(?:questions?|enquir\w*|inquir\w*|fragen|renseignements|preguntas|dudas|vragen)\b/i;

/** "Questions" / "about the application can go to Brenda …": the sentence before `upTo` is about asking, not applying. */
function askedAbout(lines: AdvertLine[], at: number, upTo: number): boolean {
  const previous = lines[at - 1];
  const carried =
    previous && previous.index === lines[at]!.index - 1 && !/[.!?:]$/.test(previous.text)
      ? previous.text
      : "";
  const before = `${carried} ${lines[at]!.text.slice(0, upTo)}`;
  return QUESTIONS.test(before.split(/[.!?]\s/).at(-1) ?? "");
}

/** "work closely with" and "join our" tell whom the job works beside; a later "report to" says who manages it. */
const WORKS_BESIDE =
  /^(?:(?:works?|working)\s+(?:directly\s+|closely\s+)?(?:alongside|with)|join(?:ing)?\s+our|arbeite\p{L}*\s+(?:direkt|eng)\s+mit|trabajar\p{L}*\s)/iu;

const GLOBAL_PATTERNS = new Map<RegExp, RegExp>();
/** The pattern with the g flag, compiled once (compiling these long patterns on every line was the analysis's cost). */
function globalOf(pattern: RegExp): RegExp {
  let global = GLOBAL_PATTERNS.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`);
    GLOBAL_PATTERNS.set(pattern, global);
  }
  return global;
}

/** What follows the phrase; `strongest` skips the phrases of working beside someone when a later one names a boss. */
function after(text: string, pattern: RegExp, strongest = false): string | null {
  if (!pattern.test(text)) return null; // most lines name nobody: skip building the global pattern's matches
  const matches = [...text.matchAll(globalOf(pattern))];
  // (Within the sentence: "… works with the Warehouse Manager, Ms. Sok Dara. You will report to …" names two people.)
  const end = matches[0]
    ? text.slice(matches[0].index).search(/[.!?](?:\s|$)(?<!\b(?:Ms|Mr|Mrs|Dr)\.\s?)/)
    : -1;
  const match = strongest
    ? matches.find(
        (found) => !WORKS_BESIDE.test(found[0]) && (end < 0 || found.index <= matches[0]!.index + end),
      )
    : matches[0];
  if (!match) return null;
  const rest = text.slice(match.index + match[0].length);
  // "supervised by, and report to, the Senior Audiologist, …": the second phrase leads to the name.
  const again = pattern.exec(rest);
  return again && again.index <= 12 ? rest.slice(again.index + again[0].length) : rest;
}

/** "Jess Morales" in "a call with your recruiter, Jess Morales" or "Mag. Sabine Huber, Recruiting & Employer Branding". */
function namedAsRecruiter(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const role =
    text
      .slice(at + name.length)
      .replace(/^[\s,|–—-]+/, "")
      // "Mme Claire Dubois, directrice, par courriel à recrutement@…": the role, not the address after it.
      .split(/[.;:!?]|\s[|–—]\s|,\s+(?:at|par|per|por|via|op|unter|by|on)\s|\S+@/)[0] ?? "";
  const before = text.slice(Math.max(0, at - 30), at);
  return (
    RECRUITER_ROLE.test(`${role.slice(0, 50)} `) ||
    /\b(recruiter|talent|recruitment|HR)\b[^.;]*,?\s*$/i.test(before)
  );
}

const TITLE_AT_END = new RegExp(`(?<![\\p{L}])(?:${PERSON_TITLE})\\.?$`, "u");

function continuesOnNextLine(line: AdvertLine, next: AdvertLine | undefined): boolean {
  return (
    next !== undefined &&
    next.index === line.index + 1 &&
    (line.text.length >= 60 ||
      // (A narrower scan's line whose sentence goes on in small letters: "… and will work" / "under the Chief …".)
      (line.text.length >= 40 && /^\p{Ll}/u.test(next.text)) ||
      // "Rattaché au Chef d'atelier, M. Mamadou" / "Lamine Diop, vous …": a name broken over a short line.
      (/\s\p{Lu}\p{Ll}+$/u.test(line.text) && /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)?,\s/u.test(next.text))) &&
    // "… reporting to our FA Lab Manager, Ir. Dr." / "Lim Wei Jie, …": a title's dot ends no sentence.
    (!/[.!?:;]$/.test(line.text) || TITLE_AT_END.test(line.text)) &&
    /^[\p{L}(]/u.test(next.text)
  );
}

/**
 * The sentence a line starts, over the lines it was wrapped onto: a long line's next one, or a narrow PDF column's
 * next lines where a word was broken with a hyphen ("super-" / "vised by the Superintendent Radi-" / "ographer, Mrs"
 * / "Fenella Quayle").
 */
function sentenceFrom(lines: AdvertLine[], at: number): string {
  const line = lines[at]!;
  if (continuesOnNextLine(line, lines[at + 1])) {
    const next = lines[at + 1]!;
    const third = lines[at + 2];
    // "You will report to" / "our Lab Manager, Ir. Dr." / "Tan Boon Keat, …": a title's dot carries on again.
    return TITLE_AT_END.test(next.text) && third?.index === next.index + 1
      ? `${line.text} ${next.text} ${third.text}`
      : `${line.text} ${next.text}`;
  }
  // Only a line that breaks a word, or a short line just before one ("by, and report to," / "the Principal Or-"),
  // starts a narrow column's run of lines.
  const breaksWord = (candidate: AdvertLine | undefined) =>
    candidate !== undefined && /\p{L}-$/u.test(candidate.text);
  const beforeBreak =
    line.text.length <= 30 &&
    !/[.!?:;]$/.test(line.text) &&
    lines[at + 1]?.index === line.index + 1 &&
    lines[at + 1]!.text.length <= 30 &&
    (breaksWord(lines[at + 1]) || breaksWord(lines[at + 2]));
  if (!breaksWord(line) && !beforeBreak) return line.text;
  let text = line.text;
  let last = line;
  // Three lines on, or further while a word is still broken ("Ngaire Whit-" / "combe").
  for (let step = 1; step <= 3 || (step <= 6 && /\p{L}-$/u.test(text)); step++) {
    const next = lines[at + step];
    if (!next || next.index !== last.index + 1 || /[.!?:;]$/.test(last.text) || !/^[\p{L}(]/u.test(next.text))
      break;
    const broken = /\p{L}-$/u.test(text) && /^\p{Ll}/u.test(next.text);
    text = broken ? `${text.slice(0, -1)}${next.text}` : `${text} ${next.text}`;
    last = next;
  }
  return text;
}

/** "Practice Manager", "Praxismanagerin", "Filialleiter": a signer who runs the place. */
const MANAGER_SIGNATURE =
  /^(?:(?:[\p{L}&]+\s){0,3}(?:manager|director|principal|partner)|\p{L}+(?:managerin|manager|leiterin|leiter)|managing director|head of|head chef|ceo|md)\b/iu;
/** "Dale Ruediger, owner", "Geigenbaumeisterin, Inhaberin": whoever owns the business signs for it. */
const OWNER_SIGNATURE =
  /(?:^|,\s*|\s)(?:owner|founder|co-founder|inhaber(?:in)?|geschäftsführer(?:in)?|gérante?|propriétaire|fondat(?:eur|rice)|propietari[oa]|dueñ[oa]|fundador[a]?|eigena(?:ar|res)|zaakvoerder|zaakvoerster)\b/iu;

const FORWARD_MARKER =
  /^(?:begin forwarded message|-{2,}\s*(?:forwarded message|original message|weitergeleitete nachricht|message transféré|mensaje reenviado|doorgestuurd bericht)\s*-{2,})/i;

/** What follows a signer's name on their line: "Dale Ruediger, owner", "Manolis Daskalakis (owner)". */
function roleAfterName(line: string, name: string): string {
  return (
    line
      .slice(line.indexOf(name) + name.length)
      .replace(/^[\s,|–—-]+/, "")
      // "Joanna Dela Cruz-Reyes, CPC | Coding Team Lead": a credential before the role (a "CEO" is the role).
      .replace(/^(?:(?!(?:CEO|COO|CFO|CTO|MD|GM|HR)\b)\p{Lu}{2,6}(?:-\p{Lu})?\s*[,|]\s*)+/u, "")
      .replace(/^\((.+)\)$/, "$1")
  );
}

/**
 * Who signs the advert: a short line among its last ones, a name with its role beside it ("Dale Ruediger, owner")
 * or under it; `roleLine` says whether the role has a line of its own.
 */
export function signature(
  lines: AdvertLine[],
): { person: HiringManager; at: number; roleLine: boolean } | null {
  const whole = lines.map((line) => line.text).join("\n");
  for (let at = lines.length - 1; at >= Math.max(0, lines.length - 15); at--) {
    // "— Aishath Shiuna, Lead Marine Biologist, Vilu Falhu 🧵 4/4": a dash before, a thread's count after.
    const line = lines[at]!.text.replace(/^[—–-]\s*/, "");
    // (Initials and credentials, "CPC", "JHIS", are not counted.)
    if (line.split(" ").filter((word) => /\p{Ll}/u.test(word)).length > 8) continue;
    const person = personAtStart(line);
    if (!person) continue;
    const role = roleAfterName(line, person.name);
    const isRole = (text: string) =>
      OWNER_SIGNATURE.test(text) ||
      MANAGER_SIGNATURE.test(text) ||
      looksLikeJobTitle(text) ||
      // "Master Thatcher": a trade no word list holds, named again in the advert.
      isRepeatedAgentNoun(text, whole);
    // "Je suis Murielle, gérante de …", "I'm Dale, I run …": the writer introduced themself by first name.
    const introduced = new RegExp(
      `\\b(?:je suis|moi c['’]est|I['’]m|I am|my name is|ich bin|ich heiße|soy|me llamo|ik ben|mijn naam is)\\s+${person.name.split(" ")[0]}\\b`,
      "iu",
    ).test(whole);
    if (isRole(role)) return { person, at, roleLine: false };
    if (!role && isRole(lines[at + 1]?.text ?? "")) return { person, at, roleLine: true };
    if (!role && introduced) return { person, at, roleLine: false };
  }
  return null;
}

const OFFICE_AFTER =
  /^\s*(?:\((?:büro|sekretariat|verwaltung|office|administration|bureau|secrétariat|secretariaat|oficina|secretaría)\)|,\s*(?:office (?:manager|administrator)|secretary|assistante? administrati(?:f|ve)|administrative assistant|sekretärin|secrétaire|secretaria|sekretariat|secrétariat|secretariaat|secretaría|büro|verwaltung)(?![\p{L}]))/iu;

/** Every named person, with what kind of mention it was. */
/** A label's person: "Chief Public Health Inspector (Mr. Desmond A. Clarke)", "Chief Radiographer – Mr. Kwabena …". */
function labelledPerson(value: string): HiringManager | null {
  // "Co-ordinator (currently Mrs Pauline Goss)": the post's present holder.
  // ("Yard Manager (Mr. Declan O'Rourke), working closely with …": wherever the brackets stand.)
  const bracketed = /\(([^()]{4,60})\)/
    .exec(value)?.[1]
    ?.replace(
      /^(?:currently|at present|presently|actuellement|derzeit|zurzeit|actualmente|momenteel)\s+/i,
      "",
    );
  const afterDash = /\s[–—-]\s(.{4,60})$/.exec(value)?.[1];
  // "Harbour Master (Capt. Elowen Le Tissier)": the person in brackets, not the role's words.
  // "Master Distiller – Hyacinth Laville": after a dash, the person; the role's words come first.
  // "Directeur Industriel, M. Gildas HOUNKPATIN": a titled person after the role and a comma.
  const afterComma = new RegExp(`,\\s+((?:${PERSON_TITLE})\\.?\\s.{3,60})$`, "u")
    .exec(value)?.[1]
    // (The surname in capitals at the end: "Gildas HOUNKPATIN".)
    ?.replace(/(\p{Lu}\p{Ll}+\s+)(\p{Lu})(\p{Lu}{2,})$/u, (_, given: string, first: string, rest: string) => {
      return `${given}${first}${rest.toLowerCase()}`;
    });
  // "Chapel Operations Head, Ma. Cristina Villaflor": a managing role, then its holder after the comma.
  const [role, holder, ...more] = value.split(/,\s+(?=\p{Lu})/u);
  // (Not a place: "Station Manager, Bradley's Observing Station".)
  const afterRole =
    holder && !more.length && MANAGING_ROLE.test(` ${role} `) && !/['’]s(?:\s|$)/.test(holder)
      ? holder
      : undefined;
  // "Head of Compliance Mark Kinvig, mkinvig@…": the department's words (as many as leave a name), then the person.
  const headOfWords = /^Head of\s+(.+)$/u.exec(value.trim())?.[1]?.split(/\s+/) ?? [];
  const headOf = [3, 2, 1]
    .map((skip) => {
      const rest = headOfWords.slice(skip).join(" ");
      const person =
        rest && headOfWords.slice(0, skip).every((word) => /^\p{Lu}/u.test(word))
          ? personAtStart(rest)
          : null;
      return person && person.name.split(/\s+/).length >= 2 ? rest : null;
    })
    .find((rest) => rest !== null);
  return (
    (bracketed ? personAtStart(bracketed) : null) ??
    (afterDash ? personAtStart(afterDash) : null) ??
    (headOf ? personAtStart(headOf) : null) ??
    (afterComma ? personAtStart(afterComma) : null) ??
    (afterRole ? personAtStart(afterRole) : null) ??
    personAtStart(value)
  );
}

const BOSS_LABEL =
  /^[\p{L} ]{0,50}(?<![\p{L}])(?:chef|chefin|vorgesetzte[rn]?|boss|line manager|leidinggevende|jefe|jefa|supérieur hiérarchique|nadređen[ia]|przełożon[ya]|nadrejen[ia]|supervisor|gerente(?:\s+\p{L}+)?)\s*:\s*(.+)$/iu;

const YOUR_BOSS_HEADING =
  /^(?:your|ton|ta|votre|je|dein|deine|ihr|ihre|tu|su)\s+(?:future\s+|new\s+)?(?:team leader|team lead|manager|line manager|supervisor|boss|chef|cheffe|responsable|leidinggevende|teamleiter(?:in)?|vorgesetzte[rn]?|jef[ea])\s*:?$/i;
const REPORTS_LABEL =
  /^((?:you(?:['’]ll| will) )?reports? to|reporting to|rattachement|reporta a|depende de|jefe directo|jefa directa|jefe inmediato|jefa inmediata|superior inmediato|rapporte à|berichtet an|rapporteert aan|responsible to|supérieur hiérarchique|supérieure hiérarchique|accountable to|line manager|hiring manager|hiring lead|recruiting manager)/i;

/** The role a "Reports to:" label gives without a name ("Speech and Language Therapy Service Manager"): its head noun. */
function reportingHeads(lines: AdvertLine[]): string[] {
  return lines.flatMap((line) => {
    const labelled = CONTACT_LABEL.exec(line.text);
    if (!labelled || !REPORTS_LABEL.test(line.text) || personAtStart(labelled[2] ?? "")) return [];
    const role = (labelled[2] ?? "").replace(/\([^)]*\)/g, "").split(/,|\s[–—-]\s/)[0]!;
    const head = (role.split(/\s+(?:of|for|de|du|des|für)\s+/i)[0] ?? "").trim().split(/\s+/).at(-1) ?? "";
    return /^\p{L}{3,}$/u.test(head) ? [head.toLowerCase()] : [];
  });
}

/**
 * "Reporting to the Laboratory Supervisor, the …" or "Reports to: Editor of Debates": the roles the job reports to
 * where the advert names nobody with them. An HR officer who receives the applications is not that manager, unless
 * they hold the role ("Reporting to our HR Manager" … "Laura Pennington, HR Manager").
 */
export function unnamedBossRoles(lines: AdvertLine[]): string[] {
  const labelled = lines.flatMap((line) => {
    const labelled = CONTACT_LABEL.exec(line.text);
    if (!labelled || !REPORTS_LABEL.test(line.text) || personAtStart(labelled[2] ?? "")) return [];
    return [
      (labelled[2] ?? "")
        .replace(/\([^)]*\)/g, "")
        .split(/,|\s[–—-]\s/)[0]!
        .trim(),
    ];
  });
  const said = lines.flatMap((line, at) => {
    const rest = cleanedRest(after(sentenceFrom(lines, at), REPORTING_BARE));
    const role =
      rest && !personAfter(rest)
        ? /^(?:the|our|your)\s+((?:\p{Lu}[\p{L}&-]*\s+(?:(?:of|for|and|&)\s+)?){0,4}\p{Lu}[\p{L}-]*)\s*(?:[,.;]|$)/u.exec(
            rest,
          )?.[1]
        : undefined;
    return role ? [role] : [];
  });
  return [...labelled, ...said].filter((role) => role.length >= 3);
}

/** Whether the finding's own line (or the next) gives one of these roles. */
export function holdsRole(finding: PersonFinding, lines: AdvertLine[], roles: string[]): boolean {
  const at = Math.floor(finding.at % 1000);
  const said = `${lines[at]?.text ?? ""} ${lines[at + 1]?.text ?? ""}`.toLowerCase();
  return roles.some((role) => said.includes(role.toLowerCase()));
}

/**
 * Someone named for questions ("Informal enquiries to Clodagh McAleese, Clinical Lead …") is not whom the job
 * reports to when the advert gives that role ("Reports to: … Service Manager") and their own line does not hold it.
 */
export function withoutOtherEnquiryContacts(people: PersonFinding[], lines: AdvertLine[]): PersonFinding[] {
  const heads = reportingHeads(lines);
  if (!heads.length) return people;
  return people.filter((finding) => {
    if (finding.reportsTo) return true;
    const at = Math.floor(finding.at);
    const line = lines[at];
    const next = lines[at + 1];
    // The next line counts only when the sentence runs on to it, not when a new paragraph asks for enquiries.
    const runsOn = line && next && next.index === line.index + 1 && !/[.!?]$/.test(line.text);
    const said = `${line?.text ?? ""} ${runsOn ? next.text : ""}`;
    if (
      !/\b(?:enquir|inquir|question|quer(?:y|ies)|renseignements|auskünfte|auskunft|información|inlichtingen)/i.test(
        said,
      )
    )
      return true;
    return heads.some((head) => new RegExp(`(?<![\\p{L}])${head}(?![\\p{L}])`, "iu").test(said));
  });
}

/** "the Superintendent Radiographer (General & Trauma), Mrs …": past a role and its comma to the name; "" if none. */
function pastRole(rest: string): string {
  const role = /^([^,.;]{2,60}),\s+/.exec(rest);
  if (!role) return "";
  // "del taller, don Efrén Salgado Ocampo": the Spanish form of address in small letters.
  const after = rest
    .slice(role[0].length)
    .replace(/^(don|doña)(?=\s+\p{Lu})/u, (word) => word[0]!.toUpperCase() + word.slice(1))
    // "…, le Cdt Jean-Pierre Essomba Ndongo": an article before the title.
    .replace(new RegExp(`^(?:le|la|el|der|die|the)\\s+(?=${PERSON_TITLE}\\.?\\s)`, "u"), "");
  return looksLikeJobTitle(role[1]!) ||
    /^(?:our|the|your|my|la|el|le|les|los|las|der|die|den|dem|de|het|unser\p{L}*|notre|votre|nuestr\p{L}+|su|onze|uw)\s/iu.test(
      role[1]!,
    ) ||
    // "our VP, Supply Chain, Capt. Arjun Menon": a department, then a titled person.
    new RegExp(`^${PERSON_TITLE}\\.?\\s`, "u").test(after)
    ? after
    : "";
}

/** "KOFFI Yao Serge, le Chef …" → "Yao Serge Koffi, le Chef …": a surname first in capitals goes last. */
function surnameLast(text: string): string {
  // ("M. KOUAKOU Yao Bertrand": after a form of address too.)
  return text.replace(
    /^((?:M\.|Mme|Mlle|Mr\.?|Mrs\.?|Ms\.?|Dr\.?|Pr\.?)\s+)?(\p{Lu}{3,}(?:-\p{Lu}{3,})?)\s+(\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2})(?=$|[,;.])/u,
    (_, title: string | undefined, surname: string, given: string) =>
      `${title ?? ""}${given} ${surname[0]}${surname.slice(1).toLowerCase()}`,
  );
}

/** The person a phrase such as "report to" leads to, past a role before the name. */
function personAfter(given: string): HiringManager | null {
  // "reportará a la Cra. Lucía Bentancor": an article before the title.
  const rest = given.replace(new RegExp(`^(?:la|el|le|der|die|the)\\s+(?=${PERSON_TITLE}\\.?\\s)`, "u"), "");
  // "report to our VP, Supply Chain, Capt. Arjun Menon": past the role's department to the name.
  // "… wordt hoofdvroedvrouw Els Vermeulen": a role in small letters before the name.
  // "Ihre Dienstvorgesetzte ist Pastorin Anke Feddersen": a role word before a two-word name is not part of it.
  const role = /^(\p{Lu}\p{Ll}+)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}-]+)/u.exec(rest);
  const pastRoleWord = role && looksLikeJobTitle(role[1]!) ? personAtStart(rest.slice(role[0].length)) : null;
  return (
    pastRoleWord ??
    personAtStart(rest) ??
    personAtStart(pastRole(rest)) ??
    personAtStart(surnameLast(pastRole(rest))) ??
    // "dirigé par RAKOTOMALALA Hery Nirina, directeur artistique": the surname first, in capitals.
    personAtStart(surnameLast(rest)) ??
    // "our technical director Marcus Alleyne", "our bar manager Trần Quốc Dũng": a role in small letters after "our".
    personAtStart(
      rest.replace(
        /^(?:(?:our|the|your)\s+)?(?:(?!(?:the|our|your|die|der|das|den|dem|des)\s)\p{Ll}[\p{L}-]{2,}\s+){1,2}(?=\p{Lu}\p{Ll}+\s+\p{Lu})/u,
        "",
      ),
    ) ??
    // "Steuerberater Dipl.-Kfm. Hendrik Brenninkhaus": a German role before the person's titles.
    personAtStart(rest.replace(/^\p{Lu}\p{Ll}+\s+(?=Dipl\.-|Dr\.?\s|Prof\.?\s|Mag\.\s)/u, "")) ??
    // "our Installation Supervisor Mr. Ibrahim Sorie Conteh", "unseren Produktionsleiter Ing. Bernhard Fink", "by
    // Head of Instruction Dr. Rhiannon Pyke": a role in capitals, then the titled person.
    personAtStart(
      rest.replace(
        new RegExp(
          `^(?:(?:our|the|your|unseren?|unserer|unsere|ihren?|ihre|notre|votre|nuestr[oa]|su|onze|uw)\\s+)?(?:\\p{Lu}[\\p{L}-]*\\s+(?:(?:of|for|and|&)\\s+)?){1,4}(?=${PERSON_TITLE}\\.?\\s)`,
          "u",
        ),
        "",
      ),
    ) ??
    pastCapitalisedRole(rest)
  );
}

/** "our Production Manager Gunnhildur Sævarsdóttir, who …": a role in capitals after "our", then the person. */
function pastCapitalisedRole(rest: string): HiringManager | null {
  const owned = /^(?:our|the|your)\s+(.+)$/iu.exec(rest)?.[1];
  if (!owned) return null;
  const words = owned.split(/\s+/);
  for (let count = 1; count <= 4 && count < words.length; count++) {
    const role = words.slice(0, count);
    if (!role.every((word) => /^(?:\p{Lu}[\p{L}-]*|of|for|and|&)$/u.test(word))) break;
    // The role ends in its head noun ("Production Manager"), not in "of" or a department's word.
    if (!/^\p{Lu}/u.test(role.at(-1)!) || !looksLikeJobTitle(role.at(-1)!)) continue;
    const person = personAtStart(words.slice(count).join(" "));
    if (person) return person;
  }
  return null;
}

/** What follows the phrase, past a closing bracket and a nickname in quotes. */
function cleanedRest(rest: string | null): string | null {
  // "work side by side with (and report to) our founder, …": past the closing bracket.
  // 'Hamish "Hoss" Cargill': the name a person goes by, in quotes, is not part of the name.
  // "de heer R.J. (Rolando) Hassell": the name used, in brackets after the initials, replaces them.
  return (
    rest
      ?.replace(/^[)\]]\s*/, "")
      .replace(/\s["“'‘][\p{L}-]{2,15}["”'’](?=\s)/u, "")
      .replace(/(?<![\p{L}])(?:\p{Lu}\.){1,4}\s*\((\p{Lu}\p{Ll}+)\)\s+(?=\p{Lu})/u, "$1 ") ?? null
  );
}

export function findPeople(lines: AdvertLine[]): PersonFinding[] {
  const found: PersonFinding[] = [];
  lines.forEach((line, at) => {
    // ("Apply with CV …, addressed to:" over "The Principal, Mr. Foday S. Kamara": the addressee on the next line.)
    // (Only a person with a title, and not HR: "addressed to: The Human Resources Manager, Kariega Bulk Water Board".)
    const addressedTo = ADDRESSED_TO.exec(line.text);
    const addressee =
      addressedTo?.[1] || (addressedTo && lines[at + 1]?.index === line.index + 1 ? lines[at + 1]!.text : "");
    const labelled =
      CONTACT_LABEL.exec(line.text) ??
      (addressee && TITLED_ADDRESSEE.test(addressee) && !RECRUITER_ROLE.test(addressee)
        ? CONTACT_LABEL.exec(`Contact: ${addressee}`)
        : null);
    if (labelled) {
      // "Reports to: WASH Coordinator (Mr. Varney" / "K. Kollie)": a form's value wrapped inside its brackets.
      const value = labelled[2] ?? "";
      const unclosed = /\([^)]*$/.test(value) && /^[^(]*\)/.test(lines[at + 1]?.text ?? "");
      const person = labelledPerson(unclosed ? `${value} ${lines[at + 1]!.text}` : value);
      if (person)
        found.push({
          person,
          evidence: "label",
          at,
          recruiter: namedAsRecruiter(line.text, person.name),
          asContact: !REPORTS_LABEL.test(line.text),
          reportsTo: REPORTS_LABEL.test(line.text),
        });
    }
    // "Ihr Ansprechpartner auf der Baustelle und Chef: Hauke Petersen, Inhaber": a label that names the boss.
    // ("… u Poreču. Nadređeni: Marko Jurić, voditelj stanice.": a label may start a later sentence of the line.)
    const boss = labelled
      ? null
      : line.text
          // ("Supervisor: Mr. Kesner Ioanis": a title's full stop ends no sentence.)
          .split(/(?<=[.!?])(?<!(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Dr|Prof|Sr|Sra|Srta|Ing|Lic|Mme|M|Hr|Fr)\.)\s+/u)
          .map((sentence) => BOSS_LABEL.exec(sentence))
          .find((match) => match !== null);
    const bossPerson = boss ? labelledPerson(boss[1] ?? "") : null;
    if (bossPerson)
      found.push({ person: bossPerson, evidence: "label", at, recruiter: false, reportsTo: true });
    // "Name" / "Ihre Ansprechperson:" on a line of its own, the person on the next.
    if (
      /^(name|contact|contact person|hiring manager|hiring lead|(?:you(?:['’]ll| will) )?reports? to|reporting to|line manager|ansprechpartner(?:in)?|ihre? ansprechp\w+|ansprechperson|(?:ihre?\s+)?kontaktperson|interlocut\w+|contacto)\s*:?$/i.test(
        line.text,
      )
    ) {
      const next = lines[at + 1];
      const person = next ? labelledPerson(next.text) : null;
      if (person)
        found.push({
          person,
          evidence: "label",
          at: at + 1,
          recruiter: namedAsRecruiter(next!.text, person.name),
          asContact: !REPORTS_LABEL.test(line.text),
          reportsTo: REPORTS_LABEL.test(line.text),
        });
    }
    // A flyer's "YOUR TEAM LEADER" heading, the person on the line below.
    if (YOUR_BOSS_HEADING.test(line.text)) {
      const person = lines[at + 1] ? labelledPerson(lines[at + 1]!.text) : null;
      if (person) found.push({ person, evidence: "label", at: at + 1, recruiter: false, reportsTo: true });
    }
    // "Groeten," / "Sjoerd": who signs a small employer's post, in full where the advert gives the name again.
    // ("Kind regards, / Louise" over "Begin forwarded message:": the forwarder signs their note, not the job.)
    if (
      SIGN_OFF.test(line.text) &&
      lines[at + 1]?.index === line.index + 1 &&
      !lines.slice(at + 2).some((below) => FORWARD_MARKER.test(below.text))
    ) {
      const next = lines[at + 1]!.text.trim();
      const first = /^\p{Lu}\p{Ll}{2,}$/u.test(next) ? next : null;
      const person = first ? fullNameIn(lines.slice(at + 2), first) : personAtStart(next);
      if (person)
        found.push({
          person,
          evidence: "body",
          at: at + 1,
          recruiter: RECRUITER_ROLE.test(`${lines[at + 2]?.text ?? ""} `),
        });
    }
    // "Ask for Mr Persaud d mill mgr": whom to ask for is the boss only when the advert says so.
    // ("Preguntar por el Ing. Ramón" / "Peralta, Jefe de Mantenimiento": a flyer's line break inside the name.)
    const bossAsked = ASK_FOR_BOSS.exec(line.text) ?? ASK_FOR_BOSS.exec(sentenceFrom(lines, at));
    const surname = bossAsked ? SURNAME_ONLY.exec(bossAsked[1]!.trim()) : null;
    // ("ask for Shaun, our Shop Foreman": a workshop gives the boss's first name only.)
    const firstName = bossAsked?.[1]?.trim() ?? "";
    const askedFor = surname
      ? { name: surname[2]!, title: surname[1]! }
      : bossAsked
        ? (personAtStart(bossAsked[1]!.replace(/^(?:el|la|le|al|the)\s+/i, "")) ??
          (/^\p{Lu}\p{Ll}{2,}$/u.test(firstName) && !looksLikeJobTitle(firstName) && !isPlace(firstName)
            ? { name: firstName, title: "" }
            : null))
        : null;
    if (askedFor) found.push({ person: askedFor, evidence: "body", at, recruiter: false, reportsTo: true });
    // A forwarded e-mail: the original sender is who the candidate writes back to.
    if (
      /^from\s*:/i.test(line.text) &&
      lines.slice(Math.max(0, at - 3), at).some((l) => /forwarded message|^-{3,}/i.test(l.text))
    ) {
      const person = personAtStart(line.text.replace(/^from\s*:\s*/i, ""));
      // ("Nadia Bossano" / "HR Officer" under the message: a recruiter to answer, not the job's manager.)
      const signedAsRecruiter =
        person !== null &&
        lines.some(
          (signed, index) =>
            index > at &&
            signed.text.trim() === person.name &&
            RECRUITER_ROLE.test(`${lines[index + 1]?.text ?? ""} `),
        );
      if (person)
        found.push({
          person,
          evidence: "label",
          at,
          recruiter: signedAsRecruiter,
          ...(signedAsRecruiter ? { asContact: true } : {}),
        });
    }
    // "More information: kennel manager Aino Heikkilä, tel. …", "Auskünfte: Bauhofleiter Florian Gamper": the one to
    // ask, when they run the team the job is in.
    const asked = INFO_CONTACT.exec(line.text)?.[1];
    if (asked) {
      const role =
        /^((?:\p{Ll}[\p{L}-]*\s+){1,2}|\p{Lu}\p{Ll}*(?:leiter|leiterin|meister|meisterin|chef|chefin)\s+)/u.exec(
          asked,
        )?.[1];
      const person =
        role && MANAGING_ROLE.test(role) && !RECRUITER_ROLE.test(`${role} `)
          ? personAtStart(asked.slice(role.length))
          : null;
      const after = /^([^,]{4,60}),\s+([^,]{3,40})/u.exec(asked);
      const named =
        person ??
        (after && MANAGING_ROLE.test(` ${after[2]} `) && !RECRUITER_ROLE.test(`${after[2]} `)
          ? personAtStart(after[1]!)
          : null);
      if (named) found.push({ person: named, evidence: "body", at, recruiter: false });
    }
    if (HIRING_TEAM.test(line.text)) {
      const next = lines[at + 1];
      const person = next ? personAtStart(next.text) : null;
      // LinkedIn puts the poster's headline under the name: a recruiter's is not the manager's.
      const headline = lines[at + 2]?.text ?? "";
      // A talent partner who posted the job is someone to ask, not whom the letter is for.
      const recruiter = RECRUITER_ROLE.test(`${headline} `);
      if (person) found.push({ person, evidence: "label", at: at + 1, recruiter, asContact: recruiter });
    }
    // A sentence hard-wrapped in a PDF or e-mail ("You'll report to our Head of / Payments Risk, Kirsty-Ann Borg").
    const prose = sentenceFrom(lines, at);
    for (const pattern of [ADDRESSED, REPORTING, UNTERSTELLT, CONTACT_VERB, MANAGER_IS, INTERVIEWER]) {
      // ("You will work closely with our Head Teacher, Ryan …, and report to our director, Ms. Kim Soo-jin.")
      const boss = pattern === REPORTING ? cleanedRest(after(prose, pattern, true)) : null;
      const bossPerson = boss ? personAfter(boss) : null;
      const rest = bossPerson ? boss : cleanedRest(after(prose, pattern));
      let person = bossPerson ?? (rest ? personAfter(rest) : null);
      // ("Rattaché(e) au service qualité, sous la responsabilité de la Responsable Qualité, Mme …": a later phrase names
      // someone when the first does not.)
      if (!person && pattern === REPORTING && REPORTING.test(prose))
        for (const later of [...prose.matchAll(globalOf(REPORTING))].slice(1)) {
          const again = cleanedRest(after(prose.slice(later.index), REPORTING));
          person = again ? personAfter(again) : null;
          if (person) break;
        }
      // "working under our head sailmaker Desmond Joseph, who …": the comma after the name is not a role's.
      if (!person && pattern === REPORTING) {
        const bare = cleanedRest(after(prose, REPORTING_BARE));
        person = bare ? personAfter(bare) : null;
      }
      // Whom the job reports to is the manager, even in a recruiting team.
      const reporting = pattern === REPORTING || pattern === UNTERSTELLT || pattern === MANAGER_IS;
      // "Eli Crockett, our yard foreman, runs the shop floor and you'll report to him": the sentence's subject.
      if (!person && pattern === REPORTING && /^(?:him|her|them)\b/i.test(rest ?? "")) {
        const said = prose.slice(0, prose.length - (rest ?? "").length);
        const subject = !/[.!?]\s/.test(said) ? personAtStart(said) : null;
        if (subject) found.push({ person: subject, evidence: "body", at, recruiter: false, reportsTo: true });
      }
      const bareRest = reporting ? cleanedRest(after(prose, REPORTING_BARE)) : null;
      const holder = !person && bareRest ? holderOfRole(lines, bareRest) : null;
      if (holder) found.push({ person: holder, evidence: "body", at, recruiter: false, reportsTo: true });
      // "rattaché·e à Margaux, notre cheffe de cave": a first name the advert gives in full elsewhere.
      // ("You'd report to Marisol (our dive ops manager)": the role in brackets; "you'll report to Ana." under a quote
      // signed "— Ana Whittaker, Beverage Director".)
      const firstOnly =
        !person && reporting
          ? (/^(\p{Lu}\p{Ll}{2,})(?:,\s|\s+\()/u.exec(rest ?? "")?.[1] ??
            (/\bto\s+$/i.test(prose.slice(0, prose.length - (rest ?? "").length))
              ? /^(\p{Lu}\p{Ll}{2,})(?:[.;!]|\s*$)/u.exec(rest ?? "")?.[1]
              : undefined))
          : undefined;
      if (firstOnly) {
        // ("encadré(e) par Chiara, notre responsable boutique": a first name the advert gives only so, with the role.)
        const role = new RegExp(
          `^${firstOnly},\\s+(?:our|notre|votre|onze|je|unsere[rm]?|deine?|nuestr[oa]|tu|su)\\s+((?:\\p{L}[\\p{L}-]*\\s+){0,2}\\p{L}[\\p{L}-]*)`,
          "u",
        ).exec(rest ?? "")?.[1];
        const full =
          fullNameIn(lines, firstOnly) ??
          (role && MANAGING_ROLE.test(` ${role} `) ? { name: firstOnly, title: role } : null);
        if (full) found.push({ person: full, evidence: "body", at, recruiter: false, reportsTo: true });
      }
      // An interviewer counts only with a manager's role beside the name ("with Josephine …, our Head of Quality").
      if (person && pattern === INTERVIEWER && !interviewerManages(prose, person.name)) continue;
      if (person)
        found.push({
          person,
          evidence: "body",
          at,
          recruiter: !reporting && namedAsRecruiter(prose, person.name),
          asContact: pattern === CONTACT_VERB,
          // (An interviewer who manages, "der Sportchef des Hotels, Emre Aydın", is the client's manager too.)
          reportsTo: reporting || pattern === INTERVIEWER,
        });
    }
    // "Apply to workshop foreman Clyde Liburd", "Bewerbungen an Heimleiterin Ute Schwerter", "Bel onze
    // vestigingsmanager, Marek Nowicki", "onder teamleider Ruben Claes": a manager's role right before the name.
    // (Whom one applies to, works under or is interviewed by; not someone to ask, "Fragen beantwortet unsere
    // Praxismanagerin X", nor "The Human Resources Manager, Mazowe Leaf Merchants".)
    if (
      (APPLY_SENTENCE.test(line.text) || UNDER_OR_INTERVIEW.test(line.text)) &&
      !/(?<![\p{L}])(?:questions?|fragen|vragen|preguntas|dudas|enquir\p{L}*|inquir\p{L}*|chat)(?![\p{L}])/iu.test(
        line.text,
      )
    )
      for (const match of line.text.matchAll(ROLE_BEFORE_NAME)) {
        if (RECRUITER_ROLE.test(`${line.text.slice(Math.max(0, match.index - 30), match.index)}${match[0]} `))
          continue;
        const person = personAtStart(line.text.slice(match.index + match[0].length));
        if (!person || isFirmName(person.name) || found.some((other) => other.person.name === person.name))
          continue;
        found.push({ person, evidence: "body", at: at + 0.4, recruiter: false, reportsTo: true });
      }
    if (APPLY_SENTENCE.test(line.text)) {
      // ("… may be made to the Station Officer, Mr Brian" / "Fallon, on 094 …": the name wrapped onto the next line.)
      for (const match of line.text.matchAll(TO_PERSON)) {
        const person = personAtStart(prose.slice((match.index ?? 0) + match[0].length));
        if (person)
          found.push({
            person,
            evidence: "body",
            at: at + 0.5,
            recruiter: namedAsRecruiter(line.text, person.name),
          });
      }
      // "… to Siobhán Ní Bhriain, HR Manager": a name followed by the person's role.
      for (const match of line.text.matchAll(TO_NAME_THEN_ROLE)) {
        const person = personAtStart(match[1] ?? "");
        if (person && looksLikeJobTitle(match[2] ?? ""))
          found.push({
            person,
            evidence: "body",
            at: at + 0.6,
            recruiter: namedAsRecruiter(line.text, person.name),
            asContact: askedAbout(lines, at, match.index ?? 0),
          });
      }
    }
    for (const match of line.text.matchAll(NAME_THEN_RECRUITER)) {
      const person = personAtStart(match[1] ?? "");
      // Named with their role in passing ("an interview with Camille Perrin, Talent Acquisition"): someone to ask.
      if (person) found.push({ person, evidence: "body", at: at + 0.7, recruiter: true, asContact: true });
    }
    // "Entretien avec Camille Roux, Head of Product Design (ta future manager)": the person the note is about.
    // "… vous formera à nos méthodes et sera" / "votre N+1.": a note wrapped onto the next line.
    const inLine = FUTURE_MANAGER.exec(line.text) ?? WILL_SUPERVISE.exec(line.text);
    const managerNote = inLine ?? WILL_SUPERVISE.exec(prose);
    if (managerNote) {
      // "alongside Wendell Frost-Bouchard, who has run our sugarbush since 1998 and" / "will be your boss": a note
      // that opens its line reads the line before it too.
      const previous = lines[at - 1];
      const carried =
        previous &&
        previous.index === line.index - 1 &&
        !/[.!?]$/.test(previous.text) &&
        managerNote.index < 3
          ? `${previous.text} `
          : "";
      const before = carried + (inLine ? line.text : prose).slice(0, managerNote.index);
      // The nearest name before the note, a titled one first ("Prof. Lerato Mokoena, Chair in Marine Ecology").
      const names = [...before.matchAll(new RegExp(`(?<![\\p{L}])${PERSON}`, "gu"))].reverse();
      let named = false;
      for (const name of [...names.filter((found) => found[1]), ...names]) {
        const person = personAtStart(name[0]);
        if (person) {
          found.push({ person, evidence: "body", at, recruiter: false });
          named = true;
          break;
        }
      }
      // "working directly with Mereana, who will be your line manager": the full name given earlier.
      // ("Send a line to Bjarki (bjarki@…), who runs …": the bracket after the name goes.)
      const first = /(\p{Lu}[\p{Ll}\p{M}]+)\W*$/u.exec(before.replace(/\s*\([^()]*\)\W*$/, ""))?.[1];
      if (!named && first) {
        const earlier = found.find((finding) => finding.person.name.split(" ")[0] === first);
        const full = earlier?.person ?? fullNameIn(lines, first);
        if (full) found.push({ person: full, evidence: "body", at, recruiter: false });
      }
    }
    const called = BOSS_CALLED.exec(prose);
    const calledPerson = called ? personAtStart(called[1]!) : null;
    if (calledPerson) found.push({ person: calledPerson, evidence: "body", at, recruiter: false });
    // "aux côtés de Nathalie GRONDIN, gérante du salon", "con el Sr. Derlis Benítez, encargado del taller".
    const besideBoss = NAME_THEN_BOSS.exec(prose)?.[1];
    const bossNamed = besideBoss
      ? personAtStart(
          besideBoss.replace(
            /(?<![\p{L}])(\p{Lu})(\p{Lu}{2,})(?![\p{L}])/gu,
            (_, a: string, b: string) => a + b.toLowerCase(),
          ),
        )
      : null;
    if (bossNamed) found.push({ person: bossNamed, evidence: "body", at, recruiter: false });
    const head = OUR_HEAD_NAMED.exec(prose) ?? OUR_MANAGER_THEN_NAME.exec(prose) ?? TEAM_OF_OUR.exec(prose);
    // (Its role is a managing one by its own words.)
    const under = UNDER_OUR_ROLE.exec(prose);
    const underPerson = under && !RECRUITER_ROLE.test(under[1]!) ? personAtStart(under[2]!) : null;
    if (underPerson) found.push({ person: underPerson, evidence: "body", at, recruiter: false });
    // (Cheap tests first: most lines have neither ", our …," nor ") will".)
    const leads =
      (/,\s+(?:unserem|unserer|our|notre|onze|nuestro|nuestra)\s/u.test(prose)
        ? NAMED_ROLE_LEADS_YOU.exec(prose)
        : null) ??
      (/\)\s+(?:will|is going to|shall)\s/u.test(prose) ? BRACKETED_ROLE_LEADS_YOU.exec(prose) : null);
    // (PERSON holds two groups of its own: the role is the fourth.)
    const leadsYou = leads && MANAGING_ROLE.test(` ${leads[4]} `) ? personAtStart(leads[1]!) : null;
    if (leadsYou) found.push({ person: leadsYou, evidence: "body", at, recruiter: false, reportsTo: true });
    const headPerson = head && looksLikeJobTitle(head[1]!) ? personAtStart(head[2]!) : null;
    if (headPerson) found.push({ person: headPerson, evidence: "body", at, recruiter: false });
    // "Bel of mail Ilse Dros (praktijkmanager). Zij is ook je leidinggevende.": the person named just before.
    const yourBoss = WILL_BE_YOUR_BOSS.exec(prose);
    if (yourBoss) {
      // (Within its own sentence: the last name before it, "The owner Park Ji-hoon (…) runs the gym and".)
      const said =
        prose
          .slice(0, yourBoss.index)
          .split(/[.!?]\s+/)
          .at(-1) ?? "";
      const named = [...said.matchAll(new RegExp(PERSON_NAME, "gu"))]
        .map((found) => personAtStart(found[0]))
        .filter((found) => found !== null);
      const boss = named.at(-1);
      if (boss) found.push({ person: boss, evidence: "body", at, recruiter: false, reportsTo: true });
    }
    const pronounBoss = PRONOUN_IS_BOSS.exec(prose);
    if (pronounBoss) {
      const before = prose.slice(0, pronounBoss.index);
      const names = [...before.matchAll(new RegExp(PERSON_NAME, "gu"))]
        .map((named) => personAtStart(named[0]))
        .filter((named) => named !== null);
      const person = names.at(-1);
      if (person) found.push({ person, evidence: "body", at, recruiter: false, reportsTo: true });
    }
    for (const pattern of [JOINS_TEAM_OF, TO_WHOM]) {
      const match = pattern.exec(prose);
      // ("unsere Teamleiterin Südwesten, Anja Brandl, an die du berichtest": the role first, then the name.)
      const person = match
        ? (personAtStart(match[1] ?? "") ?? (pattern === TO_WHOM ? personAtStart(match[2] ?? "") : null))
        : null;
      if (person) found.push({ person, evidence: "body", at, recruiter: false });
    }
    // "You'll join Mere's team (Mere Tuilau, Guest Activities Manager)": the first name, then in full in brackets.
    const firstNameTeam = JOINS_FIRST_NAMES_TEAM.exec(prose);
    const teamHead = firstNameTeam ? personAtStart(firstNameTeam[2]!) : null;
    if (teamHead && teamHead.name.startsWith(`${firstNameTeam![1]} `))
      found.push({ person: teamHead, evidence: "body", at, recruiter: false, reportsTo: true });
    // "The Assistant Superintendent is Dwayne's second in command": the first name, given in full elsewhere.
    const deputyOf = SECOND_TO.exec(prose)?.[1];
    const deputysBoss = deputyOf ? fullNameIn(lines, deputyOf) : null;
    if (deputysBoss)
      found.push({ person: deputysBoss, evidence: "body", at, recruiter: false, reportsTo: true });
    const led = cleanedRest(after(prose, UNIT_LED_BY));
    const leader = led
      ? personAfter(
          led.replace(new RegExp(`^(?:le|la|the|el|der|die)\\s+(?=${PERSON_TITLE}\\.?\\s)`, "u"), ""),
        )
      : null;
    if (leader) found.push({ person: leader, evidence: "body", at, recruiter: false });
    const forThem = WORKS_FOR_THEM.exec(prose);
    if (forThem) {
      // The nearest first name before it (not a sentence's first word) that the advert gives in full somewhere.
      const names = [...prose.slice(0, forThem.index).matchAll(/(?<=\s)(\p{Lu}[\p{Ll}\p{M}]+)/gu)].reverse();
      for (const name of names) {
        const full = fullNameIn(lines, name[1]!);
        if (full) {
          found.push({ person: full, evidence: "body", at, recruiter: false });
          break;
        }
      }
    }
    // A chat message ("[08:43, 23/11/2026] Wanjiru Kamau: … you'd be reporting to me"): the sender manages the job.
    // The message may run on over lines without the chat header: its sender is the last one above.
    const chat = CHAT_LINE.exec(line.text);
    const said = chat ? (chat[2] ?? "") : line.text;
    // ("You'd report to" / "me directly": a sentence wrapped over the line's end.)
    const wrapped = /[.!?:]\s*$/.test(said) ? said : `${said} ${lines[at + 1]?.text ?? ""}`;
    if (
      MANAGES_ME.test(said) ||
      (!chat && MANAGES_ME.test(wrapped) && !MANAGES_ME.test(lines[at + 1]?.text ?? ""))
    ) {
      // A feed post's author ("Dana Whitcombe-Reyes • 1st" on its first line) when it is no chat.
      const sender = chat?.[1] ?? lastChatSender(lines, at) ?? postAuthor(lines);
      // Otherwise the writer who signs the advert ("Dale Ruediger, owner" under "you'll be working alongside me").
      // Or who introduced themselves ("Hi r/belize 👋 I'm Marisol Ancona, general manager at …").
      // ("Chidi O." in the chat, "– Chidi Okafor, owner" under the post: the name in full.)
      const posted = sender ? personAtStart(sender) : null;
      const signed = posted ? signature(lines)?.person : null;
      const person = sender
        ? signed &&
          signed.name.split(" ")[0] === posted!.name.split(" ")[0] &&
          signed.name.length > posted!.name.length
          ? signed
          : posted
        : (signature(lines)?.person ?? selfIntroduced(lines));
      // (The writer the job works for or with outranks a forwarder's or colleague's name: "Sie arbeiten direkt mit mir
      // zusammen" signed "Ralf Brenner, Inhaber" under Sabine's "Liebe Grüße".)
      if (person) found.push({ person, evidence: "body", at, recruiter: false, reportsTo: true });
    }
    // A titled name opening a line, or on a line about contacting someone (not "founded by Dr Lena Park").
    for (const match of line.text.matchAll(TITLED)) {
      if ((match.index ?? 0) > 0 && !CONTACT_WORDS.test(line.text)) continue;
      const person = personAtStart(line.text.slice(match.index ?? 0));
      if (person?.title)
        found.push({
          person,
          evidence: "body",
          at: at + 1000,
          // "Mrs. D. N. Wickramaratne" above "Manager – Human Resources": the role on the next line counts too.
          recruiter:
            namedAsRecruiter(line.text, person.name) ||
            (line.text.trim() === line.text.slice(match.index ?? 0).trim() &&
              RECRUITER_ROLE.test(`${lines[at + 1]?.text ?? ""} `)),
          // "please contact" / "Ms. Marie-Annick Pillay, Senior HR Officer": the sentence began on the line above.
          asContact:
            (match.index ?? 0) > 0 ||
            RECRUITER_ROLE.test(`${lines[at + 1]?.text ?? ""} `) ||
            // "… or sent by e-mail to recruitment@…. Enquiries:" / "Mrs. Zawadi Mnyampala, Human Resources Man-".
            /\b(?:contact|call|ring|e-?mail|write to|speak to|kontaktieren sie|contactez|contacte con|neem contact op met|(?:enquiries|inquiries|questions|auskünfte|auskunft|renseignements|informaciones?|inlichtingen)\s*:)\s*$/i.test(
              lines[at - 1]?.text ?? "",
            ),
        });
    }
  });
  // A message to the reader: e-mail headers, a greeting, or a writer saying "I".
  const personalMessage = lines.some((line) =>
    /^(?:from|subject|betreff|objet|asunto|onderwerp)\s*:|^(?:hi|hello|hey|dear|hallo|bonjour|hola|beste|goedemiddag)\b|\bI(?:['’]m|['’]ve|['’]d|\s+\p{Ll}+)\b/iu.test(
      line.text,
    ),
  );
  // A signature: a name on its own line followed by a recruiter's role ("Talent Partner, Acme").
  for (let at = Math.max(0, lines.length - 12); at < lines.length; at++) {
    // ("– Marcia Greaves, owner": a post signed with a dash.)
    const line = lines[at]!.text.replace(/^[—–-]\s*(?=\p{Lu})/u, "");
    // Names under a careers page's "Colleagues" list are not the job's contacts.
    if (lines.slice(Math.max(0, at - 6), at).some((above) => COLLEAGUES.test(above.text))) continue;
    const short = line.split(/\s+[|–—-]\s+|,\s+/).length <= 3 && line.split(" ").length <= 10;
    const person = short ? personAtStart(line) : null;
    if (!person) continue;
    const sameLineRole = roleAfterName(line, person.name);
    const nextLine = lines[at + 1]?.text ?? "";
    // A recruiter who signs a message they wrote ("I", an e-mail's headers) is whom the candidate answers; one who
    // signs a printed notice is its HR contact.
    if (RECRUITER_ROLE.test(`${sameLineRole} ${nextLine} `))
      found.push({ person, evidence: "body", at, recruiter: true, asContact: !personalMessage });
    // "Dave Hollins, Owner": a signature with the signer's role.
    else if (
      (at >= lines.length - 6 && MANAGER_SIGNATURE.test(sameLineRole || nextLine)) ||
      OWNER_SIGNATURE.test(sameLineRole || nextLine)
    )
      found.push({ person, evidence: "body", at: at + 2000, recruiter: false });
  }
  // "Frau Martina Wernig (Büro)": an office contact takes applications but is no hiring manager, wherever named.
  const office = new Set(
    found
      .map((finding) => finding.person.name)
      .filter((name) =>
        lines.some((line) => {
          const at = line.text.indexOf(name);
          return at >= 0 && OFFICE_AFTER.test(line.text.slice(at + name.length));
        }),
      ),
  );
  return found.map((finding) =>
    office.has(finding.person.name) ? { ...finding, recruiter: true, asContact: true } : finding,
  );
}
