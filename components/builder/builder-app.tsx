"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { lazyComponent } from "@/components/ui/lazy-component";
import { FullScreenSpinner } from "@/components/forms/full-screen-spinner";
import { toast } from "@/components/ui/toast";
import { HistoryPanel } from "@/components/builder/history-panel";
import { InputStep } from "@/components/builder/input-step";
import { ProgressList } from "@/components/builder/progress-list";
import { BuilderQueryProvider } from "@/components/builder/query-provider";
import { StepHeader } from "@/components/builder/step-header";
import { LimitReachedBox, UsagePanel } from "@/components/builder/usage-panel";
import { useClaimCheck } from "@/components/builder/use-claim-check";
import { useConfirm } from "@/components/builder/use-confirm";
import { useDraft } from "@/components/builder/use-draft";
import { useGeneration } from "@/components/builder/use-generation";
import { useHistory } from "@/components/builder/use-history";
import { letterFromItem, useLetter } from "@/components/builder/use-letter";
import { useSavedFormat } from "@/components/builder/use-saved-format";
import { useSuggestions } from "@/components/builder/use-suggestions";
import { useUsage } from "@/components/builder/use-usage";
import { isStaff } from "@/lib/auth/access";
import { advertOverrides } from "@/lib/builder/advert-edits";
import { localIsoDate } from "@/lib/builder/local-date";
import { inputReady, type BuilderDraft } from "@/lib/builder/persistence";
import { canGenerate, limitReached, type BuilderRole } from "@/lib/builder/usage";
import type { HistoryItem } from "@/lib/history/history-item";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import { BUILDER_PAGE, BUILDER_STEPS, CONFIRM_DIALOG, HISTORY_PANEL } from "@/lib/messages/builder/page";
import type { MonthlyUsage } from "@/lib/usage/quota";

// Not needed for the first paint: suggestions follow a letter; the advert strip, the claim summary and the match come
// with step 2; the admin tools are for staff only.
const SuggestionsPanel = lazyComponent(() =>
  import("@/components/builder/suggestions-panel").then((mod) => mod.SuggestionsPanel),
);
// Step 2 (the letter, its layout and its exports) loads when the user first reaches it, not with step 1.
const GenerateStep = lazyComponent(
  () => import("@/components/builder/generate-step").then((mod) => mod.GenerateStep),
  <p role="status" className="inline-flex items-center gap-2 py-8 text-sm text-muted-foreground">
    <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
    {BUILDER_PAGE.loadingStep}
  </p>,
);
const AdvertStrip = lazyComponent(() =>
  import("@/components/builder/advert-strip").then((mod) => mod.AdvertStrip),
);
const ClaimSummary = lazyComponent(() =>
  import("@/components/builder/claim-summary").then((mod) => mod.ClaimSummary),
);
const MatchPanel = lazyComponent(() =>
  import("@/components/builder/match-panel").then((mod) => mod.MatchPanel),
);
const AdminTools = lazyComponent(() =>
  import("@/components/builder/admin-tools").then((mod) => mod.AdminTools),
);
const VersionsPanel = lazyComponent(() =>
  import("@/components/builder/versions-panel").then((mod) => mod.VersionsPanel),
);

type BuilderAppProps = {
  role: BuilderRole;
  premium: boolean;
  initialUsage: MonthlyUsage;
  initialHistory: HistoryItem[];
  /** Letters deleted in the last 30 days, for "Recently deleted". */
  initialDeleted: HistoryItem[];
};

const noopSubscribe = () => () => {};

/**
 * The builder page (docs/spec.md, product §2). It renders in the browser only: the typed input lives in session storage, and
 * until that is read the page says 'Loading user data...'.
 */
export function BuilderApp(props: BuilderAppProps) {
  const mounted = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  if (!mounted) return <FullScreenSpinner label={BUILDER_PAGE.loadingUser} />;
  return (
    <BuilderQueryProvider>
      <BuilderWorkspace {...props} />
    </BuilderQueryProvider>
  );
}

