// Word CVs laid out with a table read column by column; data tables stay row by row (docx-layout.ts).
import { describe, expect, it } from "vitest";

import { tableText, type DocElement } from "@/lib/documents/docx-layout";
import { extractDocxText } from "@/lib/documents/docx-text";
import {
  BANDS,
  bandedLayoutDocx,
  dataTableDocx,
  lineGridLayoutDocx,
  NAME,
  QUALIFICATIONS,
  singleRowLayoutDocx,
} from "../../../fixtures/documents/two-column-docx.ts";

const paragraphs = (text: string) => text.split("\n\n");
const sidebar = BANDS.flatMap((band) => band.sidebar);
const main = BANDS.flatMap((band) => band.main);

describe("DOCX layout tables", () => {
  it("reads a table with one row per band column by column: the main column, then the sidebar", async () => {
    for (const side of ["left", "right"] as const) {
      expect(paragraphs(await extractDocxText(await bandedLayoutDocx(side)))).toEqual([
        NAME,
        ...main,
        ...sidebar,
      ]);
    }
  });

  it("reads a table with one row per line column by column", async () => {
    expect(paragraphs(await extractDocxText(await lineGridLayoutDocx()))).toEqual([
      NAME,
      ...main,
      ...sidebar,
    ]);
  });

  it("reads a single-row two-cell table as two blocks, the one holding the name first", async () => {
    expect(paragraphs(await extractDocxText(await singleRowLayoutDocx()))).toEqual([
      NAME,
      ...sidebar,
      ...main,
    ]);
  });

  it("leaves a data table of qualifications row by row", async () => {
    expect(paragraphs(await extractDocxText(await dataTableDocx()))).toEqual([
      NAME,
      "EDUCATION",
      "A levels, Leeds Grammar School",
      ...QUALIFICATIONS.flat(),
      "SKILLS",
      "Python, SQL, Power BI",
    ]);
  });
});

describe("tableText", () => {
  const text = (value: string): DocElement => ({ type: "text", value });
  const paragraph = (value: string, fontSize: number | null = null): DocElement => ({
    type: "paragraph",
    children: [{ type: "run", fontSize, children: [text(value)] }],
  });
  const cell = (lines: string[], colSpan = 1): DocElement => ({
    type: "tableCell",
    colSpan,
    children: lines.map((line) => paragraph(line)),
  });
  const table = (...rows: DocElement[][]): DocElement => ({
    type: "table",
    children: rows.map((cells) => ({ type: "tableRow", children: cells })),
  });
  const read = (element: DocElement) => tableText(element).split("\n\n").filter(Boolean);

  it("keeps headings in a margin beside their sections row by row", () => {
    const margin = table(
      [cell(["PROFILE"]), cell(["Analyst who turns data into forecasts buyers act on."])],
      [cell(["EXPERIENCE"]), cell(["Data Analyst, Asda, 2017 – 2021", "Forecast weekly demand in Python."])],
      [cell(["SKILLS"]), cell(["Python, SQL, Power BI"])],
    );
    expect(read(margin)).toEqual([
      "PROFILE",
      "Analyst who turns data into forecasts buyers act on.",
      "EXPERIENCE",
      "Data Analyst, Asda, 2017 – 2021",
      "Forecast weekly demand in Python.",
      "SKILLS",
      "Python, SQL, Power BI",
    ]);
  });

  it("keeps a table of labels row by row, even when the labels are section names", () => {
    const labels = table(
      [cell(["Languages"]), cell(["Python, Go, TypeScript"])],
      [cell(["Databases"]), cell(["PostgreSQL, Redis"])],
      [cell(["Tools"]), cell(["Docker, Terraform, GitHub Actions"])],
      [cell(["Frameworks"]), cell(["Django, React"])],
    );
    expect(read(labels)).toEqual([
      "Languages",
      "Python, Go, TypeScript",
      "Databases",
      "PostgreSQL, Redis",
      "Tools",
      "Docker, Terraform, GitHub Actions",
      "Frameworks",
      "Django, React",
    ]);
  });

  it("keeps a data table whose cells hold two lines row by row", () => {
    const data = table(
      [
        cell(["GCSE", "Leeds Grammar"]),
        cell(["Mathematics, English, Physics, Chemistry and Biology"]),
        cell(["A"]),
      ],
      [
        cell(["BTEC", "Leeds College"]),
        cell(["Business and Finance, with a distinction in accounts"]),
        cell(["D*"]),
      ],
      [
        cell(["BSc", "University of York"]),
        cell(["Economics with a year in industry at a bank"]),
        cell(["2:1"]),
      ],
    );
    expect(read(data)[0]).toBe("GCSE");
    expect(read(data)[2]).toBe("Mathematics, English, Physics, Chemistry and Biology");
  });

  it("keeps a row spanning the whole table in place, and merged cells in their column", () => {
    const layout = table(
      [cell(["Jane Doe, Data Analyst"], 2)],
      [
        cell(["SKILLS", "Python", "SQL"]),
        cell(["EXPERIENCE", "Data Analyst, Asda, 2017 – 2021", "Forecast weekly demand in Python and SQL."]),
      ],
      [
        cell(["LANGUAGES", "English", "Polish"]),
        cell(["EDUCATION", "BSc Mathematics, University of Leeds, 2012 – 2015"]),
      ],
      [cell(["References on request"], 2)],
    );
    expect(read(layout)).toEqual([
      "Jane Doe, Data Analyst",
      "EXPERIENCE",
      "Data Analyst, Asda, 2017 – 2021",
      "Forecast weekly demand in Python and SQL.",
      "EDUCATION",
      "BSc Mathematics, University of Leeds, 2012 – 2015",
      "SKILLS",
      "Python",
      "SQL",
      "LANGUAGES",
      "English",
      "Polish",
      "References on request",
    ]);
    const merged: DocElement = table(
      [
        { ...cell(["CONTACT", "jane@example.com", "SKILLS", "Python"]), rowSpan: 2 },
        cell(["PROFILE", "Analyst who turns data into forecasts."]),
      ],
      [cell(["EXPERIENCE", "Data Analyst, Asda, 2017 – 2021", "Forecast weekly demand in Python and SQL."])],
    );
    expect(read(merged)).toEqual([
      "PROFILE",
      "Analyst who turns data into forecasts.",
      "EXPERIENCE",
      "Data Analyst, Asda, 2017 – 2021",
      "Forecast weekly demand in Python and SQL.",
      "CONTACT",
      "jane@example.com",
      "SKILLS",
      "Python",
    ]);
  });
});
