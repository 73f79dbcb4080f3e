import { SPLIT_GAP_EM } from "@/lib/documents/pdf-lines";

/**
 * The column detector shared by the CV import (pdf-text.ts) and the LinkedIn import (linkedin-profile.ts): finds the
 * gutter between a sidebar and the main column of a PDF page, however the PDF draws them (column by column or row by
 * row across both), and leaves single-column pages alone.
 *
 * A gutter is where lines start (or where a vertical strip of the page is empty) with lines ending well before it on
 * its left. Lines that cross it split the page into bands: a band with at least three rows each side is read as two
 * columns unless one side is a field column (dates, locations or labels sharing a baseline with the line they
 * belong to: "Senior Engineer … 2019 – 2023" stays one line). Without baselines (the LinkedIn route receives only
 * where lines start) the whole page is one band and only where lines start counts.
 */
export type ColumnLine = { text: string; x: number; size: number; y?: number; right?: number };
export type Side = "left" | "right";
export type Band<L> = { kind: "full"; lines: L[] } | { kind: "columns"; left: L[]; right: L[] };
/** `gutter`: where the right column starts; `bands` top to bottom (in the given order without baselines). */
export type PageColumns<L> = { gutter: number; bands: Band<L>[] };

const MIN_ROWS = 3;
// Lines starting within this many points of each other share a left edge.
const START_TOLERANCE = 3;
// A left column's lines end at least as far before the gutter as pieces of one line are split apart.
const GUTTER_EM = SPLIT_GAP_EM;
// Lines on baselines closer than this share a row.
const BASELINE_EM = 0.3;
// Rows of a column follow each other within this many ems; dates and headings in a margin stand alone.
const NEAR_EM = 2.5;
// Without baselines, a sidebar's lines start at least this many ems before the main column's.
const MIN_SIDEBAR_EM = 6;
const MAX_CANDIDATES = 10;
const MIN_COVERED_SHARE = 0.5;
// No CV page holds this many lines; a page that does is read as pdf.js orders it.
const MAX_LINES = 5_000;
const DATE_FIELD = /\b(?:19|20)\d{2}\b|\b(?:present|current|now|today)\b/i;

/** Which side of the gutter a line starts on. */
export function columnSide(line: Pick<ColumnLine, "x">, gutter: number): Side {
  return line.x >= gutter - START_TOLERANCE ? "right" : "left";
}

function positioned<L extends ColumnLine>(line: L): line is L & { y: number; right: number } {
  return Number.isFinite(line.y) && Number.isFinite(line.right);
}

/** Lines grouped into rows by baseline, top to bottom, each row left to right. Needs positioned lines. */
function rowsOf<L extends ColumnLine>(lines: L[]): L[][] {
  const sorted = [...lines].sort((a, b) => (b.y ?? 0) - (a.y ?? 0));
  const rows: L[][] = [];
  let row: L[] = [];
  let rowY = Number.NaN;
  for (const line of sorted) {
    const y = line.y ?? 0;
    if (row.length && Math.abs(rowY - y) > Math.max(line.size, row[0]!.size) * BASELINE_EM) {
      rows.push(row);
      row = [];
    }
    if (!row.length) rowY = y;
    row.push(line);
  }
  if (row.length) rows.push(row);
  return rows.map((items) => items.sort((a, b) => a.x - b.x));
}

/** The text of some lines: one line of text per row, pieces on a baseline joined with a space. */
export function linesText(lines: ColumnLine[]): string {
  if (!lines.every(positioned)) return lines.map((line) => line.text).join("\n");
  return rowsOf(lines)
    .map((row) => row.map((line) => line.text).join(" "))
    .join("\n");
}

/** Where a gutter might be: left edges shared by several lines, and the far side of empty vertical strips. */
function candidateGutters(lines: ColumnLine[]): number[] {
  const starts = lines.map((line) => line.x).sort((a, b) => a - b);
  const found: Array<{ x: number; weight: number }> = [];
  for (let index = 0; index < starts.length;) {
    const x = starts[index]!;
    let end = index;
    while (end < starts.length && starts[end]! - x <= START_TOLERANCE) end += 1;
    const leftOf = lowerBound(starts, x - START_TOLERANCE);
    if (end - index >= MIN_ROWS && leftOf >= MIN_ROWS) found.push({ x, weight: end - index });
    index = end;
  }
  if (lines.every(positioned)) {
    for (const x of emptyStripEnds(lines, starts)) found.push({ x, weight: 0 });
  }
  const unique: number[] = [];
  for (const { x } of found.sort((a, b) => b.weight - a.weight)) {
    if (unique.length < MAX_CANDIDATES && unique.every((seen) => Math.abs(seen - x) > START_TOLERANCE))
      unique.push(x);
  }
  return unique;
}

