import { UPLOAD_ERRORS } from "@/lib/messages/builder";
import { ImportError } from "@/lib/documents/import-errors";

/**
 * PDF text extraction (spec 000 §5): page by page, whitespace collapsed, pages separated by a blank line.
 * Line ends pdf.js reports are kept as single line breaks, so CV sections stay recognisable.
 * The pdf.js module is passed in: the browser loads it on demand with its web worker, tests pass the Node build.
 */
export type TextItem = { str?: string; hasEOL?: boolean; height?: number; transform?: number[] };
export type PdfPage = {
  getTextContent(): Promise<{ items: TextItem[] }>;
  getViewport?(options: { scale: number }): { width: number };
  cleanup?(): void;
};
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

/**
 * Opens a PDF and hands each page to `readPage`, in order; pdf.js failures become the spec's messages. Resolves with
 * what `readPage` returned for every page.
 */
export async function readPdfPages<T>(
  data: ArrayBuffer | Uint8Array,
  pdfjs: PdfJsLike,
  readPage: (page: PdfPage) => Promise<T>,
  options: Record<string, unknown> = {},
): Promise<T[]> {
  let task: ReturnType<PdfJsLike["getDocument"]> | undefined;
  try {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    task = pdfjs.getDocument({ data: bytes, ...options });
    const doc = await task.promise;
    const pages: T[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      pages.push(await readPage(page));
      page.cleanup?.();
    }
    return pages;
  } catch (error) {
    throw pdfFailure(error);
  } finally {
    await task?.destroy().catch(() => undefined);
  }
}

export async function extractPdfText(
  data: ArrayBuffer | Uint8Array,
  pdfjs: PdfJsLike,
  options: Record<string, unknown> = {},
): Promise<string> {
  const pages = await readPdfPages(
    data,
    pdfjs,
    async (page) => pageText((await page.getTextContent()).items),
    options,
  );
  const text = pages.filter(Boolean).join("\n\n").trim();
  if (!text) throw new ImportError(UPLOAD_ERRORS.pdfNoText);
  return text;
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
