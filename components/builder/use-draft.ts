"use client";

import { useCallback, useEffect, useState } from "react";

import { useAdvertAnalysis } from "@/components/builder/use-advert-analysis";
import {
  advertFingerprint,
  NO_ADVERT_EDITS,
  reconcileAdvertEdits,
  type AdvertReading,
} from "@/lib/builder/advert-edits";
import { effectiveFormatting, sanitiseOptions } from "@/lib/builder/options";
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type BuilderDraft } from "@/lib/builder/persistence";
import { templateById } from "@/lib/builder/templates";
import type { HistoryItem } from "@/lib/history/history-item";

/**
 * What the user typed and chose, kept in this tab's storage (a reload or an error never loses it), with the advert
 * as read by the server and the user's corrections to that reading.
 */
export function useDraft(premium: boolean) {
  const [draft, setDraft] = useState<BuilderDraft>(() => loadDraft());

  useEffect(() => saveDraft(draft), [draft]);

  const update = useCallback(
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
  const advertState = useAdvertAnalysis(draft.jobDescription, onAdvertReading);
  const fingerprint = advertFingerprint(draft.jobDescription);
  // Corrections made for another advert text apply only once the new reading confirms them (what is shown is sent).
  const advertEdits = draft.advertEdits.forText === fingerprint ? draft.advertEdits : NO_ADVERT_EDITS;

  /** 'Start Over': empty input, the chosen options kept. */
  function reset() {
    clearDraft();
    setDraft((current) => ({ ...EMPTY_DRAFT, options: current.options }));
  }

  /**
   * Opening a saved letter brings back its input, the notes it was written with (the claim check's evidence) and
   * options: its template, and its formatting where the plan allows it.
   */
  function openItem(item: HistoryItem) {
    setDraft((current) => ({
      ...current,
      jobDescription: item.jobDescription,
      cvContent: item.cvContent,
      additionalNotes: item.additionalNotes,
      cvMode: "paste",
      fileName: null,
      options: sanitiseOptions({
        ...current.options,
        tone: item.tone,
        length: item.length,
        templateId: item.templateId,
        formatting: premium
          ? item.formatting
          : {
              ...current.options.formatting,
              pageSize: item.formatting.pageSize,
              alignment: item.formatting.alignment,
            },
      }),
    }));
  }

  return {
    draft,
    update,
    reset,
    openItem,
    advert: { state: advertState, edits: advertEdits, fingerprint },
    formatting: effectiveFormatting(draft.options.formatting, premium, draft.options.templateId),
    template: templateById(draft.options.templateId),
  };
}
