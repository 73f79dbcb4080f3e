import {
  EVIDENCE_STRENGTH,
  UNKNOWN,
  type AdvertFieldName,
  type FieldSource,
  type HiringManager,
  type JobAnalysis,
} from "@/lib/ai/analysis/job-analysis";
import type { ModelAdvertAnalysis } from "@/lib/validation/advert-analysis";

/** Pure, so the caller decides how to log disagreements (docs/product-rules.md, "Advert analysis"). */

export type AdvertDisagreement = {
  field: AdvertFieldName;
  local: string;
  model: string;
  /** Whose value the analysis kept. */
  kept: "local" | "model";
};

export type MergedAdvertAnalysis = { analysis: JobAnalysis; disagreements: AdvertDisagreement[] };

const MODEL_SOURCE: FieldSource = { confidence: "found", evidence: "model" };

const LEGAL_SUFFIXES = new Set([
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "plc",
  "se",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "ug",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "ab",
  "as",
  "asa",
  "oy",
  "oyj",
  "aps",
  "pty",
  "corp",
  "corporation",
  "co",
  "company",
  "group",
]);

/** "ACME GmbH" and "Acme" are one employer: case, accents, punctuation and legal suffixes don't count. */
export function normaliseForComparison(value: string, field: AdvertFieldName = "company"): string {
  const words = value
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // "S.A." and "B.V." lose their dots before the punctuation goes, so they stay one word.
    .replace(/\b(\p{L})\.(?=\p{L}\b)/gu, "$1")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  if (field !== "company") return words.join(" ");
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** Same after normalisation, or one contains the other as whole words ("Acme" and "Acme Labs Ltd"). */
export function valuesAgree(a: string, b: string, field: AdvertFieldName = "company"): boolean {
  const x = normaliseForComparison(a, field);
  const y = normaliseForComparison(b, field);
  if (!x || !y) return x === y;
  return x === y || ` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `);
}

function managerText(manager: HiringManager | null): string {
  if (!manager) return "";
  return manager.title ? `${manager.title} ${manager.name}` : manager.name;
}

type Candidate<T> = { value: T; text: string; source: FieldSource };

/** One headline field: the only value found, or the stronger evidence's when both found one. */
function mergeField<T>(
  field: AdvertFieldName,
  local: Candidate<T> | null,
  model: Candidate<T> | null,
  compareText: (candidate: Candidate<T>) => string,
  disagreements: AdvertDisagreement[],
): Candidate<T> | null {
  if (!local) return model;
  if (!model) return local;
  const localStronger = EVIDENCE_STRENGTH[local.source.evidence] >= EVIDENCE_STRENGTH[model.source.evidence];
  if (valuesAgree(compareText(local), compareText(model), field)) {
    // Two readings that agree make the value certain.
    const kept = localStronger ? local : model;
    return { ...kept, source: { confidence: "found", evidence: kept.source.evidence } };
  }
  disagreements.push({
    field,
    local: local.text,
    model: model.text,
    kept: localStronger ? "local" : "model",
  });
  return localStronger ? local : model;
}

function localCandidate<T>(
  job: JobAnalysis,
  field: AdvertFieldName,
  value: T,
  text: string,
): Candidate<T> | null {
  const source = job.sources[field];
  return text && source.confidence !== "unknown" ? { value, text, source } : null;
}

function modelCandidate<T>(value: T | null, text: string): Candidate<T> | null {
  return value !== null && text ? { value, text, source: MODEL_SOURCE } : null;
}

function isAgency(company: string, agencies: string[]): boolean {
  return agencies.some((agency) => valuesAgree(company, agency, "company"));
}

export function mergeAdvertAnalyses(
  local: JobAnalysis,
  model: ModelAdvertAnalysis | null,
): MergedAdvertAnalysis {
  if (!model) return { analysis: local, disagreements: [] };
  const disagreements: AdvertDisagreement[] = [];
  const byText = (candidate: Candidate<unknown>) => candidate.text;

  const agencies = [local.agency?.name, model.agency].filter((name): name is string => Boolean(name));
  // The agency is never the employer, whoever read it as one.
  const localCompany = local.company && !isAgency(local.company, agencies) ? local.company : "";
  const modelCompany = model.company && !isAgency(model.company, agencies) ? model.company : null;
  const company = mergeField(
    "company",
    localCandidate(local, "company", localCompany, localCompany),
    modelCandidate(modelCompany, modelCompany ?? ""),
    byText,
    disagreements,
  );
  const position = mergeField(
    "position",
    localCandidate(local, "position", local.position, local.position),
    modelCandidate(model.position, model.position ?? ""),
    byText,
    disagreements,
  );
  const hiringManager = mergeField(
    "hiringManager",
    localCandidate(local, "hiringManager", local.hiringManager, managerText(local.hiringManager)),
    modelCandidate(model.hiringManager, managerText(model.hiringManager)),
    (candidate) => candidate.value?.name ?? "",
    disagreements,
  );
  const language = mergeField(
    "language",
    localCandidate(local, "language", local.language, local.language),
    modelCandidate(model.language, model.language ?? ""),
    byText,
    disagreements,
  );

  const agency = local.agency ?? (model.agency ? { name: model.agency, contact: "" } : null);
  return {
    analysis: {
      ...local,
      company: company?.value ?? "",
      position: position?.value ?? "",
      hiringManager: hiringManager?.value ?? null,
      language: language?.value ?? local.language,
      agency,
      sources: {
        company: company?.source ?? UNKNOWN,
        position: position?.source ?? UNKNOWN,
        hiringManager: hiringManager?.source ?? UNKNOWN,
        language: language?.source ?? local.sources.language,
      },
      requirements: model.mustHave.length > 0 ? model.mustHave : local.requirements,
      niceToHaves: model.niceToHave.length > 0 ? model.niceToHave : local.niceToHaves,
    },
    disagreements,
  };
}
