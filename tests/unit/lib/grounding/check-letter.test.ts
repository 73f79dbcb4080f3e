import { describe, expect, it } from "vitest";
import { checkLetter, type Claim, type LetterCheck } from "@/lib/grounding/check-letter";
import { findNumbers } from "@/lib/grounding/numbers";

/** The claim check (docs/product-rules.md, "The claim check"): each kind of claim, supported and not. */

const CV = `Jane Doe
London | jane.doe@example.com | +44 7700 900123

PROFILE
Backend engineer with eight years of experience building services in Go and Python.

EXPERIENCE
Senior Software Engineer — Brightwave Ltd (Mar 2018 – Present)
- Led a team of 6 engineers on the payments platform
- Ran Postgres and K8s clusters; cut p95 latency by 60%
- Saved £220k a year on AWS
Software Engineer — Castle Digital & Co (Jun 2016 – Feb 2018)
- Built REST APIs serving 5 million requests a day for 12 clients

EDUCATION
BSc (Hons) Computer Science, University of Manchester, 2016

CERTIFICATIONS
AWS Certified Solutions Architect, 2021
`;

const ADVERT = `Senior Backend Engineer
Northstar Analytics is hiring a Senior Backend Engineer to join our platform team.

Requirements
- Production experience with Terraform
- Strong Go or Python
- Hands-on payment reconciliation systems
`;

const NOW = new Date("2026-06-01T00:00:00Z");

function check(body: string, extra: Partial<Parameters<typeof checkLetter>[0]> = {}): LetterCheck {
  const letter = `Dear Hiring Manager,\n\n${body}\n\nSincerely,\nJane Doe`;
  return checkLetter({ letter, cvContent: CV, jobDescription: ADVERT, now: NOW, ...extra });
}

/** The claim whose text is exactly `text`. */
function claim(result: LetterCheck, text: string): Claim {
  const found = result.claims.find((c) => c.text === text);
  if (!found)
    throw new Error(
      `no claim ${JSON.stringify(text)} in ${JSON.stringify(result.claims.map((c) => c.text))}`,
    );
  return found;
}

const flagged = (result: LetterCheck) => result.claims.filter((c) => !c.supported).map((c) => c.text);

describe("checkLetter: claim kinds", () => {
  it.each([
    ["employer", "I spent two years at Brightwave.", "Brightwave", true],
    ["employer", "Before that I worked at Globex Corporation.", "Globex Corporation", false],
    ["school", "I graduated from the University of Manchester.", "University of Manchester", true],
    ["school", "I graduated from the University of Oxford.", "University of Oxford", false],
    ["title", "As a Senior Software Engineer I own the payments platform.", "Senior Software Engineer", true],
    ["title", "I was promoted to Head of Engineering in 2022.", "Head of Engineering", false],
    ["qualification", "I hold a BSc in Computer Science.", "BSc in Computer Science", true],
    ["qualification", "I hold an MSc in Computer Science.", "MSc in Computer Science", false],
    ["qualification", "I am PRINCE2 certified.", "PRINCE2 certified", false],
    ["skill", "I run PostgreSQL in production.", "PostgreSQL", true],
    ["skill", "I write Rust every day.", "Rust", false],
    ["number", "I cut p95 latency by 60%.", "60%", true],
    ["number", "I cut p95 latency by 75%.", "75%", false],
    ["number", "I saved £220k a year on AWS.", "£220k", true],
    ["number", "I saved £2m a year on AWS.", "£2m", false],
    ["number", "My APIs served 12 clients.", "12 clients", true],
    ["team", "I led a team of 6 engineers.", "6 engineers", true],
    ["team", "I led a team of 12 engineers.", "12 engineers", false],
    ["years", "I have eight years of experience.", "eight years", true],
    ["years", "I have 15 years of experience.", "15 years", false],
    ["date", "I joined Castle Digital in 2016.", "2016", true],
    ["date", "I joined Castle Digital in 2012.", "2012", false],
  ] as const)("%s: %s", (kind, body, text, supported) => {
    const found = claim(check(body), text);
    expect(found.kind).toBe(kind);
    expect(found.supported).toBe(supported);
    if (supported) expect(found.evidence.length).toBeGreaterThan(0);
    else expect(found.evidence).toEqual([]);
  });

  it("keeps the CV lines that support a claim as its evidence", () => {
    expect(claim(check("I cut p95 latency by 60%."), "60%").evidence).toEqual([
      "Ran Postgres and K8s clusters; cut p95 latency by 60%",
    ]);
    expect(claim(check("I cut p95 latency by 60%."), "60%").source).toBe("cv");
  });

  it("offers the closest CV line for an unsupported claim", () => {
    expect(claim(check("I cut p95 latency by 75%."), "75%").closest).toBe(
      "Ran Postgres and K8s clusters; cut p95 latency by 60%",
    );
  });
});

describe("checkLetter: matching", () => {
  it.each([
    ["Kubernetes", "I run Kubernetes clusters."],
    ["PostgreSQL", "I tune PostgreSQL daily."],
    ["K8s", "I know K8s well."],
    ["SQL", "I write SQL daily."],
  ])("finds %s through the lexicon's synonyms", (text, body) => {
    expect(claim(check(body), text).supported).toBe(true);
  });

  it("reads numbers as digits or words, exactly", () => {
    expect(claim(check("I led a team of six engineers."), "six engineers").supported).toBe(true);
    expect(claim(check("My APIs served twelve clients."), "twelve clients").supported).toBe(true);
    expect(claim(check("My APIs served 120 clients."), "120 clients").supported).toBe(false);
  });

  it("never lets a phone number or a date support a team size", () => {
    // The CV's phone number ends in 900123 and it names 2016 and 2018; none of them is a team.
    expect(claim(check("I led a team of 2016 engineers."), "2016 engineers").supported).toBe(false);
    expect(claim(check("I led a team of 900123 people."), "900123 people").supported).toBe(false);
  });

  it("works years of experience out of the CV's dates, within a year", () => {
    // Mar 2016 – present, read in June 2026: ten years.
    expect(claim(check("I have ten years of experience."), "ten years").supported).toBe(true);
    expect(claim(check("I have over 9 years of experience."), "9 years").supported).toBe(true);
    expect(claim(check("I have over 12 years of experience."), "12 years").supported).toBe(false);
  });

  it("matches names without case, punctuation, legal suffixes or '&'/'and'", () => {
    expect(claim(check("I worked at Castle Digital & Co."), "Castle Digital & Co").supported).toBe(true);
    expect(claim(check("I worked at BRIGHTWAVE LIMITED."), "BRIGHTWAVE LIMITED").supported).toBe(true);
  });

  it("catches a must-have of the advert that the CV lacks", () => {
    expect(flagged(check("I have deep experience with Terraform."))).toEqual(["Terraform"]);
    expect(flagged(check("I built payment reconciliation systems at Brightwave."))).toEqual([
      "payment reconciliation systems",
    ]);
  });
});

describe("checkLetter: rules learned from the second hold-out's misses", () => {
  const advert = `${ADVERT}\nNice to have: Zendara, Quillbase or Orbitly; OFTEC tickets; NEBOSH.`;

  it("counts the later items of a list of tools the advert names", () => {
    const result = check("I track our work in Postgres, Zendara and Quillbase.", {
      jobDescription: advert,
    });
    expect(flagged(result)).toEqual(["Zendara", "Quillbase"]);
    const held = check("I hold my AWS certificate, a first-aid course, NEBOSH and OFTEC tickets.", {
      jobDescription: advert,
    });
    expect(flagged(held)).toEqual(["NEBOSH", "OFTEC tickets"]);
  });

  it("leaves a list the advert's names only mention", () => {
    expect(
      flagged(check("Your work with Zendara and Quillbase is impressive.", { jobDescription: advert })),
    ).toEqual([]);
  });

  it("takes a plural organisation word as an organisation", () => {
    expect(flagged(check("I did a rotation at Leeds Teaching Hospitals."))).toEqual([
      "Leeds Teaching Hospitals",
    ]);
  });

  it("does not take a CV's 'in three years' for three years of experience", () => {
    const cv = `${CV}\nACHIEVEMENTS\n- Raised uptime from 97% to 99.9% in four years\n`;
    const result = check("I bring four years of experience.", { cvContent: cv });
    expect(claim(result, "four years").supported).toBe(false);
  });

  it("does not take a wish in the CV as evidence", () => {
    const cv = `${CV}\nPROFILE\nKeen to develop towards a Staff Engineer role.\n`;
    expect(
      claim(check("I currently work as a Staff Engineer.", { cvContent: cv }), "Staff Engineer").supported,
    ).toBe(false);
  });

  it("does not let a postgraduate certificate support a master's degree", () => {
    const cv = `${CV}\nPostgraduate Certificate in Software Architecture, 2020\n`;
    const result = check("I hold an MSc in Software Architecture.", { cvContent: cv });
    expect(claim(result, "MSc in Software Architecture").supported).toBe(false);
    const study = check("I completed postgraduate study in Software Architecture.", { cvContent: cv });
    expect(flagged(study)).toEqual([]);
  });
});

describe("checkLetter: rules learned from the third hold-out's misses", () => {
  const cv = `${CV}
Certificate III in Electrotechnology, 2013
SHRM-CP, 2022
CTP (Association for Financial Professionals), 2023
National Competency Framework, Step 2 (completed 2022)
- Revenue up +18 % in a year
`;
  const checked = (body: string, extra = {}) => flagged(check(body, { cvContent: cv, ...extra }));

  it("tells a credential's grade and level apart", () => {
    expect(checked("I hold the SHRM-SCP and a Certificate IV in Electrotechnology.")).toEqual([
      "SHRM-SCP",
      "Certificate IV in Electrotechnology",
    ]);
    expect(checked("I hold the SHRM-CP and a Certificate III in Electrotechnology.")).toEqual([]);
    expect(checked("I completed Step 3 of the National Competency Framework.")).toEqual(["Step 3"]);
    expect(checked("I completed Step 2 of the National Competency Framework.")).toEqual([]);
  });

  it("reads a 'Certified …' title as a credential, shown by the title or its initials", () => {
    expect(checked("I am a Certified Treasury Professional.")).toEqual([]);
    expect(checked("I am a Certified Management Accountant.")).toEqual(["Certified Management Accountant"]);
  });

  it("leaves the post's own grade and reference code alone", () => {
    const advert = `${ADVERT}\nBand 6 | Reference 417-CCU-2026-088`;
    expect(
      checked("I am applying for this Band 6 post (reference 417-CCU-2026-088).", { jobDescription: advert }),
    ).toEqual([]);
  });

  it("reads '+18 %' as a rise of 18 per cent, and years of a role said with 'I've been'", () => {
    expect(checked("I grew revenue by 18 %.")).toEqual([]);
    expect(checked("For the last eight years I've been a Senior Software Engineer at Brightwave.")).toEqual(
      [],
    );
  });
});

describe("checkLetter: rules learned from the fourth hold-out's misses", () => {
  const cv = `${CV}
Grado en Enfermería, Universitat de València, 2015
Enfermera de UCI (sustituciones), 2016
Advanced Excel (pivot tables, VLOOKUP/XLOOKUP)
LANGUAGES
Spanish (native), English (B2), Igbo (conversational)
`;
  const checked = (body: string, extra = {}) => flagged(check(body, { cvContent: cv, ...extra }));

  it("reads a spoken language under any of its names, at the level the CV gives", () => {
    expect(
      checked("I speak fluent Spanish and a working level of English, and I am conversational in Igbo."),
    ).toEqual([]);
    // A level before a name is that language's, not the one before "and".
    expect(checked("I speak French and have C1 English.")).toEqual(["French", "C1 English"]);
  });

  it("shows an intensive care unit and a degree under their names in the CV's language", () => {
    expect(
      checked(
        "I spent a year in the ICU after my bachelor's degree in nursing from the Universitat de València.",
      ),
    ).toEqual([]);
    expect(checked("I hold a master's degree in nursing from the Universitat de València.")).toEqual([
      "master's degree in nursing",
    ]);
  });

  it("reads a planned route as work done, and a plan as a plan", () => {
    expect(checked("I cut costs by 60% by re-planning the routes.")).toEqual([]);
    expect(checked("I am planning to learn Terraform next year.")).toEqual([]);
    expect(checked("In 2016 I cut costs by 75% by re-planning the routes.")).toEqual(["75%"]);
  });

  it("reads a year followed by a dash as a year, and slash-joined tools one by one", () => {
    expect(checked("I joined Brightwave Ltd in 2018 – over eight years ago.")).toEqual([]);
    expect(checked("I use pivot tables, VLOOKUP and XLOOKUP daily.")).toEqual([]);
  });

  it("leaves the job's own schedule and place alone", () => {
    const advert = `${ADVERT}\nHybrid: three days a week in Ringaskiddy.`;
    expect(checked("I can work three days a week in Ringaskiddy.", { jobDescription: advert })).toEqual([]);
  });
});

describe("checkLetter: rules learned from the fifth hold-out's misses", () => {
  const cv = `Ada Obi
Lagos | ada@example.com

EXPERIENCE
Security Engineer — Payloom, Chicago (Jul 2021 – Present)
- Ran EDR on 3,000 endpoints for 9,000 users; wrote 250+ Splunk detections
- Shared 1-in-6 on-call rota
- Apps with 5M+ downloads; 9 ha of glasshouse
Summary: four years in security operations.

LANGUAGES
Spanish (native), English (B2), French
`;
  const checked = (body: string) => flagged(check(body, { cvContent: cv }));

  it("reads numbers in words with their scale words", () => {
    expect(
      checked(
        "I protect three thousand endpoints and nine thousand users, and wrote over two hundred and fifty Splunk detections.",
      ),
    ).toEqual([]);
    expect(checked("I protect four thousand endpoints.")).toEqual(["four thousand endpoints"]);
    expect(checked("My apps have five million plus downloads.")).toEqual([]);
  });

  it("takes a one-in-six rota as a rota, not a count of six", () => {
    expect(checked("I share a one-in-six on-call rota.")).toEqual([]);
  });

  it("lets 'nearly five years' stand on four stated years", () => {
    expect(checked("For nearly five years I have worked in security operations.")).toEqual([]);
  });

  it("flags a certification by name and a level the CV gives lower", () => {
    expect(checked("I am MEDDICC certified and hold an Embraer E145 type rating.")).toEqual([
      "MEDDICC certified",
      "Embraer E145 type rating",
    ]);
    expect(checked("I speak Spanish natively and English fluently.")).toEqual(["English fluently"]);
  });

  it("reads a unit written another way as the same unit", () => {
    expect(checked("I looked after nine hectares of glasshouse.")).toEqual([]);
  });
});

describe("checkLetter: rules learned from the sixth hold-out's false flags", () => {
  const cv = `Ada Obi
Lagos | ada@example.com | HR Generalist | ACIPM

EXPERIENCE
Supplier Quality Engineer — Fieldwise, Pune (03/2022 – Present)
- Supplier PPM reduced from 820 to 310 in FY 2023-24
- Eight on, six off roster
`;
  const checked = (body: string) => flagged(check(body, { cvContent: cv }));

  it("works out a change from 'from X to Y', and reads '-plus' as 'at least'", () => {
    expect(checked("I cut supplier PPM by more than 60 percent.")).toEqual([]);
    expect(checked("I cut supplier PPM by more than 70 percent.")).toEqual(["70 percent"]);
    expect(checked("For the last four-plus years I have worked at Fieldwise.")).toEqual([]);
  });

  it("takes a roster pattern as a roster, and a grade of membership written as letters", () => {
    expect(checked("I work an eight on, six off roster.")).toEqual([]);
    expect(checked("I am an Associate Member of CIPM.")).toEqual([]);
    expect(checked("I am a Fellow of CIPD.")).toEqual(["CIPD"]);
  });
});

describe("checkLetter: what is not a claim", () => {
  it("does not count the advert's own company or its position", () => {
    const result = check("I am applying for the Senior Backend Engineer role at Northstar Analytics.");
    expect(result.claims).toEqual([]);
  });

  it("does not count the reader's team or needs", () => {
    expect(check("Your team's need for Terraform is clear from the advert.").claims).toEqual([]);
  });

  it.each([
    "I have not used Terraform in production yet, but I have read a lot about it.",
    "I'm keen to learn Terraform.",
    "I would welcome the chance to grow into Terraform.",
    "I have less hands-on experience of Terraform.",
  ])("does not count a hedged or negated mention: %s", (body) => {
    expect(flagged(check(body))).toEqual([]);
  });

  it("ignores the salutation, the sign-off and the contact line's numbers", () => {
    const result = check("You can reach me at jane.doe@example.com or on +44 7700 900123.");
    expect(result.claims).toEqual([]);
  });

  it("counts a sentence about the candidate by name", () => {
    expect(flagged(check("Jane has used Rust for years."))).toEqual(["Rust"]);
  });

  it("counts a bullet of the letter as the candidate's own", () => {
    expect(flagged(check("Highlights:\n- Migrated 40 services to Terraform"))).toEqual([
      "40 services",
      "Terraform",
    ]);
  });
});

describe("checkLetter: offsets, notes and confirmations", () => {
  it("gives each claim's place in the letter", () => {
    const letter =
      "Dear Hiring Manager,\n\nAt Brightwave, e.g. on payments, I cut p95 latency by 60%. I know Rust.\n\nSincerely,\nJane";
    const result = checkLetter({ letter, cvContent: CV, jobDescription: ADVERT, now: NOW });
    for (const found of result.claims) expect(letter.slice(found.start, found.end)).toBe(found.text);
    expect(result.claims.map((c) => c.text)).toEqual(["Brightwave", "60%", "Rust"]);
    expect(result.unsupported).toBe(1);
  });

  it("accepts the user's notes as evidence, marked as such", () => {
    const result = check("I know Rust well.", { additionalNotes: "I have been writing Rust since 2023." });
    expect(claim(result, "Rust")).toMatchObject({
      supported: true,
      source: "notes",
      evidence: ["I have been writing Rust since 2023."],
    });
  });

  it("stops flagging a claim the user said is true", () => {
    const result = check("I know Rust well.", { confirmed: ["rust"] });
    expect(claim(result, "Rust")).toMatchObject({ supported: true, source: "confirmed", evidence: [] });
    expect(result.unsupported).toBe(0);
  });

  it("is deterministic", () => {
    const body = "At Globex I led 14 engineers and cut costs by 30% using Terraform.";
    expect(check(body)).toEqual(check(body));
  });
});

describe("checkLetter: organisations, credentials and terms", () => {
  const NURSE_CV = `Sam Carter
Bristol | sam.carter@example.com

EXPERIENCE
Staff Nurse, St Mary's Hospital, Bristol
June 2018 – Present
- Care for eight patients on a 28-bed acute medical unit
- Organised the Great North Run team (180 runners)
Healthcare Assistant, Southmead Care Home, Bristol
January 2015 – May 2018

QUALIFICATIONS
BSc Adult Nursing, University of the West of England, 2018
CIPD Level 3 Certificate in People Practice
Full clean driving licence
`;
  const HOTEL_ADVERT = `Front of House Manager
The Grand Harbourlight, Scarborough

About Harbourlight Hotels
Harbourlight Hotels plc owns nine seaside hotels. The Grand Harbourlight is our flagship.
`;
  const nurse = (body: string, jobDescription = ADVERT) =>
    check(body, { cvContent: NURSE_CV, jobDescription });

  it("reads an organisation word as an employer, even after a city's name", () => {
    const found = claim(nurse("I spent a year at Bristol Royal Infirmary."), "Bristol Royal Infirmary");
    expect(found).toMatchObject({ kind: "employer", supported: false });
  });

  it("matches a credential's level, not just its body", () => {
    expect(claim(nurse("I completed CIPD Level 3."), "CIPD Level 3").supported).toBe(true);
    expect(claim(nurse("I completed CIPD Level 5."), "CIPD Level 5")).toMatchObject({
      kind: "qualification",
      supported: false,
    });
    expect(flagged(nurse("I hold a Level 4 Diploma in Heating Design."))).toEqual([
      "Level 4 Diploma in Heating Design",
    ]);
  });

  it("reads licences and qualifications named by their noun", () => {
    expect(claim(nurse("I hold a full driving licence."), "full driving licence").supported).toBe(true);
    expect(flagged(nurse("I hold a forklift licence."))).toEqual(["forklift licence"]);
    expect(flagged(nurse("I have a mentorship qualification."))).toEqual(["mentorship qualification"]);
  });

  it("checks a compound technical term the candidate has experience with", () => {
    expect(flagged(nurse("I have experience with antibody–drug conjugates."))).toEqual([
      "antibody–drug conjugates",
    ]);
  });

  it("counts years of something only in the roles that show it", () => {
    // Nursing since June 2018, read in June 2026: eight years; the care assistant's years before are not nursing.
    expect(claim(nurse("I have eight years of nursing experience."), "eight years").supported).toBe(true);
    expect(claim(nurse("I have eleven years of nursing experience."), "eleven years").supported).toBe(false);
  });

  it("never reads a ward's beds as a BEd degree", () => {
    expect(claim(nurse("I earned a BSc in 2018."), "BSc").evidence).toEqual([
      "BSc Adult Nursing, University of the West of England, 2018",
    ]);
  });

  it("matches people by who they were", () => {
    expect(claim(nurse("I led a team of 180 runners."), "180").supported).toBe(true);
  });

  it("does not count the advert's own brand in a sentence about the application", () => {
    expect(
      flagged(nurse("I was thrilled to see the vacancy at The Grand Harbourlight.", HOTEL_ADVERT)),
    ).toEqual([]);
    expect(flagged(nurse("I worked at The Grand Harbourlight.", HOTEL_ADVERT))).toEqual([
      "The Grand Harbourlight",
    ]);
  });
});

