import { after } from "next/server";
import { logOfflineLetter } from "@/lib/ai/call-log";
import { userAiContext, type AiContext } from "@/lib/ai/context";
import { GatewayFailure } from "@/lib/ai/errors";
import { reportInternalError } from "@/lib/http/error-ref";
import { jsonResponse } from "@/lib/http/responses";
import {
  generateLetter,
  lookUpAdvertModel,
  readLetterSources,
  type LetterOutcome,
} from "@/lib/ai/tasks/generate-letter";
import { generateTitle, type TitleOutcome } from "@/lib/ai/tasks/generate-title";
import { sql } from "@/lib/db/client";
import { getCoverLetter } from "@/lib/db/queries/cover-letters";
import { addLetterVersion, createApplication } from "@/lib/db/queries/letter-versions";
import type { CoverLetter } from "@/lib/db/schema";
import { checkLetter } from "@/lib/grounding/check-letter";
import { requestsLeft } from "@/lib/ai/request-left";
import { toHistoryItem, type HistoryItem } from "@/lib/history/history-item";
import { AI_ERROR_MESSAGES, AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import {
  readMonthlyUsage,
  releaseGeneration,
  reserveGeneration,
  settleGenerationSuccess,
  type MonthlyUsage,
} from "@/lib/usage/quota";
import { hasPremiumFeatures } from "@/lib/auth/access";
import type { RequestUser } from "@/lib/auth/request-session";
import { effectiveFormatting } from "@/lib/builder/options";
import { getSenderProfile } from "@/lib/db/queries/sender-profiles";
import { composeLetterLayout, letterToday } from "@/lib/letter/compose-layout";
import type { LetterLayout } from "@/lib/letter/layout";
import type { GenerateRequest } from "@/lib/validation/ai";

/**
 * POST /api/ai/generate's body: `application/x-ndjson`, one JSON object per line, each flushed as it happens.
 *
 *   {"type":"layout","layout":LetterLayout}              the letter's sender, date, recipient and subject; before any text
 *   {"type":"delta","text":"Dear Hiring Manager,\n\n"}   a piece of the letter, in order; append it
 *   {"type":"reset"}                                       discard the text so far (a failed attempt; the next restarts)
 *   {"type":"rewrite","message":"Rewriting 2 claims that your CV doesn't show…"}  the fact gate: a reset and a
 *                                                          second attempt follow
 *   {"type":"done","item":HistoryItem (with its claim check, layout and template),"usage":MonthlyUsage,"engine":"ai"|"offline","model":string|null,
 *    "notices":string[],"error":string|null,"message":"Cover letter generated successfully!"}
 *   {"type":"error","message":string}                      terminal; nothing was saved and the quota slot was freed;
 *                                                          an internal failure reads 'Something went wrong (ref 7F3K2)'
 *
 * Refusals happen before the stream starts, as JSON: 401, 429, 400 and 403 `{ error: <monthly limit message>, usage }`.
 * The done event's item is the open application (`applicationId`) with the letter as its next version when the
 * advert and the CV are unchanged, else a new application.
 * An AI-written letter counts against the quota; a template letter (no key, or every model failed) does not.
 * A client that goes away after the first delta does not stop the letter: it is finished, checked, saved and
 * counted as if delivered, and waits in history; before the first delta the call is cancelled and nothing counts.
 */
export type GenerationEvent =
  | { type: "layout"; layout: LetterLayout }
  | { type: "delta"; text: string }
  | { type: "reset" }
  | { type: "rewrite"; message: string }
  | {
      type: "done";
      item: HistoryItem;
      usage: MonthlyUsage;
      engine: "ai" | "offline";
      model: string | null;
      notices: string[];
      error: string | null;
      message: string;
    }
  | { type: "error"; message: string };

const encoder = new TextEncoder();

function line(event: GenerationEvent): Uint8Array {
  return encoder.encode(`${JSON.stringify(event)}\n`);
}

export async function startGeneration(
  user: RequestUser,
  request: GenerateRequest,
  signal?: AbortSignal,
): Promise<Response> {
  const abort = new AbortController();
  // The title's call is logged while the letter is saved; the request ends only once every log row is written.
  const context = userAiContext(user, abort.signal).then((found): AiContext => ({
    ...found,
    pendingLogs: [],
  }));
  // Once the settings are in, the quota is reserved and the advert's model analysis looked up while the CV and the
  // advert are still being read (docs/architecture.md §7).
  const admission = context.then((ctx) => admit(ctx, user.id));
  const advertModel = context.then((ctx) => lookUpAdvertModel(ctx, request.jobDescription));
  admission.catch(() => undefined); // awaited below
  advertModel.catch(() => undefined);
  // (A failure here surfaces again where the letter reads them, which frees the quota slot.)
  await readLetterSources(request).catch(() => undefined);
  const ctx = await context;
  const admitted = await admission;
  if (admitted.refusal) return admitted.refusal;
  const { reservationId } = admitted;

  // The client going away before the first words abandons the letter; after them the server finishes it, saves it
  // to history and counts it (docs/product-rules.md 'Quota and limits').
  let wroteWords = false;
  let clientGone = false;
  const leave = () => {
    clientGone = true;
    if (!wroteWords) abort.abort();
  };
  signal?.addEventListener("abort", leave, { once: true });
  if (signal?.aborted) leave();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      outliveResponse(run(controller));
    },
    cancel: leave,
  });

  async function run(controller: ReadableStreamDefaultController<Uint8Array>) {
    const send = (event: GenerationEvent) => {
      if (clientGone) return;
      try {
        controller.enqueue(line(event));
        if (event.type === "delta") wroteWords = true;
      } catch {
        leave(); // the stream was closed under us
      }
    };
    let settled = false;
    let layout: LetterLayout | null = null;
    const started = performance.now();
    // Read while the advert is analysed: the layout needs it only once the analysis is there.
    const savedSender = getSenderProfile(user.id);
    savedSender.catch(() => undefined); // awaited below; a failure surfaces there
    const application = openApplication(user, request);
    application.catch(() => undefined);
    let title: Promise<TitleOutcome> | null = null;
    try {
      const events = generateLetter(ctx, request, advertModel);
      let step = await events.next();
      while (!step.done) {
        const event = step.value;
        if (event.type === "analysis") {
          // The layout is composed from the same reading of the advert the letter is written from.
          layout = composeLetterLayout({
            cvContent: request.cvContent,
            reading: event.job,
            locale: event.locale,
            savedSender: await savedSender,
            today: letterToday(request.today),
          });
          send({ type: "layout", layout });
        } else if (event.type === "written") {
          // A new application's title needs only the letter's text: it is asked for while the fact gate checks.
          if (!(await application) && ctx.gateway) {
            // The claim check takes the thread only once the title's request has left.
            const left = requestsLeft(ctx.gateway.config.baseURL);
            title = generateTitle(ctx, {
              jobDescription: request.jobDescription,
              letter: event.letter,
              candidateName: event.candidateName,
              read: event.read,
            });
            title.catch(() => undefined); // awaited when the letter is saved
            await left;
          }
        } else {
          send(event);
        }
        step = await events.next();
      }
      if (abort.signal.aborted) throw new GatewayFailure("aborted", "Request was aborted.");
      const outcome = step.value;
      const item = await saveLetter(ctx, user, request, outcome, {
        layout,
        application: await application,
        title,
      });
      // The staff dashboard counts offline letters beside AI ones; the quota never reads these rows.
      if (outcome.engine === "offline")
        await logOfflineLetter({
          userId: user.id,
          reason: outcome.error,
          durationMs: performance.now() - started,
        });
      let usage: Promise<MonthlyUsage> | null = null;
      if (reservationId) {
        // Exactly one settlement: only a model-written letter counts, a template letter never does.
        if (outcome.engine === "ai" && outcome.call) {
          // The reservation already counts this letter, so the month's usage can be read while it is settled.
          usage = readMonthlyUsage(sql, user.id);
          usage.catch(() => undefined);
          await settleGenerationSuccess(sql, reservationId, outcome.call);
        } else await releaseGeneration(sql, reservationId);
        settled = true;
      }
      if (clientGone) return;
      send({
        type: "done",
        item,
        usage: await (usage ?? readMonthlyUsage(sql, user.id)),
        engine: outcome.engine,
        model: outcome.call?.model ?? null,
        notices: outcome.notices,
        error: outcome.error,
        message: AI_SUCCESS_MESSAGES.generated,
      });
    } catch (error) {
      if (reservationId && !settled) await releaseGeneration(sql, reservationId).catch(() => undefined);
      if (error instanceof GatewayFailure) {
        if (error.kind !== "aborted") send({ type: "error", message: error.userMessage });
      } else {
        // The database or our code: the user reads a reference, the log the detail
        // (docs/architecture.md 'Route handlers').
        send({ type: "error", message: reportInternalError("ai/generate", error).message });
      }
    } finally {
      await Promise.all(ctx.pendingLogs!);
      try {
        controller.close();
      } catch {
        // already closed by a cancelled client
      }
    }
  }

  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}

