"use client";

import { useState } from "react";
import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";

import { useRecentlyDeleted } from "@/components/builder/use-history";
import { Button } from "@/components/ui/button";
import type { HistoryItem } from "@/lib/history/history-item";
import { HISTORY_UNDO } from "@/lib/messages/builder/page";
import { cn } from "@/lib/utils";

/**
 * The letters deleted in the last 30 days, under the history (docs/product-rules.md 'Deleting letters'): the way back
 * once the Undo toast is gone, after a reload too. Shown only when there is something to restore.
 */
export function RecentlyDeleted({ initialItems }: { initialItems: HistoryItem[] }) {
  const deleted = useRecentlyDeleted(initialItems);
  const [open, setOpen] = useState(false);
  if (deleted.items.length === 0) return null;
  return (
    <div className="mt-3 border-t pt-3">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="w-full justify-between"
      >
        {HISTORY_UNDO.recentlyDeleted(deleted.items.length)}
        <Icon
          node={ChevronDown}
          className={cn("transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </Button>
      {open && (
        <div className="mt-2 grid gap-2">
          <p className="text-xs text-muted-foreground">{HISTORY_UNDO.keptFor}</p>
          <ul
            className="grid max-h-60 gap-1 overflow-y-auto pr-1"
            aria-label={HISTORY_UNDO.recentlyDeleted(deleted.items.length)}
          >
            {deleted.items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="line-clamp-1 text-muted-foreground">{item.title}</span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={HISTORY_UNDO.restoreItem(item.title)}
                  disabled={deleted.restoring}
                  onClick={() => deleted.restore([item])}
                >
                  {HISTORY_UNDO.restore}
                </Button>
              </li>
            ))}
          </ul>
          {deleted.items.length > 1 && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={deleted.restoring}
              onClick={() => deleted.restore(deleted.items)}
            >
              {HISTORY_UNDO.restoreAll}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