describe("checkLetter: rules learned from letter set 8", () => {
  const SOLICITOR = `Gwen Howells
Cardiff | gwen.howells@example.com

EXPERIENCE
Associate Solicitor, Private Client — Taff & Ely Law LLP (Mar 2021 – Present)
- Supervise two paralegals
Trainee Solicitor — Penarth Legal (Sep 2016 – Sep 2018)

QUALIFICATIONS
Admitted as a solicitor of England and Wales, September 2018
LLB (Hons) Law, University of Nottingham, 2016
Award: Cardiff Law Society Junior Lawyer Award 2023
`;
  const letter = (body: string) => `Dear Ms Price,\n\n${body}\n\nYours sincerely,\nGwen Howells`;
  const run = (body: string) =>
    checkLetter({ letter: letter(body), cvContent: SOLICITOR, jobDescription: ADVERT, now: NOW });

  it("reads a hard-wrapped letter's sentences whole", () => {
    const body =
      "Since 2021 I have run a private client caseload at Taff & Ely, and in 2024 I was made\nHead of Private Client, which I am proud of.";
    expect(flagged(run(body))).toContain("Head of Private Client");
  });

  it("shows a title only by its own words, and skips 'made' and 'also' before it", () => {
    expect(flagged(run("In 2021 I was made Associate Solicitor."))).toEqual([]);
    expect(flagged(run("I was also the Supervising Partner for the team."))).toContain("Supervising Partner");
  });

  it("checks an award by its whole name, possessive included", () => {
    expect(
      flagged(run("In 2023 I was proud to pick up the Cardiff Law Society Junior Lawyer Award.")),
    ).toEqual([]);
    expect(flagged(run("In 2023 I was proud to pick up the Law Society's Excellence Award."))).toContain(
      "Law Society's Excellence Award",
    );
    expect(flagged(run("In 2024 I was named Solicitor of the Year."))).toContain("Solicitor of the Year");
  });

  it("counts years since qualification from the admission date", () => {
    expect(flagged(run("I have more than seven years since qualification."))).toEqual([]);
    expect(flagged(run("I have more than twelve years since qualification."))).toContain("twelve years");
  });

  it("reads an abbreviation written with a small letter for a small word", () => {
    expect(flagged(run("I hold an LLB from UoN."))).toEqual([]);
    expect(flagged(run("I hold an LLB from UoB."))).toContain("UoB");
  });

  it("reads a clause break in another language, so 'ohne' earlier does not hide a claim", () => {
    const german = `Anna Schmidt\n\nBERUFSERFAHRUNG\nEntgeltabrechnerin — Lohnwerk GmbH (01/2019 – heute)\n- Abrechnung für 900 Beschäftigte\n`;
    const brief = `Sehr geehrte Frau Weber,\n\nZwei Prüfungen habe ich begleitet – beide ohne Beanstandung –, und durch eine sorgfältige Aufarbeitung haben wir Nachzahlungen von 250.000 € vermieden. Ich rechne täglich für 900 Beschäftigte ab und kenne die Abläufe im Detail.\n\nMit freundlichen Grüßen\nAnna Schmidt`;
    const result = checkLetter({
      letter: brief,
      cvContent: german,
      jobDescription: "Entgeltabrechner (m/w/d)",
      now: NOW,
    });
    expect(flagged(result)).toContain("250.000 €");
  });

  it("reads a postscript after the signature", () => {
    const result = checkLetter({
      letter: `Dear Ms Price,\n\nI supervise two paralegals.\n\nYours sincerely,\nGwen Howells\n\nP.S. I also hold a PRINCE2 Practitioner certificate.`,
      cvContent: SOLICITOR,
      jobDescription: ADVERT,
      now: NOW,
    });
    expect(flagged(result).some((text) => /Practitioner/.test(text))).toBe(true);
  });

  it("takes a certificate's level as part of it", () => {
    const cv = `${SOLICITOR}PRINCE2 Foundation, 2020\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: ADVERT, now: NOW }));
    expect(check("I hold PRINCE2 Foundation.")).toEqual([]);
    expect(check("I hold PRINCE2 Practitioner.").some((text) => /Practitioner/.test(text))).toBe(true);
  });

  it("reads a total of years against the whole career, and a currency's code as money", () => {
    expect(flagged(run("In total I have worked for more than nine years in legal practice."))).toEqual([]);
    expect(flagged(run("I acted on the KES 3.5 billion fourteen-storey tower sale."))).toEqual([
      "KES 3.5 billion",
      "fourteen-storey",
    ]);
  });

  it("reads a tool that a list of used tools goes on to name", () => {
    const cv = "Léa Martin\n\nCOMPÉTENCES\nZBrush · Substance Painter · Blender\n";
    const result = checkLetter({
      letter:
        "Madame,\n\nCôté outils, j'utilise ZBrush, Substance Painter et Blender au quotidien, ainsi que Houdini pour mes outils procéduraux. Je travaille depuis six ans dans le jeu vidéo et je connais les pipelines de production.\n\nCordialement,\nLéa Martin",
      cvContent: cv,
      jobDescription: "Artiste environnement senior. Houdini apprécié.",
      now: NOW,
    });
    expect(flagged(result)).toContain("Houdini");
  });

  it("reads a German further-training qualification by its name", () => {
    const cv = "Anna Schmidt\n\nWEITERBILDUNG\nGeprüfte Bilanzbuchhalterin (IHK), 2021\n";
    const check = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Sehr geehrte Frau Weber,\n\n${sentence} Ich arbeite seit vielen Jahren in der Buchhaltung und kenne die Abläufe.\n\nMit freundlichen Grüßen\nAnna Schmidt`,
          cvContent: cv,
          jobDescription: "Bilanzbuchhalter (m/w/d)",
          now: NOW,
        }),
      );
    expect(
      check("2021 habe ich die Weiterbildung zur geprüften Bilanzbuchhalterin (IHK) abgeschlossen."),
    ).toEqual([]);
    expect(
      check("Ich habe die Weiterbildung zur Geprüften Personalfachkauffrau (IHK) abgeschlossen."),
    ).toContain("Weiterbildung zur Geprüften Personalfachkauffrau (IHK)");
  });

  it("checks a must-have written with a hyphen, and Gaelic among the languages", () => {
    const advert =
      "Structural Engineer\n\nRequirements\n- Experience in the design of post-tensioned slabs\n- Gaelic speakers welcome";
    const result = checkLetter({
      letter: letter("I have designed post-tensioned slabs for two office blocks, and I have fluent Gaelic."),
      cvContent: SOLICITOR,
      jobDescription: advert,
      now: NOW,
    });
    expect(flagged(result)).toEqual(expect.arrayContaining(["fluent Gaelic"]));
    expect(flagged(result).some((text) => /post-tensioned/.test(text))).toBe(true);
  });

  it("reads a sentence that goes on from the candidate's, in the same paragraph, for what it names and counts", () => {
    const body =
      "At Taff & Ely I run the private client team. Fee income rose by 27% in two years.\n\nThe firm has 40 partners.";
    const flaggedTexts = flagged(run(body));
    expect(flaggedTexts).toContain("27%");
    // A new paragraph without a person is not the candidate's.
    expect(flaggedTexts).not.toContain("40 partners");
  });

  it("leaves the reader's things to the reader in other languages", () => {
    const cv = "Léa Martin\n\nEXPÉRIENCE\nSommelière — Maison Lescure (2019 – aujourd'hui)\n";
    const result = checkLetter({
      letter:
        "Madame,\n\nJe travaille depuis 2019 comme sommelière chez Maison Lescure. J'admire votre carte de 2 400 références et je souhaite rejoindre votre équipe.\n\nCordialement,\nLéa Martin",
      cvContent: cv,
      jobDescription: "Head Sommelier",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });

  it("does not take a shortlist for a win, nor one class of a certificate for another", () => {
    const cv = `${SOLICITOR}Shortlisted, Wales Private Client Lawyer of the Year, 2024\nMEO Class II (Motor), 2019\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: ADVERT, now: NOW }));
    expect(check("I won Wales Private Client Lawyer of the Year in 2024.")).toContain(
      "Wales Private Client Lawyer of the Year",
    );
    expect(check("I was shortlisted for Wales Private Client Lawyer of the Year in 2024.")).toEqual([]);
    expect(check("I hold MEO Class II.")).toEqual([]);
    expect(check("I have cleared MEO Class I.")).toContain("MEO Class I");
  });

  it("checks an abbreviation in brackets, and a crew's size", () => {
    expect(flagged(run("I hold chartered membership of the RICS (MRICS)."))).toEqual(
      expect.arrayContaining(["MRICS"]),
    );
    expect(flagged(run("At incidents I routinely lead a crew of twelve."))).toContain("twelve");
  });

  it("checks teaching a course one has only taken, a numbered grade in a title, and a C2 for a C1", () => {
    const cv = `${SOLICITOR}PHTLS (provider), 2023\nSolicitor (Band 6 equivalent) — Private Client\nSpanish (C1)\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: ADVERT, now: NOW }));
    expect(check("I am a PHTLS instructor and teach first aid at weekends.")).toContain("PHTLS instructor");
    expect(check("I completed PHTLS in 2023.")).toEqual([]);
    expect(check("I have served as acting Band 7 Private Client Solicitor for a year.")).toEqual(
      expect.arrayContaining([expect.stringMatching(/Band 7/)]),
    );
    expect(check("My Spanish is at C2 level.")).toEqual(
      expect.arrayContaining([expect.stringMatching(/C2/)]),
    );
    expect(check("My Spanish is at C1 level.")).toEqual([]);
  });

  it("reads a German letter's products, hyphenated employers and each language's own level", () => {
    const cv =
      "Anna Schmidt\n\nBERUFSERFAHRUNG\n2019 – heute · Apothekerin, Löwen-Apotheke Lüneburg\nWarenwirtschaft IXOS\n\nSPRACHEN\nDeutsch (Muttersprache), Englisch (C1), Polnisch (Grundkenntnisse)\n";
    const result = flagged(
      checkLetter({
        letter:
          "Sehr geehrte Frau Weber,\n\nSeit 2019 arbeite ich als Apothekerin in der Löwen-Apotheke Lüneburg, zuvor kurz in der Stern-Apotheke Celle. In der Warenwirtschaft arbeite ich täglich mit ADG SCANWORX. Neben Deutsch spreche ich Englisch auf C1-Niveau und fließend Polnisch.\n\nMit freundlichen Grüßen\nAnna Schmidt",
        cvContent: cv,
        jobDescription: "Filialleitung (m/w/d)\n– Sichere Kenntnisse in ADG SCANWORX (Muss)",
        now: NOW,
      }),
    );
    expect(result).toEqual(
      expect.arrayContaining(["Stern-Apotheke Celle", "ADG SCANWORX", expect.stringMatching(/Polnisch/)]),
    );
    expect(result.some((text) => /Englisch|Löwen/.test(text))).toBe(false);
  });

  it("places a must-have claim on the words the CV lacks, and splits two products joined by 'and'", () => {
    const advert = `${ADVERT}- Kubernetes and Nomad\n`;
    const result = flagged(
      checkLetter({
        letter: letter("I run Kubernetes and Nomad clusters, and I use QINSy and EIVA NaviSuite."),
        cvContent: `${CV}- Acquisition in QINSy\n`,
        jobDescription: advert,
        now: NOW,
      }),
    );
    expect(result).toEqual(expect.arrayContaining(["Nomad", "EIVA NaviSuite"]));
    expect(result.some((text) => /QINSy|Kubernetes/.test(text))).toBe(false);
  });

  it("reads honours grades, a decimal comma, a money difference and millions in French", () => {
    const cv =
      "Léa Martin\n\nFORMATION\n2012 – Master LEA, Université Lyon 2, mention bien. Moyenne : 14,5\n\nEXPÉRIENCE\nTraduction de contrats (environ 1,2 million de mots au total)\n• Raised wine spend per cover from £21 (2022) to £27 (2024)\n";
    const check = (body: string) =>
      flagged(
        checkLetter({
          letter: `Madame,\n\n${body}\n\nCordialement,\nLéa Martin`,
          cvContent: cv,
          jobDescription: "Traductrice juridique",
          now: NOW,
        }),
      );
    expect(check("J'ai obtenu mon master avec la mention très bien.")).toEqual(["mention très bien"]);
    expect(check("J'ai obtenu mon master avec la mention bien et une moyenne de 14,5.")).toEqual([]);
    expect(check("J'ai traduit plus de deux millions de mots au total pour des cabinets d'avocats.")).toEqual(
      [expect.stringMatching(/deux millions/)],
    );
  });

  it("reads a product whose name starts in small letters, and a letter grade inside a name", () => {
    const cv = `${SOLICITOR}Trados Studio, Excel\nProgramme recognised at IHO Category B\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: ADVERT, now: NOW }));
    expect(check("I translate in Trados Studio and memoQ every day.")).toContain("memoQ");
    expect(check("My degree has IHO Category A recognition.")).toEqual(
      expect.arrayContaining([expect.stringMatching(/IHO Category A/)]),
    );
    expect(check("My degree has IHO Category B recognition.")).toEqual([]);
  });

  it("leaves the advert's own pay to the advert, and reads credentials and languages in compounds", () => {
    const advert = `${ADVERT}\nSalary: CHF 98 000 – 112 000 a year\n`;
    const cv = `${SOLICITOR}CeMAP (Certificate in Mortgage Advice and Practice), 2014\nMembre de l'UNSAF\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(check("The salary of CHF 98 000 to 112 000 suits me, and I am CeMAP-qualified.")).toEqual([]);
    expect(check("I am a member of the UNSAF.")).toEqual([]);
  });

  it("reads '-odd' and 'all in' years, a pay range with one 'k', and an advert's ticket the letter says it did", () => {
    const cv =
      "Dean Hale\n\nWORK HISTORY\nSite Glazier — Pennine Glass Ltd — March 2019 to present\nGlazier — Stockport Windows — June 2014 to February 2019\n\nCARDS\nCSCS Blue Card\n";
    const advert = `${ADVERT}- SSSTS or SMSTS\nSalary: £42,000 – £48,000\nA £10k training budget\n`;
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(
      check("I've been seven-odd years at Pennine Glass, so all in about twelve years on the tools."),
    ).toEqual([]);
    expect(check("The £42–48k you're offering works for me.")).toEqual([]);
    expect(check("I did my SSSTS in the spring.")).toEqual(["SSSTS"]);
    // A race's "10k" is not the advert's pay, however the advert writes its amounts.
    expect(check("I organised a 10k for 600 runners.")).toEqual(
      expect.arrayContaining([expect.stringMatching(/10k/)]),
    );
  });

  it("leaves the advert's pay grade alone, and reads counts, rates and careers across languages", () => {
    const cv =
      "Élodie Marchetti\n\nEXPÉRIENCE\nSept. 2018 – août 2021 – Technicienne de laboratoire\n• Pesée des essais (en moyenne 15 essais par jour)\n\nFORMATION\n2013 – 2016 Licence de chimie, Université Côte d'Azur\n";
    const advert = "Junior Perfumer\nPay: schaal 9 of the cao\n";
    const check = (body: string, text = cv) =>
      flagged(checkLetter({ letter: letter(body), cvContent: text, jobDescription: advert, now: NOW }));
    expect(check("I weighed fifteen trials a day, and a post in schaal 9 suits me.")).toEqual([]);
    expect(check("I weighed fifteen trials a week.")).toEqual([expect.stringMatching(/fifteen/)]);
    expect(check("I hold a degree in chemistry from Université Côte d'Azur.")).toEqual([]);
    const gis =
      "Ailsa Grant\n\nEDUCATION\nMSc Geographical Information Science (Merit)\nUniversity of Edinburgh, 2017\n";
    expect(check("I hold an MSc in GIS from Edinburgh.", gis)).toEqual([]);
    const safety =
      "Priya Shah\n\nEXPERIENCE\nPharmacovigilance Officer — Corvana Pharma, Jan 2021 – present\nDrug Safety Associate — Thamesbridge, Sep 2018 – Dec 2020\n";
    expect(check("Almost eight years in drug safety.", safety)).toEqual([]);
  });

  it("compares a count's noun when the letter and the CV share a language", () => {
    const cv =
      "Lucía Barrientos\n\nPERFIL\nArqueóloga con siete años de experiencia en excavaciones de urgencia y en la redacción de memorias para la administración.\n\nEXPERIENCIA\nMayo 2019 – actualidad · Arqueóloga técnica – Arqueotec Extremadura, Mérida\n· Dirección de sondeos y control de movimientos de tierra en obras públicas\n\nFORMACIÓN\nQGIS aplicado a la arqueología (60 h), 2021\n";
    const result = flagged(
      checkLetter({
        letter:
          "Estimados señores:\n\nMe dirijo a ustedes con gran interés por la oferta de dirección de excavación. Llevo siete años en Arqueotec Extremadura y he dirigido más de sesenta intervenciones arqueológicas en la provincia de Badajoz.\n\nQuedo a su disposición para una entrevista.\n\nAtentamente,\nLucía Barrientos",
        cvContent: cv,
        jobDescription: "Director/a de excavación",
        now: NOW,
      }),
    );
    expect(result).toContain("sesenta intervenciones");
  });

  it("leaves the advert's pay scale and the reader's own team alone, and reads a name wrapped over two lines", () => {
    const cv =
      "Aisha Rahman\n\nQUALIFICATIONS\nBSc (Hons) Quantity Surveying,\n2:1, Sheffield Hallam\nUniversity, 2016\n\nTALEN\nDuits: redelijk\n";
    const advert = "Logopedist\n- Salaris in FWG 55\n- Leiding over ons team van 9 therapeuten\n";
    const check = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(check("I studied at Sheffield Hallam University.")).toEqual([]);
    expect(
      check("Placement in FWG 55 suits me, and I would gladly lead your team of 9 therapeuten."),
    ).toEqual([]);
    expect(check("Placement in FWG 55 suits me, and I have led a team of 9 therapeuten.")).toEqual([
      expect.stringMatching(/9/),
    ]);
  });

  it("reads a level inside a spoken language's claim as part of it, and a clause after 'sodass' as its own", () => {
    const cv = "Dean Hale\n\nEXPERIENCE\nJun 2020 – Present | B1 Licensed Engineer | Anglia Aero Services\n";
    expect(
      flagged(
        checkLetter({
          letter: letter("My German is at B1 after two years of evening classes."),
          cvContent: cv,
          jobDescription: ADVERT,
          now: NOW,
        }),
      ),
    ).toContain("German is at B1");
    const german =
      "Jana Kowalski\n\nSPRACHEN\nDeutsch: Muttersprache\nEnglisch: Grundkenntnisse (A2)\n\nBERUF\nSeit 2017 Kälteanlagenbauerin bei Frost & Sohn GmbH\n";
    const result = flagged(
      checkLetter({
        letter:
          "Sehr geehrte Damen und Herren,\n\nich bin seit 2017 Kälteanlagenbauerin bei Frost & Sohn. Englisch spreche ich sicher auf B2-Niveau, sodass die Zusammenarbeit mit Ihren Herstellern kein Problem ist.\n\nMit freundlichen Grüßen\nJana Kowalski",
        cvContent: german,
        jobDescription: "Teamleitung Kältetechnik",
        now: NOW,
      }),
    );
    expect(result).toEqual([expect.stringMatching(/Englisch/)]);
  });

  it("reads sums, fields, apprenticeships, employers under titles and durations across languages (set 15)", () => {
    const run = (body: string, cv: string, advert = ADVERT) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    // A count the CV gives in parts, presented as a sum; not when the letter does not sum.
    const baker =
      "Mara Lenz\n\nBERUF\n03/2020 – heute\nStellvertretende Chef-Bäckerin, Hotel Adler\n- Anleitung von 2 Bäcker:innen und 1 Auszubildenden\n";
    const german = (body: string) =>
      flagged(
        checkLetter({
          letter: `Sehr geehrte Damen und Herren,\n\n${body}\n\nMit freundlichen Grüßen\nMara Lenz`,
          cvContent: baker,
          jobDescription: "Chef-Bäcker/in",
          now: NOW,
        }),
      );
    expect(
      german("Ich leite zwei Bäcker:innen und einen Auszubildenden an, also ein Team von drei Leuten."),
    ).toEqual([]);
    expect(german("Derzeit leite ich ein Team von drei Leuten.")).toEqual([expect.stringMatching(/drei/)]);
    // Years in a field whose posts go by other names, and years counting an apprenticeship.
    const officer =
      "Sam Reid\n\nEMPLOYMENT\nJuly 2019 – present\nEnvironmental Health Officer — Trent Council\n\nSeptember 2016 – June 2019\nTechnical Officer (Food Safety) — Soar Council\n";
    expect(run("I have nearly ten years in environmental health.", officer)).toEqual([]);
    const farrier =
      "Tom Hale\n\nEXPERIENCE\nApril 2019 – present: Farrier, Hale Farriery\n- Shoeing racehorses\nSeptember 2014 – February 2019: Apprentice Farrier\n";
    expect(run("I've been shoeing for over eleven years counting my apprenticeship.", farrier)).toEqual([]);
    // The employer on the line under the title, in a CV of another language.
    const organ =
      "Anna Roth\n\nBERUF\n10/2018 – heute\nOrgelbauerin und Intoneurin\nOrgelbau Kessler GmbH, Ulm\n- Intonation bei 14 Orgelneubauten\n\n2022  Einführungskurs Intonation (2 Tage)\n";
    expect(
      run(
        "For over seven years I have been an organ builder at Orgelbau Kessler. I voiced fourteen new instruments after a two-day course.",
        organ,
      ),
    ).toEqual([]);
  });

  it("reads an emoji-bulleted qualifications list: a degree's class, a level of certificate, chartered status (set 15)", () => {
    const cv =
      "Dan Oke\n\nEDUCATION\nBSc (Hons) Environmental Health — University of Leeds, 2016 (2:1)\nRegistered Environmental Health Practitioner, 2019\nMember of the Chartered Institute of Environmental Health (MCIEH)\nNEBOSH National General Certificate in Occupational Health and Safety, 2018\n";
    const run = (list: string) =>
      flagged(
        checkLetter({
          letter: `Dear Hiring Manager,\n\nI would like to apply.\n\n**Qualifications:**\n\n${list}\n\nKind regards,\nDan Oke`,
          cvContent: cv,
          jobDescription: ADVERT,
          now: NOW,
        }),
      );
    expect(
      run(
        "🎓 2:1 BSc (Hons) in Environmental Health\n📜 Member of the CIEH\n🦺 NEBOSH General Certificate in Occupational Health and Safety",
      ),
    ).toEqual([]);
    expect(run("🎓 First-Class BSc (Hons) in Environmental Health")).toEqual([
      expect.stringMatching(/First-Class/),
    ]);
    expect(run("🦺 NEBOSH National Diploma in Occupational Health and Safety")).toEqual([
      expect.stringMatching(/NEBOSH National Diploma/),
    ]);
    expect(run("🏅 Chartered Environmental Health Practitioner")).toEqual([
      expect.stringMatching(/Chartered/),
    ]);
    // "first-class service" gives no degree a class.
    expect(
      flagged(
        checkLetter({
          letter:
            "Dear Hiring Manager,\n\nI give first-class service to every business I inspect.\n\nKind regards,\nDan Oke",
          cvContent: cv,
          jobDescription: ADVERT,
          now: NOW,
        }),
      ),
    ).toEqual([]);
  });

  it("reads unfinished courses, the advert's own counts, and an activity that starts with 'a' (set 16)", () => {
    const cv =
      "Tom Reed\n\nEXPERIENCE\nSep 2015 – Present\nPhysics Teacher, Hillside Academy\n\nQUALIFICATIONS\nNPQ for Leading Teaching (NPQLT): started October 2025, final assessment due November 2026\nPGCE Secondary Physics, 2015\n";
    const advert = "Head of Physics\nWe are a school with a team of eight physics teachers.\n";
    const run = (body: string, text = cv) =>
      flagged(checkLetter({ letter: letter(body), cvContent: text, jobDescription: advert, now: NOW }));
    expect(run("I completed the NPQ for Leading Teaching this spring.")).toContain("NPQ");
    expect(run("I am currently completing the NPQ for Leading Teaching.")).toEqual([]);
    expect(run("A school with a team of eight physics teachers is where I want to be.")).toEqual([]);
    expect(run("I have led a team of eight physics teachers.")).toEqual([expect.stringMatching(/eight/)]);
    const dutch =
      "Sanne Bakker\n\nWERKERVARING\nmrt. 2019 – heden\nApothekersassistent\nStadsapotheek, Groningen\nsep. 2015 – feb. 2019\nApothekersassistent\nApotheek De Wijert, Groningen\n";
    expect(
      flagged(
        checkLetter({
          letter:
            "Geachte heer,\n\nIk heb ruim tien jaar ervaring als apothekersassistent.\n\nMet vriendelijke groet,\nSanne Bakker",
          cvContent: dutch,
          jobDescription: "Apothekersassistent",
          now: NOW,
        }),
      ),
    ).toEqual([]);
  });

  it("reads sums whose parts follow, bullet headings, classes on their own and years' words (set 17)", () => {
    const cv =
      "Tom Reddy\n\nEXPERIENCE\nMar 2022 – Present | Sous Chef | The Salt House\n- Kitchen team of 4 chefs and 2 kitchen porters\n- PPAP submissions: 18 in 2022–2023 and 8 in 2024–2025\n\nEDUCATION\nBSc (Hons) Culinary Arts, 2016 – 2:1\n";
    const advert =
      "Head Chef\nWe are a kitchen team of nine.\nEssential: substantial post-registration experience\n";
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(run("Our kitchen team of six (four chefs and two KPs) is a great bunch.")).toEqual([]);
    expect(run("I have made twenty-six PPAP submissions since 2022.")).toEqual([]);
    expect(run("I graduated with a First.")).toEqual([expect.stringMatching(/First/)]);
    expect(run("I graduated with a 2:1.")).toEqual([]);
    // The years claim judges the years; the advert's "post-registration" is no separate claim there.
    expect(run("I have four years of post-registration experience.")).not.toContain("post-registration");
    const bullets = flagged(
      checkLetter({
        letter:
          "Dear Chef,\n\nI would like to apply.\n\n📉 **Proven impact:** Cut food waste at The Salt House.\n👥 **Leadership:** Managed a kitchen team of nine.\n\nBest,\nTom Reddy",
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );
    expect(bullets).not.toContain("Proven");
    expect(bullets).toEqual(expect.arrayContaining([expect.stringMatching(/nine/)]));
  });
});

