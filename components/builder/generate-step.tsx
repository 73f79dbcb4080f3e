"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import {
  ArrowLeft,
  Copy,
  Download,
  FileDown,
  FileText,
  Loader2,
  Pencil,
  RefreshCw,
  RotateCcw,
  Sparkles,
} from "lucide-react";

import { FormAlert } from "@/components/auth/form-alert";
import { inputClassName } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { FormatControls } from "@/components/builder/format-controls";
import { LetterPaper } from "@/components/builder/letter-paper";
import type { LetterOptions } from "@/lib/builder/options";
import type { LetterTemplate } from "@/lib/builder/templates";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { GENERATE_STEP } from "@/lib/messages/builder";
import type { Formatting } from "@/lib/validation/ai";
import { cn } from "@/lib/utils";

export type LetterState = {
  text: string;
  itemId: string | null;
  engine: "ai" | "offline" | null;
  notices: string[];
  error: string | null;
};

type GenerateStepProps = {
  letter: LetterState | null;
  streamText: string | null;
  generating: boolean;
  allowed: boolean;
  premium: boolean;
  options: LetterOptions;
  formatting: Formatting;
  template: LetterTemplate;
  editing: boolean;
  editText: string;
  saving: boolean;
  exporting: "pdf" | "docx" | null;
  /** What was read from the advert, correctable before (re)generating. */
  advertStrip?: ReactNode;
  onOptions(options: LetterOptions): void;
  onBack(): void;
  onStartOver(): void;
  onGenerate(): void;
  onEdit(): void;
  onEditText(text: string): void;
  onSave(): void;
  onCancelEdit(): void;
  onCopy(): void;
  onDownloadText(): void;
  onDownloadPdf(): void;
  onDownloadDocx(): void;
};

/** Step 2 'Generate' (docs/spec.md, product §2, 001 §2): the ready panel or the preview, its actions and the format controls. */
export function GenerateStep(props: GenerateStepProps) {
  const { letter, streamText, generating, allowed } = props;
  const shownText = generating ? (streamText ?? "") : (letter?.text ?? "");
  const hasLetter = Boolean(letter?.text) && !generating;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" onClick={props.onBack} disabled={generating}>
          <ArrowLeft aria-hidden="true" />
          {GENERATE_STEP.backToInput}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onStartOver} disabled={generating}>
          <RotateCcw aria-hidden="true" />
          {GENERATE_STEP.startOver}
        </Button>
      </div>

      {!letter && !generating ? (
        <section
          aria-labelledby="ready-title"
          className="rounded-xl border bg-card p-6 text-center shadow-sm"
        >
          <Sparkles className="mx-auto size-8 text-primary" aria-hidden="true" />
          <h3 id="ready-title" className="mt-3 text-lg font-semibold">
            {GENERATE_STEP.readyTitle}
          </h3>
          <p className="mx-auto mt-2 max-w-prose text-sm text-muted-foreground">{GENERATE_STEP.readyText}</p>
          {props.advertStrip && <div className="mx-auto mt-5 max-w-2xl">{props.advertStrip}</div>}
          <Button type="button" size="lg" className="mt-5" onClick={props.onGenerate} disabled={!allowed}>
            <Sparkles aria-hidden="true" />
            {GENERATE_STEP.generate}
          </Button>
        </section>
      ) : (
        <section
          aria-labelledby="preview-title"
          className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="preview-title" className="text-base font-semibold">
              {GENERATE_STEP.previewTitle}
            </h3>
            {!props.editing && (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={props.onGenerate}
                  disabled={!allowed || generating}
                  aria-busy={generating || undefined}
                >
                  {generating ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <RefreshCw aria-hidden="true" />
                  )}
                  {generating ? GENERATE_STEP.generating : GENERATE_STEP.regenerate}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={props.onEdit}
                  disabled={!hasLetter}
                >
                  <Pencil aria-hidden="true" />
                  {GENERATE_STEP.edit}
                </Button>
              </div>
            )}
          </div>

          {props.advertStrip}

          {generating && (
            <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {GENERATE_STEP.writing}
            </p>
          )}

          {letter && !generating && letter.engine === "offline" && letter.notices.length > 0 && (
            <FormAlert tone="info">
              <p className="font-medium">
                {letter.error ? GENERATE_STEP.templateTitle : GENERATE_STEP.offlineTitle}
              </p>
              {letter.notices.map((notice) => (
                <p key={notice} className="mt-1">
                  {notice}
                </p>
              ))}
            </FormAlert>
          )}

          {props.editing ? (
            <div className="grid gap-3">
              <label htmlFor="letter-editor" className="text-sm font-medium">
                {GENERATE_STEP.editLabel}
              </label>
              <textarea
                id="letter-editor"
                rows={18}
                value={props.editText}
                maxLength={INPUT_LIMITS.letterMaxChars}
                onChange={(event) => props.onEditText(event.target.value)}
                className={cn(inputClassName, "h-auto resize-y font-serif leading-relaxed")}
              />
              <div className="flex gap-2">
                <Button
                  type="button"
                  onClick={props.onSave}
                  disabled={props.saving || !props.editText.trim()}
                  aria-busy={props.saving || undefined}
                >
                  {props.saving && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {props.saving ? GENERATE_STEP.saving : GENERATE_STEP.save}
                </Button>
                <Button type="button" variant="outline" onClick={props.onCancelEdit} disabled={props.saving}>
                  {GENERATE_STEP.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <div
              role="region"
              aria-label={GENERATE_STEP.previewLabel}
              aria-busy={generating || undefined}
              className="rounded-lg bg-muted/60 p-3 sm:p-6"
            >
              <LetterPaper
                text={shownText}
                formatting={props.formatting}
                template={props.template}
                streaming={generating}
              />
            </div>
          )}

          {hasLetter && !props.editing && (
            <div className="grid gap-3">
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={props.onCopy}>
                  <Copy aria-hidden="true" />
                  {GENERATE_STEP.copy}
                </Button>
                <Button type="button" variant="outline" onClick={props.onDownloadText}>
                  <FileText aria-hidden="true" />
                  {GENERATE_STEP.downloadText}
                </Button>
                {props.premium && (
                  <>
                    <Button
                      type="button"
                      onClick={props.onDownloadPdf}
                      disabled={props.exporting !== null}
                      aria-busy={props.exporting === "pdf" || undefined}
                    >
                      {props.exporting === "pdf" ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Download aria-hidden="true" />
                      )}
                      {props.exporting === "pdf" ? GENERATE_STEP.exportingPdf : GENERATE_STEP.downloadPdf}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={props.onDownloadDocx}
                      disabled={props.exporting !== null}
                      aria-busy={props.exporting === "docx" || undefined}
                    >
                      {props.exporting === "docx" ? (
                        <Loader2 className="animate-spin" aria-hidden="true" />
                      ) : (
                        <FileDown aria-hidden="true" />
                      )}
                      {props.exporting === "docx" ? GENERATE_STEP.exportingDocx : GENERATE_STEP.downloadDocx}
                    </Button>
                  </>
                )}
              </div>
              {!props.premium && (
                <p className="text-sm text-muted-foreground">
                  {GENERATE_STEP.exportLocked}{" "}
                  <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
                    {GENERATE_STEP.upgrade}
                  </Link>
                </p>
              )}
            </div>
          )}
        </section>
      )}

      <FormatControls
        options={props.options}
        premium={props.premium}
        disabled={generating}
        onChange={props.onOptions}
      />
    </div>
  );
}
