/**
 * Model output that should be JSON, cleaned of code fences and odd characters and parsed with fallbacks
 * (docs/spec.md, engine §5): as is, then the outermost {...}, then with trailing commas and smart quotes repaired.
 * Returns undefined when nothing parses.
 */
export function parseModelJson(raw: string): unknown {
  const cleaned = raw
    .replace(/^\uFEFF/, "")
    .replace(/```(?:json|JSON)?/g, "")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "")
    .trim();
  const candidates = [cleaned];
  const start = cleaned.indexOf("{");
  const end = cleaned.lastIndexOf("}");
  if (start !== -1 && end > start) candidates.push(cleaned.slice(start, end + 1));
  for (const candidate of [...candidates]) {
    candidates.push(
      candidate
        .replace(/[\u201C\u201D]/g, '"')
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/,\s*([}\]])/g, "$1"),
    );
  }
  for (const candidate of candidates) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === "object") return value;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}
