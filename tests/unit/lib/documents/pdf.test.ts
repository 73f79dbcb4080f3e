import { jsPDF } from "jspdf";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_FORMATTING } from "@/lib/builder/options";
import { templateById } from "@/lib/builder/templates";
import { buildLetterPdf, PDF_METADATA } from "@/lib/documents/export-pdf";
import { LETTER_FONTS } from "@/lib/documents/fonts";
import { readFontFile } from "@/lib/documents/fonts-files";
import { drawableText, pdfFontLoader, type PdfFont } from "@/lib/documents/fonts-pdf";
import {
  findLinks,
  lineHeightMm,
  paragraphGapMm,
  pdfFileName,
  placeBlocks,
  splitParagraphs,
  wrapRuns,
} from "@/lib/documents/pdf-layout";
import { extractPdfText, type PdfJsLike } from "@/lib/documents/pdf-text";
import { UPLOAD_ERRORS } from "@/lib/messages/builder";
import type { Formatting } from "@/lib/validation/ai";

type Ctor = Parameters<typeof buildLetterPdf>[0];
const JsPDF = jsPDF as unknown as Ctor;
const pdfjsLib = pdfjs as unknown as PdfJsLike;

const LETTER = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Backend Engineer position at Northstar Analytics. Over eight years I have built and run high-traffic Go and Python services, and your platform team's focus on reliable event processing is exactly the work I enjoy most.",
  "My portfolio is at https://janedoe.dev/work and you can reach me at jane.doe@example.com or via www.example.org/profile.",
  "Sincerely,\nJane Doe",
].join("\n\n");

// Names, quotes, dashes, currency, Greek and Cyrillic: each must come back exactly as written.
const UNICODE_STRINGS = [
  "Dear Ms Müller,",
  "José Łukasz Nowak",
  "Ελληνικά",
  "Привет",
  "“quoted” and ‘single’",
  "growth — fast",
  "€50k",
];
const UNICODE_LETTER = [
  "Dear Ms Müller,",
  "I read “Ελληνικά” and “Привет” in your advert — and ‘single’ quotes too. Growth — fast: €50k saved in a year.",
  `“quoted” and ‘single’, growth — fast, €50k. ${"Reliable systems matter. ".repeat(6)}`,
  "Sincerely,\nJosé Łukasz Nowak",
].join("\n\n");

const fonts: Partial<Record<Formatting["fontFamily"], PdfFont>> = {};
beforeAll(async () => {
  const load = pdfFontLoader(readFontFile);
  fonts.serif = await load("serif");
  fonts.sans = await load("sans");
});

async function readBack(bytes: ArrayBuffer) {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const doc = await task.promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link") links.push(String(annotation.url ?? annotation.unsafeUrl ?? ""));
    }
  }
  const meta = await doc.getMetadata();
  await task.destroy();
  return { pages, links, info: meta.info as Record<string, unknown> };
}

function pdfBytes(text: string, formatting: Partial<Formatting> = {}, templateId = "minimalist" as const) {
  const letterFormatting = { ...DEFAULT_FORMATTING, ...formatting };
  const doc = buildLetterPdf(
    JsPDF,
    { body: text, layout: null, formatting: letterFormatting, template: templateById(templateId) },
    [fonts[letterFormatting.fontFamily]!],
  );
  return doc.output("arraybuffer");
}

/** The BaseFont names of the fonts the PDF embeds (a FontFile2 stream each); jsPDF writes dictionaries uncompressed. */
function embeddedFonts(bytes: ArrayBuffer): string[] {
  const raw = new TextDecoder("latin1").decode(bytes);
  const descriptors = raw.match(/\/FontName \/[^\s/]+\s*\/FontFile2 \d+ 0 R/g) ?? [];
  return descriptors.map((descriptor) => descriptor.split(/\s+/)[1]!.slice(1));
}

