import { describe, expect, it } from "vitest";
import { readCvForMatch } from "@/lib/grounding/match-cv";
import { daysNamed, daysShortOfAsked } from "@/lib/grounding/match-availability";
import { judgeRequirement } from "@/lib/grounding/match-requirement";

/**
 * When one can work, how a language is used, school-leaving certificates and form-style CVs, for the match
 * (docs/product-rules.md, "The match").
 */

const NOW = new Date("2026-06-01");
const statusOf = (requirement: string, ...cvLines: string[]) =>
  judgeRequirement(readCvForMatch(cvLines.join("\n"), NOW), requirement).status;

describe("weekdays", () => {
  it("spells out ranges in five languages and leaves short forms alone outside a range", () => {
    expect([...daysNamed("Monday to Saturday")]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...daysNamed("Mo–Fr")]).toEqual([0, 1, 2, 3, 4]);
    expect([...daysNamed("du lundi au jeudi")]).toEqual([0, 1, 2, 3]);
    expect([...daysNamed("de martes a sábado")]).toEqual([1, 2, 3, 4, 5]);
    expect([...daysNamed("I sat the exam on a sunny day")]).toEqual([]);
  });

  it("finds the days asked short when the CV offers fewer, weekends counting as Saturday and Sunday", () => {
    expect(daysShortOfAsked("Tuesday to Sunday", ["Available Tuesday–Friday"])).toBe(true);
    expect(daysShortOfAsked("Tuesday to Sunday", ["Available Tuesday–Friday and weekends"])).toBe(false);
    expect(daysShortOfAsked("Tuesday to Sunday", ["Available immediately"])).toBe(false);
  });

  it("judges a shift on more days than the CV offers as partial, and the same days as met", () => {
    const cv = ["AVAILABILITY", "Late shifts, Tuesday to Friday"];
    expect(statusOf("Happy to work late shifts (2 pm – 11 pm), Tuesday to Sunday", ...cv)).toBe("partial");
    expect(statusOf("Happy to work late shifts (2 pm – 11 pm), Tuesday to Friday", ...cv)).toBe("met");
  });

  it("reads clock times and 'alternate' beside the days and periods asked as nothing more to show", () => {
    expect(
      statusOf("Able to work alternate weekends and nights until 6am", "Available nights and weekends."),
    ).toBe("met");
    expect(statusOf("Weekend work: Saturdays and Sundays", "Disponible los fines de semana")).toBe("met");
  });
});

describe("an immediate start", () => {
  it("is met by a CV free to start, partial with a notice period, missing when the CV says neither", () => {
    expect(statusOf("Immediate start", "Available immediately")).toBe("met");
    expect(statusOf("Disponibilité immédiate", "Préavis : deux semaines")).toBe("partial");
    expect(statusOf("Sofort verfügbar", "Kündigungsfrist: 3 Monate")).toBe("partial");
    expect(statusOf("Immediate start", "Warehouse operative, 2021 – present")).toBe("missing");
  });
});

