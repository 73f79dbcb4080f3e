import { isPlace } from "@/lib/ai/analysis/advert-vocabulary";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { knownSkill } from "@/lib/grounding/skill-terms";

/**
 * Employers, schools and job titles a sentence names about the candidate: "at Brightwave", "joined Smith & Jones",
 * "graduated from the University of Leeds", "as a Senior Data Engineer", "I'm a staff nurse".
 */

export type NameHit = {
  kind: "employer" | "school" | "title";
  start: number;
  end: number;
  name: string;
  /** Its own name, without a leading common noun ("Digitalagentur Tidewell" is "Tidewell"). */
  core?: string;
};

const CAPITALISED = String.raw`(?!I(?:['’]\p{L}+)?(?![\p{L}]))[\p{Lu}\d][\p{L}\p{N}'’&.+/-]*`;
const CONNECTOR = String.raw`(?:of|the|de|du|la|von|und|y|&|voor|für|pour|para)`;
/** After the first word, a name may go on with a number ("Civil 3D", "Windows 11"). */
const CONTINUED = String.raw`(?:${CAPITALISED}|\d[\p{L}\p{N}]*)`;
const ORG = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?=\p{Lu})${CAPITALISED}(?:\s+(?:${CONNECTOR}\s+)*${CONTINUED})*`,
  "gu",
);

const EMPLOYER_TRIGGER =
  /(?:^|\b)(?:at|joined|joining|join)\s+(?:the\s+)?$|\b(?:work(?:ed|ing|s)?|employed|consult(?:ed|ing)|contract(?:ed|ing)|freelanc(?:ed|ing)|volunteer(?:ed|ing)|intern(?:ed|ing)|time|years|spell|stint|tenure|career|role|roles|position|placement|placements)\s+(?:with|for|at)\s+(?:the\s+)?$/i;
const FOREIGN_EMPLOYER_TRIGGER = /(?<![\p{L}])(?:bei|chez|bij)\s+(?:der\s+|dem\s+|la\s+|le\s+|de\s+)?$/iu;
/** A firm's kind before its name ("Digitalagentur Tidewell", "Agence Lumen"): a common noun, not the name. */
const KIND_OF_FIRM =
  /(?:agentur|firma|betrieb|gesellschaft|praxis|klinik|zentrum|werkstatt|verlag|büro|kantoor|bedrijf|bureau|agence|société|entreprise|cabinet|clinique)$/iu;
const SCHOOL_TRIGGER = /\b(?:from|at|studied at|graduated from|attended)\s+(?:the\s+)?$/i;
const SCHOOL =
  /\b(?:University|Universit\p{L}*|College|School|Academy|Institute|Polytechnic|Conservatoire|Hochschule|Université|Universidad|Business School)(?![\p{L}])/u;
const NOT_NAMES =
  /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|Present|Scale|Pace|Speed|Heart|Least|Last|Once|Times|Night|Nights|Weekends?|Home|Work|Level|Senior Level|Board Level)\b|^(?:My|Your|Our|Their|His|Her|We|You|They|The|This|That|These|Those|It|In|At|On|As|After|Before|During|While|When|Since|From|With|For|And|But|Also|Earlier|Previously|Currently|Today|Yes|No|Dear|Thank|Thanks|Please|Hello|Hi|Here|There|Then|Now|Every|Each|Both|All|Over|Across|Alongside|Outside|Beyond|First)$/;

/** Words that make a name an organisation, even when it starts with a city ("Bristol Royal Infirmary", "Leeds Teaching Hospitals"). */
const ORGANISATION =
  /\b(?:(?:Hospital|Infirmary|Hospice|Clinic|Trust|Council|College|School|Academy|Institute|Foundation|Society|Association|Authority)s?|University|Universities|Charity|Charities|Ltd|Limited|PLC|plc|LLP|Inc)\b/u;

/** A tool ("at AWS") or a place ("in London") is not an organisation, unless an organisation word says it is. */
function notAnOrganisation(name: string): boolean {
  return (Boolean(knownSkill(name)) || isPlace(name)) && !ORGANISATION.test(name);
}

const AWARD = /\b(?:Award|Awards|Prize|Medal|Trophy|Scholarship|Fellowship|Prijs|Preis|Prix|Premio)$/u;

/** An award's name ("Chief Executive's Safety Award", "Planner of the Year"): shown only by that name. */
export function isAwardName(name: string): boolean {
  return AWARD.test(name) || /\bof the year$/i.test(name) || new RegExp(OF_THE_YEAR.source, "u").test(name);
}

/** "Acme's Leeds office" names Acme; a trailing "'s" ends the name. */
function trimName(name: string): string {
  // "Chief Executive's Safety Award": an award's name runs on past its possessive.
  // "Moody's AXIS": a possessive before a product's name in capitals is part of the name.
  const possessive =
    AWARD.test(name) || /^\p{Lu}\p{Ll}+['’]s\s+\p{Lu}{2,}(?!\p{L})/u.test(name)
      ? null
      : /^(.*?\p{L})['’]s(?=\s|$)/u.exec(name);
  return (possessive ? possessive[1]! : name).replace(/[.,'’&-]+$/, "").trim();
}

export function findOrganisations(text: string): NameHit[] {
  const hits: NameHit[] = [];
  for (const match of text.matchAll(ORG)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const name = trimName(match[0]);
    if (!name || NOT_NAMES.test(name) || /^\d+$/.test(name)) continue;
    const school = SCHOOL.test(name);
    // "**Island Hospice and Healthcare** — Palliative Care Assistant (2017)", "**Konkan Shield, Mumbai** — Claims
    // Coordinator, one year on …": a timeline's line opens with the employer, then the title held there and its
    // dates or duration.
    const timeline =
      /^[\s*_•·-]*$/.test(before) &&
      /^(?:,\s*\p{Lu}[\p{L} .'’-]{1,30})?[*_]*\s*[—–-]\s*\p{Lu}[^()\n]{2,60}(?:\((?:19|20)\d\d|,\s*(?:[\p{L}-]+\s+){0,2}(?:years?|months?)\b)/u.test(
        text.slice(match.index + name.length),
      );
    // "ein Jahr bei Optik Hartberger", "chez Maison Vernet": an employer of two names or more in our other languages
    // (one capitalised word after "bei" is as often a German noun: "bei Kunden").
    const abroad =
      !school &&
      FOREIGN_EMPLOYER_TRIGGER.test(before) &&
      /^\p{Lu}[\p{L}\d&.'’-]*(?:\s+\p{Lu}[\p{L}\d&.'’-]*)+$/u.test(name);
    if (!timeline && !abroad && !(school ? SCHOOL_TRIGGER : EMPLOYER_TRIGGER).test(before)) continue;
    // A tool ("at AWS"), a place ("in London") or a lone initial is not an employer.
    if (notAnOrganisation(name) || name.length < 2) continue;
    hits.push({
      kind: school ? "school" : "employer",
      start: match.index,
      end: match.index + name.length,
      name,
      ...(abroad && KIND_OF_FIRM.test(name.split(/\s+/)[0]!) ? { core: name.replace(/^\S+\s+/, "") } : {}),
    });
  }
  return hits;
}

const TITLE_TRIGGER =
  /\b(?:(?:as|became|become|promoted to|appointed(?: as)?|work(?:ed|ing|s)? as|serv(?:ed|ing|e) as|I am|I['’]m|I was|I['’]ve been|I have been)\s+|currently\s+(?=an?\s|the\s))(?:an?\s+|the\s+|my\s+)?/gi;
const TITLE_STOP =
  /^(?:i|i['’]m|i['’]ve|my|we|you|at|with|for|in|on|within|where|who|which|and|from|to|since|between|during|across|by|that|when|while|over|under|through|whose|but|so|or|there|here|then|now|too|also|again|before|after|ago|behind|ahead|already|myself|about|around|roughly|approximately|nearly|almost|twice|once|every|each|per|until|till)$/i;
const ADJECTIVES =
  /^(?:experienced|qualified|passionate|dedicated|motivated|seasoned|skilled|proven|natural|hands-on|hard-working|hardworking|successful|results-driven|highly|committed|enthusiastic|curious|creative|versatile|pragmatic|detail-oriented|self-motivated|former|current|practising|practicing|confident|capable|thoughtful|reliable|strong|effective|keen|accomplished|award-winning|trusted|busy)\s+/i;

/** The job title after "as a", "I'm a", "promoted to": the longest run of words that reads as a title. */
export function findTitles(text: string): NameHit[] {
  const hits: NameHit[] = [];
  for (const match of text.matchAll(TITLE_TRIGGER)) {
    let from = match.index + match[0].length;
    let rest = text.slice(from);
    // "I was made Watch Manager", "I was named Head of Department": the title follows the verb.
    const made =
      /^(?:(?:also|still|then|now|later|eventually|briefly|soon|even|already|presently|currently)\s+)?(?:(?:made|named|appointed|elected|promoted to|serving as|working as|employed as|engaged as)\s+)?(?:an?\s+|the\s+)?/i.exec(
        rest,
      )!;
    from += made[0].length;
    rest = rest.slice(made[0].length);
    // "I am not yet a registered paramedic", "I'm no longer a supervisor": a title denied is no claim.
    if (/^(?:not|no longer|never|not yet|nicht|pas|no)\b/i.test(rest)) continue;
    for (let adjective = ADJECTIVES.exec(rest); adjective; adjective = ADJECTIVES.exec(rest)) {
      from += adjective[0].length;
      rest = rest.slice(adjective[0].length);
    }
    const words: Array<{ word: string; end: number }> = [];
    // ("a registered nurse — including nearly seven years": a dash ends the title too.)
    for (const word of rest.matchAll(/[\p{L}\d][\p{L}\d&/'’-]*|[,.;:!?()—–]|\s-\s/gu)) {
      if (/^(?:[,.;:!?()—–]|\s-\s)$/.test(word[0]) || TITLE_STOP.test(word[0]) || words.length === 6) break;
      words.push({ word: word[0], end: word.index + word[0].length });
    }
    for (let count = words.length; count > 0; count--) {
      const last = words[count - 1]!.word;
      if (/^(?:of|the|and|&|a|an)$/i.test(last)) continue;
      const name = rest.slice(0, words[count - 1]!.end);
      // "named Planner of the Year": an award, read as a named thing.
      if (/\bof the year$/i.test(name)) break;
      // (A support line's ordinal is part of a title: "2nd-line analyst".)
      if (
        !looksLikeJobTitle(name) ||
        /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i.test(
          name.replace(/^(?:1st|2nd|3rd)[- ]line\b/i, "line"),
        )
      )
        continue;
      hits.push({ kind: "title", start: from, end: from + name.length, name });
      break;
    }
  }
  return hits;
}

const OF_THE_YEAR =
  /(?<![\p{L}])\p{Lu}[\p{L}-]+(?:\s+\p{L}[\p{L}-]+){0,2}?\s+(?:van het [Jj]aar|des Jahres|de l['’]année|del [Aa]ño|dell['’]anno|do [Aa]no)(?![\p{L}])/gu;

/** Words that name what follows as something used or held: "in Better Impact", "with Opera Cloud", "hold QTS". */
const USAGE_WORDS = String.raw`(?:use|used|using|program|programmed|programming|did|done|sat|got|get|gotten|took|taken|deputi[sz]ed for|stood in for|uses|with|in|on|into|run|ran|running|built|build|building|manage|managed|managing|administer\w*|maintain\w*|deploy\w*|operat\w*|configur\w*|implement\w*|certified|qualified|hold|held|holding|gained|earned|obtained|achieved|passed|completed|awarded|cleared|upgraded to|registered as|experience|obtenu\w*|décroché\w*|titulaire d\w*|obtenido|conseguido|erworben|abgeschlossen|behaald|gehaald|expertise|proficient|skilled|knowledge|know|as|developed|develop|designed|launched|taught|teach|trained|picked up|across|connais|connaît|utilis\w*|maîtris\w*|sous|avec|conozco|utilic\w*|utiliz\w*|manejo|domino|con|ken|gebruik\w*|met|conosco|utilizz\w*|conheço|com|mit|dans|travaille\w*|trabaj\w*|arbeite\w*|nutz\w*|verwend\w*|beherrsch\w*|kenne|bedien\w*|certifica\S*|zertifi\S*|acredita\S*|accredit\S*|formación|performed|performing|carried out|undertook|undertaken|delivered|delivering|moved to|move to|migrated to|switched to|rolled out|impart\w*|enseñ\w*|teaching)`;
/** "maîtrise également le logiciel LS Retail": a word naming a kind of tool may come just before the name. */
const TOOL_NOUN = String.raw`(?:software|system|platform|tool|app|package|suite|logiciel|outil|système|plateforme|programa|sistema|herramienta|plataforma|Software|Programm|System|Plattform|systeem|pakket|programma)`;
const USAGE_BEFORE = new RegExp(
  String.raw`\b${USAGE_WORDS}\s+(?:\S+\s+){0,2}$|\b${USAGE_WORDS}\s+(?:\S+\s+){0,3}${TOOL_NOUN}\s+$`,
  "i",
);
/** A list the letter labels as held: "Tickets: CS30, CS31 and CS39", "Certs: IPAF 3a, PASMA". */
const HELD_LABEL_WORDS = String.raw`(?:^|[.;!?]\s+|\n)\s*(?:tickets?|certs?|certificates?|certifications?|licen[cs]es?|qualifications?|tools?|(?:tech\s+)?stack|systems|software|cards?)\s*:\s*`;
const HELD_LABEL = new RegExp(`${HELD_LABEL_WORDS}$`, "i");
/** The label and the list's first item: "Tickets: CS30". */
const HELD_LABEL_ITEM = new RegExp(`${HELD_LABEL_WORDS}[^\\s,;]+(?:\\s+[^\\s,;]+){0,3}\\s*$`, "i");
/** The first item of a list after a usage word: "hold [my G3 unvented ticket], …". */
const USAGE_THEN_ITEM = new RegExp(String.raw`\b${USAGE_WORDS}\s+(?:[^\s,;]+\s+){0,4}[^\s,;]+\s*$`, "i");
const LIST_JOINT =
  /(?:,|(?:,\s*)?(?:\band\b|\bor\b|&|\bas well as|\bplus|\bainsi que|\bsowie|\bet|\bund|\by|\be|\ben|\bas[ií] como))\s*$/i;
// An item stops at the word that joins it to the one before ("… Painter et Substance Designer au quotidien").
const LIST_ITEM = /(?<![^\s,;])(?:(?!(?:and|or|et|und|y|en|plus|sowie)\s)[^\s,;]+\s+){0,4}[^\s,;]+\s*$/i;

/**
 * Whether the words before a name use it: directly ("in Opera Cloud"), or as a later item of a list that a usage
 * word starts ("in Primavera P6 and MS Project", "I hold my G3 ticket, the MCS course, OFTEC and LPG tickets").
 */
function usedBefore(before: string): boolean {
  if (USAGE_BEFORE.test(before.slice(-40)) || HELD_LABEL.test(before.slice(-40))) return true;
  // "…, ainsi que de l'habilitation H2V": the list's last item may have words before the name.
  let rest = before.slice(-240);
  for (let words = 1; words <= 3 && !LIST_JOINT.test(rest); words++) {
    const shorter = before.slice(-240).replace(new RegExp(`(?:[^\\s,;]+\\s+){${words}}$`), "");
    if (LIST_JOINT.test(shorter)) rest = shorter;
  }
  for (let items = 0; items < 8; items++) {
    const joint = LIST_JOINT.exec(rest);
    if (!joint) return false;
    rest = rest.slice(0, joint.index);
    if (/[.;:!?]\s*$/.test(rest)) return false;
    if (USAGE_THEN_ITEM.test(rest)) return true;
    if (HELD_LABEL_ITEM.test(rest)) return true;
    const item = LIST_ITEM.exec(rest);
    if (!item) return false;
    rest = rest.slice(0, item.index);
  }
  return false;
}

/**
 * Other names the candidate claims (tools, organisations, credentials outside the lexicon): capitalised runs of
 * words that are not the sentence's first word. `fromAdvert` says whether the advert uses the name; if so, only a
 * use of it ("in Opera Cloud") is a claim, not a mention ("the Financial Crime collective").
 */
export function findNamedThings(text: string, fromAdvert: (name: string) => boolean): NameHit[] {
  const hits: NameHit[] = [];
  // "verkozen tot Paraveterinair van het Jaar", "Einkäuferin des Jahres": an award in another language.
  for (const match of text.matchAll(OF_THE_YEAR))
    hits.push({ kind: "employer", start: match.index, end: match.index + match[0].length, name: match[0] });
  for (const match of text.matchAll(ORG)) {
    let name = trimName(match[0]);
    let offset = 0;
    // The sentence's first word is capitalised anyway: "Before that" names nothing.
    // "… of the RICS (MRICS)": an abbreviation in brackets after a space names something ("CA(SA)" is one name).
    const bracketed = /^\p{Lu}[\p{Lu}\d]{2,7}$/u.test(name) && /\s\(\s*$/.test(text.slice(0, match.index));
    // ("Tickets: CS30, CS31": a code after a colon is a name all the same.)
    const codeAfterColon = /:\s*$/.test(text.slice(0, match.index)) && /^\p{Lu}{1,5}\d/u.test(name);
    // ("### ✨ Why I'm a great fit": after a heading's marks and an emoji, the first word is still the first.)
    // ("2017 – Joined Indus Healthcare …": a timeline's year and dash before the first word.)
    if (
      /^[^\p{L}\d]*$/u.test(text.slice(0, match.index)) ||
      /^\s*(?:(?:19|20)\d\d(?:\s*[–—-]\s*(?:(?:19|20)\d\d|present|now))?)\s*[–—:|-]\s*$/iu.test(
        text.slice(0, match.index),
      ) ||
      // ("Exploration | Nearly seven years …": a table's cell starts a sentence of its own.)
      (/[:"“(|]\s*$/.test(text.slice(0, match.index)) && !bracketed && !codeAfterColon)
    ) {
      const space = /\s+/.exec(name);
      if (!space) continue;
      offset = space.index + space[0].length;
    }
    offset += /^(?:(?:of|the|de|du|la|le|les|el|los|las|des|del|en|von|van|der|und|y|et|&)\s+)*/i.exec(
      name.slice(offset),
    )![0].length;
    name = name.slice(offset);
    const start = match.index + offset;
    if (!name || name.length < 2 || NOT_NAMES.test(name) || /^[\d.,/-]+$/.test(name)) continue;
    if (notAnOrganisation(name)) continue;
    // "Nordwind Service GmbH Windenergieanlagen": a legal form ends the name (German nouns are capitalised too).
    const legal =
      /^.*?\s(?:GmbH|Ltd|Limited|plc|PLC|AG|SE|Inc|LLC|LLP|S\.A\.|B\.V\.|N\.V\.|SAS|SARL)\.?(?=\s)/u.exec(
        name,
      );
    if (legal) name = legal[0];
    if (fromAdvert(name) && !usedBefore(text.slice(0, start))) continue;
    // "QINSy and EIVA NaviSuite": two products joined by "and" are two names.
    const parts = name.split(/\s(?:and|&|und|et|y|en)\s/);
    if (parts.length === 2 && parts.every((part) => PRODUCT_SHAPED.test(part))) {
      hits.push({ kind: "employer", start, end: start + parts[0]!.length, name: parts[0]! });
      const second = start + name.lastIndexOf(parts[1]!);
      hits.push({ kind: "employer", start: second, end: second + parts[1]!.length, name: parts[1]! });
      continue;
    }
    hits.push({ kind: "employer", start, end: start + name.length, name });
  }
  // "iTero", "memoQ", "eBay": a product whose name starts in small letters.
  for (const match of text.matchAll(SMALL_CAMEL)) {
    if (fromAdvert(match[0]) && !usedBefore(text.slice(0, match.index))) continue;
    hits.push({ kind: "employer", start: match.index, end: match.index + match[0].length, name: match[0] });
  }
  return hits;
}

const SMALL_CAMEL = /(?<![\p{L}\d@./-])\p{Ll}[\p{Ll}\d]*\p{Lu}[\p{L}\d]*(?![\p{L}\d@])/gu;

/** A product's name: capitals inside a word or a run of them ("QINSy", "EIVA NaviSuite", "SAP"). */
const PRODUCT_SHAPED = /\p{Lu}{2,}|\p{Ll}\p{Lu}/u;
