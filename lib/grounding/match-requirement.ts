import { headingOf } from "@/lib/ai/analysis/cv-sections";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { DRIVING_LICENCE } from "@/lib/grounding/qualifications";
import { findEvidence } from "@/lib/grounding/cv-evidence";
import { inCvTerms } from "@/lib/grounding/match-acronyms";
import type { MatchCv, MatchLine } from "@/lib/grounding/match-cv";
import { countriesIn } from "@/lib/ai/analysis/advert-vocabulary";
import { levelAsked, levelOf, levelsIn } from "@/lib/grounding/match-languages";
import {
  CLOCK_TIMES,
  daysNamed,
  daysShortOfAsked,
  IMMEDIATE_ASK,
  immediateStart,
  startWithin,
} from "@/lib/grounding/match-availability";
import { equivalentRegistration } from "@/lib/grounding/match-registrations";
import { EUROPEAN_AREA, nationalitiesIn } from "@/lib/grounding/nationalities";
import {
  ACCEPTS_SIMILAR,
  conceptsOf,
  OR_SIMILAR_TAIL,
  OR_WORD,
  STUDY_ONLY,
  TOOL_FAMILIES,
} from "@/lib/grounding/match-vocabulary";
import {
  seasonsAsked,
  seasonsShown,
  shareOfYearsAsked,
  yearsAsked,
  yearsCovered,
} from "@/lib/grounding/match-years";
import { findNumbers } from "@/lib/grounding/numbers";
import { scanSkillHits } from "@/lib/grounding/skill-terms";

/**
 * One requirement against one CV (docs/product-rules.md, "The match"). A requirement is read as aspects — the
 * skills it names, the languages, the qualification, the years, and the topic in its other words — and each is
 * looked for in the CV's lines. Every aspect shown: met; none: missing; some, or only a near miss: partial.
 */

export type RequirementStatus = "met" | "partial" | "missing";
export type Judgement = { status: RequirementStatus; evidence: string[] };

const MAX_EVIDENCE = 3;

