"use client";

import { Search } from "lucide";
import { Icon } from "@/components/ui/icon";

import { HistoryList } from "@/components/builder/history-list";
import { useConfirm } from "@/components/builder/use-confirm";
import { controlClassName } from "@/components/forms/control-class";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { lazyComponent } from "@/components/ui/lazy-component";
import type { HistoryItem } from "@/lib/history/history-item";
import { CONFIRM_DIALOG, HISTORY_PANEL } from "@/lib/messages/builder/page";
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

// Shown only when there are deleted letters to restore, which a new user has not: it loads after the first paint
// (docs/architecture.md §7). The list itself stays: loaded later, it would land in the live region below and be read
// out as a change.
const RecentlyDeleted = lazyComponent(() =>
  import("@/components/builder/recently-deleted").then((mod) => mod.RecentlyDeleted),
);

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
        <Icon
          node={Search}
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
          <HistoryList
            items={items}
            activeId={props.activeId}
            onOpen={props.onOpen}
            onToggleFavorite={props.onToggleFavorite}
            onDelete={(item) => void deleteAfterAsking(item)}
          />
        )}
      </div>
      <RecentlyDeleted initialItems={props.initialDeleted} />
      {dialog}
    </section>
  );
}
