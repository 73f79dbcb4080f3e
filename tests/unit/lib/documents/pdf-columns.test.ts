// Two-column CV PDFs read in reading order: one column after the other, never interleaved (pdf-columns.ts).
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";

import { columnSide, detectColumns, type ColumnLine } from "@/lib/documents/pdf-columns";
import { extractPdfText, readPageItems, type PdfJsLike, type TextItem } from "@/lib/documents/pdf-text";
import { parseLinkedInProfile } from "@/lib/documents/linkedin-profile";
import { threePageCvPdf, LAST_CV_LINE } from "../../../../bench/builder-cv.ts";
import {
  DATED,
  datedSingleColumnPdf,
  HEADER,
  pagesOf,
  twoColumnPdf,
  type TwoColumnOptions,
} from "../../../fixtures/documents/two-column-pdf.ts";

const pdfjsLib = pdfjs as unknown as PdfJsLike;
const extract = (bytes: Buffer) => extractPdfText(new Uint8Array(bytes), pdfjsLib, { verbosity: 0 });

/** Main column first (it holds the name), then the sidebar; each as one flow across pages. */
function expected(options: TwoColumnOptions): string {
  const pages = pagesOf(options);
  const flow = (lines: string[][]) => lines.map((page) => page.join("\n")).join("\n\n");
  const head = options.header ? [HEADER.join("\n")] : [];
  return [...head, flow(pages.map((page) => page.main)), flow(pages.map((page) => page.sidebar))].join(
    "\n\n",
  );
}

