import { describe, expect, it } from "vitest";
import { checkLetter } from "@/lib/grounding/check-letter";
import { findNumbers } from "@/lib/grounding/numbers";

/**
 * The claim check reading a CV's context (docs/product-rules.md, "The claim check"): what a line says is lacking,
 * studies under way, clock times, firms in other languages, a licence's class.
 */

const NOW = new Date("2026-06-01T00:00:00Z");

function flagged(
  cvContent: string,
  body: string,
  greeting = "Dear Ms Okafor,",
  closing = "Kind regards,\nAmara",
  jobDescription = "Shift Supervisor\nHarbour Foods",
) {
  const letter = `${greeting}\n\n${body}\n\n${closing}`;
  const { claims } = checkLetter({
    letter,
    cvContent,
    jobDescription,
    now: NOW,
  });
  return claims.filter((claim) => !claim.supported).map((claim) => claim.text);
}

describe("what a CV line says is lacking", () => {
  it("does not take a term named only after 'not yet qualified as' as held", () => {
    const cv = [
      "EXPERIENCE",
      "Flight attendant — Coral Air, 2021 – present",
      "• Acting number 2 on short sectors since 2025. Not yet qualified as senior cabin crew.",
      "",
      "NOT YET",
      "• Senior cabin crew course",
    ].join("\n");
    expect(flagged(cv, "I completed the Senior Cabin Crew course in 2025.").join(" ")).toContain(
      "Senior Cabin Crew",
    );
  });
});

describe("studies under way", () => {
  it("reads 'working toward' and a year of study as a course in progress, shown by the CV's unfinished entry", () => {
    const cv = [
      "EDUCATION",
      "Associate of Science in Radiologic Technology — Lakeview College, in progress (year 1 of 2)",
    ].join("\n");
    expect(flagged(cv, "I am working toward an associate degree in Radiologic Technology.")).toEqual([]);
    expect(flagged(cv, "I hold a degree in Radiologic Technology.")).toContain(
      "degree in Radiologic Technology",
    );
  });

  it("counts a Spanish range that ends 'a la fecha' up to now", () => {
    const cv = ["EXPERIENCIA", "Mayo 2017 – a la fecha", "Supervisora de turno — Frigorífico Austral"].join(
      "\n",
    );
    expect(flagged(cv, "I have more than eight years of experience at Frigorífico Austral.")).toEqual([]);
  });
});

describe("numbers", () => {
  it("reads hours of the day against the CV's clock times", () => {
    const cv = ["EXPERIENCE", "Baker — Forno Verde, 2020 – present", "• Early shift (04:00–11:00)"].join(
      "\n",
    );
    expect(flagged(cv, "At Forno Verde I work from 4 until 11 every day.")).toEqual([]);
    expect(flagged(cv, "At Forno Verde I work from 5 until 10 every day.")).toEqual(["5", "10"]);
    // (Hours in words alone are no claim: "from the five until the ten".)
    expect(flagged(cv, "At Forno Verde I work from the five until the ten every day.")).toEqual([]);
  });

  it("reads money grouped with dots after a currency sign, and a year before 'a' as a date", () => {
    expect(findNumbers("un presupuesto de $38.000.000 al año", "es")).toMatchObject([
      { value: 38_000_000, unit: "money" },
    ]);
    expect(
      findNumbers("las mermas bajaron de 4,2 % en 2021 a 2,0 % en 2024", "es").map((n) => n.unit),
    ).toEqual(["percent", "date", "percent", "date"]);
  });

  it("reads people met each month as a count, not a team", () => {
    const cv = [
      "EXPERIENCE",
      "Induction officer — Delta Mines, 2020 – present",
      "• Inducted about 30 new starters a month",
    ].join("\n");
    expect(flagged(cv, "I give the safety induction to around thirty new workers a month.")).toEqual([]);
  });
});

