"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

import { FullScreenSpinner } from "@/components/auth/full-screen-spinner";
import { toast } from "@/components/ui/toast";
import { AdminTools } from "@/components/builder/admin-tools";
import { AdvertStrip } from "@/components/builder/advert-strip";
import { copyText } from "@/components/builder/copy-text";
import { GenerateStep, type LetterState } from "@/components/builder/generate-step";
import { HistoryPanel } from "@/components/builder/history-panel";
import { InputStep } from "@/components/builder/input-step";
import { ProgressList } from "@/components/builder/progress-list";
import { StepHeader } from "@/components/builder/step-header";
import { SuggestionsPanel, type SuggestionsState } from "@/components/builder/suggestions-panel";
import { LimitReachedBox, UsagePanel } from "@/components/builder/usage-panel";
import { useAdvertAnalysis } from "@/components/builder/use-advert-analysis";
import {
  ApiError,
  clearHistory,
  deleteHistoryItem,
  fetchHistory,
  fetchSuggestions,
  fetchUsage,
  NETWORK_ERROR,
  startGenerationRequest,
  updateHistoryItem,
} from "@/lib/builder/api";
import {
  advertFingerprint,
  advertOverrides,
  NO_ADVERT_EDITS,
  reconcileAdvertEdits,
  type AdvertReading,
} from "@/lib/builder/advert-edits";
import { effectiveFormatting, sanitiseOptions } from "@/lib/builder/options";
import {
  clearDraft,
  EMPTY_DRAFT,
  inputReady,
  loadDraft,
  saveDraft,
  type BuilderDraft,
} from "@/lib/builder/persistence";
import { readGenerationStream } from "@/lib/builder/stream";
import { templateById } from "@/lib/builder/templates";
import { canGenerate, limitReached, type BuilderRole } from "@/lib/builder/usage";
import { downloadBlob, textFileBlob } from "@/lib/documents/download";
import type { HistoryItem } from "@/lib/history/history-item";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import {
  BUILDER_PAGE,
  BUILDER_STEPS,
  BUILDER_TOASTS,
  HISTORY_PANEL,
  TEXT_FILE_NAME,
  USAGE_REFRESH_DELAY_MS,
} from "@/lib/messages/builder";
import type { MonthlyUsage } from "@/lib/usage/quota";

