/**
 * The builder's step 2 texts: the letter, its format, exports, advert strip, claim check, match, versions and
 * suggestions, and the staff tools (docs/spec.md, product §2, §8, §9; docs/spec.md, engine §2, §5, §7, §9). They load
 * with step 2's code, not with step 1 (docs/architecture.md §7). Spec strings are verbatim (docs/architecture.md,
 * rule 6); our own are marked. AI strings live in lib/messages/ai.ts.
 */

export const GENERATE_STEP = {
  backToInput: "Back to Input",
  startOver: "Start Over",
  readyTitle: "Ready to Generate",
  readyText:
    "Your job description and CV are in. Choose a tone and length, then generate a letter tailored to this job.",
  generate: "Generate Cover Letter",
  regenerate: "Regenerate",
  generating: "Generating…",
  /** Our own: the live preview's status while the letter streams in. */
  writing: "Writing your cover letter…",
  previewTitle: "Your Cover Letter",
  previewLabel: "Cover letter preview",
  edit: "Edit",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  editLabel: "Edit your cover letter",
  copy: "Copy to Clipboard",
  downloadText: "Download Text",
  downloadPdf: "Download PDF",
  downloadDocx: "Download DOCX",
  exportingPdf: "Creating PDF…",
  exportingDocx: "Creating DOCX…",
  /** Our own: the engine behind a letter. */
  offlineTitle: "Written without an AI model",
  templateTitle: "The AI model could not be reached",
  /** Our own: export for free users. */
  exportLocked: "PDF and DOCX export are Premium features.",
  upgrade: "Upgrade to Premium",
} as const;

export const FORMAT_CONTROLS = {
  title: "Format",
  tone: "Tone",
  length: "Length",
  pageSize: "Page size",
  alignment: "Alignment",
  font: "Font",
  fontSize: "Font size",
  lineHeight: "Line height",
  premium: "Premium",
  /** Our own: the upgrade hint under the locked controls. */
  lockedHint: "Font, font size and line height are Premium features.",
  templates: "Template",
} as const;

export const TONE_LABELS = {
  professional: "Professional",
  enthusiastic: "Enthusiastic",
  confident: "Confident",
  friendly: "Friendly",
} as const;
export const LENGTH_LABELS = { short: "Short", medium: "Medium", long: "Long" } as const;
export const PAGE_SIZE_LABELS = { a4: "A4", letter: "Letter" } as const;
export const ALIGNMENT_LABELS = {
  left: "Left",
  justify: "Justify",
  center: "Center",
  right: "Right",
} as const;
export const FONT_LABELS = { serif: "Serif", sans: "Sans" } as const;

/** docs/spec.md (product) §9, 001 §7: the text download's file name. */
export const TEXT_FILE_NAME = "Cover_Letter.txt";

/** Our own: the "Read from the advert" strip of step 2 (docs/product-rules.md, "Advert analysis"). */
export const ADVERT_STRIP = {
  title: "Read from the advert",
  fields: {
    company: "Company",
    position: "Position",
    hiringManager: "Hiring manager",
    language: "Language",
  },
  notFound: "Not found",
  none: "None",
  inferred: "(inferred)",
  edited: "(edited)",
  /** Not "Edit": the letter preview already has an Edit button nearby. */
  correct: "Correct",
  correctLabel: "Correct the details read from the advert",
  save: "Save",
  cancel: "Cancel",
  loading: "Reading the advert…",
  hint: "Your letter is written from these details.",
  failed: "The advert could not be read just now. You can fill these in yourself.",
  languages: {
    en: "English",
    de: "German",
    fr: "French",
    es: "Spanish",
    nl: "Dutch",
    it: "Italian",
    pt: "Portuguese",
    other: "Other",
  },
} as const;

/**
 * Our own, in the grounding issue's words where it gives them: the claim check in the preview (docs/product-rules.md,
 * "The claim check"). The fact gate's "Rewriting {n} claims…" comes with the stream (lib/messages/ai.ts).
 */
