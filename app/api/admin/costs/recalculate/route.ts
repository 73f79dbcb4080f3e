import type { NextRequest } from "next/server";
import { jsonResponse } from "@/lib/ai/http";
import { logAdminActivity } from "@/lib/admin/activity-log";
import { formatUtcDate } from "@/lib/admin/format";
import { describeFailure } from "@/lib/admin/error-message";
import { guardStaffRequest } from "@/lib/admin/staff-route";
import { recalculateDailyCosts } from "@/lib/db/queries/admin-costs";
import { ADMIN_ACTIONS } from "@/lib/messages/admin";

export const dynamic = "force-dynamic";

/**
 * POST → 200 { day: { date, totalCostCents, totalRequests, totalTokens } }: today's (UTC) cost_tracking row rebuilt
 * by update_daily_costs, and logged as an admin activity. 401 / 403 / 429 / 500 as JSON { error }.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardStaffRequest(request);
  if (!guard.ok) return guard.response;
  const date = formatUtcDate(new Date());
  try {
    const day = await recalculateDailyCosts(date);
    await logAdminActivity({
      adminId: guard.user.id,
      action: ADMIN_ACTIONS.recalculateCosts,
      resourceType: "cost_tracking",
      resourceId: date,
      newValues: {
        total_cost_cents: day.totalCostCents,
        total_requests: day.totalRequests,
        total_tokens: day.totalTokens,
      },
    });
    return guard.session.applySessionCookies(jsonResponse({ day }));
  } catch (error) {
    const message = describeFailure(error);
    console.error("[admin] recalculating costs failed:", message);
    return guard.session.applySessionCookies(jsonResponse({ error: message }, 500));
  }
}
