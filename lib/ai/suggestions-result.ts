import { stripBullet, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import { UNSTRUCTURED_SUGGESTION_LINES } from "@/lib/messages/ai";

/** The CV improvement result (docs/spec.md, engine §3) and its normalisation: lists cleaned, de-duplicated and capped. */
export type ImprovementResult = {
  summary: string;
  missingKeywords: string[];
  suggestedBullets: string[];
  experienceImprovements: string[];
  structure: string[];
  formatting: string[];
  redFlags: string[];
  priority: { high: string[]; medium: string[]; low: string[] };
};

/** More than the UI shows first (docs/spec.md, product §9: 5, 12, 6, 6, 6, 6), so "show all" has something to add. */
export const LIST_CAPS = {
  missingKeywords: 25,
  suggestedBullets: 10,
  experienceImprovements: 10,
  structure: 10,
  formatting: 10,
  redFlags: 10,
  priority: 8,
} as const;

const ITEM_MAX_CHARS = 400;

function cleanList(value: unknown, cap: number): string[] {
  if (!Array.isArray(value)) return [];
  const items = value
    .filter((item): item is string => typeof item === "string")
    .map((item) => stripBullet(item).replace(/\s+/g, " ").trim().slice(0, ITEM_MAX_CHARS))
    .filter(Boolean);
  return uniqueCaseInsensitive(items).slice(0, cap);
}

export function normaliseImprovementResult(raw: unknown): ImprovementResult {
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const priority = (source.priority && typeof source.priority === "object" ? source.priority : {}) as Record<
    string,
    unknown
  >;
  return {
    summary: typeof source.summary === "string" ? source.summary.trim().slice(0, 2000) : "",
    missingKeywords: cleanList(source.missingKeywords, LIST_CAPS.missingKeywords),
    suggestedBullets: cleanList(source.suggestedBullets, LIST_CAPS.suggestedBullets),
    experienceImprovements: cleanList(source.experienceImprovements, LIST_CAPS.experienceImprovements),
    structure: cleanList(source.structure, LIST_CAPS.structure),
    formatting: cleanList(source.formatting, LIST_CAPS.formatting),
    redFlags: cleanList(source.redFlags, LIST_CAPS.redFlags),
    priority: {
      high: cleanList(priority.high, LIST_CAPS.priority),
      medium: cleanList(priority.medium, LIST_CAPS.priority),
      low: cleanList(priority.low, LIST_CAPS.priority),
    },
  };
}

/** An unparseable reply: its first 10 non-empty lines become the suggested bullets (docs/spec.md, engine §4). */
export function unstructuredImprovementResult(text: string): ImprovementResult {
  const lines = text
    .replace(/```\w*/g, "")
    .split("\n")
    .map((line) =>
      stripBullet(line)
        .replace(/^#+\s*/, "")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, UNSTRUCTURED_SUGGESTION_LINES);
  return { ...normaliseImprovementResult({}), suggestedBullets: lines };
}

/** True when the result has nothing in it (treated as a failed parse). */
export function isEmptyImprovementResult(result: ImprovementResult): boolean {
  const lists = [
    result.missingKeywords,
    result.suggestedBullets,
    result.experienceImprovements,
    result.structure,
    result.formatting,
    result.redFlags,
    result.priority.high,
    result.priority.medium,
    result.priority.low,
  ];
  return !result.summary && lists.every((list) => list.length === 0);
}
