import { DRAFT_STORAGE_KEY } from "@/lib/messages/builder/page";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { DEFAULT_OPTIONS, sanitiseOptions, type LetterOptions } from "@/lib/builder/options";
import { NO_ADVERT_EDITS, sanitiseAdvertEdits, type AdvertEdits } from "@/lib/builder/advert-edits";

/**
 * The builder's draft in session storage: what the user typed and chose, so a reload or an error never loses it.
 * Only the tab's own storage (sessionStorage), never the server; cleared by 'Start Over'.
 */
export type CvMode = "paste" | "upload" | "linkedin";
const CV_MODES: readonly CvMode[] = ["paste", "upload", "linkedin"];

/** Where the user was: the step, the letter open in it and an edit in progress, so a reload brings all three back. */
export type BuilderView = {
  step: 1 | 2;
  /** The history item open in step 2. */
  letterId: string | null;
  /** The letter editor's text while it is open (autosaved as the user types). */
  editText: string | null;
};

export const START_VIEW: BuilderView = { step: 1, letterId: null, editText: null };

export type BuilderDraft = {
  jobDescription: string;
  cvContent: string;
  additionalNotes: string;
  cvMode: CvMode;
  fileName: string | null;
  options: LetterOptions;
  /** The user's corrections to what was read from the advert. */
  advertEdits: AdvertEdits;
  view: BuilderView;
};

export const EMPTY_DRAFT: BuilderDraft = {
  jobDescription: "",
  cvContent: "",
  additionalNotes: "",
  cvMode: "paste",
  fileName: null,
  options: DEFAULT_OPTIONS,
  advertEdits: NO_ADVERT_EDITS,
  view: START_VIEW,
};

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

const ITEM_ID = /^[0-9a-f-]{36}$/i;

function parseView(raw: unknown): BuilderView {
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  return {
    step: source.step === 2 ? 2 : 1,
    letterId: typeof source.letterId === "string" && ITEM_ID.test(source.letterId) ? source.letterId : null,
    editText:
      typeof source.editText === "string" ? source.editText.slice(0, INPUT_LIMITS.letterMaxChars) : null,
  };
}

/** Whatever is stored, made valid: wrong types dropped, over-long text cut to the server's limits. */
export function parseDraft(raw: string | null): BuilderDraft {
  if (!raw) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (!value || typeof value !== "object") return EMPTY_DRAFT;
  const source = value as Record<string, unknown>;
  return {
    jobDescription: text(source.jobDescription, INPUT_LIMITS.jobDescriptionMaxChars),
    cvContent: text(source.cvContent, INPUT_LIMITS.cvMaxChars),
    additionalNotes: text(source.additionalNotes, INPUT_LIMITS.notesMaxChars),
    cvMode: CV_MODES.find((mode) => mode === source.cvMode) ?? "paste",
    fileName: typeof source.fileName === "string" && source.fileName ? source.fileName.slice(0, 255) : null,
    options: sanitiseOptions(source.options),
    advertEdits: sanitiseAdvertEdits(source.advertEdits),
    view: parseView(source.view),
  };
}

function storage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function loadDraft(store: StorageLike | null = storage()): BuilderDraft {
  try {
    return parseDraft(store?.getItem(DRAFT_STORAGE_KEY) ?? null);
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(draft: BuilderDraft, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // full or disabled storage: the draft still lives in memory
  }
}

export function clearDraft(store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** docs/spec.md (product) §2: both job description and CV non-empty after trimming. */
export function inputReady(draft: Pick<BuilderDraft, "jobDescription" | "cvContent">): boolean {
  return draft.jobDescription.trim().length > 0 && draft.cvContent.trim().length > 0;
}
