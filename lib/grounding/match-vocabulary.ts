import { STOP_WORDS, stem } from "@/lib/ai/analysis/stemming";
import { LANGUAGES } from "@/lib/grounding/spoken-languages";

/**
 * The words the match compares requirements and CVs by (docs/product-rules.md, "The match"): a word is folded to a
 * concept shared across English, German, French and Spanish where we know one ("Logistik", "logistique" and
 * "logistics" are one), else to its stem; filler that says nothing about the work is dropped.
 */

const LANGUAGE_NAMES = new Set(LANGUAGES.flat().map((name) => languageWord(name)));
const LANGUAGE_NOUN =
  /(?<![\p{L}])(?:taal|talen|sprache|sprachen|langue|langues|language|languages|idioma|idiomas|lengua|lenguas)(?![\p{L}])/iu;

/** A language's names as one word each: "Nederlandse Gebarentaal" → "nederlandse-gebarentaal". */
function languageWord(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}

/**
 * One concept per spoken language, from the claim check's list of names: German names match as word beginnings
 * ("Englischkenntnisse"), the others whole or inflected ("Duitse", "française"; "Polish", not "polished").
 */
function languageConcepts(): Array<readonly [string, readonly string[]]> {
  return LANGUAGES.map((names) => [
    `lang-${languageWord(names[0]!)}`,
    names.map((name) =>
      /(?:isch|deutsch|nederlands)$/i.test(name) ? languageWord(name) : `${languageWord(name)}~`,
    ),
  ]);
}

