import { startGeneration } from "@/lib/ai/generation-stream";
import { defineRoute } from "@/lib/http/define-route";
import { generateRequestSchema } from "@/lib/validation/ai";

export const dynamic = "force-dynamic";

/**
 * Seconds the platform lets this function run, the letter finished after a disconnect included (`after()`):
 * two streamed calls (the letter and a fact-gate rewrite) and one call stalled to the default 120 s gateway
 * time-out fit with room to spare; 300 s is allowed on every Vercel plan
 * (docs/architecture.md 'Generation after a disconnect').
 */
export const maxDuration = 300;

/**
 * POST { jobDescription, cvContent, additionalNotes?, tone?, length?, formatting?, advert?, templateId?, today? }
 * → 200 application/x-ndjson: {"type":"layout","layout"}, {"type":"delta","text"}… then {"type":"done","item","usage",…}
 *   or {"type":"error"}
 *   (wire format documented in lib/ai/generation-stream.ts);
 * → 400 / 401 / 429 / 403 (monthly limit) as JSON { error }.
 */
export const POST = defineRoute(
  { auth: "user", rateLimit: "generate", body: { json: generateRequestSchema } },
  ({ user, body, request }) => startGeneration(user, body, request.signal),
);
