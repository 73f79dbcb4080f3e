"use client";

import { useMemo, useState } from "react";

import { useRestoreVersion, useVersions } from "@/components/builder/use-versions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { HistoryItem, VersionItem } from "@/lib/history/history-item";
import { wordDiff } from "@/lib/history/word-diff";
import { VERSIONS_PANEL } from "@/lib/messages/builder/letter";

type VersionsPanelProps = {
  /** The open letter's saved application. */
  itemId: string;
  /** A version was restored: `item` is the application with it as the current letter. */
  onRestored(item: HistoryItem): void;
};

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** What changed from `older` to `newer`: added words underlined, removed ones struck through, each also named. */
function VersionDiff({
  older,
  newer,
}: {
  older: { n: number; text: string };
  newer: { n: number; text: string };
}) {
  const parts = useMemo(() => wordDiff(older.text, newer.text), [older.text, newer.text]);
  const unchanged = parts.every((part) => part.kind === "same");
  return (
    <section aria-labelledby="versions-diff-heading" className="grid gap-2 border-t pt-3">
      <h4 id="versions-diff-heading" className="text-sm font-semibold">
        {VERSIONS_PANEL.changes(older.n, newer.n)}
      </h4>
      {unchanged ? (
        <p className="text-sm text-muted-foreground">{VERSIONS_PANEL.noChanges}</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">{VERSIONS_PANEL.legend}</p>
          <p className="max-h-96 overflow-y-auto rounded-md bg-muted/40 p-3 text-sm leading-relaxed whitespace-pre-wrap">
            {parts.map((part, index) =>
              part.kind === "added" ? (
                <ins
                  key={index}
                  className="rounded-sm bg-emerald-100 text-emerald-950 underline decoration-2 underline-offset-2"
                >
                  <span className="sr-only">{VERSIONS_PANEL.addedPrefix}</span>
                  {part.text}
                </ins>
              ) : part.kind === "removed" ? (
                <del key={index} className="rounded-sm bg-red-50 text-red-900 line-through decoration-2">
                  <span className="sr-only">{VERSIONS_PANEL.removedPrefix}</span>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </>
      )}
    </section>
  );
}

/** The two versions compared until the user picks others: the current one and the one before it. */
function defaultPair(versions: VersionItem[]): string[] {
  return versions.slice(0, 2).map((version) => version.id);
}

/**
 * The "Versions" region of step 2 (docs/product-rules.md 'Applications and versions'): the open application's
 * versions with their source and time, a word diff between any two, and Restore, which adds a new version.
 */
export function VersionsPanel({ itemId, onRestored }: VersionsPanelProps) {
  const versions = useVersions(itemId);
  const restore = useRestoreVersion(itemId, onRestored);
  // The user's pick holds until the list gains a version (then the newest two are compared again).
  const [choice, setChoice] = useState<{ ids: string[]; newest: string } | null>(null);

  const list = versions.data ?? [];
  const newest = list[0]?.id ?? "";
  const picked = choice && choice.newest === newest ? choice.ids : defaultPair(list);
  const numbered = list.map((version, index) => ({ version, n: list.length - index }));
  const compared = numbered.filter(({ version }) => picked.includes(version.id));

  function toggle(id: string) {
    const ids = picked.includes(id) ? picked.filter((entry) => entry !== id) : [...picked, id].slice(-2);
    setChoice({ ids, newest });
  }

  return (
    <section aria-labelledby="versions-heading" className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id="versions-heading" className="font-semibold">
        {VERSIONS_PANEL.title}
      </h3>
      {versions.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {VERSIONS_PANEL.loading}
        </p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            {list.length > 1 ? VERSIONS_PANEL.compareHint : VERSIONS_PANEL.single}
          </p>
          <ol className="grid gap-1" aria-label={VERSIONS_PANEL.title}>
            {numbered.map(({ version, n }, index) => {
              const labelId = `version-${version.id}`;
              return (
                <li key={version.id} className="flex items-center justify-between gap-2 text-sm">
                  <label className="flex min-h-8 items-center gap-2">
                    {list.length > 1 && (
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={picked.includes(version.id)}
                        onChange={() => toggle(version.id)}
                      />
                    )}
                    <span id={labelId}>
                      {VERSIONS_PANEL.version(n)} · {VERSIONS_PANEL.sources[version.source]} ·{" "}
                      <time dateTime={version.createdAt}>
                        {timeFormat.format(new Date(version.createdAt))}
                      </time>
                    </span>
                  </label>
                  {index === 0 ? (
                    <Badge variant="secondary">{VERSIONS_PANEL.current}</Badge>
                  ) : (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-describedby={labelId}
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(version.id)}
                    >
                      {VERSIONS_PANEL.restore}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
          {compared.length === 2 && (
            <VersionDiff
              older={{ n: compared[1]!.n, text: compared[1]!.version.letter }}
              newer={{ n: compared[0]!.n, text: compared[0]!.version.letter }}
            />
          )}
        </>
      )}
    </section>
  );
}
