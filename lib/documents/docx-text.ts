import { UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";
import { ImportError } from "@/lib/documents/import-errors";
import { elementText, type DocElement } from "@/lib/documents/docx-layout";

/**
 * The text of a .docx (docs/decisions.md 'Word uploads'), through mammoth, loaded on demand (`buffer` is what its Node build
 * reads). Layout tables of two-column CVs read column by column (docx-layout.ts).
 */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  const mammoth = await import("mammoth");
  let value = "";
  try {
    // Mammoth hands its document tree only to a conversion's transform: the text is read there, and the HTML skipped.
    await mammoth.convertToHtml({ arrayBuffer: data, buffer: data } as { arrayBuffer: ArrayBuffer }, {
      transformDocument: (document: DocElement) => {
        value = elementText(document);
        return { ...document, children: [] };
      },
    });
  } catch {
    throw new ImportError(UPLOAD_ERRORS.docxFailed);
  }
  const text = normaliseDocText(value);
  if (!text) throw new ImportError(UPLOAD_ERRORS.docxNoText);
  return text;
}

/** Spaces collapsed per line, at most one blank line in a row. */
export function normaliseDocText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
