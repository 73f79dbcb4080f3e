import { testAiConnection } from "@/lib/admin/connection-test";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { connectionTestSchema } from "@/lib/validation/admin";

export const dynamic = "force-dynamic";

/**
 * POST { apiKey } (empty: the saved key) → 200 { status: "success", message, model } or
 * { status: "error", message: 'Connection test failed: …' | 'API key not configured' }.
 * 400 / 401 / 403 / 429 as JSON { error }.
 */
export const POST = defineRoute(
  { auth: "staff", rateLimit: "admin", body: { json: connectionTestSchema } },
  async ({ user, body }) => jsonResponse(await testAiConnection(body.apiKey, user.id)),
);
