"use client";

import { useEffect, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import {
  addNewLetter,
  HISTORY_KEY,
  historyItemPath,
  historyKey,
  historyPath,
  restoreHistoryLists,
  updateHistoryLists,
  withFavorite,
  withoutItem,
  type HistorySnapshot,
} from "@/lib/builder/history-cache";
import type { HistoryItem } from "@/lib/history/history-item";
import { BUILDER_TOASTS } from "@/lib/messages/builder";
import { API } from "@/lib/routes";

/** Typing costs one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 250;

const HISTORY_CHANGE = ["history-change"] as const;

type HistoryOptions = {
  initialHistory: HistoryItem[];
  /** A saved letter is gone from the server (`id`), or all of them are (no `id`). */
  onForget(id?: string): void;
};

/**
 * The history panel's data (docs/spec.md, product §2 'History panel'): a server-backed, debounced search and the
 * favourite, delete and clear actions, which show at once and roll back with a toast if the server refuses.
 */
export function useHistory({ initialHistory, onForget }: HistoryOptions) {
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useQuery({
    queryKey: historyKey(term),
    queryFn: async ({ signal }) =>
      (await requestJson<{ items: HistoryItem[] }>(historyPath(term), { signal })).items,
    initialData: term === "" ? initialHistory : undefined,
    // Each search asks the server again; the previous list stays in view until the answer arrives.
    staleTime: 0,
    refetchOnMount: false,
    placeholderData: keepPreviousData,
    meta: { errorToast: BUILDER_TOASTS.historyFailed },
  });

  /** Shows a change at once; what the lists held before comes back if the server refuses. */
  async function applyAtOnce(update: (items: HistoryItem[]) => HistoryItem[]): Promise<HistorySnapshot> {
    await client.cancelQueries({ queryKey: HISTORY_KEY });
    return updateHistoryLists(client, update);
  }

  function refused(error: Error) {
    toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed));
  }

  function settled() {
    // With another change still on its way, a refetch now could bring back what that change removes.
    if (client.isMutating({ mutationKey: HISTORY_CHANGE }) === 1)
      void client.invalidateQueries({ queryKey: HISTORY_KEY });
  }

  const favorite = useMutation({
    mutationKey: HISTORY_CHANGE,
    mutationFn: (item: HistoryItem) =>
      requestJson(historyItemPath(item.id), { method: "PATCH", body: { favorite: !item.favorite } }),
    onMutate: async (item) => {
      await applyAtOnce(withFavorite(item.id, !item.favorite));
    },
    onError: (error, item) => {
      updateHistoryLists(client, withFavorite(item.id, item.favorite));
      refused(error);
    },
    onSettled: settled,
  });

  const remove = useMutation({
    mutationKey: HISTORY_CHANGE,
    mutationFn: (item: HistoryItem) => requestJson(historyItemPath(item.id), { method: "DELETE" }),
    onMutate: (item) => applyAtOnce(withoutItem(item.id)),
    onSuccess: (_result, item) => onForget(item.id),
    onError: (error, _item, before) => {
      if (before) restoreHistoryLists(client, before);
      refused(error);
    },
    onSettled: settled,
  });

  const clear = useMutation({
    mutationKey: HISTORY_CHANGE,
    mutationFn: () => requestJson(API.history, { method: "DELETE" }),
    onMutate: () => applyAtOnce(() => []),
    onSuccess: () => {
      onForget();
      setSearch("");
    },
    onError: (error, _variables, before) => {
      if (before) restoreHistoryLists(client, before);
      refused(error);
    },
    onSettled: settled,
  });

  return {
    items: list.data ?? [],
    search,
    loading: list.isFetching,
    setSearch,
    /** A letter just written. */
    add: (item: HistoryItem) => addNewLetter(client, item),
    toggleFavorite: (item: HistoryItem) => favorite.mutate(item),
    remove: (item: HistoryItem) => remove.mutate(item),
    clear: () => clear.mutate(),
  };
}
