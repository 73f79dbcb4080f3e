import type { NextRequest } from "next/server";
import { guardRequest, jsonResponse } from "@/lib/ai/http";
import { sql } from "@/lib/db/client";
import { readMonthlyUsage } from "@/lib/usage/quota";

export const dynamic = "force-dynamic";

/**
 * GET → 200 { used, limit, remaining, unlimited, month: "yyyy-MM" } for this calendar month (UTC);
 * limit and remaining are null when unlimited. 401 / 429 as JSON { error }.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "history");
  if (!guard.ok) return guard.response;
  return guard.session.applySessionCookies(jsonResponse(await readMonthlyUsage(sql, guard.user.id)));
}
