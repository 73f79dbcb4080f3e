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
      (cell) =>
        cell &&
        cell.length <= 40 &&
        // ("Req. No.": an abbreviation's full stop ends no sentence.)
        (!/[.!?:;]$|"/.test(cell) || /(?<![\p{L}])\p{L}{1,4}\.$/u.test(cell)) &&
        cell.split(/\s+/).length <= 5,
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
  const vertical = verticalSheet(rows);
  if (vertical) return vertical;
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

/** "Field | Details | HR notes": a sheet that gives one field per row, its name in the first column. */
const FIELD_COLUMN = /^(?:field|item|label|feld|champ|campo|veld|rubriek)$/i;
const VALUE_COLUMN =
  /^(?:details?|values?|description|wert|angaben|valeur|détails|valor|detalles?|waarde|gegevens)$/i;

/**
 * "Reports to → Head Gardener – Mr. Jean-Paul Hoareau" row by row: each row as "Reports to: …". The columns after the
 * value (an HR team's notes to itself) are not the advert's.
 */
function verticalSheet(rows: string[][]): string | null {
  const headerAt = rows
    .slice(0, 3)
    .findIndex((row) => FIELD_COLUMN.test(row[0]?.trim() ?? "") && VALUE_COLUMN.test(row[1]?.trim() ?? ""));
  if (headerAt < 0) return null;
  const fields = rows.slice(headerAt + 1).flatMap((row) => {
    const [name = "", value = ""] = row.map((cell) => cell.trim());
    if (!name) return [];
    if (!value) return [name];
    return [value.includes("\n") ? `${name}:\n${value}` : `${name}: ${value}`];
  });
  return [...rows.slice(0, headerAt).map((row) => filled(row).join(" ")), ...fields].join("\n\n");
}
