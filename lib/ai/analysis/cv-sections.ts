import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import { collapseSpaces, isBulletLine, splitLines } from "@/lib/ai/analysis/text";

const LEXICON = new Set(SKILLS_LEXICON.map((term) => term.toLowerCase()));

/** Splits CV text into its header (before the first heading) and named sections. */

export type SectionName =
  "summary" | "experience" | "education" | "skills" | "certifications" | "languages" | "other";

export type CvSections = { header: string[]; sections: Partial<Record<SectionName, string[]>> };

const HEADINGS: Record<SectionName, readonly string[]> = {
  summary: [
    "summary",
    "profile",
    "professional summary",
    "personal statement",
    "about me",
    "about",
    "objective",
    "career objective",
    "professional profile",
    "career summary",
    "personal profile",
    "executive summary",
    "personal summary",
    "career profile",
    "summary of qualifications",
    "kurzprofil",
    "profil",
    "über mich",
    "zusammenfassung",
    "profil professionnel",
    "à propos",
    "perfil",
    "perfil profesional",
    "sobre mí",
    "resumen",
    "profiel",
    "over mij",
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment history",
    "employment",
    "career history",
    "work history",
    "relevant experience",
    "professional background",
    "career",
    "employment experience",
    "experience highlights",
    "professional history",
    "work experience and achievements",
    "berufserfahrung",
    "erhvervserfaring",
    "arbejdserfaring",
    "berufliche erfahrung",
    "beruflicher werdegang",
    "werdegang",
    "berufspraxis",
    "expérience professionnelle",
    "expériences professionnelles",
    "expérience",
    "expériences",
    "parcours professionnel",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "trayectoria profesional",
    "werkervaring",
    "ervaring",
    "loopbaan",
  ],
  education: [
    "education",
    "education and training",
    "education & training",
    "academic background",
    "academic qualifications",
    "qualifications",
    "education and qualifications",
    "academic history",
    "training",
    "ausbildung",
    "uddannelse",
    "bildung",
    "bildungsweg",
    "studium",
    "schulbildung",
    "formation",
    "formations",
    "diplômes",
    "études",
    "formación",
    "formación académica",
    "educación",
    "estudios",
    "opleiding",
    "opleidingen",
    // Europass's "Education and training" in its other languages.
    "schul- und berufsbildung",
    "berufsbildung",
    "aus- und weiterbildung",
    "éducation et formation",
    "educación y formación",
    "onderwijs en opleiding",
    "onderwijs en opleidingen",
  ],
  skills: [
    "skills",
    "technical skills",
    "key skills",
    "core skills",
    "core competencies",
    "competencies",
    "skills & tools",
    "skills and tools",
    "tools",
    "technologies",
    "expertise",
    "areas of expertise",
    "skills and abilities",
    "skills & abilities",
    "key competencies",
    "technical expertise",
    "skills summary",
    "tech stack",
    "skills and competencies",
    // Europass's headings, in its British spelling.
    "personal skills and competences",
    "personal skills",
    "skills and competences",
    "competences",
    "skills & training",
    "skills and training",
    "skills and qualifications",
    "skills & qualifications",
    // A Bangladeshi job site's CV: "Special Qualification:" lists the skills.
    "special qualification",
    "special qualifications",
    "tickets",
    "skills and languages",
    "skills & languages",
    "technical",
    "skills & competencies",
    "technical skills and tools",
    "tools and technologies",
    "tools & technologies",
    // A trade's form: "MACHINES I CAN OPERATE", "Equipment operated", "Plant and machinery".
    "machines i can operate",
    "machines operated",
    "machinery",
    "equipment",
    "equipment operated",
    "tools and equipment",
    "tools & equipment",
    "plant and machinery",
    "plant operated",
    "software",
    "it skills",
    "digital skills",
    // Europass's heading in its languages: "DIGITAL COMPETENCES", "DIGITALE KOMPETENZEN", "COMPÉTENCES NUMÉRIQUES"…
    "digital competences",
    "digital competence",
    "digitale kompetenzen",
    "compétences numériques",
    "competencias digitales",
    "digitale vaardigheden",
    "clinical skills",
    "key skills and competencies",
    "capabilities",
    "kenntnisse",
    "fähigkeiten",
    "fachkenntnisse",
    "it-kenntnisse",
    "edv-kenntnisse",
    "kompetenzen",
    "fertigkeiten",
    "compétences",
    "compétences techniques",
    "compétences clés",
    "outils",
    "habilidades",
    "competencias",
    "conocimientos",
    "aptitudes",
    "herramientas",
    "systems",
    "clinical systems",
    "it",
    "it and software",
    "computer skills",
    // ("COMPUTER LITERACY" in a Sri Lankan or Indian CV, Europass's "BERUFLICHE KOMPETENZEN" / "Job-related skills".)
    "computer literacy",
    // French "CONNAISSANCES", Danish and Norwegian "KOMPETENCER" / "FÆRDIGHEDER".
    "connaissances",
    "connaissances informatiques",
    "connaissances techniques",
    "kompetencer",
    "færdigheder",
    "it-kompetencer",
    "kompetanse",
    "ferdigheter",
    "computer knowledge",
    "computer proficiency",
    "it literacy",
    "berufliche kompetenzen",
    "job-related skills",
    "compétences professionnelles",
    "competencias profesionales",
    "beroepsvaardigheden",
    "software skills",
    "tools and systems",
    "tools & systems",
    "systems and tools",
    "systems & tools",
    "informatique",
    "logiciels",
    "compétences informatiques",
    "informática",
    "conocimientos informáticos",
    "vaardigheden",
    "competenties",
    "kennis",
    "software en tools",
    "what i do",
    "services",
    "services offered",
    "what i offer",
    "trade skills",
    "specialisms",
    "specialities",
    "specialties",
    "areas of specialism",
    "core strengths",
    "key strengths",
    "strengths",
    "skills profile",
    "technical competencies",
    "professional skills",
    "transferable skills",
    "proficiencies",
    "technical proficiencies",
    "tools & platforms",
    "tools and platforms",
    "platforms",
    "stack",
    "schwerpunkte",
    "fachgebiete",
    "spezialgebiete",
    "tätigkeitsschwerpunkte",
    "fachliche schwerpunkte",
    "edv",
    "software-kenntnisse",
    "softwarekenntnisse",
    "methoden",
    "domaines d'expertise",
    "expertises",
    "áreas de especialización",
    "especialidades",
    "specialisaties",
    "aandachtsgebieden",
    "methoden en tools",
    "methods",
    "methods and tools",
    "methods & tools",
  ],
  certifications: [
    // A driver's or tradesperson's licences and tickets are held, not skills.
    "licences",
    "licenses",
    "licences and tickets",
    "certifications",
    "certificates",
    "certifications & licences",
    "certifications and licences",
    "certifications & licenses",
    "professional development",
    "accreditations",
    "licences and certifications",
    "licenses and certifications",
    // (LinkedIn's own heading.)
    "licenses & certifications",
    "licences & certifications",
    "registrations",
    "professional registration",
    "professional qualifications",
    "zertifikate",
    "zertifizierungen",
    "certificats",
    "certifications et formations",
    "training summary",
    "certificaciones",
  ],
  languages: [
    "languages",
    "spoken languages",
    "language skills",
    "language proficiency",
    "sprachen",
    "sprachkenntnisse",
    "langues",
    "idiomas",
    "lenguas",
    "talen",
    "talenkennis",
    "sprog",
    "sprogkundskaber",
    "språk",
  ],
  other: [
    // A driving licence's own heading: what follows is the licence, not a list of skills.
    "kørekort",
    "driving licence",
    "driving license",
    "driver's licence",
    "driver's license",
    "drivers licence",
    "projects",
    "interests",
    "hobbies",
    "references",
    "volunteering",
    "volunteer experience",
    "awards",
    "achievements",
    "publications",
    "contact",
    "contact details",
    "personal details",
    "activities",
    "links",
    "contact information",
    "contact info",
    "details",
    "personal information",
    "career and application information",
    "referees",
    "key achievements",
    "selected projects",
    "interessen",
    "hobbys",
    "persönliche daten",
    "kontakt",
    "centres d'intérêt",
    "loisirs",
    "intereses",
    "datos personales",
    "contacto",
    // Personal details and "other" blocks: never skills ("Nationality: Nigerian", "Führerschein Klasse B").
    "personal",
    "personal data",
    "persönliches",
    "persönliche angaben",
    "sonstiges",
    "sonstige kenntnisse und angaben",
    "other",
    "other information",
    "additional information",
    "divers",
    "informations complémentaires",
    "informations personnelles",
    "otros",
    "otros datos",
    "información adicional",
    "overig",
    "overige",
    "persoonlijke gegevens",
    "hobby's",
    "hobby",
    "vrije tijd",
    // "DISPONIBILIDAD" / "Lunes a viernes…", "REFERENCIAS" / "Disponibles a solicitud": never skills.
    "availability",
    "disponibilidad",
    "disponibilité",
    "verfügbarkeit",
    "beschikbaarheid",
    "referencias",
    "références",
    "referenzen",
    "referenties",
    "freizeit",
  ],
};

