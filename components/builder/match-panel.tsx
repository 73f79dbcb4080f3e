"use client";

import { useId, useState } from "react";
import { ChevronDown, CircleCheck, CircleDashed, CircleX, Loader2 } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMatch } from "@/components/builder/use-match";
import type { CvAdvertMatch, MatchRequirement, RequirementStatus } from "@/lib/grounding/match";
import { MATCH_PANEL, MATCH_PANEL_LABELS as L } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";

const STATUS_LOOK: Record<RequirementStatus, { shape: IconNode; classes: string }> = {
  met: { shape: CircleCheck, classes: "border-emerald-600/30 bg-emerald-50 text-emerald-800" },
  partial: { shape: CircleDashed, classes: "border-amber-600/40 bg-amber-50 text-amber-900" },
  missing: { shape: CircleX, classes: "border-red-600/30 bg-red-50 text-red-800" },
};

const BAR_COLOUR: Record<CvAdvertMatch["band"], string> = {
  Poor: "bg-red-600",
  Fair: "bg-amber-500",
  Good: "bg-emerald-500",
  Great: "bg-emerald-600",
};

/**
 * Step 2's match panel, for every plan (docs/product-rules.md, "The match"): the band and the score, each
 * requirement with its status and evidence, and the missing must-haves with where to show them. Loaded with step 2.
 */
export function MatchPanel({ cvContent, jobDescription }: { cvContent: string; jobDescription: string }) {
  const match = useMatch(cvContent, jobDescription);
  return (
    <section
      aria-labelledby="match-title"
      aria-busy={match.isFetching || undefined}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="match-title" className="text-base font-semibold">
            {L.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{L.intro}</p>
        </div>
        {match.data && <ScoreBadge match={match.data} />}
      </div>
      {match.data ? (
        <MatchDetails match={match.data} />
      ) : match.isError ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" role="alert">
          {L.failed}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => void match.refetch()}
          >
            {L.retry}
          </Button>
        </p>
      ) : (
        <div className="grid gap-2">
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <Icon node={Loader2} className="size-4 animate-spin" aria-hidden="true" />
            {L.loading}
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </section>
  );
}

function ScoreBadge({ match }: { match: CvAdvertMatch }) {
  return (
    <div className="grid gap-1.5 sm:justify-items-end">
      <p className="text-lg font-semibold tabular-nums">
        {L.score(MATCH_PANEL.bands[match.band], match.score)}
        <span className="sr-only">{L.outOf}</span>
      </p>
      <div className="h-1.5 w-32 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn("h-full rounded-full", BAR_COLOUR[match.band])}
          style={{ width: `${match.score}%` }}
        />
      </div>
    </div>
  );
}

function MatchDetails({ match }: { match: CvAdvertMatch }) {
  const missing = match.missingMustHaves.map(
    (text) =>
      match.requirements.find((requirement) => requirement.text === text) ?? { text, advice: undefined },
  );
  return (
    <>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">{L.requirements}</h4>
        {match.requirements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{L.noRequirements}</p>
        ) : (
          <ul className="grid gap-2">
            {match.requirements.map((requirement, index) => (
              <RequirementRow key={`${index}-${requirement.text}`} requirement={requirement} />
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-2">
        <h4 className="text-sm font-semibold">{L.missingTitle}</h4>
        {missing.length === 0 ? (
          <p className="text-sm text-muted-foreground">{L.noneMissing}</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {missing.map((requirement) => (
              <li key={requirement.text} className="rounded-lg border px-3 py-2">
                <p className="flex items-start gap-2 font-medium">
                  <Icon node={CircleX} className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                  {requirement.text}
                </p>
                {requirement.advice && (
                  <p className="mt-1 pl-6 text-muted-foreground">{requirement.advice}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function RequirementRow({ requirement }: { requirement: MatchRequirement }) {
  const [open, setOpen] = useState(false);
  const evidenceId = useId();
  const { shape, classes } = STATUS_LOOK[requirement.status];
  const count = requirement.evidence.length;
  return (
    <li className="rounded-lg border px-3 py-2">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1.5">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words">{requirement.text}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
            <span
              className={cn(
                "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 font-medium",
                classes,
              )}
            >
              <Icon node={shape} className="size-3.5" aria-hidden="true" />
              {MATCH_PANEL.statuses[requirement.status]}
            </span>
            <span className="text-muted-foreground">{MATCH_PANEL.importance[requirement.importance]}</span>
          </p>
        </div>
        {count > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={evidenceId}
            onClick={() => setOpen((value) => !value)}
          >
            {L.evidence(count)}
            <span className="sr-only">{L.evidenceFor(requirement.text)}</span>
            <Icon
              node={ChevronDown}
              className={cn("transition-transform", open && "rotate-180")}
              aria-hidden="true"
            />
          </Button>
        )}
      </div>
      {count > 0 && (
        <ul
          id={evidenceId}
          hidden={!open}
          className="mt-2 grid gap-1 border-l-2 pl-3 text-sm text-muted-foreground"
        >
          {requirement.evidence.map((line, index) => (
            <li key={`${index}-${line}`} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
