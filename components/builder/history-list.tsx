"use client";

import { Star, Trash2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import type { HistoryItem } from "@/lib/history/history-item";
import { HISTORY_PANEL } from "@/lib/messages/builder/page";
import { cn } from "@/lib/utils";

type HistoryListProps = {
  items: HistoryItem[];
  activeId: string | null;
  onOpen(item: HistoryItem): void;
  onToggleFavorite(item: HistoryItem): void;
  /** Asks first (HistoryPanel), then deletes. */
  onDelete(item: HistoryItem): void;
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** The saved letters in the history panel (docs/spec.md, product §2 'History panel'): open, favourite, delete. */
export function HistoryList({ items, activeId, onOpen, onToggleFavorite, onDelete }: HistoryListProps) {
  return (
    <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1" aria-label={HISTORY_PANEL.title}>
      {items.map((item) => (
        <li
          key={item.id}
          className={cn(
            "group relative rounded-lg border bg-background p-3 text-sm transition-colors hover:border-primary/40",
            activeId === item.id && "border-primary/60 bg-brand-soft/60",
          )}
        >
          <button
            type="button"
            onClick={() => onOpen(item)}
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
              onClick={() => onToggleFavorite(item)}
            >
              <Icon
                node={Star}
                className={cn(item.favorite ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
                aria-hidden="true"
              />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={HISTORY_PANEL.remove(item.title)}
              onClick={() => onDelete(item)}
            >
              <Icon node={Trash2} className="text-muted-foreground" aria-hidden="true" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