describe("claims read after blind set 18", () => {
  const letter = (body: string) => `Dear Hiring Manager,\n\n${body}\n\nKind regards,\nAlan Price`;
  const run = (
    body: string,
    cv: string,
    advert = "Site Supervisor\nRequirements\n- ECS Gold Card, NVQ Level 3 and AM2\n",
  ) => flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));

  it("reads the dates under a heading that dates a promotion, a list's total and a total across roles", () => {
    const cv = [
      "Alan Price",
      "WORK HISTORY",
      "Kestrel Access Ltd, Leeds – Scaffolder, Chargehand since Mar 2022",
      "Jun 2017 – Present",
      "- Set out 3 housing estates: 20, 25 and 30 plots",
      "- Completed 6 site audits in 2023",
      "Harlow Scaffolding, Hull – Labourer",
      "Sep 2014 – May 2017",
      "- Completed 3 site audits",
    ].join("\n");
    expect(run("I have spent the last nine years with Kestrel Access.", cv)).toEqual([]);
    expect(run("I have set out three estates, that is 75 plots in total.", cv)).toEqual([]);
    expect(run("I have set out three estates, that is 95 plots in total.", cv)).toEqual([
      expect.stringMatching(/95/),
    ]);
    expect(run("I have completed 9 site audits to date.", cv)).toEqual([]);
    expect(run("I have completed 11 site audits to date.", cv)).toEqual([expect.stringMatching(/11/)]);
  });

  it("reads a year after 'seit' as a date, a need as no claim, and each item of a listed must-have", () => {
    const cv = [
      "Alan Price",
      "QUALIFICATIONS",
      "NVQ Level 3 Electrotechnical Services – 2016",
      "AM2 – passed 2016",
      "CS41: assessment booked for July 2026",
    ].join("\n");
    expect(run("Paperwork wise: NVQ 3, AM2 back in 2016.", cv)).toEqual([]);
    expect(run("I would need a Skilled Worker visa to work in the UK.", cv)).toEqual([]);
    expect(
      flagged(
        checkLetter({
          letter:
            "Sehr geehrte Damen und Herren,\n\nZusätzlich betreue ich seit 2016 eine Auszubildende.\n\nMit freundlichen Grüßen\nAlan Price",
          cvContent: `${cv}\nBetreuung einer Auszubildenden seit 2016`,
          jobDescription: "Elektroniker (m/w/d)\nIhr Profil\n- Ausbildung als Elektroniker\n",
          now: NOW,
        }),
      ),
    ).toEqual([]);
  });

  it("flags a diploma held that the CV shows part-done, and a prize won that the CV shows shortlisted", () => {
    const cv = [
      "Alan Price",
      "QUALIFICATIONS",
      "CIM Level 6 Diploma in Professional Marketing – 2 of 3 modules passed; final module due June 2027",
      "WSET Level 4 Diploma in Wines : unités D1 et D2 réussies ; D3 et D4 restant à passer",
      "AWARDS",
      "Northern Digital Awards 2024 – shortlisted, Best Use of Social Media",
    ].join("\n");
    const advert = "Head of Digital\nRequirements\n- CIM Level 6 Diploma\n";
    expect(run("I hold the CIM Level 6 Diploma in Professional Marketing.", cv, advert)).toEqual([
      expect.stringMatching(/CIM/),
    ]);
    expect(run("I hold the WSET Level 4 Diploma in Wines.", cv, advert)).toEqual([
      expect.stringMatching(/WSET/),
    ]);
    expect(
      run("I am currently completing the CIM Level 6 Diploma in Professional Marketing.", cv, advert),
    ).toEqual([]);
    expect(
      run("At the Northern Digital Awards 2024 I was the winner of Best Use of Social Media.", cv, advert),
    ).toEqual([expect.stringMatching(/Best Use/)]);
  });

  it("does not read a part in a project or a meeting as leading or chairing it", () => {
    const cv = [
      "Alan Price",
      "EXPERIENCE",
      "Youth Justice Officer, Leeds City Council, 2019 – present",
      "- Member of the HMO licensing project team (2023–2024)",
      "- Attend MARAC meetings as case worker",
      "- Led the Saturday reparation scheme",
    ].join("\n");
    const advert = "Senior Youth Justice Officer\nRequirements\n- Experience of multi-agency working\n";
    expect(run("I led our HMO licensing project.", cv, advert)).toEqual([expect.stringMatching(/HMO/)]);
    expect(run("I chair MARAC meetings for my cases.", cv, advert)).toEqual([expect.stringMatching(/MARAC/)]);
    expect(run("I was part of the HMO licensing project and attend MARAC meetings.", cv, advert)).toEqual([]);
  });

  it("reads a CV line that says a thing is lacking as no evidence, 'got' as holding, and 'Cert III' in full", () => {
    const cv = [
      "Alan Price",
      "SKILLS",
      "AutoCAD, Civil 3D; no Revit yet",
      "Assisted the MCS installer on solar PV jobs (no MCS certification of my own)",
      "QUALIFICATIONS",
      "Certificate III in Electrotechnology (2016)",
    ].join("\n");
    const advert = "Site Supervisor\nRequirements\n- SMSTS or SSSTS\n";
    expect(run("I model in Revit every day.", cv, advert)).toEqual([expect.stringMatching(/Revit/)]);
    expect(run("I'm MCS-certified for solar PV.", cv, advert)).toEqual([expect.stringMatching(/MCS/)]);
    expect(run("I've got my SSSTS too.", cv, advert)).toEqual([expect.stringMatching(/SSSTS/)]);
    expect(run("I've got my Cert III in Electrotechnology.", cv, advert)).toEqual([]);
  });

  it("reads every item of a 'no experience with' list, and a hyphenated name, as lacking", () => {
    const cv = [
      "Priya Shah",
      "SKILLS",
      "Swift, SwiftUI, Combine; no experience with Jetpack Compose, HealthKit or ARKit.",
      "Taught KS3 and GCSE Chemistry; no GCSE or A-level Physics teaching.",
      "Migrated 40 services without downtime, using Terraform and Helm.",
    ].join("\n");
    const advert = "iOS Engineer\nRequirements\n- Swift\n";
    expect(run("I have built HealthKit integrations.", cv, advert)).toEqual([
      expect.stringMatching(/HealthKit/),
    ]);
    expect(run("I also teach A-level Physics.", cv, advert)).toEqual([
      expect.stringMatching(/A-level Physics/),
    ]);
    expect(run("I moved our services with Terraform.", cv, advert)).toEqual([]);
    expect(run("I teach GCSE Chemistry.", cv, advert)).toEqual([]);
  });

  it("reads each code of a list the letter labels as held ('Tickets: …'), even the advert's own", () => {
    const cv = ["Alan Price", "TICKETS", "PA1 Pesticides", "PA6 Knapsack", "Not held: PA2"].join("\n");
    const advert = "Grounds Person\nRequirements\n- Pesticide tickets including PA1, PA2 and PA6\n";
    expect(run("Tickets: PA1, PA2 and PA6, and I drive a tractor daily.", cv, advert)).toEqual([
      expect.stringMatching(/PA2/),
    ]);
    expect(run("Tickets: PA1 and PA6, and I drive a tractor daily.", cv, advert)).toEqual([]);
  });

  it("reads 'led … with X' against CV lines that only attended with X, and a licence the CV is working towards", () => {
    const cv = [
      "Alan Price",
      "HR Advisor, Harbour Foods (2020 – Present)",
      "Sat in on pay talks with Usdaw as minute-taker for the Head of People.",
      "Aircraft Mechanic, Fenland Aero (2019 – Present)",
      "EASA Part-66 B2 modules passed: 1, 2, 3, 4, 5 (11 of 14).",
      "Studying the Part-66 B2 modules towards a licence.",
    ].join("\n");
    const advert = "HR Business Partner\nRequirements\n- Employee relations\n";
    expect(run("I led the pay talks with Usdaw last spring.", cv, advert)).toEqual([
      expect.stringMatching(/led the pay talks with Usdaw/),
    ]);
    expect(run("I hold a full EASA Part-66 B2 licence.", cv, advert)).toEqual([
      expect.stringMatching(/Part-66 B2/),
    ]);
    expect(run("I am working through the EASA Part-66 B2 modules.", cv, advert)).toEqual([]);
  });

  it("reads a CV line that opens with 'No'/'Not' as lacking a must-have, and 'X's NAME' as one product", () => {
    const cv = [
      "Lerato Dube",
      "Pricing Analyst, Cedar Re (2019 – Present)",
      "Prophet model runs for valuation.",
      "Not registered as a Fellow of the actuarial society",
      "No experience with Lloyd's PRISM.",
    ].join("\n");
    const advert = [
      "Senior Pricing Analyst",
      "Requirements",
      "- Registered as a Fellow of the actuarial society",
      "- Pricing models in Lloyd's PRISM",
    ].join("\n");
    expect(run("I am registered as a Fellow of the actuarial society.", cv, advert)).toEqual([
      expect.stringMatching(/Fellow/),
    ]);
    expect(run("I have built pricing models in Lloyd's PRISM.", cv, advert)).toEqual([
      expect.stringMatching(/Lloyd's PRISM/),
    ]);
    expect(run("I run Prophet models for valuation.", cv, advert)).toEqual([]);
  });

  it("checks only numbers, dates, names and codes against a CV in a language it does not read", () => {
    const cv = [
      "Tomasz Wiśniewski",
      "DOŚWIADCZENIE ZAWODOWE",
      "03.2019 – obecnie  Spawacz rurociągów, Stocznia Remontowa Nauta, Gdynia",
      "- Spawanie rurociągów ze stali węglowej i nierdzewnej metodą TIG (141) i MAG (135).",
      "- Od 2023 r. opieka nad 2 praktykantami i przygotowanie stanowisk pracy.",
      "- Zastępowanie brygadzisty podczas urlopów, zespół 7 spawaczy.",
      "WYKSZTAŁCENIE",
      "2012 – 2015  Zasadnicza szkoła zawodowa, spawacz, Gdańsk",
      "UPRAWNIENIA",
      "- Certyfikat ISO 9606-1 141 P BW, ważny do 2027 r.",
    ].join("\n");
    const advert = "Pipe Welder\nRequirements\n- TIG welding of carbon steel pipework\n";
    const result = checkLetter({
      letter: letter(
        "Since 2023 I have looked after two trainees, and I stand in for our foreman in a team of seven welders. I weld carbon steel pipework with TIG and hold ISO 9606-1. I managed a team of 12 welders at Remontowa Nauta.",
      ),
      cvContent: cv,
      jobDescription: advert,
      now: NOW,
    });
    expect(result.cvUnread).toBe(true);
    expect(flagged(result)).toEqual([expect.stringMatching(/12/)]);
    expect(
      checkLetter({ letter: letter("I weld with TIG."), cvContent: CV, jobDescription: advert, now: NOW })
        .cvUnread,
    ).toBeUndefined();
  });

  it("reads where a change ended with where it started, a table's cells as the candidate's, 'Not used:' lists", () => {
    const cv = [
      "Amina Otieno",
      "MEL Officer, Tujenge Health (Feb 2021 – present)",
      "- Cut query resolution time from 21 to 9 days (2023 to 2025).",
      "- ISO 9001 Issue 6 audit file kept up to date.",
      "- Tools: KoboToolbox, Stata, Power BI. Not used: SurveyCTO, NVivo.",
    ].join("\n");
    const advert = "MEL Manager\nRequirements\n- SurveyCTO or KoboToolbox\n- NVivo\n";
    expect(run("I cut query resolution time from 21 to 6 days.", cv, advert)).toEqual(["6 days"]);
    expect(run("I cut query resolution time from 21 to 9 days.", cv, advert)).toEqual([]);
    const table = [
      "| Your requirement | My experience |",
      "|---|---|",
      "| Data tools | KoboToolbox and SurveyCTO for data collection, Stata for analysis |",
      "| Qualitative analysis | Interviews coded in NVivo |",
      "| 6 years of MEL | Over five years with Tujenge Health |",
    ].join("\n");
    expect(run(table, cv, advert)).toEqual(["SurveyCTO", "NVivo"]);
  });

  it("reads a title over its employer as the role's, and years at an employer the sentence names", () => {
    const cv = [
      "Dana Cole",
      "EXPERIENCE",
      "Lead Operator",
      "Lucas Valley Water Authority – Bend Water Treatment Plant",
      "Mar 2019 – Present",
      "- Shift lead at a conventional plant.",
      "Plant Laborer",
      "Swamp Creek Water District",
      "Aug 2013 – May 2015",
      "- Grounds and valve exercising.",
      "Clinical Trial Assistant | Veridian Research | Apr 2022 – Present",
      "- Monitor 11 sites on 3 oncology studies.",
    ].join("\n");
    const advert = "Plant Superintendent\nRequirements\n- Water treatment\n";
    expect(
      run("I have spent nearly thirteen years in water plants, starting as a plant laborer.", cv, advert),
    ).toEqual([]);
    expect(run("I have spent over four years monitoring oncology trials at Veridian.", cv, advert)).toEqual(
      [],
    );
    expect(run("I have spent over six years monitoring oncology trials at Veridian.", cv, advert)).toEqual([
      expect.stringMatching(/six years/),
    ]);
  });

  it("reads a course's wrapped line that goes on in small letters, and a part of a credential under NOT YET", () => {
    const cv = [
      "Grace Wanjiru",
      "EDUCATION",
      "MA Development Economics (part-time), Strathmore University – coursework",
      "completed, dissertation in progress (expected June 2027)",
      "CERTIFICATES",
      "ASCM CSCP Module 1 (2024)",
      "NOT YET",
      "CSCP Module 2",
    ].join("\n");
    const advert = "Planner\nRequirements\n- Forecasting\n";
    expect(run("I completed my MA Development Economics last year.", cv, advert)).toEqual([
      expect.stringMatching(/^MA/),
    ]);
    expect(run("My MA in Development Economics is in progress.", cv, advert)).toEqual([]);
    expect(run("I am now a fully certified CSCP.", cv, advert)).toEqual([expect.stringMatching(/CSCP/)]);
    expect(run("I passed CSCP Module 1 in 2024.", cv, advert)).toEqual([]);
    const pgcert = [
      "Ravi Shah",
      "EDUCATION",
      "PgCert Advanced Clinical Practice",
      "University of Derby – 1 of 3 modules done",
    ];
    expect(
      run("I completed my PgCert Advanced Clinical Practice last year.", pgcert.join("\n"), advert),
    ).toEqual([expect.stringMatching(/PgCert/)]);
  });

  it("reads Turkish dates ('Eylül 2016 – Şubat 2020', 'Mart 2020 – halen') and a whole career in a CV it can't read", () => {
    const cv = [
      "Elif Yılmaz",
      "İŞ DENEYİMİ",
      "Kalite Uzmanı",
      "Ege Meyve Suyu A.Ş., Manisa",
      "Mart 2020 – halen",
      "- Müşteri şikayetleri yılda 38'den 17'ye düştü; tedarikçi denetimleri ve HACCP kayıtları.",
      "Kalite Kontrol Mühendisi",
      "Körfez Süt Ürünleri Ltd. Şti., İzmir",
      "Eylül 2016 – Şubat 2020",
      "- Süt ve yoğurt hatlarında kalite kontrol ve laboratuvar analizleri.",
    ].join("\n");
    const advert = "Quality Lead\nRequirements\n- Food safety\n";
    expect(run("I have worked almost ten years in food quality.", cv, advert)).toEqual([]);
    expect(run("I have worked more than six years at Ege Meyve Suyu.", cv, advert)).toEqual([]);
    expect(run("I have worked fourteen years in food quality.", cv, advert)).toEqual([
      expect.stringMatching(/fourteen years/),
    ]);
  });

  it("reads a credential's level inside its name, and a title the CV gives as someone else's", () => {
    const cv = [
      "Sam Reid",
      "EXPERIENCE",
      "Sous Chef – The Salt House (Mar 2022 – Present)",
      "- Run the kitchen on the head chef's days off; co-wrote the menus with the head chef",
      "CERTIFICATES",
      "LANTRA Basic Tree Survey and Inspection (2022)",
      "ISO 9001 internal auditor (2021)",
    ].join("\n");
    const advert = "Head Chef\nRequirements\n- Menu writing\n";
    expect(run("I was head chef at The Salt House.", cv, advert)).toEqual([
      expect.stringMatching(/head chef/),
    ]);
    expect(run("I was sous chef at The Salt House.", cv, advert)).toEqual([]);
    expect(run("I hold the LANTRA Professional Tree Inspection.", cv, advert)).toEqual([
      expect.stringMatching(/LANTRA Professional Tree Inspection/),
    ]);
    expect(run("I am an ISO 9001 Lead Auditor.", cv, advert)).toEqual([
      expect.stringMatching(/Lead Auditor/),
    ]);
    expect(run("I am an ISO 9001 internal auditor.", cv, advert)).toEqual([]);
    const danish = ["Mette Holm", "KOMPETENCER", "Revit, Solibri. Ingen erfaring med dRofus."].join("\n");
    expect(run("I work daily in dRofus and Solibri.", danish, advert)).toEqual([
      expect.stringMatching(/dRofus/),
    ]);
    const card = ["Dean Moss", "CARDS", "CSCS Blue Card (Skilled Worker)"].join("\n");
    expect(run("I've got my CSCS Gold card.", card, advert)).toEqual([expect.stringMatching(/CSCS/)]);
    expect(run("I've got my CSCS Blue card.", card, advert)).toEqual([]);
  });

  it("measures a role to the month when both its months are known", () => {
    const cv = [
      "Aisha Rahman",
      "EXPERIENCE",
      "Tax Senior – Hollins Marsh, Birmingham          September 2021 – present",
      "Tax Assistant – Grantley LLP, Coventry           October 2019 – August 2021",
    ].join("\n");
    const advert = "Tax Manager\nRequirements\n- Private client tax\n";
    // October 2019 to June 2026 is six years and eight months.
    expect(run("I have seven years in tax.", cv, advert)).toEqual([]);
    expect(run("I have eight years in tax.", cv, advert)).toEqual([expect.stringMatching(/eight years/)]);
  });

  it("reads 'learning' after a place of work as work done there, and as a wish after 'am' or 'to'", () => {
    const cv = ["Lena Park", "EXPERIENCE", "Revenue Manager – Coral Bay Resort (2020 – Present)"].join("\n");
    const advert = "Revenue Manager\nRequirements\n- Opera\n";
    expect(
      run("Before that I spent two years at Marlin Hotels learning the sales side.", cv, advert),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/Marlin Hotels/)]));
    expect(run("I am learning Opera Cloud in the evenings.", cv, advert)).toEqual([]);
    expect(run("I would love to learn IDeaS G3.", cv, advert)).toEqual([]);
  });

  it("adds a line's counts only when they count the same thing", () => {
    const cv = [
      "Priya Nair",
      "EXPERIENCE",
      "- Monitor 11 sites on 3 Phase III oncology studies",
      "- Mentored 2 junior CRAs and 1 senior CRA",
    ].join("\n");
    const advert = "Senior CRA\nRequirements\n- Oncology monitoring\n";
    expect(run("I currently monitor fourteen sites.", cv, advert)).toEqual([
      expect.stringMatching(/fourteen sites/),
    ]);
    expect(run("I have mentored three CRAs.", cv, advert)).toEqual([]);
  });

  it("reads a NOT YET list of codes in capitals, a lack said after the name, and a title cut at a dash (set 24)", () => {
    const cv = [
      "Omar Said",
      "EXPERIENCE",
      "Registered Nurse – Nile Hospital (January 2017 – Present)",
      "CERTIFICATIONS",
      "ACLS — not held",
      "NOT YET",
      "CCNA",
      "SCCM / MECM",
      "NOT IN MY EXPERIENCE",
      "Blood bank / transfusion",
    ].join("\n");
    const advert = "Charge Nurse\nRequirements\n- BLS\n";
    expect(run("I hold my CCNA and deploy apps through SCCM.", cv, advert)).toEqual([
      expect.stringMatching(/CCNA/),
      expect.stringMatching(/SCCM/),
    ]);
    expect(run("I hold a current ACLS.", cv, advert)).toEqual([expect.stringMatching(/ACLS/)]);
    expect(run("I have over nine years as a registered nurse — including ward work.", cv, advert)).toEqual(
      [],
    );
    expect(run("### ✨ Why I'm a great fit", cv, advert)).toEqual([]);
  });

  it("reads 'noted that the school …' as about the employer (set 24)", () => {
    const cv = ["Sana Malik", "EXPERIENCE", "Grade 3 Teacher – Lahore Grammar (2018 – Present)"].join("\n");
    const advert = "Grade 3 Teacher\nRequirements\n- Licence waiver process support\n";
    expect(run("I have noted that the school supports the licence waiver process.", cv, advert)).toEqual([]);
  });

  it("does not read the total of a part-done course as the part done", () => {
    const cv = ["Alan Price", "TRAINING", "Site Management Diploma: 2 modules of 6 passed (2025)"].join("\n");
    const advert = "Site Supervisor\nRequirements\n- SMSTS\n";
    expect(run("I have passed all 6 modules of the Site Management Diploma.", cv, advert)).toEqual([
      expect.stringMatching(/6 modules/),
    ]);
    expect(run("I have passed 2 of the 6 modules of the Site Management Diploma.", cv, advert)).toEqual([]);
  });

  it("reads a course's entry that runs on to the next line, where it says the course is part-done", () => {
    const cv = [
      "Alan Price",
      "OPLEIDING",
      "sep. 2024 – heden  Hbo Social Work (deeltijd),",
      "Hogeschool Rotterdam – jaar 2 van 4,",
      "propedeuse nog niet behaald",
    ].join("\n");
    const advert = "Teamleider\nWat vragen wij?\n- Een afgeronde hbo-opleiding\n";
    const dutch = (body: string) =>
      flagged(
        checkLetter({
          letter: `Beste meneer De Vries,\n\n${body}\n\nMet vriendelijke groet,\nAlan Price`,
          cvContent: cv,
          jobDescription: advert,
          now: NOW,
        }),
      );
    expect(dutch("Ik heb mijn hbo-diploma Social Work in 2023 behaald.")).toEqual(
      expect.arrayContaining([expect.stringMatching(/Social Work/)]),
    );
  });

  it("does not let an ordinary shared word ('first') tie a count to an unrelated line", () => {
    const cv = ["Alan Price", "EXPERIENCE", "- Mentored 3 apprentices through their first year"].join("\n");
    const advert = "Site Supervisor\nRequirements\n- SMSTS\n";
    expect(run("I have run three first-aid drills on site.", cv, advert)).toEqual([
      expect.stringMatching(/three/),
    ]);
    expect(run("I have mentored three apprentices.", cv, advert)).toEqual([]);
  });

  it("flags 'I led the …' when every CV line naming it only takes part", () => {
    const cv = [
      "Alan Price",
      "EXPERIENCE",
      "- Member of the site waste reduction project team (2024)",
      "- Led the toolbox talk programme",
    ].join("\n");
    const advert = "Site Supervisor\nRequirements\n- SMSTS\n";
    expect(run("I led the site waste reduction project last year.", cv, advert)).toEqual([
      expect.stringMatching(/led the site waste reduction project/),
    ]);
    expect(run("I led the toolbox talk programme.", cv, advert)).toEqual([]);
    expect(run("I led the night shift handovers.", cv, advert)).toEqual([]);
  });

  it("does not read a second place or a bronze as a win", () => {
    const cv = ["Alan Price", "AWARDS", "County Show 2023, Apprentice Scaffolders class: 2nd place"].join(
      "\n",
    );
    const advert = "Site Supervisor\nRequirements\n- SMSTS\n";
    expect(run("I won the Apprentice Scaffolders class at the County Show in 2023.", cv, advert)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Apprentice Scaffolders/)]),
    );
    expect(
      run("I came second in the Apprentice Scaffolders class at the County Show in 2023.", cv, advert),
    ).toEqual([]);
  });
});

