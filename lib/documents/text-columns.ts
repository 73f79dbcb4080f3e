/**
 * A two-column CV pasted as text, the way PDF-to-text tools lay it out: a sidebar and the main column side by side on
 * the same lines ("SKILLS                 Data Analyst, Asda"). Reads each column as its own block, left then right,
 * so sections and sentences come out whole (docs/product-rules.md, "CV extraction"). Text without such a layout is
 * returned unchanged. The PDF import does the same from glyph positions (pdf-columns.ts).
 */

// A column starts after at least this many spaces, or a line indented this far starts in it.
const GAP = 2;
const MIN_GUTTER = 16;
// Lines starting within this many characters of the gutter start in the right column.
const TOLERANCE = 2;
const WRAP_INDENT = 4;
// At least this many lines start a right-column segment, and as many hold left-column text beside or above them.
const MIN_ROWS = 4;

/** A label ("Telefon:") or a date or date range ("seit 04/2019", "09/2013 – 03/2019", "2019"). */
// (A personal-data label without its colon, "Mobil          +43 664 …", "Geburtsdatum   11.02.1999", is a field too.)
const FIELD =
  /:$|^(?:adresse|anschrift|wohnort|mobil|handy|telefon|tel\.?|e-?mail|geburtsdatum|geburtsort|staatsbürgerschaft|staatsangehörigkeit|nationalität|familienstand|führerschein|address|phone|mobile|date of birth|nationality|driving licen[cs]e|marital status|téléphone|portable|date de naissance|nationalité|permis|dirección|teléfono|celular|fecha de nacimiento|nacionalidad|adres|telefoon|mobiel|geboortedatum|nationaliteit|rijbewijs)$|^(?:seit|since|depuis|desde|sinds|ab|bis|von|from|to|until)?\s*(?:\d{1,2}[./])?(?:\d{1,2}[./])?(?:19|20)\d{2}\b.{0,20}$|^(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*[–—-]/iu;

/** A sidebar's own field: its label and value on one line ("Contract: Permanent"). */
const SIDEBAR_FIELD = /^[\p{L}][\p{L} ]{1,24}:\s+\S/u;

type Row = { left: string; right: string; full: string | null };

/** Where segments start after a gap, and where indented lines start: the gutter's candidates. */
function segmentStarts(line: string): number[] {
  const starts: number[] = [];
  const gap = new RegExp(`\\S(?: {${GAP},}|\\t+)(?=\\S)`, "g");
  for (const match of line.matchAll(gap)) starts.push((match.index ?? 0) + match[0].length);
  const indent = /^ +(?=\S)/.exec(line)?.[0].length ?? 0;
  if (indent >= MIN_GUTTER) starts.push(indent);
  return starts;
}

function findGutter(lines: string[]): number | null {
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const start of segmentStarts(line)) counts.set(start, (counts.get(start) ?? 0) + 1);
  let best: { at: number; count: number } | null = null;
  for (const at of counts.keys()) {
    if (at < MIN_GUTTER) continue;
    let count = 0;
    for (let near = at - TOLERANCE; near <= at + TOLERANCE; near++) count += counts.get(near) ?? 0;
    // The leftmost start of a crowded column wins: wrapped lines of the right column are indented past it.
    if (!best || count > best.count || (count === best.count && at < best.at)) best = { at, count };
  }
  if (!best || best.count < MIN_ROWS) return null;
  // The column's own left edge: the smallest start near the peak.
  let gutter = best.at;
  for (let near = best.at - TOLERANCE; near < best.at; near++)
    if (counts.has(near)) gutter = Math.min(gutter, near);
  return gutter;
}