/** What a reload brings back (docs/architecture.md §13): the step, the open letter and an edit in progress. */
function restoredView(draft: BuilderDraft, history: HistoryItem[]) {
  const item = history.find((entry) => entry.id === draft.view.letterId);
  const letter = item ? letterFromItem(item) : null;
  const step: 1 | 2 = draft.view.step === 2 && (letter !== null || inputReady(draft)) ? 2 : 1;
  return { step, letter: step === 2 ? letter : null, editText: draft.view.editText };
}

/** Puts the concerns together: the draft, the letter and its generation, suggestions, exports, history and usage. */
function BuilderWorkspace({ role, premium, initialUsage, initialHistory, initialDeleted }: BuilderAppProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const { draft, update: updateDraft, advert, formatting, template, ...draftActions } = useDraft(premium);
  const [restored] = useState(() => restoredView(draft, initialHistory));
  const [step, setStep] = useState<1 | 2>(restored.step);
  const { usage, ...usageActions } = useUsage(initialUsage);
  const { letter, editor, header, ...letterActions } = useLetter(restored);
  const history = useHistory({ initialHistory, onForget: letterActions.forget });
  const claims = useClaimCheck(letter, letterActions.update);
  const generation = useGeneration();
  const suggestions = useSuggestions();
  useSavedFormat(letter?.itemId ?? null, formatting, draft.options.templateId);

  const letterId = letter?.itemId ?? null;
  const editText = editor.editing ? editor.text : null;
  useEffect(() => {
    const view = draft.view;
    if (view.step !== step || view.letterId !== letterId || view.editText !== editText)
      updateDraft({ view: { step, letterId, editText } });
  }, [draft.view, step, letterId, editText, updateDraft]);

  const shownDocument = {
    body: generation.generating ? (generation.streamText ?? "") : (letter?.text ?? ""),
    layout: generation.generating ? generation.streamLayout : (letter?.layout ?? null),
    formatting,
    template,
  };

  const focusMain = () => requestAnimationFrame(() => mainRef.current?.focus());

  function generate() {
    if (generation.generating) return;
    if (!canGenerate(usage)) {
      toast.error(AI_ERROR_MESSAGES.monthlyLimit);
      return;
    }
    if (!inputReady(draft)) {
      setStep(1);
      return;
    }
    const input = {
      jobDescription: draft.jobDescription.trim(),
      cvContent: draft.cvContent.trim(),
      additionalNotes: draft.additionalNotes.trim(),
    };
    letterActions.stopEditing();
    void generation.generate(
      {
        ...input,
        tone: draft.options.tone,
        length: draft.options.length,
        formatting,
        templateId: draft.options.templateId,
        today: localIsoDate(),
        advert: advertOverrides(advert.edits),
        applicationId: letter?.itemId ?? undefined,
      },
      {
        onDone: (event) => {
          letterActions.show({
            text: event.item.letter,
            itemId: event.item.id,
            engine: event.engine,
            notices: event.notices,
            error: event.error,
            input,
            check: event.item.check,
            confirmed: event.item.confirmedClaims,
            layout: event.item.layout,
          });
          toast.success(event.message);
          history.add(event.item);
          usageActions.refreshSoon(event.usage);
          if (premium) suggestions.request(input);
          else suggestions.reset();
        },
        onLimited: usageActions.set,
      },
    );
  }

  function goToStep2() {
    setStep(2);
    focusMain();
  }

  function backToInput() {
    letterActions.stopEditing();
    setStep(1);
    focusMain();
  }

  const startOverConfirm = useConfirm();

  /** Asks first when typed input or an unsaved edit would be lost (docs/product-rules.md 'Deleting letters'). */
  async function startOver() {
    const typed = [draft.jobDescription, draft.cvContent, draft.additionalNotes].some((text) => text.trim());
    if ((typed || editor.editing) && !(await startOverConfirm.confirm(CONFIRM_DIALOG.startOver))) return;
    draftActions.reset();
    letterActions.show(null);
    suggestions.reset();
    setStep(1);
    focusMain();
  }

  function openHistoryItem(item: HistoryItem) {
    if (generation.generating) return;
    draftActions.openItem(item);
    letterActions.show(letterFromItem(item));
    suggestions.reset();
    setStep(2);
    focusMain();
  }

  const progress = step === 1 ? 0 : letter ? 2 : 1;
  const stepInfo = BUILDER_STEPS[step - 1] ?? BUILDER_STEPS[0];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="mb-6 grid gap-4">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{BUILDER_PAGE.title}</h1>
        <StepHeader step={step} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div
          ref={mainRef}
          tabIndex={-1}
          className="grid min-w-0 gap-6 outline-none lg:col-start-2 lg:row-start-1"
          aria-labelledby="step-title"
          role="region"
        >
          <div>
            <h2 id="step-title" className="text-xl font-semibold">
              {`Step ${stepInfo.number}: ${stepInfo.title}`}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{stepInfo.description}</p>
          </div>
          {step === 1 ? (
            <InputStep
              draft={draft}
              premium={premium}
              limitReached={limitReached(usage)}
              onChange={updateDraft}
              onSubmit={goToStep2}
            />
          ) : (
            <>
              <GenerateStep
                document={shownDocument}
                header={{ layout: header.layout, saving: header.saving, onSave: header.save }}
                paragraphActions={
                  letter
                    ? {
                        premium,
                        onApply: letterActions.applyParagraph,
                        input: { ...letter.input, advert: advertOverrides(advert.edits) },
                      }
                    : undefined
                }
                letter={{
                  current: letter,
                  generating: generation.generating,
                  rewriting: generation.rewriting,
                  allowed: canGenerate(usage),
                }}
                flags={{
                  check: claims.check,
                  confirming: claims.confirming,
                  onConfirm: claims.confirm,
                }}
                claimSummary={
                  <ClaimSummary
                    claims={claims}
                    notes={draft.additionalNotes}
                    onNotesChange={(additionalNotes) => updateDraft({ additionalNotes })}
                  />
                }
                matchPanel={<MatchPanel cvContent={draft.cvContent} jobDescription={draft.jobDescription} />}
                editor={editor}
                options={{
                  value: draft.options,
                  premium,
                  onChange: (options) => updateDraft({ options }),
                }}
                actions={{ back: backToInput, startOver, generate }}
                advertStrip={
                  <AdvertStrip
                    state={advert.state}
                    edits={advert.edits}
                    fingerprint={advert.fingerprint}
                    disabled={generation.generating}
                    onSave={(advertEdits) => updateDraft({ advertEdits })}
                  />
                }
              />
              {letter?.itemId && (
                <VersionsPanel
                  itemId={letter.itemId}
                  onRestored={(item) => letterActions.show(letterFromItem(item))}
                />
              )}
              {letter && (
                <SuggestionsPanel
                  state={suggestions.state}
                  premium={premium}
                  onRequest={() =>
                    suggestions.request({
                      cvContent: draft.cvContent.trim(),
                      jobDescription: draft.jobDescription.trim(),
                    })
                  }
                />
              )}
            </>
          )}
          {isStaff(role) && <AdminTools cvContent={draft.cvContent} />}
        </div>
        <aside aria-label="Your account and history" className="grid gap-4 lg:col-start-1 lg:row-start-1">
          <UsagePanel role={role} usage={usage} />
          {limitReached(usage) && <LimitReachedBox />}
          <HistoryPanel
            items={history.items}
            search={history.search}
            loading={history.loading}
            activeId={letter?.itemId ?? null}
            onSearch={history.setSearch}
            onOpen={openHistoryItem}
            onToggleFavorite={history.toggleFavorite}
            onDelete={history.remove}
            onClear={history.clear}
            initialDeleted={initialDeleted}
          />
          <ProgressList current={progress} />
        </aside>
      </div>
      <span className="sr-only" aria-live="polite">
        {history.loading ? HISTORY_PANEL.loading : ""}
      </span>
      {startOverConfirm.dialog}
    </div>
  );
}