/**
 * The month's quota: an AI letter reserves its slot; the offline engine's letters don't count, but an exhausted month
 * still blocks generation (docs/spec.md, engine §5).
 */
async function admit(
  ctx: AiContext,
  userId: string,
): Promise<{ reservationId: string | null; refusal?: undefined } | { refusal: Response }> {
  if (ctx.gateway) {
    const reservation = await reserveGeneration(sql, userId);
    if (!reservation.allowed)
      return {
        refusal: jsonResponse({ error: AI_ERROR_MESSAGES.monthlyLimit, usage: reservation.usage }, 403),
      };
    return { reservationId: reservation.reservationId };
  }
  const usage = await readMonthlyUsage(sql, userId);
  if (usage.remaining === 0)
    return { refusal: jsonResponse({ error: AI_ERROR_MESSAGES.monthlyLimit, usage }, 403) };
  return { reservationId: null };
}

/**
 * Keeps the function alive until the letter is finished and saved, also after the response has ended
 * (docs/architecture.md 'Generation after a disconnect'). Outside Next's request scope (tests, scripts) the
 * work simply runs on.
 */
function outliveResponse(work: Promise<void>) {
  try {
    after(work);
  } catch {
    // no request scope: nothing to keep alive
  }
}

/**
 * The open application (`applicationId`) with the same advert and CV gets the letter as its next version; anything
 * else starts a new application (docs/product-rules.md 'Applications and versions').
 */
