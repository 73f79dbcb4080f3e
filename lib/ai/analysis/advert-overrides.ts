import type { HiringManager, JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { collapseSpaces } from "@/lib/ai/analysis/text";
import type { AdvertOverrides } from "@/lib/validation/ai";

/** The user's corrections win over whatever was read (docs/product-rules.md, "Advert analysis"). */

const TITLE = /^(Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Herr|Frau|M\.|Mme|Mlle|Sr\.?|Sra\.?|Dª|D\.)\.?\s+/i;

/** "Ms Anna Müller" → title "Ms", name "Anna Müller"; "Anna Müller" → no title. */
export function parseHiringManager(text: string): HiringManager | null {
  const value = collapseSpaces(text).replace(/[,;:]+$/, "");
  if (!value) return null;
  const title = TITLE.exec(value);
  if (!title) return { name: value, title: "" };
  const name = value.slice(title[0].length).trim();
  return name ? { name, title: title[1]!.replace(/\.$/, "") } : { name: value, title: "" };
}

export function applyAdvertOverrides(job: JobAnalysis, overrides: AdvertOverrides | undefined): JobAnalysis {
  if (!overrides) return job;
  const result: JobAnalysis = { ...job, sources: { ...job.sources } };
  const edited = { confidence: "found", evidence: "user" } as const;
  const cleared = { confidence: "unknown", evidence: "user" } as const;
  if (overrides.company !== undefined) {
    result.company = collapseSpaces(overrides.company);
    result.sources.company = result.company ? edited : cleared;
  }
  if (overrides.position !== undefined) {
    result.position = collapseSpaces(overrides.position);
    result.sources.position = result.position ? edited : cleared;
  }
  if (overrides.hiringManager !== undefined) {
    result.hiringManager = parseHiringManager(overrides.hiringManager);
    result.sources.hiringManager = result.hiringManager ? edited : cleared;
  }
  if (overrides.language !== undefined) {
    result.language = overrides.language;
    result.sources.language = edited;
  }
  return result;
}
