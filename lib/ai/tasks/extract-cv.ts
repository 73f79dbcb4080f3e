import { createHash } from "node:crypto";
import type { AiContext } from "@/lib/ai/context";
import { normaliseCvData, type CvData } from "@/lib/ai/cv-data";
import { GatewayFailure, mapGatewayError } from "@/lib/ai/errors";
import { EXTRACTION_FALLBACK_MODEL, EXTRACTION_PRIMARY_MODEL, PREMIUM_MODEL } from "@/lib/ai/models";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { parseModelJson } from "@/lib/ai/parse-json";
import { extractionMessages } from "@/lib/ai/prompts/extraction";
import { callWithFallback, loggedCall } from "@/lib/ai/tasks/logged-call";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";

/**
 * CV extraction (docs/spec.md, engine §4): staff get the admin extraction (premium model) first, which falls back to the
 * standard extraction on an HTML error page or an invalid response format; the standard one tries its primary then
 * fallback model; any remaining failure falls back to local text parsing. Model results are cached per user by
 * content hash (in this process).
 */
export type ExtractionOutcome = {
  data: CvData;
  engine: "ai" | "offline";
  model: string | null;
  cached: boolean;
  /** Why the offline parser answered, when it did. */
  notice: string | null;
};

const CACHE_LIMIT = 500;
const cache = new Map<string, { data: CvData; model: string }>();

function cacheKey(userId: string | null, cvContent: string): string {
  return `${userId ?? "-"}:${createHash("sha256").update(cvContent).digest("hex")}`;
}

function parseCv(content: string): CvData {
  const parsed = parseModelJson(content);
  if (parsed === undefined) throw new GatewayFailure("unparseable", AI_ERROR_MESSAGES.extractionUnparseable);
  return normaliseCvData(parsed);
}

async function standardExtraction(ctx: AiContext, cvContent: string) {
  let data: CvData | undefined;
  const result = await callWithFallback(
    ctx,
    "extraction",
    { primary: EXTRACTION_PRIMARY_MODEL, fallback: EXTRACTION_FALLBACK_MODEL },
    () => extractionMessages(cvContent, "standard"),
    { validate: (reply) => void (data = parseCv(reply.content)) },
  );
  return { data: data!, model: result.model };
}

async function adminExtraction(ctx: AiContext, cvContent: string) {
  let data: CvData | undefined;
  try {
    const result = await loggedCall(
      ctx,
      "extraction",
      PREMIUM_MODEL,
      extractionMessages(cvContent, "admin"),
      {
        validate: (reply) => void (data = parseCv(reply.content)),
      },
    );
    return { data: data!, model: result.model };
  } catch (error) {
    const failure = mapGatewayError(error);
    const formatProblem =
      failure.kind === "invalid_format" || failure.kind === "unparseable" || failure.kind === "empty";
    if (!formatProblem) throw failure;
    return standardExtraction(ctx, cvContent);
  }
}

export async function extractCv(ctx: AiContext, cvContent: string): Promise<ExtractionOutcome> {
  if (!ctx.gateway) {
    return {
      data: extractCvLocally(cvContent),
      engine: "offline",
      model: null,
      cached: false,
      notice: AI_ERROR_MESSAGES.noKey,
    };
  }
  const key = cacheKey(ctx.userId, cvContent);
  const hit = cache.get(key);
  if (hit) return { data: hit.data, engine: "ai", model: hit.model, cached: true, notice: null };
  try {
    const { data, model } = ctx.staff
      ? await adminExtraction(ctx, cvContent)
      : await standardExtraction(ctx, cvContent);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string); // oldest first
    cache.set(key, { data, model });
    return { data, engine: "ai", model, cached: false, notice: null };
  } catch (error) {
    const failure = mapGatewayError(error);
    if (failure.kind === "aborted") throw failure;
    return {
      data: extractCvLocally(cvContent),
      engine: "offline",
      model: null,
      cached: false,
      notice: failure.userMessage,
    };
  }
}

/** For tests. */
export function clearExtractionCache(): void {
  cache.clear();
}
