"use client";

import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import { historyItemPath, updateHistoryLists, withItem } from "@/lib/builder/history-cache";
import type { TemplateId } from "@/lib/builder/templates";
import type { HistoryItem } from "@/lib/history/history-item";
import { BUILDER_TOASTS } from "@/lib/messages/builder/page";
import type { Formatting } from "@/lib/validation/ai";

/** Changes in quick succession (dragging a slider) are saved once they settle. */
const SAVE_DELAY_MS = 600;

/**
 * Saves the open letter's formatting and template with it whenever they change (docs/architecture.md §14), so
 * the history and a reload show the letter as it was last set. Opening another letter is not a change.
 */
export function useSavedFormat(itemId: string | null, formatting: Formatting, templateId: TemplateId) {
  const client = useQueryClient();
  const value = JSON.stringify({ formatting, templateId });
  const baseline = useRef<{ itemId: string | null; value: string }>({ itemId, value });

  useEffect(() => {
    const known = baseline.current;
    if (known.itemId !== itemId) {
      baseline.current = { itemId, value };
      return;
    }
    if (!itemId || known.value === value) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requestJson<{ item: HistoryItem }>(historyItemPath(itemId), {
        method: "PATCH",
        body: { formatting, templateId },
        signal: controller.signal,
      })
        .then(({ item }) => {
          baseline.current = { itemId, value };
          updateHistoryLists(client, withItem(item));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed));
        });
    }, SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `value` stands for formatting and templateId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId, value, client]);
}
