import { SKILLS_LEXICON, termScanner } from "@/lib/ai/analysis/skills-lexicon";
import { SPOKEN_LANGUAGES } from "@/lib/ai/analysis/spoken-languages";
import { collapseSpaces, escapeRegExp, stripBullet, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";

/**
 * Every real skill a CV names (docs/product-rules.md, "CV extraction"): whatever its skills sections list, and the
 * known tools and methods its other lines mention. Precision first: plain words from the body ("compliance",
 * "services", "reporting") count only when the candidate lists them as skills. There is no cap on purpose.
 */

/** Lexicon entries too general to call a skill unless a skills section lists them. */
const GENERAL = new Set(
  [
    "security",
    "observability",
    "monitoring",
    "testing",
    "reporting",
    "training",
    "coaching",
    "operations",
    "analytics",
    "strategy",
    "leadership",
    "communication",
    "compliance",
    "assessment",
    "audit",
    "auditing",
    "tax",
    "recruitment",
    "logistics",
    "procurement",
    "mentoring",
    "customer service",
    "problem solving",
    "presentation skills",
    "negotiation",
    "accounting",
    "budgeting",
    "forecasting",
    "valuation",
    "treasury",
    "payroll",
    "APIs",
    "B2B",
    "B2C",
    "CRM",
    "UX",
    "Lean",
    "NHS",
    "CQC",
    "differentiation",
    "tutoring",
    "branding",
    "statistics",
    "networking",
    "onboarding",
    "fundraising",
    "casework",
    "merchandising",
    "typography",
    "DEI",
    "supply chain",
    "team leadership",
    "people management",
    "operations",
    "SEN",
    "SEND",
    "care planning",
    "case management",
    "event management",
    "events management",
    "public speaking",
    "barista",
    "Agile",
  ].map((term) => term.toLowerCase()),
);

/** Phrases around a skill in a skills paragraph ("proficient in Python" → "Python"). */
const QUALIFIER =
  /^(?:(?:advanced|expert|excellent|strong|good|solid|working(?=\s+(?:knowledge|in|with|at|on)\b)|basic|fluent|proficient|experienced|skilled|confident|familiar|knowledge|understanding|experience|proficiency|competent|hands-on|sehr gute|gute|fundierte|maîtrise|dominio)(?:\s+(?:in|with|of|at|using|de|der|des|von))?\s+)+/i;

/** The place and date a German or French CV ends with ("Bielefeld, im Mai 2026", "Lyon, le 3 mars 2026"). */
const SIGN_OFF =
  /^[\p{L} .'-]{2,30},\s*(?:(?:den|im|am|le|el|the)\s+)?(?:\d{1,2}\.?\s*)?(?:\p{L}+\.?\s+|\d{1,2}\.\s*)?\d{4}$/u;

/** "Hobbies: football, gaming", "Outside work: chess club": pastimes inside a skills block are not skills. */
const PASTIMES =
  /^(?:hobbies|interests|outside work|pastimes|freizeit|hobbys|interessen|loisirs|centres d['’]intérêt|aficiones|intereses|hobby['’]s|interesses)\s*:/i;

/** A Europass form's rows about languages and its prose fields ("Mother tongue(s)   Bulgarian", "Self-assessment"). */
// (The new Europass's grid too: "Listening   Reading   Spoken interaction …", "Levels: A1 and A2: Basic user …", "Common
// European Framework …", a language's row of levels and a certificate under it.)
const EUROPASS_ROW =
  /^\s*(?:mother tongue\(?s?\)?|other language\(?s?\)?|self-assessment|european level|\(\*\)|(?:social|organisational|organizational|artistic|other) skills and competences|personal skills and competences|(?:understanding|listening|reading|speaking|spoken interaction|spoken production|writing)(?:[\s:|]+(?:understanding|listening|reading|speaking|spoken interaction|spoken production|writing))+|levels?:\s*A1|common european framework|\p{L}+(?:\s+[ABC][12]){3,}|(?:cambridge|ielts|toefl|toeic|delf|dalf|dele|goethe|telc|testdaf)\b.*\b(?:first|advanced|proficiency|[ABC][12]|\d(?:\.\d)?)\b)/iu;
/** Its list fields: the label goes, the list stays ("Computer skills and competences   Microsoft Office, Zendesk"). */
const EUROPASS_LIST_LABEL =
  /^\s*(?:(?:computer|technical) skills and competences|digital skills|job-related skills|communication and interpersonal skills|organisational skills)\s+/i;

const LANGUAGE_LABEL =
  /^(languages?(?: known| spoken)?|spoken languages|mother tongue(?:\(s\)|s)?|other language(?:\(s\)|s)?|native language|sprachen|sprachkenntnisse|muttersprachen?|muttersprache\(n\)|weitere sprachen?|weitere sprache\(n\)|langues?(?: maternelle)?|idiomas|lenguas?(?: materna)?|moedertaal|talen(?:kennis)?)(?:\s*:|\s{2,}(?=\S))/i;

/** "Languages Known      : English, Malayalam, Hindi" in a CV's personal details: the languages, wherever it stands. */
export function languagesInFields(lines: string[]): string[] {
  return spokenLanguages(lines.filter((line) => LANGUAGE_LABEL.test(stripBullet(line).trim())));
}

/** "EDV                 DATEV …" in a German CV's skills table: a label, a run of spaces and its value. */
export function withFieldColon(line: string): string {
  return line.replace(/^(\s*\p{Lu}[\p{L}-]*(?: [\p{L}-]+){0,2})\s{3,}(?=\S)/u, "$1: ");
}

const JOINED_TERMS = SKILLS_LEXICON.filter((term) => / (and|&) /.test(term));

/** Keeps "health and safety" whole while a list is split on "and". */
function protectJoinedTerms(text: string): string {
  let result = text;
  for (const term of JOINED_TERMS) {
    result = result.replace(new RegExp(escapeRegExp(term), "gi"), (found) => found.replace(/ /g, "\u2060"));
  }
  return result;
}

/** Words around a skill that are not the skill ("SQL basics", "SCADA fundamentals", "Personal Licence holder"). */
const TRAILING_FILLER =
  /\s+(?:basics|fundamentals|skills|key skills|training|holder|authoring|\(?advanced\)?|\(?intermediate\)?|\(?basic\)?|avancé|avanzado|avanzada|intermedio|intermédiaire|básico|fortgeschritten)$/i;

/** "SQL basics" → "SQL", but "Staff training" stays: a lone word the lexicon does not know is no skill. */
function withoutFiller(item: string): string {
  const bare = item.replace(TRAILING_FILLER, "").trim();
  return bare.includes(" ") || KNOWN_SKILLS.has(bare.toLowerCase()) ? bare : item.trim();
}

/** "Excel (Power Query, Power BI)" → "Excel", "Power Query", "Power BI"; notes of level in brackets are dropped. */
function withBracketed(item: string): string[] {
  // "ISAD(G)", "C(++)": a short bracket glued to the word is part of the name.
  if (/\p{L}\([\p{Lu}\d+#]{1,3}\)/u.test(item) && !/\s\(/.test(item)) return [item];
  const inner = /\(([^()]*)\)/.exec(item)?.[1] ?? "";
  const outer = item.replace(/\([^()]*\)/g, " ");
  const tools = inner
    .split(/\s*[,/;]\s*/)
    .map((part) => part.trim())
    .filter(
      (part) =>
        /^[\p{Lu}\d]/u.test(part) &&
        !LEVEL_WORD.test(part) &&
        part.split(" ").length <= 3 &&
        !/^\d{4}$/.test(part) &&
        // "16th–18th c.", "1st line": a period or a rank, not a tool.
        !/^\d+(?:st|nd|rd|th)\b/i.test(part),
    );
  return [outer, ...tools];
}

const DRIVING =
  /^(?:(?:full|clean|valid|current)\s+)*(?:(?:uk|eu|us)\s+)?(?:(?:code|klasse|class|cat(?:egor(?:y|ie|ía))?|catégorie)\s+)?(?:[A-D]1?E?\s+)?(?:driv(?:er['’]?s|ing)\s+licen[cs]e|führerschein|fahrerlaubnis|permis(?: de conduire)?|carn[eé]t?\s+de\s+conducir|licencia de conducir|rijbewijs)\b.*$|^(?:code|klasse|class|cat(?:egor(?:y|ie|ía))?|catégorie)\s+(?:[A-D]1?E?|E[BC]1?|[A-D]\+E)$|^(?:B|BE|B\+E|EB|C1|C1E|CE|D1|D1E|DE)$|^(?:veh[ií]culo propio|own (?:car|vehicle|transport)|eigenes (?:auto|fahrzeug)|v[ée]hicule personnel|eigen (?:auto|vervoer))$/i;

/** A spoken or tool level ("Fluent", "C1", "B2", "Native") rather than a name. */
const LEVEL_WORD =
  /^(?:[ABC][12]|native|fluent|advanced|intermediate|basic|beginner|expert|conversational|professional|business|courant|bilingue|natif|native|scolaire|intermédiaire|avancé|notions|nativos?|nativas?|intermedio|avanzado|básico|bilingüe|muttersprache|fließend|verhandlungssicher|grundkenntnisse|sehr gut|gut|high|medium|low|good|excellent|fair|moderate)$/i;

/**
 * "and" inside a list item: "Adobe InDesign and Canva", "Python and SQL" and a long item are two skills; a short
 * pair of plain words ("IV cannulation and venepuncture", "budgeting and forecasting") is one.
 */
/** "Prise en charge de …", "Vinificación de tintos y blancos": a phrase in small letters with a preposition is one. */
const PLAIN_PHRASE =
  /^\p{Lu}?[\p{Ll}\s'’-]+\s(?:de|du|des|del|von|der|van|of|en|à|a|al|im|in)\s[\p{Ll}\s'’-]+$/u;

function splitConjunction(item: string): string[] {
  // "Flügel- und Klaviermechaniken": after a hyphen the two halves share one word.
  // (French "en" is "in": "Cours de code en salle" is one item; Dutch "Hemodialyse en HDF" two.)
  const french = /(?<![\p{L}])(?:de|du|des|la|le|les|sur|au|aux|d['’])(?![\p{L}])/iu.test(item);
  const parts = splitOutsideBrackets(
    item,
    french
      ? /\s+\/\s+|(?<!-)\s+(?:and|&|und|et|y)\s+(?=[\p{L}\d])/u
      : /\s+\/\s+|(?<!-)\s+(?:and|&|und|et|y|en)\s+(?=[\p{L}\d])/u,
  );
  if (parts.length === 1) return parts;
  const words = parts
    .join(" ")
    .replace(/\([^()]*\)/g, "")
    .split(/\s+/)
    .filter(Boolean).length;
  const named = parts.slice(1).every((part) => /^\s*\p{Lu}/u.test(part));
  const known = parts.every((part) => KNOWN_SKILLS.has(part.trim().toLowerCase()));
  // "keeping my machine clean and oiled": a lone small word after "and" finishes the phrase.
  const trailingWord =
    parts.length === 2 && !item.includes("/") && /^\s*\p{Ll}+(?<!ing)\s*$/u.test(parts[1]!) && !known;
  // "Working under pressure and to targets": a part that starts with a preposition goes on from the first.
  const continues = parts.slice(1).some((part) => /^\s*(?:to|for|with|of|on|at|from|under)\s/i.test(part));
  if (continues && !named && !known) return [item];
  // "Cutting and dressing franka stone", "Traçage et coupe de patrons": one verb before "and" shares the object after.
  const sharedObject =
    parts.length === 2 &&
    !parts[0]!.trim().includes(" ") &&
    !KNOWN_SKILLS.has(parts[0]!.trim().toLowerCase()) &&
    /^\s*\p{Ll}+\s+\p{Ll}[\p{Ll}\s'’-]*$/u.test(parts[1]!);
  if (sharedObject) return [item];
  return named || known || (words > 3 && !PLAIN_PHRASE.test(item) && !trailingWord) ? parts : [item];
}

const KNOWN_SKILLS = new Set(SKILLS_LEXICON.map((term) => term.toLowerCase()));

/**
 * "Tableau for variance reporting" → "Tableau", "variance reporting"; "financial modelling in Excel" likewise. A
 * name in capitals ("Universal Design for Learning") and a phrase ("working in a fume cupboard") stay whole.
 */
function splitJoined(item: string): string[] {
  const joined = /^(.+?)\s+(?:for|in|with|using)\s+(.+)$/.exec(item);
  if (!joined || joined[1]!.split(" ").length > 3 || joined[2]!.split(" ").length > 3) return [item];
  // ("Cooking for groups": one plain word after it says for whom, not a second skill.)
  if (/^\p{Ll}+$/u.test(joined[2]!) && !LEXICON_LOWER.has(joined[2]!)) return [item];
  // "Communicatie met families in rouw": a phrase that already has a preposition is one.
  if (/\s(?:met|mit|de|van|von|avec|con)\s/.test(joined[1]!)) return [item];
  const [, first, second] = joined as unknown as [string, string, string];
  if (/^\p{Lu}/u.test(first) && /^\p{Lu}/u.test(second) && first.includes(" ")) return [item];
  if (/^(?:a|an|the|my|our|their|its|de|het|la|le|les|el|los|las|der|die|das|den|dem)\s/i.test(second))
    return [item];
  return [first, second];
}

const LEXICON_LOWER = new Set(SKILLS_LEXICON.map((skill) => skill.toLowerCase()));
const INLINE_SEPARATOR = /[,;|•·▪]/;

/**
 * A list wrapped in a narrow column ("AMOS · SAP PM · Boroskop-" / "Inspektion · EWIS · Human" / "Factors · …"):
 * a line that stops inside an item goes on in the next — after a hyphen, before a small letter, or where the two
 * halves make a known skill ("Human Factors").
 */
function unwrapListLines(lines: string[]): string[] {
  const joined: string[] = [];
  // A list whose items start with a capital: a line starting small goes on from the one before.
  // ("› Minibar and amenity" / "control": a bullet before the capital counts as nothing.)
  const starts = lines.map((line) => stripBullet(line).trim()).filter(Boolean);
  const capitalised =
    starts.filter((line) => /^\p{Lu}/u.test(line)).length >= Math.max(3, starts.length * 0.5);
  for (const line of lines) {
    const previous = joined.at(-1);
    const text = line.trim();
    // One item per line in a narrow column: "Sprachentwicklungs-" / "störungen", "Diagnostik (SET 5-10," / "PDSS)".
    if (previous !== undefined && text && !/^[-•*▪◦]\s/.test(text)) {
      if (!INLINE_SEPARATOR.test(previous) && /\p{L}-$/u.test(previous)) {
        // "Flügel-" / "und Klaviermechaniken" keeps its hyphen and space; "Umsatzsteuer-" / "Voranmeldungen" its
        // hyphen; "Sprachentwicklungs-" / "störungen" is one word.
        joined[joined.length - 1] = /^(?:und|and|en|et|y|oder|or|of|ou|o)\s/i.test(text)
          ? `${previous} ${text}`
          : /^\p{Lu}/u.test(text)
            ? `${previous}${text}`
            : `${previous.slice(0, -1)}${text}`;
        continue;
      }
      // "Gistpropagatie en" / "gistbeheer": an item cannot end on a joining word; "Breeding colony" / "management"
      // and "Handling & dosing" / "(oral gavage, s.c.)" go on too.
      if (
        !INLINE_SEPARATOR.test(previous) &&
        (/\s(?:und|and|en|et|y|of|von|van|de|du|des|del|mit|met|with|for|für|voor|in|im|con|para|pour|à|au|aux|zu|zur|zum|to|auf|über|sur|avec|sobre|op|&)$/i.test(
          previous.trim(),
        ) ||
          (capitalised &&
            /^\p{Ll}/u.test(text) &&
            // "dbt", "pandas", "scikit-learn": a tool written small is an item of its own ("management" is no tool).
            !(LEXICON_LOWER.has(text.toLowerCase()) && (text.length <= 6 || /[^\p{L}]/u.test(text))) &&
            /^\p{Lu}/u.test(stripBullet(previous).trim()) &&
            !/[.:;!?]$/.test(previous.trim())) ||
          /^\(/.test(text) ||
          // "Pekelen en kaasverzorging" / "in de rijpingsopslag": a line that opens on a preposition goes on.
          /^(?:in|de|het|der|die|das|of|the|la|le|el|del|van|von|für|for|with|met|mit|op|aan|bij|im|am)\s/.test(
            text,
          ))
      ) {
        joined[joined.length - 1] = `${previous.trim()} ${text}`;
        continue;
      }
      if (previous.split("(").length > previous.split(")").length) {
        joined[joined.length - 1] = `${previous} ${text}`;
        continue;
      }
    }
    if (
      previous !== undefined &&
      INLINE_SEPARATOR.test(previous) &&
      !/[,;|•·▪:]\s*$/.test(previous) &&
      text
    ) {
      const lastItem = previous.split(INLINE_SEPARATOR).at(-1)!.trim();
      const firstItem = text.split(INLINE_SEPARATOR)[0]!.trim();
      if (/\p{L}-$/u.test(previous)) {
        joined[joined.length - 1] = `${previous}${text}`;
        continue;
      }
      if (
        !/^[-•*▪◦]\s/.test(text) &&
        (/^\p{Ll}/u.test(text) ||
          // "Fehlersuche nach" / "AMM/TSM/WDM": an item cannot end on a small joining word.
          /\s(?:of|in|with|for|and|to|on|nach|mit|von|für|und|im|de|du|des|en|et|y|con|del|van|voor|met)$/i.test(
            lastItem,
          ) ||
          LEXICON_LOWER.has(`${lastItem} ${firstItem}`.toLowerCase()))
      ) {
        joined[joined.length - 1] = `${previous} ${text}`;
        continue;
      }
    }
    joined.push(line);
  }
  return joined;
}

/** The items of a skills list, whatever its shape: bullets, "Category: a, b", "a | b", a sentence of them. */
const CHECKBOX = /\[\s?[xX✓✔]?\s?\]|[☐☑☒✅]/u;
const RATING_BAR = /\s*[●○◉◯⬤★☆✦✧■□▪▫]{3,}.*$/u;
const TICKED = /^(?:\[\s?[xX✓✔]\s?\]|[☑☒✅])/u;

function tickedItems(line: string): string[] {
  return line
    .split(/(?=\[\s?[xX✓✔]?\s?\]|[☐☑☒✅])/u)
    .filter((cell) => TICKED.test(cell.trim()))
    .map((cell) => cell.trim().replace(TICKED, "").trim());
}

/**
 * "MS Excel (pivot tables) | Advanced" under "Skill | Level": a skills table (its bars and padding already read as
 * "Capacity planning: | Good") names the skill in its first cell; the second rates it. Its header row is no skill.
 */
function firstCells(lines: string[]): string[] {
  const rated = (line: string) => RATED_ROW.exec(line.trim());
  if (lines.filter((line) => rated(line)).length < 2) return lines;
  return lines.flatMap((line) => {
    const row = rated(line);
    if (!row) return [line];
    return TABLE_HEADER.test(row[1]!.trim()) ? [] : [row[1]!.trim()];
  });
}

const RATED_ROW =
  /^\|?\s*([^|]+?):?\s*\|\s*(?:level|proficiency|rating|advanced|expert|good|very good|basic|beginner|intermediate|fluent|strong|working|excellent|[1-5]\s*\/\s*5|\d+\+?\s*(?:years?|yrs))\s*\|?$/iu;
const TABLE_HEADER =
  /^(?:skills?|competenc\p{L}*|tools?|software|area|kenntnisse|fähigkeit\p{L}*|vaardigheid\p{L}*)$/iu;

export function listItems(lines: string[]): string[] {
  return (
    unwrapListLines(firstCells(lines))
      // A form's tick boxes: "[X] Single needle lockstitch   [ ] Bartack" lists the ticked items only.
      .flatMap((line) => (CHECKBOX.test(line) ? tickedItems(line) : [line]))
      // "Route planning          ●●●○○": a rating bar says how well, not what.
      .map((line) => line.replace(RATING_BAR, ""))
      // "▸ Saucen & Fonds   ▸ Fischfilieren": a row of bulleted items.
      .flatMap((line) =>
        /^\s*[▸►➤]/.test(line) ? line.split(/\s*[▸►➤]\s*/).filter((item) => item.trim()) : [line],
      )
      .flatMap((line) => {
        const text = stripBullet(line).replace(EUROPASS_LIST_LABEL, "");
        if (
          isSpokenLanguageLine(text) ||
          // ("References: Mr. Tšepo Ramakatsa, Plant Supervisor, …", "Refs on request": referees, not skills.)
          /^(?:references?|referees?|refs)\s*(?::|on request|available)/i.test(text.trim()) ||
          SIGN_OFF.test(text) ||
          PASTIMES.test(text) ||
          EUROPASS_ROW.test(text)
        )
          return [];
        // "Programming: Python, Go" and "Design ▸ prototyping, design systems" → the part after the label.
        const afterLabel = protectJoinedTerms(
          /^[^,:▸›»→]{2,40}(?::|\s[▸›»→])\s*(.+)$/u.exec(text)?.[1] ?? text,
        );
        // Split outside brackets, so "Excel (Power Query, Power BI)" and "(Shops & Establishments Act)" stay whole.
        // "Pédagogie de la conduite – Cours de code en salle – Éco-conduite –": dashes part a list, not a level.
        const dashed = (afterLabel.match(/\s[–—]\s|\s[–—]$/g) ?? []).length >= 2;
        return splitOutsideBrackets(afterLabel, dashed ? /[,;|•·▪\t]|\s[–—](?:\s|$)/ : /[,;|•·▪\t]/)
          .flatMap(splitConjunction)
          .map((item) => item.replace(/\u2060/g, " "));
      })
      .flatMap(withBracketed)
      .flatMap(splitJoined)
      .map((item) =>
        withoutFiller(
          collapseSpaces(item.replace(/\s+[–—-]\s+.*$/, "").replace(/\s*[.;:/]+$/, "")).replace(
            QUALIFIER,
            "",
          ),
        ),
      )
      .filter(
        (item) =>
          /\p{L}/u.test(item) &&
          item.length <= 50 &&
          item.split(" ").length <= 6 &&
          !/^(and|or|etc|including|e\.g|other|various)$/i.test(item) &&
          !/^(?:a|an|the)\s/i.test(item) &&
          !isLanguageItem(item) &&
          !/^\d+\+?\s*(years?|yrs)/i.test(item) &&
          !/^\d+\s*(?:h|hrs?|hours?|horas|heures|stunden|std\.?|uur)$/i.test(item) &&
          // A driving licence, its class and a car of one's own are held, not skills ("Code EB", "Carné de conducir B").
          !DRIVING.test(item) &&
          // A page's furniture, a level and a date a narrow column wrapped in are no skills either.
          !/^(?:page|seite|página|pagina)\s+\d+\s+(?:of|von|de|sur)\s+\d+$/i.test(item) &&
          // "References available on request": the end of a CV, not a skill.
          !/^(?:references?|referees?|referenzen|références|referencias|referenties)\b.*\b(?:request|anfrage|demande|solicitud|aanvraag)\b/i.test(
            item,
          ) &&
          !/^(?:very good|good|excellent|fair|sehr gut|gut|très bien|bien|muy bien|bueno|goed|zeer goed)$/i.test(
            item,
          ) &&
          !/\b\d{1,2}\/(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[–-]\s*$/.test(item),
      )
      // "Excel (VLOOKUP, macros)" cut at a comma inside its bracket: the stray bracket goes.
      .map((item) => (/^[^(]*\)$/.test(item) ? item.slice(0, -1).trim() : item))
  );
}

/** Splits text at each match of `separator` that lies outside brackets. */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const global = new RegExp(separator.source, separator.flags.replace("g", "") + "g");
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index);
    if (before.split("(").length !== before.split(")").length) continue;
    parts.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Proper-noun entries match with their capitals ("Go" is not "go live"); lower-case ones match in any case. */
const MENTION_PATTERNS = new Map<string, RegExp>();

function mentions(text: string, term: string): boolean {
  if (term.length < 2) return false;
  let pattern = MENTION_PATTERNS.get(term);
  if (!pattern) {
    const flags = term === term.toLowerCase() ? "i" : "";
    pattern = new RegExp(`(^|[^A-Za-z0-9+#&/])${escapeRegExp(term)}(?=$|[^A-Za-z0-9+#&/])`, flags);
    // Only lexicon terms are worth keeping; a CV's own items are seen once.
    if (MENTION_PATTERNS.size < 2_000) MENTION_PATTERNS.set(term, pattern);
  }
  return pattern.test(text);
}

/** Broad words ("training", "reporting") that say little as a skill on their own. */
export function isGeneralSkill(skill: string): boolean {
  return GENERAL.has(skill.toLowerCase());
}

/** Proper nouns of the lexicon match with their capitals in a CV ("Go" is not "go live"). */
const scanCvSkills = termScanner(
  SKILLS_LEXICON.filter((term) => term.length >= 2 && !GENERAL.has(term.toLowerCase())),
  (term) => term !== term.toLowerCase(),
);

/** Skills named in running text: lexicon terms, longer ones first so "REST APIs" hides "APIs". */
export function lexiconSkills(text: string): string[] {
  const found = uniqueCaseInsensitive(scanCvSkills(text).map((hit) => hit.term));
  return found.filter(
    (term) =>
      !found.some(
        (other) =>
          other.length > term.length && mentions(other, term) && other.toLowerCase() !== term.toLowerCase(),
      ),
  );
}

/** Tokens that look like acronyms or product names but aren't skills. */
const NOT_TOOLS = new Set(
  (
    "UK USA US EU UAE NHS CEO CFO COO CTO CMO CIO CPO VP SVP EVP HR IT PA PLC LTD LLP INC GMBH AG SE KPI KPIS ROI " +
    "SME SMES HQ MD BA BSC MSC MA MBA PHD GCSE GCSES A I II III IV AM PM CV OK TV GP EMEA APAC DACH UKI NYC LA " +
    "FY YOY QA Q1 Q2 Q3 Q4 H1 H2 AI TBC N/A NA OBE MBE CBE RN BEd MEd LLB LLM HND HNC BTEC NVQ ID PR CRM B2B B2C " +
    "UX UI API APIS SAAS P&L A&E OR AND THE " +
    // Legal forms and currency codes ("Ferronnerie Hesbaye SPRL", "certificats EUR.1").
    "SPRL SRL SARL SAS SASU SCA SCS ASBL VZW BVBA NV BV GGMBH KG OHG UG EK SL SLU SAU SPA PTY PVT PTE SDN BHD LLC " +
    "EUR USD GBP CHF CAD AUD NZD ZAR INR PKR LKR AED SAR JPY CNY HKD SGD MYR PHP NGN KES GHS UGX TZS ZMW BWP MXN " +
    "BRL ARS CLP COP PEN SEK NOK DKK PLN CZK HUF RON TRY"
  ).split(" "),
);
const TOOL_TOKEN =
  /(?<![\p{L}\d])([A-Z][A-Z0-9&+]{1,5}\d?|[A-Z]?[a-z]+[A-Z][A-Za-z]+\+?|[A-Z][a-z]+\+|[A-Z]{2,}\d+)(?![\p{L}\d])/gu;

/** Acronyms and product names in running text ("XRPD", "VSware", "NEC4", "Lexis+"): skills in a CV's work lines. */
export function toolTokens(text: string, exclude: string[]): string[] {
  const excluded = new Set(
    // ("Hryhorchuk-LeBlanc": each half of a double name is the candidate's too.)
    exclude.flatMap((phrase) => phrase.split(/[\s-]+/)).map((word) => word.toUpperCase()),
  );
  const found: string[] = [];
  // Lines in capitals are headings and job titles ("STORE MANAGER"), not tools.
  const prose = text
    .split("\n")
    .filter((line) => /\p{Ll}/u.test(line))
    .join("\n");
  for (const match of prose.matchAll(TOOL_TOKEN)) {
    const token = match[1]!;
    const upper = token.toUpperCase();
    if (token.length < 3 || NOT_TOOLS.has(upper) || excluded.has(upper) || /^(FY|Q|H|CY)\d+$/i.test(token))
      continue;
    found.push(token);
  }
  return found;
}

/**
 * A CV that lists this many skills has said which of its acronyms are skills: the other capitals in its prose are
 * then mostly places, units, bodies and awards ("NRW", "ICU", "IHK"), so they are not added.
 */
const LISTS_ITS_SKILLS = 6;

export function findSkills(skillLines: string[], otherText: string, exclude: string[] = []): string[] {
  // Listed skills keep the candidate's spelling; they are the candidate's words.
  // The signature under a German CV's last list is its author's name, not a skill.
  const listed = uniqueCaseInsensitive(listItems(skillLines)).filter(
    (item) => !exclude[0] || item.toLowerCase() !== exclude[0].toLowerCase(),
  );
  const listedText = listed.join(" | ");
  const fromText = [
    ...lexiconSkills(otherText),
    ...(listed.length >= LISTS_ITS_SKILLS ? [] : toolTokens(otherText, exclude)),
  ].filter((term) => !mentions(listedText, term));
  return uniqueCaseInsensitive([...listed, ...fromText]);
}

/** "English", "French (fluent)", "Spanish – B2": a language and its level, not "Swedish massage". */
function isLanguageItem(item: string): boolean {
  const language = SPOKEN_LANGUAGES.exec(item.trim());
  if (!language) return false;
  const rest = item.trim().slice(language[0].length);
  return /^\s*(?:$|[(:–—,&/-]|(?:and|und|et|y|en|met|mit|with|native|fluent|basic|intermediate|advanced|conversational|mother tongue|working|good|business|[ABC][12]|intermedi[oa]|intermédi[oa]|intermédiaire|básic[oa]|basico|avanzad[oa]|avancé|nativ[oa]|natif|native|fluid[oa]|fluente|courant|maternelle|langue maternelle|lengua materna|bilingue|fließend|muttersprache|grundkenntnisse|gut|sehr gut|verhandlungssicher|vloeiend|moedertaal|goed|basis)(?![\p{L}]))/iu.test(
    rest,
  );
}

/** "Languages: English, Polish" lists spoken languages; "Languages: Go, Java" lists programming ones. */
function isSpokenLanguageLine(text: string): boolean {
  const labelled = LANGUAGE_LABEL.test(text);
  const items = text
    .replace(LANGUAGE_LABEL, "")
    .split(/\s*[,;|]\s*/)
    .filter(Boolean);
  const spoken = items.filter((item) => isLanguageItem(item)).length;
  // A label's continuation line ("Italienisch (Grundkenntnisse)") names only languages.
  return labelled ? spoken * 2 >= items.length : items.length > 0 && spoken === items.length;
}

/** Spoken languages listed in a skills section ("Languages: English, Polish"). */
export function languagesInSkills(skillLines: string[]): string[] {
  return spokenLanguages(skillLines.filter((line) => isSpokenLanguageLine(stripBullet(line))));
}

/**
 * The languages a list names, without their levels: "anglais (courant, TOEIC 930)" → "anglais", "Dutch – native" →
 * "Dutch", "Inglés: B2 (First Certificate)" → "Inglés". A certificate on its own ("TOEIC 905") is not a language.
 */
export function spokenLanguages(lines: string[]): string[] {
  // "Schweizerdeutsch –" / "Grundkenntnisse": a language whose level a narrow column put on the next line.
  const joined = lines.reduce<string[]>((result, line) => {
    if (result.length && /\s[–—-]$/.test(result.at(-1)!.trim()))
      result[result.length - 1] += ` ${line.trim()}`;
    else result.push(line);
    return result;
  }, []);
  return (
    joined
      // (Europass's legend under the grid: "Levels: A1 and A2: Basic user; B1 and B2: …" names no language.)
      .filter(
        (line) => !SIGN_OFF.test(line.trim()) && !/\b[ABC]1\s+(?:and|und|et|y|en|e|&)\s+[ABC]2\b/.test(line),
      )
      .flatMap((line) =>
        stripBullet(line)
          .replace(LANGUAGE_LABEL, "")
          .replace(/\([^()]*\)/g, " ")
          // "Español (nativo) – Italiano (B2) – Inglés (B1)": a dash may part languages as well as a level.
          .split(/\s*[,;|•·/]\s*|\s+(?:and|und|et|y|en|e)\s+|\s+[–—-]\s+/)
          .map((item) => collapseSpaces(item.replace(/\s[-–—:].*$|:.*$/, "")))
          .map((item) =>
            item.replace(/^(?:native|fluent|basic|conversational|business|working|professional)\s+/i, ""),
          )
          .flatMap((item) => {
            // "te reo Māori", "Cook Islands Māori": a language named with its people's or place's words first.
            const named =
              /^(?:te reo|(?!(?:spoken|written|some|good|basic)\s)\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s+(\p{L}+)$/u.exec(
                item,
              );
            if (named && SPOKEN_LANGUAGES.test(named[1]!) && !SPOKEN_LANGUAGES.test(item)) return [item];
            const known = SPOKEN_LANGUAGES.exec(item)?.[1];
            // "Créole mauricien", "créole réunionnais": a language and the place's adjective are one name.
            const adjective = known ? item.slice(known.length).trim() : "";
            if (
              known &&
              /^\p{Ll}{4,}$/u.test(adjective) &&
              !LEVEL_WORD.test(adjective) &&
              !/^(?:parlé|écrit|hablado|escrito|gesprochen|geschrieben|spoken|written|mondeling|schriftelijk|maternelle|materna|moedertaal)$/.test(
                adjective,
              )
            )
              return [`${known} ${adjective}`];
            // "ENGLISH" in a Europass grid is written as a language is ("English").
            if (known)
              return [known === known.toUpperCase() ? known[0] + known.slice(1).toLowerCase() : known];
            // ("Language | Reading | Writing | Speaking": a language table's column names.)
            if (
              /^(?:languages?|reading|writing|speaking|listening|understanding|level|proficiency)$/i.test(
                item,
              )
            )
              return [];
            // A language we don't list ("Malayalam") is one capitalised word, or two with its level ("Kannada basic");
            // in a Europass grid, a shouted word before its levels ("KONKANI  B2  B2  B1").
            const [word, ...levels] = item.split(" ");
            if (
              word &&
              /^\p{Lu}{4,}$/u.test(word) &&
              levels.length >= 2 &&
              levels.every((level) => /^[ABC][12]$/.test(level))
            )
              return [word[0] + word.slice(1).toLowerCase()];
            return word &&
              /^\p{Lu}\p{Ll}+$/u.test(word) &&
              !LEVEL_WORD.test(word) &&
              levels.length <= 1 &&
              (!levels[0] || LEVEL_WORD.test(levels[0])) &&
              !/\d/.test(item)
              ? [word]
              : [];
          }),
      )
  );
}
