/**
 * What changed between two versions of a letter, word by word (docs/product-rules.md 'Applications and versions'):
 * the parts of `a` and `b` in order, each the same in both, only in `b` (added) or only in `a` (removed). The
 * "same" and "removed" parts spell `a`, the "same" and "added" parts spell `b`, whitespace included.
 */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** Words (letters, marks and digits, with inner apostrophes and hyphens), runs of whitespace, and single other characters. */
const TOKEN = /\s+|[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|[^\s]/gu;

/** The table of a longer middle would cost too much memory; it is then shown as removed and added whole. */
const MAX_TABLE_CELLS = 12_000_000;

export function diffTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** The longest common subsequence of `a` and `b` as one part per token (a table filled from the end). */
function tokenParts(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0 || n * m > MAX_TABLE_CELLS)
    return [
      ...a.map((text) => ({ kind: "removed" as const, text })),
      ...b.map((text) => ({ kind: "added" as const, text })),
    ];
  const width = m + 1;
  // Each cell is at most min(n, m) ≤ sqrt(MAX_TABLE_CELLS), so 16 bits hold it.
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!)
      parts.push({ kind: "removed", text: a[i++]! });
    else parts.push({ kind: "added", text: b[j++]! });
  }
  while (i < n) parts.push({ kind: "removed", text: a[i++]! });
  while (j < m) parts.push({ kind: "added", text: b[j++]! });
  return parts;
}

/**
 * Joins the per-token parts: a change is one removed part then one added part, and a space between two words that
 * both changed belongs to the change ("[-the cat-][+a dog+]", not "[-the-][+a+] [-cat-][+dog+]").
 */
function joinParts(tokens: DiffPart[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let removed = "";
  let added = "";
  let gap = "";
  const push = (kind: DiffPart["kind"], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  const flush = () => {
    push("removed", removed);
    push("added", added);
    push("same", gap);
    removed = added = gap = "";
  };
  for (const token of tokens) {
    if (token.kind === "same") {
      if (removed && added && !gap && /^\s+$/.test(token.text)) {
        gap = token.text;
        continue;
      }
      flush();
      push("same", token.text);
      continue;
    }
    if (gap) {
      removed += gap;
      added += gap;
      gap = "";
    }
    if (token.kind === "removed") removed += token.text;
    else added += token.text;
  }
  flush();
  return parts;
}

export function wordDiff(a: string, b: string): DiffPart[] {
  const x = diffTokens(a);
  const y = diffTokens(b);
  // Versions mostly share a beginning and an end: only the middle needs the table.
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const same = (tokens: string[]) => tokens.map((text) => ({ kind: "same" as const, text }));
  return joinParts([
    ...same(x.slice(0, start)),
    ...tokenParts(x.slice(start, endX), y.slice(start, endY)),
    ...same(x.slice(endX)),
  ]);
}
