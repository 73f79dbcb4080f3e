import { describe, expect, it } from "vitest";

import { DEFAULT_FORMATTING } from "@/lib/builder/options";
import { templateById } from "@/lib/builder/templates";
import { blockText, letterBlocks, usedFaces, type TextBlock } from "@/lib/letter/blocks";
import { formatLetterDate } from "@/lib/letter/date";
import { letterLayoutSchema, type LetterDocument, type LetterLayout } from "@/lib/letter/layout";

const LAYOUT: LetterLayout = letterLayoutSchema.parse({
  sender: { name: "Jane Doe", email: "jane@example.com", phone: "", location: "London", link: "janedoe.dev" },
  date: "2026-11-23",
  recipient: { name: "Priya Shah", organisation: "Northstar Analytics", address: "" },
  subject: "Re: Senior Backend Engineer",
});
const BODY = "Dear Ms Shah,\n\nI write at https://jane.dev.\n\nSincerely,\nJane Doe";

function doc(overrides: Partial<LetterDocument> = {}): LetterDocument {
  return {
    body: BODY,
    layout: LAYOUT,
    formatting: DEFAULT_FORMATTING,
    template: templateById("minimalist"),
    ...overrides,
  };
}

const texts = (document: LetterDocument) =>
  letterBlocks(document).blocks.flatMap((block) =>
    block.kind === "text" ? [{ role: block.role, text: blockText(block) }] : [],
  );

describe("letterBlocks (docs/architecture.md §14 'Letter layout')", () => {
  it("lays out the sender, date, recipient, subject and body paragraphs in order", () => {
    expect(texts(doc())).toEqual([
      { role: "name", text: "Jane Doe" },
      { role: "contact", text: "jane@example.com\nLondon\njanedoe.dev" },
      { role: "date", text: "23 November 2026" },
      { role: "recipient", text: "Priya Shah\nNorthstar Analytics" },
      { role: "subject", text: "Re: Senior Backend Engineer" },
      { role: "body", text: "Dear Ms Shah," },
      { role: "body", text: "I write at https://jane.dev." },
      { role: "body", text: "Sincerely,\nJane Doe" },
    ]);
  });

  it("draws a letter without a layout as its body alone", () => {
    const page = letterBlocks(doc({ layout: null, template: templateById("creative") }));
    expect(page.band).toBeNull();
    expect(page.blocks.every((block) => block.kind === "text" && block.role === "body")).toBe(true);
    expect(page.blocks).toHaveLength(3);
  });

  it("leaves out an empty subject, empty recipient lines and an empty sender with its band", () => {
    const layout = letterLayoutSchema.parse({
      date: "2026-11-23",
      recipient: { name: "", organisation: "Northstar", address: "\n  1 King Street \n\nLondon\n" },
      subject: "",
    });
    const page = letterBlocks(doc({ layout, template: templateById("creative") }));
    expect(page.band).toBeNull();
    expect(texts(doc({ layout })).map((block) => block.role)).toEqual([
      "date",
      "recipient",
      "body",
      "body",
      "body",
    ]);
    expect(texts(doc({ layout }))[1]?.text).toBe("Northstar\n1 King Street\nLondon");
  });

  it("shows an agency's contact and the agency as given", () => {
    const layout = {
      ...LAYOUT,
      recipient: { name: "Sam Lee", organisation: "Hays Recruitment", address: "" },
    };
    expect(texts(doc({ layout })).find((block) => block.role === "recipient")?.text).toBe(
      "Sam Lee\nHays Recruitment",
    );
  });

  it("makes the e-mail, the website and the body's URLs links, and the subject bold", () => {
    const runs = letterBlocks(doc()).blocks.flatMap((block) =>
      block.kind === "text" ? block.lines.flat() : [],
    );
    expect(runs.filter((run) => run.link).map((run) => [run.text, run.link])).toEqual([
      ["jane@example.com", "mailto:jane@example.com"],
      ["janedoe.dev", "https://janedoe.dev"],
      ["https://jane.dev", "https://jane.dev"],
    ]);
    expect(runs.filter((run) => run.bold).map((run) => run.text)).toEqual(["Re: Senior Backend Engineer"]);
  });

  it("sets the header in the template's heading font and the rest in the letter's font and size", () => {
    const formatting = {
      ...DEFAULT_FORMATTING,
      fontFamily: "sans" as const,
      fontSizePt: 12.5,
      alignment: "justify" as const,
    };
    const blocks = letterBlocks(doc({ formatting, template: templateById("executive") })).blocks.filter(
      (block): block is TextBlock => block.kind === "text",
    );
    const name = blocks.find((block) => block.role === "name")!;
    expect(name).toMatchObject({ font: "serif", align: "center", lines: [[{ text: "JANE DOE" }]] });
    for (const block of blocks.filter((block) => !["name", "contact"].includes(block.role)))
      expect(block).toMatchObject({ font: "sans", sizePt: 12.5 });
    expect(blocks.filter((block) => block.role === "body").every((block) => block.align === "justify")).toBe(
      true,
    );
    expect(blocks.find((block) => block.role === "recipient")?.align).toBe("left");
  });

  it("writes the compact header on one line with the name in bold", () => {
    const [header] = letterBlocks(doc({ template: templateById("compact") })).blocks as TextBlock[];
    expect(blockText(header!)).toBe("Jane Doe · jane@example.com · London · janedoe.dev");
    expect(header!.lines[0]![0]).toEqual({ text: "Jane Doe", bold: true, link: null });
  });

  it("puts a blank line and a fifth more between body paragraphs, none after the last", () => {
    const body = letterBlocks(doc()).blocks.filter((block) => block.kind === "text" && block.role === "body");
    // 11 pt × 1.4 × 0.35 mm = 5.39 mm a line; 1.2 lines after a paragraph (docs/spec.md, engine §9).
    expect(body.map((block) => block.spaceAfterMm)).toEqual([
      expect.closeTo(6.468, 3),
      expect.closeTo(6.468, 3),
      0,
    ]);
  });

  it("lists the faces a PDF must embed", () => {
    expect(usedFaces(letterBlocks(doc({ template: templateById("creative") })))).toEqual(
      expect.arrayContaining([
        { font: "sans", bold: true },
        { font: "sans", bold: false },
        { font: "serif", bold: false },
        { font: "serif", bold: true },
      ]),
    );
    expect(usedFaces(letterBlocks(doc({ layout: null })))).toEqual([{ font: "serif", bold: false }]);
  });
});

describe("formatLetterDate", () => {
  it("writes the date in the letter's language, English by page size, never shifted by a time zone", () => {
    expect(formatLetterDate("2026-11-23", "en", "a4")).toBe("23 November 2026");
    expect(formatLetterDate("2026-11-23", "en", "letter")).toBe("November 23, 2026");
    expect(formatLetterDate("2026-11-23", "de", "a4")).toBe("23. November 2026");
    expect(formatLetterDate("2026-11-23", "fr", "a4")).toBe("23 novembre 2026");
    expect(formatLetterDate("2026-11-23", "es", "letter")).toBe("23 de noviembre de 2026");
    expect(formatLetterDate("2026-01-01", "en", "a4")).toBe("1 January 2026");
  });
});
