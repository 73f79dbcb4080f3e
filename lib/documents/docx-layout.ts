import { headingOf } from "@/lib/ai/analysis/cv-sections";

/**
 * The text of a Word document from mammoth's document tree, as mammoth's raw text reads it (each paragraph followed
 * by a blank line) except for layout tables. A two-column CV built as a table (a narrow sidebar of short items beside
 * the main column, often one row per band: "SKILLS / Python / SQL" beside "Data Analyst, Asda, 2017 – 2021 / …") is
 * read column by column instead of row by row: the column holding the largest type (the name) first, otherwise the
 * main column (the one with the most text), then the others from left to right. A row whose one cell spans the whole
 * table (a header) stays in place between the column runs.
 *
 * Data tables stay row by row: a layout table has two or three columns, a sidebar column of at least three short
 * items holding CV sections (a heading such as "SKILLS" followed by items, in one cell or down one-line cells), and
 * a column with more text beside it. Years, grades, labels and headings in a margin beside their sections are not
 * a sidebar.
 */
export type DocElement = {
  type: string;
  children?: DocElement[];
  value?: string;
  colSpan?: number;
  rowSpan?: number;
  fontSize?: number | null;
  styleName?: string | null;
};

// Layout detection reads a cell's text before the table is written out: each element is read once.
const texts = new WeakMap<DocElement, string>();

/** Mammoth's raw text of an element, line breaks kept as line breaks. */
export function elementText(element: DocElement): string {
  let text = texts.get(element);
  if (text === undefined) {
    text = readText(element);
    texts.set(element, text);
  }
  return text;
}

function readText(element: DocElement): string {
  switch (element.type) {
    case "text":
      return element.value ?? "";
    case "tab":
      return "\t";
    case "break":
      return "\n";
    case "table":
      return tableText(element);
    default: {
      const inner = (element.children ?? []).map(elementText).join("");
      return element.type === "paragraph" ? `${inner}\n\n` : inner;
    }
  }
}

type Placed = { cell: DocElement; column: number; span: number };

/** Each row's cells with the grid column they start in, merged cells (gridSpan, vMerge) taken into account. */
function gridOf(table: DocElement): Placed[][] {
  const busy: number[] = [];
  return (table.children ?? [])
    .filter((row) => row.type === "tableRow")
    .map((row) => {
      const placed: Placed[] = [];
      let column = 0;
      for (const cell of row.children ?? []) {
        if (cell.type !== "tableCell") continue;
        while ((busy[column] ?? 0) > 0) column += 1;
        const span = Math.max(1, cell.colSpan ?? 1);
        placed.push({ cell, column, span });
        for (let index = column; index < column + span; index += 1)
          busy[index] = Math.max(1, cell.rowSpan ?? 1);
        column += span;
      }
      for (let index = 0; index < busy.length; index += 1) busy[index] = Math.max(0, (busy[index] ?? 0) - 1);
      return placed;
    });
}

/** A cell's items: its non-empty lines. */
function itemsOf(cell: DocElement): string[] {
  return elementText(cell)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean);
}

function largestType(element: DocElement): number {
  const own = element.type === "run" ? (element.fontSize ?? 0) : 0;
  const title = element.type === "paragraph" && /^title$/i.test(element.styleName ?? "") ? 28 : 0;
  return (element.children ?? []).reduce(
    (max, child) => Math.max(max, largestType(child)),
    Math.max(own, title),
  );
}

// A heading in capitals ("KEY ACHIEVEMENTS") has a word of five letters or more, so "GCSE" or "BTEC" are not one.
const CAPITALS_HEADING = /^(?=.*\p{Lu}{5})[^\p{Ll}]{5,30}$/u;

function isHeading(item: string): boolean {
  return headingOf(item) !== null || CAPITALS_HEADING.test(item);
}

type Column = { cells: Array<{ items: string[] }>; items: string[]; chars: number; type: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

/** Whether a column is short items: at least three, half of them 40 characters or fewer. */
function hasShortItems(column: Column): boolean {
  return column.items.length >= 3 && median(column.items.map((item) => item.length)) <= 40;
}

/** A CV section inside one cell: a heading, then items. */
function hasSectionInCell(column: Column): boolean {
  return column.cells.some(
    ({ items }) =>
      items.length > 1 && isHeading(items[0]!) && items.slice(1).some((item) => !isHeading(item)),
  );
}

/** CV section headings ("Skills", "Kontakt", not any capitals) each followed by an item, down the column. */
function sectionsDown(column: Column): number {
  const known = (item: string) => headingOf(item) !== null;
  return column.items.filter(
    (item, index) =>
      known(item) && column.items[index + 1] !== undefined && !isHeading(column.items[index + 1]!),
  ).length;
}

/**
 * The table's columns in reading order, or null when it is not a layout table. A sidebar column is short items with
 * a CV section in a cell; or, when the table holds one line per row, at least two CV sections down the column while
 * the main column has one too (a table of labels has sections down one column only, a data table in none).
 */
function layoutOrder(columns: Column[]): number[] | null {
  if (columns.length < 2 || columns.length > 3) return null;
  const main = columns.reduce(
    (best, column, index) => (column.chars > columns[best]!.chars ? index : best),
    0,
  );
  const mainIsLonger = columns.every(
    (column, index) => index === main || column.chars < columns[main]!.chars,
  );
  const hasSidebar = columns.some(
    (column, index) =>
      index !== main &&
      hasShortItems(column) &&
      (hasSectionInCell(column) || (sectionsDown(column) >= 2 && sectionsDown(columns[main]!) >= 1)),
  );
  if (!hasSidebar || !mainIsLonger) return null;
  const largest = columns.reduce(
    (best, column, index) => (column.type > columns[best]!.type ? index : best),
    0,
  );
  const runnerUp = columns.reduce(
    (max, column, index) => (index === largest ? max : Math.max(max, column.type)),
    0,
  );
  const first = columns[largest]!.type >= Math.max(1, runnerUp) * 1.25 ? largest : main;
  return [first, ...columns.map((_, index) => index).filter((index) => index !== first)];
}

/** A table's text: layout tables column by column, data tables row by row as mammoth reads them. */
export function tableText(table: DocElement): string {
  const grid = gridOf(table);
  const width = grid.flat().reduce((max, placed) => Math.max(max, placed.column + placed.span), 0);
  const fullWidth = (row: Placed[]) => row.length === 1 && row[0]!.span >= width;
  const columns: Column[] = Array.from({ length: width }, () => ({
    cells: [],
    items: [],
    chars: 0,
    type: 0,
  }));
  grid.forEach((row) => {
    if (fullWidth(row)) return;
    for (const { cell, column } of row) {
      const items = itemsOf(cell);
      const target = columns[column]!;
      target.cells.push({ items });
      for (const item of items) target.items.push(item);
      target.chars += items.join("").length;
      target.type = Math.max(target.type, largestType(cell));
    }
  });
  const order = layoutOrder(columns);
  if (!order)
    return grid
      .flat()
      .map(({ cell }) => elementText(cell))
      .join("");

  let text = "";
  let run: Placed[][] = [];
  const flush = () => {
    for (const column of order) {
      text += run
        .flatMap((row) => row.filter((placed) => placed.column === column))
        .map(({ cell }) => elementText(cell))
        .join("");
    }
    run = [];
  };
  for (const row of grid) {
    if (fullWidth(row)) {
      flush();
      text += elementText(row[0]!.cell);
    } else run.push(row);
  }
  flush();
  return text;
}
