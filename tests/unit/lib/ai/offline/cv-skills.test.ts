import { describe, expect, it } from "vitest";
import { findSkills, listItems, spokenLanguages } from "@/lib/ai/offline/cv-skills";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";

describe("a CV's skills list", () => {
  it("splits on 'and' and '&' only outside brackets", () => {
    // The '&' inside the brackets no longer cuts "Labour law compliance (Shops" off; the long name there is a note.
    expect(listItems(["Labour law compliance (Shops & Establishments Act, POSH), Workday HCM"])).toEqual([
      "Labour law compliance",
      "POSH",
      "Workday HCM",
    ]);
  });

  it("keeps a short pair of plain words whole and splits named tools, known skills and long items", () => {
    expect(
      listItems(["Mechanical ventilation and proning · Datix · IV cannulation and venepuncture"]),
    ).toEqual(["Mechanical ventilation and proning", "Datix", "IV cannulation and venepuncture"]);
    expect(
      listItems(["Adobe InDesign and Canva", "Python and SQL", "Telephone triage and virtual consultations"]),
    ).toEqual(["Adobe InDesign", "Canva", "Python", "SQL", "Telephone triage", "virtual consultations"]);
    // A slash joins one skill ("CSS/SCSS", "HTML/CSS"); a level in brackets is not a tool.
    expect(listItems(["CSS/SCSS, Power BI (Grundkenntnisse), Excel (B2, Power Query)"])).toEqual([
      "CSS/SCSS",
      "Power BI",
      "Excel",
      "Power Query",
    ]);
  });

  it("reads a category label before ▸ or › as it reads one before a colon", () => {
    expect(listItems(["Tools ▸ Figma, FigJam", "Research › contextual inquiry"])).toEqual([
      "Figma",
      "FigJam",
      "contextual inquiry",
    ]);
  });

  it("joins items a narrow column wrapped: a small continuation, a bracket, a trailing '&' or 'à'", () => {
    expect(
      listItems([
        "Rodent husbandry",
        "Colony",
        "management",
        "Sterilising &",
        "autoclaving",
        "Dosing",
        "(oral, s.c.)",
        "Systèmes à",
        "dépression",
        "dbt",
      ]),
    ).toEqual([
      "Rodent husbandry",
      "Colony management",
      "Sterilising & autoclaving",
      "Dosing",
      "Systèmes à dépression",
      "dbt",
    ]);
  });

  it("reads a row of items each after a '▸'", () => {
    expect(listItems(["▸ Saucen & Fonds   ▸ Fischfilieren", "▸ Wildverarbeitung"])).toEqual([
      "Saucen",
      "Fonds",
      "Fischfilieren",
      "Wildverarbeitung",
    ]);
  });

  it("keeps a name in capitals and a phrase whole, and drops what is not a skill", () => {
    expect(listItems(["Universal Design for Learning, Tableau for variance reporting"])).toEqual([
      "Universal Design for Learning",
      "Tableau",
      "variance reporting",
    ]);
    // An item that is only an article phrase, a course length or a place-and-date sign-off is not a skill.
    expect(listItems(["working in a fume cupboard", "PRL (60 h), 60 h", "Bielefeld, im Mai 2026"])).toEqual([
      "PRL",
    ]);
  });

  it("leaves pastimes out of a skills block", () => {
    expect(
      listItems(["Forklift, Reach truck", "Hobbies: football (Sunday league), gaming", "Loisirs : escalade"]),
    ).toEqual(["Forklift", "Reach truck"]);
  });

  it("takes a line of only spoken languages as languages, with or without its label", () => {
    expect(
      listItems(["Sprachen: Deutsch (Muttersprache),", "Italienisch (Grundkenntnisse)", "SAP MM"]),
    ).toEqual(["SAP MM"]);
  });

  it("leaves a CV's prose acronyms out once the CV lists its own skills", () => {
    const listed = ["Python", "SQL", "dbt", "Tableau", "Power BI", "Excel", "Git", "Snowflake"];
    expect(findSkills(listed, "Worked in the ICU liaison team in NRW.")).toEqual(listed);
    expect(findSkills(listed.slice(0, 2), "Built XRPD pipelines.")).toEqual(["Python", "SQL", "XRPD"]);
  });
});