describe("right to work", () => {
  it("reads 'no work permit needed' as holding the right, and an exemption as another way to hold it", () => {
    expect(
      statusOf(
        "Must hold a valid work permit or be exempt from it under the Immigration Act",
        "Jersey-born, no work permit needed",
      ),
    ).toBe("met");
    expect(statusOf("Must hold a valid work permit", "No work permit; would need sponsorship")).toBe(
      "missing",
    );
  });

  it("reads 'citizens and PRs only' as the country's citizens or permanent residents", () => {
    expect(statusOf("Malaysians and PRs only", "Nationality: Malaysian")).toBe("met");
    expect(statusOf("Malaysians and PRs only", "Nationality: Indonesian")).toBe("missing");
  });

  it("reads 'NZ citizenship or residency' as a right to work, the short form naming the country", () => {
    const cv = ["Ph 021 555 0101 | tane@example.co.nz", "New Zealand citizen (born in Apia, Samoa)"];
    expect(statusOf("NZ citizenship or residency", ...cv)).toBe("met");
    expect(statusOf("NZ citizenship or residency", "Ph 021 555 0101 | tane@example.co.nz")).toBe("missing");
  });

  it("reads 'every second Saturday' as alternate days, and 'ready to' and 'valid' as saying nothing more (set 25)", () => {
    expect(
      statusOf(
        "Willing to work shifts between 07:00 and 20:00 and every second Saturday",
        "Worked rotating shifts 07:00–20:00 including Saturdays",
      ),
    ).toBe("met");
    expect(
      statusOf(
        "Ready to work in rotational shifts (9 am – 6 pm / 1 pm – 10 pm), 6 days a week",
        "Worked rotational shifts (8 am – 5 pm / 2 pm – 11 pm), 6 days a week",
      ),
    ).toBe("met");
    expect(
      statusOf(
        "je hebt een geldig reachtruckcertificaat of heftruckcertificaat",
        "Reach truck and counterbalance forklift certificate (2023)",
      ),
    ).toBe("met");
  });

  it("reads a deadline as no experience asked, 'thorough' as saying nothing, and school-leaving certificates (set 24)", () => {
    expect(
      statusOf(
        "OFTEC 101 and 105E (or willing to obtain within 6 months)",
        "OFTEC 101 & 105E – booked with the college for February 2027",
      ),
    ).toBe("met");
    expect(
      statusOf("Thorough knowledge of the National Electrical Code (NEC)", "SKILLS", "NEC 2017 / 2020"),
    ).toBe("met");
    expect(
      statusOf("HSC or equivalent", "EDUCATION", "2020 Baccalauréat technologique – mention bien"),
    ).not.toBe("missing");
  });

  it("reads '24-ft' as 24 feet (set 28)", () => {
    expect(
      statusOf(
        "Able to work in crawlspaces and attics and on ladders up to 24 feet",
        "At home in crawlspaces, attics and on 24-ft ladders.",
      ),
    ).toBe("met");
  });

  it("reads 'within easy reach of' a place as asking for the place (set 26)", () => {
    expect(
      statusOf("Must live within easy reach of East Legon", "Madina, Accra (10 min from East Legon)"),
    ).toBe("met");
    expect(statusOf("Must live within easy reach of East Legon", "Kumasi, Ashanti Region")).toBe("missing");
  });

  it("reads 'Bon niveau de français écrit ; l'arabe est indispensable' as the two languages asked (set 25)", () => {
    expect(
      statusOf(
        "Bon niveau de français écrit ; l'arabe est indispensable pour les échanges avec l'administration",
        "LANGUES",
        "Arabe : langue maternelle",
        "Français : courant (écrit et oral)",
      ),
    ).toBe("met");
  });

  it("reads rotating hours and public holidays across languages, and 'residential' as no place to live", () => {
    expect(
      statusOf(
        "Flexible to work shifts, including public holidays",
        "Travail en horaires tournants, week-ends et jours fériés compris.",
      ),
    ).toBe("met");
    expect(statusOf("Willing to reside on site", "Carpenter: seven years on residential new builds")).toBe(
      "missing",
    );
  });
});

describe("how a language is used", () => {
  it("takes the weakest level when spoken and written are asked", () => {
    expect(
      statusOf("Good spoken and written Spanish", "LANGUAGES", "Spanish – good spoken, basic written"),
    ).toBe("partial");
    expect(statusOf("Good spoken Spanish", "LANGUAGES", "Spanish – good spoken, basic written")).toBe("met");
  });

  it("reads French level words and 'sufficient' Dutch as language asks", () => {
    expect(
      statusOf(
        "Très bonne maîtrise écrite et orale de l'anglais",
        "LANGUES",
        "Anglais : excellent à l'écrit et à l'oral",
      ),
    ).toBe("met");
    expect(statusOf("Je spreekt voldoende Nederlands", "TALEN", "Nederlands – B2")).toBe("met");
    expect(statusOf("Je spreekt voldoende Nederlands", "TALEN", "Nederlands – A1")).toBe("partial");
  });
});