const HEADING_LOOKUP = new Map<string, SectionName>(
  (Object.entries(HEADINGS) as [SectionName, readonly string[]][]).flatMap(([section, names]) =>
    names.map((name) => [name, section] as [string, SectionName]),
  ),
);

const KEYWORDS: Array<[SectionName, RegExp]> = [
  [
    "experience",
    // A seafarer's "SEA SERVICE" / "Sea time" lists the ships served on.
    /\b(experience|employment|work history|career history|berufserfahrung|werdegang|expériences?|experiencia|werkervaring|sea service|sea time|seagoing service|sea-going service)\b/i,
  ],
  [
    "education",
    /\b(education|academic|qualifications|ausbildung|studium|formations?|formación|educación|opleidingen?)\b/i,
  ],
  [
    "skills",
    /\b(skills|competenc(?:e|ies)|expertise|kenntnisse|fähigkeiten|compétences|habilidades|competencias|vaardigheden|competenties)\b/i,
  ],
  ["certifications", /\b(certifications?|certificates|licen[cs]es|accreditations|zertifikate)\b/i],
  ["languages", /\b(languages?|sprachen|langues|idiomas|talen)\b/i],
  ["summary", /\b(summary|profile|objective|statement|profil|perfil)\b/i],
];

/** "Clinical Experience", "TEACHING EXPERIENCE", "Relevant Skills:": a short heading-shaped line with a section word. */
function sectionByKeyword(label: string, line: string, rest: string): SectionName | undefined {
  // "CERTIFICATES OF COMPETENCY AND STCW": joining words do not make a heading longer.
  const words = label.split(/\s+/).filter((word) => !/^(?:and|of|&|und|et|y|de|en|the|van|het)$/.test(word));
  if (rest || words.length > 4 || /[.,;!?]/.test(label)) return undefined;
  const shaped =
    line === line.toUpperCase() ||
    /:$/.test(line) ||
    /^(\p{Lu}\p{Ll}*\s*)+$/u.test(line.replace(/&|and|of|und|et|y|de/g, ""));
  if (!shaped) return undefined;
  return KEYWORDS.find(([, pattern]) => pattern.test(label))?.[0];
}

