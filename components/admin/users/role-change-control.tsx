"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { AlertDialog } from "radix-ui";
import { Loader2 } from "lucide-react";

import { inputClassName } from "@/components/auth/field";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { AdminRequestError, sendAdminJson } from "@/lib/admin/admin-request";
import {
  ADMIN_USERS_PAGE as T,
  ROLE_CHANGE_ERRORS,
  ROLE_CHANGE_TOASTS,
  ROLE_LABELS,
} from "@/lib/messages/admin-users";
import { cn } from "@/lib/utils";
import { ROLE_CHOICES, roleChangeSchema, type RoleChoice } from "@/lib/validation/admin-users";

type RoleChangeControlProps = {
  userId: string;
  /** How the user is named in labels, the dialog and toasts (their e-mail). */
  who: string;
  role: RoleChoice;
  /**
   * Why this row cannot be changed, or null. With `noticeId` the reason is already on the page (a plain admin's
   * notice) and only referenced; without it the reason is written under the control (your own row).
   */
  lock: { reason: string; noticeId?: string } | null;
};

type ChangeResponse = { role: RoleChoice; previousRole: RoleChoice; changed: boolean };

/**
 * A row's role select for a super_admin: pick a role, press Change, confirm. The server decides (the rules are in
 * Postgres); the toast says what happened and the list is refetched either way.
 */
export function RoleChangeControl({ userId, who, role, lock }: RoleChangeControlProps) {
  const router = useRouter();
  const selectId = useId();
  const reasonId = `${selectId}-reason`;
  const selectRef = useRef<HTMLSelectElement>(null);
  const [selected, setSelected] = useState<RoleChoice>(role);
  const [shownRole, setShownRole] = useState<RoleChoice>(role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // A refetched list brings the saved role: show it (React's "adjust state when a prop changes" pattern).
  if (shownRole !== role) {
    setShownRole(role);
    setSelected(role);
  }

  async function confirmChange() {
    const request = roleChangeSchema.safeParse({ userId, role: selected });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? ROLE_CHANGE_ERRORS.invalidRole);
      return;
    }
    setBusy(true);
    try {
      const result = await sendAdminJson<ChangeResponse>("/api/admin/users/role", "POST", request.data);
      const label = ROLE_LABELS[result.role];
      toast.success(
        result.changed ? ROLE_CHANGE_TOASTS.changed(who, label) : ROLE_CHANGE_TOASTS.unchanged(who, label),
      );
    } catch (error) {
      toast.error(error instanceof AdminRequestError ? error.message : ROLE_CHANGE_ERRORS.failed);
      setSelected(role);
    } finally {
      setBusy(false);
      setConfirming(false);
      router.refresh();
    }
  }

  function onOpenChange(open: boolean) {
    if (busy) return;
    setConfirming(open);
    if (!open) setSelected(role);
  }

  const describedBy = lock ? (lock.noticeId ?? reasonId) : undefined;
  return (
    <div className="grid gap-1.5" title={lock?.reason}>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {T.roleSelectLabel(who)}
        </label>
        <select
          ref={selectRef}
          id={selectId}
          value={selected}
          onChange={(event) => setSelected(event.target.value as RoleChoice)}
          disabled={lock !== null || busy}
          aria-describedby={describedBy}
          className={cn(inputClassName, "h-9 w-36 py-1")}
        >
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
        {!lock && (
          <AlertDialog.Root open={confirming} onOpenChange={onOpenChange}>
            <AlertDialog.Trigger asChild>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={selected === role || busy}
                aria-label={T.applyLabel(who)}
              >
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                {T.apply}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Portal>
              <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <AlertDialog.Content
                onCloseAutoFocus={(event) => {
                  // Back to the row's select: the Change button is disabled once the role is saved or reverted.
                  event.preventDefault();
                  selectRef.current?.focus();
                }}
                className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border bg-background p-6 shadow-xl"
              >
                <AlertDialog.Title className="text-lg font-semibold">{T.confirmTitle}</AlertDialog.Title>
                <AlertDialog.Description asChild>
                  <div className="grid gap-2 text-sm text-muted-foreground">
                    <p>{T.confirmBody(who, ROLE_LABELS[role], ROLE_LABELS[selected])}</p>
                    <p>{T.consequences[selected]}</p>
                  </div>
                </AlertDialog.Description>
                <div className="flex flex-wrap justify-end gap-3">
                  <AlertDialog.Cancel asChild>
                    <Button variant="outline" disabled={busy}>
                      {T.cancel}
                    </Button>
                  </AlertDialog.Cancel>
                  <Button onClick={confirmChange} disabled={busy}>
                    {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                    {busy ? T.changing : T.confirm}
                  </Button>
                </div>
              </AlertDialog.Content>
            </AlertDialog.Portal>
          </AlertDialog.Root>
        )}
      </div>
      {lock && !lock.noticeId && (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {lock.reason}
        </p>
      )}
    </div>
  );
}