/** Index of the first value ≥ `value` in sorted `values`. */
function lowerBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Where vertical strips that (almost) no line covers end, as the first line start at or after each strip: catches a
 * right column whose lines are centred or right-aligned. Coverage is counted on a 2-point grid, so this is linear.
 */
function emptyStripEnds(lines: ColumnLine[], starts: number[]): number[] {
  const step = 2;
  const min = starts[0] ?? 0;
  const max = lines.reduce((end, line) => Math.max(end, line.right ?? line.x), min);
  const cells = Math.ceil((max - min) / step) + 2;
  if (cells < 3 || cells > 10_000) return [];
  const change = new Int32Array(cells + 1);
  for (const line of lines) {
    change[Math.floor((line.x - min) / step)]! += 1;
    change[Math.ceil(((line.right ?? line.x) - min) / step)]! -= 1;
  }
  const minWidth = medianSize(lines) * GUTTER_EM;
  const allowed = Math.max(2, Math.floor(lines.length * 0.2));
  const ends: number[] = [];
  let covered = 0;
  let stripStart = -1;
  for (let cell = 0; cell < cells; cell += 1) {
    covered += change[cell]!;
    const empty = covered <= allowed && cell > 0;
    if (empty && stripStart < 0) stripStart = cell;
    if (!empty && stripStart >= 0) {
      const from = min + stripStart * step;
      const to = min + cell * step;
      const next = starts[lowerBound(starts, to - step)];
      if (to - from >= minWidth && next !== undefined && next < max) ends.push(next);
      stripStart = -1;
    }
  }
  return ends;
}

type Rows = ColumnLine[][];

/** How many of `rows` share a baseline with one of `other` (both top to bottom). */
function pairedShare(rows: Rows, other: Rows): number {
  let paired = 0;
  let cursor = 0;
  for (const row of rows) {
    const y = row[0]!.y!;
    const tolerance = row[0]!.size * BASELINE_EM;
    while (cursor < other.length && other[cursor]![0]!.y! > y + tolerance) cursor += 1;
    const candidate = other[cursor];
    if (candidate && Math.abs(candidate[0]!.y! - y) <= Math.max(tolerance, candidate[0]!.size * BASELINE_EM))
      paired += 1;
  }
  return paired / rows.length;
}

/** How many of `rows` have another row of the same column within NEAR_EM above or below. */
function nearShare(rows: Rows): number {
  let near = 0;
  rows.forEach((row, index) => {
    const reach = row[0]!.size * NEAR_EM;
    const above = rows[index - 1];
    const below = rows[index + 1];
    if ((above && above[0]!.y! - row[0]!.y! <= reach) || (below && row[0]!.y! - below[0]!.y! <= reach))
      near += 1;
  });
  return near / rows.length;
}

function rowText(row: ColumnLine[]): string {
  return row.map((line) => line.text).join(" ");
}

/**
 * A field column belongs to the other side row by row: dates or places after a role, labels before values, headings
 * in a margin. Its rows mostly share a baseline with the other side and are dates, labels ("Email:"), or stand alone.
 */
function isFieldColumn(rows: Rows, other: Rows): boolean {
  const paired = pairedShare(rows, other);
  if (paired < 0.6) return false;
  const share = (test: (text: string) => boolean) =>
    rows.filter((row) => test(rowText(row))).length / rows.length;
  const dates = share((text) => text.length <= 40 && DATE_FIELD.test(text));
  const labels = share((text) => /:$/.test(text));
  return dates >= 0.5 || labels >= 0.5 || nearShare(rows) < 0.5 || isTableFragment(rows, other, paired);
}

/**
 * A few rows beside a much longer column, each on a row of it, starting well below its top: the last column of a
 * small table (a grid of skills) inside a one-column page, not a sidebar, which starts with the main column.
 */
function isTableFragment(rows: Rows, other: Rows, paired: number): boolean {
  if (paired < 0.8 || rows.length > other.length * 0.3) return false;
  const top = rows[0]![0]!;
  const above = other.filter((row) => row[0]!.y! > top.y! + top.size * BASELINE_EM).length;
  return above >= 2;
}

function isColumnBand(left: ColumnLine[], right: ColumnLine[]): boolean {
  const leftRows = rowsOf(left);
  const rightRows = rowsOf(right);
  const wordy = (rows: Rows) =>
    rows.filter((row) => (rowText(row).match(/\p{L}/gu)?.length ?? 0) >= 3).length;
  if (wordy(leftRows) < MIN_ROWS || wordy(rightRows) < MIN_ROWS) return false;
  return !isFieldColumn(leftRows, rightRows) && !isFieldColumn(rightRows, leftRows);
}