describe("checkLetter: set 19's rules", () => {
  const cv = [
    "Olwen Price",
    "EXPERIENCE",
    "Registrar, Tywi Valley Archives — March 2018 to present",
    "- Catalogue parish collections in CALM: about 900 entries a year",
    "- Set up 6 reading-room PCs; installed 2 scanners of 40 kg each",
    "- On-call rota (1 week in 5)",
    "SKILLS",
    "CALM, Epexio (basic)",
    "TRAINING",
    "Digital preservation course (2021)",
    "DRIVING",
    "Führerschein Klasse B",
  ].join("\n");
  const advert = "Senior Archivist\nRequirements\n- Cataloguing experience\n";
  const letter = (body: string) => `Dear Mr Bowen,\n\n${body}\n\nYours sincerely,\nOlwen Price`;

  it("reads a letter written as one paragraph, from its salutation to its sign-off", () => {
    const result = checkLetter({
      letter:
        "Dear Mr Bowen, I have been a registrar since 2018 and I manage a team of four archivists, all of which I would be glad to bring to your service. Yours sincerely, Olwen Price",
      cvContent: cv,
      jobDescription: advert,
      now: NOW,
    });
    expect(flagged(result)).toEqual([expect.stringMatching(/four/)]);
    const repeated = checkLetter({
      letter:
        "Dear Hiring Manager, I am applying. Dear Hiring Manager, I am applying.\n\nSincerely,\nOlwen Price",
      cvContent: cv,
      jobDescription: advert,
      now: NOW,
    });
    expect(flagged(repeated)).toEqual([]);
  });

  it("wants the year a tool came in on the tool's own line or where a role starts", () => {
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(run("I have used Epexio daily since 2021.")).toEqual(["2021"]);
    expect(run("I have catalogued in CALM since 2018.")).toEqual([]);
  });

  it("counts a team 'von fünf', and does not take a unit of measure for a count", () => {
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(run("I lead a team of five archivists.")).toEqual([expect.stringMatching(/five/)]);
    expect(run("I have set up forty reading rooms.")).toEqual([expect.stringMatching(/forty/)]);
    expect(run("I have set up six reading-room PCs.")).toEqual([]);
  });

  it("checks the class of a driving licence, in any language", () => {
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    // (The class before the licence is checked too since set 27: "a class CE driving licence".)
    expect(run("I hold a category C1E driving licence and I drive daily.")).toEqual([
      expect.stringMatching(/C1E/),
    ]);
    expect(run("I hold a driving licence category C1E.")).toEqual([expect.stringMatching(/C1E/)]);
    expect(run("I hold a driving licence category B.")).toEqual([]);
  });

  it("reads 'years qualified' from the first post when the CV gives no date of qualifying", () => {
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: cv, jobDescription: advert, now: NOW }));
    expect(run("I am nearly nine years qualified.")).toEqual([]);
    expect(run("I am nearly twelve years qualified.")).toEqual([expect.stringMatching(/twelve years/)]);
  });

  it("reads a degree class only on a degree's line, MRICS as a credential, and a tool someone else owns", () => {
    const slt = [
      "Ailsa Reid",
      "EXPERIENCE",
      "- Cut time to first swallow screen from 9 to 4 hours",
      "- Raised changes with the data team, who own the Airflow pipelines",
      "- Working towards MRICS through the APC",
      "EDUCATION",
      "BSc (Hons) Speech and Language Therapy, 2:1, 2018",
    ].join("\n");
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: slt, jobDescription: advert, now: NOW }));
    expect(run("I hold a First-Class BSc (Hons) in Speech and Language Therapy.")).toEqual([
      expect.stringMatching(/First-Class/),
    ]);
    expect(run("I hold a 2:1 BSc (Hons) in Speech and Language Therapy.")).toEqual([]);
    expect(run("I am a chartered member (MRICS).")).toEqual([expect.stringMatching(/MRICS/)]);
    expect(run("I own our Airflow pipelines.")).toEqual([expect.stringMatching(/Airflow/)]);
  });

  it("reads 'helped grow income' as done, and a date line over a title that dates a promotion", () => {
    const brewer = [
      "Jana Roth",
      "BERUFSERFAHRUNG",
      "08/2019 – heute",
      "Brauerin, seit 04/2022 Schichtführerin · Lindenbräu GmbH, Erding",
      "- Ausstoß von 20.000 auf 30.000 hl gesteigert",
    ].join("\n");
    const run = (body: string) =>
      flagged(checkLetter({ letter: letter(body), cvContent: brewer, jobDescription: advert, now: NOW }));
    expect(run("I have worked nearly seven years at Lindenbräu.")).toEqual([]);
    expect(run("I helped grow output to 45,000 hl.")).toEqual([expect.stringMatching(/45,000/)]);
  });
});

describe("checkLetter: set 20's rules", () => {
  const cv = [
    "Ola Nowak",
    "DOŚWIADCZENIE ZAWODOWE",
    "04.2019 – obecnie",
    "Spawacz rurociągów – Stocznia Remontowa Bałtyk, Gdańsk",
    "- Practice educator for welding students: 3 on placement A, 2 on placement B",
    "- Groups of 12 trainees aged 16 to 18",
    "EDUCATION",
    "BA (Hons) Fine Art, Glasgow Caledonian University, 2014 — 2:1",
  ].join("\n");
  const advert = "Coded Welder\nPay: £24–£28 per hour\nRequirements\n- Coded welding\n";
  const run = (body: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Reid,\n\n${body}\n\nKind regards,\nOla Nowak`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("reads 'obecnie' as now, '-ish' as about, and a clipped name of the CV's university", () => {
    expect(run("I have worked seven years at Stocznia Remontowa Bałtyk.")).toEqual([]);
    expect(run("I have welded for seven-ish years.")).toEqual([]);
    const clipped = checkLetter({
      letter: "Dear Ms Reid,\n\nI hold a 2:1 in Fine Art from Glas Cal.\n\nKind regards,\nOla Nowak",
      cvContent: cv,
      jobDescription: advert,
      now: NOW,
    }).claims.find((claim) => claim.text.includes("Glas Cal"));
    expect(clipped?.evidence).toEqual([expect.stringMatching(/Glasgow Caledonian University/)]);
  });

  it("leaves the advert's hourly rate alone and adds one line's parts of what the letter counts", () => {
    expect(run("The rate of £24–£28 per hour suits me.")).toEqual([]);
    expect(run("I am practice educator for five welding students.")).toEqual([]);
    expect(run("I am practice educator for six welding students.")).toEqual([expect.stringMatching(/six/)]);
    expect(run("I have taught groups of 28 trainees.")).toEqual([expect.stringMatching(/28/)]);
  });

  it("reads a bullet's 'Led the …' against a CV that is only a member of it, and an acting role on a few shifts", () => {
    const dietitian = [
      "Ann Lee",
      "EXPERIENCE",
      "- Member of the consultant-led Falls Prevention Group (monthly reviews)",
      "- Acting ward manager on 4 shifts in 2025",
    ].join("\n");
    const check = (body: string) =>
      flagged(
        checkLetter({
          letter: `Dear X,\n\n${body}\n\nKind regards,\nAnn Lee`,
          cvContent: dietitian,
          jobDescription: "Ward Manager",
          now: NOW,
        }),
      );
    expect(
      check("Highlights\n- Led the hospital's Falls Prevention Group, including monthly reviews"),
    ).toEqual([expect.stringMatching(/Led the hospital's Falls Prevention Group/)]);
    expect(check("I have been a ward manager since 2025.")).toEqual([expect.stringMatching(/ward manager/)]);
    expect(check("I have been acting ward manager on a few shifts.")).toEqual([]);
  });

  it("reads 'I set up and own our …, Name' against a CV line that only contributes to what another team owns", () => {
    const cv = [
      "Ann Lee",
      "EXPERIENCE",
      '- Contributed icons and guidance to the company component library, "Lantern", which is owned by a platform team',
      "- Comfortable with component libraries and tokens",
    ].join("\n");
    const check = (body: string) =>
      flagged(
        checkLetter({
          letter: `Dear X,\n\n${body}\n\nKind regards,\nAnn Lee`,
          cvContent: cv,
          jobDescription: "Lead Designer",
          now: NOW,
        }),
      );
    expect(check("I set up and own our component library, Lantern, and keep it tidy.")).toEqual([
      expect.stringMatching(/set up and own our component library/),
    ]);
    expect(check("I contributed icons to our component library, Lantern.")).toEqual([]);
  });
});

describe("checkLetter: set 21's rules", () => {
  const cv = [
    "Rhona Doyle",
    "EXPERIENCE",
    "Payroll Officer — Harbour Mills Ltd, Cork",
    "Jan 2021 – Present",
    "Payroll Assistant — Quay Foods, Cork",
    "Sep 2018 – Dec 2020",
  ].join("\n");
  const run = (body: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Kelly,\n\n${body}\n\nKind regards,\nRhona Doyle`,
        cvContent: cv,
        jobDescription: "Payroll Lead\nRequirements\n- Payroll experience\n",
        now: NOW,
      }),
    );

  it("reads 'the last five as …' after years in the sentence as years in that role", () => {
    expect(
      run("- Nearly eight years in payroll, the last five as Payroll Officer at Harbour Mills."),
    ).toEqual([]);
    expect(
      run("- Nearly eight years in payroll, the last twelve as Payroll Officer at Harbour Mills."),
    ).not.toEqual([]);
  });
});

describe("checkLetter: set 22's rules", () => {
  const cv = [
    "Mere Tane",
    "EXPERIENCE",
    "Assistant Property Manager — Harbour Rentals, Nelson   2019 – 2021",
    "Property Manager — Tasman Homes, Nelson   2021 – Present",
    "EDUCATION",
    "Bachelor of Commerce (Finance), University of Otago, 2018",
    "BEng (Hons) Civil Engineering, 2014",
    "CERTIFICATIONS",
    "Lean Six Sigma Green Belt, 2022",
  ].join("\n");
  const run = (body: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Reid,\n\n${body}\n\nKind regards,\nMere Tane`,
        cvContent: cv,
        jobDescription: "Senior Property Manager\nRequirements\n- Property management\n",
        now: NOW,
      }),
    );

  it("reads BCom as a Bachelor of Commerce, and a degree's subject stops before 'and a …'", () => {
    expect(run("I hold a BCom from Otago.")).toEqual([]);
    expect(run("I hold a BEng in Civil Engineering and a Lean Six Sigma Green Belt.")).toEqual([]);
    expect(run("I hold a BEng in Mechanical Engineering.")).not.toEqual([]);
  });

  it("reads a list under 'NOT YET' as not held, and a letter's years are never the advert's count", () => {
    const listed = checkLetter({
      letter: "Dear Ms Reid,\n\nI have completed my Six Sigma Black Belt.\n\nKind regards,\nMere Tane",
      cvContent: `${cv}\n\nNOT YET\nBlack Belt\nLead Auditor course`,
      jobDescription: "Quality Engineer\n",
      now: NOW,
    });
    expect(flagged(listed)).not.toEqual([]);
    const years = checkLetter({
      letter:
        "Dear Ms Reid,\n\nWith over nine years in property management, I bring a steady hand.\n\nKind regards,\nMere Tane",
      cvContent: cv,
      jobDescription: "Senior Property Manager\nOur team of nine property managers looks after 900 homes.\n",
      now: NOW,
    });
    expect(flagged(years)).toContain("nine years");
  });

  it("spells out a title's abbreviation by the CV's own title, and a title stops before 'there'", () => {
    expect(run("I did two years as an assistant PM there, then moved to Tasman Homes.")).toEqual([]);
  });
});

describe("checkLetter: Hungarian dates (set 22)", () => {
  it("reads '2018. szeptember – jelenleg' as a range to now", () => {
    const result = checkLetter({
      letter:
        "Dear Mr Kovács,\n\nI have worked almost eight years at Rábaközi Kft.\n\nKind regards,\nSzalai Dániel",
      cvContent:
        "Szalai Dániel\n\nSZAKMAI TAPASZTALAT\n\n2018. szeptember – jelenleg\nCNC gépkezelő, Rábaközi Kft., Győr",
      jobDescription: "CNC Programmer\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });
});

describe("checkLetter: lists of what the CV lacks (set 25)", () => {
  const run = (body: string, cvContent: string, jobDescription: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Amani,\n\n${body}\n\nKind regards,\nRuth Banda`,
        cvContent,
        jobDescription,
        now: NOW,
      }),
    );
  const cv = (heading: string) =>
    [
      "Ruth Banda",
      "EXPERIENCE",
      "Stock Controller – Copperbelt Foods (2019 – Present)",
      "- Weekly stock counts with Sage 200",
      "",
      heading,
      "- Tableau dashboards",
      "- Kronos rostering",
    ].join("\n");
  const advert = "Stock Supervisor\nRequirements\n- Tableau\n- Kronos\n";

  it.each(["Not in my experience (yet)", "NOT YET EXPERIENCED", "Nog geen ervaring met", "Still not used:"])(
    "reads the items under '%s' as lacking",
    (heading) => {
      expect(run("I build Tableau dashboards and plan shifts in Kronos.", cv(heading), advert)).toEqual([
        expect.stringMatching(/Tableau/),
        expect.stringMatching(/Kronos/),
      ]);
    },
  );

  it("does not read a language the CV lists as 'none' as spoken", () => {
    const languages = "Ruth Banda\nLANGUAGES\nEnglish — fluent\nBemba — native\nFrench — none";
    expect(run("I also speak basic French.", languages, "Stock Supervisor\n")).toEqual([
      expect.stringMatching(/French/),
    ]);
    expect(run("I also speak Bemba.", languages, "Stock Supervisor\n")).toEqual([]);
  });
});

describe("checkLetter: titles wished for, wrapped courses, credentials with a subject (set 25)", () => {
  const run = (body: string, cvContent: string, jobDescription = "Team Leader\n", additionalNotes?: string) =>
    flagged(
      checkLetter({
        letter: `Dear Mr Ochieng,\n\n${body}\n\nKind regards,\nAmina Yusuf`,
        cvContent,
        jobDescription,
        additionalNotes,
        now: NOW,
      }),
    );

  it("does not take a title from a NOT YET list, a wrapped wish or a course named for it", () => {
    const cv = [
      "Amina Yusuf",
      "Senior Advisor with six years in contact centres. Ready to move into a",
      "supervisor role.",
      "EXPERIENCE",
      "Senior Advisor – Kilimo Telecom (2020 – Present)",
      "",
      "NOT YET",
      "Shift manager role (formal)",
    ].join("\n");
    expect(run("For two years I have been a Supervisor at Kilimo Telecom.", cv)).toEqual([
      expect.stringMatching(/Supervisor/),
    ]);
    expect(run("I have also worked as a Shift Manager.", cv)).toEqual([
      expect.stringMatching(/Shift Manager/),
    ]);
    expect(
      run(
        "I have worked as a Supervisor.",
        cv,
        "Team Leader\n",
        'I did the course "Skills for Supervisors".',
      ),
    ).toEqual([expect.stringMatching(/Supervisor/)]);
    expect(run("I am a Senior Advisor at Kilimo Telecom.", cv)).toEqual([]);
  });

  it("reads a degree whose school wraps after 'of' onto a line that says it is in progress", () => {
    const cv = [
      "Amina Yusuf",
      "EDUCATION",
      "BA (Hons) Business — University of",
      "Nairobi — in progress (year 2 of 3)",
    ].join("\n");
    expect(run("I hold a BA (Hons) in Business.", cv)).toEqual([expect.stringMatching(/BA/)]);
  });

  it("holds a credential to its subject: one certificate in a subject is not another", () => {
    const cv = [
      "Amina Yusuf",
      "QUALIFICATIONS",
      "NEBDN Certificate in Oral Health Education — 2023",
      "NEBDN Certificate in Dental Radiography — in progress",
      "Diploma in Customer Service",
      "Management — 2022",
    ].join("\n");
    expect(run("I hold the NEBDN Certificate in Oral Health Education.", cv)).toEqual([]);
    expect(run("I hold the NEBDN Certificate in Dental Radiography.", cv)).toEqual([
      expect.stringMatching(/Radiography/),
    ]);
    expect(run("I hold a Certificate in Dental Sedation Nursing.", cv)).toEqual([
      expect.stringMatching(/Sedation/),
    ]);
    expect(run("I completed a Diploma in Customer Service Management.", cv)).toEqual([]);
  });
});

describe("checkLetter: the advert's own numbers (set 25)", () => {
  const cv = ["Rohan Silva", "EXPERIENCE", "Security Officer – Harbour Mall (2019 – Present)"].join("\n");
  const run = (body: string, jobDescription: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Said,\n\n${body}\n\nKind regards,\nRohan Silva`,
        cvContent: cv,
        jobDescription,
        now: NOW,
      }),
    );

  it("leaves alone the advert's pay and pay scale when the letter names them", () => {
    const advert = "Security Supervisor\nSalary: QAR 3,900 – 4,600 a month; pay grade functie 12.\n";
    expect(run("The salary of QAR 3,900 – 4,600 suits me.", advert)).toEqual([]);
    expect(run("Het salaris volgens functie 12 vind ik passend.", advert)).toEqual([]);
    // Not a number the advert names beside the same word.
    expect(run("My pay rose after I trained 12 new officers.", advert)).toEqual([
      expect.stringMatching(/12/),
    ]);
  });

  it("reads the advert's team as the subject of a wish, not a claim", () => {
    const advert = "Security Supervisor\nYou will lead a team of 9 officers across two sites.\n";
    expect(run("I know the area well, so a mixed team of 9 would feel familiar.", advert)).toEqual([]);
    expect(run("I have led a team of 9 officers at the mall.", advert)).toEqual([expect.stringMatching(/9/)]);
  });
});

describe("checkLetter: lacks after a number, course levels, helping, another country's licence (set 25)", () => {
  const run = (body: string, cvContent: string, jobDescription = "Care Worker\n") =>
    flagged(
      checkLetter({
        letter: `Dear Ms Hughes,\n\n${body}\n\nKind regards,\nTendai Moyo`,
        cvContent,
        jobDescription,
        now: NOW,
      }),
    );
  const cv = [
    "Tendai Moyo",
    "EXPERIENCE",
    "Care Worker – Sunrise Homes, Bulawayo (2019 – Present)",
    "- Helped the Registered Manager prepare the home for its inspection in 2024",
    "NOT IN MY EXPERIENCE",
    "Homes of more than 40 beds: none",
    "LANGUAGES",
    "Welsh for Adults — Entry level",
    "OTHER",
    "Driving licence: Zimbabwe Class 4",
  ].join("\n");

  it("does not take a number from a line that says the thing is lacked", () => {
    expect(run("I have worked in homes of more than 40 beds.", cv)).toEqual([expect.stringMatching(/40/)]);
  });

  it("compares a course's named language levels", () => {
    expect(run("I speak Welsh at Foundation level.", cv)).toEqual([expect.stringMatching(/Welsh/)]);
    expect(run("I speak Welsh at Entry level.", cv)).toEqual([]);
  });

  it("reads 'helped … prepare for' as a part, not the lead", () => {
    expect(run("I led our home through its inspection in 2024.", cv)).toEqual([expect.stringMatching(/led/)]);
  });

  it("reads a bulleted licence and its country", () => {
    expect(run("Credentials:\n- Full UK driving licence", cv)).toEqual([
      expect.stringMatching(/UK driving licence/),
    ]);
    expect(run("Credentials:\n- Full Zimbabwe driving licence", cv)).toEqual([]);
  });
});

describe("checkLetter: an advert's examples of a must-have (set 25)", () => {
  it("reads each example after 'such as' as a must-have of its own", () => {
    const result = checkLetter({
      letter: "Dear Ms Leung,\n\nEvery week I build our rotas in NICE IEX.\n\nKind regards,\nPriya Nair",
      cvContent: [
        "Priya Nair",
        "EXPERIENCE",
        "Senior Advisor – Coastline Contact (2020 – Present)",
        "NOT YET",
        "Workforce management",
        "tools (NICE, Verint)",
      ].join("\n"),
      jobDescription:
        "Team Leader\nRequirements\n- Experience with a WFM tool such as NICE IEX or Verint (essential)\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([expect.stringMatching(/IEX/)]);
  });
});

describe("checkLetter: Spanish thousands and 'renta' (set 23 read again)", () => {
  it("reads '$2.900.000 a $3.400.000' as the advert's pay when the sentence is about the 'renta'", () => {
    const result = checkLetter({
      letter:
        "Estimado Sr. Rojas:\n\nLa renta ofrecida, de $2.900.000 a $3.400.000 líquidos, se ajusta a lo que busco.\n\nAtentamente,\nPaula Soto",
      cvContent: "Paula Soto\nEXPERIENCIA\nJefa de Bodega – Distribuidora Andes (2018 – Actualidad)",
      jobDescription: "Jefe de Bodega\nRenta: $2.900.000 a $3.400.000 líquidos mensuales\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });

  it("reads two or more groups after dots as thousands", () => {
    const values = findNumbers("una renta de $3.800.000 a $4.500.000 líquidos", "es")
      .filter((number) => number.unit === "money")
      .map((number) => number.value);
    expect(values).toEqual([3_800_000, 4_500_000]);
  });
});

describe("checkLetter: a timeline of bold employers (set 25)", () => {
  it("reads the bold name that opens a timeline bullet as an employer", () => {
    const result = checkLetter({
      letter: [
        "Dear Mr Evans,",
        "",
        "### Experience at a glance",
        "- **Sunridge Care Homes** — Senior Carer (2021 – present)",
        "- **Maple Court Hospice** — Healthcare Assistant (2019)",
        "",
        "Kind regards,",
        "Rudo Chikwanha",
      ].join("\n"),
      cvContent: [
        "Rudo Chikwanha",
        "EXPERIENCE",
        "2021 – Present: Senior Carer, Sunridge Care Homes, Wolverhampton",
        "2018 – 2021: Care Assistant, Avondale Home Care, Harare",
      ].join("\n"),
      jobDescription: "Senior Care Worker\n",
      now: NOW,
    });
    // (Its title and year, which the CV lacks too, are flagged on their own.)
    expect(flagged(result)).toContain("Maple Court Hospice");
    expect(flagged(result)).not.toContain("Sunridge Care Homes");
  });
});

describe("checkLetter: set 26's first run", () => {
  const cv = [
    "Lindiwe Mokoena",
    "Driver's licence: Code B",
    "EXPERIENCE",
    "January 2017 – December 2021",
    "Sales Rep – Karoo Foods, Polokwane",
    "- Monthly sales target R 250,000: reached in 8 of 12 months in 2021",
    "- Helped the Area Manager run a customer loyalty drive in 2020",
    "EDUCATION",
    "National Diploma in Marketing (NQF 6) — Tshwane",
    "Polytechnic, in progress (3 of 6 modules)",
    "NOT YET",
    "- Code EC licence (I have Code B)",
    "LANGUAGES",
    "isiZulu (fluent), English (good)",
  ].join("\n");
  const run = (body: string, jobDescription = "Key Account Rep\nSunbird Foods — Polokwane\n") =>
    flagged(
      checkLetter({
        letter: `Dear Mr Baloyi,\n\n${body}\n\nKind regards,\nLindiwe Mokoena`,
        cvContent: cv,
        jobDescription,
        now: NOW,
      }),
    );

  it("reads 'From 2017 to 2021' as dates and 'R 250,000' as money, not the R language", () => {
    expect(run("From 2017 to 2021 I sold for Karoo Foods, with a target of R 250,000 a month.")).toEqual([]);
  });

  it("flags 'every month' where the CV counts fewer months", () => {
    expect(run("I reached my sales target every month in 2021.")).toEqual([
      expect.stringMatching(/every month/),
    ]);
  });

  it("lets 'ran' stand for running with help, but not 'led'", () => {
    expect(run("I ran a customer loyalty drive in 2020.")).toEqual([]);
    expect(run("I led a customer loyalty drive in 2020.")).toEqual([
      expect.stringMatching(/led a customer loyalty drive/),
    ]);
  });

  it("reads the employer's name with the advert's place as the advert's", () => {
    expect(run("I would love to join Sunbird Polokwane.")).toEqual([]);
  });

  it("holds a licence to its code, a course wrapped onto a polytechnic's line to its progress, and a language", () => {
    expect(run("I hold a Code EC licence.")).toEqual([expect.stringMatching(/Code EC/)]);
    expect(run("I hold a Code B licence.")).toEqual([]);
    expect(run("I completed the National Diploma in Marketing.")).toEqual([expect.stringMatching(/Diploma/)]);
    expect(run("I speak also Sepedi.")).toEqual([expect.stringMatching(/Sepedi/)]);
  });
});

describe("checkLetter: lists of what is lacked, read for the advert's must-haves too (set 26)", () => {
  const cv = [
    "Tevita Fifita",
    "EXPERIENCE",
    "Café Supervisor – Kava Corner, Suva (2021 – Present)",
    "- Square POS; weekly stock sheet",
    "EDUCATION",
    "Certificate III in Hospitality — Fiji National University, 2017",
    "Diploma of Hospitality Management — FNU, part-time, in progress (year 1 of 2)",
    "",
    "HAVEN'T DONE YET",
    "- Revel or Toast POS (only Square)",
    "- Barista Level 2 or latte art",
  ].join("\n");
  const advert = "Restaurant Supervisor\nRequirements\n• Experience with Revel Systems POS\n";
  const run = (body: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Tora,\n\n${body}\n\nKind regards,\nTevita Fifita`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("does not let a line under 'HAVEN'T DONE YET' show the advert's must-have", () => {
    expect(run("I use Revel Systems as well as Square every day.")).toEqual([
      expect.stringMatching(/Revel Systems/),
    ]);
  });

  it("holds a diploma 'of' a subject to its own line, not a certificate in the same subject", () => {
    expect(run("I completed my Diploma in Hospitality Management last year.")).toEqual([
      expect.stringMatching(/Diploma in Hospitality Management/),
    ]);
    expect(run("I hold a Certificate III in Hospitality.")).toEqual([]);
  });
});

describe("checkLetter: a team led is not the size of the place (set 26)", () => {
  const run = (body: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Haddad,\n\n${body}\n\nKind regards,\nNour Alami`,
        cvContent: [
          "Nour Alami",
          "EXPERIENCE",
          "Stylist – Salon Ambre, Rabat (2020 – present)",
          "(salon of 7 stylists and 2 beauticians)",
          "Trained 2 apprentices",
        ].join("\n"),
        jobDescription: "Salon Manager\n",
        now: NOW,
      }),
    );

  it("does not show 'I manage a team of seven stylists' by a salon of seven stylists", () => {
    expect(run("I manage a team of seven stylists.")).toEqual([expect.stringMatching(/seven/)]);
    expect(run("I work in a salon of seven stylists.")).toEqual([]);
    expect(run("I trained two apprentices.")).toEqual([]);
  });
});

describe("checkLetter: what the CV lists as not held, and a level said of several languages (held-out letters 30)", () => {
  const cv = [
    "Aoife Byrne",
    "EXPERIENCE",
    "Radiographer – Mercy Hospital, Galway (March 2019 – Present)",
    "- General radiography, theatre and ED; CT rotation one week in four",
    "LANGUAGES",
    "English (native); Spanish (basic – school)",
    "NOT YET",
    "",
    "- Postgraduate qualification in MRI",
    "- CT angiography, CT enterography, Baumkontrolle (FLL-A/B)",
  ].join("\n");
  const advert = "Senior Radiographer\nRequirements\n- CT experience\n";

  it("flags an item of the NOT YET list claimed as done, even without a skill the lexicon knows", () => {
    const letter = (body: string) =>
      checkLetter({
        letter: `Dear Ms Walsh,\n\n${body}\n\nYours sincerely,\nAoife Byrne`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      });
    const unsupported = (body: string) =>
      letter(body)
        .claims.filter((c) => !c.supported)
        .map((c) => c.text);
    expect(unsupported("Last year I also took over our weekly CT enterography list.")).toEqual([
      "CT enterography",
    ]);
    expect(unsupported("I have also completed FLL-B.")).toEqual(["FLL-B"]);
    // A wish is no claim, and the notes may say what the CV does not yet.
    expect(unsupported("I would love to learn CT enterography with your team.")).toEqual([]);
    expect(
      checkLetter({
        letter:
          "Dear Ms Walsh,\n\nLast year I also took over our weekly CT enterography list.\n\nYours sincerely,\nAoife Byrne",
        cvContent: cv,
        jobDescription: advert,
        additionalNotes: "Since May I run the CT enterography list.",
        now: NOW,
      }).claims.filter((c) => !c.supported),
    ).toEqual([]);
  });

  it("reads a level said before languages joined by 'and' as said of each", () => {
    const found = checkLetter({
      letter:
        "Dear Ms Walsh,\n\nI'm fully bilingual in English and Spanish.\n\nYours sincerely,\nAoife Byrne",
      cvContent: cv,
      jobDescription: advert,
      now: NOW,
    }).claims.filter((c) => !c.supported);
    expect(found.map((c) => c.text)).toEqual([expect.stringMatching(/Spanish/)]);
  });
});

describe("checkLetter: a course said to be under way, and a dotted product name (held-out letters 30)", () => {
  const cv = [
    "Tama Ruawai",
    "EXPERIENCE",
    "Herd Assistant – Kaimai Dairies (July 2021 – Present)",
    "- CT rotation since March 2023, one week in four, on a Canon Aquilion go.Core scanner",
    "QUALIFICATIONS",
    "- New Zealand Certificate in Agriculture (Level 4) — in progress, 2 of 4 papers done",
  ].join("\n");
  const unsupported = (body: string) =>
    checkLetter({
      letter: `Kia ora Fiona,\n\n${body}\n\nNgā mihi,\nTama`,
      cvContent: cv,
      jobDescription: "Dairy Assistant\nRequirements\n- Milking experience\n",
      now: NOW,
    })
      .claims.filter((c) => !c.supported)
      .map((c) => c.text);

  it("takes 'two papers into Level 4' as the course in progress the CV shows", () => {
    expect(unsupported("I'm two papers into Level 4.")).toEqual([]);
    expect(unsupported("I completed my Level 4 last year.")).toEqual([expect.stringMatching(/Level 4/)]);
  });

  it("reads a part of a dotted product name as written in the CV", () => {
    expect(
      unsupported("Since March 2023 I have scanned on a Canon Aquilion go.Core one week in four."),
    ).toEqual([]);
  });
});

describe("checkLetter: duties the CV gives to someone else, and a NOT YET list in a letter checked in part (letters 32)", () => {
  const cv = [
    "Ama Owusu",
    "EXPERIENCE",
    "Payroll Officer, Ridgeline Foods Ltd, Tema — March 2019 to present",
    "- Run the monthly payroll for 420 staff and file the SSNIT returns.",
    "- Payroll is approved and released by the Finance Controller.",
    "- Month-end accruals are prepared by the Senior Accountant; I supply the overtime figures.",
    "- 2024: on the team of 3 that moved casual workers to mobile money (project led by the Finance Controller).",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Mr Mensah,\n\n${sentence}\n\nKind regards,\nAma Owusu`,
        cvContent: cv,
        jobDescription: "Payroll Supervisor\n",
        now: NOW,
      }),
    );

  it("flags the candidate claiming a duty the CV says another person does", () => {
    expect(flags("Each month I approve and release the payroll myself.").join(" ")).toMatch(/approve/);
    expect(flags("I also prepare the month-end accruals.").join(" ")).toMatch(/prepare/);
    expect(flags("I led the project that moved our casual workers to mobile money.").join(" ")).toMatch(
      /led/,
    );
  });

  it("does not flag the candidate's own part, or a sentence naming who does the duty", () => {
    expect(flags("I run the monthly payroll for 420 staff.")).toEqual([]);
    expect(flags("I supply the overtime figures for the month-end accruals.")).toEqual([]);
    expect(flags("I prepare the payroll, which the Finance Controller approves and releases.")).toEqual([]);
  });

  it("flags a Dutch letter claiming what the CV lists under 'Nog niet'", () => {
    const result = checkLetter({
      letter:
        "Geachte heer Verbeek,\n\nMijn VCA VOL haalde ik in 2024. Ik heb rijbewijs B.\n\nMet vriendelijke groet,\nSander de Wit",
      cvContent:
        "Sander de Wit\n\nCertificaten\nVCA Basis (2015)\n\nNog niet\nVCA VOL; cursus Uitvoerder B&U\n",
      jobDescription: "Meewerkend voorman timmerwerk\n\nWat vragen wij\n- VCA VOL of bereid dit te halen\n",
      now: NOW,
    });
    expect(flagged(result)).toContain("VCA VOL");
  });
});

