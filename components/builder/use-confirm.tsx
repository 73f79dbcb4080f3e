"use client";

import { useCallback, useRef, useState, type ReactElement } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { CONFIRM_DIALOG } from "@/lib/messages/builder";

export type ConfirmOptions = { title: string; description: string; confirm: string };

/**
 * Asks before an action that removes something (Delete, Clear, Start Over): `confirm(options)` opens an alert
 * dialog and resolves true when the user confirms, false on Cancel or Escape. The caller renders `dialog`.
 */
export function useConfirm(): { confirm(options: ConfirmOptions): Promise<boolean>; dialog: ReactElement } {
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

  const dialog = (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && settle(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{options?.title}</AlertDialogTitle>
          <AlertDialogDescription>{options?.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{CONFIRM_DIALOG.cancel}</AlertDialogCancel>
          {/* Runs before the dialog's own close, which then finds nothing left to answer. */}
          <AlertDialogAction onClick={() => settle(true)}>{options?.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );

  return { confirm, dialog };
}