/** The section a heading line opens and any text after "Heading:" on the same line, or null. */
export function headingOf(line: string): { section: SectionName; rest: string } | null {
  // "◆ SKILLS" starts like a bullet, but a known heading alone in capitals is a heading.
  if (isBulletLine(line)) {
    const bare = collapseSpaces(line).replace(/^\S+\s+/, "");
    return bare === bare.toUpperCase() && HEADING_LOOKUP.has(bare.toLowerCase())
      ? { section: HEADING_LOOKUP.get(bare.toLowerCase())!, rest: "" }
      : null;
  }
  // "E.  LANGUAGES        Speak   Read   Write": a form's heading over its grid's column names.
  const overGrid = /^\s*(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.)]\s+([\p{Lu}][\p{Lu} &]+?)\s{3,}\S.*$/u
    .exec(line)?.[1]
    ?.toLowerCase();
  if (overGrid && HEADING_LOOKUP.has(overGrid)) return { section: HEADING_LOOKUP.get(overGrid)!, rest: "" };
  // "◆ SKILLS", "▌FORMACIÓN", "## Experience": a decoration before a heading is not part of it.
  // ("D.  MACHINES I CAN OPERATE", "2) EDUCATION": a printed form's section letter or number neither.)
  const trimmed = collapseSpaces(line)
    .replace(/^(?:#+|[◆◇■□●○▪▫▶►▸▌▍█★☆✦✧❖➤➢◼◻•·|>*=~-]+)\s*/u, "")
    .replace(/^(?:[A-Z]|\d{1,2}|[IVX]{1,4})[.)]\s+(?=[^\p{Ll}]+$)/u, "");
  // "SKILLS | Wine list building | Cellar management": a heading, then its items after a bar.
  const barred = /^([^|:]{2,40}?)\s*\|\s*(.+)$/.exec(trimmed);
  const barredSection = barred ? HEADING_LOOKUP.get(barred[1]!.toLowerCase()) : undefined;
  if (barred && barredSection) return { section: barredSection, rest: barred[2]! };
  const colon = trimmed.indexOf(":");
  const label = (colon === -1 ? trimmed : trimmed.slice(0, colon)).replace(/[:\-–—\s]+$/, "").toLowerCase();
  if (label.length > 40) return null;
  const rest = colon === -1 ? "" : trimmed.slice(colon + 1).trim();
  // "Sgiliau / Skills", "Compétences / Skills": a bilingual heading is known by either of its languages.
  const halves = label.split(/\s+\/\s+/);
  const bilingual =
    halves.length === 2 ? (HEADING_LOOKUP.get(halves[1]!) ?? HEADING_LOOKUP.get(halves[0]!)) : undefined;
  const section = HEADING_LOOKUP.get(label) ?? bilingual ?? sectionByKeyword(label, trimmed, rest);
  if (!section) return null;
  return { section, rest };
}