describe("checkLetter: a letter answering point by point (letters 32)", () => {
  it("reads 'Topic: I …' paragraphs without their label, so a negation still reads as one", () => {
    const result = checkLetter({
      letter:
        "Dear Ms Haddad,\n\nMobile: I haven't worked with Appium yet, but I am keen to learn it.\n\nDomain: Our client is a bank in Bahrain.\n\nKind regards,\nSneha Kulkarni",
      cvContent:
        "Sneha Kulkarni\nWORK EXPERIENCE\nQA Engineer | Tarangan Softech, Pune | July 2021 – Present\n- Manual and automation testing for an internet banking web application for a bank client in Bahrain.",
      jobDescription:
        "Senior QA Automation Engineer\n\nRequirements\n- Mobile automation with Appium.\n- Banking or fintech domain knowledge.\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });
});

describe("checkLetter: a NOT YET item however the letter words it (letters 32)", () => {
  const run = (sentence: string, cvTail: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Uwase,\n\n${sentence}\n\nKind regards,\nJean Habimana`,
        cvContent: `Jean Habimana\n\nEXPERIENCE\nField Agronomist, Musanze Farmers' Cooperative — 2019 to present\n- Farmer field schools for 300 farmers.\n\n${cvTail}`,
        jobDescription: "Senior Agronomist\n",
        now: NOW,
      }),
    );

  it("flags an item whose words the letter inflects or prefixes, and an item marked 'NOT YET' on its own line", () => {
    const list = "NOT YET\nLicensed seed inspector; Independent prescribing / therapeutics qualification";
    expect(run("I qualified as a RAB-licensed seed inspector in 2022.", list).join(" ")).toMatch(
      /seed inspector/,
    );
    expect(
      run(
        "I earned my CMP (Certified Meeting Professional) in 2025.",
        "CERTIFICATES\nCertified Meeting Professional (CMP): NOT YET",
      ).join(" "),
    ).toMatch(/CMP|Certified Meeting Professional/);
  });

  it("does not flag a numbered item's neighbour, a colleague's title, or what the item says is held", () => {
    expect(
      run(
        "I have held my STCW III/1 certificate since 2017.",
        "CERTIFICATES\nCOC OIC-EW, STCW III/1, issued 2017\n\nNOT YET\nCOC Second Engineer (STCW III/2)",
      ),
    ).toEqual([]);
    expect(
      run(
        "I covered for our Head Agronomist during her leave.",
        "- Stood in for the Head Agronomist in 2024.\n\nNOT YET\nHead Agronomist",
      ),
    ).toEqual([]);
    expect(
      run(
        "I have a learner's permit but not yet a full driving licence.",
        "NOT YET\ndriving licence (learner's permit only)",
      ),
    ).toEqual([]);
  });
});

describe("checkLetter: hedged years over roles of the same field under other names (letters 32)", () => {
  const years = (sentence: string, cv: string) =>
    flagged(
      checkLetter({
        letter: `Dear Ms Haddad,\n\n${sentence}\n\nKind regards,\nAsha Patil`,
        cvContent: cv,
        jobDescription: "Senior Role\n",
        now: NOW,
      }),
    );

  it("counts a QA engineer's post as testing, and both parts of 'community and child protection work'", () => {
    expect(
      years(
        "I have about seven years in software testing.",
        "Asha Patil\n\nWORK EXPERIENCE\nQA Engineer | Larkbyte Pvt Ltd, Pune | July 2021 – Present\nSoftware Test Engineer | Orbis Infotech, Nagpur | June 2019 – June 2021",
      ),
    ).toEqual([]);
    expect(
      years(
        "I bring nearly nine years of community and child protection work.",
        "Asha Patil\n\nEXPERIENCE\nChild Protection Officer\nHope Trust, Blantyre\nJanuary 2021 to date\n\nCommunity Development Assistant\nZomba District Council\nAugust 2017 to December 2020",
      ),
    ).toEqual([]);
  });

  it("counts a carpenter's apprenticeship as years in construction ('in de bouw')", () => {
    const result = checkLetter({
      letter:
        "Geachte heer Verbeek,\n\nIk heb bijna dertien jaar ervaring in de bouw.\n\nMet vriendelijke groet,\nSander de Wit",
      cvContent:
        "Sander de Wit\n\nWerkervaring\n\nmaart 2017 – heden\nTimmerman, Bouwbedrijf Van Dam B.V., Rotterdam\n\naugustus 2013 – februari 2017\nLeerling-timmerman (BBL), Timmerbedrijf Kok, Barendrecht",
      jobDescription: "Meewerkend voorman\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });
});

describe("checkLetter: letters 33's rules", () => {
  const cv = [
    "Chinedu Okafor",
    "Date of birth: 14th August 1990",
    "EXPERIENCE",
    "Warehouse Shift Supervisor, Ikeja Distribution Ltd — March 2018 to present",
    "- Chiller overhauls are carried out by the manufacturers' service teams.",
    "- Casual loaders are recruited by HR and the Warehouse Manager; I give new loaders their induction.",
    "- Block models are built in Surpac by the Resource Geologist; I supply the data.",
    "- Staff appraisals, including the teaching assistants', are carried out by the Principal.",
    "- React, Storybook, Jest (CI pipelines are maintained by the DevOps team), Figma",
    "EDUCATION",
    "Higher National Diploma (HND), Purchasing and Supply, Yaba College of Technology, Lagos, 2015",
  ].join("\n");
  const flags = (sentence: string, jobDescription = "Operations Manager\n") =>
    flagged(
      checkLetter({
        letter: `Dear Mr Bello,\n\n${sentence}\n\nKind regards,\nChinedu Okafor`,
        cvContent: cv,
        jobDescription,
        now: NOW,
      }),
    );

  it("flags duties 'carried out by', 'recruited by HR', 'built in Surpac by' someone else", () => {
    expect(flags("I carried out the annual chiller overhauls myself.").join(" ")).toMatch(/overhauls/);
    expect(flags("I also handle the hiring of our casual loaders.").join(" ")).toMatch(/hiring/);
    expect(flags("I build our block models in Surpac.").join(" ")).toMatch(/block models/);
    expect(flags("I carry out the annual appraisals of our teaching assistants.").join(" ")).toMatch(
      /appraisals/,
    );
  });

  it("keeps a list's bracket to itself, and reads a phone's 'havent', an age in words and figures, a roster and a school's short name", () => {
    expect(
      flags("I built and maintain our component library, about 40 components documented in Storybook."),
    ).not.toContainEqual(expect.stringMatching(/maintain/));
    expect(
      flags("I havent done cold chain yet.", "Operations Manager\nCold chain experience required.\n"),
    ).toEqual([]);
    expect(flags("I am aged thirty-five (35).")).toEqual([]);
    expect(flags("I am happy with a rotation of 28 days on, 14 off.", "FIFO 28/14 roster\n")).toEqual([]);
    expect(flags("I hold an HND in Purchasing & Supply from Yabatech (2015).")).toEqual([]);
  });
});

describe("after reading held-out letters 34", () => {
  const flagsFor = (cv: string, sentence: string, jobDescription: string, notes?: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nAmara Bekele`,
        cvContent: cv,
        jobDescription,
        additionalNotes: notes,
        now: NOW,
      }),
    );

  it("reads the advert's whole title line, with '&' for 'and' and a gender ending, in a sentence applying for it", () => {
    const cv = [
      "Amara Bekele",
      "Veterinary nurse, Christchurch",
      "Registered Veterinary Nurse – Avonside Veterinary Centre (2020 – present)",
      "NOT YET",
      "- Art direction",
    ].join("\n");
    const advert =
      "Senior Veterinary Nurse – Emergency & Critical Care\nWaikato Referral Vets – Hamilton\n\nWe are a 24/7 hospital.\n";
    expect(
      flagsFor(
        cv,
        "I am writing to apply for the Senior Veterinary Nurse – Emergency & Critical Care role.",
        advert,
      ),
    ).toEqual([]);
    const lettering =
      "Graphic Designer – Art Direction\nFleuve Studio – Montréal\n\nWe are a design studio.\n";
    expect(
      flagsFor(cv, "I am applying for the post of Graphic Designer – Art Direction.", lettering),
    ).toEqual([]);
  });

  it("counts a service desk's years as IT support, a crew in the notes, 'Very good' as fluent, an anaesthetic as anaesthetics", () => {
    const cv = [
      "Amara Bekele",
      "Senior IT Service Desk Analyst – Nile Shared Services",
      "Jan 2021 – Present",
      "- Anaesthetic monitoring courses for the clinic's IT staff (2023).",
      "IT Support Technician – El Nour Pharmaceuticals",
      "Sep 2017 – Dec 2020",
      "LANGUAGES",
      "Language      Speaking    Reading    Writing",
      "Amharic       Excellent   Excellent  Excellent",
      "English       Very good   Very good  Very good",
    ].join("\n");
    const advert = "IT Support Team Lead\nNile Group\n\nWe need a team lead.\n";
    expect(flagsFor(cv, "I have nearly nine years in IT support.", advert)).toEqual([]);
    expect(flagsFor(cv, "I am fluent in Amharic and English.", advert)).toEqual([]);
    expect(flagsFor(cv, "I organised the anaesthetics courses for our IT staff.", advert)).toEqual([]);
    expect(
      flagsFor(
        cv,
        "Last year I was a buddy to around ten new-hire crew members.",
        advert,
        "In 2025 I was a buddy for new-hire cabin crew (around 10 crew).",
      ),
    ).toEqual([]);
  });

  it("reads a department's short form ('the SIU') as its full name in the letter", () => {
    const cv = [
      "Amara Bekele",
      "Claims Handler – Munster Mutual (2019 – present)",
      "- Suspected fraud is referred to the Special Investigations Unit (SIU); investigations are carried out by the SIU.",
    ].join("\n");
    const advert = "Senior Claims Handler\nMunster Mutual\n\nWe need a claims handler.\n";
    expect(
      flagsFor(
        cv,
        "I refer suspected fraud to our Special Investigations Unit, who then carry out the investigation.",
        advert,
      ),
    ).toEqual([]);
    expect(flagsFor(cv, "I carry out the fraud investigations myself.", advert).join(" ")).toMatch(
      /investigations/,
    );
  });
});

describe("duties and roles after reading held-out letters 34", () => {
  const cv = [
    "Putri Lestari",
    "Flight Attendant – Nusantara Air (March 2019 – present)",
    "- Pre-flight briefings are led by the Purser.",
    "- Station rosters are prepared by the Officer-in-Charge.",
    "- Nurse rosters and nurse appraisals are done by the Head Nurse.",
    "LANGUAGES",
    "Mandarin (HSK 2, 2024 – basic)",
    "NOT YET",
    "- Purser or Cabin Manager",
  ].join("\n");
  const advert = "Purser\nFormosa Skyway\n\nMandarin: HSK 4 preferred.\n";
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nPutri Lestari`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("flags a duty claimed with a verb of the same kind ('build' a roster someone 'prepared')", () => {
    expect(flags("I build the station roster.").join(" ")).toMatch(/roster/);
  });

  it("flags a duty 'done by the Head Nurse' though the sentence says 'nurse roster'", () => {
    expect(flags("I write the nurse roster and do the appraisals for our nursing team.").join(" ")).toMatch(
      /roster/,
    );
  });

  it("flags 'As Purser, I lead the briefing', with 'every crew member' in it", () => {
    expect(
      flags(
        "As Purser, I lead the pre-flight briefing and make sure every crew member knows their doors.",
      ).join(" "),
    ).toMatch(/briefing/);
    expect(flags("Since 2023 I have flown as Purser on our A330 flights.").join(" ")).toMatch(/Purser/);
  });

  it("flags a language level the advert asks for when the CV holds a lower one ('passed HSK 4')", () => {
    expect(flags("I have been studying Mandarin and passed HSK 4 last year.").join(" ")).toMatch(/HSK 4/);
  });
});

describe("the candidate's workplace and lengths of time (held-out letters 34)", () => {
  const cv = [
    "Ndapewa Shikongo",
    "April 2022 – present: Assistant Store Manager, Kalahari Fresh Khomasdal, Windhoek",
    "- Store of approx. 45 staff; turnover approx. N$ 6 million per month",
    "- Relief Store Manager during leave: 3 weeks in 2024, 4 weeks in 2025",
  ].join("\n");
  const advert = "Store Manager\nKalahari Fresh Ongwediva\n\nWe need a store manager.\n";
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nNdapewa Shikongo`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("reads a sentence whose subject is the CV's own workplace as a claim", () => {
    expect(flags("Khomasdal has a monthly turnover of about N$ 10 million.").join(" ")).toMatch(/10/);
    expect(flags("Khomasdal has a monthly turnover of about N$ 6 million.")).toEqual([]);
  });

  it("does not let '3 weeks' show 'three months'", () => {
    expect(flags("I acted as Store Manager for three months in 2025.").join(" ")).toMatch(/three months/);
    expect(flags("I acted as Store Manager for four weeks in 2025.")).toEqual([]);
  });
});

describe("after reading held-out letters 36", () => {
  const cv = [
    "MD. TAHSIN RAHMAN",
    "Employment History:",
    "1. Merchandiser (Knit)",
    "   Meghna Knit Composite Ltd., Gazipur",
    "   Duration: 01 February 2021 – Continuing",
    "   Responsibilities:",
    "   - Approx. 35 styles per season; approx. 1.8 million pieces per year",
    "   - Final price negotiation with buyers is done by the Merchandising Manager",
    "   Achievements:",
    "   - Air shipments from 9 (2022) to 3 (2025)",
    "2. Assistant Merchandiser (Sweater)",
    "   Padma Sweaters Ltd., Dhaka",
    "   Duration: 15 July 2018 – 31 January 2021",
  ].join("\n");
  const advert = "Senior Merchandiser\nDelta Knitwear\n\nWe need a senior merchandiser.\n";
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nTahsin Rahman`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("reads 'Continuing' as now, and a role's indented 'Achievements:' as part of it", () => {
    expect(flags("I have been a merchandiser for more than five years.")).toEqual([]);
    expect(flags("I have nearly eight years of experience in merchandising.")).toEqual([]);
  });

  it("lets a hedged figure round the CV's by a tenth, and reads 'two thirds' as a change", () => {
    expect(flags("I handle close to two million pieces a year.")).toEqual([]);
    expect(flags("I handle close to three million pieces a year.").join(" ")).toMatch(/three million/);
    expect(flags("I cut air shipments by two thirds.")).toEqual([]);
    expect(flags("I cut air shipments by three quarters.").join(" ")).toMatch(/three quarters/);
  });

  it("needs two of a duty's words when the CV says only that someone else 'does' it", () => {
    expect(flags("I manage around 35 styles per season for our buyers.")).toEqual([]);
    expect(flags("I negotiate the final prices with our buyers myself.").join(" ")).toMatch(
      /negotiate|prices/,
    );
  });
});

describe("after reading held-out letters 35", () => {
  const cv = [
    "Somchai Wongsa",
    "Jun 2020 – Present   Production Supervisor",
    "Siam Precision Auto Parts Co., Ltd., Amata City Chonburi",
    "- Maintenance of LV motors and variable frequency drives",
    "Apr 2015 – May 2020   Line Leader",
    "Chonburi Stamping Co., Ltd., Laem Chabang",
    "(metal stamping for automotive suppliers)",
    "NOT YET",
    "• NEBOSH IGC",
  ].join("\n");
  const advert = "Production Manager\nEastern Seaboard Batteries\n\nWe need a production manager.\n";
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nSomchai Wongsa`,
        cvContent: cv,
        jobDescription: advert,
        now: NOW,
      }),
    );

  it("reads an activity's words over several roles, and a legal form after a comma as no name", () => {
    expect(flags("I bring more than eleven years in automotive production.")).toEqual([]);
    expect(flags("I bring more than fifteen years in automotive production.").join(" ")).toMatch(/fifteen/);
    expect(
      flags("Since June 2020 I have been Production Supervisor at Siam Precision Auto Parts Co., Ltd."),
    ).toEqual([]);
  });

  it("shows an acronym by its words in small letters, and a unit by its employer", () => {
    expect(flags("I maintain our VFDs.")).toEqual([]);
    expect(flags("I work in the Production Department of Siam Precision Auto Parts.")).toEqual([]);
  });

  it("reads 'NEBOSH IGC I have not done yet' as no claim", () => {
    expect(flags("NEBOSH IGC I have not done yet, but I am ready to do it.")).toEqual([]);
    expect(flags("I hold the NEBOSH IGC.").join(" ")).toMatch(/NEBOSH/);
  });
});

describe("roles after a 'Key achievements' heading (held-out letters 36)", () => {
  it("still counts the roles listed after it", () => {
    const cv = [
      "ESTHER NABUKENYA",
      "EMPLOYMENT HISTORY",
      "Monitoring & Evaluation Officer",
      "Hope Rising Uganda | March 2021 – present",
      "- Supervise 1 M&E Assistant",
      "Key achievements",
      "- Timeliness of monthly facility reports from 68% to 94%",
      "",
      "Data Officer",
      "Kyaddondo Community Health Initiative | August 2017 – February 2021",
      "",
      "EDUCATION",
      "Bachelor of Statistics – Makerere University – 2016",
    ].join("\n");
    const flags = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nEsther Nabukenya`,
          cvContent: cv,
          jobDescription: "M&E Specialist\nHealth Trust\n\nWe need an M&E specialist.\n",
          now: NOW,
        }),
      );
    expect(flags("I have almost nine years of experience in health data.")).toEqual([]);
    expect(flags("I have twelve years of experience in health data.").join(" ")).toMatch(/twelve/);
  });
});

describe("figures worked out from the CV (held-out letters 37)", () => {
  const cv = [
    "SHANIQUE CAMPBELL",
    "Portmore, Jamaica",
    "",
    "EXPERIENCE",
    "Team Leader, Harbourside Contact Centre | March 2019 – present",
    "- Average handle time (AHT) on my team down from 9:40 (2022) to 7:55 (2025).",
    "- Team attrition 29% in 2023 vs. a site average of 41%.",
    "- Patients with BP below 140/90 rose from 41% to 58% of registered hypertensives.",
    "- Teach 5 classes of approx. 28 students each.",
    "- Emergency turnaround time reduced from 95 minutes (2021) to 55 minutes (2025).",
    "- RT-PCR for SARS-CoV-2 on the COVID-19 lab roster, Nov 2020 – Apr 2021.",
    "- Transit cargo to Zambia, Malawi and DR Congo under T1 documents.",
    "",
    "VOLUNTEER",
    "Reading tutor, Portmore Public Library — Saturdays, since 2022",
    "",
    "INTERESTS",
    "Football",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Hiring Manager,\n\n${sentence}\n\nKind regards,\nShanique Campbell`,
        cvContent: cv,
        jobDescription: "Operations Manager\nBluewave BPO\n\nWe need an operations manager.\n",
        now: NOW,
      }),
    );

  it("reads a difference between two shares as percentage points", () => {
    expect(flags("The share went from 41% to 58%, a rise of 17 percentage points.")).toEqual([]);
    expect(flags("My team's attrition was 29%, twelve points under the site.")).toEqual([]);
    expect(flags("I raised the share by 15 percentage points.").join(" ")).toMatch(/15/);
    expect(flags("My team's attrition was 29%, fifteen points under the site.").join(" ")).toMatch(/fifteen/);
  });

  it("reads a change in handle time from two clock times", () => {
    expect(flags("By 2025 we were at 7:55, one minute and forty-five seconds faster per call.")).toEqual([]);
    expect(flags("We cut handle time by 105 seconds.")).toEqual([]);
    expect(flags("We cut handle time by two minutes and five seconds.").join(" ")).toMatch(
      /two minutes|five seconds/,
    );
  });

  it("reads a change said 'by' in the unit the CV gives", () => {
    expect(flags("I cut the turnaround by 40 minutes between 2021 and 2025.")).toEqual([]);
    expect(flags("I cut the turnaround by 50 minutes.").join(" ")).toMatch(/50 minutes/);
  });

  it("reads a product of the CV's own counts", () => {
    expect(
      flags("I teach five classes, so around 140 students pass through my classroom every week."),
    ).toEqual([]);
    expect(flags("I teach 200 students a week.").join(" ")).toMatch(/200/);
  });

  it("reads a closed date range's length in months", () => {
    expect(flags("During COVID-19 I ran RT-PCR for SARS-CoV-2 for six months.")).toEqual([]);
    expect(flags("During COVID-19 I ran RT-PCR for SARS-CoV-2 for nine months.").join(" ")).toMatch(
      /nine months/,
    );
  });

  it("knows a country by its other names", () => {
    expect(flags("I clear transit cargo to Zambia, Malawi and the DRC.")).toEqual([]);
  });

  it("reads a volunteer post under a volunteering heading", () => {
    expect(flags("Outside work I'm a volunteer reading tutor at the Portmore Public Library.")).toEqual([]);
    expect(flags("Outside work I'm a volunteer football coach.").join(" ")).toMatch(/football coach/);
  });
});

describe("year-first dates and haul trucks (held-out letters 37)", () => {
  it("reads '2018.04 – now' as a role's dates and a haul truck as a dump truck", () => {
    const cv = [
      "GANBOLD BATBAYAR",
      "WORK EXPERIENCE",
      "Company                     | Position                | Period",
      "Tavan Khad Mining LLC       | Haul Truck Operator     | 2018.04 – now",
      "Khangai Coal LLC            | Dump Truck Driver       | 2014.05 – 2018.02",
    ].join("\n");
    const flags = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nGanbold`,
          cvContent: cv,
          jobDescription: "Haul Truck Trainer\nGobi Copper\n\nWe need a trainer.\n",
          now: NOW,
        }),
      );
    expect(flags("I drive dump trucks more than twelve years.")).toEqual([]);
    expect(flags("I drive dump trucks more than fifteen years.").join(" ")).toMatch(/fifteen/);
  });
});