describe("a CV's sections", () => {
  const cv = [
    "CURRÍCULUM VITAE",
    "",
    "María José Ortega Calvo",
    "Técnica de Calidad",
    "mj@example.es",
    "",
    "IDIOMAS",
    "Español y gallego (nativos), inglés (B2)",
    "",
    "INFORMÁTICA",
    "Paquete Office, SAP QM, LIMS",
    "",
    "OTROS DATOS",
    "Carné de conducir B y vehículo propio",
  ].join("\n");

  it("reads the name in the first column of a two-column line", () => {
    const twoColumns =
      "OLGA (OLYA) PETROVA                          Data Platform Engineer\nОльга Петрова\nolga@example.com";
    expect(extractCvLocally(twoColumns)).toMatchObject({ name: "Olga Petrova", nickname: "Olya" });
  });

  it("skips a 'Curriculum Vitae' title when looking for the name", () => {
    expect(extractCvLocally(cv).name).toBe("María José Ortega Calvo");
  });

  it("knows more headings of skills lists, and ends a list at a heading in capitals it does not know", () => {
    const read = extractCvLocally(cv);
    expect(read.skills).toEqual(["Paquete Office", "SAP QM", "LIMS"]);
    expect(read.languages).toEqual(["Español", "gallego", "inglés"]);
  });

  it("names the languages without their levels or certificates", () => {
    expect(spokenLanguages(["Langues : anglais (courant, TOEIC 930), espagnol (intermédiaire)"])).toEqual([
      "anglais",
      "espagnol",
    ]);
    expect(
      spokenLanguages(["Dutch – native | English – good", "Inglés: B2 (First Certificate in English)"]),
    ).toEqual(["Dutch", "English", "Inglés"]);
    expect(
      spokenLanguages(["Native German, fluent English (C1)", "English, Hindi, Malayalam, Kannada"]),
    ).toEqual(["German", "English", "English", "Hindi", "Malayalam", "Kannada"]);
    expect(spokenLanguages(["TOEIC 905", "Languages Known   : English, Tamil"])).toEqual([
      "English",
      "Tamil",
    ]);
  });
});

describe("names in capitals with guillemets and apostrophes", () => {
  it("takes a nickname in guillemets out of the name, and keeps apostrophes inside it", () => {
    expect(extractCvLocally("ANA LUCÍA «LUCHI» PRIETO SOLER\nEnfermera\nana@example.es")).toMatchObject({
      name: "Ana Lucía Prieto Soler",
      nickname: "Luchi",
    });
    expect(extractCvLocally("WAMBUI NG'ANG'A\nReporter · Nairobi\nwambui@example.com").name).toBe(
      "Wambui Ng'ang'a",
    );
    expect(extractCvLocally("CIARÁN O'SULLIVAN\nElectrician\nciaran@example.ie").name).toBe(
      "Ciarán O'Sullivan",
    );
  });
});

