// The claim check of a letter that is not in English (docs/product-rules.md, "The claim check"): numbers, names
// and known tools are checked; the result says the letter was only partly checked.
import { describe, expect, it } from "vitest";
import { checkLetter } from "@/lib/grounding/check-letter";
import { partialLanguageOf, withoutGreetingAndSignOff } from "@/lib/grounding/partial-check";

const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "",
  "Skills",
  "Go, Python, PostgreSQL, Kubernetes",
].join("\n");
const JOB =
  "Wir suchen eine Backend Engineer (m/w/d) für unser Team in Berlin. Du arbeitest mit Go und Kubernetes.";

const german = (middle: string) =>
  [
    "Sehr geehrte Frau Müller,",
    `mit großem Interesse bewerbe ich mich bei Klarwerk. Bei Brightwave habe ich 40 Dienste nach Kubernetes migriert und die Bereitstellungszeit um 85% verkürzt. ${middle}`,
    "Ich arbeite täglich mit Go und PostgreSQL und freue mich auf Ihre Rückmeldung.",
    "Mit freundlichen Grüßen\nJane Doe",
  ].join("\n\n");

const check = (letter: string) => checkLetter({ letter, cvContent: CV, jobDescription: JOB });
const texts = (letter: string) => check(letter).claims.map((claim) => [claim.text, claim.supported]);

describe("the claim check of a German letter", () => {
  it("checks numbers and known tools against the CV and says it was partly checked", () => {
    const result = check(german(""));
    expect(result.partial).toEqual({ language: "de" });
    expect(result.unsupported).toBe(0);
    expect(texts(german(""))).toEqual(
      expect.arrayContaining([
        ["40 Dienste", true],
        ["Kubernetes", true],
        ["85%", true],
        ["Go", true],
        ["PostgreSQL", true],
      ]),
    );
  });

  it("flags a number and a tool the CV does not show, at their place", () => {
    const letter = german(
      "Außerdem habe ich mit Terraform 12 Plattformen aufgebaut und die Kosten um 30% gesenkt.",
    );
    const result = check(letter);
    const unsupported = result.claims.filter((claim) => !claim.supported);
    expect(unsupported.map((claim) => claim.text)).toEqual(["Terraform", "12 Plattformen", "30%"]);
    for (const claim of unsupported) expect(letter.slice(claim.start, claim.end)).toBe(claim.text);
  });

  it("claims nothing after a negation, nor in a sentence about the reader", () => {
    expect(texts(german("Mit Terraform habe ich noch nicht gearbeitet."))).not.toContainEqual([
      "Terraform",
      false,
    ]);
    expect(texts(german("Ihr Team nutzt Terraform und AWS."))).not.toContainEqual(["Terraform", false]);
  });

  it("never takes a German noun for a name, nor the greeting and sign-off for claims", () => {
    const claims = check(
      german("Meine Erfahrung in der Entwicklung verteilter Systeme bringe ich gerne ein."),
    ).claims;
    expect(claims.map((claim) => claim.text)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Erfahrung|Entwicklung|Systeme|Müller|Grüßen/)]),
    );
  });

  it("reads French, Spanish, Dutch, Italian and Portuguese letters as partly checked too", () => {
    const letters: Record<string, string> = {
      fr: "Madame, Monsieur,\n\nJe suis ingénieur et j'ai migré 40 services vers Kubernetes chez Brightwave. Je travaille avec Go et PostgreSQL depuis plusieurs années.\n\nCordialement,\nJane Doe",
      es: "Estimados señores:\n\nSoy ingeniera y he migrado 40 servicios a Kubernetes en Brightwave. Trabajo con Go y PostgreSQL desde hace varios años.\n\nAtentamente,\nJane Doe",
      nl: "Geachte heer/mevrouw,\n\nIk ben ingenieur en ik heb 40 diensten naar Kubernetes gemigreerd bij Brightwave. Ik werk al jaren met Go en PostgreSQL.\n\nMet vriendelijke groet,\nJane Doe",
      it: "Spettabile Azienda,\n\nSono un ingegnere e ho migrato 40 servizi a Kubernetes presso Brightwave. Lavoro con Go e PostgreSQL da diversi anni e mi occupo dello sviluppo di servizi per i pagamenti.\n\nCordiali saluti,\nJane Doe",
      pt: "Prezados Senhores,\n\nSou engenheira e migrei 40 serviços para Kubernetes na Brightwave. Eu trabalho com Go e PostgreSQL há vários anos.\n\nAtenciosamente,\nJane Doe",
    };
    for (const [language, letter] of Object.entries(letters)) {
      const result = check(letter);
      expect(result.partial, language).toEqual({ language });
      expect(
        result.claims.map((claim) => claim.text),
        language,
      ).toEqual(expect.arrayContaining([expect.stringMatching(/^40\b/), "Kubernetes"]));
      expect(result.unsupported, language).toBe(0);
    }
  });

  it("checks an English letter in full, as before", () => {
    const result = check(
      "Dear Ms Müller,\n\nI migrated 40 services to Kubernetes at Brightwave.\n\nSincerely,\nJane Doe",
    );
    expect(result.partial).toBeUndefined();
    expect(partialLanguageOf("I migrated 40 services.")).toBeNull();
  });
});

