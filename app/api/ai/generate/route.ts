import type { NextRequest } from "next/server";
import { startGeneration } from "@/lib/ai/generation-stream";
import { guardRequest, readJsonBody } from "@/lib/ai/http";
import { generateRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * POST { jobDescription, cvContent, additionalNotes?, tone?, length?, formatting? }
 * → 200 application/x-ndjson: {"type":"delta","text"}… then {"type":"done","item","usage",…} or {"type":"error"}
 *   (wire format documented in lib/ai/generation-stream.ts);
 * → 400 / 401 / 429 / 403 (monthly limit) as JSON { error }.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const guard = await guardRequest(request, "generate");
  if (!guard.ok) return guard.response;
  const body = await readJsonBody(request, generateRequestSchema);
  if (!body.ok) return guard.session.applySessionCookies(body.response);
  return guard.session.applySessionCookies(await startGeneration(guard.user, body.data, request.signal));
}
