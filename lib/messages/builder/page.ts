import { FREE_LETTERS_PER_MONTH } from "@/lib/billing/plans";
import { DELETED_LETTERS_KEPT_DAYS } from "@/lib/history/deleted-letters";

/**
 * The builder's texts, limits and delays that its first paint needs: the page, step 1 and the aside (usage, history,
 * progress) (docs/spec.md, product §2, §4, §8, §9). Step 2's live in ./letter.ts and the uploads' in ./uploads.ts, so
 * they load with their code (docs/architecture.md §7). Spec strings are verbatim (docs/architecture.md, rule 6); our
 * own are marked. AI strings live in lib/messages/ai.ts.
 */

export const BUILDER_PAGE = {
  metaTitle: "Cover Letter Builder",
  title: "Cover Letter Builder",
  loadingUser: "Loading user data...",
  /** Our own: while step 2's code loads. */
  loadingStep: "Loading your letter…",
} as const;

/** docs/spec.md (product) §2: the two steps. */
export const BUILDER_STEPS = [
  { number: 1, title: "Input", description: "Paste job description and CV" },
  { number: 2, title: "Generate", description: "Create and customize your cover letter" },
] as const;

export const INPUT_STEP = {
  jobDescriptionLabel: "Job Description",
  jobDescriptionPlaceholder: "Paste the job description here…",
  cvLabel: "CV/Resume",
  cvModeLabel: "How to add your CV",
  pasteText: "Paste Text",
  uploadFile: "Upload File",
  /** Our own (docs/decisions.md 'LinkedIn import'). */
  linkedinMode: "LinkedIn PDF",
  cvPlaceholder: "Paste your CV here…",
  /** Above the CV text once a file or a LinkedIn PDF is read. */
  extractedLabel: "Extracted text (you can edit it)",
  notesLabel: "Additional Notes",
  notesOptional: "(optional)",
  notesPlaceholder: "Anything the letter should mention: availability, relocation, a referral…",
  generate: "Generate Cover Letter",
  /** Our own: why the button is disabled. */
  generateNeeds: "Add a job description and your CV to continue.",
  characters: (count: number) => `${count.toLocaleString("en-GB")} characters`,
} as const;

/** The rows of the three textareas (docs/spec.md, product §2). */
export const TEXTAREA_ROWS = { jobDescription: 8, cv: 12, notes: 3 } as const;

/** docs/spec.md (product) §8 'Builder messages' and docs/spec.md, engine §8, verbatim. */
export const BUILDER_TOASTS = {
  downloaded: "Cover letter downloaded!",
  pdfDownloaded: "PDF downloaded successfully!",
  copied: "Copied to clipboard",
  copyFailed: "Copy failed",
  pdfFailed: "Failed to generate PDF",
  changesSaved: "Changes saved!",
  needLetter: "Please generate a cover letter first",
  /** Our own: DOCX mirrors the PDF messages. */
  docxDownloaded: "DOCX downloaded successfully!",
  docxFailed: "Failed to generate DOCX",
  /** Our own: a history request failed. */
  historyFailed: "Could not update your history. Please try again.",
} as const;

export const USAGE_PANEL = {
  superAdminTitle: "Super Admin",
  superAdminText: "Unlimited access to all features",
  adminTitle: "Admin Access",
  adminText: "Unlimited cover letter generations",
  premiumTitle: "Premium Plan",
  premiumText: "Unlimited cover letter generations",
  freeTitle: "Monthly Usage",
  used: (used: number, limit: number) => `${used} of ${limit} used`,
  remaining: (remaining: number) => `${remaining} remaining`,
  limitReached: "You've reached your monthly limit",
  upgrade: "Upgrade to Premium",
  fewLeft: (remaining: number) => `Only ${remaining} generation${remaining === 1 ? "" : "s"} left`,
  resetsMonthly: "Resets monthly",
  barLabel: "Monthly usage",
} as const;

/** docs/spec.md (product) §2 and §9: yellow from 80 %, red at 100 %, the low warning at 2 or fewer remaining. */
export const USAGE_THRESHOLDS = { warnPercent: 80, fullPercent: 100, fewRemaining: 2 } as const;

export const LIMIT_BOX = {
  title: "Monthly limit reached",
  text: `You've used all ${FREE_LETTERS_PER_MONTH} free cover letters this month. Get unlimited access with Premium!`,
  perks: "Unlimited generations • Premium templates • Priority support",
  link: "View Pricing Plans",
} as const;

export const HISTORY_PANEL = {
  title: "History",
  searchLabel: "Search history",
  searchPlaceholder: "Search letters and job descriptions",
  clear: "Clear",
  empty: "No generations yet. Generate a cover letter to see it here.",
  /** Our own: a search with no match. */
  noMatches: "No saved letters match your search.",
  favorite: (title: string) => `Favorite ${title}`,
  remove: (title: string) => `Delete ${title}`,
  open: (title: string) => `Open ${title}`,
  loading: "Loading history…",
} as const;

/** Our own: asking before Delete, Clear and Start Over (docs/product-rules.md 'Deleting letters'). */
export const CONFIRM_DIALOG = {
  cancel: "Cancel",
  deleteLetter: (title: string) => ({
    title: `Delete "${title}"?`,
    description: `You can undo this, or restore the letter from Recently deleted within ${DELETED_LETTERS_KEPT_DAYS} days.`,
    confirm: "Delete letter",
  }),
  clearHistory: {
    title: "Clear your history?",
    description: `Every saved letter leaves your history. You can undo this, or restore them from Recently deleted within ${DELETED_LETTERS_KEPT_DAYS} days.`,
    confirm: "Clear history",
  },
  startOver: {
    title: "Start over?",
    description:
      "The job description, CV and notes you entered, and any unsaved edit of the letter, will be cleared. Your saved letters stay in your history.",
    confirm: "Clear and start over",
  },
} as const;

/** Our own: the Undo after Delete and Clear, and the letters deleted in the last 30 days. */
export const HISTORY_UNDO = {
  deleted: "Letter deleted",
  cleared: "History cleared",
  undo: "Undo",
  restored: (count: number) => (count === 1 ? "Letter restored" : `${count} letters restored`),
  recentlyDeleted: (count: number) => `Recently deleted (${count})`,
  keptFor: `Deleted letters can be restored for ${DELETED_LETTERS_KEPT_DAYS} days.`,
  restore: "Restore",
  restoreItem: (title: string) => `Restore ${title}`,
  restoreAll: "Restore all",
} as const;

/** Our own: how long the Undo toast stays, longer than the spec's 4 s so there is time to reach it. */
export const UNDO_TOAST_MS = 10_000;

export const PROGRESS_LIST = {
  title: "Progress",
  items: ["Add job description and CV", "Generate your cover letter", "Customize and export"],
  done: "done",
  current: "current step",
} as const;

/** docs/spec.md (product) §4, §9: the usage refresh after a generation. */
export const USAGE_REFRESH_DELAY_MS = 500;

/** The builder's typed input in session storage (survives a reload and every error during step 1). */
export const DRAFT_STORAGE_KEY = "builder-draft";

/** Our own: how long the advert must sit still before it is read. */
export const ADVERT_ANALYSIS_DEBOUNCE_MS = 600;