type Split<L> = { gutter: number; bands: Band<L>[]; covered: number; strip: number };

/** Whether `descending` (baselines, top first) holds one within `tolerance` of `y`. */
function hasBaseline(descending: number[], y: number, tolerance: number): boolean {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (descending[middle]! > y + tolerance) low = middle + 1;
    else high = middle;
  }
  return low < descending.length && descending[low]! >= y - tolerance;
}

/**
 * Bands for one gutter: lines crossing it start full-width bands; runs between them that read as columns split. A
 * left line running into the gutter beside a right line on its baseline overflows its column rather than spans both.
 */
function splitAt<L extends ColumnLine>(lines: L[], gutter: number): Split<L> {
  const bands: Band<L>[] = [];
  let covered = 0;
  let leftEnd = -Infinity;
  const pushFull = (full: L[]) => {
    const last = bands.at(-1);
    if (last?.kind === "full") for (const line of full) last.lines.push(line);
    else if (full.length) bands.push({ kind: "full", lines: full });
  };
  let run: L[] = [];
  const closeRun = () => {
    const left = run.filter((line) => columnSide(line, gutter) === "left");
    const right = run.filter((line) => columnSide(line, gutter) === "right");
    if (isColumnBand(left, right)) {
      bands.push({ kind: "columns", left, right });
      covered += run.length;
      leftEnd = left.reduce((end, line) => Math.max(end, line.right ?? line.x), leftEnd);
    } else pushFull(run);
    run = [];
  };
  const rightBaselines = lines
    .filter((line) => columnSide(line, gutter) === "right")
    .map((line) => line.y ?? 0);
  for (const line of lines) {
    const crosses =
      columnSide(line, gutter) === "left" &&
      (line.right ?? line.x) > gutter - line.size * GUTTER_EM &&
      !hasBaseline(rightBaselines, line.y ?? 0, line.size * BASELINE_EM);
    if (crosses) {
      closeRun();
      pushFull([line]);
    } else run.push(line);
  }
  closeRun();
  return { gutter, bands, covered, strip: gutter - leftEnd };
}

/**
 * Without baselines: one band, split by where lines start. The left column's lines all start a sidebar's width before
 * the gutter, so indented lines of one column (bullets, wrapped text) never make two.
 */
function splitUnpositioned<L extends ColumnLine>(lines: L[], gutter: number): Split<L> {
  const none = { gutter, bands: [{ kind: "full" as const, lines }], covered: 0, strip: 0 };
  const left = lines.filter((line) => columnSide(line, gutter) === "left");
  const right = lines.filter((line) => columnSide(line, gutter) === "right");
  if (left.length < MIN_ROWS || right.length < MIN_ROWS) return none;
  if (left.some((line) => line.right !== undefined && line.right > gutter - line.size * GUTTER_EM))
    return none;
  const strip = gutter - left.reduce((end, line) => Math.max(end, line.x), -Infinity);
  if (strip < medianSize(lines) * MIN_SIDEBAR_EM) return none;
  return { gutter, bands: [{ kind: "columns", left, right }], covered: lines.length, strip };
}

function medianSize(lines: ColumnLine[]): number {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  return sizes[sizes.length >> 1] ?? 10;
}

/**
 * A page's columns, or null when it reads as one column. With baselines (`y`, `right`) the bands come top to bottom
 * and each column's lines top to bottom; without, lines keep their order.
 */
export function detectColumns<L extends ColumnLine>(lines: L[]): PageColumns<L> | null {
  if (lines.length < 2 * MIN_ROWS || lines.length > MAX_LINES) return null;
  const hasBoxes = lines.every(positioned);
  const ordered = hasBoxes ? [...lines].sort((a, b) => b.y! - a.y! || a.x - b.x) : lines;
  let best: Split<L> | null = null;
  for (const gutter of candidateGutters(ordered)) {
    const split = hasBoxes ? splitAt(ordered, gutter) : splitUnpositioned(ordered, gutter);
    if (!split.covered) continue;
    if (
      !best ||
      split.covered > best.covered ||
      (split.covered === best.covered && split.strip > best.strip)
    ) {
      best = split;
    }
  }
  // A page is two columns when they hold most of its lines, not when a few rows (a contact block) sit side by side.
  if (!best || best.covered < lines.length * MIN_COVERED_SHARE) return null;
  return { gutter: best.gutter, bands: best.bands };
}