export const CLAIM_CHECK = {
  allFound: (count: number) =>
    count === 1 ? "1 claim found in your CV" : `All ${count} claims found in your CV`,
  toCheck: (count: number) => `${count} ${count === 1 ? "claim" : "claims"} to check`,
  checking: "Checking the letter's claims…",
  checkFailed: "The letter's claims could not be checked.",
  retry: "Try again",
  /** Read before a highlighted claim, so it is not told by colour alone. */
  flagPrefix: "Unsupported claim: ",
  notFound: "Not found in your CV",
  closestLine: "Closest line in your CV",
  trueHint: "If this is true, say so and it will not be flagged again in this letter.",
  itsTrue: "It's true",
  confirming: "Saving…",
  confirmed: (claim: string) => `“${claim}” is marked as true for this letter.`,
  offerNotes: "Add it to your notes, and the next letter can use it too.",
  addToNotes: "Add to my notes",
  addedToNotes: "Added to your notes.",
  notesFull: "Your notes are too long to add this sentence. Shorten them in step 1 first.",
  dismiss: "Dismiss",
  /** Our own: a letter in another language than English (docs/product-rules.md, "The claim check"). */
  partlyChecked: (language: string) =>
    `Partly checked: this letter is in ${language}; numbers, names and tools were checked.`,
  /** Our own: a CV in a language the check doesn't read (docs/product-rules.md, "The claim check"). */
  cvUnread:
    "Partly checked: your CV is in a language the check doesn't read; numbers, dates, names and codes were checked.",
} as const;

/**
 * Our own: the match panel (docs/product-rules.md, "The match"). The band names and their ranges are the issue's;
 * the advice says where in the CV to show a missing must-have, only if the user really has it.
 */
export const MATCH_PANEL = {
  bands: { Poor: "Poor", Fair: "Fair", Good: "Good", Great: "Great" },
  /** The lowest score of each band: Poor 0–39, Fair 40–59, Good 60–79, Great 80–100. */
  bandFloors: { Great: 80, Good: 60, Fair: 40, Poor: 0 },
  statuses: { met: "Met", partial: "Partly met", missing: "Missing" },
  importance: { must: "Must-have", nice: "Nice-to-have" },
  advice: {
    skill: (skill: string, employer: string) =>
      `If you have used ${skill}, name it in your experience${employer ? ` at ${employer}` : ""} or in your skills.`,
    qualification: (requirement: string) =>
      `If you hold this qualification (${requirement}), add it to your education or certificates.`,
    language: (requirement: string) =>
      `If you speak the language asked for (${requirement}), list it under languages with your level.`,
    years: (requirement: string, employer: string) =>
      `If you have this experience (${requirement}), make the dates and titles of those roles clear in your experience${employer ? `, starting with ${employer}` : ""}.`,
    condition: (requirement: string) =>
      `If this is true of you (${requirement}), say so in your profile at the top of your CV.`,
    general: (requirement: string, employer: string) =>
      `If you have this (${requirement}), show it with an example in your experience${employer ? ` at ${employer}` : ""}.`,
  },
} as const;

/** Our own: the match panel's labels around MATCH_PANEL's bands, statuses and advice. */
export const MATCH_PANEL_LABELS = {
  title: "How your CV matches this job",
  intro: "Worked out from your CV and the job description only, requirement by requirement.",
  score: (band: string, score: number) => `${band} · ${score}`,
  outOf: " out of 100",
  loading: "Matching your CV to the job…",
  failed: "The match could not be worked out.",
  retry: "Try again",
  requirements: "Requirements",
  noRequirements: "No requirements were found in the job description.",
  evidence: (count: number) => `Evidence (${count})`,
  evidenceFor: (requirement: string) => ` for ${requirement}`,
  missingTitle: "Missing must-haves",
  noneMissing: "Your CV shows every must-have.",
} as const;

/** Our own: tone and length beside Regenerate (docs/architecture.md §14 'Letter layout', step 2). */
export const LETTER_OPTIONS = {
  hint: "Tone and length apply when you regenerate.",
} as const;

/** Our own: the body's counts under the preview (application forms often cap them). */
export const LETTER_COUNTS = {
  body: (words: number, characters: number) =>
    `Body: ${words.toLocaleString("en-GB")} ${words === 1 ? "word" : "words"} · ${characters.toLocaleString("en-GB")} ${characters === 1 ? "character" : "characters"}`,
} as const;

/** Our own: the step-2 actions added with the letter layout. */
export const LETTER_ACTIONS = {
  copyEmail: "Copy as e-mail body",
  emailCopied: "Copied as an e-mail: subject line first, then the letter",
  header: "Letter header",
  /** The format controls fold away on a phone. */
  formatToggle: "Format and template",
} as const;