type BuilderAppProps = {
  role: BuilderRole;
  premium: boolean;
  initialUsage: MonthlyUsage;
  initialHistory: HistoryItem[];
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
  return <BuilderWorkspace {...props} />;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function BuilderWorkspace({ role, premium, initialUsage, initialHistory }: BuilderAppProps) {
  const [draft, setDraft] = useState<BuilderDraft>(() => loadDraft());
  const [step, setStep] = useState<1 | 2>(1);
  const [usage, setUsage] = useState<MonthlyUsage | null>(initialUsage);
  const [letter, setLetter] = useState<LetterState | null>(null);
  const [streamText, setStreamText] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState(false);
  const [editText, setEditText] = useState("");
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState<"pdf" | "docx" | null>(null);
  const [suggestions, setSuggestions] = useState<SuggestionsState>({ status: "idle" });
  const [history, setHistory] = useState<HistoryItem[]>(initialHistory);
  const [search, setSearch] = useState("");
  const [historyLoading, setHistoryLoading] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef("");
  const suggestionsRun = useRef(0);

  const staff = role === "admin" || role === "super_admin";
  const allowed = canGenerate(usage);
  const formatting = effectiveFormatting(draft.options.formatting, premium);
  const template = templateById(draft.options.templateId);

  // Every change to the input is kept for this tab (a reload or an error never loses it).
  useEffect(() => saveDraft(draft), [draft]);

  const updateDraft = useCallback(
    (patch: Partial<BuilderDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );

  // A new reading of the advert keeps only the corrections that still apply to it.
  const onAdvertReading = useCallback((reading: AdvertReading, fingerprint: string) => {
    setDraft((current) => {
      if (advertFingerprint(current.jobDescription) !== fingerprint) return current;
      const advertEdits = reconcileAdvertEdits(current.advertEdits, reading, fingerprint);
      return advertEdits === current.advertEdits ? current : { ...current, advertEdits };
    });
  }, []);
  const advert = useAdvertAnalysis(draft.jobDescription, onAdvertReading);
  // Corrections made for another advert text apply only once the new reading confirms them (what is shown is sent).
  const advertKey = advertFingerprint(draft.jobDescription);
  const advertEdits = draft.advertEdits.forText === advertKey ? draft.advertEdits : NO_ADVERT_EDITS;

  const focusMain = () => requestAnimationFrame(() => mainRef.current?.focus());

  // History: server-backed search, debounced.
  const loadHistory = useCallback(async (query: string, signal?: AbortSignal) => {
    setHistoryLoading(true);
    try {
      const { items } = await fetchHistory(query, signal);
      if (searchRef.current === query) setHistory(items);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError") && !signal?.aborted)
        toast.error(messageOf(error, BUILDER_TOASTS.historyFailed));
    } finally {
      if (!signal?.aborted) setHistoryLoading(false);
    }
  }, []);

  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const searchAbort = useRef<AbortController | null>(null);
  function onSearch(value: string) {
    setSearch(value);
    searchRef.current = value;
    if (searchTimer.current) clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      searchAbort.current?.abort();
      const controller = new AbortController();
      searchAbort.current = controller;
      void loadHistory(value, controller.signal);
    }, 250);
  }

  useEffect(
    () => () => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
      searchAbort.current?.abort();
    },
    [],
  );

  async function requestSuggestions(input: { cvContent: string; jobDescription: string }) {
    if (!input.cvContent.trim() || !input.jobDescription.trim()) {
      toast.error(AI_ERROR_MESSAGES.suggestionsNeedBoth);
      return;
    }
    const run = ++suggestionsRun.current;
    setSuggestions({ status: "loading" });
    try {
      const response = await fetchSuggestions(input.cvContent, input.jobDescription);
      if (run !== suggestionsRun.current) return;
      setSuggestions({ status: "ready", result: response.result, notice: response.notice });
      toast.success(response.message);
    } catch (error) {
      if (run !== suggestionsRun.current) return;
      const message = messageOf(error, AI_ERROR_MESSAGES.suggestionsFailed);
      setSuggestions({ status: "error", message });
      toast.error(message);
    }
  }

  function refreshUsageSoon(fallback: MonthlyUsage | null) {
    setTimeout(() => {
      fetchUsage()
        .then(setUsage)
        .catch(() => {
          if (fallback) setUsage(fallback);
        });
    }, USAGE_REFRESH_DELAY_MS);
  }

  async function generate() {
    if (generating) return;
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
    setEditing(false);
    setGenerating(true);
    setStreamText("");
    try {
      const body = await startGenerationRequest({
        ...input,
        tone: draft.options.tone,
        length: draft.options.length,
        formatting,
        advert: advertOverrides(advertEdits),
      });
      const outcome = await readGenerationStream(body, { onText: setStreamText });
      if (outcome.kind === "error") {
        toast.error(outcome.message);
        return;
      }
      const { event } = outcome;
      setLetter({
        text: event.item.letter,
        itemId: event.item.id,
        engine: event.engine,
        notices: event.notices,
        error: event.error,
      });
      toast.success(event.message);
      setHistory((items) =>
        searchRef.current.trim()
          ? items
          : [event.item, ...items.filter((item) => item.id !== event.item.id)].slice(0, 100),
      );
      if (searchRef.current.trim()) void loadHistory(searchRef.current);
      refreshUsageSoon(event.usage);
      if (premium) void requestSuggestions(input);
      else setSuggestions({ status: "idle" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        const limited = error.body.usage as MonthlyUsage | undefined;
        if (limited) setUsage(limited);
      }
      toast.error(messageOf(error, NETWORK_ERROR));
    } finally {
      setGenerating(false);
      setStreamText(null);
    }
  }

  function goToStep2() {
    setStep(2);
    focusMain();
  }

  function backToInput() {
    setEditing(false);
    setStep(1);
    focusMain();
  }

  function startOver() {
    clearDraft();
    setDraft({ ...EMPTY_DRAFT, options: draft.options });
    setLetter(null);
    setEditing(false);
    setSuggestions({ status: "idle" });
    suggestionsRun.current += 1;
    setStep(1);
    focusMain();
  }

  async function saveEdit() {
    if (!letter) return;
    const text = editText.trim();
    if (!text) return;
    setSaving(true);
    try {
      if (letter.itemId) {
        const { item } = await updateHistoryItem(letter.itemId, { letter: text });
        setHistory((items) => items.map((entry) => (entry.id === item.id ? item : entry)));
      }
      setLetter({ ...letter, text });
      setEditing(false);
      toast.success(BUILDER_TOASTS.changesSaved);
    } catch (error) {
      toast.error(messageOf(error, BUILDER_TOASTS.historyFailed));
    } finally {
      setSaving(false);
    }
  }

  function downloadText() {
    if (!letter?.text) {
      toast.error(BUILDER_TOASTS.needLetter);
      return;
    }
    downloadBlob(textFileBlob(letter.text), TEXT_FILE_NAME);
    toast.success(BUILDER_TOASTS.downloaded);
  }

  async function downloadPdf() {
    if (!letter?.text) {
      toast.error(BUILDER_TOASTS.needLetter);
      return;
    }
    setExporting("pdf");
    try {
      const [{ createLetterPdfBlob }, { pdfFileName }] = await Promise.all([
        import("@/lib/documents/export-pdf"),
        import("@/lib/documents/pdf-layout"),
      ]);
      const blob = await createLetterPdfBlob({ text: letter.text, formatting, template });
      downloadBlob(blob, pdfFileName(formatting.pageSize));
      toast.success(BUILDER_TOASTS.pdfDownloaded);
    } catch (error) {
      console.warn("[builder] PDF export failed", error);
      toast.error(BUILDER_TOASTS.pdfFailed);
    } finally {
      setExporting(null);
    }
  }

  async function downloadDocx() {
    if (!letter?.text) {
      toast.error(BUILDER_TOASTS.needLetter);
      return;
    }
    setExporting("docx");
    try {
      const [{ createLetterDocxBlob }, { docxFileName }] = await Promise.all([
        import("@/lib/documents/export-docx"),
        import("@/lib/documents/pdf-layout"),
      ]);
      const blob = await createLetterDocxBlob({ text: letter.text, formatting, template });
      downloadBlob(blob, docxFileName(formatting.pageSize));
      toast.success(BUILDER_TOASTS.docxDownloaded);
    } catch (error) {
      console.warn("[builder] DOCX export failed", error);
      toast.error(BUILDER_TOASTS.docxFailed);
    } finally {
      setExporting(null);
    }
  }

  function openHistoryItem(item: HistoryItem) {
    if (generating) return;
    setDraft((current) => ({
      ...current,
      jobDescription: item.jobDescription,
      cvContent: item.cvContent,
      additionalNotes: "",
      cvMode: "paste",
      fileName: null,
      options: sanitiseOptions({
        ...current.options,
        tone: item.tone,
        length: item.length,
        formatting: premium
          ? item.formatting
          : {
              ...current.options.formatting,
              pageSize: item.formatting.pageSize,
              alignment: item.formatting.alignment,
            },
      }),
    }));
    setLetter({ text: item.letter, itemId: item.id, engine: null, notices: [], error: null });
    setEditing(false);
    suggestionsRun.current += 1;
    setSuggestions({ status: "idle" });
    setStep(2);
    focusMain();
  }

  async function toggleFavorite(item: HistoryItem) {
    const favorite = !item.favorite;
    setHistory((items) => items.map((entry) => (entry.id === item.id ? { ...entry, favorite } : entry)));
    try {
      await updateHistoryItem(item.id, { favorite });
    } catch (error) {
      setHistory((items) =>
        items.map((entry) => (entry.id === item.id ? { ...entry, favorite: item.favorite } : entry)),
      );
      toast.error(messageOf(error, BUILDER_TOASTS.historyFailed));
    }
  }

  async function removeItem(item: HistoryItem) {
    const before = history;
    setHistory((items) => items.filter((entry) => entry.id !== item.id));
    try {
      await deleteHistoryItem(item.id);
      if (letter?.itemId === item.id)
        setLetter((current) => (current ? { ...current, itemId: null } : current));
    } catch (error) {
      setHistory(before);
      toast.error(messageOf(error, BUILDER_TOASTS.historyFailed));
    }
  }

  async function clearAll() {
    const before = history;
    setHistory([]);
    try {
      await clearHistory();
      setLetter((current) => (current ? { ...current, itemId: null } : current));
      if (searchRef.current) onSearch("");
    } catch (error) {
      setHistory(before);
      toast.error(messageOf(error, BUILDER_TOASTS.historyFailed));
    }
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
            <InputStep draft={draft} premium={premium} onChange={updateDraft} onSubmit={goToStep2} />
          ) : (
            <>
              <GenerateStep
                letter={letter}
                streamText={streamText}
                generating={generating}
                allowed={allowed}
                premium={premium}
                options={draft.options}
                formatting={formatting}
                template={template}
                editing={editing}
                editText={editText}
                saving={saving}
                exporting={exporting}
                advertStrip={
                  <AdvertStrip
                    state={advert}
                    edits={advertEdits}
                    fingerprint={advertKey}
                    disabled={generating}
                    onSave={(advertEdits) => updateDraft({ advertEdits })}
                  />
                }
                onOptions={(options) => updateDraft({ options })}
                onBack={backToInput}
                onStartOver={startOver}
                onGenerate={() => void generate()}
                onEdit={() => {
                  setEditText(letter?.text ?? "");
                  setEditing(true);
                }}
                onEditText={setEditText}
                onSave={() => void saveEdit()}
                onCancelEdit={() => {
                  setEditing(false);
                  setEditText(letter?.text ?? "");
                }}
                onCopy={() => void copyText(letter?.text ?? "")}
                onDownloadText={downloadText}
                onDownloadPdf={() => void downloadPdf()}
                onDownloadDocx={() => void downloadDocx()}
              />
              {letter && (
                <SuggestionsPanel
                  state={suggestions}
                  premium={premium}
                  onRequest={() =>
                    void requestSuggestions({
                      cvContent: draft.cvContent.trim(),
                      jobDescription: draft.jobDescription.trim(),
                    })
                  }
                />
              )}
            </>
          )}
          {staff && <AdminTools cvContent={draft.cvContent} />}
        </div>
        <aside aria-label="Your account and history" className="grid gap-4 lg:col-start-1 lg:row-start-1">
          <UsagePanel role={role} usage={usage} />
          {limitReached(usage) && <LimitReachedBox />}
          <HistoryPanel
            items={history}
            search={search}
            loading={historyLoading}
            activeId={letter?.itemId ?? null}
            onSearch={onSearch}
            onOpen={openHistoryItem}
            onToggleFavorite={(item) => void toggleFavorite(item)}
            onDelete={(item) => void removeItem(item)}
            onClear={() => void clearAll()}
          />
          <ProgressList current={progress} />
        </aside>
      </div>
      <span className="sr-only" aria-live="polite">
        {historyLoading ? HISTORY_PANEL.loading : ""}
      </span>
    </div>
  );
}
