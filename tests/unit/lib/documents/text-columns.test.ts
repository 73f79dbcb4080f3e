import { describe, expect, it } from "vitest";
import { unweaveTextColumns } from "@/lib/documents/text-columns";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";

/** Two-column CVs pasted as text (docs/product-rules.md, "CV extraction"). */

const SIDEBAR_RIGHT = [
  "MARTA KOWALCZYK",
  "Warehouse Team Leader",
  "",
  "PROFILE                                               CONTACT",
  "Team leader with six years in chilled and ambient      07700 900412",
  "warehousing, running night shifts of up to 25.         marta.k@example.com",
  "                                                       Leicester",
  "EXPERIENCE",
  "                                                       SKILLS",
  "Team Leader, Nights                                    Forklift (counterbalance,",
  "Brookfield Cold Chain, Leicester                         reach), WMS (Manhattan),",
  "2021 – present                                         rota planning, Excel",
  "• Run a night shift of 25 pickers and loaders",
  "• Cut mis-picks by a third with a new check process    LANGUAGES",
  "                                                       Polish (native)",
  "Warehouse Operative                                    English (fluent)",
  "Midland Foods, Coalville",
  "2018 – 2021",
  "• Picking, loading and stock counts",
].join("\n");

const TABULAR = [
  "Lebenslauf",
  "",
  "Name:                 Anna Berger",
  "Telefon:              0151 2345 6789",
  "E-Mail:               anna.berger@example.de",
  "",
  "seit 03/2020          Disponentin",
  "                      Spedition Kraus GmbH, Regensburg",
  "09/2016 – 02/2020     Kauffrau für Spedition und Logistikdienstleistung",
  "                      Spedition Kraus GmbH, Regensburg",
].join("\n");

describe("two-column CVs pasted as text", () => {
  it("reads the main column and the sidebar one after the other", () => {
    const text = unweaveTextColumns(SIDEBAR_RIGHT);
    expect(text).toContain(
      "Team Leader, Nights\nBrookfield Cold Chain, Leicester\n2021 – present\n• Run a night shift of 25 pickers and loaders",
    );
    expect(text).toContain(
      "SKILLS\nForklift (counterbalance,\nreach), WMS (Manhattan),\nrota planning, Excel",
    );
    const cv = extractCvLocally(SIDEBAR_RIGHT);
    expect(cv.name).toBe("Marta Kowalczyk");
    expect(cv.skills).toContain("Excel");
    expect(cv.skills.some((skill) => /Brookfield|Leicester/.test(skill))).toBe(false);
  });

  it("keeps a tabular CV's rows, whose left side labels or dates the right", () => {
    expect(unweaveTextColumns(TABULAR)).toBe(TABULAR);
  });

  it("keeps a form's rows when its labels are right-aligned against the values (a Europass CV)", () => {
    const form = [
      "                     First name(s) / Surname(s)   Ilse Marten",
      "                                        Address   Lendplatz 9, 8020 Graz (Austria)",
      "                                    Nationality   Austrian",
      "                                  Date of birth   04/02/1996",
      "",
      "                                 Work experience",
      "                                          Dates   2021 – present",
      "                 Occupation or position held   Barista",
      "                  Main activities and responsibilities   Espresso bar, latte art, closing the till",
    ].join("\n");
    expect(unweaveTextColumns(form)).toBe(form);
  });

  it("leaves a one-column CV alone", () => {
    const plain =
      "Jo Smith\nChef de Partie\n\nEXPERIENCE\nChef de Partie, The Ivy\n2020 – present\n• Ran the grill section";
    expect(unweaveTextColumns(plain)).toBe(plain);
  });
});
