"use client";

import type { FormEvent } from "react";
import Link from "next/link";
import { CircleAlert, ClipboardPaste, FileUser, Lock, Upload } from "lucide";
import { Icon } from "@/components/ui/icon";

import { lazyComponent } from "@/components/ui/lazy-component";
import { controlClassName } from "@/components/forms/control-class";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { inputReady, type BuilderDraft, type CvMode } from "@/lib/builder/persistence";
import { AI_ERROR_MESSAGES, INPUT_LIMITS } from "@/lib/messages/ai";
import { INPUT_STEP, LIMIT_BOX, TEXTAREA_ROWS, USAGE_PANEL } from "@/lib/messages/builder/page";
import { cn } from "@/lib/utils";
import { withoutControlCharacters } from "@/lib/validation/control-characters";
import { PAGES } from "@/lib/routes";

// The upload and LinkedIn panels (and their texts) load when their mode is chosen, not with step 1
// (docs/architecture.md §7).
const CvUpload = lazyComponent(() => import("@/components/builder/cv-upload").then((mod) => mod.CvUpload));
const LinkedInImport = lazyComponent(() =>
  import("@/components/builder/linkedin-import").then((mod) => mod.LinkedInImport),
);

// Sized by `rows`, not by the text (the Textarea primitive grows with its content by default).
const textareaClassName = cn(controlClassName, "h-auto field-sizing-fixed min-h-0 resize-y leading-relaxed");

type InputStepProps = {
  draft: BuilderDraft;
  /** Premium (or staff): LinkedIn import is unlocked. */
  premium: boolean;
  /** A free user has no letters left this month: said before they fill in the form. */
  limitReached: boolean;
  onChange(patch: Partial<BuilderDraft>): void;
  onSubmit(): void;
};

function Count({ id, value }: { id: string; value: string }) {
  return (
    <p id={id} className="text-xs text-muted-foreground tabular-nums">
      {INPUT_STEP.characters(value.length)}
    </p>
  );
}

/** The monthly limit, told at the top of step 1 (the aside's limit box sits below the form on a phone). */
function LimitNotice() {
  return (
    <div className="flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm text-amber-950">
      <Icon node={CircleAlert} className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{LIMIT_BOX.title}</p>
        <p>
          {AI_ERROR_MESSAGES.monthlyLimit}{" "}
          <Link href={PAGES.pricing} className="font-medium text-primary underline underline-offset-4">
            {USAGE_PANEL.upgrade}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Step 1 'Input' (docs/spec.md, product §2). */
export function InputStep({ draft, premium, limitReached, onChange, onSubmit }: InputStepProps) {
  const ready = inputReady(draft);
  const showCvText = draft.cvMode === "paste" || Boolean(draft.fileName) || draft.cvContent.length > 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready) onSubmit();
  }

  function setMode(cvMode: CvMode) {
    onChange({ cvMode });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Input" className="grid gap-6">
      {limitReached && <LimitNotice />}
      <div className="grid gap-2">
        <Label htmlFor="job-description" className="gap-1">
          {INPUT_STEP.jobDescriptionLabel}{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </Label>
        <Textarea
          id="job-description"
          rows={TEXTAREA_ROWS.jobDescription}
          required
          aria-required="true"
          maxLength={INPUT_LIMITS.jobDescriptionMaxChars}
          aria-describedby="job-description-count"
          placeholder={INPUT_STEP.jobDescriptionPlaceholder}
          value={draft.jobDescription}
          onChange={(event) => onChange({ jobDescription: withoutControlCharacters(event.target.value) })}
          className={textareaClassName}
        />
        <Count id="job-description-count" value={draft.jobDescription} />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          {INPUT_STEP.cvLabel}{" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <div
          role="radiogroup"
          aria-label={INPUT_STEP.cvModeLabel}
          className="inline-flex w-fit rounded-lg border bg-muted p-1"
        >
          {(
            [
              ["paste", INPUT_STEP.pasteText, ClipboardPaste],
              ["upload", INPUT_STEP.uploadFile, Upload],
              ["linkedin", INPUT_STEP.linkedinMode, premium ? FileUser : Lock],
            ] as const
          ).map(([mode, label, shape]) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={draft.cvMode === mode}
              onClick={() => setMode(mode)}
              className={cn(
                "inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors",
                draft.cvMode === mode
                  ? "bg-background text-foreground shadow-xs"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <Icon node={shape} className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {draft.cvMode === "upload" && (
          <CvUpload
            fileName={draft.fileName}
            onExtracted={(text, fileName) =>
              onChange({
                cvContent: withoutControlCharacters(text).slice(0, INPUT_LIMITS.cvMaxChars),
                fileName,
              })
            }
            onRemove={() => onChange({ cvContent: "", fileName: null })}
          />
        )}
        {draft.cvMode === "linkedin" && (
          <LinkedInImport
            premium={premium}
            onImported={(text, fileName) => onChange({ cvContent: withoutControlCharacters(text), fileName })}
          />
        )}
        {showCvText && (
          <div className="grid gap-2">
            <Label htmlFor="cv-content" className={cn(draft.cvMode === "paste" && "sr-only")}>
              {draft.cvMode === "paste" ? INPUT_STEP.cvLabel : INPUT_STEP.extractedLabel}
            </Label>
            <Textarea
              id="cv-content"
              rows={TEXTAREA_ROWS.cv}
              required
              aria-required="true"
              maxLength={INPUT_LIMITS.cvMaxChars}
              aria-describedby="cv-content-count"
              placeholder={INPUT_STEP.cvPlaceholder}
              value={draft.cvContent}
              onChange={(event) => onChange({ cvContent: withoutControlCharacters(event.target.value) })}
              className={textareaClassName}
            />
            <Count id="cv-content-count" value={draft.cvContent} />
          </div>
        )}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor="additional-notes" className="gap-1">
          {INPUT_STEP.notesLabel}{" "}
          <span className="font-normal text-muted-foreground">{INPUT_STEP.notesOptional}</span>
        </Label>
        <Textarea
          id="additional-notes"
          rows={TEXTAREA_ROWS.notes}
          maxLength={INPUT_LIMITS.notesMaxChars}
          placeholder={INPUT_STEP.notesPlaceholder}
          value={draft.additionalNotes}
          onChange={(event) => onChange({ additionalNotes: withoutControlCharacters(event.target.value) })}
          className={textareaClassName}
        />
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="lg"
          disabled={!ready}
          aria-describedby={ready ? undefined : "generate-needs"}
        >
          {INPUT_STEP.generate}
        </Button>
        {!ready && (
          <p id="generate-needs" className="text-sm text-muted-foreground">
            {INPUT_STEP.generateNeeds}
          </p>
        )}
      </div>
    </form>
  );
}
