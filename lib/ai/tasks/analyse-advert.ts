import { createHash } from "node:crypto";
import type { JSONValue, Sql } from "postgres";
import { applyAdvertOverrides } from "@/lib/ai/analysis/advert-overrides";
import { mergeAdvertAnalyses } from "@/lib/ai/analysis/advert-merge";
import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import type { AiContext } from "@/lib/ai/context";
import { GatewayFailure } from "@/lib/ai/errors";
import { loggableMessage } from "@/lib/db/loggable-error";
import { modelChain } from "@/lib/ai/models";
import { parseModelJson } from "@/lib/ai/parse-json";
import { advertAnalysisMessages } from "@/lib/ai/prompts/advert";
import { callWithFallback } from "@/lib/ai/tasks/logged-call";
import {
  claimAdvertAnalysis,
  completeAdvertAnalysis,
  failAdvertAnalysis,
  type AdvertAnalysisKey,
} from "@/lib/db/queries/advert-analyses";
import type { AdvertOverrides } from "@/lib/validation/ai";
import { readModelAdvertAnalysis, type ModelAdvertAnalysis } from "@/lib/validation/advert-analysis";

/** The model reads adverts better but must never slow or fail a letter (docs/product-rules.md). */

/** How long a letter waits for the model's analysis before it goes ahead with the local one. */
export const LETTER_ADVERT_WAIT_MS = 1_500;
/** A failed analysis is tried again after this long. */
export const ADVERT_RETRY_FAILED_AFTER_MS = 60_000;
/** Shorter texts are not adverts worth a model call. */
export const ADVERT_MODEL_MIN_CHARS = 50;
const POLL_INTERVAL_MS = 100;
const UNPARSEABLE = "Failed to parse AI advert analysis as JSON";

/** Whitespace-insensitive, so a re-paste of the same advert hits the cache. */
export function normaliseAdvertText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The cache row's key: one analysis per model and advert text. */
export function advertCacheKey(model: string, normalisedText: string): string {
  return createHash("sha256").update(`${model}\n${normalisedText}`).digest("hex");
}

/** One logged model call (primary, then fallback); an unusable reply throws like any failed call. */
async function callAdvertModel(ctx: AiContext, text: string): Promise<ModelAdvertAnalysis> {
  let analysis: ModelAdvertAnalysis | null = null;
  await callWithFallback(
    ctx,
    "advert",
    modelChain("advert", { staff: ctx.staff }),
    () => advertAnalysisMessages(text),
    {
      validate: (reply) => {
        const parsed = parseModelJson(reply.content);
        analysis = parsed === undefined ? null : readModelAdvertAnalysis(parsed);
        if (!analysis) throw new GatewayFailure("unparseable", UNPARSEABLE);
      },
    },
  );
  return analysis!;
}

async function runAndStore(
  ctx: AiContext,
  text: string,
  key: AdvertAnalysisKey,
  claimId: string,
  db: Sql | undefined,
): Promise<ModelAdvertAnalysis | null> {
  try {
    const analysis = await callAdvertModel(ctx, text);
    await completeAdvertAnalysis(key, claimId, analysis as unknown as JSONValue, db);
    return analysis;
  } catch (error) {
    console.warn("[ai/advert] the model's analysis failed:", loggableMessage(error));
    await failAdvertAnalysis(key, claimId, db).catch((failure: unknown) =>
      console.error("[ai/advert] could not mark the analysis failed:", loggableMessage(failure)),
    );
    return null;
  }
}

/** The promise's value, or null once `ms` have passed or the caller has gone. */
function within<T>(promise: Promise<T | null>, ms: number, signal?: AbortSignal): Promise<T | null> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (value: T | null) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(value);
    };
    const onAbort = () => done(null);
    const timer = setTimeout(() => done(null), ms);
    signal?.addEventListener("abort", onAbort, { once: true });
    promise.then(done, () => done(null));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait for the model: `waitMs` at most; with `newCall: "background"` only for a call already under
 * way (the builder starts one when the advert is pasted), never for one started now.
 */
export type AnalysisWait = { waitMs: number; newCall?: "wait" | "background"; db?: Sql };

/** From the cache, a call in flight elsewhere, or a new call: one model call per advert. */
export async function modelAdvertAnalysis(
  ctx: AiContext,
  jobDescription: string,
  options: AnalysisWait,
): Promise<ModelAdvertAnalysis | null> {
  if (!ctx.gateway) return null;
  const text = normaliseAdvertText(jobDescription);
  if (text.length < ADVERT_MODEL_MIN_CHARS) return null;
  const model = modelChain("advert", { staff: ctx.staff }).primary;
  const key = { cacheKey: advertCacheKey(model, text), model };
  const timing = {
    staleAfterMs: ctx.gateway.config.timeoutMs,
    retryFailedAfterMs: ADVERT_RETRY_FAILED_AFTER_MS,
  };
  const deadline = performance.now() + options.waitMs;
  // The shared call outlives this request: the user leaving must not cancel it for everyone waiting.
  const detached: AiContext = { ...ctx, signal: undefined, pendingLogs: undefined };
  try {
    for (;;) {
      const claim = await claimAdvertAnalysis(key, timing, options.db);
      if (claim.kind === "claimed") {
        const call = runAndStore(detached, text, key, claim.claimId, options.db);
        // A letter never waits for a call it had to start itself: that would add a whole model call before its
        // first word. The call still fills the cache for the next letter.
        if (options.newCall === "background") return null;
        return await within(call, deadline - performance.now(), ctx.signal);
      }
      if (claim.kind === "done") return readModelAdvertAnalysis(claim.result);
      if (claim.kind === "failed") return null;
      const left = deadline - performance.now();
      if (left <= 0 || ctx.signal?.aborted) return null;
      await sleep(Math.min(POLL_INTERVAL_MS, left));
    }
  } catch (error) {
    console.error("[ai/advert] the analysis cache failed:", loggableMessage(error));
    return null;
  }
}

/** One analysis for both engines: local at once, the model's within `waitMs`, then the user's corrections. */
export async function resolveAdvertAnalysis(
  ctx: AiContext,
  jobDescription: string,
  overrides: AdvertOverrides | undefined,
  options: AnalysisWait & { started?: Promise<ModelAdvertAnalysis | null> },
): Promise<JobAnalysis> {
  const local = analyseJobDescription(jobDescription);
  const model = await (options.started ?? modelAdvertAnalysis(ctx, jobDescription, options));
  const { analysis, disagreements } = mergeAdvertAnalyses(local, model);
  for (const disagreement of disagreements) {
    console.warn(
      `[ai/advert] the analyses disagree on ${disagreement.field}: local ${JSON.stringify(disagreement.local)}, model ${JSON.stringify(disagreement.model)}; kept the ${disagreement.kept} value`,
    );
  }
  return applyAdvertOverrides(analysis, overrides);
}
