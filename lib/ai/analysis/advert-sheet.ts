/**
 * A job board kept as a spreadsheet and pasted as its CSV export: a row of column names ("Organisation,Position
 * title,Duty station,…") over a row of values, some quoted over several lines. Read as labelled fields
 * ("Organisation: Hahán Di'ak Timor"), the way a careers page writes them (docs/product-rules.md, "Advert analysis").
 * Text of any other shape is returned unchanged.
 */

const MIN_COLUMNS = 4;

/** The records of a comma- or tab-separated text, with quoted fields that may hold commas, quotes and line breaks. */
function records(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  row.push(field);
  rows.push(row);
  return rows.filter((cells) => cells.some((cell) => cell.trim()));
}

/** Column names are short labels, none a sentence. */
function isHeaderRow(cells: string[]): boolean {
  const names = cells.map((cell) => cell.trim());
  return (
    names.length >= MIN_COLUMNS &&
    names.every(
      (cell) => cell && cell.length <= 40 && !/[.!?:;]$|"/.test(cell) && cell.split(/\s+/).length <= 5,
    )
  );
}

const filled = (cells: string[]) => cells.map((cell) => cell.trim()).filter(Boolean);

/**
 * "Organisation: …" per column of the sheet's first row of values; unchanged when the text is no such export. A
 * title row may stand above the column names ("FANGA'UTA NET LTD - CURRENT VACANCIES"), and rows of a cell or two
 * below the values ("How to apply:", "Note:") are kept as lines.
 */
export function spreadsheetAsFields(text: string): string {
  const top = text.trimStart().split("\n", 4);
  const separator = top.some((line) => line.includes("\t")) ? "\t" : ",";
  const rows = records(text.trimStart(), separator);
  const headerAt = rows.slice(0, 3).findIndex(isHeaderRow);
  const names = rows[headerAt];
  const values = rows[headerAt + 1];
  if (
    !names ||
    !values ||
    values.length !== names.length ||
    rows.slice(0, headerAt).some((row) => filled(row).length > 1)
  )
    return text;
  const fields = names
    .map((name, column) => {
      const value = values[column]!.trim();
      if (!value) return "";
      return value.includes("\n") ? `${name.trim()}:\n${value}` : `${name.trim()}: ${value}`;
    })
    .filter(Boolean);
  const lines = (list: string[][]) => list.map((row) => filled(row).join(" ")).filter(Boolean);
  return [...lines(rows.slice(0, headerAt)), ...fields, ...lines(rows.slice(headerAt + 2))].join("\n\n");
}
