"use client";

import { useEffect, useState } from "react";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import {
  addNewLetter,
  addRestoredLetters,
  DELETED_HISTORY_KEY,
  deletedHistoryPath,
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
import { BUILDER_TOASTS, HISTORY_UNDO, UNDO_TOAST_MS } from "@/lib/messages/builder/page";
import { API } from "@/lib/routes";

/** Typing costs one request per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 250;

const HISTORY_CHANGE = ["history-change"] as const;

type HistoryOptions = {
  initialHistory: HistoryItem[];
  /** A saved letter is gone from the server (`id`), or all of them are (no `id`). */
  onForget(id?: string): void;
};

/** After a change: the lists are read again from the server. */
function settleHistory(client: QueryClient) {
  // With another change still on its way, a refetch now could bring back what that change removes.
  if (client.isMutating({ mutationKey: HISTORY_CHANGE }) === 1)
    void client.invalidateQueries({ queryKey: HISTORY_KEY });
  void client.invalidateQueries({ queryKey: DELETED_HISTORY_KEY });
}

function refused(error: Error) {
  toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed));
}

/**
 * Brings deleted letters back (docs/product-rules.md 'Deleting letters'): the Undo of Delete and Clear, and the
 * recently deleted list's Restore. They return to the history in their old places.
 */
function useRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: HISTORY_CHANGE,
    mutationFn: async (ids: string[]) =>
      (await requestJson<{ items: HistoryItem[] }>(API.historyRestore, { method: "POST", body: { ids } }))
        .items,
    onSuccess: (items) => {
      addRestoredLetters(client, items);
      toast.success(HISTORY_UNDO.restored(items.length));
    },
    onError: refused,
    onSettled: () => settleHistory(client),
  });
}

/**
 * The letters deleted in the last 30 days, each of which can be restored, also after a reload. The page brings the
 * first list, so nothing is asked for while the builder loads; a delete, clear or restore refreshes it.
 */
export function useRecentlyDeleted(initialItems: HistoryItem[]) {
  const list = useQuery({
    queryKey: DELETED_HISTORY_KEY,
    initialData: initialItems,
    queryFn: async ({ signal }) =>
      (await requestJson<{ items: HistoryItem[] }>(deletedHistoryPath, { signal })).items,
    meta: { errorToast: BUILDER_TOASTS.historyFailed },
  });
  const restore = useRestore();
  return {
    items: list.data ?? [],
    restoring: restore.isPending,
    restore: (items: HistoryItem[]) => restore.mutate(items.map((item) => item.id)),
  };
}

/**
 * The history panel's data (docs/spec.md, product §2 'History panel'): a server-backed, debounced search and the
 * favourite, delete and clear actions, which show at once and roll back with a toast if the server refuses. Delete
 * and Clear then offer Undo in a toast (docs/product-rules.md 'Deleting letters').
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

  const settled = () => settleHistory(client);

  const restore = useRestore();

  /** The rows are only marked deleted, so the toast's Undo restores exactly these. */
  function offerUndo(message: string, ids: string[]) {
    if (ids.length === 0) return;
    toast(message, {
      duration: UNDO_TOAST_MS,
      action: { label: HISTORY_UNDO.undo, onClick: () => restore.mutate(ids) },
    });
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
    onSuccess: (_result, item) => {
      onForget(item.id);
      offerUndo(HISTORY_UNDO.deleted, [item.id]);
    },
    onError: (error, _item, before) => {
      if (before) restoreHistoryLists(client, before);
      refused(error);
    },
    onSettled: settled,
  });

  const clear = useMutation({
    mutationKey: HISTORY_CHANGE,
    mutationFn: () => requestJson<{ deleted: number; ids: string[] }>(API.history, { method: "DELETE" }),
    onMutate: () => applyAtOnce(() => []),
    onSuccess: (result) => {
      onForget();
      setSearch("");
      offerUndo(HISTORY_UNDO.cleared, result.ids);
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