describe("two-column PDF import", () => {
  const layouts: TwoColumnOptions[] = [
    { sidebar: "left", order: "rows" },
    { sidebar: "left", order: "columns" },
    { sidebar: "right", order: "rows" },
    { sidebar: "right", order: "columns" },
  ];
  it.each(layouts)(
    "reads a $sidebar sidebar drawn by $order as its own block after the main column",
    async (options) => {
      const text = await extract(twoColumnPdf(options));
      expect(text).toBe(expected(options));
      expect(text).not.toMatch(/SKILLS Data Analyst|Python - Forecast/);
    },
  );

  it("reads each column as one flow across two pages: the Experience section stays whole", async () => {
    for (const order of ["rows", "columns"] as const) {
      const options: TwoColumnOptions = { sidebar: "left", order, pages: 2 };
      const text = await extract(twoColumnPdf(options));
      expect(text).toBe(expected(options));
      expect(text.indexOf("Junior Analyst, Tesco")).toBeLessThan(text.indexOf("CONTACT"));
      expect(text.indexOf("LANGUAGES")).toBeLessThan(text.indexOf("INTERESTS"));
    }
  });

  it("keeps a centred full-width header first, above the columns", async () => {
    for (const order of ["rows", "columns"] as const) {
      const options: TwoColumnOptions = { sidebar: "left", order, header: true };
      expect(await extract(twoColumnPdf(options))).toBe(expected(options));
    }
  });

  it("leaves a single-column CV with right-aligned dates and wide gaps as one column, each date on its line", async () => {
    for (const bullets of [true, false]) {
      const lines = (await extract(datedSingleColumnPdf({ bullets }))).split("\n");
      const roleLines = DATED.roles.map(([role, dates]) => `${role} ${dates}`);
      const educationLines = DATED.education.map(([course, dates]) => `${course} ${dates}`);
      expect(lines).toEqual([
        "Sam Okafor",
        ...DATED.contact.map(([label, value]) => `${label} ${value}`),
        "EXPERIENCE",
        ...roleLines.flatMap((line) => (bullets ? [line, DATED.bullet] : [line])),
        "EDUCATION",
        ...educationLines,
      ]);
    }
  });

  it("extracts a three-page CV well within the 500 ms budget", async () => {
    const started = performance.now();
    const text = await extract(threePageCvPdf());
    expect(text.endsWith(LAST_CV_LINE)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("lays out a dense page in linear time: 3,000 items on a two-column page", () => {
    const items: TextItem[] = [];
    for (let row = 0; row < 1_500; row += 1) {
      const y = 800 - row * 0.5;
      items.push({
        str: `Skill ${row}`,
        width: 40,
        height: 10,
        transform: [10, 0, 0, 10, 40, y],
        hasEOL: true,
      });
      items.push({
        str: `Main column line ${row}`,
        width: 200,
        height: 10,
        transform: [10, 0, 0, 10, 200, y],
        hasEOL: true,
      });
    }
    const started = performance.now();
    const page = readPageItems(items);
    expect(performance.now() - started).toBeLessThan(200);
    expect(page.columns?.gutter).toBe(200);
  });
});

describe("detectColumns", () => {
  const line = (text: string, x: number, y: number, width = text.length * 5, size = 10): ColumnLine => ({
    text,
    x,
    y,
    right: x + width,
    size,
  });

  it("splits a sidebar from the main column, and says which side each line is on", () => {
    const lines = [
      ...["CONTACT", "jane@example.com", "SKILLS", "Python", "SQL"].map((text, row) =>
        line(text, 40, 700 - row * 14),
      ),
      ...["PROFILE", "Analyst who turns data into forecasts", "EXPERIENCE", "Data Analyst, Asda"].map(
        (text, row) => line(text, 200, 700 - row * 14),
      ),
    ];
    const columns = detectColumns(lines);
    expect(columns?.gutter).toBe(200);
    expect(columns?.bands).toHaveLength(1);
    expect(columnSide(line("Python", 40, 0), columns!.gutter)).toBe("left");
    expect(columnSide(line("PROFILE", 199, 0), columns!.gutter)).toBe("right");
  });

  it("does not take labels, margin headings or trailing dates for a column", () => {
    const labels = ["Email:", "Phone:", "Location:", "Website:"].flatMap((label, row) => [
      line(label, 50, 700 - row * 14),
      line("value of the field", 150, 700 - row * 14),
    ]);
    expect(detectColumns(labels)).toBeNull();
    const margin = ["PROFILE", "EXPERIENCE", "EDUCATION"].flatMap((heading, section) => [
      line(heading, 50, 700 - section * 70),
      ...[0, 1, 2, 3].map((row) => line("A line of this section's text", 160, 700 - section * 70 - row * 14)),
    ]);
    expect(detectColumns(margin)).toBeNull();
    const dates = ["Analyst, Asda", "Junior Analyst, Tesco", "Intern, Boots", "Shop assistant, Aldi"].flatMap(
      (role, row) => [
        line(role, 50, 700 - row * 14),
        line(`${2020 - row * 2} - ${2022 - row * 2}`, 480, 700 - row * 14),
      ],
    );
    expect(detectColumns(dates)).toBeNull();
  });

  it("works from where lines start alone, as the LinkedIn route receives them", () => {
    const lines = [
      ...["Contact", "a@b.co", "Top Skills", "Go"].map((text) => ({ text, x: 30, size: 10 })),
      ...["Name", "Summary", "Text", "Experience"].map((text) => ({ text, x: 170, size: 10 })),
    ];
    expect(detectColumns(lines)?.gutter).toBe(170);
    expect(detectColumns(lines.map((entry) => ({ ...entry, x: 30 })))).toBeNull();
    // Indented lines of one column (a LinkedIn page without its sidebar) are not two columns.
    expect(detectColumns(lines.map((entry) => ({ ...entry, x: entry.x === 30 ? 215 : 230 })))).toBeNull();
  });
});

describe("the LinkedIn import shares the detector", () => {
  it("finds the gutter where the export puts it, not at a fixed share of the page", () => {
    // An A4 export whose main column starts at 170 pt, left of 30% of the page width (178 pt).
    const sidebar = [
      "Contact",
      "priya@example.com",
      "www.linkedin.com/in/priya",
      "Top Skills",
      "Spark",
      "dbt",
    ];
    const main = [
      "Priya Raman",
      "Data Engineer",
      "Leeds",
      "Summary",
      "Builds pipelines.",
      "Experience",
      "Larkspur",
    ];
    const profile = parseLinkedInProfile([
      {
        width: 595,
        lines: [
          ...sidebar.map((text) => ({
            text,
            x: 28,
            size: text === "Contact" || text === "Top Skills" ? 13 : 10,
          })),
          ...main.map((text) => ({ text, x: 170, size: text === "Priya Raman" ? 26 : 10 })),
        ],
      },
    ]);
    expect(profile).toMatchObject({ name: "Priya Raman", headline: "Data Engineer", location: "Leeds" });
    expect(profile?.sidebar).toEqual([{ heading: "Top Skills", lines: ["Spark", "dbt"] }]);
  });
});
