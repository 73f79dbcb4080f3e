import * as docx from "docx";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";

import { DEFAULT_FORMATTING } from "@/lib/builder/options";
import { templateById } from "@/lib/builder/templates";
import { buildLetterDocx } from "@/lib/documents/export-docx";
import { extractDocxText } from "@/lib/documents/docx-text";
import { UPLOAD_ERRORS } from "@/lib/messages/builder";

describe("DOCX export and import", () => {
  it("writes the letter's paragraphs and hyperlinks, and the importer reads them back", async () => {
    const text =
      "Dear Hiring Manager,\n\nReach me at jane@example.com or https://jane.dev.\n\nSincerely,\nJane Doe";
    const document = buildLetterDocx(docx, {
      text,
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
});
