import type { NextRequest } from "next/server";
import { jsonResponse, readJsonBody } from "@/lib/ai/http";
import { testAiConnection } from "@/lib/admin/connection-test";
import { guardStaffRequest } from "@/lib/admin/staff-route";
import { connectionTestSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * POST { apiKey } (empty: the saved key) → 200 { status: "success", message, model } or
 * { status: "error", message: 'Connection test failed: …' | 'API key not configured' }.
 * 400 / 401 / 403 / 429 as JSON { error }.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardStaffRequest(request);
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, connectionTestSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  return guard.session.applySessionCookies(
    jsonResponse(await testAiConnection(body.data.apiKey, guard.user.id)),
  );
}
