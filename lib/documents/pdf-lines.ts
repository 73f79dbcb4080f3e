import { UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";
import { ImportError } from "@/lib/documents/import-errors";

/**
 * Reading a PDF with pdf.js (docs/spec.md, product §5) into positioned lines: where each line starts and ends, its baseline and how
 * large its type is. Layout-aware imports need them: the LinkedIn profile export and the plain CV import, both of which
 * tell a sidebar from the main column with pdf-columns.ts. The pdf.js module is passed in: the browser loads it on
 * demand with its web worker, tests pass the Node build.
 */
export type TextItem = {
  str?: string;
  hasEOL?: boolean;
  width?: number;
  height?: number;
  transform?: number[];
};
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

/** What the LinkedIn route receives for each line (lib/validation/linkedin.ts). */
export type PdfLine = { text: string; x: number; size: number };
/** A line with its box: `y` is the baseline (PDF units, larger is higher up the page), `right` where the text ends. */
export type PositionedLine = PdfLine & { y: number; right: number };
export type PdfLinesPage = { width: number; lines: PdfLine[] };

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

// A gap wider than this many ems between two pieces of text on one baseline separates them (a gutter, a tab to a
// right-aligned date); word spaces are about a quarter of an em.
export const SPLIT_GAP_EM = 0.8;
// A list marker ("•", "-", "1.", "a)") stays with the text after it, however far the hanging indent puts that text.
const LIST_MARKER = /^(?:[•●○◦▪▫■□◆◇►▸▹‣⁃✓✔➢➤→*·–—-]|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)])$/i;

type Draft = { parts: string[]; x: number; y: number; size: number; right: number };

/**
 * Joins pdf.js items into lines, in the order pdf.js returns them: a new line starts at pdf.js's end-of-line mark, at
 * another baseline, back to the left, or after a gap wider than SPLIT_GAP_EM (when item widths are known).
 */
export function positionedLines(items: TextItem[]): PositionedLine[] {
  const lines: PositionedLine[] = [];
  let current: Draft | null = null;
  const flush = () => {
    const text = current?.parts.join("").replace(/\s+/g, " ").trim();
    if (current && text)
      lines.push({
        text,
        x: Math.round(current.x),
        size: Math.round(current.size * 10) / 10,
        y: Math.round(current.y * 10) / 10,
        // Without item widths, half an em a character stands in for the line's length.
        right: Math.round(
          Number.isFinite(current.right) ? current.right : current.x + text.length * current.size * 0.5,
        ),
      });
    current = null;
  };
  for (const item of items) {
    const text = item.str ?? "";
    const [, , , d = 0, x = 0, y = 0] = item.transform ?? [];
    const size = item.height || Math.abs(d);
    if (text.trim()) {
      const open = current as Draft | null;
      if (open) {
        const otherBaseline = Math.abs(y - open.y) > Math.max(open.size, size) * 0.5;
        const gap = x - open.right;
        const marker = open.parts.length <= 2 && LIST_MARKER.test(open.parts.join("").trim());
        if (otherBaseline || x < open.x - 1 || (gap > Math.max(open.size, size) * SPLIT_GAP_EM && !marker))
          flush();
      }
      if (!current) current = { parts: [], x, y, size, right: x };
      const active = current as Draft;
      active.parts.push(text);
      active.size = Math.max(active.size, size);
      // Without a width the line's end is unknown, so no gap can be measured after it.
      active.right = item.width ? Math.max(active.right, x + item.width) : Number.NaN;
    } else if (current && text) {
      (current as Draft).parts.push(" ");
    }
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
}

/** Lines as the LinkedIn import sends them: text, where it starts and its type size. */
export function pageLines(items: TextItem[]): PdfLine[] {
  return positionedLines(items).map(({ text, x, size }) => ({ text, x, size }));
}

export async function extractPdfLines(
  data: ArrayBuffer | Uint8Array,
  pdfjs: PdfJsLike,
  options: Record<string, unknown> = {},
): Promise<PdfLinesPage[]> {
  const pages = await readPdfPages(
    data,
    pdfjs,
    async (page) => ({
      width: page.getViewport?.({ scale: 1 }).width ?? 612,
      lines: pageLines((await page.getTextContent()).items),
    }),
    options,
  );
  if (!pages.some((page) => page.lines.length)) throw new ImportError(UPLOAD_ERRORS.pdfNoText);
  return pages;
}
