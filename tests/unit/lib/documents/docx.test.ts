import * as docx from "docx";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";

import { DEFAULT_FORMATTING } from "@/lib/builder/options";
import { templateById } from "@/lib/builder/templates";
import { buildLetterDocx } from "@/lib/documents/export-docx";
import { LETTER_FONTS } from "@/lib/documents/fonts";
import { extractDocxText } from "@/lib/documents/docx-text";
import { UPLOAD_ERRORS } from "@/lib/messages/builder";

import { zipEntry } from "../letter/read-back";

describe("DOCX export and import", () => {
  it("writes the letter's paragraphs and hyperlinks, and the importer reads them back", async () => {
    const text =
      "Dear Hiring Manager,\n\nReach me at jane@example.com or https://jane.dev.\n\nSincerely,\nJane Doe";
    const document = buildLetterDocx(docx, {
      body: text,
      layout: null,
      formatting: { ...DEFAULT_FORMATTING, alignment: "justify", fontFamily: "sans" },
      template: templateById("professional"),
    });
    const buffer = await docx.Packer.toBuffer(document);
    const html = (await mammoth.convertToHtml({ buffer })).value;
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).toContain('href="https://jane.dev"');
    const arrayBuffer = buffer.buffer.slice(
      buffer.byteOffset,
      buffer.byteOffset + buffer.byteLength,
    ) as ArrayBuffer;
    const imported = await extractDocxText(arrayBuffer);
    expect(imported).toContain("Dear Hiring Manager,");
    expect(imported).toContain("Reach me at jane@example.com or https://jane.dev.");
    expect(imported).toContain("Jane Doe");
  });

  it("refuses a file that is not a Word document", async () => {
    await expect(extractDocxText(new TextEncoder().encode("nope").buffer as ArrayBuffer)).rejects.toThrow(
      UPLOAD_ERRORS.docxFailed,
    );
  });

  it("names the PDF's font family on every run and keeps every character", async () => {
    const text = [
      "Dear Ms Müller,",
      "I read “Ελληνικά” and “Привет” — ‘single’ quotes too; €50k saved.",
      "Sincerely,\nJosé Łukasz Nowak",
    ].join("\n\n");
    for (const fontFamily of ["serif", "sans"] as const) {
      const document = buildLetterDocx(docx, {
        body: text,
        layout: null,
        formatting: { ...DEFAULT_FORMATTING, fontFamily },
        template: templateById("professional"),
      });
      const buffer = await docx.Packer.toBuffer(document);
      const xml = zipEntry(buffer, "word/document.xml");
      const family = LETTER_FONTS[fontFamily].family;
      const fonts = [...xml.matchAll(/<w:rFonts w:ascii="([^"]+)"/g)].map((match) => match[1]);
      expect(fonts.length).toBeGreaterThan(3);
      expect(new Set(fonts)).toEqual(new Set([family]));
      expect(xml).toContain(`w:hAnsi="${family}"`);
      const imported = await mammoth.extractRawText({ buffer });
      for (const expected of [
        "Dear Ms Müller,",
        "“Ελληνικά”",
        "“Привет” —",
        "‘single’",
        "€50k",
        "José Łukasz Nowak",
      ])
        expect(imported.value).toContain(expected);
    }
  });
});