describe("skills lists as narrow columns and decorated headings print them", () => {
  it("reads a list wrapped in a sidebar whole", () => {
    expect(
      listItems([
        "SAP MM · Ariba · Lieferanten-",
        "bewertung · Kanban · Fehlersuche nach",
        "VDA 6.3 · MS Office",
      ]),
    ).toEqual([
      "SAP MM",
      "Ariba",
      "Lieferanten-bewertung",
      "Kanban",
      "Fehlersuche nach VDA 6.3",
      "MS Office",
    ]);
    // Separate lines of a list stay separate items.
    expect(listItems(["Python, SQL, Excel", "Tableau, Power BI"])).toEqual([
      "Python",
      "SQL",
      "Excel",
      "Tableau",
      "Power BI",
    ]);
  });

  it("reads a heading behind a decoration, and never takes personal details or 'other' blocks for skills", () => {
    const cv = extractCvLocally(
      [
        "Dana Ortiz",
        "Dental Hygienist",
        "",
        "◆ SKILLS",
        "Clinical: periodontal charting · scaling and root planing · Dentrix",
        "",
        "◆ LANGUAGES",
        "Spanish — native",
        "",
        "PERSONAL",
        "Nationality: Chilean | Date of birth: 3 May 1990",
        "",
        "Sonstiges:",
        "Führerschein Klasse B",
      ].join("\n"),
    );
    expect(cv.skills).toEqual(expect.arrayContaining(["periodontal charting", "Dentrix"]));
    expect(cv.skills.some((skill) => /LANGUAGES|Nationality|Sonstiges|Führerschein/i.test(skill))).toBe(
      false,
    );
  });

  it("reads bilingual headings, glued brackets and a narrow column's wrapped items", () => {
    const cv = extractCvLocally(
      [
        "Eleri Wyn Morgan",
        "eleri@example.cymru",
        "",
        "Sgiliau / Skills",
        "CALM · ISAD(G) · Preservica · Palaeography (Latin, 16th–17th c.)",
        "",
        "Ieithoedd / Languages",
        "Cymraeg – iaith gyntaf · English – fluent",
      ].join("\n"),
    );
    expect(cv.skills).toEqual(["CALM", "ISAD(G)", "Preservica", "Palaeography", "Latin"]);
    expect(
      listItems(["Sprachentwicklungs-", "störungen", "Diagnostik (SET 5-10,", "PDSS)", "▸ AMOS"]),
    ).toEqual(["Sprachentwicklungsstörungen", "Diagnostik", "SET 5-10", "PDSS", "AMOS"]);
  });

  it("reads languages parted by dashes, a level on the next line, and not the place a CV is signed in", () => {
    expect(spokenLanguages(["Español (nativo) – Italiano (B2) – Inglés (B1)"])).toEqual([
      "Español",
      "Italiano",
      "Inglés",
    ]);
    expect(spokenLanguages(["Deutsch – Muttersprache", "Schweizerdeutsch –", "Grundkenntnisse"])).toEqual([
      "Deutsch",
      "Schweizerdeutsch",
    ]);
    expect(spokenLanguages(["Englisch – B2", "Bielefeld, 1. Dezember 2026"])).toEqual(["Englisch"]);
  });

  it("takes no legal form or currency code in running text for a tool", () => {
    expect(
      findSkills([], "Export files for Ferronnerie Hesbaye SPRL with certificats EUR.1 in PLDA and SAP.", []),
    ).toEqual(["SAP", "PLDA"]);
  });

  it("keeps phrases whole and joins items a narrow column wrapped after a joining word or a hyphen", () => {
    expect(
      listItems([
        "Prise en charge de l'urgence pré-hospitalière",
        "Vinificación de tintos y blancos",
        "Gistpropagatie en",
        "gistbeheer",
        "Regulierung von Flügel-",
        "und Klaviermechaniken",
        "Umsatzsteuer-",
        "Voranmeldungen",
      ]),
    ).toEqual([
      "Prise en charge de l'urgence pré-hospitalière",
      "Vinificación de tintos y blancos",
      "Gistpropagatie en gistbeheer",
      "Regulierung von Flügel- und Klaviermechaniken",
      "Umsatzsteuer-Voranmeldungen",
    ]);
  });

  it("joins an item a column wrapped before a preposition, and keeps a phrase that has one whole", () => {
    expect(
      listItems([
        "Pekelen en kaasverzorging",
        "in de rijpingsopslag",
        "Communicatie met",
        "families in rouw",
      ]),
    ).toEqual(["Pekelen en kaasverzorging in de rijpingsopslag", "Communicatie met families in rouw"]);
  });
});