/** Concepts by the word beginnings that spell them; German compounds ("Logistikmanagement") match by prefix. */
const CONCEPTS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ...languageConcepts(),
  ["logistics", ["logisti"]],
  // "Disponibilidad para vivir / residir en el establecimiento": to live somewhere, in any of our languages.
  [
    "reside",
    [
      // (Whole words: "residential construction" is a kind of building, not living on site.)
      "reside=",
      "resides=",
      "resided=",
      "residing",
      "resident=",
      "residents=",
      "residency",
      "residence",
      "residir",
      "résider",
      "résidant",
      "résident=",
      "résidente=",
      "résidents=",
      "vivir=",
      "wohnen",
      "wohnhaft",
      "habiter",
      "wonen=",
    ],
  ],
  // "Bereid om naar Sint Maarten te verhuizen" and "Bereid tot verhuizing": moving home for the job.
  [
    "relocate",
    ["relocat", "verhuiz", "umzug", "umzieh", "déménag", "demenag", "mudanza", "mudarse", "trasladar"],
  ],
  ["cloud", ["cloud"]],
  ["supply-chain", ["supply-chain", "lieferkett", "approvisionn", "suministr"]],
  ["warehouse", ["warehouse", "lager", "entrep", "almac", "distribution", "magazijn"]],
  ["nursing", ["nurs", "pflege", "infirmi", "enfermer", "krankenpfleg", "verpleeg"]],
  ["patient", ["patient", "pacient", "patiënt"]],
  [
    "shift",
    [
      "shift",
      "schicht",
      "turno",
      "rota",
      "roster",
      "rotation",
      "fifo=",
      "fly-in",
      "ploeg",
      "dienst=",
      "diensten=",
      "dienste=",
      "onregelmatig",
      "unregelmäßig",
      "irregular",
      // "horaires tournants", "rotating shifts".
      "tournant",
      "rotating",
      "dreischicht",
      "wechselschicht",
      "mehrschicht",
      "zweischicht",
      // "6-on/6-off watches" at sea are shifts.
      "watchkeep",
      "watches=",
      // A French hospital's "gardes de nuit": night duties.
      "garde=",
      "gardes=",
    ],
  ],
  ["night", ["night", "nacht", "nuit", "noche", "nocturn"]],
  ["reach-truck", ["reachtruck", "schubmast"]],
  // School-leaving certificates that open university: "HSC or equivalent" and a "Baccalauréat", "Abitur", "Matura".
  ["upper-secondary", ["hsc=", "baccalaur", "abitur", "matura=", "bachillerato", "bachiller=", "ssce="]],
  // Public holidays: "jours fériés", "Feiertage", "feestdagen", "festivos".
  ["holiday", ["holiday", "feiertag", "feestdag", "férié", "ferié", "festivo", "feriado"]],
  ["campaign", ["campagne", "campaña", "campana=", "campanas="]],
  // Diamond work across Dutch and English: "diamantslijper" is a diamond polisher, "briljanteren" brillianteering.
  ["diamond", ["diamond", "diamant"]],
  [
    "polish",
    [
      "polisher",
      "polishing",
      "polished",
      "slijper",
      "slijpen",
      "slijperij",
      "polierer",
      "polieren",
      "polisseur",
    ],
  ],
  ["brilliant", ["brilliant", "briljant", "brillant"]],
  ["swim", ["swim", "nager", "nageu", "natation", "schwimm", "nadar", "nadador", "natación", "zwem"]],
  // "radiologie conventionnelle" and "General radiography", "tomodensitométrie (scanner)" and "CT", "radioprotection"
  // and "Radiation safety": medical imaging across languages.
  ["radiography", ["radiograph", "radiolog", "radiograf", "röntgen"]],
  // Drilling: "hard rock" is granite or sandstone; "unconsolidated formations" are alluvial ones.
  ["hard-rock", ["hard-rock", "granit", "basalt", "sandstone", "quartzit", "gneiss", "limestone"]],
  ["unconsolidated", ["unconsolidat", "alluvi", "sedimentar"]],
  ["ct", ["ct=", "tomodensitom", "computertomograph", "tomograph", "tomografí"]],
  ["radioprotection", ["radioprotec", "strahlenschutz", "stralingsbescherm", "alara="]],
  [
    "weekend",
    [
      "weekend",
      "week-end",
      "wochenend",
      "saturday",
      "sunday",
      "sábado",
      "sabado",
      "domingo",
      "samstag",
      "sonntag",
      "samedi",
      "dimanche",
      "zaterdag",
      "zondag",
    ],
  ],
  ["evening", ["evening", "abend", "soir", "avond"]],
  ["lesson", ["lesson", "leçon", "lecon", "stunde", "lección", "leccion"]],
  ["driving-instructor", ["fahrlehrer", "drivinginstructor", "rijinstructeur", "moniteurautoecole"]],
  ["travel", ["travel", "reise", "déplacement", "deplacement", "viaj", "mobilit", "reis", "reiz"]],
  ["team", ["team", "équipe", "equipe", "equipo", "staff"]],
  [
    "lead",
    [
      "lead",
      "led",
      "führung",
      "fuhrung",
      "führ",
      "encadr",
      "dirig",
      "supervis",
      "line-manag",
      "leidinggev",
      "leiding=",
      // "Encargado de sala de ordeño": the person in charge.
      "encargad",
    ],
  ],
  [
    "manage",
    ["manag", "gestion", "gérer", "gerer", "leitung", "leit", "verantwort", "respons", "gestión", "beheer"],
  ],
  ["design", ["design", "konstru", "concept", "diseñ", "disen", "gestalt", "ontwerp"]],
  ["mechanical", ["mechanic", "mechanik", "maschinenbau", "mécani", "mecani", "mechanisch", "werktuigbouw"]],
  ["engineer", ["engineer", "ingenieur", "ingénieur", "ingeniero", "ingeniería", "ingenieria"]],
  ["electrical", ["electric", "elektr", "électri", "electri", "eléctri", "électrotech", "electrotech"]],
  ["develop", ["develop", "entwickl", "développ", "developp", "desarroll", "ontwikkel"]],
  ["software", ["software", "logiciel"]],
  [
    "teach",
    [
      "teach",
      "lehr",
      "unterricht",
      "enseign",
      "docen",
      "profesor",
      "professeur",
      "tutor",
      "onderwijs",
      "leraar",
      "leerkracht",
    ],
  ],
  ["secondary", ["secondary", "sekundar", "secondaire", "secundari", "post-primary", "gymnas"]],
  ["communication", ["communic", "kommunik", "comunica", "talk"]],
  [
    "write",
    [
      "writ",
      "schreib",
      "rédig",
      "redig",
      "rédact",
      "redact",
      "redacc",
      "plume",
      "escrit",
      "copywrit",
      "schrijf",
      "schrijv",
    ],
  ],
  ["organise", ["organis", "organiz"]],
  ["customer", ["customer", "kunde", "client", "guest", "klant"]],
  // "Tischler" (Austria, the north) and "Schreiner" (the south) are one trade.
  [
    "joinery",
    ["tischler", "schreiner", "joiner", "menuisi", "ebenist", "ébéniste", "carpinter", "schrijnwerk"],
  ],
  ["assembly", ["montage", "montier", "assembl", "montaj"]],
  // "Spengler" (Austria, Switzerland, the south) is a "Klempner" or "Flaschner" elsewhere: one sheet-metal trade.
  [
    "sheet-metal",
    ["spengler", "klempner", "flaschner", "blechner", "zingueur", "ferblantier", "hojalater", "tinsmith"],
  ],
  // Gardening and landscaping trades ("Garten- und Landschaftsbau", "hovenier – tuinaanleg", "paysagiste").
  [
    "landscaping",
    [
      "landschaftsbau",
      "landschaftsgärtner",
      "galabau",
      "hovenier",
      "tuinaanleg",
      "landscap",
      "paysag",
      "paisaj",
    ],
  ],
  ["garden", ["garten", "gärten", "tuin", "garden", "jardin", "jardín"]],
  ["plants", ["pflanz", "beplant", "planten", "planting", "plantation", "plantaci"]],
  ["paving", ["pflaster", "bestrat", "paving", "pavage", "pavimen", "adoquin", "kassei", "klinker"]],
  [
    "excavator",
    [
      "bagger",
      "minibagger",
      "minigraver",
      "graafmachine",
      "excavat",
      "pelleteuse",
      "minipelle",
      "mini-pelle",
      "digger",
    ],
  ],
  ["wheel-loader", ["radlader", "wiellader", "chargeuse", "shovel"]],
  // Dairy farming: "tambo" (Río de la Plata), "vacuno de leche", "ordeño", "Milchvieh", "melkvee".
  [
    "dairy",
    [
      "tambo",
      "lecher",
      "leche=",
      "ordeñ",
      "dairy",
      "milking",
      "milch",
      "melk",
      "laitier",
      "laitière",
      "traite=",
    ],
  ],
  // Clothing trades: "garment technology" and "technologie de l'habillement"; knitwear and "maille".
  [
    "clothing",
    [
      "garment",
      "clothing",
      "apparel",
      "habillement",
      "vêtement",
      "vetement",
      "bekleidung",
      "confecci",
      "kleding",
    ],
  ],
  ["fully-fashioned", ["fully-fashion", "diminué", "diminue", "formgestrick"]],
  ["knitwear", ["knit", "maille", "tricot", "strick", "tejido de punto", "brei"]],
  [
    "pattern-making",
    ["patternmak", "modélist", "modelist", "schnittmach", "schnitttechn", "patronaj", "patronnier"],
  ],
  ["sterilisation", ["stéril", "steril", "esteril"]],
  // Tunnelling: a "TBM" is a "tuneladora", a "tunnelier", a "Tunnelbohrmaschine"; steering it is guidance.
  ["tbm", ["tbm", "tuneladora", "tunnelier", "tunnelbohrmaschine"]],
  ["guidance", ["guidance", "guiado", "guidage"]],
  ["segment", ["segment", "dovela", "voussoir", "tübbing", "tubbing"]],
  // Diving: "dives" and "duiken", "tank fills" and "flessen vullen".
  ["dive", ["dive", "diving", "duik", "tauch", "plongée", "plongee", "buceo", "inmersi"]],
  ["logged", ["logged", "gelogd", "geloggt", "loggé", "registrad"]],
  ["fill", ["fill", "vullen", "vult", "füll", "remplissage", "llenado"]],
  ["cylinder", ["cylinder", "tank=", "tanks=", "fles=", "flessen", "flasche", "bouteille", "botella"]],
  ["calves", ["guacher", "terner", "calf", "calves", "kälber", "kalf", "kalver", "veaux"]],
  ["sales", ["sales", "sell", "vertrieb", "verkauf", "vente", "vendeu", "vendedor", "venta", "verkoop"]],
  ["finance", ["financ", "finanz"]],
  ["accounting", ["accountan", "accounting", "buchhalt", "comptab", "contab", "boekhoud"]],
  ["budget", ["budget", "presupuest"]],
  ["data", ["data", "daten", "donnée", "donnee", "datos"]],
  ["analysis", ["analy", "anali", "auswert"]],
  ["quality", ["quality", "qualit", "calidad", "kwaliteit"]],
  ["safety", ["safety", "sicherheit", "sécurité", "securite", "seguridad", "veiligheid"]],
  ["hygiene", ["hygien", "higien"]],
  [
    "food",
    [
      "food",
      "lebensmittel",
      "aliment",
      "culinar",
      "kitchen",
      "küche",
      "cuisine",
      "cocina",
      "chef",
      "voeding",
      "levensmiddel",
    ],
  ],
  [
    "degree",
    [
      "degree",
      "studium",
      "bachelor",
      "bachelier",
      "master",
      "diplom",
      "licence",
      "licenciatur",
      "grado",
      "máster",
      "hochschul",
      "universit",
      "opleiding",
      "hbo=",
      "wo=",
      "mbo=",
      "postgrad",
      "post-grad",
      "msc=",
      "bsc=",
      "mba=",
      "phd=",
      "meng=",
      "beng=",
      "mphil=",
      "mres=",
      "bac+",
    ],
  ],
  ["marketing", ["marketing"]],
  ["project", ["project", "projekt", "projet", "proyect"]],
  [
    "product",
    ["product=", "products=", "produkt=", "produkte=", "produit=", "produits=", "producto=", "productos="],
  ],
  ["backend", ["backend", "back-end", "server-side"]],
  ["payment", ["payment", "zahlung", "paiement", "pago", "betaling"]],
  ["bank", ["bank", "banc", "banqu"]],
  ["stakeholder", ["stakeholder", "partie-prenante"]],
  ["policy", ["policy", "policies", "politik", "politique", "polític", "beleid"]],
  ["relationship", ["relationship", "beziehung", "relation", "relatie"]],
  ["coach", ["coach", "mentor", "precept"]],
  ["volunteer", ["volunteer", "ehrenamt", "bénévol", "benevol", "voluntari", "vrijwillig"]],
  ["fundrais", ["fundrais", "spende", "collecte", "donat", "don", "gift"]],
  ["grant", ["grant", "förder", "subvention", "subvenc"]],
  ["negotiat", ["negotiat", "verhandl", "négoci", "negoci"]],
  ["draft", ["draft", "entw"]],
  ["monitor", ["monitor", "überwach"]],
  ["clinical", ["clinic", "klinik", "clinique", "clínic", "klinisch"]],
  // "studie=": the Dutch and German word for a trial; English "studies" is not one.
  ["trial", ["trial", "studie=", "essai", "ensayo"]],
  ["medicine", ["medicin", "médic", "médec", "medizin", "geneeskund"]],
  ["brewing", ["brew", "brasser", "brasseur", "brauer", "brouw", "cervecer"]],
  [
    "winemaking",
    ["winemak", "enólog", "enolog", "oenolog", "œnolog", "önolog", "wijnmaker", "vinificac", "vinificat"],
  ],
  ["hospital", ["hospital", "krankenhaus", "klinikum", "hôpital", "hopital", "ward", "ziekenhuis"]],
  ["school", ["school", "schule", "école", "ecole", "colegio", "escuela", "lycée", "collège"]],
  ["student", ["student", "pupil", "schüler", "élève", "eleve", "alumn", "leerling"]],
  ["law", ["law", "legal", "recht", "juridi", "derecho"]],
  [
    "lawyer",
    [
      "lawyer",
      "solicitor",
      "attorney",
      "barrister",
      "counsel",
      "avocat",
      "abogad",
      "anwalt",
      "anwält",
      "advocaat",
    ],
  ],
  ["ventilation", ["ventilat", "ventilac", "beadem", "beatm"]],
  ["automation", ["automat", "geautomat"]],
  ["science", ["scien", "wissenschaft", "naturwissenschaft", "cienc", "wetenschap", "natuurwetenschap"]],
  ["literacy", ["literacy", "reading", "phonics", "lecture", "lectura", "lezen"]],
  ["test", ["test"]],
  // Common settings and subjects of German, French, Spanish and Dutch adverts.
  ["vehicle", ["vehicle", "vehícul", "vehicul", "véhicul", "fahrzeug", "car=", "van=", "auto="]],
  ["social-media", ["social-media", "réseaux-sociaux", "redes-sociales", "soziale-medien", "sociale-media"]],
  ["hotel", ["hotel", "hôtel"]],
  ["tourism", ["touris", "turism", "tourism"]],
  ["reception", ["reception", "réception", "recepci", "rezeption", "receptie", "front-desk"]],
  ["translation", ["translat", "traduc", "übersetz", "vertal"]],
  ["child", ["child", "kinder", "kindern", "kind=", "enfant", "niño", "niña", "infantil"]],
  [
    "reliable",
    [
      "reliab",
      "zuverlässig",
      "verlässlich",
      "fiabl",
      "betrouwba",
      "puntual",
      "punctual",
      "pünktlich",
      "ponctu",
    ],
  ],
  ["empathy", ["empath", "einfühl", "empatía", "inleving"]],
  ["computing", ["computer-scien", "informati", "informátic"]],
  ["forklift", ["forklift", "stapler", "carretill", "cariste", "heftruck", "gabelstapler"]],
  ["qualification", ["ausbildung", "qualifikat", "titulaci", "cualificaci", "abschluss"]],
  [
    "growth",
    ["growth", "grew=", "grow=", "grows=", "growing=", "croissance", "crecimiento", "wachstum", "groei"],
  ],
  ["portfolio", ["portfolio"]],
  // Care settings: "nursing home or elderly care" is not shown by "intensive care".
  [
    "care-home",
    ["care-home", "pflegeheim", "altenheim", "seniorenheim", "ehpad", "verpleeghuis", "verzorgingshuis"],
  ],
  [
    "elderly",
    ["elder", "geriatr", "altenpfleg", "âgé", "agé", "ancian", "ouderen", "older-people", "aged-care"],
  ],
  ["startup", ["startup", "start-up", "early-stage", "seed-stage", "scale-up", "scaleup"]],
  // Families of subjects (their members: lib/grounding/match-subjects.ts).
  ["life-science", ["life-scien", "lifescien", "biowissenschaft"]],
  ["stem", ["stem=", "mint=", "mint-"]],
  // BRC is BRCGS's former name; UX work is user work.
  ["brcgs", ["brc=", "brcgs="]],
  ["user", ["user=", "users=", "ux="]],
  // "más de 50 personas" and "70 operarios": the people a manager leads, counted.
  [
    "people",
    [
      "people",
      "hr=",
      "personnel",
      "employee",
      "workforce",
      "rh=",
      "personas=",
      "operari",
      "trabajadores=",
      "colaboradores=",
      "mitarbeiter",
      "mitarbeitende",
      "medewerkers=",
      "ouvriers=",
      "salariés=",
      "workers=",
    ],
  ],
  // Soft skills (what shows them in practice: lib/grounding/match-soft-skills.ts).
  [
    "initiative",
    [
      "initiativ",
      "eigeninitiativ",
      "proactiv",
      "self-start",
      "selbstständig",
      "selbständig",
      "zelfstandig",
      "autonom",
    ],
  ],
  ["commercial", ["commerci", "kaufmänn", "comercial", "kaufmann", "kauffrau", "kaufleute"]],
  [
    "detail",
    [
      "detail",
      "sorgfält",
      "accura",
      "précis",
      "precis",
      "rigueur",
      "rigour",
      "rigor",
      "nauwkeurig",
      "zorgvuldig",
      "meticul",
      "genauigkeit",
    ],
  ],
  ["explain", ["explain", "erklär", "expliqu", "explic", "uitleg"]],
  ["help", ["help", "hilfsbereit", "aider", "ayudar"]],
  ["pride", ["pride", "stolz", "fierté", "orgullo"]],
  // Industrial settings: "maintenance industrielle" is shown by "mineral processing plants".
  [
    "industry",
    [
      "industri",
      "manufactur",
      "fertigung",
      "produktionsbetrieb",
      "fabricat",
      "usine",
      "factory",
      "factories",
      "fábrica",
      "fabriek",
      "plant=",
      "plants=",
    ],
  ],
  ["register", ["regist", "geregistreerd", "enregistr"]],
  [
    "on-call",
    // "on pager 24/7": carrying a pager is being on call.
    [
      "on-call",
      "rufbereitschaft",
      "bereitschaftsdienst",
      "astreinte",
      "guardia",
      "bereikbaarheidsdienst",
      "pager",
      "piket",
    ],
  ],
  ["maintenance", ["mainten", "instandhalt", "wartung", "onderhoud", "mantenim", "entretien"]],
  // Work that adverts and CVs in different languages name alike ("Beratung" and "conseil agronomique").
  ["advice", ["advis", "advic", "consult", "beratung", "berater", "conseil", "asesor", "advies", "adviseur"]],
  [
    "agriculture",
    [
      "agricult",
      "agrar",
      "agricol",
      "agrícol",
      "agropecu",
      "agronom",
      "landwirtschaft",
      "landbouw",
      "akkerbouw",
      "ackerbau",
    ],
  ],
  ["inspection", ["inspect", "inspekt", "inspecc", "keuring"]],
  ["repair", ["repair", "reparat", "répar", "repar", "instandsetz"]],
  ["cleaning", ["cleaning", "reinigung", "nettoy", "limpieza", "schoonma"]],
  ["animal", ["animal", "tierarzt", "tiermediz", "vétérin", "veterin", "dierenarts", "diergenees"]],
  ["anaesthesia", ["anaesth", "anesth", "anästhes"]],
  ["event", ["event", "veranstalt", "événement", "evenement", "evento"]],
  ["port", ["port=", "ports=", "harbour", "harbor", "hafen", "puerto", "haven=", "terminal"]],
  ["vessel", ["vessel", "ship=", "ships=", "shipping", "schiff", "navire", "buque", "schip", "binnenvaart"]],
  ["transport", ["transport", "vervoer", "spedition"]],
  ["purchasing", ["purchas", "procure", "einkauf", "achat", "compras", "inkoop"]],
  ["contract", ["contract", "vertrag", "verträg", "contrat", "contrato"]],
  ["payroll", ["payroll", "lohn", "entgelt", "paie=", "nómina", "nomina", "salarisadministratie"]],
  ["construction", ["construct", "baustell", "chantier", "obra=", "obras=", "bouwplaats"]],
];