describe("school-leaving certificates and forms", () => {
  it("reads WASSCE as the senior school certificate, a spaced slash as a choice, and 'preparatoria' as bachillerato", () => {
    const school = ["EDUCATION", "WASSCE – Community Secondary School, Oyo, 2015"];
    expect(statusOf("Minimum of SSCE / OND", ...school)).toBe("met");
    expect(
      statusOf("Preparatoria concluida", "ESTUDIOS", "Bachillerato tecnológico – CBTis 45, 2014 – 2017"),
    ).toBe("met");
  });

  it("reads a transport field as own transport and never a document title as evidence", () => {
    expect(statusOf("Eigen vervoer", "Vervoer: scooter")).toBe("met");
    expect(
      statusOf("Able to resume duty at short notice", "CURRICULUM VITAE", "Security guard, 2020 – present"),
    ).toBe("missing");
  });

  it("does not count years after qualifying as anything more than the years", () => {
    expect(
      statusOf(
        "At least 2 years' post-trade experience in tiling",
        "EXPERIENCE",
        "Wall and floor tiler – Harbour Tiling, 2021 – present",
      ),
    ).toBe("met");
  });

  it("reads a Europass form's label and value as one row, not a column of labels", () => {
    const form = [
      "                         Personal information",
      "                     First name(s) / Surname(s)   Ilse Marten",
      "                                    Nationality   Austrian",
      "                                  Date of birth   04/02/1996",
      "                                         Gender   Female",
      "                       Occupation or position held   Barista",
      "                            Name of employer   Kaffeehaus Lind, Graz",
    ];
    expect(statusOf("EU citizenship", ...form)).toBe("met");
  });

  it("names Microsoft Word only with its maker's name, so a CV without it is partial on Word, Excel and Outlook", () => {
    expect(
      statusOf("Microsoft Word, Excel and Outlook", "SKILLS", "Microsoft Excel", "Microsoft Outlook"),
    ).toBe("partial");
    expect(
      statusOf(
        "Microsoft Word, Excel and Outlook",
        "SKILLS",
        "Microsoft Word, Microsoft Excel, Microsoft Outlook",
      ),
    ).toBe("met");
  });
});

describe("set 27's pairs", () => {
  it("meets 'start within' by a start now or a notice no longer than asked", () => {
    expect(statusOf("Able to start within 6 weeks", "Notice period: 1 month")).toBe("met");
    expect(statusOf("Able to start within 2 weeks", "Notice period: 1 month")).toBe("partial");
    expect(statusOf("Able to start within 2 weeks", "Forklift driver, 2020 – present")).toBe("missing");
  });

  it("reads a motorcycle licence and a country's code before a licence, and 'not less than' an amount", () => {
    expect(
      statusOf("Valid motorcycle riding licence (Class A)", "LICENCES", "Driving licence: A (motorcycle), B"),
    ).toBe("met");
    expect(
      statusOf(
        "Current PNG driver's licence (Class 2)",
        "DRIVER'S LICENCE",
        "Driver's Licence – Class 2, current",
      ),
    ).toBe("met");
    expect(
      statusOf(
        "A loan portfolio of not less than KES 10 million",
        "EXPERIENCE",
        "Loan officer, 2021 – present",
        "• Manage a loan portfolio worth KES 7.5 million",
      ),
    ).toBe("partial");
  });

  it("reads compulsory schooling, a Dutch residence or work permit and 'eigener PKW'", () => {
    expect(
      statusOf("Abgeschlossene Pflichtschule", "EDUCATION", "Secondary school, Graz – Matura 2015"),
    ).toBe("met");
    expect(
      statusOf(
        "Je hebt een geldige verblijfs- of werkvergunning voor Curaçao (of de Nederlandse nationaliteit)",
        "PERSOONLIJK",
        "Nationaliteit: Nederlandse",
      ),
    ).toBe("met");
    expect(statusOf("Eigener PKW", "Führerschein B, eigener PKW")).toBe("met");
  });
});
