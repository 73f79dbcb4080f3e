import { UPLOAD_ERRORS } from "@/lib/messages/builder";
import { ImportError } from "@/lib/documents/import-errors";

/** The text of a .docx (spec/README 'Word uploads'), through mammoth, loaded on demand (`buffer` is what its Node build reads). */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  const mammoth = await import("mammoth");
  let value: string;
  try {
    ({ value } = await mammoth.extractRawText({ arrayBuffer: data, buffer: data } as { arrayBuffer: ArrayBuffer }));
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