describe("PDF layout arithmetic (docs/spec.md, engine §9)", () => {
  it("line height = size × factor × 0.35 mm; 0.2 line extra after a paragraph", () => {
    expect(lineHeightMm(11, 1.4)).toBeCloseTo(5.39, 5);
    expect(lineHeightMm(10, 1.2)).toBeCloseTo(4.2, 5);
    expect(paragraphGapMm(5)).toBeCloseTo(6, 5);
  });

  it("splits paragraphs on blank lines and keeps single breaks", () => {
    expect(splitParagraphs("A\nB\n\n\n  C  \n \nSincerely,\nJane")).toEqual([
      "A\nB",
      "C",
      "Sincerely,\nJane",
    ]);
    expect(splitParagraphs("\r\n\r\nOnly\r\n")).toEqual(["Only"]);
  });

  it("finds URLs and e-mails, without trailing punctuation", () => {
    expect(findLinks("See https://a.dev/x, mail me@b.co. Or www.c.org!")).toEqual([
      { start: 4, end: 19, url: "https://a.dev/x" },
      { start: 26, end: 33, url: "mailto:me@b.co" },
      { start: 38, end: 47, url: "https://www.c.org" },
    ]);
  });

  it("breaks pages at the bottom margin and keeps a last paragraph of three lines or fewer together", () => {
    // Page: 100 mm tall, 10 mm margins, 10 mm lines → 8 lines fit.
    const base = { pageHeight: 100, marginTop: 10, marginBottom: 10 };
    const block = (lines: number, last = false) => ({
      lines,
      lineHeight: 10,
      spaceBefore: 0,
      spaceAfter: 2,
      last,
    });
    // 5 lines end at 60, the space after adds 2 → 62; 3 lines need 30 → 92 > 90: the whole last paragraph moves.
    const kept = placeBlocks({ ...base, blocks: [block(5), block(3, true)] });
    expect(kept.pages).toBe(2);
    expect(kept.lines[1]).toEqual([
      { page: 2, top: 10 },
      { page: 2, top: 20 },
      { page: 2, top: 30 },
    ]);
    // A four-line last paragraph is split line by line instead.
    const split = placeBlocks({ ...base, blocks: [block(5), block(4, true)] });
    expect(split.lines[1]?.map((line) => line.page)).toEqual([1, 1, 2, 2]);
    // Space before a block and its own line heights; dropped at the top of a page.
    const spaced = placeBlocks({
      ...base,
      blocks: [
        { lines: 1, lineHeight: 8, spaceBefore: 5, spaceAfter: 3, last: false },
        { lines: 1, lineHeight: 1, spaceBefore: 2, spaceAfter: 0, last: false },
      ],
    });
    expect(spaced.lines).toEqual([[{ page: 1, top: 10 }], [{ page: 1, top: 23 }]]);
  });

  it("wraps runs word by word in their own widths, dropping the spaces at a break", () => {
    const run = (text: string, bold = false, link: string | null = null) => ({ text, bold, link });
    // Each character 1 wide, bold ones 2.
    const measure = (text: string, bold: boolean) => text.length * (bold ? 2 : 1);
    expect(
      wrapRuns([run("Jane", true), run(" · "), run("a@b.co", false, "mailto:a@b.co")], 12, measure),
    ).toEqual([[run("Jane", true), run(" ·")], [run("a@b.co", false, "mailto:a@b.co")]]);
    expect(wrapRuns([run("one two three")], 7, measure)).toEqual([[run("one two")], [run("three")]]);
    expect(wrapRuns([run("abcdefghij")], 4, measure)).toEqual([[run("abcd")], [run("efgh")], [run("ij")]]);
    expect(wrapRuns([], 4, measure)).toEqual([[]]);
  });

  it("names the file cover-letter-{pageSize}-{YYYY-MM-DD}.pdf", () => {
    expect(pdfFileName("a4", new Date(2026, 0, 5, 12))).toBe("cover-letter-a4-2026-01-05.pdf");
    expect(pdfFileName("letter", new Date(2025, 11, 31, 23))).toBe("cover-letter-letter-2025-12-31.pdf");
  });
});

