"use client";

import { useEffect, useRef } from "react";
import { CircleAlert, CircleCheck, Loader2, NotebookPen, X } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ClaimCheckView } from "@/components/builder/use-claim-check";
import { claimSentence, claimSummary, withNote } from "@/lib/builder/claim-check";
import { ADVERT_STRIP, CLAIM_CHECK } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";

type ClaimSummaryProps = {
  claims: ClaimCheckView;
  /** The draft's additional notes, where a confirmed claim's sentence can be added. */
  notes: string;
  onNotesChange(notes: string): void;
};

/**
 * Above the letter: "All 12 claims found in your CV" or "2 claims to check", with an icon and words, and after an
 * "It's true" the offer to add that sentence to the notes. Changes are announced politely.
 */
export function ClaimSummary({ claims, notes, onNotesChange }: ClaimSummaryProps) {
  const summary = claimSummary(claims.check);
  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { confirmed } = claims;

  /** "Add to my notes" after an "It's true": the next letter may then say it too. */
  function addToNotes(sentence: string) {
    const next = withNote(notes, sentence);
    if (next === null) {
      toast.error(CLAIM_CHECK.notesFull);
      return;
    }
    onNotesChange(next);
    toast.success(CLAIM_CHECK.addedToNotes);
  }

  // The offer's buttons leave with it; focus stays nearby rather than falling back to the page.
  function closeOffer() {
    claims.dismiss();
    rootRef.current?.focus();
  }

  // The flag the user confirmed is gone, and focus with it: it moves to the offer that replaces it.
  useEffect(() => {
    if (confirmed) addRef.current?.focus();
  }, [confirmed]);

  return (
    <div ref={rootRef} tabIndex={-1} className="grid gap-2 outline-none" aria-live="polite">
      {claims.checking && !summary ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
          {CLAIM_CHECK.checking}
        </p>
      ) : claims.failed && !summary ? (
        <p className="inline-flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Icon node={CircleAlert} className="size-4" aria-hidden="true" />
          {CLAIM_CHECK.checkFailed}
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={claims.retry}>
            {CLAIM_CHECK.retry}
          </Button>
        </p>
      ) : (
        summary && (
          <p
            data-tone={summary.tone}
            className={cn(
              "inline-flex items-center gap-2 justify-self-start rounded-full border px-3 py-1 text-sm font-medium",
              summary.tone === "found"
                ? "border-emerald-600/30 bg-emerald-50 text-emerald-800"
                : "border-amber-600/40 bg-amber-50 text-amber-900",
            )}
          >
            {summary.tone === "found" ? (
              <Icon node={CircleCheck} className="size-4" aria-hidden="true" />
            ) : (
              <Icon node={CircleAlert} className="size-4" aria-hidden="true" />
            )}
            {summary.text}
          </p>
        )
      )}
      {claims.check?.partial && (
        <p className="text-sm text-muted-foreground">
          {CLAIM_CHECK.partlyChecked(ADVERT_STRIP.languages[claims.check.partial.language])}
        </p>
      )}
      {claims.check?.cvUnread && <p className="text-sm text-muted-foreground">{CLAIM_CHECK.cvUnread}</p>}
      {confirmed && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          <p className="min-w-0 flex-1">
            {CLAIM_CHECK.confirmed(confirmed.claim.text)} {CLAIM_CHECK.offerNotes}
          </p>
          <div className="flex items-center gap-1">
            <Button
              ref={addRef}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                addToNotes(claimSentence(confirmed.letterText, confirmed.claim));
                closeOffer();
              }}
            >
              <Icon node={NotebookPen} aria-hidden="true" />
              {CLAIM_CHECK.addToNotes}
            </Button>
            <Button
              type="button"
              size="icon-sm"
              variant="ghost"
              aria-label={CLAIM_CHECK.dismiss}
              onClick={closeOffer}
            >
              <Icon node={X} aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