/**
 * Two to four words in capitals, nothing else: a heading shape no skill list uses; or one long word in capitals the
 * lexicon does not know ("PHYSICAL", not "SALESFORCE").
 */
/** "UNDERSTANDING   SPEAKING   WRITING" over a Europass language grid: its columns, not a new section. */
const GRID_COLUMNS =
  /^(?:(?:understanding|speaking|writing|listening|reading|spoken|production|interaction|comprendre|parler|écrire|compréhension|expression|verstehen|sprechen|schreiben|comprensión|comprender|hablar|escribir|begrijpen|spreken|schrijven)\s*)+$/i;

function isUnknownHeading(line: string, afterBlank: boolean): boolean {
  if (GRID_COLUMNS.test(collapseSpaces(line))) return false;
  const words = collapseSpaces(line).split(" ");
  if (words.length === 1 && /^\p{Lu}{6,}$/u.test(words[0]!))
    return afterBlank && !LEXICON.has(words[0]!.toLowerCase());
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    /^[\p{Lu}&\- ]+$/u.test(collapseSpaces(line)) &&
    words.every((word) => word === "&" || word.length >= 2)
  );
}

export function splitCvSections(text: string): CvSections {
  const result: CvSections = { header: [], sections: {} };
  let current: string[] = result.header;
  let previous = "";
  const all = splitLines(text);
  for (const [index, line] of all.entries()) {
    const before = previous;
    previous = line;
    const heading = headingOf(line);
    // Inside a skills list, "Languages: Go, Java" is one of its lines, not a new section ("LANGUAGES | English …"
    // in capitals is one).
    if (
      heading &&
      heading.rest &&
      current === result.sections.skills &&
      !/^\s*\p{Lu}[\p{Lu} &]{2,}\s*[|:]/u.test(line)
    ) {
      current.push(line);
      continue;
    }
    // LinkedIn's "Skills: Customer Service · Medical Terminology · +3 skills" under a role: that role's skills, and
    // the experience goes on after it.
    if (heading?.section === "skills" && heading.rest && current === result.sections.experience) {
      (result.sections.skills ??= []).push(heading.rest.replace(/\s*·?\s*\+\d+\s+skills?\s*$/i, ""));
      continue;
    }
    // "   Achievements:" indented under a role: a part of that role, not a section of the CV.
    if (heading && current === result.sections.experience && /^\s{2,}\S/.test(line) && !heading.rest) {
      current.push(line);
      continue;
    }
    if (heading) {
      current = result.sections[heading.section] ??= [];
      if (heading.rest) current.push(heading.rest);
      continue;
    }
    // A list ends at a heading we do not know ("OTROS DATOS", "PERSONAL INTERESTS"): its lines are not skills.
    // ("FRANZÖSISCH" over "Hörverstehen C1   Leseverstehen B2 …": a language over its grid row is no heading.)
    const next = all.slice(index + 1).find((following) => following.trim()) ?? "";
    if (
      (current === result.sections.skills || current === result.sections.languages) &&
      isUnknownHeading(line, !before.trim()) &&
      !(
        current === result.sections.languages &&
        (next.match(/(?<![\p{L}])[ABC][12](?![\p{L}\d])/gu) ?? []).length >= 2
      )
    ) {
      current = result.sections.other ??= [];
      continue;
    }
    current.push(line);
  }
  return result;
}