/** Words that dress up a requirement without naming what it asks for, in the four languages we read. */
const FILLER = new Set(
  (
    "basic competent confident capable skilled strong solid proven demonstrable demonstrated excellent exceptional outstanding significant extensive " +
    "relevant varied various diverse practical hands-on working understanding familiarity proficiency proficient expertise " +
    "background track record ability confident comfortable willing willingness happy keen passion passionate " +
    "similar equivalent comparable etc least minimum plus ideally desirable essential qualified qualification " +
    "experience experienced knowledge skills skill good great clear effective wide range variety " +
    // Activity words and places that say little about what is asked: "building and operating", "UK employment".
    "building operating running using working handling maintaining delivering supporting providing ensuring " +
    "processing preparing performing conducting undertaking " +
    // Words that only say the thing is asked: "permis B exigé", "Führerschein erforderlich".
    "required requis requise exigé exigée exigés obligatoire indispensable erforderlich vorausgesetzt vereist " +
    "titulaire titular houder holder participate participating " +
    // "Je bent in het bezit van …", "Sie besitzen den Führerschein B", "en possession d'un …": having it.
    "bezit besitz besitzt besitzen besitzen possession posesión possède possédez poseer posee " +
    "verplicht requerido requerida imprescindible obligatorio " +
    "consistent modern level uk eu us environment setting dreijährige three-year vergleichbar vergleichbare vergleichbarer " +
    "und oder mit der die das den dem des ein eine einer eines im in zum zur von für sehr gute guter gutes " +
    "kenntnisse erfahrung berufserfahrung mindestens idealerweise bereitschaft fähigkeit abgeschlossene " +
    "abgeschlossenes ca sowie bzw jahr jahre jahren ans année années año años anos " +
    "et ou de du des la le les un une en au aux pour avec dans sur d'un d'une maîtrise maitrise excellente " +
    "comme tant expérience experience connaissance connaissances bonne bon sens goût gout moins " +
    "y o u con del los las el una por para como sólida solida experiencia conocimientos nivel mínimo minimo " +
    "buen buena otro otra mínima minima cual cuales al menos afín afin afines título titulo básico basico " +
    // Dutch: "minimaal twee jaar ervaring met", "goede kennis van", "afgeronde opleiding".
    "ervaring werkervaring minimaal jaar jaren goed goede uitstekend uitstekende sterk sterke afgeronde afgerond " +
    "bereid bereidheid om te werken met van het een en of op voor als aan bij naar kennis vaardigheden " +
    "zu aantoonbare relevante ruime affiniteit mehrjährige mehrjähriger mehrjährig fachrichtung " +
    // Words that say an ask is firm, or that one takes part: "Permis B indispensable", "mee te draaien".
    "indispensable obligatoire imprescindible erforderlich vereist mandatory required essential must " +
    "mee meedraaien draaien " +
    // German prepositions and "confident handling of", Spanish "completed", French "very", a rota's "alternate".
    "sicherer sichere sicheren umgang terminada terminado concluida concluido très tres " +
    "alternate " +
    // French and Spanish "be" and "willing": "Être disposé à résider sur la plantation".
    "être etre disposé disposée disposés dispuesto dispuesta justifier conocimiento más mas savoir vigente vigentes expedida expedido pendant während tijdens " +
    // Dutch and German verbs of being and being able: "je bent stressbestendig en kunt snel schakelen".
    "je jij bent ben is zijn kunt kan kunnen hebt heb heeft wordt word du bist sind kannst kann hast hat " +
    // How a skill is worn, not what it is: "analytical, commercial approach", "sorgfältige Arbeitsweise".
    "enjoy enjoys ending commitment committed attainment showing show shows " +
    "care comfort approach mindset attitude manner attention arbeitsweise approche enfoque houding instelling aisance " +
    // Number words, audiences and settings that every CV line could claim.
    "one two three four five six seven eight nine ten norm norms norma normas normes normen complex dynamic " +
    "non-specialist non-specialists non-technical audience audiences " +
    // More of the same in German, French, Spanish and Dutch adverts.
    "fundierte fundiertes fundierter einschlägige einschlägiger ausgeprägte ausgeprägter ausgeprägtes " +
    "nachweisbare nachweisliche wünschenswert kompetenz kompetenzen fähigkeiten know-how " +
    "solide solides bonnes capacité capacités aptitude aptitudes parfaite parfait avérée avéré significative " +
    "capacidad habilidad habilidades dominio valorable imprescindible deseable demostrable amplia amplio " +
    "beheersing voorkeur pré hebt heb je jij jouw " +
    // Availability, firsts, handling and joy: the asked thing is the other words ("disponibilidad para turnos").
    "disponibilidad disponibilité disponible beschikbaar beschikbaarheid verfügbarkeit availability available " +
    "flexibility flexibilität flexibilidad flexibilité première premier primera primer eerste erste ersten " +
    "manejo umgang sicherer sicher auch freude spaß arbeit travail trabajo trabajar travailler arbeiten vast vaste dagen dag " +
    // Standing that is held or not: "current registration", "valid licence".
    "current valid geldig geldige gültig gültige gültiger gültiges valide válido válida " +
    // "Ready to work in rotational shifts", "Bon niveau de français écrit ; l'arabe est indispensable".
    "ready niveau est thorough sound in-depth " +
    "équivalent équivalente gleichwertig gleichwertige anerkannt anerkannte staatlich geprüft geprüfte " +
    "courant fluido fluida nativo nativa avancé vloeiend básico c1 c2 b1 b2 a1 a2 propio propia eigenes eigen"
  ).split(/\s+/),
);

