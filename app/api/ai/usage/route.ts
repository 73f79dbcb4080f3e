import { sql } from "@/lib/db/client";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { readMonthlyUsage } from "@/lib/usage/quota";

export const dynamic = "force-dynamic";

/**
 * GET → 200 { used, limit, remaining, unlimited, month: "yyyy-MM" } for this calendar month (UTC);
 * limit and remaining are null when unlimited. 401 / 429 as JSON { error }.
 */
export const GET = defineRoute({ auth: "user", rateLimit: "history" }, async ({ user }) =>
  jsonResponse(await readMonthlyUsage(sql, user.id)),
);
