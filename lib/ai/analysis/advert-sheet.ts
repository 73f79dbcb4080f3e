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

/** "Organisation: …" per column of the sheet's first row of values; unchanged when the text is no such export. */
export function spreadsheetAsFields(text: string): string {
  const firstLine = text.trimStart().split("\n", 1)[0] ?? "";
  const separator = firstLine.includes("\t") ? "\t" : ",";
  const header = firstLine.split(separator).map((cell) => cell.trim());
  // Column names are short labels, none a sentence.
  if (
    header.length < MIN_COLUMNS ||
    header.some(
      (cell) => !cell || cell.length > 40 || /[.!?:;]$|"/.test(cell) || cell.split(/\s+/).length > 5,
    )
  )
    return text;
  const [names, values] = records(text.trimStart(), separator);
  if (!names || !values || values.length !== names.length) return text;
  return names
    .map((name, column) => {
      const value = values[column]!.trim();
      if (!value) return "";
      return value.includes("\n") ? `${name.trim()}:\n${value}` : `${name.trim()}: ${value}`;
    })
    .filter(Boolean)
    .join("\n\n");
}