describe("the claim check of a letter in French or Spanish", () => {
  const french = (middle: string) =>
    [
      "Madame,",
      `Je vous adresse ma candidature au poste d'ingénieure backend au sein de votre équipe. Je suis ingénieure chez Brightwave depuis 2021. ${middle}`,
      "Je serais ravie d'échanger avec vous lors d'un entretien et je reste à votre disposition pour toute information.",
      "Cordialement,\nJane Doe",
    ].join("\n\n");
  const flaggedIn = (letter: string) =>
    check(letter)
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);

  it("reads a tool after 'je travaille dans', and a degree's subject up to 'puis' (set 23)", () => {
    const cv = `${CV}\nFormation\nBachelor en informatique de gestion, HEIG-VD, 2016`;
    const job = "Ingénieure backend (H/F)\nProfil\n- Maîtrise de Go et de memoQ";
    const letter = french(
      "Au quotidien, je travaille dans PostgreSQL et memoQ. J'ai obtenu un Bachelor en informatique de gestion puis mon premier poste chez Brightwave.",
    );
    expect(
      checkLetter({ letter, cvContent: cv, jobDescription: job })
        .claims.filter((claim) => !claim.supported)
        .map((claim) => claim.text),
    ).toEqual(["memoQ"]);
  });

  it("reads a wish before a count as no claim, and one after it as none of the count's business (set 24)", () => {
    expect(
      flaggedIn(french("Je serais heureuse de soutenir vos huit ingénieurs. J'ai migré quarante services.")),
    ).toEqual([]);
    expect(flaggedIn(french("J'ai encadré huit ingénieurs et je souhaite continuer."))).toEqual([
      "huit ingénieurs",
    ]);
  });

  it("reads number words, years, team sizes and per cent in the letter's language", () => {
    expect(
      flaggedIn(french("J'ai encadré une équipe de huit personnes pendant dix ans d'expérience.")),
    ).toEqual(["huit personnes", "dix ans"]);
    // The CV's own "Mar 2021 – Present" shows five years as of 2026.
    expect(flaggedIn(french("J'ai cinq ans d'expérience et j'ai migré quarante services."))).toEqual([]);
    const spanish =
      "Estimados señores:\n\nLes escribo para presentar mi candidatura al puesto de ingeniera backend en su empresa. Tengo veinticinco años de experiencia y he dirigido un equipo de doce personas. Quedo a su disposición para una entrevista.\n\nAtentamente,\nJane Doe";
    expect(flaggedIn(spanish)).toEqual(["veinticinco años", "doce personas"]);
  });

  it("reads 'nearly', sums in millions, and what the years were spent on", () => {
    // Mar 2021 to June 2026 is five years: "presque six ans" is within a year of it.
    expect(flaggedIn(french("J'ai presque six ans d'expérience en Kubernetes."))).toEqual([]);
    expect(flaggedIn(french("J'ai cinq ans d'expérience en distribution pharmaceutique."))).toEqual([
      "cinq ans",
    ]);
    expect(flaggedIn(french("J'ai piloté un budget de 2,5 M€."))).toEqual(["2,5 M€"]);
  });

  it("flags an employer or school the CV does not name, except in German where every noun is capitalised", () => {
    expect(flaggedIn(french("Auparavant, chez Yves Rocher, j'ai suivi un programme de l'ESSEC."))).toEqual([
      "Yves Rocher",
      "ESSEC",
    ]);
    expect(flaggedIn(french("Je travaille avec Go chez Brightwave."))).toEqual([]);
  });
});