/** Short prefixes ("an", "led", "don") and those marked "=" must be the whole word ("an" is not "analysis"). */
function matchesPrefix(word: string, prefix: string): boolean {
  if (prefix.endsWith("=")) return word === prefix.slice(0, -1);
  // "nederlands~": the word or its inflected adjective ("Nederlandse", "Duitse", "française", "española").
  if (prefix.endsWith("~"))
    return (
      word.startsWith(prefix.slice(0, -1)) &&
      /^(?:|e|en|es|se|a|as|o|os)$/.test(word.slice(prefix.length - 1))
    );
  return prefix.length <= 3 ? word === prefix || word === `${prefix}s` : word.startsWith(prefix);
}

/** "Logistikmanagement" → "c:logistics"; "volunteers" → "c:volunteer"; "widgets" → "widget". */
export function conceptOf(word: string): string {
  const folded = word.toLowerCase();
  const known = CONCEPT_OF.get(folded);
  if (known !== undefined) return known;
  let found = "";
  for (const [concept, prefixes] of CONCEPTS) {
    if (prefixes.some((prefix) => matchesPrefix(folded, prefix))) {
      found = `c:${concept}`;
      break;
    }
  }
  // "Glasbläserin" and "Glasbläser/in": a German feminine noun is its job's noun.
  // "Schwindelfreiheit" and "schwindelfrei": a German noun in -heit/-keit is its adjective's quality.
  const masculine = folded
    .replace(/(?<=\p{L}{4}(?:er|ist|ant|ent|eur|eut|ekt|graf|at|ör|og))in(?:nen)?$/u, "")
    .replace(/(?<=\p{L}{5})(?:heit|keit)$/u, "")
    // "Bearbeitungszentren" and "-zentrums", "Studien" and "Studium": a Latin noun's German plural.
    .replace(/(?<=\p{L}{2})(zentr|studi|muse|gymnasi|labor)(?:en|ums?)$/u, "$1um")
    // "evangelischen" and "evangelisch": a German adjective's endings.
    .replace(/(?<=\p{L}{3}isch)(?:e|en|er|es|em)$/u, "")
    // "Temperiergeräten" and "Temperiergeräte", "Feiertagsdiensten" and "-dienste": a German noun's dative plural.
    .replace(/(?<=\p{L}{6}[äöü]\p{L}{0,3}e|\p{L}{3}(?:dienst|kräft|stell)e)n$/u, "")
    // "Steuerfachangestellten", "-angestellter" and "Steuerfachangestellte": a noun made of an adjective.
    .replace(/(?<=(?:angestellt|beamt|auszubildend|beschäftigt|vorsitzend|reisend)e)[nr]$/u, "");
  return remember(CONCEPT_OF, folded, found || cognate(stem(masculine)));
}

