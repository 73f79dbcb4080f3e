"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Loader2, RefreshCw } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { httpStatusMessage, requestJson } from "@/lib/api-client";
import { ADMIN_ERRORS, COSTS_PAGE } from "@/lib/messages/admin";
import { API } from "@/lib/routes";

/** Rebuilds today's cost_tracking row on the server (update_daily_costs, logged), then reloads the table. */
export function RecalculateCostsButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function recalculate() {
    setBusy(true);
    try {
      const { day } = await requestJson<{ day: { date: string } }>(API.adminRecalculateCosts, {
        method: "POST",
        body: {},
        messages: { network: ADMIN_ERRORS.network, server: httpStatusMessage },
      });
      toast.success(COSTS_PAGE.recalculated(day.date));
      router.refresh();
    } catch (error) {
      toast.error(COSTS_PAGE.recalculateFailed((error as Error).message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" onClick={() => void recalculate()} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
      ) : (
        <Icon node={RefreshCw} aria-hidden="true" />
      )}
      {busy ? COSTS_PAGE.recalculating : COSTS_PAGE.recalculate}
    </Button>
  );
}