describe("PDF export (real text)", () => {
  it("contains the letter's text, link annotations for URLs and e-mails, and the metadata", async () => {
    const { pages, links, info } = await readBack(pdfBytes(LETTER));
    const text = pages.join(" ").replace(/\s+/g, " ");
    expect(pages).toHaveLength(1);
    expect(text).toContain("Dear Hiring Manager,");
    expect(text).toContain("Northstar Analytics");
    expect(text).toContain("Jane Doe");
    expect(links).toEqual(
      expect.arrayContaining([
        "https://janedoe.dev/work",
        "mailto:jane.doe@example.com",
        "https://www.example.org/profile",
      ]),
    );
    expect(info.Title).toBe(PDF_METADATA.title);
    expect(info.Subject).toBe("Job Application");
  });

  it("uses the chosen page size and flows a long letter onto more pages", async () => {
    const long = Array.from(
      { length: 14 },
      (_, index) => `Paragraph ${index + 1}. ${"Reliable systems matter. ".repeat(12)}`,
    ).join("\n\n");
    for (const [pageSize, height] of [
      ["a4", 297],
      ["letter", 279.4],
    ] as const) {
      const bytes = pdfBytes(long, {
        pageSize,
        alignment: "justify",
        fontFamily: "sans",
        fontSizePt: 12,
        lineHeight: 1.6,
      });
      const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
      const doc = await task.promise;
      expect(doc.numPages).toBeGreaterThan(1);
      const page = await doc.getPage(1);
      const top = page.view[3] ?? 0;
      expect(top * (25.4 / 72)).toBeCloseTo(height, 0);
      await task.destroy();
    }
    const { pages } = await readBack(pdfBytes(long));
    expect(pages.join(" ")).toContain("Paragraph 14.");
  });
});

describe("PDF export (embedded letter fonts)", () => {
  for (const fontFamily of ["serif", "sans"] as const) {
    const font = LETTER_FONTS[fontFamily].faces.normal;

    it(`keeps every character, unspaced, in ${font.postScriptName}, left-aligned and justified`, async () => {
      for (const alignment of ["left", "justify"] as const) {
        const { pages } = await readBack(pdfBytes(UNICODE_LETTER, { fontFamily, alignment }));
        const text = pages.join(" ").replace(/\s+/g, " ");
        expect(pages).toHaveLength(1);
        for (const expected of UNICODE_STRINGS) expect(text).toContain(expected);
        expect(text).not.toMatch(/J o s é|\uFFFD/);
      }
    });

    it(`embeds only ${font.postScriptName} for a letter without a layout, as a subset, in a one-page PDF under 300 KB`, async () => {
      const bytes = pdfBytes(UNICODE_LETTER, { fontFamily });
      expect(embeddedFonts(bytes)).toEqual([font.postScriptName]);
      expect(bytes.byteLength).toBeLessThan(300 * 1024);
      // Length1 is the embedded font program's size: a small part of the whole file.
      const embedded = Number(/\/Length1 (\d+)/.exec(new TextDecoder("latin1").decode(bytes))?.[1]);
      const whole = (await readFontFile(font.file)).byteLength;
      expect(embedded).toBeGreaterThan(0);
      expect(embedded).toBeLessThan(whole / 3);
    });
  }

  it("draws a character the font lacks as U+FFFD and keeps the rest of the line", async () => {
    const { pages } = await readBack(pdfBytes("Hello 😀 there, José\u200B."));
    expect(pages.join(" ")).toContain("Hello \uFFFD there, José.");
  });

  it("leaves out invisible formatting characters and replaces the ones the font lacks", () => {
    const hasGlyph = (code: number) => code < 0x2600;
    expect(drawableText("co\u00ADop\u200Ber\u2060ate 😀 \u2603!", hasGlyph)).toBe("cooperate \uFFFD \uFFFD!");
  });
});

describe("PDF import", () => {
  it("extracts page by page with pages separated by a blank line", async () => {
    const doc = new jsPDF({ unit: "mm", format: "a4" });
    doc.text("Jane Doe", 20, 20);
    doc.text("Skills: Go, Python", 20, 30);
    doc.addPage();
    doc.text("Experience   at    Brightwave", 20, 20);
    const text = await extractPdfText(doc.output("arraybuffer"), pdfjsLib, { verbosity: 0 });
    const [first, second] = text.split("\n\n");
    expect(first).toContain("Jane Doe");
    expect(first).toContain("Skills: Go, Python");
    expect(second).toBe("Experience at Brightwave");
  });

  it("says no text could be extracted from an image-only PDF", async () => {
    const doc = new jsPDF();
    doc.rect(20, 20, 100, 60, "F");
    await expect(extractPdfText(doc.output("arraybuffer"), pdfjsLib, { verbosity: 0 })).rejects.toThrow(
      UPLOAD_ERRORS.pdfNoText,
    );
  });

  it("reports a broken PDF as 'PDF processing failed: {reason}'", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4\nthis is not really a pdf");
    await expect(extractPdfText(bytes, pdfjsLib, { verbosity: 0 })).rejects.toThrow(
      /^PDF processing failed: .+ Please try a different PDF/,
    );
  });
});
