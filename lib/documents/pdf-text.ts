import { UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";
import { ImportError } from "@/lib/documents/import-errors";
import { detectColumns, linesText, type PageColumns, type Side } from "@/lib/documents/pdf-columns";
import {
  positionedLines,
  readPdfPages,
  type PdfJsLike,
  type PositionedLine,
  type TextItem,
} from "@/lib/documents/pdf-lines";

export { pdfFailure, readPdfPages } from "@/lib/documents/pdf-lines";
export type { PdfJsLike, PdfPage, TextItem } from "@/lib/documents/pdf-lines";

/**
 * PDF text extraction (docs/spec.md, product §5): page by page, whitespace collapsed, pages separated by a blank line. Line ends
 * pdf.js reports are kept as single line breaks, so CV sections stay recognisable.
 *
 * Two-column pages (a sidebar beside the main column, pdf-columns.ts) are read one column after the other, never
 * interleaved: full-width lines above the columns first (a centred header), then the column holding the largest type
 * (the name) or, when neither does, the wider main column, then the other one. Each column is read as one flow across
 * all pages, so a section running onto the next page stays whole; full-width text after the columns start belongs to
 * the main column's flow. Pages without columns read exactly as pdf.js orders them.
 */
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

type PageRead = { plain: string; columns: null } | { plain: null; columns: PageColumns<PositionedLine> };

/** A page's text as pdf.js orders it, or its columns when it has any. */
export function readPageItems(items: TextItem[]): PageRead {
  const columns = detectColumns(positionedLines(items));
  if (columns?.bands.some((band) => band.kind === "columns")) return { plain: null, columns };
  return { plain: pageText(items), columns: null };
}

type Block = { page: number; text: string };

// The type holding the name is clearly larger than any heading on the other side.
const LARGEST_TYPE_RATIO = 1.25;
// Columns within this ratio of each other's width are equals: the left one is read first.
const EQUAL_WIDTH_RATIO = 1.2;

/** Which column is read first, and which one is the main column (full-width text later on joins its flow). */
function columnOrder(pages: PageRead[]): { first: Side; main: Side } {
  const bands = pages
    .flatMap((page) => page.columns?.bands ?? [])
    .flatMap((band) => (band.kind === "columns" ? [band] : []));
  const width = (side: Side) => {
    const lines = bands.flatMap((band) => band[side]);
    const start = lines.reduce((min, line) => Math.min(min, line.x), Infinity);
    return lines.reduce((max, line) => Math.max(max, line.right), start) - start;
  };
  const [left, right] = [width("left"), width("right")];
  const equal = Math.max(left, right) / Math.max(1, Math.min(left, right)) < EQUAL_WIDTH_RATIO;
  const main: Side = equal || right > left ? "right" : "left";
  const firstPage = pages.find((page) => page.columns)?.columns?.bands ?? [];
  const largest = (side: Side) =>
    firstPage
      .flatMap((band) => (band.kind === "columns" ? band[side] : []))
      .reduce((max, line) => Math.max(max, line.size), 0);
  const [leftType, rightType] = [largest("left"), largest("right")];
  if (leftType >= rightType * LARGEST_TYPE_RATIO) return { first: "left", main };
  if (rightType >= leftType * LARGEST_TYPE_RATIO) return { first: "right", main };
  return { first: equal ? "left" : main, main };
}

/** Blocks of one page are separate lines; pages are separated by a blank line. */
function joinBlocks(blocks: Block[]): string {
  let text = "";
  blocks.forEach((block, index) => {
    if (!block.text) return;
    if (text) text += blocks[index - 1]?.page === block.page ? "\n" : "\n\n";
    text += block.text;
  });
  return text;
}

/** The document's text in reading order (see the module comment). */
export function readingOrderText(pages: PageRead[]): string {
  if (!pages.some((page) => page.columns))
    return pages
      .map((page) => page.plain ?? "")
      .filter(Boolean)
      .join("\n\n");
  const { first, main } = columnOrder(pages);
  const head: Block[] = [];
  const flows: Record<Side, Block[]> = { left: [], right: [] };
  let started = false;
  pages.forEach((read, page) => {
    const full = (text: string) => (started ? flows[main] : head).push({ page, text });
    if (!read.columns) {
      full(read.plain);
      return;
    }
    for (const band of read.columns.bands) {
      if (band.kind === "full") full(linesText(band.lines));
      else {
        started = true;
        flows.left.push({ page, text: linesText(band.left) });
        flows.right.push({ page, text: linesText(band.right) });
      }
    }
  });
  const second: Side = first === "left" ? "right" : "left";
  return [joinBlocks(head), joinBlocks(flows[first]), joinBlocks(flows[second])].filter(Boolean).join("\n\n");
}

export async function extractPdfText(
  data: ArrayBuffer | Uint8Array,
  pdfjs: PdfJsLike,
  options: Record<string, unknown> = {},
): Promise<string> {
  const pages = await readPdfPages(
    data,
    pdfjs,
    async (page) => readPageItems((await page.getTextContent()).items),
    options,
  );
  const text = readingOrderText(pages).trim();
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
