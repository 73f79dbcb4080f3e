"use client";

import { useState } from "react";

import { toast } from "@/components/ui/toast";
import { copyText } from "@/components/builder/copy-text";
import { emailBody, letterPlainText, type TextLetter } from "@/lib/builder/letter-text";
import { downloadBlob, textFileBlob } from "@/lib/documents/download";
import type { LetterDocument } from "@/lib/letter/layout";
import { LETTER_ACTIONS, TEXT_FILE_NAME } from "@/lib/messages/builder/letter";
import { BUILDER_TOASTS } from "@/lib/messages/builder/page";

/** Copy and the downloads of the letter (docs/spec.md, product §2, §9); PDF and DOCX are Premium. */
export type ExportActions = {
  exporting: "pdf" | "docx" | null;
  /** The letter body, as written. */
  copy(): void;
  /** The subject line, a blank line, then the body: no address blocks. */
  copyEmail(): void;
  /** The header blocks as plain lines, then the body. */
  downloadText(): void;
  downloadPdf(): void;
  downloadDocx(): void;
};

// The PDF and DOCX libraries are large: they load on the first export, never with the page.
async function createDocument(
  kind: "pdf" | "docx",
  doc: LetterDocument,
): Promise<{ blob: Blob; name: string }> {
  if (kind === "pdf") {
    const [{ createLetterPdfBlob }, { pdfFileName }] = await Promise.all([
      import("@/lib/documents/export-pdf"),
      import("@/lib/documents/pdf-layout"),
    ]);
    return { blob: await createLetterPdfBlob(doc), name: pdfFileName(doc.formatting.pageSize) };
  }
  const [{ createLetterDocxBlob }, { docxFileName }] = await Promise.all([
    import("@/lib/documents/export-docx"),
    import("@/lib/documents/pdf-layout"),
  ]);
  return { blob: await createLetterDocxBlob(doc), name: docxFileName(doc.formatting.pageSize) };
}

const EXPORT_TOASTS = {
  pdf: { done: BUILDER_TOASTS.pdfDownloaded, failed: BUILDER_TOASTS.pdfFailed, label: "PDF" },
  docx: { done: BUILDER_TOASTS.docxDownloaded, failed: BUILDER_TOASTS.docxFailed, label: "DOCX" },
} as const;

function textLetter(doc: LetterDocument): TextLetter {
  return { body: doc.body, layout: doc.layout, pageSize: doc.formatting.pageSize };
}

export function useExport(document: LetterDocument | null): ExportActions {
  const [exporting, setExporting] = useState<"pdf" | "docx" | null>(null);

  /** The letter to export, or null after saying one is needed. */
  function written(): LetterDocument | null {
    if (document?.body) return document;
    toast.error(BUILDER_TOASTS.needLetter);
    return null;
  }

  async function download(kind: "pdf" | "docx") {
    const doc = written();
    if (!doc) return;
    const messages = EXPORT_TOASTS[kind];
    setExporting(kind);
    try {
      const { blob, name } = await createDocument(kind, doc);
      downloadBlob(blob, name);
      toast.success(messages.done);
    } catch (error) {
      console.warn(`[builder] ${messages.label} export failed`, error);
      toast.error(messages.failed);
    } finally {
      setExporting(null);
    }
  }

  return {
    exporting,
    copy: () => void copyText(document?.body ?? ""),
    copyEmail: () => {
      const doc = written();
      if (!doc) return;
      const { subject, text } = emailBody(textLetter(doc));
      void copyText(subject ? `${subject}\n\n${text}` : text, LETTER_ACTIONS.emailCopied);
    },
    downloadText: () => {
      const doc = written();
      if (!doc) return;
      downloadBlob(textFileBlob(letterPlainText(textLetter(doc))), TEXT_FILE_NAME);
      toast.success(BUILDER_TOASTS.downloaded);
    },
    downloadPdf: () => void download("pdf"),
    downloadDocx: () => void download("docx"),
  };
}
