import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from "@/lib/builder/templates";
import type { CoverLetter, LetterVersion, LetterVersionSource } from "@/lib/db/schema";
import type { LetterCheck } from "@/lib/grounding/check-letter";
import { letterLayoutSchema, type LetterLayout } from "@/lib/letter/layout";
import { HISTORY_PREVIEW_CHARS } from "@/lib/messages/ai";
import { formattingSchema, type Formatting, type LetterLength, type Tone } from "@/lib/validation/ai";

/** A saved letter as the builder sees it (docs/spec.md, engine §3 'History item'), with the 140-character preview. */
export type HistoryItem = {
  id: string;
  title: string;
  jobDescription: string;
  cvContent: string;
  letter: string;
  tone: Tone;
  length: LetterLength;
  formatting: Formatting;
  createdAt: string;
  favorite: boolean;
  preview: string;
  /** The notes the letter was written with: evidence for the claim check, shown again when reopened. */
  additionalNotes: string;
  /** Claims the user said are true for this letter. */
  confirmedClaims: string[];
  /** The last claim check of this letter (null for letters saved before the check existed). */
  check: LetterCheck | null;
  /** The letter's layout: sender, date, recipient, subject (null for letters saved before layouts existed). */
  layout: LetterLayout | null;
  templateId: TemplateId;
};

export function letterPreview(letter: string): string {
  const flat = letter.replace(/\s+/g, " ").trim();
  return flat.length <= HISTORY_PREVIEW_CHARS ? flat : flat.slice(0, HISTORY_PREVIEW_CHARS);
}

/** The letter's saved formatting, defaults filled in (and all defaults when what was stored no longer parses). */
export function storedFormatting(row: Pick<CoverLetter, "formatting">): Formatting {
  const formatting = formattingSchema.safeParse(row.formatting ?? {});
  return formatting.success ? formatting.data : formattingSchema.parse({});
}

export function toHistoryItem(row: CoverLetter): HistoryItem {
  const layout = row.layout ? letterLayoutSchema.safeParse(row.layout) : null;
  return {
    id: row.id,
    title: row.title,
    jobDescription: row.jobDescription,
    cvContent: row.cvContent,
    letter: row.letter,
    tone: row.tone,
    length: row.length,
    formatting: storedFormatting(row),
    createdAt: row.createdAt.toISOString(),
    favorite: row.favorite,
    preview: letterPreview(row.letter),
    additionalNotes: row.additionalNotes,
    confirmedClaims: row.confirmedClaims,
    check: (row.claimCheck as LetterCheck | null) ?? null,
    layout: layout?.success ? layout.data : null,
    templateId: isTemplateId(row.templateId) ? row.templateId : DEFAULT_TEMPLATE_ID,
  };
}

/** One version of an application's letter, as GET /api/history/:id/versions lists it. */
export type VersionItem = {
  id: string;
  source: LetterVersionSource;
  createdAt: string;
  letter: string;
  /** This version's own claim check (null for a letter saved before the check existed). */
  check: LetterCheck | null;
};

export function toVersionItem(row: LetterVersion): VersionItem {
  return {
    id: row.id,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    letter: row.letter,
    check: (row.claimCheck as LetterCheck | null) ?? null,
  };
}
