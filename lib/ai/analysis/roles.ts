/** Words that make a phrase a job title ("Senior Software Engineer", "Staff Nurse", "Head of Sales"). */
const ROLE_WORDS = [
  "engineer",
  "pastor",
  "vicar",
  "maker",
  "einrichter",
  "hoofd",
  "developer",
  "programmer",
  // "Medical Coder", "Medical Biller": a healthcare BPO's posts.
  "coder",
  "biller",
  "manager",
  "analyst",
  "designer",
  "nurse",
  "teacher",
  "consultant",
  "director",
  "lead",
  "officer",
  "assistant",
  "asistente",
  "assistente",
  "executive",
  "specialist",
  "coordinator",
  "co-ordinator",
  "accountant",
  "associate",
  "intern",
  "administrator",
  "architect",
  "scientist",
  "representative",
  "head",
  "vp",
  "vice president",
  "president",
  "advisor",
  "adviser",
  "technician",
  "practitioner",
  "midwife",
  "lecturer",
  "tutor",
  "editor",
  "writer",
  "producer",
  "strategist",
  "planner",
  "controller",
  "auditor",
  "partner",
  "principal",
  "founder",
  "co-founder",
  "owner",
  "supervisor",
  "agent",
  "clerk",
  "buyer",
  "recruiter",
  "therapist",
  "pharmacist",
  "doctor",
  "surgeon",
  "paramedic",
  "carer",
  "worker",
  "marketer",
  "copywriter",
  "researcher",
  "instructor",
  "trainer",
  "coach",
  "owner",
  "cto",
  "ceo",
  "cfo",
  "coo",
  "cmo",
  "sre",
  "devops",
  "bookkeeper",
  "underwriter",
  "actuary",
  "economist",
  "investigator",
  "secretary",
  "receptionist",
  "salesperson",
  "account executive",
  "business partner",
  "product owner",
  "scrum master",
  "apprentice",
  "graduate",
  "trainee",
  "fellow",
  "registrar",
  "physician",
  "dentist",
  "psychologist",
  "counsellor",
  "counselor",
  "social worker",
  "headteacher",
  "deputy",
  "chef",
  "cook",
  "mate",
  "stuurman",
  "schipper",
  "matroos",
  "kapitein",
  "guía",
  "observer",
  "fabricator",
  "operator",
  "technologist",
  "solicitor",
  "lawyer",
  "paralegal",
  "surveyor",
  "senior",
  // more English titles
  "leader",
  "guide",
  "ranger",
  "captain",
  "skipper",
  "pilot",
  "mason",
  "stonemason",
  // Swiss vocational certificates after a trade's name ("Zimmermann EFZ", "Logistiker EBA").
  "efz",
  "eba",
  "cellar hand",
  "farm hand",
  "stable hand",
  // Medical sales in our languages.
  "délégué médical",
  "déléguée médicale",
  "délégué commercial",
  "visiteur médical",
  "visitador médico",
  "representante médico",
  "medical representative",
  "medical rep",
  "pharmareferent",
  "artsenbezoeker",
  "ranch hand",
  "station hand",
  "yard hand",
  "kitchen hand",
  "deck hand",
  "deckhand",
  "labourer",
  "gardener",
  "landscaper",
  "groundskeeper",
  "greenkeeper",
  "caretaker",
  "handyman",
  "laborer",
  "advocate",
  "receptionist",
  "recepcionista",
  "réceptionniste",
  "rezeptionist",
  "rezeptionistin",
  "steuerfachangestellte",
  "angestellte",
  "angestellter",
  "konstrukteur",
  "elektricien",
  "treuhänder",
  "treuhänderin",
  "installateur",
  "chauffeur",
  "kok",
  "tischler",
  "redakteur",
  "soldador",
  "konstrukteurin",
  "disponent",
  "disponentin",
  "verkäufer",
  "pflegekraft",
  "operative",
  "driver",
  "picker",
  "packer",
  "cashier",
  "bartender",
  "barista",
  "waiter",
  "waitress",
  "housekeeper",
  "porter",
  "cleaner",
  "electrician",
  "plumber",
  "welder",
  "machinist",
  "fitter",
  "mechanic",
  "estimator",
  "chemist",
  "biologist",
  "postdoc",
  "liaison",
  "illustrator",
  "animator",
  "caseworker",
  "campaigner",
  "fundraiser",
  "navigator",
  "attendant",
  "boekhouder",
  "buchhalter",
  "analist",
  "technicus",
  "inspecteur",
  "superintendent",
  "overseer",
  "foreman",
  "forewoman",
  "steward",
  "concierge",
  "host",
  "sommelier",
  "baker",
  "butcher",
  "pharmacy",
  "optometrist",
  "radiographer",
  "physiotherapist",
  "sonographer",
  "dietitian",
  "hygienist",
  "veterinary",
  "vet",
  "inspector",
  "handler",
  "dispatcher",
  "scheduler",
  "merchandiser",
  "stylist",
  "artist",
  "photographer",
  "journalist",
  "reporter",
  "translator",
  "interpreter",
  "librarian",
  "archivist",
  "curator",
  "teaching assistant",
  "learning support",
  "sales assistant",
  "store manager",
  "team member",
  "crew member",
  "colleague",
  "ambassador",
  "champion",
  "evangelist",
  "hacker",
  "tester",
  "qa",
  "devrel",
  "steward",
  "sre",
  // German
  "entwickler",
  "entwicklerin",
  "ingenieur",
  "ingenieurin",
  "leiter",
  "leiterin",
  "leitung",
  "berater",
  "beraterin",
  "referent",
  "referentin",
  "sachbearbeiter",
  "sachbearbeiterin",
  "mitarbeiter",
  "mitarbeiterin",
  "fachkraft",
  "pflegefachkraft",
  "pflegefachfrau",
  "pflegefachmann",
  "werkstudent",
  "werkstudentin",
  "kaufmann",
  "kauffrau",
  "buchhalter",
  "buchhalterin",
  "projektleiter",
  "projektleiterin",
  "verkäufer",
  "verkäuferin",
  "techniker",
  "technikerin",
  "assistenz",
  "praktikant",
  "praktikantin",
  "lehrer",
  "lehrerin",
  "erzieher",
  "erzieherin",
  "koch",
  "köchin",
  "manager",
  "managerin",
  "spezialist",
  "spezialistin",
  "architekt",
  "architektin",
  "designerin",
  // French
  "ingénieur",
  "ingénieure",
  "développeur",
  "développeuse",
  "chef de projet",
  "cheffe de projet",
  "responsable",
  "chargé",
  "chargée",
  "directeur",
  "directrice",
  "commercial",
  "commerciale",
  "comptable",
  "infirmier",
  "infirmière",
  "assistante",
  "technicien",
  "technicienne",
  "conseiller",
  "conseillère",
  "vendeur",
  "vendeuse",
  "juriste",
  "avocat",
  "avocate",
  "stagiaire",
  "alternant",
  "alternante",
  "serveur",
  "serveuse",
  "cuisinier",
  "cuisinière",
  "enseignant",
  "enseignante",
  "professeur",
  "analyste",
  "chef",
  "gestionnaire",
  "animateur",
  "animatrice",
  "rédacteur",
  "rédactrice",
  // Spanish
  "ingeniero",
  "ingeniera",
  "desarrollador",
  "desarrolladora",
  "jefe",
  "jefa",
  "gerente",
  "técnico",
  "técnica",
  "mecánico",
  "mecánica",
  "mecânico",
  "electricista",
  "carpintero",
  "carpintera",
  "chofer",
  "mesero",
  "mesera",
  "bodeguero",
  "ayudante",
  "enfermero",
  "enfermera",
  "analista",
  "contable",
  "auxiliar",
  "administrativo",
  "administrativa",
  "dependiente",
  "dependienta",
  "camarero",
  "camarera",
  "cocinero",
  "cocinera",
  "profesor",
  "profesora",
  "asesor",
  "asesora",
  "comercial",
  "abogado",
  "abogada",
  "diseñador",
  "diseñadora",
  "programador",
  "programadora",
  "becario",
  "becaria",
  "responsable",
  "coordinadora",
  "coordinador",
  "consultora",
  "directora",
  "vendedor",
  "vendedora",
  "agente",
  // Dutch
  "tolk",
  "verpleegkundige",
  "adviseur",
  "analist",
  "medewerker",
  "ontwikkelaar",
  "assistent",
  "docent",
  "leraar",
  "leidinggevende",
  "monteur",
  "verkoper",
  "beheerder",
  "consulent",
  "begeleider",
  "programmeur",
  "secretaresse",
  "stagiair",
  "jurist",
  // trades
  "leading hand",
  // more Spanish, French and German roles
  "mozo",
  "moza",
  "operario",
  "operador",
  "operadora",
  "operaria",
  "peón",
  "conductor",
  "conductora",
  "repartidor",
  "repartidora",
  "carretillero",
  "carretillera",
  "ejecutivo",
  "ejecutiva",
  "encargado",
  "encargada",
  "cajero",
  "cajera",
  "reponedor",
  "reponedora",
  "gestor",
  "gestora",
  "especialista",
  "educador",
  "educadora",
  "fisioterapeuta",
  "farmacéutico",
  "farmacéutica",
  "contrôleur",
  "contrôleuse",
  "opérateur",
  "opératrice",
  "magasinier",
  "magasinière",
  "cariste",
  "préparateur",
  "préparatrice",
  "secrétaire",
  "éducateur",
  "éducatrice",
  "aide-soignant",
  "aide-soignante",
  "auxiliaire",
  "employé",
  "employée",
  "ouvrier",
  "ouvrière",
  "électricien",
  "électricienne",
  "mécanicien",
  "mécanicienne",
  "elektriker",
  "elektronikerin",
  "elektroniker",
  "mechatroniker",
  "mechatronikerin",
  "lagerist",
  "lageristin",
  "therapeut",
  "therapeutin",
  "arzt",
  "ärztin",
  "custodian",
  "janitor",
  "educator",
  "rider",
  "guard",
  "vigilante",
  "guardia de seguridad",
  "guardias de seguridad",
  "orderpicker",
  "caissier",
  "caissière",
  "leerkracht",
  "onderwijsassistent",
  "verzorgende",
  "schoonmaker",
];

