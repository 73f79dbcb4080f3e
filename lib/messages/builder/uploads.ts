/**
 * The builder's upload and LinkedIn import texts (docs/spec.md, product §5; docs/decisions.md 'Word uploads',
 * 'LinkedIn import'), loaded with the upload panels, not with step 1 (docs/architecture.md §7). Spec strings are
 * verbatim (docs/architecture.md, rule 6); our own are marked.
 */

export const UPLOAD = {
  chooseFile: "Choose a file",
  accept: ".txt,.pdf,.doc,.docx",
  /** docs/decisions.md 'Word uploads': .docx is imported, legacy .doc is not. */
  hint: "TXT works best, PDF is good, DOCX works too. Legacy DOC files are not supported.",
  processing: "Processing file…",
  remove: "Remove file",
  maxBytes: 10 * 1024 * 1024,
} as const;

/** docs/spec.md (product) §5 'Uploads', verbatim where the spec quotes; the joining sentences are ours. */
export const UPLOAD_ERRORS = {
  word: "Word documents are not supported yet. Please convert to PDF or paste text manually.",
  pdfNoText:
    "No text could be extracted from this PDF. It may be an image-only scan, encrypted or password-protected, or in an unsupported format. Please convert it to a text-based PDF or paste the text instead.",
  pdfFailed: (reason: string) =>
    `PDF processing failed: ${reason}. Please try a different PDF or paste the text instead.`,
  pdfUnknown: "Unknown error occurred while processing PDF. Please try the paste option.",
  textReadFailed: "Failed to read text file",
  fileReadFailed: "Failed to read file",
  /** Our own: the 10 MB cap. */
  tooLarge: "This file is larger than 10 MB. Please choose a smaller file or paste the text instead.",
  /** Our own: a .docx with no text in it. */
  docxNoText: "No text could be extracted from this document. Please paste the text instead.",
  /** Our own: a .docx mammoth cannot open. */
  docxFailed: "This Word document could not be read. Please convert it to PDF or paste the text instead.",
  /** 'Error processing file: {reason}' */
  alert: (reason: string) => `Error processing file: ${reason}`,
  alertHint: "Please try again or use the paste option.",
} as const;

/** LinkedIn import (docs/decisions.md 'LinkedIn import', Premium): all our own words. */
export const LINKEDIN_IMPORT = {
  howTo: "On LinkedIn, open your profile, choose More → Save to PDF, then choose that file here.",
  choose: "Choose LinkedIn PDF",
  accept: ".pdf,application/pdf",
  processing: "Importing profile…",
  imported: (name: string) => `Imported ${name}'s LinkedIn profile. Check it below; you can edit it.`,
  locked: "LinkedIn import is a Premium feature.",
  premiumOnly: "LinkedIn import is a Premium feature. Upgrade to import your profile.",
  notAProfile:
    "This PDF doesn't look like a LinkedIn profile export. On LinkedIn, open your profile and choose More → Save to PDF, or use Upload File for other PDFs.",
  notPdf: "Please choose the PDF that LinkedIn's Save to PDF created.",
  failed: "LinkedIn import failed. Please try again or use Upload File.",
  tooLarge: "This profile is too long to import. Please use Upload File or paste the text instead.",
} as const;
