"use client";

import { Search, Star, Trash2 } from "lucide-react";

import { RecentlyDeleted } from "@/components/builder/recently-deleted";
import { useConfirm } from "@/components/builder/use-confirm";
import { controlClassName } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { HistoryItem } from "@/lib/history/history-item";
import { CONFIRM_DIALOG, HISTORY_PANEL } from "@/lib/messages/builder";
import { cn } from "@/lib/utils";

type HistoryPanelProps = {
  items: HistoryItem[];
  search: string;
  loading: boolean;
  activeId: string | null;
  onSearch(value: string): void;
  onOpen(item: HistoryItem): void;
  onToggleFavorite(item: HistoryItem): void;
  onDelete(item: HistoryItem): void;
  onClear(): void;
  /** Letters deleted in the last 30 days, as the page was served. */
  initialDeleted: HistoryItem[];
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/**
 * docs/spec.md (product) §2 'History panel', backed by the server (docs/decisions.md 'History'). Delete and Clear ask
 * first; what they remove can be restored (docs/product-rules.md 'Deleting letters').
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const { items, search, loading } = props;
  const { confirm, dialog } = useConfirm();

  async function deleteAfterAsking(item: HistoryItem) {
    if (await confirm(CONFIRM_DIALOG.deleteLetter(item.title))) props.onDelete(item);
  }

  async function clearAfterAsking() {
    if (await confirm(CONFIRM_DIALOG.clearHistory)) props.onClear();
  }

  return (
    <section aria-labelledby="history-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="history-title" className="text-sm font-semibold">
          {HISTORY_PANEL.title}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void clearAfterAsking()}
          disabled={items.length === 0 && !search}
        >
          {HISTORY_PANEL.clear}
        </Button>
      </div>
      <div className="relative mt-3">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={HISTORY_PANEL.searchLabel}
          placeholder={HISTORY_PANEL.searchPlaceholder}
          value={search}
          onChange={(event) => props.onSearch(event.target.value)}
          className={cn(controlClassName, "pl-9")}
          maxLength={200}
        />
      </div>
      <div aria-live="polite" aria-busy={loading || undefined} className="mt-3">
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {search.trim() ? HISTORY_PANEL.noMatches : HISTORY_PANEL.empty}
          </p>
        ) : (
          <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1" aria-label={HISTORY_PANEL.title}>
            {items.map((item) => (
              <li
                key={item.id}
                className={cn(
                  "group relative rounded-lg border bg-background p-3 text-sm transition-colors hover:border-primary/40",
                  props.activeId === item.id && "border-primary/60 bg-brand-soft/60",
                )}
              >
                <button
                  type="button"
                  onClick={() => props.onOpen(item)}
                  aria-label={HISTORY_PANEL.open(item.title)}
                  className="block w-full rounded-sm pr-16 text-left"
                >
                  <span className="line-clamp-2 font-medium">{item.title}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {dateFormat.format(new Date(item.createdAt))}
                  </span>
                  <span
                    className="mt-1.5 block text-xs break-words text-muted-foreground"
                    data-testid="history-preview"
                  >
                    {item.preview}
                  </span>
                </button>
                <div className="absolute top-2 right-2 flex gap-0.5">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-pressed={item.favorite}
                    aria-label={HISTORY_PANEL.favorite(item.title)}
                    onClick={() => props.onToggleFavorite(item)}
                  >
                    <Star
                      className={cn(
                        item.favorite ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
                      )}
                      aria-hidden="true"
                    />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={HISTORY_PANEL.remove(item.title)}
                    onClick={() => void deleteAfterAsking(item)}
                  >
                    <Trash2 className="text-muted-foreground" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <RecentlyDeleted initialItems={props.initialDeleted} />
      {dialog}
    </section>
  );
}