describe("what a skills list holds that is not a skill", () => {
  it("drops a driving licence, its class and a car of one's own, but keeps the C language", () => {
    expect(
      listItems([
        "Forklift (counterbalance), Full UK driving licence, Code EB, Führerschein Klasse B, C, vehículo propio",
      ]),
    ).toEqual(["Forklift", "C"]);
  });

  it("drops a page's furniture, a level word and a date a column wrapped in", () => {
    expect(listItems(["Joinery, Page 1 of 2, Very Good, Wartung 09/2016 –, Hand tools"])).toEqual([
      "Joinery",
      "Hand tools",
    ]);
  });

  it("parts a list by its dashes, and reads French 'en' as 'in' but Dutch 'en' as 'and' (set 20)", () => {
    expect(listItems(["Taille des arbres – Abattage en rétention – Élagage –"])).toEqual([
      "Taille des arbres",
      "Abattage en rétention",
      "Élagage",
    ]);
    expect(listItems(["Peritoneale dialyse en HDF"])).toEqual(["Peritoneale dialyse", "HDF"]);
    expect(listItems(["Python – advanced"])).toEqual(["Python"]);
  });

  it("lists a form's ticked boxes only, and keeps a lone closing word with its phrase (set 27)", () => {
    expect(
      listItems(["[X] Single needle lockstitch     [X] Overlocker", "[x] Flatlock   [ ] Bartack"]),
    ).toEqual(["Single needle lockstitch", "Overlocker", "Flatlock"]);
    expect(listItems(["Changing needles, keeping my machine clean and oiled"])).toEqual([
      "Changing needles",
      "keeping my machine clean and oiled",
    ]);
    expect(listItems(["Unvented cylinder installs and servicing"])).toEqual([
      "Unvented cylinder installs",
      "servicing",
    ]);
  });

  it("reads a printed form's lettered headings, a trade's machines and a language grid's heading (set 27)", () => {
    const cv = extractCvLocally(
      [
        "Limpho Ntsekhe",
        "D.  MACHINES I CAN OPERATE",
        "    [X] Single needle lockstitch          [ ] Bartack",
        "E.  LANGUAGES                Speak       Read        Write",
        "    Sesotho                  [X]         [X]         [X]",
        "F.  OTHER SKILLS",
        "    Quality checking my own work",
      ].join("\n"),
    );
    expect(cv.skills).toEqual(["Single needle lockstitch", "Quality checking my own work"]);
  });

  it("keeps 'Working' unless it says 'working knowledge', and a part after 'and' that goes on with a preposition", () => {
    expect(listItems(["Working under pressure and to targets", "Working knowledge of Sage 50"])).toEqual([
      "Working under pressure and to targets",
      "Sage 50",
    ]);
  });

  it("keeps 'Staff training' whole, drops a slash a line ends with, and starts a section at 'LANGUAGES |' (set 23)", () => {
    expect(listItems(["Staff training / SQL basics / Studs and tack fitting /"])).toEqual([
      "Staff training",
      "SQL",
      "Studs",
      "tack fitting",
    ]);
    const cv = extractCvLocally(
      [
        "Nomvula Dlamini",
        "SKILLS | Wine list building | Cellar management | Stock control",
        "LANGUAGES | English (native) | Afrikaans (good)",
      ].join("\n"),
    );
    expect(cv.skills).toEqual(["Wine list building", "Cellar management", "Stock control"]);
  });

  it("joins an item a column wrapped after a bullet or 'auf', and ends a list at one long heading word (set 25)", () => {
    expect(listItems(["› Deep cleaning", "› Minibar and amenity", "control", "› Chemical safety"])).toEqual([
      "Deep cleaning",
      "Minibar and amenity control",
      "Chemical safety",
    ]);
    expect(listItems(["– Implantatprothetik auf", "Titanbasen"])).toEqual([
      "Implantatprothetik auf Titanbasen",
    ]);
    const cv = extractCvLocally(
      [
        "Curtis Hryhorchuk-LeBlanc",
        "SKILLS",
        "Floor care, snow removal",
        "",
        "PHYSICAL",
        "Lift and carry 50+ lbs; comfortable on ladders",
        "",
        "Curtis Hryhorchuk-LeBlanc · page 1 of 1",
      ].join("\n"),
    );
    expect(cv.skills).toEqual(["Floor care", "snow removal"]);
  });

  it("drops 'References available on request' (set 19)", () => {
    expect(listItems(["Varnishing, References available on request"])).toEqual(["Varnishing"]);
  });
});

