"use client";

import { useCallback, useRef, useState, type ReactElement } from "react";

import { lazyComponent } from "@/components/ui/lazy-component";

export type ConfirmOptions = { title: string; description: string; confirm: string };

// The dialog library loads at the first question, not with the builder (docs/architecture.md §7).
const ConfirmDialog = lazyComponent(() =>
  import("@/components/builder/confirm-dialog").then((mod) => mod.ConfirmDialog),
);

/**
 * Asks before an action that removes something (Delete, Clear, Start Over): `confirm(options)` opens an alert
 * dialog and resolves true when the user confirms, false on Cancel or Escape. The caller renders `dialog`.
 */
export function useConfirm(): {
  confirm(options: ConfirmOptions): Promise<boolean>;
  dialog: ReactElement | null;
} {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog keeps its text while it fades out.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    answer.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const dialog = options ? <ConfirmDialog open={open} options={options} onSettle={settle} /> : null;
  return { confirm, dialog };
}
