"use client";

import { useId, useRef, useState } from "react";
import { FileText, Loader2, X } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { FilePickButton } from "@/components/builder/file-pick-button";
import { Button } from "@/components/ui/button";
import { importCvFile, importFailureReason } from "@/lib/documents/import-file";
import { UPLOAD, UPLOAD_ERRORS } from "@/lib/messages/builder/uploads";

type CvUploadProps = {
  fileName: string | null;
  onExtracted(text: string, fileName: string): void;
  onRemove(): void;
};

/** docs/spec.md (product) §2 and §5: the file picker, the processing spinner, the file name and remove button, the failure alert. */
export function CvUpload({ fileName, onExtracted, onRemove }: CvUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleFile(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setProcessing(true);
    try {
      const text = await importCvFile(file);
      onExtracted(text, file.name);
    } catch (error) {
      setFailure(importFailureReason(error));
    } finally {
      setProcessing(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton
          id={inputId}
          label={UPLOAD.chooseFile}
          accept={UPLOAD.accept}
          describedBy={hintId}
          disabled={processing}
          inputRef={input}
          onFile={(file) => void handleFile(file)}
        />
        {processing && (
          <span role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
            {UPLOAD.processing}
          </span>
        )}
        {fileName && !processing && (
          <span className="inline-flex items-center gap-2 rounded-md bg-muted px-2.5 py-1 text-sm">
            <Icon node={FileText} className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="max-w-[16rem] truncate" title={fileName}>
              {fileName}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="size-6"
              aria-label={UPLOAD.remove}
              onClick={() => {
                setFailure(null);
                onRemove();
              }}
            >
              <Icon node={X} aria-hidden="true" />
            </Button>
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {UPLOAD.hint}
      </p>
      {failure && (
        <FormAlert>
          <p className="font-medium">{UPLOAD_ERRORS.alert(failure)}</p>
          <p className="mt-1">{UPLOAD_ERRORS.alertHint}</p>
        </FormAlert>
      )}
    </div>
  );
}
