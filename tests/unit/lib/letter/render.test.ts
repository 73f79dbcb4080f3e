import { describe, expect, it } from "vitest";

import { DEFAULT_FORMATTING, effectiveFormatting } from "@/lib/builder/options";
import { LETTER_TEMPLATES, PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import { LETTER_FONTS } from "@/lib/documents/fonts";
import { blockText, letterBlocks, usedFaces, type TextBlock } from "@/lib/letter/blocks";
import { letterLayoutSchema, type LetterDocument, type LetterLayout } from "@/lib/letter/layout";
import type { Formatting } from "@/lib/validation/ai";

import { readFontFile } from "@/lib/documents/fonts-files";

import { docxParagraphs, embeddedFonts, letterDocx, letterPdf, pdfRects, readPdf } from "./read-back";

const LAYOUT: LetterLayout = letterLayoutSchema.parse({
  sender: {
    name: "Jane Doe",
    email: "jane.doe@example.com",
    phone: "+44 20 7946 0958",
    location: "London",
    link: "linkedin.com/in/janedoe",
  },
  date: "2026-11-23",
  recipient: {
    name: "Priya Shah",
    organisation: "Northstar Analytics",
    address: "1 King Street\nLondon EC2V 8AU",
  },
  subject: "Re: Senior Backend Engineer",
  locale: "en",
});

const BODY = [
  "Dear Ms Shah,",
  "I am writing to apply for the Senior Backend Engineer position at Northstar Analytics. Over eight years I have built and run high-traffic Go and Python services.",
  "Your platform team's focus on reliable event processing is exactly the work I enjoy most, and my portfolio is at https://janedoe.dev/work.",
  "Sincerely,\nJane Doe",
].join("\n\n");

function letter(template: LetterTemplate, overrides: Partial<LetterDocument> = {}): LetterDocument {
  return {
    body: BODY,
    layout: LAYOUT,
    formatting: effectiveFormatting(DEFAULT_FORMATTING, false, template.id),
    template,
    ...overrides,
  };
}

/** The text of every text block in order, as the reader sees it (line breaks as spaces). */
function blockTexts(document: LetterDocument): Array<{ block: TextBlock; text: string }> {
  return letterBlocks(document).blocks.flatMap((block) =>
    block.kind === "text" ? [{ block, text: blockText(block) }] : [],
  );
}

const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each string found in `text` after the one before it. */
function expectInOrder(text: string, strings: string[]) {
  let from = 0;
  for (const expected of strings) {
    const at = text.indexOf(expected, from);
    expect(at, `"${expected}" after offset ${from}`).toBeGreaterThanOrEqual(0);
    from = at + expected.length;
  }
}

const postScript = (font: Formatting["fontFamily"], bold: boolean) =>
  LETTER_FONTS[font].faces[bold ? "bold" : "normal"].postScriptName;

describe.each(LETTER_TEMPLATES.map((template) => [template.id, template] as const))(
  "the %s template, drawn from its blocks",
  (_id, template) => {
    const document = letter(template);
    const texts = blockTexts(document);
    const body = texts.filter(({ block }) => block.role === "body");

    it("the PDF carries every block's text top to bottom on one page of the right size, in its embedded fonts", async () => {
      const bytes = await letterPdf(document);
      const { lines, sizes, links, text } = await readPdf(bytes);
      const page = PAGE_SIZES_MM[document.formatting.pageSize];
      expect(sizes).toEqual([
        { width: expect.closeTo(page.width, 0), height: expect.closeTo(page.height, 0) },
      ]);
      // Every line's words, in the blocks' order.
      expectInOrder(
        flat(text),
        texts.flatMap(({ block }) => block.lines.map((line) => flat(line.map((run) => run.text).join("")))),
      );
      for (const expected of ["Jane Doe", "jane.doe@example.com", "23 November 2026", "Priya Shah"])
        expect(text).toContain(expected);
      expect(text).toContain("Re: Senior Backend Engineer");
      expect(flat(text)).toContain("Sincerely, Jane Doe");
      expect(lines.every((line) => line.top > 0 && line.top < page.height)).toBe(true);
      expect(links).toEqual(
        expect.arrayContaining([
          "mailto:jane.doe@example.com",
          "https://linkedin.com/in/janedoe",
          "https://janedoe.dev/work",
        ]),
      );

      const fonts = embeddedFonts(bytes);
      const expected = usedFaces(letterBlocks(document)).map((face) => postScript(face.font, face.bold));
      expect(fonts.map((font) => font.name).sort()).toEqual([...new Set(expected)].sort());
      expect(fonts.every((font) => font.name.startsWith("DejaVu"))).toBe(true);
      // Subset: each embedded font program is a small part of its file.
      for (const font of fonts) {
        const file = Object.values(LETTER_FONTS)
          .flatMap((family) => Object.values(family.faces))
          .find((face) => face.postScriptName === font.name)!.file;
        expect(font.length).toBeGreaterThan(0);
        expect(font.length).toBeLessThan((await readFontFile(file)).byteLength / 3);
      }
      // The subject is set in the body's bold face.
      expect(fonts.map((font) => font.name)).toContain(postScript(template.fonts.body, true));
      expect(bytes.byteLength).toBeLessThan(300 * 1024);
    });

    it("the DOCX has one paragraph a block, in order, naming the design's fonts and sizes", async () => {
      const paragraphs = docxParagraphs(await letterDocx(document));
      expect(paragraphs.map((paragraph) => paragraph.text)).toEqual(texts.map(({ text }) => text));
      texts.forEach(({ block }, index) => {
        const paragraph = paragraphs[index]!;
        expect(paragraph.fonts).toEqual([LETTER_FONTS[block.font].family]);
        expect(paragraph.sizes).toEqual([block.sizePt]);
      });
      const name = texts.find(({ block }) => block.role === "name")!.block;
      expect(name.font).toBe(template.fonts.heading);
      for (const { block } of body) expect(block.font).toBe(template.fonts.body);
      const subject = paragraphs.find((paragraph) => paragraph.text === "Re: Senior Backend Engineer");
      expect(subject?.bold).toBe(true);
    });
  },
);

describe("the designs differ", () => {
  it("each template places its header its own way", () => {
    const headers = LETTER_TEMPLATES.map((template) => {
      const page = letterBlocks(letter(template));
      return JSON.stringify({
        band: page.band !== null,
        rules: page.blocks
          .filter((block) => block.kind === "rule")
          .map((rule) => rule.kind === "rule" && rule.double),
        header: page.blocks
          .filter(
            (block): block is TextBlock => block.kind === "text" && ["name", "contact"].includes(block.role),
          )
          .map((block) => [block.align, block.sizePt, block.lines.length, block.color, block.font]),
      });
    });
    expect(new Set(headers).size).toBe(LETTER_TEMPLATES.length);
  });

  it("the PDF draws each design's band and rules where the blocks put them", async () => {
    const hexRgb = (hex: string) => {
      const value = Number.parseInt(hex.slice(1), 16);
      return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
    };
    for (const template of LETTER_TEMPLATES) {
      const document = letter(template);
      const page = letterBlocks(document);
      const rects = await pdfRects(await letterPdf(document));
      const expected = [
        ...(page.band ? [{ left: 0, top: 0, width: page.widthMm, color: page.band.color }] : []),
        ...page.blocks.flatMap((block) =>
          block.kind === "rule"
            ? Array.from({ length: block.double ? 2 : 1 }, () => ({
                left: page.margins.left,
                width: page.widthMm - page.margins.left - page.margins.right,
                color: block.color,
              }))
            : [],
        ),
      ];
      expect(rects, template.id).toHaveLength(expected.length);
      rects.forEach((rect, index) => {
        const want = expected[index]!;
        expect(rect.left).toBeCloseTo(want.left, 0);
        expect(rect.width).toBeCloseTo(want.width, 0);
        rect.color.forEach((channel, at) =>
          expect(Math.abs(channel - hexRgb(want.color)[at]!)).toBeLessThan(3),
        );
      });
      if (page.band) expect(rects[0]!.top).toBeCloseTo(0, 1);
    }
  });
});

// Names, quotes, dashes, currency, Greek and Cyrillic: each must come back exactly as written.
const UNICODE_SENDER = "José Łukasz Nowak";
const UNICODE_STRINGS = [
  "Dear Ms Müller,",
  "Ελληνικά",
  "Привет",
  "“quoted” and ‘single’",
  "growth — fast",
  "€50k",
];
const UNICODE_BODY = [
  "Dear Ms Müller,",
  "I read “Ελληνικά” and “Привет” in your advert — and ‘single’ quotes too. Growth — fast: €50k saved in a year.",
  "“quoted” and ‘single’, growth — fast, €50k.",
  `Sincerely,\n${UNICODE_SENDER}`,
].join("\n\n");

describe.each(LETTER_TEMPLATES.map((template) => [template.id, template] as const))(
  "the %s template keeps every character, unspaced",
  (_id, template) => {
    const document = letter(template, {
      body: UNICODE_BODY,
      layout: { ...LAYOUT, sender: { ...LAYOUT.sender, name: UNICODE_SENDER } },
    });
    // The name as the design writes it (capitals in one design).
    const name = blockTexts(document).find(({ block }) => block.role === "name")!.text;
    const expected = [...UNICODE_STRINGS, UNICODE_SENDER, name.split(" · ")[0]!];

    it("in the PDF", async () => {
      const { text } = await readPdf(await letterPdf(document));
      for (const string of expected) expect(flat(text)).toContain(string);
      expect(text).not.toMatch(/J o s é|J O S É|\uFFFD/);
    });

    it("in the DOCX", async () => {
      const text = docxParagraphs(await letterDocx(document))
        .map((paragraph) => paragraph.text)
        .join("\n");
      for (const string of expected) expect(text).toContain(string);
    });
  },
);
