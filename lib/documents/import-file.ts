import { UPLOAD, UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";
import { ImportError } from "@/lib/documents/import-errors";

/**
 * Turns an uploaded CV file into text (docs/spec.md, product §5 'Uploads', docs/decisions.md 'Word uploads'): text/plain read as text;
 * PDF through pdf.js in a worker; .docx through mammoth; legacy .doc refused with the spec's Word message; files
 * over 10 MB refused; anything else attempted as text. The heavy readers load only when such a file arrives.
 */
export type FileKind = "too-large" | "doc" | "docx" | "pdf" | "text" | "other";

export type FileLike = {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
};

export function classifyFile(file: Pick<FileLike, "name" | "type" | "size">): FileKind {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  if (file.size > UPLOAD.maxBytes) return "too-large";
  if (name.endsWith(".docx") || type.includes("wordprocessingml")) return "docx";
  if (name.endsWith(".doc") || type.includes("word")) return "doc";
  if (type === "application/pdf" || name.endsWith(".pdf")) return "pdf";
  if (type === "text/plain" || name.endsWith(".txt")) return "text";
  return "other";
}

export type Extractors = {
  pdf(data: ArrayBuffer): Promise<string>;
  docx(data: ArrayBuffer): Promise<string>;
};

const browserExtractors: Extractors = {
  async pdf(data) {
    const { extractPdfText, loadBrowserPdfJs } = await import("@/lib/documents/pdf-text");
    return extractPdfText(data, await loadBrowserPdfJs());
  },
  async docx(data) {
    const { extractDocxText } = await import("@/lib/documents/docx-text");
    return extractDocxText(data);
  },
};

function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/^\uFEFF/, "")
    .trim();
}

export async function importCvFile(
  file: FileLike,
  extractors: Extractors = browserExtractors,
): Promise<string> {
  switch (classifyFile(file)) {
    case "too-large":
      throw new ImportError(UPLOAD_ERRORS.tooLarge);
    case "doc":
      throw new ImportError(UPLOAD_ERRORS.word);
    case "docx":
      return extractors.docx(await readBytes(file));
    case "pdf":
      return extractors.pdf(await readBytes(file));
    case "text":
      return readText(file, UPLOAD_ERRORS.textReadFailed);
    default:
      return readText(file, UPLOAD_ERRORS.fileReadFailed);
  }
}

async function readBytes(file: FileLike): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer();
  } catch {
    throw new ImportError(UPLOAD_ERRORS.fileReadFailed);
  }
}

async function readText(file: FileLike, failure: string): Promise<string> {
  try {
    return cleanText(await file.text());
  } catch {
    throw new ImportError(failure);
  }
}

/** The reason to show after 'Error processing file: '. */
export function importFailureReason(error: unknown): string {
  if (error instanceof ImportError) return error.message;
  return UPLOAD_ERRORS.fileReadFailed;
}
