"use client";

import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import { addNewLetter, historyKey } from "@/lib/builder/history-cache";
import type { HistoryItem, VersionItem } from "@/lib/history/history-item";
import { VERSIONS_PANEL } from "@/lib/messages/builder/letter";
import { API } from "@/lib/routes";

export const versionsKey = (itemId: string) => ["versions", itemId] as const;

/** After a version is added elsewhere (a regeneration, a saved edit, a paragraph action): read the list again. */
export function invalidateVersions(client: QueryClient, itemId: string): void {
  void client.invalidateQueries({ queryKey: versionsKey(itemId) });
}

/**
 * The application's entry in the history cache. Every path that adds a version (a regeneration, a saved edit, a
 * paragraph action, a restore) puts the server's answer there, so a new entry is the sign to read the versions again.
 */
function useHistoryEntry(itemId: string): HistoryItem | undefined {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<HistoryItem[]>(historyKey(""))?.find((item) => item.id === itemId),
    () => undefined,
  );
}

/** The versions of a saved application, newest first (GET /api/history/:id/versions), read again when one is added. */
export function useVersions(itemId: string) {
  const client = useQueryClient();
  const entry = useHistoryEntry(itemId);
  const seen = useRef({ itemId, entry });
  useEffect(() => {
    const before = seen.current;
    seen.current = { itemId, entry };
    // Another application loads its own list; the same one with a new entry may have a new version.
    if (before.itemId === itemId && before.entry !== entry) invalidateVersions(client, itemId);
  }, [client, itemId, entry]);

  return useQuery({
    queryKey: versionsKey(itemId),
    queryFn: async ({ signal }) =>
      (await requestJson<{ versions: VersionItem[] }>(API.historyVersions(itemId), { signal })).versions,
    meta: { errorToast: VERSIONS_PANEL.failed },
  });
}

/**
 * Restores a version: the server adds it as the newest version and answers with the application, which moves to the
 * top of the history (docs/product-rules.md 'Applications and versions').
 */
export function useRestoreVersion(itemId: string, onRestored: (item: HistoryItem) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: string) =>
      (
        await requestJson<{ item: HistoryItem }>(API.historyVersionRestore(itemId, versionId), {
          method: "POST",
        })
      ).item,
    onSuccess: (item) => {
      addNewLetter(client, item);
      onRestored(item);
      toast.success(VERSIONS_PANEL.restored);
    },
    onError: (error) => toast.error(failureMessage(error, VERSIONS_PANEL.restoreFailed)),
    onSettled: () => invalidateVersions(client, itemId),
  });
}
