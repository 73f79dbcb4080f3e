import type { QueryClient, QueryKey } from "@tanstack/react-query";

import type { HistoryItem } from "@/lib/history/history-item";
import { API } from "@/lib/routes";

/**
 * The builder's history lists in the TanStack Query cache: one list per search term ("" is the unsearched list the
 * page starts with). Every change here applies to all cached lists, so switching searches never shows a stale item.
 */
export const HISTORY_KEY = ["history"] as const;

export const historyKey = (search: string) => [...HISTORY_KEY, search.trim()] as const;

/** Where a search term's list lives (the server searches; docs/decisions.md 'History'). */
export function historyPath(search: string): string {
  const term = search.trim();
  return term ? `${API.history}?search=${encodeURIComponent(term)}` : API.history;
}

export const historyItemPath = API.historyItem;

/** The letters deleted within the purge window (docs/product-rules.md 'Deleting letters'): a list of its own. */
export const DELETED_HISTORY_KEY = ["history-deleted"] as const;
export const deletedHistoryPath = `${API.history}?deleted=1`;

/** The server lists at most this many letters (lib/db/queries/cover-letters.ts). */
const HISTORY_LIMIT = 100;

export type HistorySnapshot = Array<[QueryKey, HistoryItem[] | undefined]>;

/** Applies `update` to every cached list and returns what they held before (for a rollback). */
export function updateHistoryLists(
  client: QueryClient,
  update: (items: HistoryItem[]) => HistoryItem[],
): HistorySnapshot {
  const snapshot = client.getQueriesData<HistoryItem[]>({ queryKey: HISTORY_KEY });
  client.setQueriesData<HistoryItem[]>({ queryKey: HISTORY_KEY }, (items) => items && update(items));
  return snapshot;
}

export function restoreHistoryLists(client: QueryClient, snapshot: HistorySnapshot): void {
  for (const [key, items] of snapshot) client.setQueryData(key, items);
}

export const withoutItem = (id: string) => (items: HistoryItem[]) => items.filter((item) => item.id !== id);

export const withItem = (item: HistoryItem) => (items: HistoryItem[]) =>
  items.map((entry) => (entry.id === item.id ? item : entry));

export const withFavorite = (id: string, favorite: boolean) => (items: HistoryItem[]) =>
  items.map((entry) => (entry.id === id ? { ...entry, favorite } : entry));

/**
 * A new letter goes to the top of the unsearched list (newest first, as the server lists them); a searched list is
 * asked for again, since only the server knows whether the letter matches.
 */
export function addNewLetter(client: QueryClient, item: HistoryItem): void {
  client.setQueryData<HistoryItem[]>(
    historyKey(""),
    (items) => items && [item, ...withoutItem(item.id)(items)].slice(0, HISTORY_LIMIT),
  );
  void client.invalidateQueries({ queryKey: HISTORY_KEY, predicate: (query) => query.queryKey[1] !== "" });
}

/** Newest first, as the server lists them (created_at desc, id desc). */
function newestFirst(a: HistoryItem, b: HistoryItem): number {
  const key = (item: HistoryItem) => `${item.createdAt} ${item.id}`;
  return key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0;
}

/** Restored letters take their old places in a list: by date, not at the top. */
export const withRestored = (restored: HistoryItem[]) => (items: HistoryItem[]) => {
  const ids = new Set(restored.map((item) => item.id));
  return [...restored, ...items.filter((item) => !ids.has(item.id))]
    .sort(newestFirst)
    .slice(0, HISTORY_LIMIT);
};

/**
 * Restored letters go back into the unsearched list and leave the deleted list; a searched list is asked for again,
 * since only the server knows whether they match.
 */
export function addRestoredLetters(client: QueryClient, restored: HistoryItem[]): void {
  client.setQueryData<HistoryItem[]>(historyKey(""), (items) => items && withRestored(restored)(items));
  const ids = new Set(restored.map((item) => item.id));
  client.setQueryData<HistoryItem[]>(DELETED_HISTORY_KEY, (items) =>
    items?.filter((item) => !ids.has(item.id)),
  );
  void client.invalidateQueries({ queryKey: HISTORY_KEY, predicate: (query) => query.queryKey[1] !== "" });
}