describe("spoken languages under more of their names (set 19)", () => {
  it("reads Scottish Gaelic, castellano and a creole with its place's adjective", () => {
    expect(
      spokenLanguages([
        "English, Scottish Gaelic",
        "Gallego, castellano",
        "Créole haïtien (langue maternelle)",
        "Anglais écrit",
      ]),
    ).toEqual(["English", "Scottish Gaelic", "Gallego", "castellano", "Créole haïtien", "Anglais"]);
  });
});

describe("list items that are one skill, and a language name that starts a skill (set 56)", () => {
  it("keeps 'Cooking for groups' whole: one plain word after 'for' says for whom", () => {
    expect(listItems(["Cooking for groups", "Sheep handling"])).toEqual([
      "Cooking for groups",
      "Sheep handling",
    ]);
    expect(listItems(["Tableau for variance reporting"])).toEqual(["Tableau", "variance reporting"]);
  });

  it("keeps one verb before 'and' with the object it shares ('Cutting and dressing franka stone')", () => {
    expect(listItems(["Cutting and dressing franka stone", "Traçage et coupe de patrons"])).toEqual([
      "Cutting and dressing franka stone",
      "Traçage et coupe de patrons",
    ]);
    expect(listItems(["Adobe InDesign and Canva"])).toEqual(["Adobe InDesign", "Canva"]);
  });

  it("keeps 'Swedish massage' as a skill, but not 'Welsh & English' or 'French (fluent)'", () => {
    expect(listItems(["Swedish massage · Deep tissue massage · Hot stone therapy"])).toEqual([
      "Swedish massage",
      "Deep tissue massage",
      "Hot stone therapy",
    ]);
    expect(listItems(["Swedish massage", "Welsh & English", "French (fluent)"])).toEqual(["Swedish massage"]);
  });
});

describe("a skills table with levels, and the new Europass's language grid (set 57)", () => {
  it("reads the first cell of each row of a 'Skill | Level' table", () => {
    expect(
      listItems([
        "Skill: | Level",
        "MS Excel (pivot tables)   | Advanced",
        "Capacity planning: | Good",
        "AutoCAD: | Basic",
      ]),
    ).toEqual(["MS Excel", "Capacity planning", "AutoCAD"]);
  });

  it("drops the grid's headings, levels, scale and certificate, and keeps 'Job-related skills' as a list", () => {
    expect(
      listItems([
        "Other language(s)  UNDERSTANDING           SPEAKING                    WRITING",
        "                   Listening   Reading     Spoken interaction  Spoken production",
        "English            B2          B2          B2                  B2                  B2",
        "                   Cambridge B2 First (2025)",
        "                   Levels: A1 and A2: Basic user - B1 and B2: Independent user",
        "                   Common European Framework of Reference for Languages",
        "Job-related skills Water and food sampling · Chain of custody",
      ]),
    ).toEqual(["Water and food sampling", "Chain of custody"]);
  });

  it("reads 'Mother tongue(s)   Spanish' with spaces for its colon", () => {
    expect(spokenLanguages(["Mother tongue(s)   Spanish"])).toEqual(["Spanish"]);
  });
});

describe("referees on a skills line, and languages named with their people's words (set 58)", () => {
  it("drops a 'References:' line and 'Refs on request', but keeps 'Reference and retrieval'", () => {
    expect(
      listItems([
        "Jar tests, chemical dosing",
        "References: Mr. Tšepo Ramakatsa, Plant Supervisor, +266 5955 5031",
        "Refs on request",
        "Reference and retrieval",
      ]),
    ).toEqual(["Jar tests", "chemical dosing", "Reference and retrieval"]);
  });

  it("reads 'te reo Māori' and 'Cook Islands Māori' as languages", () => {
    expect(spokenLanguages(["Languages: English, te reo Māori (basic)"])).toEqual([
      "English",
      "te reo Māori",
    ]);
    expect(spokenLanguages(["English (native) · Cook Islands Māori (conversational)"])).toEqual([
      "English",
      "Cook Islands Māori",
    ]);
  });
});
