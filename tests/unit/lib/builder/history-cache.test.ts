import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import {
  addNewLetter,
  addRestoredLetters,
  DELETED_HISTORY_KEY,
  deletedHistoryPath,
  historyKey,
  historyPath,
  restoreHistoryLists,
  updateHistoryLists,
  withFavorite,
  withItem,
  withoutItem,
  withRestored,
} from "@/lib/builder/history-cache";
import type { HistoryItem } from "@/lib/history/history-item";
import { DEFAULT_OPTIONS } from "@/lib/builder/options";

function item(id: string, patch: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id,
    title: `Letter ${id}`,
    jobDescription: "Job",
    cvContent: "CV",
    letter: "Dear Hiring Manager",
    tone: DEFAULT_OPTIONS.tone,
    length: DEFAULT_OPTIONS.length,
    formatting: DEFAULT_OPTIONS.formatting,
    createdAt: "2026-01-01T00:00:00.000Z",
    favorite: false,
    preview: "Dear Hiring Manager",
    additionalNotes: "",
    confirmedClaims: [],
    check: null,
    layout: null,
    templateId: "minimalist",
    ...patch,
  };
}

function cacheWith(lists: Record<string, HistoryItem[]>) {
  const client = new QueryClient();
  for (const [search, items] of Object.entries(lists)) client.setQueryData(historyKey(search), items);
  const list = (search: string) => client.getQueryData<HistoryItem[]>(historyKey(search));
  return { client, list };
}

describe("history lists in the query cache", () => {
  it("keys and paths use the trimmed search term", () => {
    expect(historyKey("  nurse ")).toEqual(["history", "nurse"]);
    expect(historyPath("  ")).toBe("/api/history");
    expect(historyPath(" care & nursing ")).toBe("/api/history?search=care%20%26%20nursing");
  });

  it("applies a change to every cached list and rolls it back from the snapshot", () => {
    const { client, list } = cacheWith({ "": [item("a"), item("b")], nurse: [item("a")] });
    const before = updateHistoryLists(client, withoutItem("a"));
    expect(list("")?.map((entry) => entry.id)).toEqual(["b"]);
    expect(list("nurse")).toEqual([]);

    restoreHistoryLists(client, before);
    expect(list("")?.map((entry) => entry.id)).toEqual(["a", "b"]);
    expect(list("nurse")?.map((entry) => entry.id)).toEqual(["a"]);
  });

  it("toggles a favourite and replaces an edited item in place", () => {
    const { client, list } = cacheWith({ "": [item("a"), item("b")] });
    updateHistoryLists(client, withFavorite("b", true));
    expect(list("")?.map((entry) => entry.favorite)).toEqual([false, true]);
    updateHistoryLists(client, withItem(item("a", { letter: "Edited" })));
    expect(list("")?.[0]?.letter).toBe("Edited");
  });

  it("puts a new letter first in the unsearched list, once, and keeps at most 100", () => {
    const many = Array.from({ length: 100 }, (_, index) => item(`old-${index}`));
    const { client, list } = cacheWith({ "": many });
    addNewLetter(client, item("new"));
    addNewLetter(client, item("new"));
    expect(list("")?.length).toBe(100);
    expect(list("")?.[0]?.id).toBe("new");
    expect(list("")?.filter((entry) => entry.id === "new")).toHaveLength(1);
    expect(list("")?.at(-1)?.id).toBe("old-98");
  });

  it("marks searched lists for a refetch instead of guessing whether the new letter matches", () => {
    const { client, list } = cacheWith({ "": [], nurse: [item("a")] });
    addNewLetter(client, item("new"));
    expect(list("nurse")?.map((entry) => entry.id)).toEqual(["a"]);
    expect(client.getQueryState(historyKey("nurse"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(historyKey(""))?.isInvalidated).toBe(false);
  });

  it("puts restored letters back in their old places, newest first, once, at most 100", () => {
    const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T00:00:00.000Z`;
    const live = [item("d", { createdAt: at(4) }), item("b", { createdAt: at(2) })];
    const restored = [item("c", { createdAt: at(3) }), item("a", { createdAt: at(1) })];
    expect(withRestored(restored)(live).map((entry) => entry.id)).toEqual(["d", "c", "b", "a"]);
    // The same letter twice (an Undo after the list was read again) stays once; ties go by id, as on the server.
    const twice = withRestored([item("b", { createdAt: at(2) }), item("e", { createdAt: at(2) })])(live);
    expect(twice.map((entry) => entry.id)).toEqual(["d", "e", "b"]);
    const many = Array.from({ length: 100 }, (_, index) => item(`new-${index}`, { createdAt: at(20) }));
    expect(withRestored([item("old", { createdAt: at(1) })])(many)).toHaveLength(100);
  });

  it("moves restored letters from the deleted list to the history and refetches searched lists", () => {
    const { client, list } = cacheWith({ "": [item("b")], nurse: [] });
    client.setQueryData(DELETED_HISTORY_KEY, [item("a"), item("c")]);
    addRestoredLetters(client, [item("a")]);
    expect(list("")?.map((entry) => entry.id)).toEqual(["b", "a"]);
    expect(client.getQueryData<HistoryItem[]>(DELETED_HISTORY_KEY)?.map((entry) => entry.id)).toEqual(["c"]);
    expect(client.getQueryState(historyKey("nurse"))?.isInvalidated).toBe(true);
    expect(deletedHistoryPath).toBe("/api/history?deleted=1");
  });
});
