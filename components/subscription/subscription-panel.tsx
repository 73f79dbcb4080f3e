"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CreditCard, Crown, Loader2, RotateCcw, XCircle } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { Badge } from "@/components/ui/badge";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError, failureMessage, requestJson } from "@/lib/api-client";
import type { SubscriptionSummary } from "@/lib/billing/subscription-summary";
import { BILLING_ERRORS, BILLING_TOASTS, SUBSCRIPTION_PAGE as T } from "@/lib/messages/billing";
import { API, PAGES } from "@/lib/routes";

type Busy = null | "portal" | "cancel" | "reactivate";

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function periodLine(summary: SubscriptionSummary): string | null {
  if (!summary.currentPeriodEnd) return null;
  const date = longDate.format(new Date(summary.currentPeriodEnd));
  if (summary.canReactivate) return T.endsOn(date);
  if (summary.status === "canceled") return T.endedOn(date);
  if (summary.plan === "premium" && summary.status !== "past_due") return T.renewsOn(date);
  return null;
}

/** The plan, its status and the billing actions of docs/spec.md, product §6; after cancel or reactivate the user is refetched. */
export function SubscriptionPanel({ summary }: { summary: SubscriptionSummary }) {
  const router = useRouter();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const pastDue = summary.status === "past_due";
  const period = periodLine(summary);

  async function openPortal() {
    setBusy("portal");
    try {
      const { url } = await requestJson<{ url?: string }>(API.billingPortal, {
        method: "POST",
        body: {},
        messages: {
          server: BILLING_ERRORS.portalFailed,
          network: BILLING_ERRORS.portalOpenFailed,
          notJson: BILLING_ERRORS.serverError,
        },
      });
      if (!url) throw new ApiError(BILLING_ERRORS.portalFailed, 200);
      window.location.assign(url);
    } catch (error) {
      toast.error(failureMessage(error, BILLING_ERRORS.portalOpenFailed));
      setBusy(null);
    }
  }

  async function change(kind: "cancel" | "reactivate") {
    setBusy(kind);
    setConfirming(false);
    const failed = kind === "cancel" ? BILLING_ERRORS.cancelFailed : BILLING_ERRORS.reactivateFailed;
    try {
      await requestJson(kind === "cancel" ? API.cancelSubscription : API.reactivateSubscription, {
        method: "POST",
        body: {},
        messages: { server: failed, network: failed, notJson: BILLING_ERRORS.serverError },
      });
      toast.success(kind === "cancel" ? BILLING_TOASTS.cancelled : BILLING_TOASTS.reactivated);
      router.refresh();
    } catch (error) {
      toast.error(failureMessage(error, failed));
    } finally {
      setBusy(null);
    }
  }

  const statusLabel = summary.status ? T.statuses[summary.status] : T.statuses.active;

  return (
    <section aria-labelledby="plan-heading" className="rounded-2xl border bg-card p-6 shadow-xs sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="plan-heading" className="text-sm font-medium text-muted-foreground">
            {T.planLabel}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-2xl font-semibold tracking-tight">
            {summary.plan === "premium" && (
              <Icon node={Crown} className="size-5 text-amber-500" aria-hidden="true" />
            )}
            {summary.plan === "premium" ? T.premium : T.free}
          </p>
        </div>
        <dl className="text-right">
          <dt className="text-sm font-medium text-muted-foreground">{T.statusLabel}</dt>
          <dd className="mt-1">
            <Badge
              variant={pastDue ? "destructive" : summary.status === "canceled" ? "secondary" : "default"}
            >
              {statusLabel}
            </Badge>
          </dd>
        </dl>
      </div>

      {period && <p className="mt-4 text-sm text-muted-foreground">{period}</p>}
      {summary.plan === "free" && <p className="mt-4 text-sm text-muted-foreground">{T.freeLead}</p>}
      {pastDue && <FormAlert className="mt-5">{T.pastDueWarning}</FormAlert>}

      <div className="mt-6 flex flex-wrap gap-3">
        {summary.hasBillingAccount && (
          <Button
            onClick={openPortal}
            disabled={busy !== null}
            variant={summary.plan === "premium" ? "default" : "outline"}
          >
            {busy === "portal" ? (
              <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
            ) : (
              <Icon node={CreditCard} aria-hidden="true" />
            )}
            {T.manageBilling}
          </Button>
        )}
        {summary.canCancel && (
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={busy !== null}>
                {busy === "cancel" ? (
                  <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
                ) : (
                  <Icon node={XCircle} aria-hidden="true" />
                )}
                {T.cancel}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent className="rounded-2xl shadow-xl sm:max-w-md">
              <AlertDialogHeader>
                <AlertDialogTitle>{T.cancelConfirmTitle}</AlertDialogTitle>
                <AlertDialogDescription>{T.cancelConfirmBody}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{T.keep}</AlertDialogCancel>
                <AlertDialogAction
                  className={buttonVariants({ variant: "destructive" })}
                  onClick={() => void change("cancel")}
                >
                  {T.cancelConfirm}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
        {summary.canReactivate && (
          <Button onClick={() => void change("reactivate")} disabled={busy !== null}>
            {busy === "reactivate" ? (
              <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
            ) : (
              <Icon node={RotateCcw} aria-hidden="true" />
            )}
            {T.reactivate}
          </Button>
        )}
        {summary.plan === "free" && (
          <Button asChild>
            <Link href={PAGES.pricing}>
              <Icon node={Crown} aria-hidden="true" />
              {T.upgrade}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
