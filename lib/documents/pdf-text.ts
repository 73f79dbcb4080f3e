import { UPLOAD_ERRORS } from "@/lib/messages/builder";
import { ImportError } from "@/lib/documents/import-errors";

/**
 * PDF text extraction (spec 000 §5): page by page, whitespace collapsed, pages separated by a blank line.
 * Line ends pdf.js reports are kept as single line breaks, so CV sections stay recognisable.
 * The pdf.js module is passed in: the browser loads it on demand with its web worker, tests pass the Node build.
 */
type TextItem = { str?: string; hasEOL?: boolean };
type PdfPage = { getTextContent(): Promise<{ items: TextItem[] }>; cleanup?(): void };
type PdfDocument = { numPages: number; getPage(n: number): Promise<PdfPage> };
export type PdfJsLike = {
  getDocument(source: { data: Uint8Array; [key: string]: unknown }): {
    promise: Promise<PdfDocument>;
    destroy(): Promise<void>;
  };
};

export function pageText(items: TextItem[]): string {
  let text = "";
  for (const item of items) {
    text += item.str ?? "";
    text += item.hasEOL ? "\n" : " ";
  }
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Turns pdf.js failures into the spec's messages; ImportError passes through. */
export function pdfFailure(error: unknown): ImportError {
  if (error instanceof ImportError) return error;
  if (error instanceof Error && error.message) {
    const reason = error.message.replace(/[.\s]+$/, "");
    return new ImportError(UPLOAD_ERRORS.pdfFailed(reason));
  }
  return new ImportError(UPLOAD_ERRORS.pdfUnknown);
}

export async function extractPdfText(
  data: ArrayBuffer | Uint8Array,
  pdfjs: PdfJsLike,
  options: Record<string, unknown> = {},
): Promise<string> {
  let task: ReturnType<PdfJsLike["getDocument"]> | undefined;
  try {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    task = pdfjs.getDocument({ data: bytes, ...options });
    const doc = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const text = pageText(content.items);
      if (text) pages.push(text);
      page.cleanup?.();
    }
    const text = pages.join("\n\n").trim();
    if (!text) throw new ImportError(UPLOAD_ERRORS.pdfNoText);
    return text;
  } catch (error) {
    throw pdfFailure(error);
  } finally {
    await task?.destroy().catch(() => undefined);
  }
}

let worker: Worker | null = null;

/** The browser's pdf.js, with its parsing in a web worker (created once, on first use). */
export async function loadBrowserPdfJs(): Promise<PdfJsLike> {
  const pdfjs = await import("pdfjs-dist");
  if (!worker) {
    worker = new Worker(new URL("./pdf-worker.ts", import.meta.url), { type: "module" });
    pdfjs.GlobalWorkerOptions.workerPort = worker;
  }
  return pdfjs as unknown as PdfJsLike;
}
