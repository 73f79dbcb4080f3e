// Scoring rules of the labelled corpora (docs/accuracy.md), shared by the unit tests and `npm run bench`.
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { GENDER_MARKER, normaliseName } from "@/lib/ai/analysis/advert-vocabulary";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { extractDocxText } from "@/lib/documents/docx-text";
import { extractPdfText, type PdfJsLike } from "@/lib/documents/pdf-text";
import { ADVERT_CASES } from "../fixtures/adverts/corpus";
import { CV_CASES, cvFileBytes, cvText, type CvCase } from "../fixtures/cv-corpus/corpus";

/** Equal, or one contains the other, after case, punctuation and legal suffixes are dropped. */
export function namesMatch(found: string, label: string): boolean {
  // The analyser drops gender markers from titles on purpose ("Lektor (m/w/d) Sachbuch" → "Lektor Sachbuch",
  // "Jefe/a" → "Jefe"; docs/product-rules.md); labels keep the advert's words.
  const ungendered = (name: string) =>
    name
      .replace(GENDER_MARKER, " ")
      .replace(/(?<=\p{Ll})(?:\((?:a|as|e|es|se|ne|in|innen)\)|\/(?:a|as|e|in))(?![\p{L}])/gu, "");
  const a = normaliseName(ungendered(found));
  const b = normaliseName(ungendered(label));
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

/** A corpus CV's text as the builder would receive it: pasted text, or the PDF/DOCX through the import. */
export async function cvCaseText(c: CvCase): Promise<string> {
  if (c.format === "text") return cvText(c);
  const bytes = cvFileBytes(c);
  return c.format.startsWith("pdf")
    ? extractPdfText(bytes, pdfjs as unknown as PdfJsLike, { verbosity: 0 })
    : extractDocxText(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      );
}

export type CvScore = {
  id: string;
  format: string;
  name: boolean;
  email: boolean;
  phone: boolean;
  skills: { precision: number; recall: number; f1: number };
  experience: { found: number; total: number };
};

const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");

export async function scoreCvs(): Promise<CvScore[]> {
  const scores: CvScore[] = [];
  for (const label of CV_CASES) {
    const cv = extractCvLocally(await cvCaseText(label));
    scores.push({
      id: label.id,
      format: label.format,
      name: cv.name.toLowerCase() === label.name.toLowerCase(),
      email: cv.email.toLowerCase() === (label.email ?? "").toLowerCase(),
      phone: digits(cv.phone) === digits(label.phone),
      skills: f1(cv.skills, label.skills),
      experience: {
        total: label.experience.length,
        found: label.experience.filter((role) =>
          cv.experience.some(
            (entry) => namesMatch(entry.position, role.title) && namesMatch(entry.company, role.company),
          ),
        ).length,
      },
    });
  }
  return scores;
}

/** Micro-averaged skills F1 over the corpus. */
export function pooledF1(scores: CvScore[]): number {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);
  return mean(scores.map((score) => score.skills.f1));
}

export { extractCvLocally };
