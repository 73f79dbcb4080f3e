import type { INDUSTRIES, SENIORITY_LEVELS } from "@/lib/messages/ai";

/**
 * What an advert says, with how sure we are of each headline field (docs/product-rules.md, "Advert analysis").
 * Both engines read this; the local analyser, the model's analysis and the user's edits all produce it.
 */

export type Industry = (typeof INDUSTRIES)[number];
export type Seniority = (typeof SENIORITY_LEVELS)[number];

/** found: the advert states it; inferred: read from weaker signs ("probably"); unknown: not found. */
export type Confidence = "found" | "inferred" | "unknown";

/**
 * Where a value came from, strongest first: the user's edit, a labelled field ("Employer: …"), a header line
 * ("Title — Company", "Company · City"), the model, then a sentence in the body.
 */
export type Evidence = "user" | "label" | "header" | "model" | "body" | "none";
export const EVIDENCE_STRENGTH: Record<Evidence, number> = {
  user: 5,
  label: 4,
  header: 3,
  model: 2,
  body: 1,
  none: 0,
};

export type FieldSource = { confidence: Confidence; evidence: Evidence };

/** The headline fields the builder shows and lets the user correct. */
export const ADVERT_FIELDS = ["company", "position", "hiringManager", "language"] as const;
export type AdvertFieldName = (typeof ADVERT_FIELDS)[number];

/** "Ms Anna Müller" → { title: "Ms", name: "Anna Müller" }; a title only when the advert gives one. */
export type HiringManager = { name: string; title: string };

/** ISO 639-1 codes of the languages we detect; anything else is "other". */
export const ADVERT_LANGUAGES = ["en", "de", "fr", "es", "nl", "it", "pt", "other"] as const;
export type AdvertLanguage = (typeof ADVERT_LANGUAGES)[number];

export type JobAnalysis = {
  /** The employer; "" when unknown, and always "" for an agency advert that doesn't name its client. */
  company: string;
  /** The job title with meaningful qualifiers ("Product Designer II"), without location, band or reference. */
  position: string;
  hiringManager: HiringManager | null;
  language: AdvertLanguage;
  /** Set when a recruitment agency placed the advert; the agency is never the employer. */
  agency: { name: string; contact: string } | null;
  sources: Record<AdvertFieldName, FieldSource>;
  /** Must-have requirements, in the advert's order. */
  requirements: string[];
  niceToHaves: string[];
  /** What the job involves ("Own the payments service"), in the advert's order. */
  duties?: string[];
  industry: Industry;
  seniority: Seniority;
  /** Known skills the advert names, in order of appearance. */
  skills: string[];
};

/** The headline fields alone: what the builder shows as "read from the advert". */
export type AdvertReading = Pick<
  JobAnalysis,
  "company" | "position" | "hiringManager" | "language" | "agency" | "sources"
>;

export const UNKNOWN: FieldSource = { confidence: "unknown", evidence: "none" };