describe("names and credentials", () => {
  it("reads a firm of two names after 'bei' as an employer, its kind of firm aside", () => {
    const cv = ["BERUFSERFAHRUNG", "Mediengestalterin — Lumen (Werbeagentur), Graz, 2019 – 2024"].join("\n");
    const german = (body: string) =>
      flagged(cv, body, "Sehr geehrte Frau Huber,", "Mit freundlichen Grüßen\nMara");
    expect(german("Davor war ich zwei Jahre bei Druckerei Steinhof in Wien.")).toContain(
      "Druckerei Steinhof",
    );
    expect(german("Fünf Jahre war ich bei der Werbeagentur Lumen in Graz.")).toEqual([]);
    expect(german("Ich arbeite gern bei Kunden und Partnern vor Ort.")).toEqual([]);
  });

  it("reads a German exam passed as a qualification, held only where the CV lists it as done", () => {
    const cv = [
      "AUSBILDUNG",
      "06/2018  Gesellenprüfung Friseurin, bestanden",
      "laufend  Meisterschule, Modul 1 von 4",
      "",
      "NOCH NICHT",
      "– Ausbildereignungsprüfung",
    ].join("\n");
    const german = (body: string) =>
      flagged(cv, body, "Sehr geehrte Frau Huber,", "Mit freundlichen Grüßen\nMara");
    expect(german("Meine Gesellenprüfung habe ich 2018 bestanden.")).toEqual([]);
    expect(german("Die Ausbildereignungsprüfung habe ich 2023 abgelegt.")).toContain(
      "Ausbildereignungsprüfung",
    );
  });

  it("checks the class a driving licence claim names", () => {
    const cv = ["DRIVING LICENCE", "Classes B and C1, held since 2016"].join("\n");
    expect(flagged(cv, "I hold a class C1 driving licence.")).toEqual([]);
    expect(flagged(cv, "I hold a class CE driving licence.")).toContain("class CE driving licence");
  });

  it("reads a certificate's track, a support line's ordinal in a title, and a number only a NOT YET line names", () => {
    const cv = [
      "EXPERIENCE",
      "Service Desk Analyst (1st Line) — Harbour Gaming Ltd, February 2024 – Present",
      "• Server issues are escalated to the 2nd-line team.",
      "• Substation visits with the 400 V crew.",
      "CERTIFICATES",
      "• CompTIA A+ — 2023",
      "• CompTIA Network+ — studying; exam booked for July 2026",
      "NOT YET",
      "• Medium voltage (11 kV) work",
    ].join("\n");
    expect(flagged(cv, "I hold CompTIA A+.")).toEqual([]);
    expect(flagged(cv, "I'm already CompTIA Network+ certified.")).toEqual(["CompTIA Network+ certified"]);
    expect(flagged(cv, "I work as a 1st-line analyst.")).toEqual([]);
    expect(flagged(cv, "In 2025 I was promoted to 2nd-line analyst.")).toContain("2nd-line analyst");
    expect(flagged(cv, "I terminated and tested 11 kV switchgear.")).toContain("11 kV");
  });

  it("reads a tool the advert uses 'in' as a tool, not as the job's place (set 26)", () => {
    const cv = [
      "EXPERIENCE",
      "Personal Trainer — IronBark Fitness, 2022 – present",
      "Software: Mindbody",
    ].join("\n");
    const advert = "Assistant Gym Manager\nApprove timesheets and payroll in Deputy.\nBased in Ringaskiddy.";
    expect(flagged(cv, "I sign off payroll in Deputy.", undefined, undefined, advert)).toEqual(["Deputy"]);
    expect(flagged(cv, "I would gladly move to a job in Ringaskiddy.", undefined, undefined, advert)).toEqual(
      [],
    );
  });

  it("does not take a number a CV line names only as lacking as shown (set 20)", () => {
    const cv = [
      "EXPERIENCE",
      "Pipe welder — Harbour Yard, 2019 – present",
      "No CSWIP 3.1 certificate and no welding inspector duties",
    ].join("\n");
    expect(flagged(cv, "I also hold the CSWIP 3.1 Welding Inspector certificate.").join(" ")).toContain(
      "3.1",
    );
  });

  it("checks an age against the date of birth, and reads a Swiss apostrophe as a thousands mark (letters 29)", () => {
    const cv = ["Rahim Hasan", "Clerk, Acme, 2020 – present", "Date of birth: 14 March 1993"].join("\n");
    expect(flagged(cv, "I am 33 years of age.")).toEqual([]);
    expect(flagged(cv, "I am 40 years old.")).toEqual(["40 years"]);
    const advert = "Teamleiter CNC\nLohn: CHF 7'200 – 8'100 pro Monat × 13";
    expect(
      flagged(cv, "The salary of CHF 7'200 – 8'100 a month suits me.", undefined, undefined, advert),
    ).toEqual([]);
    expect(findNumbers("8'100 parts").map((number) => number.value)).toEqual([8100]);
  });

  it("does not read the French 'de licence' (a degree) as a licence's class", () => {
    const cv = [
      "EXPÉRIENCE",
      "Février 2021 – aujourd'hui : Caissière, Supermarché Baobab Plus, Dakar",
      "FORMATION",
      "En cours : Licence en gestion des entreprises, 2e année sur 3, Institut Supérieur de Commerce",
    ].join("\n");
    const body = [
      "Votre annonce pour le poste de chef de caisse a retenu toute mon attention. Je travaille comme caissière",
      "chez Supermarché Baobab Plus depuis 2021 et je connais bien l'ouverture et la clôture de caisse, le comptage",
      "du fond de caisse et l'accueil des clients. Je suis actuellement en deuxième année de licence en gestion des",
      "entreprises en cours du soir, et je souhaite mettre ces connaissances au service de votre magasin.",
    ].join(" ");
    expect(flagged(cv, body, "Madame,", "Cordialement,\nAwa")).toEqual([]);
  });

  it("reads a markdown timeline's employer before its title and duration, and more Chinese languages", () => {
    const cv = [
      "EXPERIENCE",
      "Claims Assistant — Harbour Assessors, Penang, 2021 – present",
      "LANGUAGES",
      "Malay, English",
    ].join("\n");
    expect(flagged(cv, "- **Seaview Brokers, Ipoh** — Claims Clerk, one year on marine claims")).toContain(
      "Seaview Brokers",
    );
    expect(flagged(cv, "I also speak conversational Hokkien.").join(" ")).toContain("Hokkien");
  });

  it("reads chest X-rays as radiographs, and an expected CTC as the advert's pay", () => {
    const cv = [
      "EXPERIENCE",
      "Veterinary nurse — Paws Clinic, 2020 – present",
      "• Take thoracic radiographs",
    ].join("\n");
    expect(flagged(cv, "I take chest X-rays every week.")).toEqual([]);
  });
});

