"use client";

import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import type { LetterState } from "@/components/builder/use-letter";
import { failureMessage, requestJson } from "@/lib/api-client";
import { textFingerprint } from "@/lib/builder/fingerprint";
import { updateHistoryLists, withItem } from "@/lib/builder/history-cache";
import type { Claim, LetterCheck } from "@/lib/grounding/check-letter";
import type { HistoryItem } from "@/lib/history/history-item";
import { BUILDER_TOASTS } from "@/lib/messages/builder/page";
import { API } from "@/lib/routes";

/** A claim the user just said is true, in the letter it was confirmed in; its sentence is offered for the notes. */
export type ConfirmedClaim = { claim: Claim; letterText: string };

export type ClaimCheckView = {
  /** The check of the shown letter, once known. */
  check: LetterCheck | null;
  checking: boolean;
  failed: boolean;
  retry(): void;
  confirm(claim: Claim): void;
  /** The claim whose "It's true" is on its way. */
  confirming: string | null;
  /** The last claim confirmed in the shown letter, until the offer is taken or dismissed. */
  confirmed: ConfirmedClaim | null;
  dismiss(): void;
};

const checkKey = (letter: LetterState) => [
  "letter-check",
  textFingerprint(letter.text),
  textFingerprint(letter.input.cvContent),
  textFingerprint(letter.input.jobDescription),
  textFingerprint(letter.input.additionalNotes),
  ...letter.confirmed,
];

const requestCheck = (letter: LetterState, signal: AbortSignal) =>
  requestJson<LetterCheck>(API.letterCheck, {
    method: "POST",
    body: { letter: letter.text, ...letter.input, confirmed: letter.confirmed },
    signal,
  });

/**
 * The claim check of the shown letter (docs/product-rules.md, "The claim check"). A new or saved letter comes with
 * its check; one without (an older letter, or an edit of a letter no longer saved) is checked by POST
 * /api/letters/check. "It's true" is remembered on the letter's history item, which answers with a fresh check.
 */
export function useClaimCheck(
  letter: LetterState | null,
  update: (expected: LetterState, changes: Partial<LetterState>) => void,
): ClaimCheckView {
  const client = useQueryClient();
  const [confirmed, setConfirmed] = useState<ConfirmedClaim | null>(null);

  const query = useQuery({
    queryKey: letter ? checkKey(letter) : ["letter-check"],
    queryFn: ({ signal }) => requestCheck(letter as LetterState, signal),
    enabled: Boolean(letter && !letter.check && letter.text.trim()),
  });

  const confirmation = useMutation({
    mutationFn: async ({ letter: shown, claim }: { letter: LetterState; claim: Claim }) => {
      if (!shown.itemId) return null;
      const { item } = await requestJson<{ item: HistoryItem }>(API.historyItem(shown.itemId), {
        method: "PATCH",
        body: { confirmClaim: claim.text },
      });
      return item;
    },
    onSuccess: (item, { letter: shown, claim }) => {
      if (item) {
        updateHistoryLists(client, withItem(item));
        update(shown, { check: item.check, confirmed: item.confirmedClaims });
      } else {
        // Not saved: the confirmation lives in this page, and the check is asked for again with it.
        update(shown, { check: null, confirmed: [...new Set([...shown.confirmed, claim.text])] });
      }
      setConfirmed({ claim, letterText: shown.text });
    },
    onError: (error) => toast.error(failureMessage(error, BUILDER_TOASTS.historyFailed)),
  });

  return {
    check: letter?.check ?? query.data ?? null,
    checking: query.isFetching,
    failed: query.isError && !query.isFetching,
    retry: () => void query.refetch(),
    confirm: (claim) => {
      if (letter && !confirmation.isPending) confirmation.mutate({ letter, claim });
    },
    confirming: confirmation.isPending ? (confirmation.variables?.claim.text ?? null) : null,
    confirmed: confirmed && confirmed.letterText === letter?.text ? confirmed : null,
    dismiss: () => setConfirmed(null),
  };
}
