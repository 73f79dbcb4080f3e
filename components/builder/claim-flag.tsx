"use client";

import { useId } from "react";
import { CircleAlert, Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { ClaimMark } from "@/components/builder/claim-mark";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { Claim } from "@/lib/grounding/check-letter";
import { CLAIM_CHECK } from "@/lib/messages/builder/letter";

export type ClaimFlagProps = {
  claim: Claim;
  /** The claim's words as the preview shows them. */
  text: string;
  /** Its "It's true" is on its way. */
  confirming: boolean;
  onConfirm(claim: Claim): void;
};

/** A flagged claim that opens why: not found in the CV, the closest CV line, and "It's true". Loaded when needed. */
export function ClaimFlag({ claim, text, confirming, onConfirm }: ClaimFlagProps) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="inline cursor-pointer rounded-sm text-left [font:inherit] [text-align:inherit] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ClaimMark>{text}</ClaimMark>
        </button>
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="start" className="grid w-80 gap-3 text-sm">
        <p id={titleId} className="flex items-center gap-2 font-semibold">
          <Icon node={CircleAlert} className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {CLAIM_CHECK.notFound}
        </p>
        {claim.closest && (
          <div className="grid gap-1">
            <p className="text-xs font-medium text-muted-foreground">{CLAIM_CHECK.closestLine}</p>
            <blockquote className="border-l-2 pl-3 break-words text-foreground">{claim.closest}</blockquote>
          </div>
        )}
        <p className="text-xs text-muted-foreground">{CLAIM_CHECK.trueHint}</p>
        <Button
          type="button"
          size="sm"
          className="justify-self-start"
          onClick={() => onConfirm(claim)}
          disabled={confirming}
          aria-busy={confirming || undefined}
        >
          {confirming && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
          {confirming ? CLAIM_CHECK.confirming : CLAIM_CHECK.itsTrue}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