describe("a level claimed above the CV's own (held-out letters 37)", () => {
  it("does not take a CV's 'basic' for 'advanced'", () => {
    const cv = [
      "HAMZA BUTT",
      "EXPERIENCE",
      "Audit Senior | January 2022 – Present",
      "SOFTWARE",
      "CaseWare (daily) | MS Excel (advanced: Power Query) | SPSS (basic – descriptive statistics) | Tableau: beginner",
    ].join("\n");
    const flags = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nHamza`,
          cvContent: cv,
          jobDescription: "Assistant Manager – Audit\nKarachi Partners\n\nWe need an auditor.\n",
          now: NOW,
        }),
      );
    expect(flags("I use SPSS for descriptive statistics. I am an advanced Excel user.")).toEqual([]);
    expect(flags("I am an advanced SPSS user.").join(" ")).toMatch(/SPSS/);
    expect(flags("I am an expert in Tableau.").join(" ")).toMatch(/Tableau/);
  });
});

describe("clauses, courses in progress and ranges (held-out letters 38)", () => {
  const cv = [
    "NADIRA PERSAUD",
    "EXPERIENCE",
    "Assistant Surveyor, Demerara Survey Services | 2019 – present",
    "- Approx. 70-80 site hours a month",
    "- Trained approx. 30 new chainmen (2022-2025)",
    "QUALIFICATIONS",
    "Land Surveyors Board of Guyana - articled pupil since 2021; Part I examination passed 2023; Part II examination: not yet taken",
    "BSc (Hons) Real Estate Management, UCEM, online, part-time - in progress (year 3 of 4)",
    "Certificate IV in Leadership and Management, APTC - in progress (4 of 6 units)",
    "2010                SBO-opleiding Bakkerij, niveau 3",
    "bezig               Middenkaderopleiding Bakkerijtechnologie (online), module 2 van 3",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nNadira`,
        cvContent: cv,
        jobDescription: "Senior Surveyor\nEssequibo Land Surveys\n\nWe need a surveyor.\n",
        now: NOW,
      }),
    );

  it("reads a 'not yet' clause as its own item's only", () => {
    expect(
      flags("I have been an articled pupil with the Land Surveyors Board of Guyana since 2021."),
    ).toEqual([]);
    expect(flags("I passed the Part I examination in 2023.")).toEqual([]);
    expect(flags("I passed the Part II examination in 2024.").join(" ")).toMatch(/Part II|2024/);
  });

  it("reads a course the letter says is in progress as the CV's course in progress", () => {
    expect(flags("I'm studying part-time for a BSc (Hons) in Real Estate Management with UCEM.")).toEqual([]);
    expect(flags("I am in the third year of a part-time BSc in Real Estate Management.")).toEqual([]);
    expect(
      flags(
        "I have completed four of the six units of the APTC Certificate IV in Leadership and Management.",
      ),
    ).toEqual([]);
    expect(flags("I hold a BSc (Hons) in Real Estate Management.").join(" ")).toMatch(/BSc/);
    expect(flags("Ik volg online de Middenkaderopleiding Bakkerijtechnologie.")).toEqual([]);
  });

  it("does not take a finished course for one in progress when the next entry is dated 'bezig'", () => {
    expect(flags("I completed the SBO-opleiding Bakkerij in 2010.")).toEqual([]);
  });

  it("reads both ends of '70-80 site hours' and no 'since' as what is counted", () => {
    expect(flags("I work about 70 to 80 site hours a month.")).toEqual([]);
    expect(flags("New chainmen trained: about 30 since 2022.")).toEqual([]);
    expect(flags("I work about 90 site hours a month.").join(" ")).toMatch(/90/);
  });
});

describe("denials, awards, shares, halves and hours (held-out letters 38)", () => {
  const cv = [
    "AMINATA KAMARA",
    "EXPERIENCE",
    "HSE Superintendent, Sula Ridge Mining | Oct 2019 – present",
    "- Reporting to the National Minerals Agency is done by the HSE Manager",
    "- Arrange the annual fire certificate inspection with the Fire and Rescue Department",
    "- Retail arcade occupancy from 15 of 22 lots (2021) to 21 of 22 (2025)",
    "- Early shift (ploeg van 03:00 tot 11:00 uur)",
    "AWARDS",
    'Sula Ridge "HSE Champion" award, 2023',
    "LICENCES",
    "Dubai Health Authority (DHA): DataFlow verification completed March 2026; Prometric exam not yet",
    "EDUCATION",
    "Master of TESOL (part-time) — 1st year, since 2025",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAminata`,
        cvContent: cv,
        jobDescription: "HSE Manager\nKono Minerals\n\nWe need an HSE manager.\n",
        now: NOW,
      }),
    );

  it("reads a duty the letter denies as no claim of it", () => {
    expect(flags("I have not yet dealt directly with the National Minerals Agency.")).toEqual([]);
    expect(flags("I handle the reporting to the National Minerals Agency.").join(" ")).toMatch(
      /report|handle/,
    );
  });

  it("reads an award by its name, not whose it was, and a certificate inspection as no certificate", () => {
    expect(flags("I received the site's HSE Champion award in 2023.")).toEqual([]);
    expect(flags("I received the site's Safety Star award in 2023.").join(" ")).toMatch(/Safety Star/);
    expect(
      flags("I arrange the yearly fire certificate inspection with the Fire and Rescue Department."),
    ).toEqual([]);
  });

  it("reads 'from 15 of 22 … to 21 of 22' as shares, not hours, and 'drie uur … elf uur' as hours", () => {
    expect(
      flags("I managed the arcade, which went from 15 of 22 lots let in 2021 to 21 of 22 in 2025."),
    ).toEqual([]);
    expect(flags("Ik werk van drie uur 's nachts tot elf uur 's ochtends.")).toEqual([]);
    expect(flags("Ik werk van vier uur tot twaalf uur.").join(" ")).toMatch(/vier uur/);
  });

  it("reads 'six and a half years' as years", () => {
    expect(flags("I have been an HSE Superintendent for six and a half years.")).toEqual([]);
    expect(flags("I have been an HSE Superintendent for ten and a half years.").join(" ")).toMatch(
      /ten and a half/,
    );
  });

  it("reads a lack said after a later word of the name, and '— 1st year' as a course under way", () => {
    expect(flags("I have passed the DHA Prometric exam.").join(" ")).toMatch(/Prometric/);
    expect(flags("I completed my Master of TESOL last year.").join(" ")).toMatch(/TESOL/);
  });
});

describe("a German degree's subject ends before the verb (held-out letters 38)", () => {
  it("reads 'Bachelor of Arts in Logopädie habe ich 2016 … abgeschlossen'", () => {
    const result = checkLetter({
      letter:
        "Sehr geehrte Damen und Herren,\n\nMeinen Bachelor of Arts in Logopädie habe ich 2016 an der HfH Zürich abgeschlossen.\n\nMit freundlichen Grüßen\nLea Frick",
      cvContent:
        "LEA FRICK\nAUSBILDUNG\n2013 – 2016 Bachelor of Arts in Logopädie, Interkantonale Hochschule für Heilpädagogik (HfH), Zürich",
      jobDescription: "Logopädin\nPraxis Vaduz\n\nWir suchen eine Logopädin.\n",
      now: NOW,
    });
    expect(flagged(result)).toEqual([]);
  });
});

describe("others' ages, lacks beside held lines, duties and stand-ins (held-out letters 39 and 40)", () => {
  const cv = [
    "RUTH MOYO",
    "EXPERIENCE",
    "Team Leader, Harbour Family Trust | Feb 2020 – present",
    "- Mentoring for young people aged 13 to 18, approx. 25 a week",
    "- Contribute case notes to the statutory social worker's reports for the Family Court",
    "- Price negotiations with the buyers are handled by the General Manager",
    "- Book services and repairs with the workshop; the workshop is run by the Workshop Foreman",
    "- Approve refunds of up to USD 500; refunds above USD 500 are approved by the Finance Manager",
    "- Acting Ward In-Charge for 2 weeks (August 2024)",
    "- Lead one patrol team of 6 rangers",
    "QUALIFICATIONS",
    "- Basic Life Support (BLS, American Heart Association), renewed 2025",
    "- ACCA (in progress): Applied Knowledge exams and Performance Management (PM) passed; other exams in progress",
    "- Green Belt Lean Six Sigma : en cours",
    "NOT YET",
    "- Statutory social work",
    "- ACLS (American Heart Association)",
    "- Ward In-Charge (substantive)",
    "- Leading more than one patrol team",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nRuth`,
        cvContent: cv,
        jobDescription: "Senior Practitioner\nTe Awa Services\n\nWe need a senior practitioner.\n",
        now: NOW,
      }),
    );

  it("reads the ages of the people served as no claim about the writer's age", () => {
    expect(flags("I mentor young people aged 13 to 18.")).toEqual([]);
  });

  it("reads a lack named as the CV names it in a held line, or as an issuer held elsewhere, as no claim", () => {
    expect(
      flags("I contribute case notes to the statutory social worker's reports for the Family Court."),
    ).toEqual([]);
    expect(flags("My BLS with the American Heart Association was renewed in 2025.")).toEqual([]);
    expect(flags("I also worked as a statutory social worker for two years.").join(" ")).toMatch(
      /statutory/i,
    );
    expect(flags("I hold ACLS from the American Heart Association.").join(" ")).toMatch(/ACLS/);
  });

  it("reads 'more than one' in a lack as one held, and standing in as what the CV shows", () => {
    expect(flags("I lead a patrol team of six rangers.")).toEqual([]);
    expect(flags("In August 2024 I acted as Ward In-Charge for two weeks.")).toEqual([]);
    expect(flags("I am the Ward In-Charge of the labour ward.").join(" ")).toMatch(/Ward In-Charge/);
  });

  it("reads whose duty it is by the subject before its preposition, and the candidate's own clause of the line", () => {
    expect(flags("I handle a third account, so I already work with buyers.")).toEqual([]);
    expect(flags("I handle the price negotiations with buyers.").join(" ")).toMatch(/negotiations/);
    expect(flags("I book services and repairs with our workshop.")).toEqual([]);
    expect(flags("I approve refunds of up to USD 1,500 on my own.").join(" ")).toMatch(/refunds|1,500/);
  });

  it("reads items passed under an unfinished heading as passed, and 'je prépare' as under way", () => {
    expect(flags("I have passed the Applied Knowledge exams and Performance Management.")).toEqual([]);
    expect(flags("Je prépare actuellement la certification Green Belt Lean Six Sigma.")).toEqual([]);
  });
});

describe("a lack marked on its own line, and sums of one kind of thing (held-out letters 40, misses)", () => {
  const cv = [
    "JEAN MUGISHA",
    "EXPERIENCE",
    "Ranger – Patrol Team Leader | March 2019 – present",
    "- Lead one patrol team of 6 rangers on foot patrols, approx. 18 patrol days a month",
    "EDUCATION",
    "Diploma in Wildlife Management: year 1 of 3 completed",
    "CERTIFICATES",
    "Basic Life Support (BLS), renewed 2025",
    "ACLS: not yet",
    "UT Level 2: not held",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nJean`,
        cvContent: cv,
        jobDescription: "Senior Ranger\nAkagera Parks\n\nWe need a senior ranger.\n",
        now: NOW,
      }),
    );

  it("does not take 'ACLS: not yet' or 'UT Level 2: not held' as showing the certificate", () => {
    expect(flags("I hold a current ACLS provider certificate.").join(" ")).toMatch(/ACLS/);
    expect(flags("I am qualified to UT Level 2.").join(" ")).toMatch(/UT Level 2/);
    expect(flags("My BLS was renewed in 2025.")).toEqual([]);
  });

  it("adds up counts of one kind of thing only", () => {
    expect(flags("In all I command four patrol teams, 24 rangers.").join(" ")).toMatch(/four|24/);
    expect(flags("I lead one patrol team of six rangers.")).toEqual([]);
  });
});

describe("hedges, negations, shares of a whole, yearly counts and courses attended (held-out letters 44)", () => {
  const cv = [
    "NOAH BANDA",
    "EXPERIENCE",
    "Plant Operator, Lilongwe Water Board | Jan 2019 – present",
    "- Backwash water: from approx. 4% of production (2022) to approx. 2.5% (2025)",
    "- False-positive share of our top 20 rules: from approx. 70% (2023) to approx. 45% (2025)",
    "- About 180 completed service calls a year (average of 2023 to 2025)",
    "- Harvest-season night shift lead since 2022",
    "TRAINING",
    "GIAC GCIH ..... SANS SEC504 course attended 2024; exam not yet taken",
  ].join("\n");
  const flags = (sentence: string) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nNoah`,
        cvContent: cv,
        jobDescription: "Senior Plant Operator\nBlantyre Water Board\n\nWe need a senior plant operator.\n",
        now: NOW,
      }),
    );

  it("reads 'will be new for me' and 'I have no … certificate' as no claims", () => {
    expect(flags("Leading a team of eight will be new for me.")).toEqual([]);
    expect(flags("I have no welding certificate.")).toEqual([]);
    expect(flags("I lead a team of eight.").join(" ")).toMatch(/eight/);
  });

  it("reads a share of the whole and 'about … percentage points' as the points between two shares", () => {
    expect(flags("That saved about 1.5% of our production.")).toEqual([]);
    expect(flags("That was a drop of about 25 percentage points.")).toEqual([]);
    expect(flags("That saved about 3% of our production.").join(" ")).toMatch(/3%/);
  });

  it("reads a yearly count over its span of years, and a course attended", () => {
    expect(flags("I completed around 540 service calls.")).toEqual([]);
    expect(flags("I completed around 900 service calls.").join(" ")).toMatch(/900/);
    expect(flags("I attended the SANS SEC504 course in 2024.")).toEqual([]);
    expect(flags("I passed the GCIH exam in 2025.").join(" ")).toMatch(/GCIH/);
  });
});

describe("years in a field whose posts go by other names (held-out letters 44)", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Senior Adviser\nSouthern Bank\n\nWe need an adviser.\n",
        now: NOW,
      }),
    );
  const banker = [
    "Mortgage Adviser   May 2020 – Present",
    "Castletown Building Society",
    "Customer Service Officer, Savings   September 2016 – April 2020",
    "Peel Bank, Peel branch",
  ];
  const teacher = [
    "Early Childhood Teacher – Honiara Community Kindergarten   February 2019 – present",
    "Assistant Teacher – Auki ECE Centre   March 2015 – December 2018",
  ];
  const linguist = [
    "Translator-Interpreter, Kigali   January 2020 – present",
    "Freelance translator   January 2017 – December 2019",
    "Teacher of French and English   September 2015 – December 2016",
  ];

  it("counts a bank's and a building society's posts as financial services", () => {
    expect(check("I have almost ten years in financial services.", banker)).toEqual([]);
    expect(check("I have fifteen years in financial services.", banker).join(" ")).toMatch(/fifteen/);
  });

  it("counts kindergarten and ECE posts as years with young children, and translators' posts as language work", () => {
    expect(check("I have more than eleven years with young children.", teacher)).toEqual([]);
    expect(check("I have more than ten years of working with languages.", linguist)).toEqual([]);
  });
});

describe("held-out letters 45's false flags", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Purser\nSteppe Air\n\nWe need a purser.\n",
        now: NOW,
      }),
    );
  const crew = [
    "Flight Attendant   May 2018 – present",
    "Eastern Skies, Ulaanbaatar",
    "· Cabin crew member on the Boeing 737.",
    "· Found a smoking charger on board in 2024; no further damage (written commendation from the Head of Cabin",
    "  Services).",
    "· Onboard sales on my flights rose from approx. 1.8 million MNT (2022) to approx.",
    "  3.1 million MNT (2025) a month.",
    "· The crew briefing and the cabin report are done by the purser.",
    "· Host sponsor audit visits (approx. 10 a year).",
    "LICENCES",
    "· Cabin crew attestation, Civil Aviation Authority, 2018",
    "NOT YET",
    "· Audit (lead auditor work)",
  ];
  const mechanic = [
    "09/2009 – 08/2012",
    "Lehre Kfz-Technik, Autohaus Berger GmbH",
    "09/2012 – 02/2016",
    "Kfz-Techniker, Autohaus Berger GmbH",
    "AUSBILDUNG",
    "2019 – 2020 Werkmeisterschule Elektrotechnik, WIFI Steiermark: 2 von 4 Semestern, abgebrochen",
    "Associate Degree in Fire Science, Northern College: year 1 of 2 completed (part time)",
  ];

  it("reads 'no further damage' as a result, not a lack, and a bullet wrapped onto an indented line as one", () => {
    expect(
      check("For this I received a written commendation from the Head of Cabin Services.", crew),
    ).toEqual([]);
    expect(check("My flights now sell about 1.3 million MNT more a month than in 2022.", crew)).toEqual([]);
    expect(
      check("My flights now sell about 2.5 million MNT more a month than in 2022.", crew).join(" "),
    ).toMatch(/2\.5/);
  });

  it("reads the CV's own phrase for a duty done by someone else, or lacked, as the candidate's own thing", () => {
    expect(
      check("I received my cabin crew attestation from the Civil Aviation Authority in 2018.", crew),
    ).toEqual([]);
    expect(check("I host about ten sponsor audit visits a year.", crew)).toEqual([]);
    expect(check("I do the crew briefing on every flight.", crew).join(" ")).toMatch(/briefing/);
  });

  it("reads 'In 2022 the cabin crew …' as a date, a range of month-and-year dates, and a course left or part done", () => {
    expect(check("In 2022 the cabin crew score on my flights was good.", crew)).toEqual([]);
    expect(check("From 2009 to 2012 I trained at Autohaus Berger.", mechanic)).toEqual([]);
    expect(check("From 2009 to 2013 I trained at Autohaus Berger.", mechanic).join(" ")).toMatch(/2013/);
    expect(
      check(
        "Die Werkmeisterschule Elektrotechnik am WIFI habe ich nach zwei von vier Semestern abgebrochen.",
        mechanic,
      ),
    ).toEqual([]);
    expect(
      check("I have finished the first year of the Associate Degree in Fire Science.", mechanic),
    ).toEqual([]);
    expect(check("I hold the Associate Degree in Fire Science.", mechanic).join(" ")).toMatch(/Fire Science/);
  });
});

describe("held-out letters 46's false flags", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Senior Pharmacist\nGozo General Hospital\n\nWe need a pharmacist.\n",
        now: NOW,
      }),
    );

  it("shows 'a registered pharmacist' by the post and a registration number, not by a lacked licence", () => {
    const registered = [
      "Pharmacist — Pharmacy Council registration no. P-2291",
      "Pharmacist, City Hospital, 2019 – present",
    ];
    const unlicensed = [
      "Surveyor, Geo Survey Co., 2019 – present",
      "Systematic land registration team",
      "Surveyor's licence: not held",
    ];
    expect(check("I am a registered pharmacist.", registered)).toEqual([]);
    expect(check("I am a licensed surveyor.", unlicensed).join(" ")).toMatch(/surveyor/);
  });
});