// "Interne Vacature", "formation interne": the adjective, not "intern" with an ending.
const ROLE_PATTERN = new RegExp(
  `(?<![\\p{L}])(?!interne(?![\\p{L}]))(${ROLE_WORDS.map((word) => word.replace(/[-\s]/g, "[-\\s]").replace(/\./g, "\\.")).join("|")})(?:s|es|innen|in|en|e)?(?![\\p{L}])`,
  "iu",
);

/** German and Dutch compounds end in the role word ("Schichtleiter", "Lagerfachkraft", "Beleidsadviseur"). */
const GERMAN_COMPOUND =
  /(?<![\p{L}])\p{L}{3,}(leiter|entwickler|ingenieur|berater|fachkraft|kaufmann|kauffrau|referent|techniker|mitarbeiter|assistent|disponent|spezialist|angestellte|helfer|pfleger|arbeiter|fahrer|koordinator|planer|verkäufer|manager|betreuer|erzieher|lehrer|adviseur|medewerker|verpleegkundige|ontwikkelaar|leider|beheerder|monteur|verkoper|begeleider|consulent|operator|boekhouder|buchhalter|analist|planner|coördinator|technicus|inspecteur|voorbereider|installateur|elektricien|chauffeur|docent|tischler|schreiner|redakteur|mechaniker|elektriker|elektroniker|mechatroniker|schlosser|sachbearbeiter|assistentin|kundige|deskundige|werker|führer|einrichter|inkoper|jurist|tekenaar|calculator|uitvoerder|bediende|bediener|declarant|therapeut|thérapeut|päd|akustiker|optiker|hygieniker|(?<!bürger)meister|apotheker|verpleger|agent|bewerker|steward|bauer|instructeur|vroedvrouw|tolk|dolmetscher|behandelaar|handelaar|leraar|leerkracht|kunstenaar|loog|ologue|ólog[oa]|olog)(in|innen|en|er|e|r|s|a|as|os)?(?::in)?(?![\p{L}])/iu;