async function openApplication(user: RequestUser, request: GenerateRequest): Promise<CoverLetter | null> {
  if (!request.applicationId) return null;
  const row = await getCoverLetter(user.id, request.applicationId);
  const same =
    row && row.jobDescription.trim() === request.jobDescription && row.cvContent.trim() === request.cvContent;
  return same ? row : null;
}

/**
 * Saves the letter as the open application's next version or as a new application. `title` is the one asked for
 * when the model's letter was complete (a rewrite by the fact gate removes claims, not the company or position the
 * title names); null asks now.
 */
async function saveLetter(
  ctx: AiContext,
  user: RequestUser,
  request: GenerateRequest,
  outcome: LetterOutcome,
  {
    layout,
    application,
    title: early,
  }: { layout: LetterLayout | null; application: CoverLetter | null; title: Promise<TitleOutcome> | null },
) {
  const confirmed = application?.confirmedClaims ?? [];
  // The fact gate's check stands unless the user had confirmed claims of this application.
  const check =
    outcome.check && confirmed.length === 0
      ? outcome.check
      : checkLetter({
          letter: outcome.letter,
          cvContent: request.cvContent,
          jobDescription: request.jobDescription,
          additionalNotes: request.additionalNotes,
          confirmed,
        });
  const options = {
    tone: request.tone,
    length: request.length,
    // A free user's letter is set in the template's own fonts (docs/decisions.md 'Free vs Premium in the builder').
    formatting: effectiveFormatting(request.formatting, hasPremiumFeatures(user.profile), request.templateId),
    templateId: request.templateId,
    additionalNotes: request.additionalNotes,
  };
  const version = { letter: outcome.letter, source: outcome.engine, claimCheck: check };
  if (application) {
    // The application keeps its title and its layout (the user may have edited the header).
    const row = await addLetterVersion(user.id, application.id, version, {
      ...options,
      layout: application.layout ?? layout,
    });
    if (row) return toHistoryItem(row);
  }
  // A template letter after a failure gets the offline title rather than another call to a failing gateway.
  const titleContext = outcome.engine === "ai" ? ctx : { ...ctx, gateway: null };
  const { title } = await ((outcome.engine === "ai" ? early : null) ??
    generateTitle(titleContext, {
      jobDescription: request.jobDescription,
      letter: outcome.letter,
      candidateName: outcome.candidateName,
      read: outcome.read,
    }));
  const row = await createApplication(
    {
      userId: user.id,
      title,
      jobDescription: request.jobDescription,
      cvContent: request.cvContent,
      letter: outcome.letter,
      ...options,
      layout,
      claimCheck: check,
    },
    outcome.engine,
  );
  return toHistoryItem(row);
}