describe("the claim check of a German letter's languages and 'ohne'", () => {
  const cv = `${CV}\n\nSprachen\nEnglisch – Grundkenntnisse`;
  const flaggedDe = (middle: string) =>
    checkLetter({ letter: german(middle), cvContent: cv, jobDescription: JOB })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);

  it("flags a level of a language above the CV's, with the level, and claims what follows 'ohne Probleme'", () => {
    // The level is what is untrue, so the flag covers it.
    expect(flaggedDe("Durch verhandlungssicheres Englisch lese ich Handbücher ohne Probleme.")).toEqual([
      "verhandlungssicheres Englisch",
    ]);
    expect(flaggedDe("Englisch spreche ich auf muttersprachlichem Niveau (C2), daneben Deutsch.")).toEqual([
      "Englisch spreche ich auf muttersprachlichem Niveau (C2)",
      // The CV lists no German either.
      "Deutsch",
    ]);
    expect(flaggedDe("Ich spreche Englisch auf Grundniveau, ohne Terraform-Erfahrung.")).toEqual([]);
  });
});

describe("the claim check of a Dutch letter to a German CV", () => {
  const cv = [
    "Jörg Wüstenhöfer",
    "",
    "Berufserfahrung",
    "04/2019 – heute     Abteilungsleiter Tomatenanbau, Gemüsebau Hoeven GmbH, Straelen",
    "                    • Verantwortlich für 9 ha Rispentomaten unter Glas",
    "                    • Führung von 25 Saisonarbeitskräften",
    "",
    "Sprachen",
    "Niederländisch – gut (B1)",
  ].join("\n");
  const dutch = (middle: string) =>
    `Geachte heer, mevrouw,\n\nMet veel interesse las ik uw vacature. ${middle} Ik kijk uit naar uw reactie en werk graag samen.\n\nMet vriendelijke groet,\n\nJörg Wüstenhöfer`;
  const flaggedNl = (middle: string) =>
    checkLetter({ letter: dutch(middle), cvContent: cv, jobDescription: JOB, now: new Date("2026-06-01") })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);

  it("reads the years at an employer the CV names, its units and its compound words for people", () => {
    expect(
      flaggedNl(
        "Ik werk nu ruim zeven jaar als afdelingshoofd bij Gemüsebau Hoeven GmbH, met negen hectare tomaten en vijfentwintig seizoenskrachten.",
      ),
    ).toEqual([]);
    expect(flaggedNl("Ik werk nu ruim negen jaar als afdelingshoofd bij Gemüsebau Hoeven GmbH.")).toEqual([
      "negen jaar",
    ]);
  });

  it("does not take a nationality adjective for a name, and flags a level above the CV's", () => {
    expect(flaggedNl("Ik werk nauw samen met Nederlandse teeltadviseurs.")).toEqual([]);
    expect(flaggedNl("Mijn Nederlands is vloeiend (C1).")).toEqual(["Nederlands is vloeiend (C1)"]);
  });
});

describe("the claim check of French and German letters: compounds and dates", () => {
  it("reads 'quatre-vingt-quatre' as 84", () => {
    const cv =
      "Léa Martin\n\nExpérience\nConductrice de travaux — Bouvier, Lyon, 2019 – aujourd'hui\n• Résidence de 84 logements";
    const letter = `Madame, Monsieur,\n\nJ'ai livré une résidence de quatre-vingt-quatre logements et je souhaite rejoindre votre entreprise.\n\nCordialement,\n\nLéa Martin`;
    const flagged = checkLetter({ letter, cvContent: cv, jobDescription: JOB, now: new Date("2026-06-01") })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);
    expect(flagged).toEqual([]);
  });

  it("judges years whole when the activity's words sit in the CV's compounds, not when they are absent", () => {
    const cv = [
      "Anja Keller",
      "",
      "Berufserfahrung",
      "09/2019 – heute",
      "Bilanzbuchhalterin, Elster Logistik GmbH",
      "• Jahresabschlüsse und Finanzbuchhaltung",
      "08/2014 – 08/2019",
      "Steuerfachangestellte, Hoffmann & Partner",
    ].join("\n");
    const letterWith = (claim: string) =>
      `Sehr geehrte Damen und Herren,\n\n${claim} Ich freue mich auf Ihre Antwort und ein Gespräch.\n\nMit freundlichen Grüßen\n\nAnja Keller`;
    const flaggedIn = (claim: string) =>
      checkLetter({
        letter: letterWith(claim),
        cvContent: cv,
        jobDescription: JOB,
        now: new Date("2026-06-01"),
      })
        .claims.filter((c) => !c.supported)
        .map((c) => c.text);
    expect(
      flaggedIn("Ich bringe knapp zwölf Jahre Berufserfahrung in Buchhaltung und Abschlusserstellung mit."),
    ).toEqual([]);
    expect(flaggedIn("Ich bringe zwei Jahre Berufserfahrung in der Pharmaindustrie mit.")).toEqual([
      "zwei Jahre",
    ]);
  });
});