/** Role nouns by their ending ("Agronomist", "Dietitian", "Radiographer"), for trades no list can hold; not surnames ("Lindqvist"). */
const ROLE_ENDING =
  /(?<![\p{L}])(?!(?:assist|insist|persist|consist|resist|exist|checklist|shortlist|playlist|wishlist|waitlist|blacklist|whitelist)s?(?![\p{L}]))(?:\p{Lu}?\p{Ll}{3,}(?:(?<!qv|qu|e|k)ist|ician|itian|arian|grapher)|\p{Lu}?\p{Ll}{2,}(?:smith|maker|keeper|wright)|(?!(?:entre|auto|im|re)?(?:pre)?vista|autopista|conquista|checklista)\p{Lu}?\p{Ll}{4,}ista)s?(?![\p{L}])/u;

/** "Brasseur·euse", "Infirmier·ère": French inclusive writing is only ever used for people. */
const INCLUSIVE_ENDING = /(?<![\p{L}])\p{L}{3,}·(?:euse|se|rice|ère|ienne|ne|ante|ente|e)(?![\p{L}])/u;

/** "Enólogo/a", "Psychologin", "Kardiologe": the -ologist of other languages, however short the stem. */
const OLOGIST = /(?<![\p{L}])\p{L}{2,}(?:ólog[oa]s?|olog(?:e|in|innen|en)|ologue)(?![\p{L}])/iu;

