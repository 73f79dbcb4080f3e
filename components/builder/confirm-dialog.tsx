"use client";

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
import type { ConfirmOptions } from "@/components/builder/use-confirm";
import { CONFIRM_DIALOG } from "@/lib/messages/builder/page";

type ConfirmDialogProps = {
  open: boolean;
  options: ConfirmOptions;
  onSettle: (confirmed: boolean) => void;
};

/** The alert dialog behind `useConfirm`: Cancel, Escape or a click outside answer false, the action true. */
export function ConfirmDialog({ open, options, onSettle }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && onSettle(false)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{options.title}</AlertDialogTitle>
          <AlertDialogDescription>{options.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{CONFIRM_DIALOG.cancel}</AlertDialogCancel>
          {/* Runs before the dialog's own close, which then finds nothing left to answer. */}
          <AlertDialogAction onClick={() => onSettle(true)}>{options.confirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
