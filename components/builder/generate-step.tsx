"use client";

import { useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import {
  ArrowLeft,
  ChevronDown,
  Copy,
  Download,
  FileDown,
  FileText,
  Loader2,
  Mail,
  Pencil,
  PenLine,
  RefreshCw,
  RotateCcw,
  Sparkles,
} from "lucide";
import { Icon } from "@/components/ui/icon";

import { lazyComponent } from "@/components/ui/lazy-component";
import { FormAlert } from "@/components/forms/form-alert";
import { controlClassName } from "@/components/forms/control-class";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { LetterOptionsFields } from "@/components/builder/letter-options";
import { LetterPaper, type LetterFlags } from "@/components/builder/letter-paper";
import type { ParagraphInput } from "@/components/builder/paragraph-actions";
import { useExport } from "@/components/builder/use-export";
import type { LetterEditor, LetterState } from "@/components/builder/use-letter";
import { letterCounts } from "@/lib/builder/letter-counts";
import type { LetterOptions } from "@/lib/builder/options";
import type { LetterDocument, LetterLayout } from "@/lib/letter/layout";
import { selectableParagraphs } from "@/lib/letter/paragraphs";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { GENERATE_STEP, LETTER_ACTIONS, LETTER_COUNTS, LETTER_OPTIONS } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";
import { PAGES } from "@/lib/routes";

/** The letter being shown or written. */
export type LetterView = {
  current: LetterState | null;
  generating: boolean;
  /** The fact gate's notice while the letter is written again. */
  rewriting?: string | null;
  /** The monthly limit allows another letter. */
  allowed: boolean;
};

/** The letter's options (tone, length, formatting, template) as chosen. */
export type LetterOptionsView = {
  value: LetterOptions;
  premium: boolean;
  onChange(options: LetterOptions): void;
};

export type StepActions = {
  back(): void;
  startOver(): void;
  generate(): void;
};

/** The letter's header (sender, date, recipient, subject) and how it is saved. */
export type LetterHeaderView = {
  /** Null for a letter without a layout: there is no header to edit. */
  layout: LetterLayout | null;
  saving: boolean;
  onSave(layout: LetterLayout): void;
};

/** Rewrite, Shorten, More formal and More personal of one chosen paragraph of the written letter. */
export type ParagraphActionsView = {
  /** Premium or staff: the model's actions (More formal and More personal) are open. */
  premium: boolean;
  /** Shows and saves the letter with the changed paragraph (a new version, source "paragraph"). */
  onApply(newLetter: string): void;
  input: ParagraphInput;
};

type GenerateStepProps = {
  letter: LetterView;
  /** What the preview draws: the letter as written (or as streamed so far), its layout, formatting and template. */
  document: LetterDocument;
  editor: LetterEditor;
  options: LetterOptionsView;
  actions: StepActions;
  /** What was read from the advert, correctable before (re)generating. */
  advertStrip?: ReactNode;
  /** The written letter's unsupported claims, flagged in the preview. */
  flags?: LetterFlags;
  /** Above the written letter: how many of its claims the CV shows. */
  claimSummary?: ReactNode;
  /** How the CV matches the advert, whether or not a letter is written yet. */
  matchPanel?: ReactNode;
  header?: LetterHeaderView;
  paragraphActions?: ParagraphActionsView;
};

// Below the preview and not needed for the first paint of step 1.
// Loaded when first used: the header form on "Letter header", the toolbar when a paragraph is selected.
const LetterHeaderForm = lazyComponent(() =>
  import("@/components/builder/letter-header-form").then((mod) => mod.LetterHeaderForm),
);
const ParagraphActions = lazyComponent(() =>
  import("@/components/builder/paragraph-actions").then((mod) => mod.ParagraphActions),
);
const FormatControls = lazyComponent(() =>
  import("@/components/builder/format-controls").then((mod) => mod.FormatControls),
);

/** Step 2 'Generate' (docs/spec.md, product §2, 001 §2): the ready panel or the preview, its actions and the format controls. */
export function GenerateStep({
  letter: view,
  document,
  editor,
  options,
  actions,
  advertStrip,
  flags,
  claimSummary,
  matchPanel,
  header,
  paragraphActions,
}: GenerateStepProps) {
  const { current: letter, generating, rewriting, allowed } = view;
  const { premium } = options;
  // The exports (and their texts) load with step 2, not with step 1 (docs/architecture.md §7).
  const exportActions = useExport(letter && !generating ? document : null);
  const { exporting } = exportActions;
  const hasLetter = Boolean(letter?.text) && !generating;
  const [formatOpen, setFormatOpen] = useState(false);
  // "saving": the form stays open until the header is saved, then the preview shows it.
  const [headerForm, setHeaderForm] = useState<"closed" | "open" | "saving">("closed");
  if (headerForm === "saving" && !header?.saving) setHeaderForm("closed");
  // Once the header form closes, focus goes back to the button that opened it.
  const focusHeaderButton = useRef(false);
  const headerLayout = hasLetter ? (header?.layout ?? null) : null;
  const editingHeader = headerForm !== "closed" && headerLayout !== null;
  const editing = editor.editing || editingHeader;
  const counts = hasLetter ? letterCounts(document.body) : null;
  // The chosen paragraph belongs to one text: another letter (or a changed one) starts with none chosen.
  const [chosen, setChosen] = useState<{ text: string; index: number } | null>(null);
  const choosing = hasLetter && paragraphActions && letter ? letter.text : null;
  const selectable = choosing === null ? [] : selectableParagraphs(choosing);
  const selected = chosen && chosen.text === choosing ? chosen.index : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="outline" onClick={actions.back} disabled={generating}>
          <Icon node={ArrowLeft} aria-hidden="true" />
          {GENERATE_STEP.backToInput}
        </Button>
        <Button type="button" variant="ghost" onClick={actions.startOver} disabled={generating}>
          <Icon node={RotateCcw} aria-hidden="true" />
          {GENERATE_STEP.startOver}
        </Button>
      </div>

      {!letter && !generating ? (
        <section
          aria-labelledby="ready-title"
          className="rounded-xl border bg-card p-6 text-center shadow-sm"
        >
          <Icon node={Sparkles} className="mx-auto size-8 text-primary" aria-hidden="true" />
          <h3 id="ready-title" className="mt-3 text-lg font-semibold">
            {GENERATE_STEP.readyTitle}
          </h3>
          <p className="mx-auto mt-2 max-w-prose text-sm text-muted-foreground">{GENERATE_STEP.readyText}</p>
          {advertStrip && <div className="mx-auto mt-5 max-w-2xl">{advertStrip}</div>}
          <div className="mt-5 flex justify-center">
            <LetterOptionsFields options={options.value} onChange={options.onChange} />
          </div>
          <Button type="button" size="lg" className="mt-5" onClick={actions.generate} disabled={!allowed}>
            <Icon node={Sparkles} aria-hidden="true" />
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
            {!editing && (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={editor.start}
                  disabled={!hasLetter}
                >
                  <Icon node={Pencil} aria-hidden="true" />
                  {GENERATE_STEP.edit}
                </Button>
                {headerLayout && (
                  <Button
                    ref={(button) => {
                      if (!button || !focusHeaderButton.current) return;
                      focusHeaderButton.current = false;
                      button.focus();
                    }}
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      focusHeaderButton.current = true;
                      setHeaderForm("open");
                    }}
                  >
                    <Icon node={PenLine} aria-hidden="true" />
                    {LETTER_ACTIONS.header}
                  </Button>
                )}
              </div>
            )}
          </div>

          {!editing && (
            <div className="grid gap-1.5">
              <div className="flex flex-wrap items-end gap-3">
                <LetterOptionsFields
                  options={options.value}
                  disabled={generating}
                  hintId="letter-options-hint"
                  onChange={options.onChange}
                />
                <Button
                  type="button"
                  variant="outline"
                  onClick={actions.generate}
                  disabled={!allowed || generating}
                  aria-busy={generating || undefined}
                >
                  {generating ? (
                    <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Icon node={RefreshCw} aria-hidden="true" />
                  )}
                  {generating ? GENERATE_STEP.generating : GENERATE_STEP.regenerate}
                </Button>
              </div>
              <p id="letter-options-hint" className="text-xs text-muted-foreground">
                {LETTER_OPTIONS.hint}
              </p>
            </div>
          )}

          {advertStrip}

          {generating && (
            <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
              <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
              {rewriting ?? GENERATE_STEP.writing}
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

          {hasLetter && !editing && claimSummary}

          {choosing !== null && paragraphActions && !editing && (
            <ParagraphActions
              letter={choosing}
              selected={selected}
              place={selected === null ? null : selectable.indexOf(selected) + 1}
              premium={paragraphActions.premium}
              input={paragraphActions.input}
              onApply={(next) => {
                paragraphActions.onApply(next);
                if (selected !== null) setChosen({ text: next, index: selected });
              }}
            />
          )}

          {editingHeader && headerLayout ? (
            <LetterHeaderForm
              key={letter?.itemId}
              layout={headerLayout}
              pageSize={document.formatting.pageSize}
              saving={headerForm === "saving"}
              onSave={(layout) => {
                header?.onSave(layout);
                setHeaderForm("saving");
              }}
              onCancel={() => setHeaderForm("closed")}
            />
          ) : editor.editing ? (
            <div className="grid gap-3">
              <Label htmlFor="letter-editor">{GENERATE_STEP.editLabel}</Label>
              <Textarea
                id="letter-editor"
                rows={18}
                value={editor.text}
                maxLength={INPUT_LIMITS.letterMaxChars}
                onChange={(event) => editor.change(event.target.value)}
                className={cn(
                  controlClassName,
                  "h-auto field-sizing-fixed resize-y font-serif leading-relaxed",
                )}
              />
              <div className="flex gap-2">
                <Button
                  type="button"
                  onClick={editor.save}
                  disabled={editor.saving || !editor.text.trim()}
                  aria-busy={editor.saving || undefined}
                >
                  {editor.saving && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
                  {editor.saving ? GENERATE_STEP.saving : GENERATE_STEP.save}
                </Button>
                <Button type="button" variant="outline" onClick={editor.cancel} disabled={editor.saving}>
                  {GENERATE_STEP.cancel}
                </Button>
              </div>
            </div>
          ) : (
            <div
              role="region"
              aria-label={GENERATE_STEP.previewLabel}
              aria-busy={generating || undefined}
              // On a phone the paper takes the card's full width: the frame reaches over the card's padding.
              className="-mx-4 bg-muted/60 py-3 sm:mx-0 sm:rounded-lg sm:p-6"
            >
              <LetterPaper
                document={document}
                streaming={generating}
                flags={hasLetter ? flags : undefined}
                selection={
                  choosing === null
                    ? undefined
                    : {
                        selectable,
                        selected,
                        onSelect: (index) => setChosen(index === null ? null : { text: choosing, index }),
                      }
                }
              />
            </div>
          )}

          {counts && !editing && (
            <p className="text-sm text-muted-foreground tabular-nums">
              {LETTER_COUNTS.body(counts.words, counts.characters)}
            </p>
          )}

          {hasLetter && !editing && (
            <div className="grid gap-3">
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={exportActions.copy}>
                  <Icon node={Copy} aria-hidden="true" />
                  {GENERATE_STEP.copy}
                </Button>
                <Button type="button" variant="outline" onClick={exportActions.copyEmail}>
                  <Icon node={Mail} aria-hidden="true" />
                  {LETTER_ACTIONS.copyEmail}
                </Button>
                <Button type="button" variant="outline" onClick={exportActions.downloadText}>
                  <Icon node={FileText} aria-hidden="true" />
                  {GENERATE_STEP.downloadText}
                </Button>
                {premium && (
                  <>
                    <Button
                      type="button"
                      onClick={exportActions.downloadPdf}
                      disabled={exporting !== null}
                      aria-busy={exporting === "pdf" || undefined}
                    >
                      {exporting === "pdf" ? (
                        <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Icon node={Download} aria-hidden="true" />
                      )}
                      {exporting === "pdf" ? GENERATE_STEP.exportingPdf : GENERATE_STEP.downloadPdf}
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={exportActions.downloadDocx}
                      disabled={exporting !== null}
                      aria-busy={exporting === "docx" || undefined}
                    >
                      {exporting === "docx" ? (
                        <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
                      ) : (
                        <Icon node={FileDown} aria-hidden="true" />
                      )}
                      {exporting === "docx" ? GENERATE_STEP.exportingDocx : GENERATE_STEP.downloadDocx}
                    </Button>
                  </>
                )}
              </div>
              {!premium && (
                <p className="text-sm text-muted-foreground">
                  {GENERATE_STEP.exportLocked}{" "}
                  <Link
                    href={PAGES.pricing}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {GENERATE_STEP.upgrade}
                  </Link>
                </p>
              )}
            </div>
          )}
        </section>
      )}

      {matchPanel}

      <div className="grid gap-3">
        {/* On a phone the controls fold away under the letter; from lg they are always open. */}
        <Button
          type="button"
          variant="outline"
          className="justify-between lg:hidden"
          aria-expanded={formatOpen}
          aria-controls="format-controls"
          onClick={() => setFormatOpen(!formatOpen)}
        >
          {LETTER_ACTIONS.formatToggle}
          <Icon
            node={ChevronDown}
            className={cn("transition-transform", formatOpen && "rotate-180")}
            aria-hidden="true"
          />
        </Button>
        <div id="format-controls" className={cn(!formatOpen && "max-lg:hidden")}>
          <FormatControls
            options={options.value}
            premium={premium}
            disabled={generating}
            onChange={options.onChange}
          />
        </div>
      </div>
    </div>
  );
}
