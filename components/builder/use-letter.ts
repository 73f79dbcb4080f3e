"use client";

import { useCallback, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import { historyItemPath, updateHistoryLists, withItem } from "@/lib/builder/history-cache";
import type { LetterCheck } from "@/lib/grounding/check-letter";
import type { HistoryItem } from "@/lib/history/history-item";
import { BUILDER_TOASTS } from "@/lib/messages/builder";

/** What a letter was written from: its claims are checked against these. */
export type LetterInput = { cvContent: string; jobDescription: string; additionalNotes: string };

export type LetterState = {
  text: string;
  /** The saved history item it is, or null once that is deleted (or for an unsaved letter). */
  itemId: string | null;
  engine: "ai" | "offline" | null;
  notices: string[];
  error: string | null;
  input: LetterInput;
  /** The claim check of exactly `text`, or null until it is known (use-claim-check.ts asks for it). */
  check: LetterCheck | null;
  /** Claims the user said are true for this letter. */
  confirmed: string[];
};

/** Editing the shown letter (docs/spec.md, product §2 'Edit'). */
export type LetterEditor = {
  editing: boolean;
  text: string;
  saving: boolean;
  start(): void;
  change(text: string): void;
  save(): void;
  cancel(): void;
};

/** The letter in the preview and its editor; a saved letter's edit is saved to its history item too. */
export function useLetter() {
  const client = useQueryClient();
  const [letter, setLetter] = useState<LetterState | null>(null);
  const [editing, setEditing] = useState(false);
  const [editText, setEditText] = useState("");

  const saveEdit = useMutation({
    mutationFn: async ({ itemId, text }: { itemId: string | null; text: string }) => {
      if (!itemId) return null;
      const { item } = await requestJson<{ item: HistoryItem }>(historyItemPath(itemId), {
        method: "PATCH",
        body: { letter: text },
      });
      updateHistoryLists(client, withItem(item));
      return item;
    },
    // The server checks a saved edit again; an unsaved letter's check is asked for anew (check: null).
    onSuccess: (item, { text }) => {
      setLetter((current) =>
        current ? { ...current, text: item?.letter ?? text, check: item?.check ?? null } : current,
      );
      setEditing(false);
      toast.success(BUILDER_TOASTS.changesSaved);
    },
    onError: (error) => toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed)),
  });

  /** Shows a letter (new, or opened from history) outside the editor. */
  const show = useCallback((next: LetterState | null) => {
    setLetter(next);
    setEditing(false);
  }, []);

  /** Changes the shown letter, if it is still `expected` (an answer may arrive after another letter is shown). */
  const update = useCallback((expected: LetterState, changes: Partial<LetterState>) => {
    setLetter((current) =>
      current && current.text === expected.text && current.itemId === expected.itemId
        ? { ...current, ...changes }
        : current,
    );
  }, []);

  /** The letter's history item is gone (`id`), or every item is (no `id`). */
  const forget = useCallback((id?: string) => {
    setLetter((current) =>
      current && (id === undefined || current.itemId === id) ? { ...current, itemId: null } : current,
    );
  }, []);

  const editor: LetterEditor = {
    editing,
    text: editText,
    saving: saveEdit.isPending,
    start: () => {
      setEditText(letter?.text ?? "");
      setEditing(true);
    },
    change: setEditText,
    save: () => {
      const text = editText.trim();
      if (letter && text) saveEdit.mutate({ itemId: letter.itemId, text });
    },
    cancel: () => {
      setEditing(false);
      setEditText(letter?.text ?? "");
    },
  };

  return { letter, show, update, forget, stopEditing: () => setEditing(false), editor };
}