describe("set 28's letters", () => {
  const cv = [
    "EXPERIENCE",
    "Electrician — Harbour Builders, Cebu, 2019 – present",
    "- Panel boards up to 400A; 11kV work as assistant only",
    "- Preceptor to 2 new electricians. Not a foreman: the site engineer leads each job.",
    "SKILLS",
    "PowerShell (basic), Excel",
    "Driving licence: Category B",
    "EDUCATION",
    "Diploma in Electrical Technology — in progress (year 1 of 2)",
  ].join("\n");
  const advert = "Electrician\nNorthgate Power\nNorthgate Power serves over 300 sites a year.";
  const run = (body: string) => flagged(cv, body, undefined, undefined, advert);

  it("reads amperes against a unit written onto the number", () => {
    expect(run("I have installed panel boards up to 400 amperes.")).toEqual([]);
    expect(run("I have installed panel boards up to 600 amperes.")).toEqual(["600 amperes"]);
  });

  it("leaves a count in a relative clause about the employer to the advert", () => {
    expect(run("I would love to join Northgate Power, which serves over 300 sites a year.")).toEqual([]);
  });

  it("reads a title denied, a skill owned as weak and 'year one of' as no claims", () => {
    expect(run("I am not yet a foreman.")).toEqual([]);
    expect(run("My PowerShell is still basic.")).toEqual([]);
    expect(run("I am in year one of a diploma in Electrical Technology.")).toEqual([]);
  });

  it("flags a title the CV names only as lacking, and reads 'a clean licence' as a driving licence", () => {
    expect(run("For two years I have been the foreman on site.").join(" ")).toContain("foreman");
    expect(run("I have a clean licence and my own van.")).toEqual([]);
  });
});
