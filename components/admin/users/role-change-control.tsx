"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { failureMessage, httpStatusMessage, requestJson } from "@/lib/api-client";
import { ADMIN_ERRORS } from "@/lib/messages/admin";
import {
  ADMIN_USERS_PAGE as T,
  ROLE_CHANGE_ERRORS,
  ROLE_CHANGE_TOASTS,
  ROLE_LABELS,
} from "@/lib/messages/admin-users";
import { ROLE_CHOICES, roleChangeSchema, type RoleChoice } from "@/lib/validation/admin-users";
import { API } from "@/lib/routes";

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
  // The role as last saved: the server's answer wins at once, before the refetched list arrives, so a pick made
  // in between is compared with the right role and not overwritten by the refetch.
  const [saved, setSaved] = useState<RoleChoice>(role);
  const [shownRole, setShownRole] = useState<RoleChoice>(role);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // A refetched list brings the stored role: show it when it differs from what this row last saved (React's
  // "adjust state when a prop changes" pattern), e.g. another admin changed it.
  if (shownRole !== role) {
    setShownRole(role);
    if (role !== saved) {
      setSaved(role);
      setSelected(role);
    }
  }

  async function confirmChange() {
    const request = roleChangeSchema.safeParse({ userId, role: selected });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? ROLE_CHANGE_ERRORS.invalidRole);
      return;
    }
    setBusy(true);
    try {
      const result = await requestJson<ChangeResponse>(API.adminChangeRole, {
        method: "POST",
        body: request.data,
        messages: { network: ADMIN_ERRORS.network, server: httpStatusMessage },
      });
      const label = ROLE_LABELS[result.role];
      setSaved(result.role);
      setSelected(result.role);
      toast.success(
        result.changed ? ROLE_CHANGE_TOASTS.changed(who, label) : ROLE_CHANGE_TOASTS.unchanged(who, label),
      );
    } catch (error) {
      toast.error(failureMessage(error, ROLE_CHANGE_ERRORS.failed));
      setSelected(saved);
    } finally {
      setBusy(false);
      setConfirming(false);
      router.refresh();
    }
  }

  function onOpenChange(open: boolean) {
    if (busy) return;
    setConfirming(open);
    if (!open) setSelected(saved);
  }

  const describedBy = lock ? (lock.noticeId ?? reasonId) : undefined;
  return (
    <div className="grid gap-1.5" title={lock?.reason}>
      <div className="flex items-center gap-2">
        <Label htmlFor={selectId} className="sr-only">
          {T.roleSelectLabel(who)}
        </Label>
        <NativeSelect
          ref={selectRef}
          id={selectId}
          value={selected}
          onChange={(event) => setSelected(event.target.value as RoleChoice)}
          disabled={lock !== null || busy}
          aria-describedby={describedBy}
          className="w-36 border-neutral-300 bg-background py-1"
        >
          {ROLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </NativeSelect>
        {!lock && (
          <AlertDialog open={confirming} onOpenChange={onOpenChange}>
            <AlertDialogTrigger asChild>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={selected === saved || busy}
                aria-label={T.applyLabel(who)}
              >
                {busy && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
                {T.apply}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              onCloseAutoFocus={(event) => {
                // Back to the row's select: the Change button is disabled once the role is saved or reverted.
                event.preventDefault();
                selectRef.current?.focus();
              }}
              className="rounded-2xl shadow-xl sm:max-w-md"
            >
              <AlertDialogHeader>
                <AlertDialogTitle>{T.confirmTitle}</AlertDialogTitle>
                <AlertDialogDescription asChild>
                  <div className="grid gap-2">
                    <p>{T.confirmBody(who, ROLE_LABELS[saved], ROLE_LABELS[selected])}</p>
                    <p>{T.consequences[selected]}</p>
                  </div>
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={busy}>{T.cancel}</AlertDialogCancel>
                <Button onClick={confirmChange} disabled={busy}>
                  {busy && <Icon node={Loader2} className="animate-spin" aria-hidden="true" />}
                  {busy ? T.changing : T.confirm}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
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
