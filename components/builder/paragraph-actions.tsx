"use client";

import { useState } from "react";
import Link from "next/link";
import { Loader2, Lock } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { failureMessage, requestJson } from "@/lib/api-client";
import type { AdvertOverrides, ParagraphAction } from "@/lib/validation/ai";
import { GENERATE_STEP, PARAGRAPH_ACTIONS } from "@/lib/messages/builder/letter";
import { API, PAGES } from "@/lib/routes";

/** What the letter was written from: the paragraph's new claims are checked against it. */
export type ParagraphInput = {
  cvContent: string;
  jobDescription: string;
  additionalNotes: string;
  /** The user's corrections of the advert, so a rewritten opening names the same employer. */
  advert?: AdvertOverrides;
};

type ParagraphResult = { letter: string; paragraph: string; engine: "ai" | "offline"; notices: string[] };

const ACTIONS: ParagraphAction[] = ["rewrite", "shorten", "formal", "personal"];
/** Only the model can change a paragraph's register: Premium's (docs/product-rules.md, "Paragraph actions"). */
const PREMIUM_ACTIONS = new Set<ParagraphAction>(["formal", "personal"]);

/**
 * The toolbar over the preview: Rewrite, Shorten, More formal, More personal for the chosen paragraph. The answer
 * is the whole letter with only that paragraph changed; `onApply` shows and saves it.
 */
export function ParagraphActions({
  letter,
  selected,
  place,
  premium,
  input,
  onApply,
}: {
  letter: string;
  /** The chosen paragraph's index (lib/letter/paragraphs.ts), or null. */
  selected: number | null;
  /** Its number among the body's paragraphs, from 1. */
  place: number | null;
  premium: boolean;
  input: ParagraphInput;
  onApply(letter: string): void;
}) {
  const [busy, setBusy] = useState<ParagraphAction | null>(null);

  async function run(action: ParagraphAction) {
    if (selected === null || busy) return;
    setBusy(action);
    try {
      const result = await requestJson<ParagraphResult>(API.paragraphAction, {
        method: "POST",
        body: { letter, paragraphIndex: selected, action, ...input },
      });
      onApply(result.letter);
      toast.success(PARAGRAPH_ACTIONS.done);
      for (const notice of result.notices) toast(notice);
    } catch (error) {
      toast.error(failureMessage(error, PARAGRAPH_ACTIONS.failed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      role="group"
      aria-label={PARAGRAPH_ACTIONS.toolbar}
      aria-busy={busy !== null || undefined}
      className="grid gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {busy
          ? PARAGRAPH_ACTIONS.working
          : place !== null
            ? PARAGRAPH_ACTIONS.selected(place)
            : PARAGRAPH_ACTIONS.hint}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {ACTIONS.map((action) => {
          const locked = !premium && PREMIUM_ACTIONS.has(action);
          return (
            <Button
              key={action}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => run(action)}
              disabled={selected === null || busy !== null || locked}
              aria-busy={busy === action || undefined}
            >
              {busy === action ? (
                <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
              ) : (
                locked && <Icon node={Lock} aria-hidden="true" />
              )}
              {PARAGRAPH_ACTIONS[action]}
            </Button>
          );
        })}
      </div>
      {!premium && (
        <p className="text-xs text-muted-foreground">
          {PARAGRAPH_ACTIONS.lockedHint}{" "}
          <Link href={PAGES.pricing} className="font-medium text-primary underline underline-offset-4">
            {GENERATE_STEP.upgrade}
          </Link>
        </p>
      )}
    </div>
  );
}