/** Words that mark an academic qualification: its evidence sits in education, where study is the point. */
const DEGREE =
  /((?<!\p{L})(degree|bachelor|bachelier|master|msc|bsc|ba|ma|mba|phd|doctorate|hnc|hnd|b\.\s?sc|m\.\s?sc|b\.\s?a|b\.\s?com|b\.\s?tech|graduate(?=\s+in\s+any)|mbo|bts|mvb|bvsc|bvms|dvm|mbbs|mbchb|bds|pharmd|llb|jd|diploma|studium|bac\s*\+|licence(?=\s+(?:en|de|d['’]|professionnelle|pro)\b|\s*\(?bac)|dipl[oô]me|grado|licenciatura|máster|titulaci[oó]n|título|hbo|wo|opleiding|high school|secondary school|enseñanza media|bachillerato|abitur|matura|baccalauréat|gcses?|a[- ]levels?|havo|vwo|leaving certificate)(?!\p{L})|ausbildung(?!\p{L})|studium(?!\p{L})|t[ée]cnic[oa](?=\s+(?:superior|en|de|medio|agr\p{L}+)(?!\p{L}))|tecnólog[oa](?!\p{L}))/iu;
/** Certificates and professional standing: shown anywhere in a CV ("Qualified solicitor", "Level 3 Food Safety"). */
const CREDENTIAL =
  /\b(certificat\w*|certified|qualified|qualification|level \d|nvq|btec|licen[cs]ed|licen[cs]e|chartered|registered|registration|techniker|formation|cpa|acca|aca|cima|cipd|\w*opleiding|weiterbildung|fachweiterbildung|(?:safety|background|police|children|criminal record|vulnerable sector) check|clearance|vetting|dbs|pvg|führungszeugnis|casier judiciaire|vog)\b/i;
/** Degree abbreviations say what kind of degree, not in what: they are not its subject. */
const DEGREE_WORDS = new Set(
  "c:degree c:qualification ba bsc beng ma msc meng mba phd hnc hnd bac b.a m.sc b.sc degree bachelor master".split(
    " ",
  ),
);
/** "as a CRA", "als Konstrukteur", "comme chef d'équipe", "como desarrollador": the role the years are in. */
const ROLE_PHRASE =
  /\b(?:as|als|comme|como)\s+(?:an?\s+|un\s+|une\s+|una?\s+)?([^,;()]+?)(?=\s+(?:in|at|on|with|en|im|in der)\b|[,;()]|$)/i;

/**
 * "Fluent Kinyarwanda and working English": each language with the level said beside it; "Fluent Kinyarwanda and
 * English" gives both the one level.
 */
function ownLevel(rest: string, language: string): string {
  const piece = rest
    .split(/,|\s(?:and|und|et|y|en|e)\s/i)
    .find((part) => conceptsOf(part).includes(language));
  return piece && (HIGH_ASK.test(piece) || LANGUAGE_LEVEL.test(piece) || /\bworking\b/i.test(piece))
    ? piece
    : rest;
}

/** How well a CV speaks a language: weak levels fall short of a "fluent" or "native" ask. */
const LANGUAGE_LEVEL =
  /\b(native|vloeiend|moedertaal|mother tongue|fluent|fluency|bilingual|proficien\w*|business|professional|conversational|basic|beginner|elementary|intermediate|advanced|[abc][12]|muttersprache|fließend|verhandlungssicher|grundkenntnisse|langue maternelle|courant|bilingue|notions|nativo|nativa|fluido|básico|materna|voldoende|sufficient|ausreichend\w*|suffisant\w*|suficiente)\b/i;
/** Any level above the basics: "gute Englischkenntnisse" is not met by "Englisch (Grundkenntnisse)". */
const HIGH_ASK =
  /\b(fluent|fluency|native|c[12]|b2|maîtrise|maîtriser|beherrsch\w*|beheersing|dominio|command|vlot\w*|perfect\w*|parfait\w*|sehr gut\w*|gut\w*|good|goed\w*|bonne?|buen[ao]?|verhandlungssicher|courant|bilingue|fluido|nativo|excellent|uitstekend\w*|vloeiend|proficien\w*)\b/i;

const RIGHT_TO_WORK =
  /\b(right to work|PRs? only|permanent residents?|citizenship or (?:permanent )?residency|work permit|visa|sponsor\w*|eligible to (?:live and )?work|(?:legally )?(?:authori[sz]ed|entitled|permitted) to work|permission to work|arbeitserlaubnis|permis de travail|permiso de trabajo|werkvergunning|verblijfsvergunning|verblijfs-?\s+of\s+werkvergunning)\b/i;
/** "– our client cannot offer sponsorship", "in Malta or the EU": where, and the advert's own note, ask nothing more. */
const RIGHT_TO_WORK_REST =
  /\s[–—-]\s.*$|,?\s+or\s+(?:be\s+)?exempt\b.*$|\b(?:in|within|voor|für|pour|para)\s+(?:the\s+)?\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?(?:\s+(?:or|and)\s+(?:the\s+)?\p{Lu}[\p{L}.]*)?/gu;
const HAS_RIGHT_TO_WORK =
  /\b(right to work|no (?:work permit|visa) (?:is )?(?:needed|required)|working rights|work rights|citizen\w*|work permit|visa|settled status|indefinite leave|eligible to work|permanent residen\w*|staatsangehörig\w*|nationalit\w*)\b/i;
const NATIONAL =
  /\b(\p{Lu}\p{Ll}+)\s+(?:national|citizen)(?:ship)?\b|\b(?:citizenship|citizens?|nationals?)\s+of\s+(\p{Lu}\p{Ll}+)/u;
const STATES_NATIONALITY =
  /(?<![\p{L}])(?:nationality|citizenship|citizen|national|staatsangehörigkeit|staatsbürgerschaft|nationalität|nationalité|nacionalidad|nationaliteit|passport|reisepass|passeport|pasaporte|paspoort)(?![\p{L}])/iu;
const EUROPEAN_ASKED = /(?<![\p{L}])(?:EU|EEA|EFTA|EWR|EER|UE|EEE)(?![\p{L}])/u;
const PERMIT_NEEDED =
  /\b(?:would|will)\s+need\b|\bneeds?\s+(?:an?|the)\b|\brequires?\s+(?:an?|the)\b|\bapplying for\b|\bno\s+(?:work permit|visa|right)\b(?!\s+(?:is\s+)?(?:needed|required|necessary))/i;

/** Words asking for study itself: a course on the CV is then the practice asked for. */
// "Abgeschlossene Ausbildung als Glasbläser/in", "Lehrabschluss als …": a completed apprenticeship is study asked.
/** A school year or level with its number: "Year 12", "Grade 12", "Form 6", "mbo-4", "mbo-niveau 4". */
const SCHOOL_LEVEL = /(?<![\p{L}])(year|grade|form|mbo)[\s-]*(?:niveau\s*)?(\d{1,2})(?!\d)/giu;
const SCHOOL_LEVEL_FILLER =
  /(?<![\p{L}])(?:completed?|minimum|minimaal|een|afgeronde?|opleiding|or higher|or above|and above|and higher|of hoger|oder höher|ou plus|o superior|at least|pass(?:ed)?)(?![\p{L}])/giu;

const STUDY_ASKED =
  /(?<![\p{L}])(training|course|courses|schulung|kurs|lehrgang|weiterbildung|fortbildung|ausbildung|lehre|lehrabschluss|apprenticeship|apprentissage|formation|opleiding|cursus|curso|certificate|matric|grade 12|year 1[0-3]|form [4-7]|high school|secondary school|school leaving|a[- ]levels?|gcses?|o[- ]levels?|abitur|matura|baccalauréat|bac|bachillerato|secundaria|secundario|mbo(?:-\d)?|havo|vwo|ssce|wassce|nitec|gce|preparatoria|pflichtschul\p{L}*|compulsory school\p{L}*)(?![\p{L}])/iu;

/** The ways a language is used that an advert may ask for: spoken, written, or both. */
const SPOKEN = /(?<![\p{L}])(?:spoken|oral|orale|verbal|mündlich\w*|hablad[oa]|mondeling)(?![\p{L}])/iu;
const WRITTEN = /(?<![\p{L}])(?:written|schriftlich\w*|écrite?|escrit[oa]|schriftelijk)(?![\p{L}])/iu;
const LANGUAGE_USE =
  /^(?:fluent|fluency|native|spoken|written|oral|verbal|c:write|c:speak|read|reading|understand|understanding|comprendre|comprend|verstehen|versteh|entender|entiend|schriftlich|mündlich|écrit|l['’]écrit|l['’]oral|oral|escrito|hablado|mondeling|schriftelijk|spocen|sprect|spreek|begrijp|begrijpt|ecrit|expres|expression|trè|tres|très|standard|niveau|nivel|auf|wort|schrift|woord|geschrift|taal|sprache|langue|idioma|language|beheersing|maîtrise|dominio|command|kenntnisse|comme|com|vlot|c:communication|communication|communicat|skill|skills|competenc|abil|able|ability|need|needed|requir|require|required|essential|speak|speaking)$/i;

/** "Leading or mentoring other level designers": an ask to lead people of a kind. */
const LEADS_PEOPLE =
  /\b(?:lead|leading|led|manag\w*|mentor\w*|coach\w*|supervis\w*|train\w*)\s+(?:or\s+\w+\s+)?(?:a\s+|other\s+|junior\s+|the\s+|our\s+)?(?:\w+\s+)?(?:designers|engineers|developers|nurses|teachers|analysts|technicians|consultants|managers|officers|scientists|students|trainees|apprentices|juniors|artists|writers|researchers|planners|accountants|clinicians|therapists)\b/i;

/** Leading people: shown only together with whom or what is led. */
const LEADING = new Set(["c:lead", "c:coach", "c:supervise", "c:mentor"]);

/** Activities every job has: alone they do not show a requirement's subject. */
const GENERIC = new Set(["c:manage", "c:develop", "c:lead", "c:organise"]);

const IT_SKILLS =
  /\b(?:IT|computer|PC|digital)[\s-](?:skills|literacy|literate)\b|\bEDV[\s-]?(?:kenntnisse|-kenntnisse)?\b|\b(?:outil|outils) informatiques?\b|\bofimática\b|\bcomputervaardig\w*\b/i;
/** Everyday software: the tool families and the office suites. */
const SOFTWARE = new Set([
  ...TOOL_FAMILIES.flat(),
  ...["Microsoft Office", "Excel", "Word", "Outlook", "PowerPoint", "Google Workspace", "MS Office", "Teams"],
]);

const LET_OUT =
  /[,;]?\s+(?:or|of|oder|ou|o)\s+(?:(?:be\s+|die\s+|être\s+|estar\s+)?(?:willing\w*|bereid\w*|bereit\w*|prêt\w*|dispuest\w*|dispos\w*)|(?:the\s+)?(?:ability|able)\s+to\s+(?:complete|obtain|gain|acquire|undertake|get|pass)\b|(?:an?\s+)?(?:gelijkwaardig\w*|equivalent|gleichwertig\w*|équivalent\w*|equivalente)\s+(?:door|through|by|durch|par|por)\s+(?:ervaring|experience|erfahrung|expérience|experiencia))\b.*$/iu;

/** Titles that name the same job: a frontend developer is a frontend engineer. */
const SAME_TITLE: ReadonlyMap<string, readonly string[]> = new Map([
  ["c:develop", ["c:engineer", "programm"]],
  ["c:engineer", ["c:develop"]],
]);

const EARLY_START =
  /(?<![\p{L}])(?:early (?:starts?|shifts?|mornings?)|start(?:s|ing)? (?:at|from)|vroege (?:diensten|dienst|start)|frühe? (?:schichten|schicht|dienste|dienst)|frühschicht\p{L}*|frühdienst\p{L}*|horaires? (?:du )?matin\p{L}*|turnos? (?:de )?madrugada)(?![\p{L}])/iu;
const CLOCK = /(?<![\d.:])(\d{1,2})(?:[:.h](\d{2}))?\s?(am|pm|a\.m\.|p\.m\.|uhr|uur|h)(?![\p{L}])/iu;
const STARTS_AT =
  /(?<![\p{L}])(?:starts?|start(?:ing)?|from|vanaf|ab|dès|desde|begin\p{L}*|beginn\p{L}*)(?![\p{L}])/iu;

function minutesOf(match: RegExpExecArray): number {
  const suffix = (match[3] ?? "").toLowerCase();
  let hour = Number(match[1]);
  if (suffix.startsWith("p") && hour < 12) hour += 12;
  if (suffix.startsWith("a") && hour === 12) hour = 0;
  return hour * 60 + Number(match[2] ?? 0);
}

/** An ask to start early, with the clock time it names (in minutes after midnight), and the ask without it. */
function earlyStartAsked(requirement: string): { minutes: number; rest: string } | null {
  const ask = EARLY_START.exec(requirement);
  const time = CLOCK.exec(requirement);
  if (!ask || !time) return null;
  const rest = requirement
    .replace(CLOCK_TIMES, " ")
    .replace(new RegExp(EARLY_START.source, "giu"), " ")
    .replace(/(?<![\p{L}])(?:starting|from|vanaf|ab|dès|desde)(?=\s+(?:and|en|und|et|y)\b|\s*$)/giu, " ")
    .replace(/\(\s*(?:in\s+\p{L}+)?\s*\)/u, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { minutes: minutesOf(time), rest };
}

/** A CV line that starts work at `minutes` or earlier ("Summer starts at 5.30am", "Werk vanaf 04.30 uur"). */
function earlyStartShown(cv: MatchCv, minutes: number): MatchLine | undefined {
  return cv.lines.find((line) => {
    const time = CLOCK.exec(line.text);
    return time !== null && STARTS_AT.test(line.text) && minutesOf(time) <= minutes;
  });
}

/** Parts of the day and week one is asked to work: the clock times beside them add nothing to show. */
const PERIOD =
  /\b(?:evenings?|nights?|mornings?|afternoons?|weekends?|shifts?|abends?|nachts?|schicht\w*|soirs?|soirées?|nuits?|noches?|tardes?|mañanas?|turnos?|avonds?|nachten|diensten)\b/i;

const STATUS_RANK: Record<RequirementStatus, number> = { missing: 0, partial: 1, met: 2 };

function combine(statuses: RequirementStatus[]): RequirementStatus {
  if (!statuses.length) return "missing";
  if (statuses.every((status) => status === "met")) return "met";
  if (statuses.every((status) => status === "missing")) return "missing";
  return "partial";
}

type Aspect = { status: RequirementStatus; lines: MatchLine[] };

/** The lines that together hold most of `wanted`: greedy, at most two lines. */
function bestCover(
  lines: readonly MatchLine[],
  wanted: readonly string[],
  most = 2,
): { share: number; lines: MatchLine[] } {
  const chosen: MatchLine[] = [];
  const covered = new Set<string>();
  for (let round = 0; round < most; round++) {
    let best: MatchLine | null = null;
    let gain = 0;
    for (const line of lines) {
      const adds = wanted.filter((item) => !covered.has(item) && line.concepts.has(item)).length;
      if (adds > gain) {
        best = line;
        gain = adds;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const item of wanted) if (best.concepts.has(item)) covered.add(item);
  }
  return { share: wanted.length ? covered.size / wanted.length : 0, lines: chosen };
}

/** A product and its module: "SAP FI", "SAP CO". */
const MODULE = /^(\S+)\s+([A-Z][A-Z0-9]{1,3})$/;

function familyOf(skill: string): readonly string[] {
  return TOOL_FAMILIES.find((family) => family.includes(skill)) ?? [];
}

/** Whether any CV line shows the skill, by name or, for a skill that is a concept, by its concept (in practice too). */
function shows(cv: MatchCv, skill: string): boolean {
  const concepts = conceptsOf(skill).filter((concept) => concept.startsWith("c:"));
  return cv.lines.some(
    (line) =>
      line.skills.has(skill) ||
      (concepts.length > 0 && concepts.every((c) => line.concepts.has(c) || line.implied.has(c))),
  );
}

/** The named skills: all of them (any one, when the requirement offers a choice); a neighbouring tool is a near miss. */
function skillsAspect(cv: MatchCv, requirement: string, skills: string[], anyOf: boolean): Aspect {
  // "Leadership" is also shown by "Führung von Teams": a skill that is a concept is found by its concept too.
  const has = (skill: string) => {
    const concepts = conceptsOf(skill).filter((concept) => concept.startsWith("c:"));
    const part = MODULE.exec(skill);
    return cv.lines.filter(
      (line) =>
        line.skills.has(skill) ||
        (concepts.length > 0 && concepts.every((c) => line.concepts.has(c))) ||
        // "SAP CO" in "Outils : SAP (CO, FI)": the product and its module on one line.
        (part !== null &&
          line.skills.has(part[1]!) &&
          new RegExp(`(?<![A-Za-z])${part[2]!}(?![A-Za-z])`).test(line.text)),
    );
  };
  const found = skills.filter((skill) => has(skill).length > 0);
  const evidence = found.flatMap((skill) => {
    const first = findEvidence(cv.index, skill)[0];
    return cv.lines
      .filter((line) => line.text === first)
      .slice(0, 1)
      .concat(first ? [] : has(skill).slice(0, 1));
  });
  if (found.length && (anyOf || found.length === skills.length)) return { status: "met", lines: evidence };
  if (found.length) return { status: "partial", lines: evidence };
  // "Communication" shown only in practice ("present the monthly pricing review"): partial.
  const inPractice = cv.lines.filter((line) =>
    skills.some((skill) => {
      const concepts = conceptsOf(skill).filter((concept) => concept.startsWith("c:"));
      return concepts.length > 0 && concepts.every((c) => line.implied.has(c) || line.concepts.has(c));
    }),
  );
  if (inPractice.length) return { status: "partial", lines: inPractice.slice(0, 1) };
  // Another module of the same product ("SAP MM" for "SAP FI") is a neighbour.
  const neighbours = skills.flatMap((skill) => [
    ...familyOf(skill).filter((other) => other !== skill),
    ...(MODULE.exec(skill)?.slice(1, 2) ?? []),
  ]);
  const near = cv.lines.filter((line) => neighbours.some((skill) => line.skills.has(skill)));
  if (near.length)
    return { status: ACCEPTS_SIMILAR.test(requirement) ? "met" : "partial", lines: near.slice(0, 1) };
  return { status: "missing", lines: [] };
}

/** A language counts where the CV lists it with a level or under its languages heading; its level is read beside it. */
function languageAspect(cv: MatchCv, requirement: string, language: string): Aspect {
  const named = cv.lines.filter(
    (line) => line.concepts.has(language) && (line.section === "languages" || LANGUAGE_LEVEL.test(line.text)),
  );
  // ("Proficient in MS Office and Chinese word processing" in a summary: the languages list's own level decides.)
  const listed = named.filter((line) => line.section === "languages");
  const lines = listed.some((line) => levelsIn(line.text).length) ? listed : named;
  if (!lines.length) return { status: "missing", lines: [] };
  // "English (native), German (B1)": the level that goes with this language.
  const levels = lines.flatMap((line) =>
    line.text.split(/[,;|•·]/).filter((part) => conceptsOf(part).includes(language)),
  );
  // The best level stated for it; none stated is taken as enough (the CV lists the language as spoken).
  let stated = levels.map(levelOf).filter((level): level is number => level !== null);
  // "spoken and written" asked against "good spoken, basic written" or a Europass grid: the weakest way it is used,
  // on a line about this language alone.
  const alone = lines.filter(
    (line) => [...line.concepts].filter((c) => c.startsWith("c:lang-")).length === 1,
  );
  // ("good spoken" asked of "good spoken, basic written": the level beside the way asked, when only one is asked.)
  const uses = [SPOKEN, WRITTEN].filter((use) => use.test(requirement));
  // (A line that names the language with no level at all, "English" in a sidebar, says nothing of how well.)
  const usedLevels = alone
    .map((line) => {
      const beside = line.text.split(/[,;/]/).filter((part) => uses.some((use) => use.test(part)));
      return uses.length === 1 && beside.length ? beside.flatMap(levelsIn) : levelsIn(line.text);
    })
    .filter((levels) => levels.length > 0);
  if (uses.length && usedLevels.length)
    stated = [Math.max(...usedLevels.map((levels) => Math.min(...levels)))];
  // "Sehr gute Deutsch- und gute Englischkenntnisse": the level written beside this language, else the ask's.
  const segment = requirement
    .split(/[,;]|\s(?:and|und|et|y|en|&)\s/i)
    .find((part) => conceptsOf(part).includes(language));
  const asked = (segment ? levelAsked(segment) : null) ?? levelAsked(requirement);
  // Asked without a level, a beginner's A1 or A2 ("VHS-Abendkurs A1") is still short of working knowledge.
  const below = stated.length > 0 && Math.max(...stated) < (asked ?? 3);
  return { status: below ? "partial" : "met", lines: lines.slice(0, 1) };
}

/** The requirement's own words: most of them on one or two lines is met, some is partial. */
function topicAspect(cv: MatchCv, concepts: string[], lines = cv.lines): Aspect {
  const { share, lines: cover } = bestCover(lines, concepts);
  // Two words both; three or more, half: a long requirement spells out more than a CV line repeats.
  const enough = concepts.length >= 3 ? 0.5 : 0.67;
  if (share >= enough) return { status: "met", lines: cover };
  // One of a long requirement's words is a near miss: "busy distribution centres" for "calm in a busy service".
  // Only a generic verb shown ("Gestion des campagnes" for "managing a pipeline") is not a near miss.
  const shownWords = concepts.filter((concept) => cover.some((line) => line.concepts.has(concept)));
  if (share >= 0.25 && !shownWords.every((concept) => GENERIC.has(concept)))
    return { status: "partial", lines: cover };
  // A soft skill shown only in practice ("present the monthly review" for "good communication") is partial.
  const inPractice = bestCover(
    lines.map((line) => ({ ...line, concepts: new Set([...line.concepts, ...line.implied]) })),
    concepts,
  );
  if (inPractice.share >= enough) return { status: "partial", lines: inPractice.lines };
  return { status: "missing", lines: [] };
}

/** "And" joining two asks ("PEG feeding, catheter care and wound management"): each part is an aspect of its own. */
const AND_WORD = /\s(?:and|und|et|y|&)\s/i;

/** "Nursing home or elderly care experience": either part shows it. */
const OR_PARTS = /\s(?:or|oder|ou|o)\s/i;

/** The concepts of each option of a choice between topics; none when it is not one. */
function optionsOf(words: string): string[][] {
  if (!OR_PARTS.test(words) || AND_WORD.test(words)) return [];
  const options = words.split(OR_PARTS).map(conceptsOf);
  // Short options only: in "HRBP or People Partner experience in a tech business" the tail belongs to both.
  return options.length > 1 && options.every((option) => option.length > 0 && option.length <= 2)
    ? options
    : [];
}

/** The concepts of each part of a two-part requirement; one part (or none) when it is not one. */
const FOR_WHOM = new Set(["c:people", "c:patient"]);

function partsOf(words: string): string[][] {
  if (!AND_WORD.test(words)) return [];
  // Commas separate the parts of a list that ends in "and"; elsewhere they may join adjectives ("analytical, commercial").
  const pieces = words.split(new RegExp(`,\\s*|${AND_WORD.source}`, "i"));
  // "radioprotection des patients et du personnel": whom a thing is for is no part to show on its own.
  const parts = pieces
    .map(conceptsOf)
    .filter((part) => part.length > 0 && !part.every((concept) => FOR_WHOM.has(concept)));
  return parts.length > 1 ? parts : [];
}

/** Half the subject's words on one or two lines; any one of them when the subject offers a choice. */
function subjectAspect(lines: readonly MatchLine[], subject: string[], anyOf: boolean): Aspect {
  // A degree's subject is written on its own line: "National … Certificate" above "… Water Academy" is not a
  // "National Diploma in Water Care".
  const { share, lines: cover } = bestCover(lines, subject, 1);
  if (share >= 0.5 || (anyOf && share > 0)) return { status: "met", lines: cover };
  return { status: "missing", lines: [] };
}

/** Degree levels, lowest first: a bachelor's (1), a master's (2), a doctorate (3); 0 when none is named. */
const DEGREE_RANKS: ReadonlyArray<readonly [number, RegExp]> = [
  // Short-cycle higher education: "Bac+2 (BTS…)", "mbo 4", an HND, an associate degree.
  [
    0.5,
    /\b(?:bac\s*\+\s*2|bts|dut|mbo(?:[\s-]*4)?|hnd|hnc|associate(?:['’]s)? degree|técnico superior|grado superior)\b/iu,
  ],
  [
    1,
    /\b(?:b\.?\s?sc|b\.?\s?a|beng|b\.?e|b\.?\s?tech|b\.?\s?com|bachelor\p{L}*|bachelier|grado|licenciatura|ingenier[ií]a t[eé]cnica|hbo|undergraduate|llb|mvb|bvsc|mbbs|bds|bac\s*\+\s*3|licence|graduate in any)\b/iu,
  ],
  [
    2,
    /\b(?:m\.?\s?sc|master\p{L}*|máster|mba|meng|m\.?tech|llm|mphil|mestrado|diplom-\p{L}+|bac\s*\+\s*5|ingénieur)\b/iu,
  ],
  [3, /\b(?:ph\.?d|pharmd|dphil|doctor(?:ate)? of|doctorat|doctorado|promotion)\b/iu],
];

const SCHOOL_LEAVING =
  /(?<![\p{L}])(?:high school|secondary school|senior high|k-12|matric\p{L}*|grade 12|year 12|school leaving|a[- ]levels?|o[- ]levels?|gcses?|wassce|ssce|kcse|uace|abitur|matura|baccalauréat|bachillerato|enseñanza media|havo|vwo)(?![\p{L}])/iu;

/** The lowest level a text names (an ask of "PharmD or BSc" is met by a BSc), or 0. */
function degreeRank(text: string): number {
  return DEGREE_RANKS.find(([, pattern]) => pattern.test(text))?.[0] ?? 0;
}

/** A degree: its subject on an education line is met; a degree in another subject is partial. */
function degreeAspect(cv: MatchCv, concepts: string[], anyOf: boolean, requirement = ""): Aspect {
  const subject = concepts.filter((concept) => !DEGREE_WORDS.has(concept));
  const schooling = cv.lines.filter(
    (line) => line.section === "education" || line.section === "certifications" || DEGREE.test(line.text),
  );
  const degrees = schooling.filter(
    (line) => (line.concepts.has("c:degree") || DEGREE.test(line.text)) && !headingOf(line.text),
  );
  if (!subject.length)
    return degrees.length ? { status: "met", lines: degrees.slice(0, 1) } : { status: "missing", lines: [] };
  // "Senior High School graduate (K-12)", "Matric": a school-leaving ask is met by any completed degree above it.
  const higher = degrees.filter((line) => degreeRank(line.text) >= 0.5 && !inProgress(cv, line));
  if (
    SCHOOL_LEAVING.test(requirement) &&
    !degreeRank(requirement) &&
    // ("GCSE grade 4/C in English and Maths": the subjects' grades are what is asked.)
    !/(?<![\p{L}])(?:english|maths?|mathematics|science|grade\s+[4-9A-C])(?![\p{L}])/iu.test(requirement) &&
    higher.length
  )
    return { status: "met", lines: higher.slice(0, 1) };
  const inSchooling = subjectAspect(schooling, subject, anyOf);
  // "A PharmD or a Bachelor of Science in Pharmacy" and "Associate of Applied Science, Pharmacy Technology": the
  // subject, but below the level asked.
  // "Diplôme d'orthoprothésiste ou BTS …": an option that names no level asks none.
  const options = requirement.replace(/\([^)]*\)/g, " ").split(/\s(?:or|ou|oder|o)\s/i);
  const asked = options.length > 1 ? Math.min(...options.map(degreeRank)) : degreeRank(requirement);
  // ("Diploma verpleegkundige (mbo-4 of hbo-v)": any schooling line in the subject at the level asked will do.)
  const atLevel = schooling.filter(
    (line) =>
      degreeRank(line.text) >= asked &&
      subject.some((concept) => line.concepts.has(concept)) &&
      !inProgress(cv, line),
  );
  if (
    inSchooling.status === "met" &&
    asked &&
    !inSchooling.lines.some((line) => degreeRank(line.text) >= asked)
  )
    return atLevel.length
      ? { status: "met", lines: atLevel.slice(0, 1) }
      : { status: "partial", lines: inSchooling.lines };
  // "Degree in Food Science…" against "Diploma in Culinary Arts": a diploma is not a degree, even in the subject.
  if (
    inSchooling.status === "met" &&
    /\bdegree\b/i.test(requirement) &&
    inSchooling.lines.every((line) => /\bdiploma\b/i.test(line.text) && !degreeRank(line.text))
  )
    return { status: "partial", lines: inSchooling.lines };
  if (inSchooling.status === "met") return inSchooling;
  return degrees.length
    ? { status: "partial", lines: degrees.slice(0, 1) }
    : { status: "missing", lines: [] };
}

/** Words in capitals that are not a credential's issuer ("UK", "PV", "IT"). */
const NOT_ISSUERS = new Set("UK EU USA US IT PV HR NHS CV EEA IELTS".split(" "));

/** A certificate or professional standing: its words anywhere in the CV; its issuer, if named, there too. */
function credentialAspect(
  cv: MatchCv,
  concepts: string[],
  requirement = "",
  withBrackets = requirement,
): Aspect {
  const subject = concepts.filter((concept) => !DEGREE_WORDS.has(concept));
  if (!subject.length) return { status: "missing", lines: [] };
  // "EPRA Class T1 licence": a credential of a named body the CV never names is not held, whatever the field.
  const issuers = [...requirement.matchAll(/(?<![\p{L}\d])[A-Z]{3,}(?![\p{L}\d])/gu)]
    .map((match) => match[0])
    .filter((word) => !NOT_ISSUERS.has(word));
  // "EASA Part-66 B1.1" and "Licence Part-66 B1.1 (DGAC)": the EU's aviation rules, issued by a national authority.
  const named = (word: string) =>
    word === "EASA"
      ? /(?<![\p{L}])(?:EASA|Part[- ]?(?:66|145|147|M|CAMO))(?![\p{L}\d])/u
      : new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, "u");
  const judged = topicAspect(cv, subject);
  if (issuers.length && !issuers.some((word) => named(word).test(cv.text))) {
    // "Crane Operator Certificate of Competence – OSHA Tanzania" for one "recognised by DOSHS": the same
    // certificate from another country's body is part of the way there.
    const issuedBy =
      /\b(?:recogni[sz]ed|issued|approved|accredited|endorsed|certified)\s+by\s+(?:the\s+)?[A-Z]{3,}/.test(
        requirement,
      );
    const same =
      issuedBy && judged.status === "met" ? judged.lines.filter((line) => CREDENTIAL.test(line.text)) : [];
    return same.length ? { status: "partial", lines: same.slice(0, 1) } : { status: "missing", lines: [] };
  }
  // "Current MRCVS membership" and a CV signed "MVB MRCVS": the credential itself is shown.
  const issuerLines = cv.lines.filter((line) => issuers.some((word) => named(word).test(line.text)));
  // "AHPRA: application for registration lodged": the body named, the credential not yet held.
  if (issuerLines.length && issuerLines.every((line) => IN_PROGRESS.test(line.text)))
    return { status: "partial", lines: issuerLines.slice(0, 1) };
  // "… with the TCM Practitioners Board (TCMPB)" against "TCMPB registration: application submitted": the body in
  // brackets is the registering one; held with another body only, the registration asked is still pending.
  const body = /\(([A-Z][A-Z&]{2,})\)/.exec(withBrackets)?.[1];
  const bodyLines = body ? cv.lines.filter((line) => named(body).test(line.text)) : [];
  if (bodyLines.length && bodyLines.every((line) => IN_PROGRESS.test(line.text)))
    return { status: "partial", lines: bodyLines.slice(0, 1) };
  if (judged.status !== "met" && issuerLines.length) return { status: "met", lines: issuerLines.slice(0, 1) };
  // Near a named certificate is another certificate ("Level 3 Food Safety" for "Level 2 Food Hygiene"), not
  // work in its field ("Kitchen Porter").
  const credentialLine = (line: MatchLine) =>
    line.section === "certifications" ||
    line.section === "education" ||
    CREDENTIAL.test(line.text) ||
    /apprentic|ausbildung|apprentissage|aprendiz|leerling/i.test(line.text);
  if (judged.status === "partial" && !judged.lines.some(credentialLine))
    return { status: "missing", lines: [] };
  return judged;
}

/** Fewer years than asked is partial; the years are those of the roles whose lines show the subject. */
const DATE_WORDS =
  /(?<![\p{L}])(?:seit|since|depuis|desde|sinds|present|heute|aujourd['’]hui|actualidad|heden|now|today|\p{L}{3,4}\.?(?=\s*\d{4}))(?![\p{L}])/giu;

function yearsAspect(
  cv: MatchCv,
  years: number,
  concepts: string[],
  skills: string[],
  shownElsewhere: boolean,
  anyWork = false,
): Aspect {
  const roles = cv.lines.filter((line) => line.span);
  // A role's lines: around its dates, and its bullets down to the next dated line ("seit 04/2021" over "Einrichter
  // Spritzguss" and "– Rüsten, Einrichten und Abmustern von …").
  const block = (line: MatchLine) => {
    const at = cv.lines.indexOf(line);
    const end = cv.lines.findIndex((other, index) => index > at && other.span !== null);
    return cv.lines.slice(at + 1, Math.min(end === -1 ? cv.lines.length : end, at + 12));
  };
  const worked = roles.filter((line) => line.section === "experience");
  const relevant = anyWork
    ? worked.length
      ? worked
      : roles
    : roles.filter((line) => {
        // Only under a line of dates alone with the title under it ("seit 04/2021" / "Einrichter Spritzguss"): a dated
        // title line's own words, or the title above the dates, say what the role was.
        const next = cv.lines[cv.lines.indexOf(line) + 1];
        const datesOnly =
          !/\p{L}{3,}(?:[\s\S]*?\p{L}{3,}){2}/u.test(line.text.replace(DATE_WORDS, " ")) &&
          next !== undefined &&
          next.text.split(/\s+/).length <= 6 &&
          looksLikeJobTitle(next.text);
        const below =
          line.section === "experience" && datesOnly
            ? block(line).filter((other) => other.section === "experience")
            : [];
        const text = [line.context, ...below.map((other) => other.text)].join(" \n ");
        const around = new Set([
          ...conceptsOf(line.context),
          ...below.flatMap((other) => [...other.concepts]),
        ]);
        const hits = concepts.filter((concept) => around.has(concept)).length;
        return (
          skills.some((skill) => text.includes(skill)) ||
          (concepts.length > 0 && hits / concepts.length >= 0.5)
        );
      });
  const covered = yearsCovered(relevant.map((line) => line.span!));
  // "Mechanical engineer with eleven years…" counts for "4+ years in design engineering".
  const statedFits = concepts.some((concept) => cv.statedIn.has(concept));
  // Shown in a skills list rather than under a role ("Boiler servicing, breakdowns…" with "18 years in the
  // trade"): the profile's own count stands for the years spent on it.
  const stated = relevant.length || !roles.length || statedFits || (shownElsewhere && !covered);
  const shown = Math.max(covered, stated ? cv.statedYears : 0);
  if (!roles.length && !cv.statedYears) return { status: "met", lines: [] };
  return { status: shown >= years ? "met" : "partial", lines: relevant.slice(0, 1) };
}

/** One alternative of a requirement ("PhD in chemistry" of "PhD in chemistry, or MSc with 5+ years"). */
function judgeAlternative(
  cv: MatchCv,
  requirement: string,
): { status: RequirementStatus; lines: MatchLine[] } {
  const aspects: Aspect[] = [];
  // (A licence "held for at least 2 years" counts the licence's years, not the work's.)
  const asked =
    DRIVING_LICENCE.test(requirement) && HELD_FOR_YEARS.test(requirement) ? null : yearsAsked(requirement);
  // "Flexible to work evenings, weekends and public holidays": when one can work is asked, not a soft skill.
  let rest = (asked?.rest ?? requirement).replace(
    /\b(?:flexible|flexibility|availability|available)\s+(?:to|for)\s+(?=(?:work|travel|cover)\b)/gi,
    "",
  );
  // "3 years' post-trade experience": when the years count says nothing more to show.
  rest = rest.replace(/\bpost[\s-](?:trade|qualification|qualified|registration|apprenticeship)\b/gi, " ");
  // "Early starts (5:30 am in summer)", "vroege diensten (vanaf 05.00 uur)": met by a start the CV gives at that time
  // or earlier ("Summer starts at 5.30am", "Werk vanaf 04.30 uur").
  const early = earlyStartAsked(rest);
  if (early) {
    // (A start the CV gives later than asked is part of it.)
    const shown = earlyStartShown(cv, early.minutes);
    const later = shown ? undefined : earlyStartShown(cv, 24 * 60);
    if (shown || later) {
      aspects.push({ status: shown ? "met" : "partial", lines: [(shown ?? later)!] });
      rest = early.rest;
    }
  }
  // "Evenings until 10pm", "Monday to Friday, 7:30am – 4:30pm": the hours go with the days and periods named.
  // ("one Saturday morning a month" is a Saturday.)
  if (daysNamed(rest).size || PERIOD.test(rest))
    rest = rest
      .replace(CLOCK_TIMES, " ")
      .replace(/(?<=\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+(?:mornings?|afternoons?)\b/gi, " ");
  // "Able to start within 4 weeks" against "Notice period: 2 weeks".
  const within = startWithin(rest, () => cv.lines.map((line) => line.text));
  if (within) {
    const line = cv.lines.find((candidate) => candidate.text === within.line);
    aspects.push({ status: within.status, lines: line ? [line] : [] });
    rest = "";
  }
  // "Disponibilité immédiate": a start now, or a notice period (partial).
  if (IMMEDIATE_ASK.test(rest)) {
    const start = immediateStart(cv.lines.map((line) => line.text));
    const line = cv.lines.find((candidate) => candidate.text === start.line);
    aspects.push({ status: start.status, lines: line ? [line] : [] });
    rest = rest.replace(IMMEDIATE_ASK, " ");
  }

  // "A veterinary degree registrable with the RCVS": recognition is asked of the degree, it is not its subject;
  // "Graduate in any discipline" names none.
  if (DEGREE.test(rest))
    rest = rest
      .replace(RECOGNISED_BY, " ")
      .replace(/\bgraduate\s+(?:in|of)\s+any\s+(?:discipline|field|subject|stream)\b/gi, " degree ")
      .replace(
        /\b(?:in|of)\s+any\s+(?:discipline|field|subject|stream|area)\b|\bany\s+(?:discipline|field|subject|stream)\b/gi,
        " ",
      );
  // "Staatsangehörigkeit eines EU- oder EFTA-Staates", "EU/EEA passport": a nationality of that area.
  if (EUROPEAN_ASKED.test(rest) && (STATES_NATIONALITY.test(rest) || RIGHT_TO_WORK.test(rest))) {
    // ("Staatsbürgerschaft:" over "Österreich": a label's value on the next line.)
    const withValue = (line: MatchLine) =>
      // ("Nationality" alone in a form's left column: its value is the next cell.)
      /:\s*$/.test(line.text) || /^[\s:]*$/.test(line.text.replace(STATES_NATIONALITY, ""))
        ? `${line.text} ${cv.lines[cv.lines.indexOf(line) + 1]?.text ?? ""}`
        : line.text;
    const stated = cv.lines.filter(
      (line) => STATES_NATIONALITY.test(line.text) || HAS_RIGHT_TO_WORK.test(line.text),
    );
    const within = stated.filter((line) =>
      [...nationalitiesIn(withValue(line))].some((code) => EUROPEAN_AREA.has(code)),
    );
    aspects.push({ status: within.length ? "met" : "missing", lines: within.slice(0, 1) });
    rest = "";
  }
  // "Completed Year 12 (Form 6) or higher" against "Fiji Year 13 Certificate", "een afgeronde mbo-4 opleiding"
  // against "(mbo-niveau 4)": a school level, met by the same scheme's level or a higher one.
  // (Only when the level is all it asks: "mbo 4- of hbo-opleiding, bij voorkeur in logistiek" is read as before.)
  const levelsAsked = [...rest.matchAll(SCHOOL_LEVEL)];
  const besideLevel = rest
    .replace(SCHOOL_LEVEL, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(SCHOOL_LEVEL_FILLER, " ");
  const schoolLevelOnly = levelsAsked.length > 0 && !/\p{L}/u.test(besideLevel);
  if (schoolLevelOnly) {
    const shown = cv.lines.filter((line) =>
      [...line.text.matchAll(SCHOOL_LEVEL)].some((held) =>
        levelsAsked.some(
          (level) =>
            held[1]!.toLowerCase() === level[1]!.toLowerCase() && Number(held[2]) >= Number(level[2]),
        ),
      ),
    );
    const done = shown.filter((line) => !inProgress(cv, line));
    aspects.push({
      status: done.length ? "met" : shown.length ? "partial" : "missing",
      lines: (done.length ? done : shown).slice(0, 1),
    });
    rest = "";
  }
  if (RIGHT_TO_WORK.test(rest)) {
    // "authorized to work in the United States" against "Right to work: UK": a right for another country is none.
    // ("Mexican citizen – would need a Bahamas work permit": a permit needed is not held.)
    // ("a valid Canadian work permit": the country said by its adjective.)
    const asked = new Set([...countriesIn(rest), ...nationalitiesIn(rest)]);
    // "Must be a Fijian citizen or hold a valid Fiji work permit" against "Nationality: Fijian": a citizen of the
    // country asked has the right to work there.
    const citizenOf = [
      ...rest.matchAll(
        /(\p{Lu}\p{Ll}{3,})\p{L}*\s+(?:citizen\p{L}*|national\p{L}*|nationaliteit|nationalité|nacionalidad|staatsangehörigkeit|(?:and|or|&|\/)\s+(?:PRs?|permanent residents?)(?![\p{L}]))/gu,
      ),
    ].map((match) => match[1]!.toLowerCase().slice(0, 4));
    const lines = cv.lines.filter((line) => {
      if (PERMIT_NEEDED.test(line.text)) return false;
      const held = nationalitiesIn(line.text);
      if (citizenOf.length && STATES_NATIONALITY.test(line.text))
        return (
          (line.text.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) =>
            citizenOf.some((stem) => word.startsWith(stem)),
          ) || [...held].some((code) => asked.has(code))
        );
      if (!HAS_RIGHT_TO_WORK.test(line.text)) return false;
      return !asked.size || !held.size || [...held].some((code) => asked.has(code));
    });
    aspects.push({ status: lines.length ? "met" : "missing", lines: lines.slice(0, 1) });
    rest = rest
      .replace(RIGHT_TO_WORK_REST, " ")
      .replace(RIGHT_TO_WORK, " ")
      .replace(/\b(in|the|uk|to|must|hold|have|valid|current|an?|be|you|or|residency|residence)\b/gi, " ")
      // ("a valid Canadian work permit": the country's adjective is part of the right asked.)
      .replace(/\p{Lu}\p{Ll}+/gu, (word) => (nationalitiesIn(word).size ? " " : word));
    // ("Fijian", "Fiji", "Nederlandse", "Curaçao", "NZ": the country asked is part of the right, nothing more to show.)
    rest = rest.replace(/(?<![\p{L}])[A-Z]{2,3}(?![\p{L}])/gu, (code) =>
      countriesIn(code).size ? " " : code,
    );
    // ("South African citizenship": a nationality of two words goes whole.)
    for (const stem of citizenOf)
      rest = rest.replace(
        new RegExp(
          `(?:(?<![\\p{L}])(?:south|north|new|sri|saudi|papua|costa|puerto|el|hong|sierra|burkina|cape|solomon|marshall|cook|united)\\s+)?(?<![\\p{L}])${stem}\\p{L}*`,
          "giu",
        ),
        " ",
      );
    if (citizenOf.length)
      rest = rest.replace(
        /\b(?:must|be|an?|or|and|only|hold|valid|geldige|een|van|voor|de|het|bezit|citizen\w*|national\w*|PRs?|permanent|residents?)\b/giu,
        " ",
      );
  }
  // "Good IT skills", "EDV-Kenntnisse", "maîtrise de l'outil informatique": any everyday software named shows it.
  if (IT_SKILLS.test(rest)) {
    const lines = cv.lines.filter((line) => [...line.skills].some((skill) => SOFTWARE.has(skill)));
    aspects.push({ status: lines.length ? "met" : "missing", lines: lines.slice(0, 1) });
    rest = rest.replace(IT_SKILLS, " ");
  }
  // "Must be a Nigerian national": the CV's stated nationality or citizenship.
  const nationality = NATIONAL.exec(rest);
  if (nationality) {
    const asked = (nationality[1] ?? nationality[2]!).toLowerCase();
    // ("citizens of Botswana" against "Citizenship: Motswana": the country's people by any of their names.)
    const askedCodes = new Set([...countriesIn(asked), ...nationalitiesIn(asked)]);
    const stated = cv.lines.filter((line) => STATES_NATIONALITY.test(line.text));
    const same = stated.filter(
      (line) =>
        line.text.toLowerCase().includes(asked) ||
        [...nationalitiesIn(line.text), ...countriesIn(line.text)].some((code) => askedCodes.has(code)),
    );
    aspects.push({ status: same.length ? "met" : "missing", lines: same.slice(0, 1) });
    rest = rest.replace(NATIONAL, " ").replace(/\b(must|be|an?|requirement|content)\b/gi, " ");
    // "Seychellois national or holder of a valid Gainful Occupation Permit": the nationality held, the other way in
    // is not needed.
    if (same.length && /^\s*or\b/i.test(rest)) rest = "";
  }
  if (DRIVING_LICENCE.test(rest)) {
    // "Führerschein" as a heading, "Klasse B, BE" under it.
    const lines = cv.lines.filter(
      (line, at) =>
        DRIVING_LICENCE.test(line.text) ||
        (DRIVING_LICENCE.test(cv.lines[at - 1]?.text ?? "") &&
          /^(?:klassen?|class(?:es)?|[ck]at\p{L}*|categor\p{L}*|permis)?\s*:?\s*[A-D]1?E?(?![\p{L}])/iu.test(
            line.text,
          )),
    );
    // "Full UK driving licence (manual)" against "(automatic only)": a licence, but not for the cars asked.
    const automaticOnly =
      /\b(?:manual|manuell|schaltgetriebe|manuelle|manual)\b/i.test(rest) &&
      lines.some((line) => /\b(?:automatic|automatik|automatique|automático|automaat)\b/i.test(line.text));
    // "Class C or above" against "Class B": a licence, but of a lower class than asked.
    const classAsked =
      /\b(?:class|klasse|[ck]at(?:egory|égorie|egoría|egorie)?\.?)\s*([A-F])(?![\p{L}\d])(\s+(?:or|oder|ou|o)\s+(?:above|higher|höher|supérieure?|superior))?/iu.exec(
        rest,
      );
    // ("Driving licence: B", "Permis B": the class right after the licence's name.)
    // ("Catégories A et B": every class of a list.)
    const classesHeld = lines.flatMap((line) =>
      [
        ...line.text.matchAll(
          /(?<![\p{L}])(?:class(?:es)?|klassen?|[ck]at\p{L}*|categor\p{L}*)\.?\s*:?\s*([A-F](?:E|1)?(?:\s*(?:,|et|and|und|y|en|&|\/)\s*[A-F](?:E|1)?)*)(?![\p{L}\d])/giu,
        ),
        ...line.text.matchAll(LICENCE_CLASS),
        ...line.text.matchAll(/\b[Pp]ermis\s+([A-F])(?:E|1)?(?![\p{L}\d])/gu),
      ].flatMap((match) => (match[1]!.match(/[A-F](?=E|1|\b|$)/gi) ?? []).map((held) => held.toUpperCase())),
    );
    const lowerClass =
      classAsked !== null &&
      classesHeld.length > 0 &&
      !classesHeld.some((held) =>
        classAsked[2] ? held >= classAsked[1]!.toUpperCase() : held === classAsked[1]!.toUpperCase(),
      );
    // "a valid Bermuda driver's licence" against "Full Portuguese driving licence": one held in another country.
    const licenceAsked = rest.split(/\s+(?:or|oder|ou|o|of)\s+/i)[0] ?? "";
    const licenceCountries = new Set([...countriesIn(licenceAsked), ...nationalitiesIn(licenceAsked)]);
    const elsewhere =
      licenceCountries.size > 0 &&
      lines.length > 0 &&
      lines.every((line) => {
        const held = nationalitiesIn(line.text);
        return held.size > 0 && ![...held].some((code) => licenceCountries.has(code));
      });
    // "Licencia de conducir" / "venezolana (en trámite de homologación)": a licence still being recognised;
    // "Voorlopig rijbewijs B (praktisch examen gepland …)", "provisional licence": a learner's, not a full one.
    // (A heading alone, "RIJBEWIJS", says nothing either way.)
    const stated = lines.filter((line) => !/^\W*\p{L}+\W*$/u.test(line.text.trim()));
    const pending =
      stated.length > 0 &&
      stated.every((line) => {
        const next = cv.lines[cv.lines.indexOf(line) + 1]?.text ?? "";
        const said = `${line.text} ${/^[\p{Ll}(]/u.test(next) ? next : ""}`;
        return IN_PROGRESS.test(said) || PROVISIONAL_LICENCE.test(said);
      });
    // "Driving licence (category B) held for at least 2 years" against "Driving licence B (since 2016)".
    const heldFor = HELD_FOR_YEARS.exec(rest);
    const since = stated
      .map((line) =>
        /\b(?:since|seit|depuis|desde|sinds|issued|obtained)\s+(?:\p{L}+\s+)?((?:19|20)\d\d)\b|\(((?:19|20)\d\d)\)/iu.exec(
          line.text,
        ),
      )
      .map((match) => Number(match?.[1] ?? match?.[2] ?? 0))
      .find((year) => year > 0);
    const heldTooShort = heldFor !== null && (!since || cv.year - since < wordNumber(heldFor[1]!));
    if (heldFor) rest = rest.replace(HELD_FOR_YEARS, " ");
    aspects.push({
      status: lines.length
        ? automaticOnly || lowerClass || pending || elsewhere || heldTooShort
          ? "partial"
          : "met"
        : "missing",
      lines: (stated.length ? stated : lines).slice(0, 1),
    });
    // The licence's class is not more to show: "Führerschein Klasse B", "C class driver licence".
    rest = rest
      // "… für gelegentliche Hausbesuche", "for site visits": what the licence is for asks nothing more.
      .replace(
        new RegExp(
          `(${DRIVING_LICENCE.source})(?:\\s+(?:klasse|class|cat\\w*)\\.?)?(?:\\s+[A-D]1?E?)?\\s+(?:for|für|pour|para|voor|om)\\s.*$`,
          "i",
        ),
        " ",
      )
      .replace(DRIVING_LICENCE, " ")
      // ("Current PNG driver's licence": the country's code belongs to the licence.)
      .replace(
        /\b(full|clean|uk|eu|valid|current|png|uae|nz|rsa|usa|hold|holds|holding|categor(?:y|ies))\b/gi,
        " ",
      )

      .replace(/\b\p{Lu}\p{Ll}+(?:an|ish|ese|ian|i|ch)\b(?=\s*$|\s+\()/gu, " ")
      .replace(
        /\b(?:kenyan|irish|british|spanish|german|french|dutch|american|canadian|australian|indian|nigerian|south african)\b/gi,
        " ",
      )
      .replace(/\b(?:or above|or higher|and above)\b/gi, " ")
      // ("Führerausweis Kat. B": Switzerland's "Kat." for the category.)
      .replace(/\b(klasse|class|[cCkK]at(?:egory|égorie|egoría|egorie)?)\b\.?|\b[A-D]1?E?\b/g, " ")
      // ("der Klassen C und CE", "categories B and C": the classes and their joining words.)
      .replace(
        /\b(?:klassen?|class(?:es)?|catégories?|categor[ií]as?|categorieën|kategorien?|der|des|de|the|und|and|et|y|en)\b/giu,
        " ",
      );
  }

  // "…, including bandsaw, planer and router", "such as …": a list of three or more examples, as a bracket gives
  // them ("including tidal ports" asks one thing more).
  rest = rest.replace(
    /,?\s+(?:including|such as|e\.\s?g\.,?|for example|especially|particularly|in particular|notably|insbesondere|vor allem|z\.\s?B\.|notamment|en particulier|par exemple|por ejemplo|especialmente|sobre tod[o]|zoals|vooral|met name)\s+([^()]+)$/i,
    (whole, list: string) =>
      list.split(/\s*,\s*|\s+(?:and|or|und|oder|et|ou|y|o|en|of)\s+/i).length >= 3 ? ` (${list})` : whole,
  );
  // Brackets give examples or let-outs ("(Kafka, RabbitMQ)", "(or willing to obtain it)"): not more to show.
  const outside = rest.replace(/\([^)]*\)/g, " ");
  const inside = (rest.match(/\(([^)]*)\)/g) ?? []).join(" ");
  const outsideHits = scanSkillHits(outside);
  const hits = outsideHits.length ? outsideHits : scanSkillHits(inside);
  const skills = [...new Set(hits.map((hit) => hit.skill))];
  // "dbt or a similar framework": the named skill shows it; the tail only describes the alternative.
  const tail = outsideHits.length ? OR_SIMILAR_TAIL.exec(outside) : null;
  let words = tail && tail.index >= outsideHits[0]!.end ? outside.slice(0, tail.index) : outside;
  for (const hit of [...outsideHits].reverse())
    words = `${words.slice(0, hit.start)} ${words.slice(hit.end)}`;
  const concepts = conceptsOf(words);
  // ("Chinese word processing", "Arabic typing": a language's name before a tool's work is no language ask.)
  const toolWork = /^\s*(?:word[\s-]processing|typing|type-?setting|keyboard|input|text entry|characters)\b/i;
  const languages = concepts.filter(
    (concept) =>
      concept.startsWith("c:lang-") &&
      ![...words.matchAll(/\p{L}+/gu)].some(
        (word) =>
          conceptsOf(word[0]).includes(concept) && toolWork.test(words.slice(word.index + word[0].length)),
      ),
  );
  const isLanguageAsk =
    languages.length > 0 &&
    (HIGH_ASK.test(rest) ||
      LANGUAGE_LEVEL.test(rest) ||
      concepts.length <= languages.length + 1 ||
      // ("Able to read and understand English": only the ways it is used.)
      concepts.every((concept) => concept.startsWith("c:lang-") || LANGUAGE_USE.test(concept)));
  // "Fluent written and spoken English": in a language ask, the level and the ways it is used are the ask itself,
  // and so is what it is for ("Inglés intermedio (B1) para lectura de procedimientos").
  const topic = isLanguageAsk
    ? conceptsOf(words.replace(/\s(?:para|pour|for|um|om|zum|zur|to)\s.*$/i, " ")).filter(
        (concept) =>
          !concept.startsWith("c:lang-") && !LANGUAGE_USE.test(concept) && levelOf(concept) === null,
      )
    : concepts;

  // Skills offered as a choice ("Python, Go or Bash") or as examples in brackets: any one of them is enough.
  const anyOf = skills.length > 1 && (!outsideHits.length || OR_WORD.test(outside));
  // "HACCP and ISO 22000 or FSSC 22000": "and" parts each asked, "or" a choice inside a part.
  const skillGroups = anyOf
    ? outside
        .split(AND_WORD)
        .map((piece) => [...new Set(scanSkillHits(piece).map((hit) => hit.skill))])
        .filter((group) => group.length > 0)
    : [];
  const skillAspect = !skills.length
    ? null
    : skillGroups.length > 1
      ? ((aspects) => ({
          status: combine(aspects.map((aspect) => aspect.status)),
          lines: aspects.flatMap((aspect) => aspect.lines),
        }))(skillGroups.map((group) => skillsAspect(cv, rest, group, group.length > 1)))
      : skillsAspect(cv, rest, skills, anyOf);
  // "Je spreekt Nederlands of Engels", "English or French": either language is enough.
  const eitherLanguage =
    languages.length > 1 &&
    // (Dutch "of" is "or" only before a language's name: "Nederlands of Engels", not "command of written English".)
    /\s(?:or|oder|ou|o|and\/or|y\/o|en\/of|und\/oder|et\/ou)\s|\s\/\s|\sof\s+\p{Lu}/u.test(rest);
  if (isLanguageAsk && eitherLanguage)
    aspects.push(
      languages
        .map((language) => languageAspect(cv, rest, language))
        .reduce((best, next) => (STATUS_RANK[next.status] > STATUS_RANK[best.status] ? next : best)),
    );
  else if (isLanguageAsk)
    for (const language of languages) aspects.push(languageAspect(cv, ownLevel(rest, language), language));
  // "Fluent English (ICAO Level 4 or above)": in a language ask, the bracket gives the level, not a credential.
  const qualification = DEGREE.test(rest)
    ? "degree"
    : CREDENTIAL.test(isLanguageAsk ? outside : rest)
      ? "credential"
      : null;
  // "Level 3 Food Safety": when the named skill is the whole credential, the skill aspect judges it.
  const subjectLeft = topic.some((concept) => !DEGREE_WORDS.has(concept));
  // "Bac+3 en logistique ou supply chain": a skill named with a degree is its subject, not more to show.
  if (qualification === "degree")
    // "National Diploma in Water Care or equivalent" still asks its whole subject: only a real choice makes any word do.
    aspects.push(
      degreeAspect(
        cv,
        [...topic, ...skills.flatMap(conceptsOf)],
        OR_WORD.test(rest.replace(OR_SIMILAR_TAIL, "")),
        rest,
      ),
    );
  else if (qualification === "credential" && (subjectLeft || !skillAspect)) {
    // "Current BLS certification and a recognised pre-hospital trauma course (PHTLS or ITLS)": two things to hold,
    // each judged; the skill named in one part shows that part.
    const pieces = AND_WORD.test(outside) ? outside.split(new RegExp(AND_WORD.source, "i")) : [];
    const unnamed = pieces.filter((piece) => !scanSkillHits(piece).length && conceptsOf(piece).length);
    if (skillAspect && pieces.length > 1 && unnamed.length && unnamed.length < pieces.length)
      aspects.push(...unnamed.map((piece) => credentialAspect(cv, conceptsOf(piece), piece)));
    else aspects.push(credentialAspect(cv, topic, outside, rest));
  } else if (topic.length && !(isLanguageAsk && topic.length <= 2)) {
    const aspect = topicAspect(cv, topic);
    const parts = isLanguageAsk ? [] : partsOf(words);
    const options = isLanguageAsk ? [] : optionsOf(words);
    if (!skillAspect && parts.length > 1) aspects.push(...parts.map((part) => topicAspect(cv, part)));
    else if (!skillAspect && options.length > 1)
      aspects.push(
        options
          .map((option) => topicAspect(cv, option))
          .reduce((best, next) => (STATUS_RANK[next.status] > STATUS_RANK[best.status] ? next : best)),
      );
    else if (!skillAspect) aspects.push(aspect);
    // Beside named skills the other words add context: any of them shown is enough; they can stand in for
    // the skills only when they are fully shown ("DevOps, SRE or platform engineering").
    else if (skillAspect.status === "missing" && aspect.status === "met") skillAspect.status = "partial";
    // "Interaction and visual design in Figma": each part of the words beside the skill is asked too.
    else if (parts.length > 1 && skillAspect.status === "met" && outsideHits.length > 0)
      aspects.push(...parts.map((part) => topicAspect(cv, part)));
    // Only examples in brackets, shown, show what they exemplify: "Sistemas distribuidos (Kafka, RabbitMQ)".
    else if (
      topic.length >= 2 &&
      (skillAspect.status === "partial" || (skillAspect.status === "met" && outsideHits.length > 0))
    )
      aspects.push(aspect.status === "partial" ? { ...aspect, status: "met" } : aspect);
  }
  // ("Good communication skills in English": in a language ask, communicating is the language's use, not a skill.)
  const languageUse =
    isLanguageAsk && skills.every((skill) => /communicat|kommunikat|comunicac/i.test(skill));
  if (skillAspect && qualification !== "degree" && !languageUse) aspects.unshift(skillAspect);
  // "2+ years as a CRA": without the role itself, related words do not make the experience.
  const role = asked ? ROLE_PHRASE.exec(rest) : null;
  // "as a rig supervisor or driller": either role held is the role.
  const roleOptions = role
    ? role[1]!
        .split(/\s+(?:or|oder|ou|o|of)\s+/i)
        .map(conceptsOf)
        .filter((option) => option.length > 0)
    : [];
  const roleConcepts = roleOptions.flat();
  if (roleConcepts.length && !cv.lines.some((line) => roleConcepts.some((c) => namesRole(line, c))))
    return { status: "missing", lines: [] };
  const namesOption = (line: MatchLine) =>
    roleOptions.some((option) =>
      option.every((c) => namesRole(line, c) || (SAME_TITLE.get(c) ?? []).some((o) => line.concepts.has(o))),
    );
  // The role held in name on one line ("Data Analyst"); a related one ("Hotel Operations Manager" with revenue
  // management duties, for "as a hotel Revenue Manager") gives related years, not the role's.
  const roleHeld =
    !roleConcepts.length ||
    cv.lines.some(
      (line) =>
        // "Mathematics educator moving into data engineering" names the role it wants, not one it held.
        !ASPIRATION.test(line.text) && !STOOD_IN.test(line.text) && namesOption(line),
    );
  // "5 Jahre Java-Entwicklung", "4+ años con React": years in a named skill the CV never shows are missing —
  // development in general, or a neighbouring language, did not give them. (Not when other words carry the ask.)
  if (
    asked &&
    skills.length &&
    topic.length <= 1 &&
    !ACCEPTS_SIMILAR.test(rest) &&
    !skills.some((skill) => shows(cv, skill))
  )
    return { status: "missing", lines: [] };
  // "Mindestens 2 Jahre Berufserfahrung", "at least 2 years of experience": years of any work, the roles count.
  const anyWork = asked !== null && !aspects.length && !topic.length && !skills.length && !languages.length;
  if (anyWork) aspects.push({ status: "met", lines: [] });
  if (!aspects.length) return { status: "missing", lines: [] };

  let status = combine(aspects.map((aspect) => aspect.status));
  const lines = aspects.flatMap((aspect) => aspect.lines);
  if (asked && status !== "missing") {
    // (Shown by a course — "Completed a 6-week online course in Software QA" — is learning it, not years of it.)
    const outsideRoles =
      status === "met" &&
      lines.every((line) => line.section !== "experience") &&
      !lines.some((line) =>
        /(?<![\p{L}])(?:course|training|bootcamp|kurs|lehrgang|formation|curso|cursus|opleiding)(?![\p{L}])/iu.test(
          line.context,
        ),
      );
    const years = yearsAspect(cv, asked.years, topic, skills, outsideRoles, anyWork);
    if (years.status === "partial" || !roleHeld) status = "partial";
    lines.push(...years.lines);
  }
  // "3 years … as Chief Officer" against "Jan 2024 – present Chief Officer": the dated roles with that title give
  // the years, whatever a summary says of the whole career ("Chief Officer with 14 years at sea").
  if (asked && status === "met" && roleConcepts.length) {
    const titled = cv.lines.filter(
      (line) => line.span && roleOptions.some((option) => option.every((c) => namesRole(line, c))),
    );
    if (titled.length && yearsCovered(titled.map((line) => line.span!)) < asked.years) status = "partial";
  }
  // "structured problem-solving (8D)", "(APQP, PPAP, FMEA)": named examples the CV shows show the requirement.
  if (status !== "met") {
    const examples = (
      inside.match(/(?<![\p{L}\d])[A-Z\d][A-Za-z\d+#]*[A-Z\d][A-Za-z\d+#]*(?![\p{L}\d])/gu) ?? []
    ).filter((token) => /[A-Z]/.test(token) && /\d|[A-Z]{2}/.test(token));
    const named = (token: string) =>
      new RegExp(`(?<![\\p{L}\\d])${token.replace(/[+#]/g, "\\$&")}(?![\\p{L}\\d])`, "u");
    // "(ComAp, Deep Sea, PowerWizard)": brands named in words count as examples too.
    // (A list of names only: "(Gesellenprüfung)" is a German noun in capitals, "(Humphrey or Octopus perimetry)" a
    // choice of methods.)
    // "(Sarine Advisor of gelijkwaardig)": "or equivalent" is a let-out, not another brand.
    const listed = inside.replace(/^\(|\)$/g, "").split(/\s*[,;/]\s*|\s+(?:or|oder|ou|o|of)\s+/);
    const items = listed.filter(
      (item) =>
        !/^(?:equivalent|similar|gelijkwaardig|vergelijkbaar|équivalent|equivalente|similaire|gleichwertig|vergleichbar|ähnlich)$/i.test(
          item.trim(),
        ),
    );
    const brandLike = (item: string) => /^\p{Lu}[\p{L}\d]*(?:\s\p{Lu}[\p{L}\d]*){0,2}$/u.test(item);
    // (One brand "or equivalent" names the kind by example too.)
    const brands =
      (items.length > 1 || listed.length > items.length) && items.length > 0 && items.every(brandLike)
        ? items.filter((item) => !examples.includes(item))
        : [];
    examples.push(...brands);
    // "PHTLS – inscrit, session de février 2027": an example on a course not yet done shows a part at most.
    const held = (line: MatchLine) => !inProgress(cv, line) && !EXPIRED.test(line.text);
    const shown = examples.filter((token) =>
      cv.lines.some((line) => held(line) && named(token).test(line.text)),
    );
    const pending = examples.filter((token) => named(token).test(cv.text) && !shown.includes(token));
    if (!shown.length && pending.length) {
      status = "partial";
      lines.push(
        ...cv.lines.filter((line) => pending.some((token) => named(token).test(line.text))).slice(0, 1),
      );
    }
    if (shown.length) {
      const exampleLines = cv.lines.filter((line) => shown.some((token) => named(token).test(line.text)));
      // "contrôleurs de groupes (ComAp, Deep Sea, …)" against "Deep Sea 7320 and 8610 controllers": one example of
      // the kind asked, on a line that names the kind, shows it.
      const kindShown = exampleLines.some((line) => topic.some((concept) => line.concepts.has(concept)));
      // "(ACIB or ICAN)": a choice is shown by one of its options. "synchronisation et inverseurs de source
      // (ATS)": the bracket names the last part only, and the others are asked too.
      const othersShown =
        abbreviates(rest) ||
        !/\)\s*$/.test(rest) ||
        otherParts(rest).every((part) => topicAspect(cv, part).status !== "missing");
      status =
        (shown.length === examples.length || OR_WORD.test(inside) || (brands.length > 1 && kindShown)) &&
        othersShown
          ? "met"
          : "partial";
      lines.push(...exampleLines.slice(0, 2));
    }
  }
  // "biological sampling (length frequencies, maturity staging and otolith extraction)": every example in the
  // bracket shown shows what it exemplifies.
  if (status !== "met" && !skills.length) {
    const examples = inside
      .replace(/^\(|\)$/g, "")
      .split(/\s*[,;]\s*|\s+(?:and|or|und|oder|et|ou|y|o|en|of)\s+/)
      .map(conceptsOf)
      .filter((concepts) => concepts.length > 0);
    const shown = examples.map((concepts) => topicAspect(cv, concepts));
    // (With none of the words outside shown, the examples show part of it: "wachtdienst (nachten en weekends)".)
    if (examples.length >= 2 && shown.every((aspect) => aspect.status === "met")) {
      status = status === "partial" ? "met" : "partial";
      lines.push(...shown.flatMap((aspect) => aspect.lines).slice(0, 2));
    }
  }
  // "Leading or mentoring other level designers": whom one leads is on the same line as the leading ("Coach the
  // football team" beside "UX Designer" is not it).
  if (status === "met" && LEADS_PEOPLE.test(rest)) {
    const whom = [...concepts.filter((concept) => !LEADING.has(concept)), ...skills];
    const leadsThem = cv.lines.some(
      (line) =>
        [...LEADING].some((concept) => line.concepts.has(concept)) &&
        whom.some((item) => line.concepts.has(item) || line.skills.has(item)),
    );
    if (!leadsThem) status = "partial";
  }
  // "Store Manager · Aspiring Teacher of Mathematics", "I now want to put data at…": what the candidate wants shows
  // nothing held.
  if (status !== "missing" && lines.length && lines.every((line) => onlyWishes(line.text)))
    status = "missing";
  // "theoretical course completed, practical pending", "(in progress)": not yet held; "(expiré en mars 2025)": no
  // longer held.
  // (The section's heading shown beside the line, "CERTIFICATES", says nothing about whether it is held.)
  const heldLines = lines.filter((line) => !headingOf(line.text));
  if (
    status === "met" &&
    heldLines.length &&
    heldLines.every((line) => inProgress(cv, line) || EXPIRED.test(line.text))
  )
    status = "partial";
  // "Expert knowledge of Unreal Engine 5" against "Unreal Engine 5 (… basics)": shown, but below the level asked.
  if (
    status === "met" &&
    EXPERT_ASK.test(requirement) &&
    lines.some((line) => BASIC_LEVEL.test(line.text) && !EXPERT_ASK.test(line.text))
  )
    status = "partial";
  // "Valid registration with the Karnataka State Pharmacy Council" against "Transfer of registration to Karnataka State
  // Pharmacy Council applied …, awaiting approval": the body the requirement names is shown only as pending.
  const bodies =
    requirement.match(/(?<=\s)\p{Lu}[\p{L}-]+(?:\s+(?:of\s+|de\s+|del\s+)?\p{Lu}[\p{L}-]+)+/gu) ?? [];
  if (status === "met" && REGISTRATION_ASK.test(requirement)) {
    const naming = cv.lines.filter((line) => bodies.some((body) => line.text.includes(body)));
    if (naming.length && naming.every((line) => inProgress(cv, line))) status = "partial";
  }
  // "Proficient in QuickBooks Online" against "QuickBooks Online (beginner)": shown, but below the level asked.
  if (
    status === "met" &&
    PROFICIENT_ASK.test(requirement) &&
    lines.length &&
    lines.every((line) => basicWhereNamed(line.text, requirement))
  )
    status = "partial";
  // "Certificate in Arboriculture (Level 4)" against "Level 2 Certificate in Arboriculture": below the level asked.
  const levelAsked = /\b(?:level|niveau|nivel|stufe)\s*(\d)\b/i.exec(requirement);
  if (status === "met" && levelAsked) {
    const shown = lines.flatMap((line) =>
      [...line.text.matchAll(/\b(?:level|niveau|nivel|stufe)\s*(\d)\b/gi)].map((match) => Number(match[1])),
    );
    if (shown.length && Math.max(...shown) < Number(levelAsked[1])) status = "partial";
  }
  // "HACCP and ISO 22000 or FSSC 22000": a standard named by its code is a thing to show, not context; none of
  // those asked in the CV leaves the requirement part shown.
  const codes = (rest.replace(/\([^)]*\)/g, " ").match(/\b[A-Z]{2,6}\s?\d{3,5}(?:-\d)?\b/g) ?? []).filter(
    (code) => !skills.some((skill) => skill.includes(code)),
  );
  const showsCode = (code: string) => new RegExp(`\\b${code.replace(/\s/, "\\s?")}\\b`).test(cv.text);
  if (status === "met" && codes.length && !codes.some(showsCode)) status = "partial";
  // "Monday to Saturday" against "Evenings, Monday to Friday": not every day asked.
  if (status === "met" && daysNamed(requirement).size > 1) {
    if (
      daysShortOfAsked(
        requirement,
        cv.lines.map((line) => line.text),
      )
    )
      status = "partial";
  }
  // "a quota of $900K+" against "a $640K ARR quota": shown, but below the amount asked.
  if (status === "met" && belowAmountAsked(requirement, lines)) status = "partial";
  // A course or module shows study, not practice — unless study is what is asked ("post-graduate MSK training").
  if (
    status === "met" &&
    !qualification &&
    !concepts.includes("c:degree") &&
    !STUDY_ASKED.test(rest) &&
    !schoolLevelOnly &&
    // (A driving licence whose classes a CV line lists is held, whichever section lists it: "Führerscheine und
    // Nachweise" over "Führerscheinklassen: AM, B, C, CE".)
    !licenceClassesListed(cv, requirement) &&
    lines.length &&
    lines.every(
      (line) =>
        // "AFA Certified Farrier (CF), 2018" under Education: a standing held, not a course.
        (line.section === "education" && !HELD_STANDING.test(line.text)) || STUDY_ONLY.test(line.text),
    )
  ) {
    // ("2031 HACCP-cursus" under Opleiding, and "· HACCP" under Vaardigheden: the skills list shows it in use.)
    const inUse = skills.length
      ? cv.lines.find(
          (line) =>
            line.section !== "education" &&
            !STUDY_ONLY.test(line.text) &&
            skills.every((skill) => line.skills.has(skill)),
        )
      : undefined;
    if (inUse) lines.unshift(inUse);
    else status = "partial";
  }
  return { status, lines };
}

/** The licence classes a requirement asks ("der Klassen C und CE"), all listed on one CV line about licences. */
function licenceClassesListed(cv: MatchCv, requirement: string): boolean {
  if (!DRIVING_LICENCE.test(requirement)) return false;
  const asked = requirement.match(/(?<![\p{L}\d])[A-D]1?E?(?![\p{L}\d])/gu) ?? [];
  return (
    asked.length > 0 &&
    cv.lines.some(
      (line) =>
        (DRIVING_LICENCE.test(line.text) ||
          /\b(?:klassen?|class(?:es)?|categor\p{L}*)\b/iu.test(line.text)) &&
        asked.every((code) => new RegExp(`(?<![\\p{L}\\d])${code}(?![\\p{L}\\d])`, "u").test(line.text)),
    )
  );
}

/**
 * "Competence in visual field testing (Humphrey or Octopus) and OCT imaging": the concepts of the parts of a
 * requirement other than the one its bracket belongs to.
 */
function otherParts(requirement: string): string[][] {
  const marked = requirement.replace(/\([^)]*\)/g, " § ");
  if (!AND_WORD.test(marked)) return [];
  return marked
    .split(new RegExp(`,\\s*|${AND_WORD.source}`, "i"))
    .filter((piece) => !piece.includes("§"))
    .map(conceptsOf)
    .filter((part) => part.length > 0);
}

/** "Health and Care Professions Council (HCPC)": the bracket at the end spells the words before it. */
function abbreviates(text: string): boolean {
  const bracket = /\(([A-Z]{2,6})\)\s*$/.exec(text);
  if (!bracket) return false;
  const letters = bracket[1]!;
  const initials = text
    .slice(0, bracket.index)
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join("");
  return initials.endsWith(letters);
}

const HELD_STANDING =
  /(?<![\p{L}])(?:certified|chartered|registered|licensed|accredited|zertifiziert\p{L}*|certifié\p{L}*|certificad[oa]s?|gecertificeerd\p{L}*)(?![\p{L}])/iu;

const RECOGNISED_BY =
  /\b(?:registrable|recogni[sz]ed|accredited|approved|eligible for registration)\s+(?:with|by|in)\s+(?:the\s+)?[^,;()]+/i;

const EXPERT_ASK =
  /\b(?:expert|expertise|advanced|extensive|in-depth|deep|mastery|excellent|fundiert\w*|expert\w*|approfondi\w*|avanzad\w*|experto|diepgaande)\b/i;
/** "QuickBooks Online (beginner)": every part of the line that names the requirement's words says a basic level. */
function basicWhereNamed(line: string, requirement: string): boolean {
  const words = (requirement.match(/\p{L}{4,}/gu) ?? []).map((word) => word.toLowerCase());
  const named = line
    .split(/[,;•·|]/)
    .filter((part) => words.some((word) => part.toLowerCase().includes(word)));
  return named.length > 0 && named.every((part) => BASIC_LEVEL.test(part) && !PROFICIENT_ASK.test(part));
}

const REGISTRATION_ASK =
  /\b(?:registration|registered|licen[cs]e|licensed|matr[ií]cula|colegiad[oa]|inscri(?:ption|pción|t[eo]?)|Zulassung|Approbation|registratie|ingeschreven)\b/iu;

const PROFICIENT_ASK =
  /\b(?:proficient|proficiency|competent|confident|skilled|strong|solid|good working knowledge|working knowledge|sicher\w*|maîtrise|dominio|goede kennis)\b/i;
const BASIC_LEVEL =
  /\b(?:basics?|basic knowledge|beginner|familiar(?:ity)?|exposure|introductory|hobby\w*|grundkenntnisse|notions|básico|nociones|basiskennis)\b/i;

/** Words that say a course or a credential is not finished yet. */
const UNFINISHED =
  /\b(?:in progress|pending|ongoing|working towards|currently studying|expected (?:in )?20\d\d|final[- ]year|(?<=[—–-]\s*)(?:1st|2nd|3rd|4th|first|second|third|fourth) year(?=,|\s*$|\s+of\s+\d)|exam (?:booked|scheduled)|booked for|scheduled for|expected (?:in )?\p{L}+\.? 20\d\d|application (?:for registration )?(?:lodged|submitted|pending)|awaiting (?:approval|registration|confirmation|the outcome|results?)|thesis submitted|viva(?: voce)? scheduled|en cours|in Ausbildung|laufend|en curso|en trámite|pendiente|in opleiding|bezig met|aangevraagd|beantragt|in Bearbeitung|en attente|examen prévu|prévu(?:e)? en|1re année sur \d|gepland|(?:leer)?jaar [1-4]|started \p{L}+ 20\d\d|(?:final )?(?:assessment|completion|submission|defen[cs]e) (?:due|expected)|completion expected|afronding verwacht|enrolled (?:in|on|for)|booked (?:on|onto)|angemeldet|ingeschreven voor|inscrit(?:e)?(?=\s*[,–-])|inscrit(?:e)?\s+(?:à|au|pour)\s+(?:la\s+)?(?:session|formation|cours|stage)|inscrit[oa] en|towards (?:a|the|my|full)\s+(?:licen[cs]e|certificat\p{L}*|registration|degree|diploma|qualification))\b/iu;
/**
 * "2 of 3 modules passed", "day 1 of 2 completed", "D3, D5 et D6 restant à passer", "final module due December 2026":
 * part of a qualification done, the rest still to do.
 */
const PART_DONE =
  /(?<![\p{L}\d])(?:(?:day|module|unit|year|part|stage|jaar|jahr|année|año|tag|jour|día)\s+)?(?:[1-9]|1[0-9])\s+(?:of|out of|sur|von|de|van|di)\s+(?:[2-9]|1[0-9]|2[0-4])(?![\d])(?!\s*(?:finalists|candidates|applicants))|(?<![\p{L}])(?:restant(?:e|s|es)? à passer|à passer|still to (?:pass|sit|take|complete)|remaining|outstanding|not yet (?:issued|awarded|passed|completed|scheduled|taken|sat)|nog niet (?:behaald|afgelegd|gehaald)|noch nicht (?:bestanden|abgeschlossen|abgelegt)|pas encore (?:obtenu|validé)e?s?|todavía no (?:obtenid|superad)[oa]s?|voraussichtlich|noch offen|ausstehend|nog te (?:behalen|halen|doen)|por (?:aprobar|cursar)|pendientes?)(?![\p{L}])|\b(?:module|exam|examen|prüfung|test|assessment|unit)s?\s+(?:due|booked|scheduled|prévue?|geplant|gepland)\b|\bdue\s+(?:in\s+)?(?:\p{L}+\.?\s+)?20\d\d\b/iu;

const TO_PRESENT = /\b20\d\d\s*[–-]\s*(?:present|now|current|heute|heden|actualidad|hoy|aujourd['’]hui)\b/iu;
export const IN_PROGRESS = new RegExp(`${UNFINISHED.source}|${PART_DONE.source}|${TO_PRESENT.source}`, "iu");

const EXPIRED =
  /(?<![\p{L}])(?:expired|lapsed|expiré|expirée|abgelaufen|vencid[oa]|caducad[oa]|verlopen)(?![\p{L}])/iu;

/**
 * A course not finished: said on its own line, or in a bracketed remark under it in the education section ("M.Sc. …
 * 2022 – 2026" over "(thesis submitted; viva voce scheduled January 2027)").
 */
function inProgress(cv: MatchCv, line: MatchLine): boolean {
  // "Feb 2025 – present Chief Officer": a role held now is held; only a course to "present" is unfinished.
  if (
    IN_PROGRESS.test(line.text) &&
    !(line.section === "experience" && line.span && !UNFINISHED.test(line.text) && !PART_DONE.test(line.text))
  )
    return true;
  if (line.section !== "education") return false;
  const at = cv.lines.indexOf(line);
  // Only a remark in brackets there belongs to the course above; another line may be the next course.
  return cv.lines
    .slice(at + 1, at + 3)
    .some((next) => next.section === "education" && /^\s*\(/.test(next.text) && IN_PROGRESS.test(next.text));
}

/** Something done, beside a wish ("I completed a bootcamp and I'm now looking for my first analyst role"). */
const DONE =
  /\b(?:completed|finished|graduated|worked|built|led|managed|earned|passed|volunteered|grew|served|hold)\b/i;

/** A line whose every sentence is a wish, none a thing done. */
function onlyWishes(text: string): boolean {
  return text.split(/(?<=[.!?])\s+/).every((sentence) => ASPIRATION.test(sentence) && !DONE.test(sentence));
}

/** A line about the role a candidate wants rather than one held. */
const ASPIRATION =
  /^(?:objective:?\s+)?to (?:work|join|obtain|secure|find|gain)\b|\b(?:moving into|transitioning (?:in)?to|aspiring|career change(?:r)? (?:into|to)|seeking (?:a|an|my first)|looking (?:for|to move into)|grow(?:ing)? (?:towards|into)|keen to|hoping to|I (?:now )?want to|I(?:'d| would) like to|I hope to|je souhaite|souhaiterais|je cherche|busco|ich suche|reconversion|me reconvertir|ich möchte|möchte mich|me gustaría|quiero|ik wil|wil graag|overstap)\b/i;

/** "más de 20 MWp", "over 300 guests", "at least 50 beds", "Minimum 1,000 hours": a minimum in a unit of its own. */
const MINIMUM_IN_UNIT =
  /\b(?:more than|over|at least|minimum(?: of)?|min\.|min|upwards of|más de|mínimo(?: de)?|plus de|au moins|mehr als|über|mindestens|meer dan|minimaal|ten minste)\s+(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*(\p{L}{1,12})|(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*\+\s*(\p{L}{1,12})/iu;

/** "1,000" and "1.000" are a thousand; "2,5" is two and a half. */
function amountOf(digits: string): number {
  return /^\d{1,3}(?:[.,]\d{3})+$/.test(digits)
    ? Number(digits.replace(/[.,]/g, ""))
    : Number(digits.replace(",", "."));
}

/** A unit's other spellings: "hours" and "hrs", "kilometres" and "km". */
const UNIT_FORMS: ReadonlyArray<RegExp> = [
  /^(?:hours?|hrs?|h|stunden|heures|horas|uur)$/i,
  /^(?:kilomet(?:re|er)s?|km)$/i,
  // "at least 70 words per minute" against "Touch-typing 65 wpm".
  /^(?:words?|wpm|w\.p\.m\.?|mots|palabras|wörter|woorden)$/i,
];

function amountsIn(text: string, unit: string): number[] {
  const form = UNIT_FORMS.find((forms) => forms.test(unit));
  const escaped = form ? form.source.slice(1, -1) : unit.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [
    ...text.matchAll(
      new RegExp(`(\\d{1,3}(?:[.,]\\d{3})+|\\d+(?:[.,]\\d+)?)\\s*${escaped}(?![\\p{L}])`, "giu"),
    ),
  ].map((match) => amountOf(match[1]!));
}

/** The CV's amounts on the evidence lines all fall short of a minimum amount the requirement asks. */
function belowAmountAsked(requirement: string, lines: readonly MatchLine[]): boolean {
  // An amount needs a digit or a currency word; most requirements have neither (and reading numbers is not free).
  if (!/\d|[£$€₦₹¥₱]|\b(?:thousand|million|billion|k)\b/i.test(requirement)) return false;
  const asked = findNumbers(requirement).find(
    (number) => number.unit === "money" && number.qualifier === "at-least",
  );
  if (asked) {
    const shown = lines.flatMap((line) => findNumbers(line.text).filter((number) => number.unit === "money"));
    return shown.length > 0 && Math.max(...shown.map((number) => number.value)) < asked.value;
  }
  const minimum = MINIMUM_IN_UNIT.exec(requirement);
  const unit = minimum?.[2] ?? minimum?.[4];
  // Years are judged by the years aspect.
  if (!minimum || !unit || /^(?:years?|yrs?|jahre?n?|ans?|años?|jaar)$/i.test(unit)) return false;
  const value = amountOf((minimum[1] ?? minimum[3])!);
  const shown = lines.flatMap((line) => amountsIn(line.text, unit));
  // "min 300 logged dives" against "800 gelogde duiken": the unit in another language, by its concept.
  const concept = conceptsOf(unit)[0];
  const across =
    shown.length || !concept
      ? []
      : lines.flatMap((line) =>
          [...line.text.matchAll(/(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s+(\p{L}+)/gu)]
            .filter((match) => conceptsOf(match[2]!)[0] === concept)
            .map((match) => amountOf(match[1]!)),
        );
  const amounts = shown.length ? shown : across;
  return amounts.length > 0 && Math.max(...amounts) < value;
}

/** "Sustituí a la segunda de recepción durante sus vacaciones": standing in for someone is not holding the role. */
const STOOD_IN =
  /(?<![\p{L}])(?:sustitu\p{L}*|stood in for|standing in for|stand-in for|covered for|deputi[sz]ed for|vertrat|vertretung f[üu]r|remplac\p{L}*|verving|vervangen)(?![\p{L}])/iu;

/** "como enólogo/a" for "Enóloga", "als Lehrer:in" for "Lehrerin": a role word in either gender. */
function namesRole(line: MatchLine, concept: string): boolean {
  if (line.concepts.has(concept)) return true;
  if (concept.startsWith("c:") || concept.length < 6) return false;
  const stemOf = concept.replace(/(?:o|a|e|in|er|:in|\/a|\/e)$/u, "");
  return [...line.concepts].some(
    (other) => !other.startsWith("c:") && other.replace(/(?:o|a|e|in|er)$/u, "") === stemOf,
  );
}

/** "Open banking, card schemes or payment rails": a list offering a choice, without a degree or years to qualify. */
const CHOICE_LIST = /^[^,;()]+(?:,\s*[^,;()]+)+\s(?:or|oder|ou|o)\s[^,;()]+$/i;

const EQUIVALENT_DEGREE =
  /(?<![\p{L}])(?:equivalent|équivalent\p{L}*|equivalente?s?|homologad[oa]s?|gleichwertig\p{L}*|vergelijkbaar|gelijkwaardig\p{L}*)(?![\p{L}])/iu;

/** "PhD in chemistry, or MSc with 5+ years" is two ways to meet one requirement: the better one counts. */
const PROVISIONAL_LICENCE =
  /(?<![\p{L}])(?:provisional|learner(?:['’]s)?(?:\s+(?:permit|licen[cs]e))?|voorlopig|in opleiding|conduite accompagnée|begleitetes fahren|BF17|licencia (?:provisional|de aprendiz)|permiso de aprendizaje)(?![\p{L}])/iu;

/** "held for at least 2 years", "seit mindestens 3 Jahren": how long the licence must have been held. */
const HELD_FOR_YEARS =
  /\b(?:held|owned|for|seit|depuis|desde|sinds)\s+(?:for\s+)?(?:at least|a minimum of|minimum|min\.?|over|more than|mindestens|au moins|al menos|minstens)?\s*(\d{1,2}|one|two|three|four|five)\s+(?:full\s+)?(?:years?|jahren?|ans|años|jaar)\b/i;

function wordNumber(text: string): number {
  return Number(text) || ["one", "two", "three", "four", "five"].indexOf(text.toLowerCase()) + 1;
}

const LICENCE_WORD =
  /licen[cs]e|rijbewijs|führerschein|führerausweis|fahrausweis|permis\b|licencia|carnet de conducir|permiso de conducir|licença/i;

const LICENCE_CLASS = new RegExp(
  `(?:${DRIVING_LICENCE.source})\\s*(?:\\((?:full|clean)\\)\\s*)?[:–-]?\\s*([A-F])(?:E|1)?(?![\\p{L}\\d])`,
  "giu",
);

function alternatives(requirement: string): string[] {
  const parts = requirement.split(/[,;]\s*(?:or|oder|ou|o)\s+/i).map((part) => part.trim());
  if (parts.filter(Boolean).length > 1) return parts.filter(Boolean).flatMap(alternatives);
  // "een trekkerrijbewijs (T) of rijbewijs B": two licences, either enough.
  const licences = requirement.split(/\s+(?:or|oder|ou|o|of)\s+/i);
  if (licences.length === 2 && licences.every((part) => LICENCE_WORD.test(part))) return licences;
  // "Minimum of SSCE / OND": a spaced slash between short names offers a choice.
  const slashed = requirement.split(/\s+\/\s+/);
  if (slashed.length > 1 && slashed.every((part) => part.split(/\s+/).length <= 4)) return slashed;
  // "Bachelor of Applied Science (Orthoptics) or Master of Orthoptics": two degrees, either enough.
  const degrees = requirement.split(/\s+(?:or|oder|ou|o)\s+/i).map((part) => part.trim());
  if (degrees.length > 1 && degrees.every((part) => DEGREE.test(part) && !EQUIVALENT_DEGREE.test(part)))
    return degrees;
  // "Senior High School graduate (K-12) or at least 2 years in college": a school level, or time in college.
  if (
    degrees.length === 2 &&
    (DEGREE.test(degrees[0]!) || SCHOOL_LEAVING.test(degrees[0]!)) &&
    /\b(?:years?|semesters?|units)\b.*\b(?:college|university|tertiary|universidad|université)(?![\p{L}])/iu.test(
      degrees[1]!,
    )
  )
    return degrees;
  // "Valid CSWIP 3.1 or AWS CWI certification": two credentials by their bodies' names, either enough.
  const named =
    /^(.*?\b[A-Z]{2,}[A-Z\d.]*\b[^,;]*?)\s+(?:or|oder|ou|o|of)\s+((?:[A-Z]{2,}[A-Z\d.]*\s+){1,3})([^,;]*)$/.exec(
      requirement,
    );
  if (named && CREDENTIAL.test(requirement))
    return [`${named[1]} ${named[3]}`.trim(), `${named[2]}${named[3]}`.trim()];
  // "2 years' experience in an accounts payable or creditors role": two kinds of role, either enough.
  const roles =
    /^(.*\b(?:in|as)\s+(?:an?\s+)?)([\p{L}\s-]{2,40}?)\s+(?:or|oder|ou|o|of)\s+([\p{L}\s-]{2,40}?)\s+(role|position|job|post|capacity|environment|setting)\b(.*)$/iu.exec(
      requirement,
    );
  if (roles && !DEGREE.test(requirement))
    return [
      `${roles[1]}${roles[2]} ${roles[4]}${roles[5]}`,
      `${roles[1]}a ${roles[3]} ${roles[4]}${roles[5]}`,
    ];
  if (
    CHOICE_LIST.test(requirement) &&
    !DEGREE.test(requirement) &&
    !CREDENTIAL.test(requirement) &&
    !yearsAsked(requirement)
  )
    return requirement.split(/,\s*|\s(?:or|oder|ou|o)\s/i).map((part) => part.trim());
  return [requirement];
}

/**
 * "Mountain Leader (ML) award, or at least Lowland Leader with ML training completed": an abbreviation the
 * requirement defines stands for its words wherever else the requirement uses it.
 */
function spelledOut(requirement: string): string {
  let text = requirement;
  for (const match of requirement.matchAll(/((?:\p{Lu}[\p{L}-]+\s+){2,5})\((\p{Lu}{2,6})\)/gu)) {
    const words = match[1]!.trim().split(/\s+/);
    const letters = match[2]!;
    const phrase = words.slice(-letters.length).join(" ");
    if (
      phrase
        .split(" ")
        .map((word) => word[0])
        .join("") !== letters
    )
      continue;
    const at = (match.index ?? 0) + match[0].length;
    text =
      text.slice(0, at) +
      text.slice(at).replace(new RegExp(`(?<![\\p{L}(])${letters}(?![\\p{L})])`, "gu"), phrase);
  }
  return text;
}

/** "AML/CFT", "QA/QC", "HSE/EHS": a pair of abbreviations for one field; the one the CV uses stands for both. */
function eitherAbbreviation(requirement: string, cvText: string): string {
  return requirement.replace(
    /(?<![\p{L}\d])(\p{Lu}{2,5})\/(\p{Lu}{2,5})(?![\p{L}\d])/gu,
    (pair, a: string, b: string) => {
      const uses = (part: string) => new RegExp(`(?<![\\p{L}\\d])${part}(?![\\p{L}\\d])`, "u").test(cvText);
      return uses(a) && uses(b) ? pair : uses(a) ? a : uses(b) ? b : pair;
    },
  );
}

export function judgeRequirement(cv: MatchCv, requirement: string): Judgement {
  // "Au moins deux saisons d'expérience comme pisteur": the work judged as asked, then the seasons counted.
  const seasons = seasonsAsked(requirement);
  if (seasons) {
    const judged = judgeRequirement(cv, seasons.rest);
    if (judged.status !== "met") return judged;
    const shown = Math.max(0, ...cv.lines.map((line) => seasonsShown(line.text)));
    return shown >= seasons.seasons ? judged : { ...judged, status: "partial" };
  }
  // "5 years' … drilling, including at least 2 years as a rig supervisor": the whole judged, then the share.
  const share = shareOfYearsAsked(requirement);
  if (share) {
    // The years asked read without the share, or with its words as context ("tambos comerciales, de los cuales … a
    // cargo de personal"): the better reading.
    const [alone, inContext] = [judgeWhole(cv, share.main), judgeWhole(cv, requirement)];
    const whole = STATUS_RANK[inContext.status] > STATUS_RANK[alone.status] ? inContext : alone;
    const part = judgeWhole(cv, share.share);
    return {
      status: combine([whole.status, part.status]),
      evidence: [...new Set([...whole.evidence, ...part.evidence])].slice(0, MAX_EVIDENCE),
    };
  }
  return judgeWhole(cv, requirement);
}

function judgeWhole(cv: MatchCv, asWritten: string): Judgement {
  // "Steuerfachangestellte/r", "Mitarbeiter(in)": a gendered ending is no part of the word.
  const requirement = asWritten.replace(
    /(?<=\p{Ll})(?:\/(?:r|n|in|innen|e|er)|\((?:r|n|in|e)\))(?![\p{L}])/gu,
    "",
  );
  let best: { status: RequirementStatus; lines: MatchLine[] } = { status: "missing", lines: [] };
  // "… or willing to obtain it", "of bereid deze te volgen": a let-out is not more to show.
  const asked = eitherAbbreviation(requirement.replace(LET_OUT, "").trim() || requirement, cv.text);
  for (const alternative of alternatives(inCvTerms(spelledOut(asked), cv.text, cv.acronyms))) {
    const judged = judgeAlternative(cv, alternative);
    if (STATUS_RANK[judged.status] > STATUS_RANK[best.status]) best = judged;
  }
  // NMBI for "NMC registration", CPA for "CIMA or ACCA": another country's or body's equivalent. A licence
  // held elsewhere is partial even when the words match ("registered with the NMC" for "BIG-geregistreerd").
  const equivalent = equivalentRegistration(cv, requirement);
  if (equivalent && (equivalent.status === "partial" || STATUS_RANK[best.status] < STATUS_RANK.met))
    best = equivalent;
  // "Técnico laboral por competencias en Auxiliar de Enfermería", word for word on a CV line: held as asked.
  // "Lenk- und Ruhezeiten (VO (EG) Nr. 561/2006)" against "… rest time rules (Regulation (EC) 561/2006)": the same EU
  // regulation, named by its number in any language.
  if (best.status !== "met") {
    const verbatim = verbatimLine(cv, asWritten) ?? sameRegulation(cv, asWritten);
    if (verbatim) best = { status: "met", lines: [verbatim] };
  }
  const evidence =
    best.status === "missing" ? [] : [...new Set(best.lines.map((line) => line.text))].slice(0, MAX_EVIDENCE);
  return { status: best.status, evidence };
}

const REGULATION =
  /(?<![\p{L}])(?:VO|Verordnung|Regulation|Règlement|Reglamento|Verordening|Directive|Richtlinie|Directiva|Richtlijn|EG|EC|EU|CE|UE|EWG|EEC|CEE)\b[^\n]{0,20}?(?<![\d/])(\d{2,4}\/\d{1,4})(?:\/(?:EG|EC|EU|CE|UE|EWG|EEC|CEE))?(?![\d/])/giu;

/** A CV line naming the EU regulation the requirement names, by its number. */
function sameRegulation(cv: MatchCv, requirement: string): MatchLine | undefined {
  const numbers = [...requirement.matchAll(REGULATION)].map((match) => match[1]!);
  if (!numbers.length) return undefined;
  return cv.lines.find((line) =>
    numbers.every((number) => [...line.text.matchAll(REGULATION)].some((match) => match[1] === number)),
  );
}

/** A CV line that holds the whole requirement (four words or more) as written, and says it is done and current. */
function verbatimLine(cv: MatchCv, requirement: string): MatchLine | undefined {
  const folded = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const asked = folded(requirement);
  if (asked.split(" ").length < 4 || /\d/.test(asked)) return undefined;
  return cv.lines.find(
    (line) =>
      ` ${folded(line.text)} `.includes(` ${asked} `) && !inProgress(cv, line) && !EXPIRED.test(line.text),
  );
}
