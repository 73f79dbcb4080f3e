"use client";

import { useState } from "react";
import { Copy, Lightbulb, Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { copyText } from "@/components/builder/copy-text";
import type { ImprovementResult } from "@/lib/ai/suggestions-result";
import { SUGGESTION_SECTIONS, SUGGESTIONS_PANEL } from "@/lib/messages/builder/letter";

export type SuggestionsState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; result: ImprovementResult; notice: string | null }
  | { status: "error"; message: string };

function SuggestionList({ title, items, first }: { title: string; items: string[]; first: number }) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, first);
  const headingId = `suggestions-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          {title} <span className="font-normal text-muted-foreground">({items.length})</span>
        </h4>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-label={SUGGESTIONS_PANEL.copy(title)}
          onClick={() => void copyText(items.map((item) => `- ${item}`).join("\n"))}
        >
          <Icon node={Copy} aria-hidden="true" />
        </Button>
      </div>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {shown.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {items.length > first && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto w-fit p-0"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? SUGGESTIONS_PANEL.showLess : SUGGESTIONS_PANEL.showAll(items.length)}
        </Button>
      )}
    </section>
  );
}

function LoadingLines() {
  return (
    <div
      role="status"
      aria-label={SUGGESTIONS_PANEL.loading}
      className="grid gap-3"
      data-testid="suggestions-skeleton"
    >
      <span className="sr-only">{SUGGESTIONS_PANEL.loading}</span>
      {[80, 60, 90, 70, 50].map((width, index) => (
        <Skeleton key={index} className="h-3 rounded bg-muted" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/** docs/spec.md (product) §2, §9 and 001 §2, §9 'Suggestion display'. */
export function SuggestionsPanel({
  state,
  premium,
  onRequest,
}: {
  state: SuggestionsState;
  premium: boolean;
  onRequest(): void;
}) {
  const busy = state.status === "loading";
  return (
    <section
      aria-labelledby="suggestions-title"
      aria-busy={busy || undefined}
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="suggestions-title" className="inline-flex items-center gap-2 text-base font-semibold">
            <Icon node={Lightbulb} className="size-4 text-amber-500" aria-hidden="true" />
            {SUGGESTIONS_PANEL.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{SUGGESTIONS_PANEL.lead}</p>
        </div>
        {(!premium || state.status === "error") && (
          <Button
            type="button"
            variant={state.status === "ready" ? "outline" : "default"}
            onClick={onRequest}
            disabled={busy}
          >
            {busy && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
            {state.status === "ready" ? SUGGESTIONS_PANEL.refresh : SUGGESTIONS_PANEL.get}
          </Button>
        )}
      </div>
      {!premium && state.status === "idle" && (
        <p className="mt-3 text-sm text-muted-foreground">{SUGGESTIONS_PANEL.freeHint}</p>
      )}
      <div className="mt-4">
        {state.status === "loading" && <LoadingLines />}
        {state.status === "error" && <FormAlert>{state.message}</FormAlert>}
        {state.status === "ready" && <SuggestionResults result={state.result} notice={state.notice} />}
      </div>
    </section>
  );
}

function SuggestionResults({ result, notice }: { result: ImprovementResult; notice: string | null }) {
  const priorities = (["high", "medium", "low"] as const).filter(
    (level) => result.priority[level].length > 0,
  );
  const empty =
    !result.summary &&
    SUGGESTION_SECTIONS.every((section) => result[section.key].length === 0) &&
    priorities.length === 0;
  return (
    <div className="grid gap-5">
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      {result.summary && (
        <section aria-labelledby="suggestions-summary" className="grid gap-1">
          <h4 id="suggestions-summary" className="text-sm font-semibold">
            {SUGGESTIONS_PANEL.summary}
          </h4>
          <p className="text-sm">{result.summary}</p>
        </section>
      )}
      {SUGGESTION_SECTIONS.map((section) => (
        <SuggestionList
          key={section.key}
          title={section.title}
          items={result[section.key]}
          first={section.first}
        />
      ))}
      {priorities.length > 0 && (
        <section aria-labelledby="suggestions-priority" className="grid gap-2">
          <h4 id="suggestions-priority" className="text-sm font-semibold">
            {SUGGESTIONS_PANEL.priority}
          </h4>
          <dl className="grid gap-2 text-sm">
            {priorities.map((level) => (
              <div key={level}>
                <dt className="font-medium">{SUGGESTIONS_PANEL.priorityLevels[level]}</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {result.priority[level].map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {empty && <p className="text-sm text-muted-foreground">{SUGGESTIONS_PANEL.empty}</p>}
    </div>
  );
}