/** "Holzbildhauer/in", "Herrador/a", "Vendeur/euse": a noun written for both genders names a person, so a job. */
const GENDERED_SLASH =
  /(?<![\p{L}])\p{L}{3,}\/-?(?:in|innen|a|as|e|es|euse|se|rice|ère|ienne|ne)(?![\p{L}])/iu;

/** "Brauer:in", "Mälzer*in", "Schreiner_innen": German gender forms name people, so jobs. */
const GENDER_COLON = /(?<![\p{L}])\p{L}{3,}[:*_]in(?:nen)?(?![\p{L}])/u;

export function looksLikeJobTitle(text: string): boolean {
  // A title is short; the patterns below would take quadratic time over a long run of letters.
  if (text.length > 80) return false;
  return (
    (ROLE_PATTERN.test(text) ||
      (text.split(/\s+/).length <= 6 && GENDER_COLON.test(text)) ||
      // Only a short phrase's first words: "los/las aspirantes deberán reunir" is a sentence's.
      (text.split(/\s+/).length <= 6 && GENDERED_SLASH.test(text.split(/\s+/).slice(0, 3).join(" "))) ||
      GERMAN_COMPOUND.test(text) ||
      ROLE_ENDING.test(text) ||
      OLOGIST.test(text) ||
      INCLUSIVE_ENDING.test(text)) &&
    text.length <= 80
  );
}

/** Tidies a job title: collapses spaces, drops trailing punctuation and a leading article. */
export function cleanJobTitle(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^(an?|the)\s+/i, "")
    .replace(/[\s,.;:!–—-]+$/, "")
    .trim();
}

/** Words with an agent noun's ending that name things, not people ("Register", "Newsletter", "Carrera"). */
const NOT_AGENT = new Set(
  (
    "register other newsletter filter footer header cover center order water power number member customer letter " +
    "paper computer server layer summer winter january february september october november december later under " +
    "over after either whether together further offer transfer printer border corner matter poster roster master " +
    "career chapter cluster container folder answer never ever better sooner super proper shelter tower river " +
    "silver timber rubber copper leather weather quarter character remainder dinner manner finger danger barrier " +
    "error sector factor color colour floor door labor labour motor honor honour humor vapor interior exterior " +
    "monitor mirror major minor senior junior superior inferior tutor doctor ambassador " +
    "upper lower inner outer former latter greater lesser elder older younger bigger smaller larger newer " +
    "higher faster cheaper tender clever bitter sober whatever however wherever forever lavender ginger pepper " +
    "butter flower finer " +
    "carrera primera tercera madera bandera frontera empleador sector valor interior exterior mayor menor " +
    "lunes martes hora era ero " +
    "heure leur leurs couleur valeur chaleur faveur secteur erreur douleur auteur hauteur longueur largeur " +
    "peur fleur coeur cœur bonheur malheur honneur humeur moteur vecteur intérieur extérieur supérieur " +
    "meer weer daar maar waar paar jaar klaar zwaar monster human woman german roman norman"
  ).split(" "),
);
const AGENT_ENDING = /^\p{L}{3,}(?:er|or|ier|eur|euse|dor|dora|ero|era|aar|ster|man|ian)$/iu;

