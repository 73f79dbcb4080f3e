import { UPLOAD_ERRORS } from "@/lib/messages/builder";
import { ImportError } from "@/lib/documents/import-errors";
import { readPdfPages, type PdfJsLike, type TextItem } from "@/lib/documents/pdf-text";

/**
 * PDF text as positioned lines: where each line starts and how large its type is. Layout-aware imports (the
 * LinkedIn profile export, with its sidebar) need both; plain CV import uses pdf-text.ts.
 */
export type PdfLine = { text: string; x: number; size: number };
export type PdfLinesPage = { width: number; lines: PdfLine[] };

type Draft = { parts: string[]; x: number; y: number; size: number };

export function pageLines(items: TextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: Draft | null = null;
  const flush = () => {
    const text = current?.parts.join("").replace(/\s+/g, " ").trim();
    if (current && text)
      lines.push({ text, x: Math.round(current.x), size: Math.round(current.size * 10) / 10 });
    current = null;
  };
  for (const item of items) {
    const text = item.str ?? "";
    const [, , , d = 0, x = 0, y = 0] = item.transform ?? [];
    const size = item.height || Math.abs(d);
    if (text.trim()) {
      // A jump to another baseline, or back to the left, starts a new line even without pdf.js's end-of-line mark.
      const open = current as Draft | null;
      if (open && (Math.abs(y - open.y) > Math.max(open.size, size) * 0.5 || x < open.x - 1)) flush();
      if (!current) current = { parts: [], x, y, size };
      const active = current as Draft;
      active.parts.push(text);
      active.size = Math.max(active.size, size);
    } else if (current && text) {
      (current as Draft).parts.push(" ");
    }
    if (item.hasEOL) flush();
  }
  flush();
  return lines;
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
