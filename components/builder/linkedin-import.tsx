"use client";

import Link from "next/link";
import { useId, useRef, useState } from "react";
import { Crown, Loader2, Lock } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { FilePickButton } from "@/components/builder/file-pick-button";
import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import { importFailureReason } from "@/lib/documents/import-file";
import { USAGE_PANEL } from "@/lib/messages/builder/page";
import { LINKEDIN_IMPORT, UPLOAD, UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";
import { API, PAGES } from "@/lib/routes";

type LinkedInImportProps = {
  premium: boolean;
  onImported(text: string, fileName: string): void;
};

class ImportRefused extends Error {}

/** Reads the export with pdf.js here (loaded on demand), then lets the server parse it: the plan is checked there. */
async function importProfile(file: File): Promise<{ cvContent: string; name: string }> {
  if (file.size > UPLOAD.maxBytes) throw new ImportRefused(UPLOAD_ERRORS.tooLarge);
  if (!file.name.toLowerCase().endsWith(".pdf") && file.type !== "application/pdf") {
    throw new ImportRefused(LINKEDIN_IMPORT.notPdf);
  }
  const [{ extractPdfLines }, { loadBrowserPdfJs }] = await Promise.all([
    import("@/lib/documents/pdf-lines"),
    import("@/lib/documents/pdf-text"),
  ]);
  let pages;
  try {
    pages = await extractPdfLines(await file.arrayBuffer(), await loadBrowserPdfJs());
  } catch (error) {
    throw new ImportRefused(UPLOAD_ERRORS.alert(importFailureReason(error)));
  }
  let body: { cvContent?: string; name?: string };
  try {
    body = await requestJson(API.linkedInImport, {
      method: "POST",
      body: { pages },
      messages: { network: LINKEDIN_IMPORT.failed, server: LINKEDIN_IMPORT.failed },
    });
  } catch (error) {
    throw new ImportRefused(failureMessage(error, LINKEDIN_IMPORT.failed));
  }
  if (!body.cvContent) throw new ImportRefused(LINKEDIN_IMPORT.failed);
  return { cvContent: body.cvContent, name: body.name ?? "" };
}

/** The LinkedIn PDF mode of step 1 (docs/decisions.md 'LinkedIn import', Premium); free users see it locked. */
export function LinkedInImport({ premium, onImported }: LinkedInImportProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!premium) {
    return (
      <p className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950">
        <Icon node={Lock} className="size-4" aria-hidden="true" />
        {LINKEDIN_IMPORT.locked}
        <Link href={PAGES.pricing} className="font-medium text-primary underline underline-offset-4">
          {USAGE_PANEL.upgrade}
        </Link>
      </p>
    );
  }

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProcessing(true);
    try {
      const { cvContent, name } = await importProfile(file);
      onImported(cvContent, file.name);
      toast.success(LINKEDIN_IMPORT.imported(name));
    } catch (error) {
      setFailure(error instanceof ImportRefused ? error.message : LINKEDIN_IMPORT.failed);
    } finally {
      setProcessing(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="grid gap-3">
      <p id={`${inputId}-how`} className="flex items-start gap-2 text-sm text-muted-foreground">
        <Icon node={Crown} className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
        {LINKEDIN_IMPORT.howTo}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton
          id={inputId}
          label={LINKEDIN_IMPORT.choose}
          accept={LINKEDIN_IMPORT.accept}
          describedBy={`${inputId}-how`}
          disabled={processing}
          inputRef={input}
          onFile={(file) => void handleFile(file)}
        />
        {processing && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
            {LINKEDIN_IMPORT.processing}
          </span>
        )}
      </div>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
