import { isContentWord, stem, words } from "@/lib/ai/analysis/stemming";

/** How names and phrases are compared: case, punctuation, legal suffixes, "&"/"and" and degree spellings ignored. */

const LEGAL_SUFFIXES =
  /\b(ltd|limited|plc|inc|incorporated|llc|llp|lp|gmbh|ag|se|sa|sas|sarl|bv|nv|co|corp|corporation|pty|kg)\b/g;

/** Long and dotted spellings of degrees, folded to the short form a CV usually uses. */
const DEGREE_SPELLINGS: Array<[RegExp, string]> = [
  [/\bbachelor of science\b/g, "bsc"],
  [/\bbachelor of arts\b/g, "ba"],
  [/\bbachelor of engineering\b/g, "beng"],
  [/\bbachelor of laws\b/g, "llb"],
  [/\bbachelor of commerce\b/g, "bcom"],
  [/\bbachelor of business administration\b/g, "bba"],
  [/\bbachelor of technology\b/g, "btech"],
  [/\bmaster of commerce\b/g, "mcom"],
  [/\bbachelor of education\b/g, "bed"],
  [/\bmaster of science\b/g, "msc"],
  [/\bmaster of arts\b/g, "ma"],
  [/\bmaster of engineering\b/g, "meng"],
  [/\bmaster of business administration\b/g, "mba"],
  [/\bmaster of laws\b/g, "llm"],
  [/\bdoctor of philosophy\b/g, "phd"],
  [/\bdoctorate\b/g, "phd"],
  [/\b(bachelor|master)'?s\b/g, "$1"],
  [/\b(hons|honours|honors)\b/g, " "],
];

/** Degree and certificate abbreviations: short, but they carry the meaning of a qualification. */
export const DEGREE_TOKENS: ReadonlySet<string> = new Set(
  "ba bsc beng bed llb bcom bba btech mcom ma msc meng mba llm phd mphil pgce pgdip hnd hnc btec aca acca cima cfa cpa".split(
    " ",
  ),
);

// The claim check and the match compare the same CV lines and names many times in one request: each text is
// normalised once and kept while it is recent (a bounded map, no unbounded growth).
const NORMALISED = new Map<string, string>();
const MAX_NORMALISED = 4096;

/** "ACME Holdings Ltd." → "acme holdings"; "B.Sc. (Hons) Maths & Stats" → "bsc maths and stats". */
export function normaliseName(text: string): string {
  const known = NORMALISED.get(text);
  if (known !== undefined) return known;
  const result = normalise(text);
  if (NORMALISED.size >= MAX_NORMALISED) NORMALISED.clear();
  NORMALISED.set(text, result);
  return result;
}

function normalise(text: string): string {
  let result = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘`]/g, "'")
    .replace(/&/g, " and ")
    // "B.Sc." → "bsc", "Ph.D" → "phd", but "2.5" keeps its point.
    .replace(/(?<!\d)\.|\.(?!\d)/g, "");
  for (const [pattern, short] of DEGREE_SPELLINGS) result = result.replace(pattern, short);
  return (
    result
      .replace(/[^a-z0-9+#.' ]+/g, " ")
      // "l'UNSAF", "d'État": an elided French article is a word of its own.
      .replace(/\b(l|d|qu)'(?=[a-z])/g, "$1 ")
      .replace(/'s\b|'/g, "")
      .replace(LEGAL_SUFFIXES, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The stems of a text's content words (degree abbreviations included), for phrase matching. */
export function contentStems(text: string): string[] {
  return words(normaliseName(text))
    .filter((word) => isContentWord(word) || DEGREE_TOKENS.has(word))
    .map(stem);
}
