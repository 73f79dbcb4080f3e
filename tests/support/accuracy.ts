// Scoring rules of the labelled corpora (docs/accuracy.md), shared by the unit tests and `npm run bench`.
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { normaliseName } from "@/lib/ai/analysis/advert-vocabulary";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { ADVERT_CASES } from "../fixtures/adverts/corpus";

/** Equal, or one contains the other, after case, punctuation and legal suffixes are dropped. */
export function namesMatch(found: string, label: string): boolean {
  const a = normaliseName(found);
  const b = normaliseName(label);
  if (!a || !b) return false;
  return a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

/** Skills compare by lower case with punctuation dropped ("Node.js" = "nodejs"). */
export function normaliseSkill(skill: string): string {
  return skill
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9+#]+/g, "");
}

export function f1(found: string[], expected: string[]): { precision: number; recall: number; f1: number } {
  const got = new Set(found.map(normaliseSkill));
  const want = new Set(expected.map(normaliseSkill));
  const hits = [...got].filter((skill) => want.has(skill)).length;
  const precision = got.size ? hits / got.size : want.size ? 0 : 1;
  const recall = want.size ? hits / want.size : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

export type AdvertScore = {
  id: string;
  format: string;
  company: boolean;
  position: boolean;
  hiringManager: boolean;
  language: boolean;
  found: { company: string; position: string; hiringManager: string; language: string };
};

export function scoreAdverts(): AdvertScore[] {
  return ADVERT_CASES.map((label) => {
    const job = analyseJobDescription(label.text);
    const company = label.company === null ? job.company === "" : namesMatch(job.company, label.company);
    const position = namesMatch(job.position, label.position);
    const manager = job.hiringManager?.name ?? "";
    const hiringManager =
      label.hiringManager === null ? manager === "" : namesMatch(manager, label.hiringManager.name);
    return {
      id: label.id,
      format: label.format,
      company,
      position,
      hiringManager,
      language: job.language === label.language,
      found: { company: job.company, position: job.position, hiringManager: manager, language: job.language },
    };
  });
}

export function rate(values: boolean[]): number {
  return values.length ? values.filter(Boolean).length / values.length : 1;
}

export { extractCvLocally };
