import { wordsOf } from "@/lib/grounding/match-vocabulary";

/**
 * Fields of study that name a family of subjects (docs/product-rules.md, "The match"): "a life-science degree" is
 * met by an MPharm, "ein naturwissenschaftliches Studium" by a degree in food science or chemistry, "a STEM degree"
 * by mathematics. An education line in a member subject also shows the family.
 */

/** Each family (a concept of lib/grounding/match-vocabulary.ts) with the word beginnings of its member subjects. */
const FAMILIES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    "c:life-science",
    [
      "biolog",
      "biochem",
      "biomed",
      "biotech",
      "pharm",
      "mpharm",
      "microbio",
      "physiolog",
      "medicin",
      "genetic",
      "neurosci",
      "zoolog",
      "botan",
      "biowissenschaft",
      "biología",
      "biologie",
      "farmac",
    ],
  ],
  [
    "c:science",
    [
      "chemi",
      "chemistry",
      "physic",
      "biolog",
      "biochem",
      "geolog",
      "microbio",
      "chimie",
      "química",
      "physik",
      "scheikunde",
      "natuurkunde",
    ],
  ],
  [
    "c:stem",
    [
      "mathemat",
      "math",
      "statist",
      "physic",
      "chemi",
      "biolog",
      "engineer",
      "comput",
      "informati",
      "scien",
      "econometr",
      "ingenie",
      "ingénie",
      "wiskunde",
      "matemát",
    ],
  ],
];

/** The families an education line's subjects belong to. */
export function subjectFamilies(text: string): string[] {
  const words = wordsOf(text);
  return FAMILIES.filter(([, members]) =>
    words.some((word) => members.some((member) => word.startsWith(member))),
  ).map(([family]) => family);
}