/** One line split at the gutter; a line running across it without a gap is a full-width line. */
function splitRow(line: string, gutter: number): Row {
  const text = line.replace(/\t/g, "    ").trimEnd();
  if (!text.trim()) return { left: "", right: "", full: null };
  const first = text.search(/\S/);
  if (first >= gutter - TOLERANCE) return { left: "", right: text.slice(first), full: null };
  if (text.length <= gutter - TOLERANCE) return { left: text, right: "", full: null };
  // A wrapped line of the right column may be indented a little past its edge.
  const start = segmentStarts(text)
    .filter((at) => at >= gutter - TOLERANCE && at <= gutter + WRAP_INDENT)
    .at(0);
  if (start === undefined) return { left: "", right: "", full: text };
  return { left: text.slice(0, start).trimEnd(), right: text.slice(start), full: null };
}

/** The text with side-by-side columns read one after the other; unchanged when it has none. */
export function unweaveTextColumns(text: string, { proseOnly = false } = {}): string {
  const lines = text.split("\n");
  if (lines.length < 2 * MIN_ROWS) return text;
  const gutter = findGutter(lines);
  if (gutter === null) return text;
  const rows = lines.map((line) => splitRow(line, gutter));
  const paired = rows.filter((row) => row.left && row.right).length;
  const lefts = rows.filter((row) => row.left).length;
  const rights = rows.filter((row) => row.right).length;
  const fulls = rows.filter((row) => row.full).length;
  // Two columns fill many rows side by side; an indented block or a few right-aligned dates do not.
  if (paired < MIN_ROWS - 1 || lefts < MIN_ROWS || rights < MIN_ROWS || fulls > Math.max(2, paired))
    return text;
  // A tabular CV ("seit 04/2019    Strategischer Einkäufer", "Telefon:    +49 …") keeps its rows: the left side
  // labels or dates the right, row by row.
  const besideRight = rows.filter((row) => row.left && row.right).map((row) => row.left.trim());
  if (besideRight.filter((left) => FIELD.test(left)).length >= besideRight.length * 0.5) return text;
  // A form whose labels are right-aligned against the values (a Europass CV's "Nationality   Bulgarian") keeps its
  // rows too: a sidebar starts at the margin, a label column ends at the gutter.
  const labelEnds = rows
    .filter((row) => row.left && row.right && /^ {2,}\S/.test(row.left))
    .map((row) => row.left.length);
  const commonEnd = Math.max(...labelEnds);
  if (labelEnds.filter((end) => end === commonEnd).length >= Math.max(MIN_ROWS, paired * 0.6)) return text;
  // (An advert's "fiche de poste" is a table of short labels beside long values; a flyer's columns are both prose,
  // each line filling its column.)
  // A sidebar whose own lines are "Label: value" fields ("Hours: 45 per week") is a column of its own, however short.
  if (proseOnly) {
    const leftLengths = rows.filter((row) => row.left).map((row) => row.left.trim().length);
    const average = leftLengths.reduce((sum, length) => sum + length, 0) / leftLengths.length;
    const ownFields = rows.filter((row) => SIDEBAR_FIELD.test(row.left.trim())).length;
    if (average < Math.max(24, gutter * 0.6) && ownFields < MIN_ROWS) return text;
  }
  const output: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    const block = [...left, ...(left.length && right.length ? [""] : []), ...right];
    if (block.length) output.push(...block, "");
    left = [];
    right = [];
  };
  // A page's top line with a part in each column, then a blank ("KAFUBU PHARMACY     VACANCY: PHARMACY
  // TECHNOLOGIST"), is the page's heading: both parts come first.
  const top = rows.findIndex((row) => row.left || row.right || row.full);
  const below = rows[top + 1];
  if (rows[top]?.left && rows[top]!.right && below && !below.left && !below.right && below.full === null) {
    output.push(rows[top]!.left, rows[top]!.right, "");
    rows.splice(top, 1);
  }
  for (const row of rows) {
    if (row.full !== null) {
      // A full-width line (a name, a heading across the page) ends the band of columns above it.
      flush();
      output.push(row.full);
      continue;
    }
    if (!row.left && !row.right) {
      if (left.length && left.at(-1) !== "") left.push("");
      if (right.length && right.at(-1) !== "") right.push("");
      continue;
    }
    if (row.left) left.push(row.left);
    if (row.right) right.push(row.right);
  }
  flush();
  return output
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