/** Our own: the letter header form (sender, date, recipient, subject). */
export const LETTER_HEADER_FORM = {
  title: "Letter header",
  sender: "From",
  senderName: "Your name",
  senderEmail: "E-mail",
  senderPhone: "Phone",
  senderLocation: "Location",
  senderLink: "LinkedIn or website",
  date: "Date",
  dateShownAs: (date: string) => `Shown as ${date}`,
  recipient: "To",
  recipientName: "Name",
  recipientOrganisation: "Organisation",
  recipientAddress: "Address",
  subject: "Subject line",
  subjectHint: "Leave empty for no subject line.",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
} as const;

/** Our own: the one-page fit indicator under the letter preview. */
export const LETTER_FIT = {
  secondPage:
    "This letter runs onto a second page. Shorten it or choose the Compact template to keep it on one page.",
  pageBreak: "Page 2",
} as const;

/** Our own: the paragraph actions of step 2 (docs/product-rules.md, "Paragraph actions"). */
export const PARAGRAPH_ACTIONS = {
  toolbar: "Paragraph actions",
  hint: "Select a paragraph of the letter to rewrite it, shorten it or change its tone.",
  selected: (n: number) => `Paragraph ${n} selected`,
  select: (n: number) => `Select paragraph ${n}`,
  rewrite: "Rewrite",
  shorten: "Shorten",
  formal: "More formal",
  personal: "More personal",
  working: "Changing the paragraph…",
  done: "Paragraph updated",
  premium: "Premium",
  lockedHint: "More formal and More personal are Premium features.",
  failed: "Could not change the paragraph. Please try again.",
} as const;

/** Our own: the Versions region of step 2 (docs/product-rules.md 'Applications and versions'). */
export const VERSIONS_PANEL = {
  title: "Versions",
  loading: "Loading versions…",
  failed: "Could not load the versions. Please try again.",
  single: "This is the first version. Regenerating or editing the letter adds another.",
  compareHint: "Tick two versions to see what changed between them.",
  version: (n: number) => `Version ${n}`,
  sources: {
    ai: "AI",
    offline: "Offline",
    edited: "Edited",
    paragraph: "Paragraph action",
    restored: "Restored",
  },
  current: "Current",
  restore: "Restore this version",
  restored: "Version restored",
  restoreFailed: "Could not restore the version. Please try again.",
  changes: (older: number, newer: number) => `Changes from version ${older} to version ${newer}`,
  legend: "Added words are underlined, removed words are struck through.",
  noChanges: "These two versions have the same text.",
  addedPrefix: "Added: ",
  removedPrefix: "Removed: ",
} as const;

/** docs/spec.md (product) §9 and 001 §9: how many items each suggestion list shows first. */
export const SUGGESTION_SECTIONS = [
  { key: "missingKeywords", title: "Missing keywords", first: 12 },
  { key: "suggestedBullets", title: "Suggested bullets", first: 5 },
  { key: "experienceImprovements", title: "Experience improvements", first: 6 },
  { key: "structure", title: "Structure", first: 6 },
  { key: "formatting", title: "Formatting", first: 6 },
  { key: "redFlags", title: "Red flags", first: 6 },
] as const;

export const SUGGESTIONS_PANEL = {
  title: "CV Suggestions",
  lead: "How to strengthen your CV for this job.",
  get: "Get CV Suggestions",
  refresh: "Refresh suggestions",
  loading: "Loading suggestions…",
  summary: "Summary",
  priority: "Priorities",
  priorityLevels: { high: "High", medium: "Medium", low: "Low" },
  showAll: (count: number) => `Show all (${count})`,
  showLess: "Show less",
  copy: (title: string) => `Copy ${title}`,
  /** Our own: free users press the button; premium users get them automatically. */
  freeHint: "Premium members get these automatically after every letter.",
  empty: "Nothing to suggest — your CV already covers this job well.",
} as const;

export const ADMIN_TOOLS = {
  title: "Admin tools",
  testExtraction: "Test Extraction",
  testing: "Extracting…",
  showDebug: "Show Debug",
  hideDebug: "Hide Debug",
  debugTitle: "Extracted CV data",
  copyJson: "Copy JSON",
  noData: "No extracted data yet. Press Test Extraction.",
} as const;