/** One word with an agent noun's ending that names a person ("Horseshoer"), not a thing ("Newsletter"). */
export function isAgentNounWord(word: string): boolean {
  const head = word.toLowerCase();
  return AGENT_ENDING.test(head) && !NOT_AGENT.has(head);
}

/**
 * "Professional Ski Patroller", "GLAZIER", "Accordeur de pianos": an agent noun no list holds is a title when the
 * advert names the worker again ("new Professional Ski Patrollers", "experience as a glazier").
 */
export function isRepeatedAgentNoun(phrase: string, text: string): boolean {
  // "Boulanger / Boulangère": a title's two forms; either may be the agent noun.
  const forms = phrase.split(/\s+\/\s+/);
  if (forms.length === 2) return forms.some((form) => isRepeatedAgentNoun(form, text));
  const words = phrase
    .replace(/\s*\([^)]*\)\s*/g, " ")
    // "FARRIER WANTED": the noun before the call.
    .replace(/\s+(?:wanted|needed|required|gesucht|gezocht|recherchée?|buscad[oa])$/i, "")
    .trim()
    .split(/\s+/);
  // "Tankerman PIC": an acronym after the noun qualifies it.
  // (So does a grade's numeral: "Custodian I".)
  while (words.length > 1 && /^(?:\p{Lu}{2,4}|I{1,3}|IV|V)$/u.test(words.at(-1)!)) words.pop();
  if (!words.length || words.length > 5 || /[.!?:\d]/.test(phrase)) return false;
  // The head noun ends an English or German title; it opens a Romance one ("Accordeur de pianos").
  const heads = [words[words.length - 1]!];
  if (/^(?:de|du|des|di|del|della|en|para|pour|à|a)$/i.test(words[1] ?? "")) heads.push(words[0]!);
  return heads.some((word) => {
    const head = word.split("-")[0]!.toLowerCase();
    if (head.length > 30 || !AGENT_ENDING.test(head) || NOT_AGENT.has(head)) return false;
    const again = new RegExp(`(?<![\\p{L}])${head}(?:s|es|en|n)?(?![\\p{L}])`, "giu");
    const uses = text.match(again)?.length ?? 0;
    // "Casas del Alcor": a place's or a person's name ends like an agent noun too, but is never written small
    // and takes no article ("the Conservator will report").
    // "Lemmer" (a town, "uit Lemmer", "in Lemmer"): a place's name after a place's preposition is no job.
    const place = new RegExp(
      `(?<![\\p{L}])(?:in|uit|te|naar|bij|from|near|aus|nach|bei|à|en)\\s+${word.split("-")[0]}(?![\\p{L}])`,
      "u",
    );
    return (
      uses >= 2 &&
      !place.test(text) &&
      // (A name ends in "-or" or "-ian" too, "Windsor", "Adrian": such a head must be written small somewhere, or
      // follow an article, with a few small describing words between: "a warm, organised Early Years Educator".)
      (!/(?:or|ian)$/.test(head) ||
        new RegExp(`(?<![\\p{L}])${head}`, "u").test(text) ||
        new RegExp(
          `(?<![\\p{L}])(?:the|a|an|our|your|this|new)\\s+(?:\\p{Ll}+,?\\s+){0,3}${words.join("\\s+")}(?![\\p{L}])`,
          "iu",
        ).test(text))
    );
  });
}
