import { ADMIN_ACTIONS, logAdminActivity } from "@/lib/admin/activity-log";
import { formatUtcDate } from "@/lib/admin/format";
import { privilegedRecalculateDailyCosts } from "@/lib/db/queries/admin-costs";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/**
 * POST → 200 { day: { date, totalCostCents, totalRequests, totalTokens } }: today's (UTC) cost_tracking row rebuilt
 * by update_daily_costs, and logged as an admin activity. 401 / 403 / 429 as JSON { error }; a database failure is
 * the pipeline's 500 { error: 'Something went wrong (ref …)', ref }.
 */
export const POST = defineRoute({ auth: "staff", rateLimit: "admin" }, async ({ user }) => {
  const date = formatUtcDate(new Date());
  const day = await privilegedRecalculateDailyCosts(date);
  await logAdminActivity({
    adminId: user.id,
    action: ADMIN_ACTIONS.recalculateCosts,
    resourceType: "cost_tracking",
    resourceId: date,
    newValues: {
      total_cost_cents: day.totalCostCents,
      total_requests: day.totalRequests,
      total_tokens: day.totalTokens,
    },
  });
  return jsonResponse({ day });
});
