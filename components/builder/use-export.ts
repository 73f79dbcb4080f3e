"use client";

import { useState } from "react";

import { toast } from "@/components/ui/toast";
import { copyText } from "@/components/builder/copy-text";
import type { LetterTemplate } from "@/lib/builder/templates";
import { downloadBlob, textFileBlob } from "@/lib/documents/download";
import { BUILDER_TOASTS, TEXT_FILE_NAME } from "@/lib/messages/builder";
import type { Formatting } from "@/lib/validation/ai";

/** Copy and the downloads of the letter (docs/spec.md, product §2, §9); PDF and DOCX are Premium. */
export type ExportActions = {
  exporting: "pdf" | "docx" | null;
  copy(): void;
  downloadText(): void;
  downloadPdf(): void;
  downloadDocx(): void;
};

type Letter = { text: string; formatting: Formatting; template: LetterTemplate };

// The PDF and DOCX libraries are large: they load on the first export, never with the page.
async function createDocument(kind: "pdf" | "docx", letter: Letter): Promise<{ blob: Blob; name: string }> {
  if (kind === "pdf") {
    const [{ createLetterPdfBlob }, { pdfFileName }] = await Promise.all([
      import("@/lib/documents/export-pdf"),
      import("@/lib/documents/pdf-layout"),
    ]);
    return { blob: await createLetterPdfBlob(letter), name: pdfFileName(letter.formatting.pageSize) };
  }
  const [{ createLetterDocxBlob }, { docxFileName }] = await Promise.all([
    import("@/lib/documents/export-docx"),
    import("@/lib/documents/pdf-layout"),
  ]);
  return { blob: await createLetterDocxBlob(letter), name: docxFileName(letter.formatting.pageSize) };
}

const EXPORT_TOASTS = {
  pdf: { done: BUILDER_TOASTS.pdfDownloaded, failed: BUILDER_TOASTS.pdfFailed, label: "PDF" },
  docx: { done: BUILDER_TOASTS.docxDownloaded, failed: BUILDER_TOASTS.docxFailed, label: "DOCX" },
} as const;

export function useExport(text: string, formatting: Formatting, template: LetterTemplate): ExportActions {
  const [exporting, setExporting] = useState<"pdf" | "docx" | null>(null);

  function hasLetter(): boolean {
    if (text) return true;
    toast.error(BUILDER_TOASTS.needLetter);
    return false;
  }

  async function download(kind: "pdf" | "docx") {
    if (!hasLetter()) return;
    const messages = EXPORT_TOASTS[kind];
    setExporting(kind);
    try {
      const { blob, name } = await createDocument(kind, { text, formatting, template });
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
    copy: () => void copyText(text),
    downloadText: () => {
      if (!hasLetter()) return;
      downloadBlob(textFileBlob(text), TEXT_FILE_NAME);
      toast.success(BUILDER_TOASTS.downloaded);
    },
    downloadPdf: () => void download("pdf"),
    downloadDocx: () => void download("docx"),
  };
}
