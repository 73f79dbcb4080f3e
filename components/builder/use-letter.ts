"use client";

import { useCallback, useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import { addNewLetter, historyItemPath, updateHistoryLists, withItem } from "@/lib/builder/history-cache";
import type { LetterCheck } from "@/lib/grounding/check-letter";
import type { HistoryItem } from "@/lib/history/history-item";
import type { LetterLayout } from "@/lib/letter/layout";
import { BUILDER_TOASTS } from "@/lib/messages/builder/page";

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
  /** Sender, date, recipient and subject around the body; null for a letter saved before layouts (one is composed). */
  layout: LetterLayout | null;
};

/** A saved letter as the builder shows it (opened from the history, or brought back after a reload). */
export function letterFromItem(item: HistoryItem): LetterState {
  return {
    text: item.letter,
    itemId: item.id,
    engine: null,
    notices: [],
    error: null,
    input: {
      cvContent: item.cvContent,
      jobDescription: item.jobDescription,
      additionalNotes: item.additionalNotes,
    },
    check: item.check,
    confirmed: item.confirmedClaims,
    layout: item.layout,
  };
}

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

/** The letter's header blocks and their editor. */
export type HeaderEditor = {
  layout: LetterLayout | null;
  saving: boolean;
  save(layout: LetterLayout): void;
};

const patchItem = (itemId: string, body: Record<string, unknown>) =>
  requestJson<{ item: HistoryItem }>(historyItemPath(itemId), { method: "PATCH", body });

/**
 * The letter in the preview and its editor; a saved letter's edit is saved to its history item too. `restore` is
 * what a reload brings back: the open letter and an edit in progress.
 */
export function useLetter(restore: { letter: LetterState | null; editText: string | null }) {
  const client = useQueryClient();
  const [letter, setLetter] = useState<LetterState | null>(restore.letter);
  const [editing, setEditing] = useState(restore.letter !== null && restore.editText !== null);
  const [editText, setEditText] = useState(restore.editText ?? "");

  const saveEdit = useMutation({
    mutationFn: async ({ itemId, text }: { itemId: string | null; text: string }) => {
      if (!itemId) return null;
      const { item } = await patchItem(itemId, { letter: text });
      // A new version moves its application to the front, as the server lists it.
      addNewLetter(client, item);
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

  // The header is saved with the letter; its sender block is remembered for the next letters too.
  const saveLayout = useMutation({
    mutationFn: async (
      changes: { itemId: string; layout: LetterLayout } | { itemId: string; compose: true },
    ) => {
      const body = "compose" in changes ? { composeLayout: true } : { layout: changes.layout };
      const { item } = await patchItem(changes.itemId, body);
      updateHistoryLists(client, withItem(item));
      return item;
    },
    onSuccess: (item, changes) => {
      setLetter((current) => (current?.itemId === item.id ? { ...current, layout: item.layout } : current));
      if (!("compose" in changes)) toast.success(BUILDER_TOASTS.changesSaved);
    },
    onError: (error, changes) => {
      if (!("compose" in changes)) toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed));
    },
  });

  // A paragraph action's letter is saved like an edit, as a new version with source "paragraph"; an answer that
  // arrives after another change is not shown over it.
  const saveParagraph = useMutation({
    mutationFn: async ({ itemId, text }: { itemId: string; text: string }) => {
      const { item } = await patchItem(itemId, { letter: text, source: "paragraph" });
      addNewLetter(client, item);
      return item;
    },
    onSuccess: (item, { text }) =>
      setLetter((current) =>
        current?.itemId === item.id && current.text === text
          ? { ...current, text: item.letter, check: item.check }
          : current,
      ),
    onError: (error) => toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed)),
  });

  /** Shows the letter a paragraph action returned (docs/product-rules.md, "Paragraph actions") and saves it. */
  const applyParagraph = (text: string) => {
    setLetter((current) => (current ? { ...current, text, check: null } : current));
    if (letter?.itemId) saveParagraph.mutate({ itemId: letter.itemId, text });
  };

  /** Shows a letter (new, or opened from history) outside the editor. */
  const { mutate: composeLayout } = saveLayout;
  const restoredId = restore.letter && !restore.letter.layout ? restore.letter.itemId : null;
  useEffect(() => {
    if (restoredId) composeLayout({ itemId: restoredId, compose: true });
  }, [restoredId, composeLayout]);
  const show = useCallback(
    (next: LetterState | null) => {
      setLetter(next);
      setEditing(false);
      // A letter saved before layouts existed gets its sender, date and recipient now, once.
      if (next?.itemId && !next.layout) composeLayout({ itemId: next.itemId, compose: true });
    },
    [composeLayout],
  );

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

  const header: HeaderEditor = {
    layout: letter?.layout ?? null,
    saving: saveLayout.isPending,
    save: (layout) => {
      if (letter?.itemId) saveLayout.mutate({ itemId: letter.itemId, layout });
      else setLetter((current) => (current ? { ...current, layout } : current));
    },
  };

  return {
    letter,
    show,
    update,
    forget,
    stopEditing: () => setEditing(false),
    editor,
    header,
    applyParagraph,
  };
}