/**
 * "ruleta americana" for "American roulette", "casino" for "casino": a stem written the way several languages
 * spell one word (accents, "ou"/"u", "ph"/"f", "th"/"t", "k"/"c", doubled letters and a final vowel left out), so
 * a CV in one language meets an advert in another on their shared words.
 */
function cognate(stemmed: string): string {
  if (stemmed.length < 5) return stemmed;
  return (
    stemmed
      // "Kaua'i" and "Kauai": an apostrophe inside a name is a glottal stop, not a break.
      .replace(/(?<=\p{L})['’ʻ](?=\p{L})/gu, "")
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/ou/g, "u")
      .replace(/ph/g, "f")
      .replace(/th/g, "t")
      .replace(/k/g, "c")
      .replace(/(\p{L})\1/gu, "$1")
      // "contrôleur" and "controller", "programmeur" and "programmer": a French agent noun's ending.
      .replace(/(?<=\p{L}{5})eur$/u, "")
      // "technology", "technologie", "tecnología": a learned noun's ending.
      .replace(/(?<=(?:log|graf|nom|metr))(?:y|ie|ia|i)$/u, "")
      .replace(/[aeo]$/, "")
  );
}

// A word's concept and compound tail never change: each is worked out once (the vocabulary of CVs is small).
const CONCEPT_OF = new Map<string, string>();
const TAIL_OF = new Map<string, string | null>();
const MAX_REMEMBERED = 50_000;

function remember<T>(cache: Map<string, T>, word: string, value: T): T {
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  cache.set(word, value);
  return value;
}

/** Words of a text, any script's letters kept ("Führung", "años"), with "Deutsch-" and "C++" whole. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
}

/** Whether a word names something (not filler, not a stop word, not a bare number). */
export function isKeyWord(word: string): boolean {
  const bare = word.replace(/['’]s$/, "").replace(/^(d|l)['’]/, "");
  return (
    bare.length >= 2 &&
    !STOP_WORDS.has(bare) &&
    !FILLER.has(bare) &&
    !/^\d+\+?$/.test(bare) &&
    // Manner adverbs ("independently", "effectively") say how, not what: a CV rarely repeats them.
    !/(?:ent|ant|ous|ive|ed|al|ate|ful)ly$/.test(bare)
  );
}

/** Phrases that are one concept, joined before the words are read ("nursing home" is a care home, not nursing). */
/** "Nederlandse Gebarentaal", "Scottish Gaelic": a language's name of several words, as one pattern. */
const LANGUAGE_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:${LANGUAGES.flat()
    .filter((name) => /\s/.test(name))
    .map((name) => name.replace(/\s+/g, "\\s+"))
    .join("|")})(?![\\p{L}])`,
  "giu",
);

const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:nursing|care|residential) homes?\b/giu, "care-home"],
  [/\b(?:older|elderly) (?:people|adults|persons)\b|\baged care\b/giu, "older-people"],
  [/\blife[\s-]scien\w*/giu, "life-science"],
  [/\bsupply chains?\b/giu, "supply-chain"],
  // "long days, early starts" and "12-hour days, 5 am starts": the hours of a season's work.
  [/\b(?:long[\s-]days?|\d{2}[\s-]?(?:hour|hr|h)[\s-]days)\b/giu, "longdays"],
  [/\b(?:early|\d(?:[:.]\d{2})?\s?am)\s+starts?\b/giu, "earlystarts"],
  // "out-of-hours rota" and "overnight on-call rota": being on call.
  [/\bout[\s-]of[\s-]hours\b/giu, "on-call"],
  // "travail posté" is shift work; a farm's or a mill's "campagne" is its "campaña".
  [/\btravail posté(?![\p{L}])/giu, "shift"],
  [/\bhard[\s-]rock\b/giu, "hard-rock"],
  [/\bradiation (?:safety|protection)\b|\bprotección radiológica\b/giu, "radioprotection"],
  [/\bcomputed tomography\b/giu, "ct"],
  [/\bfins? de semaine\b|\bfin(?:es)? de semana\b/giu, "weekend"],
  // "every second Saturday", "every other weekend": a rota's alternate days.
  [/\bevery (?:second|other)\b/giu, "alternate"],
  // "reach truck" is one machine, as Dutch and German write it ("reachtruckcertificaat", "Schubmaststapler").
  [/\breach[\s-]trucks?\b/giu, "reachtruck"],
  // "lift, carry and move", "lift and carry": manual handling; "lbs" are pounds.
  [
    /\blift(?:ing)?,?\s+(?:carry(?:ing)?|move|moving)(?:,?\s+(?:and\s+)?(?:carry(?:ing)?|move|moving))*\b/giu,
    "lift",
  ],
  [/(?<=\d\+?\s?)lbs?\b/giu, "pounds"],
  [/(?<=\d\s?-?)ft\b/giu, "feet"],
  // "Must live within easy reach of East Legon": the place is the ask ("10 min from East Legon" shows it).
  [
    /\b(?:(?:live|living|be based|reside|residing)\s+)?(?:within\s+(?:easy\s+)?(?:reach|commuting distance)\s+of|close to|near to)\b/giu,
    " ",
  ],
  // "climb ladders" is working on ladders.
  [/\bclimb(?:ing)?\s+(?=ladders?\b)/giu, " "],
  // Austria's "abgeschlossene Pflichtschule" (compulsory schooling) is any school finished.
  [/\b(?:abgeschlossene\s+)?pflichtschul\p{L}*|\bcompulsory school(?:ing)?\b/giu, "school"],
  // Mexico's "preparatoria" is its "bachillerato"; West Africa's WASSCE is the senior school certificate (SSCE).
  [/\bpreparatoria\b/giu, "bachillerato"],
  [/\b(?:wassce|ssce|neco|senior school certificate(?: examination)?)\b/giu, "ssce"],
  // "Vervoer: fiets", "Transport: own car": a form's transport field says how one gets to work.
  [/\b(?:vervoer|transport|vehículo|véhicule|fahrzeug|mobilität)\s*:(?=\s*\p{L})/giu, "own-vehicle"],
  // "at least 60 words per minute" and "72 wpm": a typing speed ("speed" and "typing" say no more).
  [
    /\b(?:(?:touch[\s-]?)?typing\s+)?(?:speed\s+of\s+)?(?:at least\s+)?(?:\d+\s*)?(?:words per minute|wpm|mots par minute|palabras por minuto|anschläge pro minute)\b/giu,
    "wpm",
  ],
  // "Reliable transportation" and "Own pickup truck": a way to get to work.
  [
    /\b(?:reliable|own)\s+(?:pickup\s+)?(?:transport(?:ation)?|car|vehicle|truck|van|motorbike)\b|\baccess to an?\s+(?:car|vehicle)\b|\bvehículo propio\b|\beigene[srm]? (?:auto|pkw|fahrzeug)\b|\bvoiture personnelle\b|\beigen (?:auto|vervoer)\b/giu,
    "own-vehicle",
  ],
  [/\bon[\s-]call\s+(?:rota|roster)s?\b/giu, "on-call"],
  [
    /\bsocial media\b|\bréseaux sociaux\b|\bredes sociales\b|\bsoziale[nr]? medien\b|\bsociale media\b/giu,
    "social-media",
  ],
  [/\bcomputer science\b/giu, "computer-science"],
  // "16-hour", "16 hr", "16 h": a course's length, one way ("hr" alone is human resources).
  [/\b(\d{1,2})[\s-]?(?:hours?|hrs?|h)\b/giu, "$1-hour"],
  [/\byoung (?:people|persons|adults)\b/giu, "youth"],
  // "CSSD", "sterile processing" and "stérilisation centrale": one hospital department.
  [/\bcssd\b|\bsterile (?:processing|services)\b/giu, "$& stérilisation centrale"],
  // "horaires postés", "travail posté", "par roulement": shift work.
  [/\bhoraires? postés\b|\btravail posté\b|\bpar roulement\b/giu, "shift"],
  // "Enseignante de la conduite", "moniteur d'auto-école", "driving instructor": a "Fahrlehrer".
  [
    /\benseignant(?:e)? de la conduite\b|\bmoniteur(?:rice)? d['’]auto-école\b|\bdriving instructors?\b|\bprofesor(?:a)? de autoescuela\b/giu,
    "fahrlehrer $&",
  ],
  [/\bpattern[\s-]?(?:makers?|making|cutters?|cutting)\b/giu, "patternmaker"],
  [/\bfully[\s-]fashioned\b/giu, "fully-fashioned"],
  // "stay at the project site", "live on site", "resident at project camp": living where one works.
  [
    /\b(?:stay|live|lodge|reside)\s+(?:at|on|in)\s+(?:the\s+)?(?:project\s+)?(?:site|camp|premises)\b|\bresident at (?:the\s+)?(?:project\s+)?(?:site|camp)\b/giu,
    "reside-on-site",
  ],
  // "South Atlantic" is not "North Atlantic": a compass point and the place it names are one word.
  [
    /\b(north|south|east|west|northern|southern|eastern|western)\s+(?=atlantic|pacific|indian|arctic|sea|africa|america|asia|europe|china)/giu,
    "$1",
  ],
  // "a cargo de personal", "tendrá a su cargo un equipo", "coordino a 4 ordeñadores": leading people.
  [
    /\b(?:a|su) cargo de(?:l)? (?:personal|equipo|gente|\d+)\b|\bpersonal a cargo\b|\bcoordin\w+ a \d+\b|\b(?:conducción|gestión|manejo) de (?:personal|equipos?)\b/giu,
    "lead",
  ],
  // "Abgeschlossene Lehre als Tischler:in": an apprenticeship, not teaching.
  [/\b(?:abgeschlossene[nr]?|absolvierte[nr]?)\s+(?:berufs)?lehre\b|\blehre\s+als\b/giu, "ausbildung"],
  [/\bfront desk\b/giu, "front-desk"],
];

const COMPOUND_FILLER = /^(?:system|systeem|système|sistema|betrieb|modell|model|regime|rhythmus)$/;

/**
 * The concepts a text names: the keys the match compares ("WMS-Einführungen" also names "wms"). The match asks for
 * the same lines' concepts once per requirement, so each text's are kept while recent (frozen: callers only read).
 */
export function conceptsOf(text: string): string[] {
  const known = CONCEPTS_OF_TEXT.get(text);
  if (known) return known;
  const found = Object.freeze(readConcepts(text)) as string[];
  remember(CONCEPTS_OF_TEXT, text, found);
  return found;
}

const CONCEPTS_OF_TEXT = new Map<string, string[]>();

function readConcepts(text: string): string[] {
  const joined = PHRASES.reduce(
    (result, [phrase, concept]) => result.replace(phrase, concept),
    text.replace(LANGUAGE_PHRASE, (name) => languageWord(name)),
  );
  const found = wordsOf(joined)
    // "WMS-Einführungen" names "wms", "einführung" and itself; "wo-opleiding", "Bachelor-Studium" are degrees
    // only; "post-graduate" and "back-end" are one concept, not "post" and "back".
    .flatMap((word) => {
      if (!word.includes("-")) return [word];
      const parts = word.split("-");
      if (!isKeyWord(word)) return [];
      if (conceptOf(word).startsWith("c:")) return [word];
      // "3-Schicht-System" and "3-Schicht-Betrieb": a work pattern's generic tail adds nothing to its concept.
      if (
        parts.some((part) => COMPOUND_FILLER.test(part)) &&
        parts.some((part) => conceptOf(part).startsWith("c:"))
      )
        return parts.filter((part) => !COMPOUND_FILLER.test(part));
      return conceptOf(parts.at(-1)!) === "c:degree" ? parts : [word, ...parts];
    })
    .map((word) => word.replace(/['’]s$/, "").replace(/^(d|l)['’]/, ""))
    .filter(isKeyWord)
    .flatMap((word) => {
      const concept = conceptOf(word);
      // "la loi luxembourgeoise" is a law: an inflected name is a language only beside "taal", "langue", "Sprache".
      if (
        concept.startsWith("c:lang-") &&
        !LANGUAGE_NAMES.has(word) &&
        !/(?:isch|deutsch|nederlands)/.test(word)
      )
        if (!LANGUAGE_NOUN.test(text)) return [];
      const tail = compoundTail(word);
      // "Bauspenglerei", "Bauklempner": a building-trade prefix adds nothing to the trade the compound ends in.
      if (tail && tail !== concept && /^(?:bau|end|fach|haupt)\p{L}{6,}$/u.test(word)) return [tail];
      return tail && tail !== concept ? [concept, tail] : [concept];
    });
  return [...new Set(found)];
}

/**
 * The concept a long German or Dutch compound ends in ("Industriekaufmann" → commercial, "Elektrokonstrukteurin" →
 * design), read from a concept's word beginning of five letters or more inside the word; null when none.
 */
function compoundTail(word: string): string | null {
  const known = TAIL_OF.get(word);
  if (known !== undefined) return known;
  return remember(TAIL_OF, word, readCompoundTail(word));
}

function readCompoundTail(word: string): string | null {
  if (word.length < 10 || !/^\p{L}+$/u.test(word)) return null;
  for (let at = 3; at <= word.length - 5; at++) {
    const rest = word.slice(at);
    for (const [concept, prefixes] of CONCEPTS)
      if (prefixes.some((prefix) => prefix.length >= 5 && !/[=~]$/.test(prefix) && rest.startsWith(prefix)))
        return `c:${concept}`;
  }
  return null;
}

/** What a skill on a CV line shows besides itself: AWS is a cloud platform, Kafka a distributed system. */
export const SKILL_SHOWS: ReadonlyMap<string, readonly string[]> = new Map([
  ["AWS", ["c:cloud"]],
  ["Azure", ["c:cloud"]],
  ["GCP", ["c:cloud"]],
  ["Kafka", ["distributed systems"]],
  ["RabbitMQ", ["distributed systems"]],
  ["microservices", ["distributed systems"]],
  ["Kubernetes", ["distributed systems"]],
  ["Microsoft Office", ["Excel"]],
  // Analytics is work with data: "HR analytics" shows "comfortable with people data".
  ["analytics", ["c:data"]],
  ["data analysis", ["c:data"]],
  // Test frameworks are automated testing: "ervaring met geautomatiseerd testen".
  ["Jest", ["c:test", "c:automation"]],
  ["Playwright", ["c:test", "c:automation"]],
  ["Cypress", ["c:test", "c:automation"]],
  ["Selenium", ["c:test", "c:automation"]],
  ["pytest", ["c:test", "c:automation"]],
  ["JUnit", ["c:test", "c:automation"]],
]);

/** Tools that do the same job: a CV with one of them is a near miss for an advert asking for another. */
export const TOOL_FAMILIES: ReadonlyArray<readonly string[]> = [
  ["Microsoft Project", "Primavera P6", "Asta Powerproject"],
  ["SolidWorks", "CATIA", "Inventor", "Creo", "Siemens NX", "Fusion 360"],
  ["AWS", "Azure", "GCP"],
  ["Go", "Java", "Kotlin", "C#", "Scala", "Rust", "TypeScript", "C++"],
  ["Python", "R", "Scala"],
  ["PostgreSQL", "MySQL", "SQL Server", "Oracle", "MongoDB", "DynamoDB"],
  ["Kafka", "RabbitMQ", "SQS", "Pub/Sub"],
  ["Power BI", "Tableau", "Looker", "Qlik"],
  ["Salesforce", "HubSpot", "Dynamics", "Pipedrive"],
  ["Figma", "Sketch", "Adobe XD", "InVision"],
  ["Kubernetes", "Docker", "ECS", "OpenShift"],
  ["Terraform", "CloudFormation", "Pulumi", "Ansible"],
  ["dbt", "Airflow", "Dagster", "Spark"],
  ["React", "Vue", "Angular", "Svelte"],
  ["SAP", "Oracle", "NetSuite", "Sage", "Xero", "QuickBooks"],
  ["Canva", "Adobe Creative Suite", "Photoshop", "InDesign", "Illustrator"],
  ["Zendesk", "Freshdesk", "Intercom", "ServiceNow", "Zoho Desk", "Help Scout", "Gorgias"],
  // Neighbouring disciplines: a project manager is a near miss for product management.
  ["product management", "project management", "programme management"],
  ["account management", "key account management", "business development"],
];

/** Words saying a near equivalent is acceptable ("dbt or a similar framework", "oder vergleichbar"). */
export const ACCEPTS_SIMILAR =
  /\b(similar|equivalent|comparable|related|alike|vergleichbar\w*|ähnlich\w*|équivalent\w*|similaire\w*|o similar|similar(es)?|equivalente?s?)\b/i;

/** "or a similar transformation framework", "u otro lenguaje tipado": an alternative to the skills named before it. */
export const OR_SIMILAR_TAIL =
  /[\s,]+(?:or|oder|ou|o|u)\s+(?:an?\s+|any\s+|another\s+|other\s+|un\s+|une\s+|autre\s+|otro\s+|otra\s+|eine?\s+)?(?:similar|equivalent|comparable|other|another|otro|otra|autre|vergleichbar\w*|ähnlich\w*|similaire|équivalent\w*|equivalente)\b.*$/i;

/** Words saying the evidence is study rather than practice. */
export const STUDY_ONLY =
  // "Modules: …", "modules included": a course's modules; "(module CO)" of SAP or "the upsell module" of a PMS is software.
  /\b(modules?(?=\s*(?:included|:|in\b))|coursework|course|courses|studied|dissertation|thesis|bootcamp|training in|introduction to|modul(?:e|en)?(?=\s*(?::|in\b))|cours|curso|asignatura)\b/i;

/** Alternatives inside a requirement ("Python, Go or Bash", "Go oder Java", "Go u otro"). */
export const OR_WORD = /\s(?:or|oder|ou|o|u|bzw\.?)\s|\//i;