describe("the claim check of degrees, promotions and pronoun-less sentences in other languages", () => {
  const cv = [
    "Lucía Pérez",
    "",
    "Experiencia",
    "febrero 2021 – actualidad",
    "Jefa de turno, Logística Moncayo S.L., Zaragoza",
    "· Equipo de 28 personas",
    "",
    "Formación",
    "Grado en Administración y Dirección de Empresas — Universidad de Zaragoza (2011–2015)",
  ].join("\n");
  const spanish = (middle: string) =>
    `Estimados señores:\n\nMe dirijo a ustedes para presentar mi candidatura al puesto de jefa de almacén en su centro logístico. ${middle} Me motiva especialmente la posibilidad de trabajar en un equipo grande y de seguir aprendiendo cada día. Quedo a su disposición para ampliar cualquier información en una entrevista personal cuando lo consideren oportuno, y les agradezco de antemano su tiempo y su atención.\n\nAtentamente,\n\nLucía Pérez`;
  const flaggedEs = (middle: string) =>
    checkLetter({ letter: spanish(middle), cvContent: cv, jobDescription: JOB, now: new Date("2026-06-01") })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);

  it("checks a sentence without a pronoun ('dirijo', 'lideré') as the candidate's", () => {
    expect(flaggedEs("En Logística Moncayo dirijo un equipo de veintiocho personas.")).toEqual([]);
    expect(flaggedEs("En Logística Moncayo dirijo un equipo de sesenta personas.")).toEqual([
      "sesenta personas",
    ]);
  });

  it("checks a degree by its level and subject, and a promotion by its title", () => {
    expect(flaggedEs("Soy graduada: tengo el Grado en Administración y Dirección de Empresas.")).toEqual([]);
    expect(flaggedEs("Completé el Máster en Logística Integral.")).toEqual(["Máster en Logística Integral"]);
    expect(flaggedEs("Después fui promovida a Responsable de Operaciones.")).toEqual([
      "Responsable de Operaciones",
    ]);
  });
});

describe("the claim check of numbers written the French, Dutch and Spanish way", () => {
  const check = (cv: string, middle: string, opening: string, closing: string) =>
    checkLetter({
      letter: `${opening}\n\n${middle} Je serais ravie d'en parler avec vous lors d'un entretien, et je vous remercie de votre attention et du temps que vous consacrerez à ma candidature. Je reste disponible pour toute information complémentaire sur mon parcours.\n\n${closing}\n\nLéa Martin`,
      cvContent: cv,
      jobDescription: JOB,
      now: new Date("2026-06-01"),
    })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text);
  const cv = [
    "Léa Martin",
    "",
    "Expérience",
    "2019 – aujourd'hui  Cheffe sommelière, Maison Garonne, Bordeaux",
    "• Gestion d'une cave de 1 200 références (environ 14 000 bouteilles)",
    "• Chiffre d'affaires vin de 620 000 €",
    "• Réduction de la casse de 14% à 9%",
    "",
    "Formation",
    "2017  WSET Level 3, University College Cork",
  ].join("\n");

  it("reads hundreds and thousands in words, and thousands grouped by a space", () => {
    const flagged = (middle: string) => check(cv, middle, "Madame, Monsieur,", "Cordialement,");
    expect(
      flagged(
        "Je gère une cave de mille deux cents références, soit quatorze mille bouteilles, pour six cent vingt mille euros de chiffre d'affaires.",
      ),
    ).toEqual([]);
    expect(flagged("Je gère une cave de deux mille références.")).toEqual(["deux mille références"]);
  });

  it("reads a change 'de 14 à 9 %' as two percentages, and an abbreviation the CV spells out", () => {
    const flagged = (middle: string) => check(cv, middle, "Madame, Monsieur,", "Cordialement,");
    expect(flagged("J'ai réduit la casse de 14 à 9 %. J'ai étudié à UCC.")).toEqual([]);
  });
});

describe("withoutGreetingAndSignOff", () => {
  it("blanks the greeting and everything from the sign-off on, keeping every offset", () => {
    const letter = german("");
    const blanked = withoutGreetingAndSignOff(letter);
    expect(blanked).toHaveLength(letter.length);
    expect(blanked).not.toContain("Sehr geehrte");
    expect(blanked).not.toContain("Mit freundlichen");
    expect(blanked).not.toContain("Jane Doe");
    expect(blanked).toContain("Ich arbeite täglich");
  });
});