describe("held-out letters 46 and 47's false flags", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Head of Operations\nHarbour Group\n\nWe need a head of operations.\n",
        now: NOW,
      }),
    );
  const hotel = [
    "Assistant Executive Housekeeper, Palm Resort   April 2016 – present",
    "- Resort of 148 rooms and 12 villas; housekeeping department of approx. 42.",
    "- Room cleanliness score in guest surveys: approx. 86 (2022) → approx. 93 (2025).",
    "- Linen par levels set up with the Laundry Manager (2023). The in-house laundry is managed by the Laundry Manager.",
    "- Organic sessions approx. 38,000 a month (2022) → approx. 61,000 a month (2025).",
    "- Patient flow project led by the Patient Care Manager; I represented housekeeping in the project's discharge planning",
    "  meetings.",
    "- Purchase orders raised in SAP MM; 3 framework agreements for linen.",
    "EDUCATION",
    "- Certificate in Hotel Management, 2018",
    "SYSTEMS",
    "SAP MM (daily use); MS Excel (advanced); SAP Ariba: no experience",
    "NOT YET",
    "- Hotels of more than 160 keys",
  ];

  it("reads sums and differences the letter says it works out", () => {
    expect(check("Our resort has 148 rooms and 12 villas, 160 keys in all.", hotel)).toEqual([]);
    expect(check("My score rose from 86 to 93, a gain of seven points.", hotel)).toEqual([]);
    expect(check("My score rose from 86 to 93, a gain of nine points.", hotel).join(" ")).toMatch(/nine/);
    expect(check("That's about 23,000 more sessions a month.", hotel)).toEqual([]);
  });

  it("reads a role named as a colleague, a lack marked on its own clause, and things managed as things", () => {
    expect(check("I set up linen par levels together with our Laundry Manager in 2023.", hotel)).toEqual([]);
    expect(check("I use SAP MM daily.", hotel)).toEqual([]);
    expect(check("I use SAP Ariba daily.", hotel).join(" ")).toMatch(/Ariba/);
    expect(check("I am managing three framework agreements for linen.", hotel)).toEqual([]);
    expect(
      check(
        "I represented housekeeping in the discharge planning meetings of that patient flow project.",
        hotel,
      ),
    ).toEqual([]);
    expect(check("I hold a Certificate in Hotel Management (2018).", hotel)).toEqual([]);
    expect(check("I have ten years as an occupational therapist behind me.", hotel).join(" ")).not.toMatch(
      /behind/,
    );
  });

  it("reads 'Fisioterapia no Desporto' and 'anos de profissão'", () => {
    const physio = [
      "Fisioterapeuta, Clínica Norte · setembro de 2016 – presente",
      "- Pós-graduação em Fisioterapia no Desporto, 2020",
    ];
    const portuguese = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Exmos. Senhores,\n\nSou fisioterapeuta na Clínica Norte. ${sentence}\n\nCumprimentos,\nAna`,
          cvContent: physio.join("\n"),
          jobDescription: "Coordenador de Fisioterapia\nClínica Sul\n\nProcuramos um coordenador.\n",
          now: NOW,
        }),
      );
    expect(portuguese("Concluí a Pós-graduação em Fisioterapia no Desporto em 2020.")).toEqual([]);
    expect(portuguese("Tenho quase dez anos de profissão.")).toEqual([]);
  });
});

describe("held-out letters 48's false flags", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Clinical Manager\nLake Hospital\n\nWe need a manager.\n",
        now: NOW,
      }),
    );
  const cv = [
    "Clinical Dietitian II, Lake Medical Center   June 2019 – present",
    "- Cover the 24-bed medical ICU and the 20-bed step-down unit; approx. 14 patient assessments a day.",
    "- Post-event client satisfaction (my events): approx. 8.1/10 (2022) → approx. 8.9/10 (2025).",
    "- CT: approx. 12 scans a day on the department's 64-slice Siemens SOMATOM go.Up.",
  ];

  it("adds counts joined to their noun ('24-bed'), reads scores out of ten and '8.1 in 2022', and 'go.Up'", () => {
    expect(
      check("I cover the 24-bed medical ICU and the 20-bed step-down unit, 44 beds in all.", cv),
    ).toEqual([]);
    expect(
      check("I cover the 24-bed medical ICU and the 20-bed step-down unit, 54 beds in all.", cv).join(" "),
    ).toMatch(/54/);
    expect(
      check("My client satisfaction went from about 8.1 in 2022 to about 8.9 out of 10 in 2025.", cv),
    ).toEqual([]);
    expect(check("I scan about twelve patients a day on our SOMATOM go.Up.", cv)).toEqual([]);
  });
});

describe("held-out letters 49's false flags", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Operations Lead\nHarbour Group\n\nWe need a lead.\n",
        now: NOW,
      }),
    );

  it("reads ISO year-month dates joined by an arrow, and a later post's date line under the same employer", () => {
    const cv = [
      "EXPERIENCE",
      "Baltic Freight OÜ, Tallinn",
      "2022-02 → present   Operations Manager",
      "",
      "Narva Shipping AS, Narva",
      "2019-01 → 2022-01   Shift Lead",
      "2016-10 → 2018-12   Dispatcher",
    ];
    expect(check("In total I have nearly ten years of experience.", cv)).toEqual([]);
    expect(check("I spent more than five years at Narva Shipping.", cv)).toEqual([]);
    expect(check("I spent more than eight years at Narva Shipping.", cv).join(" ")).toMatch(/eight years/);
  });

  it("reads a day before the month and year ('31/08/2017') at a range's end", () => {
    const cv = [
      "WORK EXPERIENCE",
      "01/09/2017 – Present",
      "Dental Hygienist, Riverside Dental, Larnaca",
      "01/09/2015 – 31/08/2017",
      "Dental Hygienist, Old Port Dental, Paphos",
    ];
    expect(check("I have been a dental hygienist for more than ten years.", cv)).toEqual([]);
    expect(check("I have been a dental hygienist for more than fifteen years.", cv).join(" ")).toMatch(
      /fifteen/,
    );
  });

  it("works out a change from a before and an after joined by an arrow, each in its own unit", () => {
    const cv = ["- Rewrote the nightly billing job in 2023: runtime approx. 2 h → approx. 20 min."];
    expect(check("I rewrote the nightly billing job in 2023, a cut of more than 80%.", cv)).toEqual([]);
    expect(check("I rewrote the nightly billing job in 2023, a cut of more than 95%.", cv).join(" ")).toMatch(
      /95%/,
    );
  });

  it("takes a lack marked after a last sentence ('Excel. ArcGIS: none') as that item's only", () => {
    const cv = ["Software ................. Leapfrog Geo, QGIS, Excel. ArcGIS: none"];
    expect(check("I make our maps in QGIS.", cv)).toEqual([]);
    expect(check("I make our maps in ArcGIS.", cv).join(" ")).toMatch(/ArcGIS/);
  });

  it("does not read a sentence that gives a lacked duty to someone else as claiming it", () => {
    const cv = [
      "- The drilling budget is managed by the Exploration Manager.",
      "NOT YET",
      "- Managing a drilling budget",
    ];
    expect(check("The drilling budget is managed by our Exploration Manager.", cv)).toEqual([]);
    expect(check("I have managed a drilling budget myself.", cv).join(" ")).toMatch(/drilling budget/);
  });

  it("reads a table typed without its outer bars as the candidate's own cells", () => {
    const cv = [
      "Grade Control Geologist   January 2016 – present",
      "Hill Copper Mine, Arandis",
      "BSc Geology, University of Namibia, 2015",
    ];
    const table = (cell: string) =>
      `Your requirement | My experience\nDegree | BSc in Geology.\nExperience | ${cell}`;
    expect(check(table("Nearly seven years of copper exploration at Hill Copper."), cv)).toEqual([]);
    expect(check(table("More than twelve years in mining geology."), cv).join(" ")).toMatch(/twelve years/);
  });

  it("finds 'Bachelor of Commerce' in a CV line that names it with its specialism", () => {
    const cv = ["Bachelor of Commerce (Finance), University of Nairobi – 2015 (Second Class Honours)"];
    expect(check("My degree: Bachelor of Commerce, University of Nairobi, 2015.", cv)).toEqual([]);
  });

  it("reads a duty before a bracket ('Trade finance (letters of credit, guarantees) is handled by …')", () => {
    const cv = [
      "- Trade finance (letters of credit, guarantees) is handled by the Trade Finance desk; I refer customers to them",
    ];
    expect(
      check("I have structured letters of credit and bank guarantees for my import customers.", cv).join(" "),
    ).toMatch(/letters of credit/);
    expect(check("I refer customers who need letters of credit to our trade finance desk.", cv)).toEqual([]);
  });
});

describe("held-out letters 50's false flags and misses", () => {
  const check = (
    sentence: string,
    cv: string[],
    jobDescription = "Team Lead\nCoast Group\n\nWe need a lead.\n",
  ) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription,
        now: NOW,
      }),
    );

  it("works out a saving said in words with units ('from about 6 hours of manual work to about 30 minutes')", () => {
    const cv = [
      "• Automated the weekly stock report (2024): from about 4 hours of manual work to about 20 minutes",
    ];
    expect(check("I automated the weekly stock report, a saving of more than 90%.", cv)).toEqual([]);
    expect(check("I automated the weekly stock report, a saving of more than 95%.", cv).join(" ")).toMatch(
      /95%/,
    );
  });

  it("reads 'acted as shift lead about twice a month' against an acting post, the title ending before 'about'", () => {
    const cv = ["· Night shift team of 6; acting shift lead approx. 2 shifts a month since 2023"];
    expect(check("Since 2023 I have acted as shift lead about twice a month.", cv)).toEqual([]);
  });

  it("does not let another part's remark ('(Part II not yet taken)') unsettle the part passed", () => {
    const cv = [
      "2023          Ghana College of Surveyors: Membership Examination Part I passed",
      "              (Part II not yet taken)",
    ];
    expect(
      check("In 2023 I passed Part I of the Ghana College of Surveyors' membership examination.", cv),
    ).toEqual([]);
    expect(
      check("In 2023 I passed Part II of the Ghana College of Surveyors' membership examination.", cv).join(
        " ",
      ),
    ).toMatch(/Part/);
  });

  it("reads Spanish points between two shares and 'años de ejercicio profesional' as the whole career", () => {
    const spanish = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Estimados señores:\n\nMe dirijo a ustedes para presentar mi postulación al cargo publicado por la cooperativa. ${sentence} Quedo a su disposición para una entrevista.\n\nMe interesa mucho trabajar con los productores de la zona, conocer sus rodeos y acompañar el trabajo diario del equipo técnico de la cooperativa durante toda la temporada de cría.\n\nAtentamente,\nAna`,
          cvContent: [
            "PERFIL",
            "Veterinaria de campo con experiencia en rodeos de cría y en la asistencia técnica a los productores.",
            "",
            "EXPERIENCIA LABORAL",
            "Marzo de 2018 – actualidad",
            "Veterinaria de campo – Cooperativa Los Robles",
            "• Preñez promedio de los socios: aprox. 64 % (2019) → aprox. 77 % (2024)",
            "Abril de 2015 – febrero de 2018",
            "Veterinaria – Clínica San José",
          ].join("\n"),
          jobDescription: "Jefa de sanidad animal\nCooperativa del Norte\n\nBuscamos una veterinaria.\n",
          now: NOW,
        }),
      );
    expect(
      spanish(
        "La preñez de los socios pasó de alrededor del 64 % a alrededor del 77 %, trece puntos porcentuales más.",
      ),
    ).toEqual([]);
    expect(spanish("Cuento con más de once años de ejercicio profesional.")).toEqual([]);
    expect(spanish("Cuento con más de quince años de ejercicio profesional.").join(" ")).toMatch(/quince/);
  });

  it("reads days counted from a close ('J+20' to 'J+8') as the days saved", () => {
    const french = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Madame, Monsieur,\n\nJe vous adresse ma candidature pour le poste de chef comptable de votre société. ${sentence} Je me tiens à votre disposition pour un entretien.\n\nJe souhaite mettre mon expérience au service de votre équipe financière, avec rigueur et dans le respect des délais, et participer à la croissance de votre société dans la région.\n\nCordialement,\nAna`,
          cvContent: "– Délai de clôture mensuelle ramené de J+18 (2020) à J+7 (2024)",
          jobDescription: "Chef comptable\nSociété du Sahel\n\nNous recherchons un chef comptable.\n",
          now: NOW,
        }),
      );
    expect(french("J'ai ramené le délai de clôture de J+18 à J+7, soit onze jours de moins.")).toEqual([]);
    expect(
      french("J'ai ramené le délai de clôture de J+18 à J+7, soit quinze jours de moins.").join(" "),
    ).toMatch(/quinze/);
  });

  it("counts 'I have been a paramedic for more than ten years' in the paramedic posts only", () => {
    const cv = [
      "Sep 2019 – present | Paramedic | Coast Ambulance Service, Swansea",
      "Mar 2013 – Aug 2016 | Ambulance Care Assistant | Coast Ambulance Service, Carmarthen",
    ];
    expect(check("I have been a paramedic for more than ten years.", cv).join(" ")).toMatch(/ten years/);
    expect(check("I have been a paramedic for nearly seven years.", cv)).toEqual([]);
  });
});

describe("held-out letters 50's last false flag", () => {
  it("does not read 'with the shipping lines' as claiming 'monthly KPI packs for the shipping lines are prepared by …'", () => {
    const cv = [
      "- Stowage and bay plans in Navis N4",
      "- BAPLIE / EDI files exchanged with shipping lines",
      "- Monthly KPI packs for the shipping lines are prepared by the Commercial department",
    ];
    const check = (sentence: string) =>
      flagged(
        checkLetter({
          letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
          cvContent: cv.join("\n"),
          jobDescription: "Planning Supervisor\nHarbour Terminal\n\nWe need a supervisor.\n",
          now: NOW,
        }),
      );
    expect(
      check(
        "I prepare stowage and bay plans in Navis N4 and exchange BAPLIE and EDI files with the shipping lines.",
      ),
    ).toEqual([]);
    expect(check("I prepare the monthly KPI packs for the shipping lines.").join(" ")).toMatch(/KPI packs/);
  });
});

describe("held-out letters 51's false flags", () => {
  const check = (letter: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter,
        cvContent: cv.join("\n"),
        jobDescription: "Area Sales Manager\nPunjab Pharma\n\nWe need a manager.\n",
        now: NOW,
      }),
    );

  it("reads a timeline line's first word after its year and dash as a sentence's first ('2017 – Joined …')", () => {
    const cv = ["1) Indus Healthcare (Pvt) Ltd, Gujranwala - Gastro Team", "   Territory: Gujranwala City"];
    expect(
      check(
        "Dear Sir,\n\nMy career in pharmaceutical sales so far, year by year, is below and I am proud of it.\n2017 – Joined Indus Healthcare (Pvt) Ltd as Sales Promotion Officer.\n\nRegards,\nAli",
        cv,
      ),
    ).toEqual([]);
  });

  it("reads a language's level and grade together from its bracket ('Frans (goed, B2)')", () => {
    const dutch = flagged(
      checkLetter({
        letter:
          "Geachte heer, mevrouw,\n\nGraag solliciteer ik naar de functie van teamcoördinator in uw laboratorium. Ik werk al jaren in een klinisch laboratorium en ken het werk goed. Ik spreek goed Frans (B2) en goed Engels. Ik spreek ook Duits op C1-niveau. Ik kijk uit naar een gesprek en hoop u binnenkort te ontmoeten om mijn motivatie toe te lichten.\n\nMet vriendelijke groet,\nAn",
        cvContent: "TALEN\nNederlands (moedertaal) – Frans (goed, B2) – Engels (goed) – Duits (basis)",
        jobDescription: "Teamcoördinator labo\nAZ Gent\n\nWij zoeken een coördinator.\n",
        now: NOW,
      }),
    );
    expect(dutch.join(" ")).not.toMatch(/Frans/);
    expect(dutch.join(" ")).toMatch(/Duits/);
  });

  it("does not read the advert's requirement, quoted on its own line, as the candidate's claim", () => {
    const cv = ["LANGUAGES", "Oshiwambo (mother tongue), English (fluent), Afrikaans (good)"];
    expect(
      check(
        "Dear Sir,\n\nI answer each of your requirements below, in turn, with what I have done so far in my work.\nYour requirement: English and Afrikaans, Portuguese an advantage\nMy experience: Oshiwambo is my mother tongue. I am fluent in English.\n\nRegards,\nNdapewa",
        cv,
      ),
    ).toEqual([]);
  });

  it("reads a duty named as a noun ('renegotiation led by the Procurement Manager') against the candidate's verb", () => {
    const cv = [
      "- 2024 freight contract renegotiation led by the Procurement Manager (approx. 12% saving on freight); I prepared the cost comparison",
    ];
    expect(
      check(
        "Dear Sir,\n\nI negotiated our 2024 freight contract, which saved about 12% on freight.\n\nRegards,\nNdapewa",
        cv,
      ).join(" "),
    ).toMatch(/negotiated/);
    expect(
      check(
        "Dear Sir,\n\nI prepared the cost comparison for our 2024 freight contract renegotiation.\n\nRegards,\nNdapewa",
        cv,
      ),
    ).toEqual([]);
  });
});

describe("held-out letters 51's false flags, in time", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Senior Physiotherapist\nCity Hospital\n\nWe need a physiotherapist.\n",
        now: NOW,
      }),
    );

  it("works out 'five fewer days' from 'approx. 24 days (2022) -> approx. 19 days (2025)'", () => {
    const cv = [
      "> Average length of stay for stroke patients approx. 26 days (2022) -> approx. 20 days (2025)",
    ];
    expect(
      check(
        "The average stay of our stroke patients fell from about 26 to about 20 days, six fewer days.",
        cv,
      ),
    ).toEqual([]);
    expect(
      check(
        "The average stay of our stroke patients fell from about 26 to about 20 days, nine fewer days.",
        cv,
      ).join(" "),
    ).toMatch(/nine/);
  });

  it("counts the months of 'April – September 2020' in one year", () => {
    const cv = ["• Hotel closed April – September 2020 (furloughed)"];
    expect(check("When the hotel closed for six months in 2020, I was furloughed.", cv)).toEqual([]);
    expect(check("When the hotel closed for nine months in 2020, I was furloughed.", cv).join(" ")).toMatch(
      /nine/,
    );
  });
});

describe("a supporting statement's criteria headings", () => {
  it("reads 'Essential criterion 4: Supervising staff or students' as the advert's words, not a claim", () => {
    const flags = flagged(
      checkLetter({
        letter:
          "Dear Sir,\n\nEssential criterion 4: Supervising staff or students\nI supervise our Band 4 speech and language therapy assistant.\n\nRegards,\nAna",
        cvContent:
          "- Supervise 1 Band 4 speech and language therapy assistant\n\nNOT YET\n- Supervising staff or students",
        jobDescription:
          "Specialist Speech and Language Therapist\nCity Trust\n\n4. Experience of supervising staff or students\n",
        now: NOW,
      }),
    );
    expect(flags).toEqual([]);
  });
});

describe("held-out letters 51's false flags, in names and money", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Supervisor\nCity Works\n\nWe need a supervisor.\n",
        now: NOW,
      }),
    );

  it("finds 'Siemens S7-1500 PLCs' on a line that names the product and PLCs", () => {
    const cv = ["* PLC fault-finding on Siemens S7-1500 (TIA Portal)"];
    expect(check("I find faults on Siemens S7-1500 PLCs in TIA Portal.", cv)).toEqual([]);
    expect(check("I find faults on Siemens S7-400 PLCs in TIA Portal.", cv).join(" ")).toMatch(/S7-400/);
  });

  it("keeps the hedge before a currency written with its country's letters ('close to BZ$40,000')", () => {
    const cv = [
      "• Room upgrade upselling at check-in: about BZ$38,000 in upgrade revenue on my shifts in 2024",
    ];
    expect(check("In 2024 my shifts brought in close to BZ$40,000 in room upgrade revenue.", cv)).toEqual([]);
    expect(check("In 2024 my shifts brought in BZ$40,000 in room upgrade revenue.", cv).join(" ")).toMatch(
      /40,000/,
    );
  });
});

describe("held-out letters 51's misses: duties given to others", () => {
  const check = (sentence: string, cv: string[]) =>
    flagged(
      checkLetter({
        letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
        cvContent: cv.join("\n"),
        jobDescription: "Supervisor\nCity Works\n\nWe need a supervisor.\n",
        now: NOW,
      }),
    );

  it("reads a duty whose 'approved by …' clause follows it after a semicolon", () => {
    const cv = ["* Purchase requisitions raised in SAP; approved by the Plant Manager"];
    expect(check("I also approve the purchase requisitions for the section.", cv).join(" ")).toMatch(
      /approve/,
    );
    expect(check("I raise the purchase requisitions in SAP.", cv)).toEqual([]);
  });

  it("reads 'set by the Revenue Manager' as someone else's duty", () => {
    const cv = ["• Room rates set by the Revenue Manager at the group office"];
    expect(check("I also set our room rates each week.", cv).join(" ")).toMatch(/room rates/);
  });
});

describe("held-out letters 52's false flags", () => {
  it("reads 'nine- to twelve-year-olds' as ages, not years of experience", () => {
    const flags = flagged(
      checkLetter({
        letter:
          "Dear Sir,\n\nSince 2022 I have run a monthly Lego robotics club for nine- to twelve-year-olds.\n\nRegards,\nAna",
        cvContent:
          "September 2019 to date\nAssistant Librarian, City Library\n• Monthly Lego robotics club for ages 9 to 12 (since 2022)",
        jobDescription: "Branch Librarian\nCity Council\n\nWe need a librarian.\n",
        now: NOW,
      }),
    );
    expect(flags).toEqual([]);
  });
});

/** One sentence's flags against a CV given as lines (and notes), in a short English letter. */
const flagsOf = (sentence: string, cv: string[], notes?: string) =>
  flagged(
    checkLetter({
      letter: `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`,
      cvContent: cv.join("\n"),
      jobDescription: "Team Leader\nHarbour Works\n\nWe need a team leader.\n",
      additionalNotes: notes,
      now: NOW,
    }),
  );

describe("held-out letters 53's misses and what reading them showed", () => {
  const lacking = [
    "Skills",
    "Boiler servicing, fault-finding",
    "",
    "Not held / not done",
    "---------------------",
    "Commercial refrigeration (FGAS2) · Ammonia plant · Hydrogen blends",
    "",
    "Interests",
    "Cycling",
  ];

  it("reads a list under 'Not held / not done' whose items a spaced dot parts", () => {
    expect(flagsOf("I also hold FGAS2 for commercial refrigeration.", lacking).join(" ")).toMatch(/FGAS2/);
    expect(flagsOf("I have worked on an ammonia plant for two winters.", lacking).join(" ")).toMatch(
      /ammonia plant/i,
    );
  });

  it("takes the first of a choice lacked ('shift rosters or budgets') as an item", () => {
    const cv = [
      "Work",
      "Cook at Harbour Café, 2019 – present",
      "",
      "NOT YET",
      "  * Food cost control * shift rosters or budgets",
    ];
    expect(flagsOf("I also write the shift roster for our kitchen.", cv).join(" ")).toMatch(/shift roster/);
  });

  it("reads a duty whose doer is a role named as the subject ('the Head Chef decides on …')", () => {
    const cv = [
      "Sous Chef, Harbour Café, 2019 – present",
      "  * Run the pass on weekday evenings; the Head Chef decides on menu changes and suppliers",
      "  * Covers up from 80 to 110 a night, after the general manager brought in a new loyalty scheme",
    ];
    expect(flagsOf("I also decide on menu changes for the café.", cv).join(" ")).toMatch(/menu changes/);
    expect(flagsOf("I introduced the loyalty scheme behind that growth.", cv).join(" ")).toMatch(
      /loyalty scheme/,
    );
    expect(flagsOf("I run the pass on weekday evenings.", cv)).toEqual([]);
    expect(flagsOf("I explain our loyalty scheme to guests.", cv)).toEqual([]);
  });

  it("takes a lacked item from the notes however it is hyphenated", () => {
    const cv = [
      "Freight Clerk, Port Office, 2021 – present",
      "",
      "NOT YET",
      "Sea freight, Pricing, Customs licence",
    ];
    const sentence = "Since May I have also handled two sea-freight export files a week for one client.";
    expect(
      flagsOf(sentence, cv, "Since May 2026 I handle two sea-freight exports a week for one client."),
    ).toEqual([]);
    expect(flagsOf(sentence, cv).join(" ")).toMatch(/sea-freight/i);
  });

  it("does not read a person's title as the duty lacked, nor a duty given to someone else", () => {
    const cv = [
      "Analyst, City Audit Office, 2020 – present",
      "",
      "NOT YET",
      "Line management · Equity release advice · Budgets",
    ];
    expect(flagsOf("My line manager signs off each of my reports.", cv)).toEqual([]);
    expect(
      flagsOf("Equity release advice was given by our senior adviser, and I prepared the files for her.", cv),
    ).toEqual([]);
    expect(flagsOf("I also give equity release advice to our clients.", cv).join(" ")).toMatch(
      /equity release/i,
    );
  });
});

describe("a Spanish letter's 'tampoco'", () => {
  const letterSaying = (clause: string) =>
    [
      "Estimada Directora:",
      "",
      `Desde 2019 trabajo como educadora de preescolar en el Colegio Jardín del Valle, donde atiendo a un grupo de veinte niños de cuatro años y preparo las planeaciones semanales con mis compañeras. ${clause}, y estoy lista para aprender ese trabajo con ustedes y con el equipo del colegio.`,
      "",
      "Atentamente,",
      "Ana López",
    ].join("\n");
  const flagsFor = (clause: string) =>
    flagged(
      checkLetter({
        letter: letterSaying(clause),
        cvContent:
          "Ana López\nEducadora de preescolar, Colegio Jardín del Valle, 2019 – actual\n- Grupo de 20 niños de 4 años\n- Planeaciones semanales\n\nAÚN NO\nCoordinación académica · manejo de presupuesto",
        jobDescription: "Coordinadora de preescolar\nColegio Sol\n\nBuscamos coordinadora.\n",
        now: NOW,
      }),
    ).join(" ");

  it("reads 'tampoco he tenido …' as a denial, not a claim", () => {
    expect(flagsFor("Además tengo un puesto de coordinación académica")).toMatch(/coordinación/i);
    expect(flagsFor("Tampoco he tenido un puesto de coordinación académica")).not.toMatch(/coordinación/i);
  });
});

describe("held-out letters 55's misses and false flags", () => {
  it("joins a bullet typed as an arrow with its wrapped line, so the duty's doer is read", () => {
    const cv = [
      "Loan Officer, Hill Savings, 2020 – present",
      "    -> Arrears on my book approx. 9% (2021) -> approx. 4% (2024), after the Branch Manager",
      "       introduced monthly borrower visits",
    ];
    expect(flagsOf("I introduced monthly borrower visits at the branch.", cv).join(" ")).toMatch(
      /borrower visits/,
    );
  });

  it("reads a change credited to a role's own work ('after the Master's pre-arrival checklist')", () => {
    const cv = [
      "Second Officer, Blue Line Shipping, 2019 – present",
      "  * Inspection findings approx. 4 (2021) -> approx. 1 (2025), after the Captain's new bridge checklist",
    ];
    expect(flagsOf("I drew up the bridge checklist behind that result.", cv).join(" ")).toMatch(
      /bridge checklist/,
    );
    expect(flagsOf("I follow the Captain's bridge checklist on every watch.", cv)).toEqual([]);
  });

  it("finds a lacked item with a standard's number among other words ('ISO 45001 internal audits')", () => {
    const cv = [
      "Safety Officer, Metro Build, 2021 – present",
      "  * ISO 45001 awareness course, 2023; two internal audits a year as a note-taker",
      "",
      "NOT YET",
      "Site budgets | ISO 45001 audits | Crane inspections",
    ];
    expect(flagsOf("Last year I led two ISO 45001 internal audits.", cv).join(" ")).toMatch(/45001/);
    expect(flagsOf("I took part in two site budget reviews.", cv).join(" ")).not.toMatch(/45001/);
  });

  it("does not read a result line's ': no findings' as a lack", () => {
    const cv = [
      "Payroll Officer, Stone Stores, 2019 – present",
      "- Night shifts since 2022: no incidents.",
      "- Tax system: no direct use – our filings are made by the finance team.",
    ];
    expect(flagsOf("I have worked night shifts since 2022.", cv)).toEqual([]);
    expect(flagsOf("I use the tax system every day.", cv).join(" ")).toMatch(/tax system/i);
  });
});

describe("held-out letters 56's misses", () => {
  it("joins a word processor's 'o' bullet with its wrapped line", () => {
    const cv = [
      "Nurse, Valley Clinic, 2019 – present",
      "  o Waiting times approx. 20 days (2021) -> approx. 12 days (2024) after the Clinic Supervisor",
      "    introduced same-day triage calls",
    ];
    expect(flagsOf("I introduced same-day triage calls at the clinic.", cv).join(" ")).toMatch(
      /triage calls/,
    );
  });

  it("gives away a duty someone else 'started' or 'moved', whatever verb the letter uses", () => {
    const cv = [
      "Teacher, Hill School, 2018 – present",
      "  - Pass rate approx. 50% (2021) -> approx. 61% (2024) after the Deputy Principal started the Saturday revision classes",
      "  - Report writing time halved after the IT manager moved the school's reports to the new portal",
    ];
    expect(flagsOf("I set up the Saturday revision classes.", cv).join(" ")).toMatch(/revision classes/);
    expect(flagsOf("I moved our reports to the new portal.", cv).join(" ")).toMatch(/portal/);
    expect(flagsOf("I teach in the Saturday revision classes.", cv)).toEqual([]);
  });
});

describe("held-out letters 57's misses", () => {
  it("reads a letter's 'French: fluent' line as the candidate's language level", () => {
    const letter = [
      "Dear Ms Costa,",
      "",
      "I would like to apply for the Events Manager post.",
      "",
      "Languages",
      "Portuguese: native",
      "French: fluent",
      "",
      "Kind regards,",
      "Rita",
    ].join("\n");
    const flags = flagged(
      checkLetter({
        letter,
        cvContent:
          "Rita Sousa\nEvents Coordinator, Porto Congress Centre, 2019 – present\n\nLANGUAGES\nPortuguese (native) ▪ French (basic)",
        jobDescription: "Events Manager\nLisbon Venues\n\nWe need an events manager.\n",
        now: NOW,
      }),
    );
    expect(flags.join(" ")).toMatch(/French: fluent/);
    expect(flags.join(" ")).not.toMatch(/Portuguese/);
  });
});

describe("held-out letters 58's and 59's misses: a thing someone else brought in, claimed as the candidate's own", () => {
  const cv = [
    "Store Supervisor, Lakeside Garden Centre, 2020 – present",
    "  - Stock losses down from 6% to 3% after the Area Manager introduced a weekly shrink walk",
    "  - Plant sales up 20% after the Head of Retail Operations launched a loyalty stamp card",
    "  - Footfall doubled after the Operations Director secured a council grant for the play area",
    "  - Set up a seed-swap corner in 2023",
  ];

  it("flags 'it was my idea', 'it was my own design' and 'it was introduced by me'", () => {
    for (const sentence of [
      "That weekly shrink walk was my idea.",
      "The weekly shrink walk is my own design.",
      "The weekly shrink walk was introduced by me.",
    ])
      expect(flagsOf(sentence, cv).join(" "), sentence).toMatch(/shrink walk/);
  });

  it("reads a role written 'Head of …' as the one who brought it in, and 'secured by me' as claiming their grant", () => {
    expect(flagsOf("The loyalty stamp card was my proposal.", cv).join(" ")).toMatch(/stamp card/);
    expect(flagsOf("The council grant for the play area was secured by me.", cv).join(" ")).toMatch(
      /council grant/,
    );
  });

  it("reads a hyphenated thing's parts as its words ('Scan-to-pick was my initiative')", () => {
    const picking = [
      "Picker, Harbour Stores, 2021 – present",
      "  - Errors halved after the Shift Manager introduced scan-to-pick",
    ];
    expect(flagsOf("Scan-to-pick was my initiative.", picking).join(" ")).toMatch(/Scan-to-pick/);
  });

  it("leaves what the candidate did bring in, and the result told with the one who brought it", () => {
    expect(flagsOf("The seed-swap corner was my idea.", cv)).toEqual([]);
    expect(
      flagsOf("Stock losses fell to 3% after our Area Manager introduced a weekly shrink walk.", cv),
    ).toEqual([]);
  });
});

describe("held-out letters 57 to 59: credentials listed on lines of their own, and acronyms of Portuguese names", () => {
  const cv = [
    "Field Ecologist, Coastal Survey Trust, 2016 – present",
    "",
    "Education",
    "BSc in Biology, University of Leeds, 2015",
    "Licenciatura em Turismo, Escola Superior de Hotelaria e Turismo do Estoril, 2012",
  ];
  const letterWith = (lines: string[]) =>
    flagged(
      checkLetter({
        letter: ["Dear Sir,", "", "My papers, in short:", ...lines, "", "Regards,", "Ana"].join("\n"),
        cvContent: cv.join("\n"),
        jobDescription: "Ecologist\nHarbour Works\n\nWe need an ecologist.\n",
        now: NOW,
      }),
    );

  it("checks a line giving a degree, a certificate or a rating and its year as the candidate's", () => {
    expect(letterWith(["BSc in Biology, University of Leeds, 2015."])).toEqual([]);
    expect(letterWith(["MSc in Marine Ecology, University of Exeter (2018)."]).join(" ")).toMatch(/MSc/);
    expect(letterWith(["CIEEM (2020)."])).not.toEqual([]);
  });

  it("reads an acronym whose name has Portuguese joining words ('Escola Superior de Hotelaria e Turismo')", () => {
    expect(flagsOf("I studied tourism at ESHTE before I moved to ecology.", cv)).toEqual([]);
  });
});

describe("held-out letters 58's and 59's lacks: a code in the item's clause, and notes that give only a course", () => {
  const cv = [
    "Facilities Technician, Harbour Towers, 2019 – present",
    "  - Daily checks of the pumps and the PLC alarm panel",
    "",
    "NOT YET",
    "PLC programming | Revit modelling | Tender pricing",
  ];

  it("finds an item whose code stands in the same clause, further from its other words", () => {
    expect(flagsOf("I also write new interlock programmes for the PLC on site.", cv).join(" ")).toMatch(
      /PLC/,
    );
    expect(
      flagsOf("I check the PLC alarms daily, and the pump programmes are written by our vendor.", cv),
    ).toEqual([]);
  });

  it("does not take notes giving only a course as doing the thing at work", () => {
    const notes = "March 2026: two-day Revit modelling introduction course (classroom).";
    expect(flagsOf("I do the Revit modelling of our floor layouts every week.", cv, notes).join(" ")).toMatch(
      /Revit/,
    );
    expect(flagsOf("In March I completed a two-day Revit modelling course.", cv, notes)).toEqual([]);
  });
});

describe("held-out letters 58's and 59's counts: 'six of our lines', and minutes that count nothing", () => {
  const cv = [
    "Shift Fitter, Riverside Mill, 2018 – present",
    "  - Planned maintenance on 4 packing lines",
    "  - Fleet of about 40 forklifts",
  ];

  it("reads what is counted after 'of our' or 'of the'", () => {
    expect(flagsOf("I look after all seven of our packing lines.", cv).join(" ")).toMatch(/seven/);
    expect(flagsOf("I look after all four of our packing lines.", cv)).toEqual([]);
  });

  it("does not let a number joined to minutes support a count of things, nor read 'two in five' as a count", () => {
    const notes = "May 2026: watched a 60-minute webinar on forklift telematics.";
    expect(flagsOf("Our fleet now runs to about 60 forklifts.", cv, notes).join(" ")).toMatch(/60/);
    expect(flagsOf("About two in five of my jobs are on the forklifts.", cv)).toEqual([]);
  });
});

describe("held-out letters 60: a CV's level written before the language ('English, basic Mandarin')", () => {
  const cv = ["Cashier, Bay Market, 2020 – present", "", "Languages", "Tagalog, English, basic Spanish"];

  it("reads the level before the name as that language's", () => {
    expect(flagsOf("My Spanish is fluent.", cv).join(" ")).toMatch(/Spanish/);
    expect(flagsOf("I speak basic Spanish with some of our customers.", cv)).toEqual([]);
    expect(flagsOf("I speak English fluently.", cv)).toEqual([]);
  });
});

/** The flags of a whole letter (with its own sign-off) against a CV given as lines, an advert and notes. */
const letterFlags = (letter: string, cv: string[], advert = "Team Leader\nHarbour Works\n", notes?: string) =>
  flagged(
    checkLetter({
      letter,
      cvContent: cv.join("\n"),
      jobDescription: advert,
      additionalNotes: notes,
      now: NOW,
    }),
  );

describe("held-out letters 61: a profile written as labels and values", () => {
  const cv = [
    "AMARA OKELLO",
    "Data Officer, Kijani Water Trust, 2019 – present",
    "  - Surveys of about 120 boreholes in 3 districts",
    "  - Analysis in Stata and Excel",
    "",
    "EDUCATION",
    "BSc Statistics, Gulu University, 2018",
    "",
    "LANGUAGES",
    "English, Acholi, basic Swahili",
  ];
  const profile = (lines: string[]) =>
    `Dear Panel,\n\nPlease find my profile below.\n\n${lines.join("\n")}\n\nAmara Okello`;

  it("reads three or more 'Label: value' lines as the candidate's own, like a table's cells", () => {
    const flags = letterFlags(
      profile([
        "Current post: Data Officer, Kijani Water Trust",
        "Coverage: about 300 boreholes",
        "Analysis: Stata and Excel",
        "Staff: supervises a team of five enumerators",
      ]),
      cv,
    ).join(" | ");
    expect(flags).toMatch(/300/);
    expect(flags).toMatch(/five/);
    expect(
      letterFlags(
        profile([
          "Current post: Data Officer, Kijani Water Trust",
          "Coverage: about 120 boreholes",
          "Analysis: Stata and Excel",
        ]),
        cv,
      ),
    ).toEqual([]);
  });

  it("keeps a language's label with its level, and leaves out labels that name the job", () => {
    const flags = letterFlags(
      profile([
        "Position: Senior Analyst, 40 districts",
        "Current post: Data Officer, Kijani Water Trust",
        "Swahili: fluent",
        "Acholi: native",
      ]),
      cv,
    ).join(" | ");
    expect(flags).toMatch(/Swahili/);
    expect(flags).not.toMatch(/40|Acholi/);
  });

  it("does not join a line that ends on a bracketed year with the next, as a wrapped line", () => {
    const flags = letterFlags(
      profile([
        "EDUCATION",
        "BSc Statistics, Gulu University, Uganda, with a dissertation on surveys (2018)",
        "Master of Public Health, Makerere University, Uganda, 2021",
        "Four-week online introduction to R, Makerere University, completed April 2026",
      ]),
      cv,
    ).join(" | ");
    expect(flags).toMatch(/Master of Public Health/);
  });
});

describe("held-out letters 61: letters after the name that signs the letter", () => {
  const cv = [
    "DANA BROOKS, SHRM-CP",
    "HR Generalist, Valley Packaging, 2019 – present",
    "",
    "NOT YET",
    "HR budget · SPHR",
  ];
  const signed = (signature: string, notes?: string) =>
    letterFlags(
      `Dear Committee,\n\nI run recruiting for our site.\n\nRegards,\n${signature}`,
      cv,
      undefined,
      notes,
    );

  it("flags a post-nominal the CV does not hold, or lists as not held yet", () => {
    expect(signed("Dana Brooks, SPHR")).toEqual(["SPHR"]);
    expect(signed("Dana Brooks, SHRM-CP, MCIPD")).toEqual(["MCIPD"]);
    expect(signed("Dana Brooks, MCIPD", "May 2026: my MCIPD exam is booked for October.")).toEqual(["MCIPD"]);
  });

  it("accepts the CV's own letters, and does not read a job title after the name", () => {
    expect(signed("Dana Brooks, SHRM-CP")).toEqual([]);
    expect(signed("Dana Brooks, HR Generalist")).toEqual([]);
    expect(signed("Dana Brooks")).toEqual([]);
  });
});

describe("held-out letters 61: figures the candidate claims as their own", () => {
  const cv = [
    "Claims Adjuster, Coral General, 2020 – present",
    "  - Motor claims, settlement authority up to BBD 25,000",
    "  - Site of about 320 employees",
  ];
  const advert =
    "Senior Claims Adjuster\nSettlement authority up to BBD 100,000\nWe employ about 600 people.\n";

  it("reads an ISO currency code before an amount as money", () => {
    expect(
      letterFlags("Dear Sir,\n\nI settle claims of up to BBD 90,000.\n\nRegards,\nAna", cv).join(" "),
    ).toMatch(/BBD 90,000/);
  });

  it("flags the advert's figure when the sentence claims it as the candidate's own, outside pay", () => {
    const letter = (sentence: string) => `Dear Sir,\n\n${sentence}\n\nRegards,\nAna`;
    expect(
      letterFlags(letter("My settlement authority runs up to BBD 100,000."), cv, advert).join(" "),
    ).toMatch(/100,000/);
    expect(letterFlags(letter("Your authority of BBD 100,000 is a step up for me."), cv, advert)).toEqual([]);
    expect(letterFlags(letter("My salary expectation is BBD 100,000."), cv, advert)).toEqual([]);
  });

  it("reads 'It' after a sentence opening on 'Our' as the candidate's own thing", () => {
    const letter = (sentences: string) =>
      `Dear Sir,\n\nI am a claims adjuster at Coral General. ${sentences}\n\nRegards,\nAna`;
    expect(
      letterFlags(letter("Our site runs two shifts. It employs about 600 people."), cv, advert).join(" "),
    ).toMatch(/600/);
    expect(letterFlags(letter("Your company has grown. It employs about 600 people."), cv, advert)).toEqual(
      [],
    );
  });
});

describe("held-out letters 61: someone else's idea claimed, a lacked kind of a thing, levels and fields", () => {
  const cv = [
    "Shift Leader, Metro Ambulance, 2019 – present",
    "  - Handover time 48 -> 29 min after the Operations Manager agreed a handover protocol with two hospitals",
    "  - Settlement time 38 -> 22 days after the Claims Manager introduced a fast-track for small claims",
    "  - Text bugs 320 -> 90 after the Localization Producer introduced a linguistic QA pass",
    "",
    "NOT YET",
    "Liability or marine claims",
  ];

  it("flags a thing claimed as the candidate's idea that the CV credits to someone else", () => {
    expect(flagsOf("The handover protocol was my own proposal.", cv).join(" ")).toMatch(/proposal/);
    expect(flagsOf("The fast-track was my design.", cv).join(" ")).toMatch(/design/);
    expect(flagsOf("The linguistic QA pass was my initiative.", cv).join(" ")).toMatch(/initiative/);
    expect(flagsOf("Handover protocol designed and introduced by the candidate.", cv).join(" ")).toMatch(
      /candidate/,
    );
    expect(flagsOf("Our Operations Manager agreed a handover protocol with two hospitals.", cv)).toEqual([]);
  });

  it("reads 'Liability or marine claims' as two lacked items", () => {
    expect(flagsOf("I also handle marine cargo claims.", cv).join(" ")).toMatch(/marine cargo claims/);
    expect(flagsOf("I have not yet handled marine claims.", cv)).toEqual([]);
  });

  it("reads the Portuguese 'intermédio' as a level below fluent", () => {
    const pt = ["Topógrafo, Geo Norte, 2019 – presente", "", "LÍNGUAS", "Português, inglês intermédio"];
    const letter = (languages: string) =>
      `Caro Senhor,\n\nVenho candidatar-me à vaga de coordenador de topografia. Trabalho como topógrafo na Geo Norte desde 2019 e faço levantamentos para obras públicas. Quanto a línguas, ${languages}.\n\nCumprimentos,\nAna`;
    expect(letterFlags(letter("falo inglês fluentemente"), pt).join(" ")).toMatch(/inglês/);
    expect(letterFlags(letter("tenho um nível intermédio de inglês"), pt)).toEqual([]);
  });

  it("counts a nurse's and a hospital research unit's years as years in health care", () => {
    const nurse = [
      "Research Coordinator, Clinical Trials Unit, City Hospital, October 2020 – date",
      "Staff Nurse, medical ward, Ring Road Hospital, March 2015 – September 2020",
    ];
    expect(flagsOf("I have more than eleven years in health care.", nurse)).toEqual([]);
    expect(flagsOf("I have more than fifteen years in health care.", nurse).join(" ")).toMatch(/fifteen/);
  });
});

describe("held-out letters 62: more ways to take someone else's change", () => {
  const cv = [
    "Revenue Analyst, Coral Resort, 2020 – present",
    "  - RevPAR +14% after the Director of Revenue introduced length-of-stay restrictions",
    "  - Query turnaround 9 -> 4 days after the Principal Investigator started weekly data huddles",
    "  - Checkout 61% -> 79% after the client's product owner removed the account sign-up step",
    "  - Crane moves 28 -> 33 an hour after the Planning Manager's dual-cycling pilot",
  ];

  it("reads a role 'of' a department, an investigator and the client's product owner as someone else", () => {
    expect(flagsOf("The length-of-stay restrictions were my own design.", cv).join(" ")).toMatch(/design/);
    expect(flagsOf("The weekly data huddles were my initiative.", cv).join(" ")).toMatch(/initiative/);
    expect(flagsOf("Removing the sign-up step was my recommendation.", cv).join(" ")).toMatch(
      /recommendation/,
    );
  });

  it("reads 'that pilot' as the thing the sentence before named", () => {
    expect(flagsOf("I led that pilot myself.", cv).join(" ")).toMatch(/pilot/);
    expect(flagsOf("I supported that pilot on the night shift.", cv)).toEqual([]);
  });
});

describe("held-out letters 62: a site's award, a bilingual post, fields of work and a lack 'as a' role", () => {
  const cv = [
    "Team Leader, Andes Connect BPO, July 2019 – present",
    "  - Lead a team of 14 agents on inbound customer care",
    '  - Our site won Brightwave\'s "Partner of the Year" award in 2023',
    "Customer Service Agent, Llanogrande Contact Services, January 2016 – June 2019",
    "",
    "NOT YET",
    "Independent monitoring visits as a CRA · COPC certification",
  ];

  it("flags an award the CV gives the site when the letter says it was the candidate's", () => {
    expect(flagsOf("Brightwave named me its Partner of the Year in 2023.", cv).join(" ")).toMatch(/Partner/);
    expect(flagsOf("Our site won Brightwave's Partner of the Year award in 2023.", cv)).toEqual([]);
  });

  it("reads a bilingual post by its other words, and a BPO's post as years in contact centres", () => {
    expect(flagsOf("I started as a bilingual customer service agent at Llanogrande.", cv)).toEqual([]);
    expect(flagsOf("That gives me ten years in contact centers.", cv)).toEqual([]);
    expect(flagsOf("That gives me fourteen years in contact centers.", cv).join(" ")).toMatch(/fourteen/);
  });

  it("reads 'Independent monitoring visits as a CRA' as lacking the visits themselves", () => {
    expect(flagsOf("I have two years of independent monitoring visits.", cv).join(" ")).toMatch(/monitoring/);
    expect(flagsOf("I have not yet done independent monitoring visits.", cv)).toEqual([]);
  });

  it("counts a business park's facilities post and a technician's maintenance as building maintenance", () => {
    const fm = [
      "Facilities Coordinator, Al Qusais Business Park, May 2018 – Present",
      "Maintenance Technician, Gulf Crest Hospitality Services, Mar 2014 – Apr 2018",
    ];
    expect(flagsOf("In all I have twelve years in building maintenance and facilities.", fm)).toEqual([]);
  });
});

describe("held-out letters 63: a credential on the line under the name, 'those meetings', 'changed'", () => {
  const cv = [
    "TAN MEI LING",
    "Occupational Therapist, Harbour Hospital, Feb 2020 – present",
    "  - Length of stay 24 -> 19 days after the Head of Rehabilitation started weekly discharge planning meetings",
    "  - Feed ratio 1.28 -> 1.15 after the Site Manager changed the feeding schedule",
    "Licensed occupational therapist (AHPC)",
    "",
    "NOT YET",
    "Hand therapy certification",
  ];
  const signed = (under: string) =>
    letterFlags(
      `Dear Panel,\n\nI treat stroke patients on our ward.\n\nKind regards,\nTan Mei Ling\n${under}\n+65 9127 4430`,
      cv,
    );

  it("flags a credential written under the signing name that the CV does not hold", () => {
    expect(signed("Certified Hand Therapist")).toEqual(["Certified Hand Therapist"]);
    expect(signed("Licensed Occupational Therapist")).toEqual([]);
    expect(signed("Senior therapist, stroke unit")).toEqual([]);
  });

  it("reads 'those meetings' back, and 'changed' as bringing a change in", () => {
    expect(flagsOf("I set up those meetings myself.", cv).join(" ")).toMatch(/meetings/);
    expect(flagsOf("It was the new feeding schedule that I designed.", cv).join(" ")).toMatch(
      /designed|schedule/,
    );
  });
});

describe("held-out letters 63: a lacked item naming a service after 'our'", () => {
  it("flags 'our oncology pharmacy service' when oncology pharmacy is lacked, unless it is denied", () => {
    const cv = [
      "Pharmacist, Kumasi Hospital, 2015 – present",
      "",
      "NOT YET",
      "Managing a pharmacy department · oncology pharmacy",
    ];
    expect(flagsOf("Last year I helped set up our oncology pharmacy service.", cv).join(" ")).toMatch(
      /oncology/,
    );
    expect(flagsOf("I have not yet worked in our oncology pharmacy service.", cv)).toEqual([]);
  });
});

describe("held-out letters 63: a result the CV credits to someone else, and administrative years", () => {
  const cv = [
    "Executive Assistant to the CEO, Andes Minerales, Jan 2020 – present",
    "  - Travel costs per trip down 15% after the CFO introduced a new travel policy",
    "Receptionist, then Administrative Assistant, Hotel Misti, Mar 2015 – Dec 2019",
  ];

  it("flags 'I cut … by 15%' when the CV gives the 15% to the CFO's policy, not the figure told as it is", () => {
    expect(flagsOf("I cut travel costs per trip by 15%.", cv).join(" ")).toMatch(/15%/);
    expect(flagsOf("Travel costs per trip fell by 15% after our CFO's new travel policy.", cv)).toEqual([]);
    expect(flagsOf("The new travel policy was my idea.", cv).join(" ")).toMatch(/idea/);
  });

  it("counts an executive assistant's years as administrative work", () => {
    expect(flagsOf("In all, I have more than eleven years of administrative work.", cv)).toEqual([]);
  });
});

describe("held-out letters 64: ideas claimed over nouns that only look like sharing, and more roles", () => {
  const cv = [
    "Social Worker, Chaguanas Office, 2018 – present",
    "  - Placement breakdowns down from 14 to 8 a year after the Regional Manager set up foster carer support groups",
    "  - Screening rate 55% -> 90% after the Head of Clinical Nutrition made screening part of admission",
    "  - Subscriptions up 18% after the Editor-in-Chief launched a paid local newsletter",
    "  - Weekly visits up from 900 to 1,170 after the Chief Librarian extended opening hours",
  ];

  it("reads 'support groups' and 'part of admission' as the things claimed, not as helping", () => {
    expect(flagsOf("The support groups were my initiative.", cv).join(" ")).toMatch(/initiative/);
    expect(flagsOf("Making screening part of admission was my proposal.", cv).join(" ")).toMatch(/proposal/);
    expect(flagsOf("I supported the Regional Manager's support groups as a co-facilitator.", cv)).toEqual([]);
  });

  it("reads an Editor-in-Chief and a Chief Librarian who 'extended' something as someone else", () => {
    expect(flagsOf("That newsletter was my idea.", cv).join(" ")).toMatch(/idea/);
    expect(flagsOf("Extending the opening hours was my proposal.", cv).join(" ")).toMatch(/proposal/);
  });
});
