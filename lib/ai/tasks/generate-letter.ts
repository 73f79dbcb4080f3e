import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { CHAT_ENDPOINT, logAiCall } from "@/lib/ai/call-log";
import { streamChat, type ChatResult } from "@/lib/ai/chat";
import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { AiContext } from "@/lib/ai/context";
import { costCents } from "@/lib/ai/cost";
import { GatewayFailure, mapGatewayError } from "@/lib/ai/errors";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import { modelChain, REQUEST_TYPES, taskParameters } from "@/lib/ai/models";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { writeTemplateLetter } from "@/lib/ai/offline/letter";
import {
  LETTER_ADVERT_WAIT_MS,
  modelAdvertAnalysis,
  resolveAdvertAnalysis,
} from "@/lib/ai/tasks/analyse-advert";
import type { ModelAdvertAnalysis } from "@/lib/validation/advert-analysis";
import {
  factCorrectionMessages,
  intelligentLetterMessages,
  plainLetterMessages,
  promptConventions,
  type LetterPromptInput,
} from "@/lib/ai/prompts/letter";
import { LANGUAGE_NAMES, letterConventions, letterLanguageOf } from "@/lib/letter/conventions";
import type { LetterLocale } from "@/lib/letter/layout";
import { checkLetter, prepareLetterCheck, type LetterCheck } from "@/lib/grounding/check-letter";
import { requestsLeft } from "@/lib/ai/request-left";
import {
  AI_ERROR_MESSAGES,
  MIN_LETTER_CHARS,
  OFFLINE_LETTER_NOTICE,
  offlineEnglishOnly,
  rewritingClaims,
  templateFallback,
} from "@/lib/messages/ai";
import type { GenerateRequest } from "@/lib/validation/ai";
import type { GenerationCall } from "@/lib/db/queries/generation-quota";

/**
 * Letter generation (docs/spec.md, engine §4, §9) as a stream of events:
 *   intelligent prompt on the primary model → (unusable content) plainer prompt on the same model →
 *   plainer prompt on the fallback model → the offline template letter.
 * A transport failure skips the plainer retry on the same model; 401 / invalid key goes straight to the template.
 * Yields each piece of text as the model writes it, and `reset` when a failed attempt's text must be discarded.
 * Failed calls are logged here; the successful one is returned for the caller to settle the quota with.
 */
export type LetterStreamEvent =
  /**
   * The advert as the letter is written from it (the user's corrections included), and the locale of the letter's
   * date and subject (English for the built-in engine), before any text.
   */
  | { type: "analysis"; job: JobAnalysis; locale: LetterLocale }
  | { type: "delta"; text: string }
  | { type: "reset" }
  /** The fact gate is about to write the letter again (a `reset` follows). */
  | { type: "rewrite"; message: string }
  /**
   * The model's letter is complete, before the fact gate reads it: the caller may start work that needs only its
   * text (the history title), so that work waits on the gateway while the check runs. Not sent to the client.
   */
  | { type: "written"; letter: string; candidateName: string; read: { company: string; position: string } };

/** The model call behind a letter, as the quota settles it. */
export type LetterCall = GenerationCall;

export type LetterOutcome = {
  letter: string;
  engine: "ai" | "offline";
  /** The successful model call (engine "ai"), for settling the reservation. */
  call: LetterCall | null;
  /** Messages for the user: why the template wrote it (docs/spec.md, engine §8), or that no key is configured. */
  notices: string[];
  /** The failure's spec message when the template replaced a failed generation. */
  error: string | null;
  candidateName: string;
  /** The company and position the letter was written from (corrections included), for its history title. */
  read: { company: string; position: string };
  /** The claim check of the AI letter the fact gate passed (null: the caller checks the template letter). */
  check: LetterCheck | null;
};

type Attempt = { model: string; prompt: "intelligent" | "plain" };

const CONTENT_FAILURES = new Set(["empty", "too_short", "invalid_format"]);

/**
 * Reads the CV and the advert the built-in way, for a letter about to be asked for: the request calls this while it
 * waits on the database, a part at a time so that the database's replies are handled in between, and the reading is
 * done when the prompt needs it (docs/architecture.md §7).
 */
export async function readLetterSources(
  request: Pick<GenerateRequest, "cvContent" | "jobDescription">,
): Promise<void> {
  await nextTurn(); // the database client writes its queries on the next turn
  extractCvLocally(request.cvContent);
  await nextTurn();
  analyseJobDescription(request.jobDescription);
  await nextTurn();
  matchCvToAdvert({ cvContent: request.cvContent, jobDescription: request.jobDescription });
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How a letter waits for the model's analysis of its advert: only for a call already under way. */
const LETTER_ADVERT_WAIT = { waitMs: LETTER_ADVERT_WAIT_MS, newCall: "background" } as const;

/** The model's analysis of the advert for a letter, looked up (and asked for, in the background) ahead of the letter. */
export function lookUpAdvertModel(
  ctx: AiContext,
  jobDescription: string,
): Promise<ModelAdvertAnalysis | null> {
  return modelAdvertAnalysis(ctx, jobDescription, LETTER_ADVERT_WAIT);
}

/** Both engines write from the same analysis, the user's corrections included. */
async function promptInput(
  ctx: AiContext,
  request: GenerateRequest,
  advertModel?: Promise<ModelAdvertAnalysis | null>,
): Promise<LetterPromptInput> {
  const cv = extractCvLocally(request.cvContent);
  const job = await resolveAdvertAnalysis(ctx, request.jobDescription, request.advert, {
    ...LETTER_ADVERT_WAIT,
    started: advertModel,
  });
  // The match reads the CV and the advert only (docs/product-rules.md, "The match").
  const match = matchCvToAdvert({ cvContent: request.cvContent, jobDescription: request.jobDescription });
  return {
    ...request,
    cv,
    job,
    match: letterProfile(cv, request.cvContent, request.jobDescription, match, job.company),
  };
}

/** The built-in engine's English letter to an advert in another language of ours says so. */
function englishOnly(job: JobAnalysis): string[] {
  const language = letterLanguageOf(job.language);
  return language === "en" ? [] : [offlineEnglishOnly(LANGUAGE_NAMES[language])];
}

/** The template letter, streamed paragraph by paragraph like a model's reply. */
function* streamTemplate(letter: string): Generator<LetterStreamEvent> {
  const paragraphs = letter.split("\n\n");
  for (const [index, paragraph] of paragraphs.entries()) {
    yield { type: "delta", text: index < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph };
  }
}

export async function* generateLetter(
  ctx: AiContext,
  request: GenerateRequest,
  /** The model's analysis of the advert, when the caller has already looked it up. */
  advertModel?: Promise<ModelAdvertAnalysis | null>,
): AsyncGenerator<LetterStreamEvent, LetterOutcome, void> {
  const input = await promptInput(ctx, request, advertModel);
  // The built-in engine writes English whatever the advert's language (docs/product-rules.md, "Letter language").
  const conventions = ctx.gateway
    ? promptConventions(input)
    : letterConventions(input.job, input.jobDescription, "en");
  yield { type: "analysis", job: input.job, locale: conventions.locale };
  const template = () =>
    writeTemplateLetter({
      cv: input.cv,
      job: input.job,
      match: input.match,
      tone: request.tone,
      length: request.length,
      notes: request.additionalNotes,
    });

  if (!ctx.gateway) {
    const letter = template();
    yield* streamTemplate(letter);
    return {
      letter,
      engine: "offline",
      call: null,
      // The missing key is named to staff only (docs/decisions.md 'No AI key'); job seekers read plain words.
      notices: [
        ...(ctx.staff ? [AI_ERROR_MESSAGES.noKey] : []),
        OFFLINE_LETTER_NOTICE,
        ...englishOnly(input.job),
      ],
      error: null,
      candidateName: input.cv.name,
      read: { company: input.job.company, position: input.job.position },
      check: null,
    };
  }

  const { provider } = ctx.gateway;
  // The claim check reads the CV, notes and advert while the model writes, once the letter's request has left.
  void requestsLeft(ctx.gateway.config.baseURL).then(() => prepareLetterCheck(input));
  const chain = modelChain("letter", { staff: ctx.staff });
  const attempts: Attempt[] = [{ model: chain.primary, prompt: "intelligent" }];
  let lastFailure: GatewayFailure | null = null;

  for (let index = 0; index < attempts.length; index++) {
    const attempt = attempts[index]!;
    const messages =
      attempt.prompt === "intelligent" ? intelligentLetterMessages(input) : plainLetterMessages(input);
    const started = performance.now();
    const streamed = { wrote: false };
    try {
      const result = yield* streamAttempt(ctx, attempt.model, messages, request.length, streamed);
      const letter = result.content.trim();
      if (letter.length < MIN_LETTER_CHARS) throw new GatewayFailure("too_short", AI_ERROR_MESSAGES.tooShort);
      const gated = yield* factGate(ctx, input, attempt.model, {
        letter,
        call: callOf(provider, attempt, result),
      });
      return {
        ...gated,
        engine: "ai",
        notices: [],
        error: null,
        candidateName: input.cv.name,
        read: { company: input.job.company, position: input.job.position },
      };
    } catch (error) {
      const failure = mapGatewayError(error);
      lastFailure = failure;
      await logFailedCall(ctx, attempt.model, started, failure);
      if (streamed.wrote) yield { type: "reset" };
      if (failure.kind === "aborted") throw failure;
      if (!failure.tryFallback) break;
      // Only a reply that arrived but was unusable blames the prompt; an error page does not.
      if (
        attempt.prompt === "intelligent" &&
        CONTENT_FAILURES.has(failure.kind) &&
        failure.status === undefined
      ) {
        attempts.push({ model: attempt.model, prompt: "plain" });
      }
      if (
        chain.fallback &&
        !attempts.some((next) => next.model === chain.fallback) &&
        index === attempts.length - 1
      ) {
        attempts.push({ model: chain.fallback, prompt: "plain" });
      }
    }
  }

  const letter = template();
  yield* streamTemplate(letter);
  const reason = lastFailure?.userMessage ?? AI_ERROR_MESSAGES.noKey;
  return {
    letter,
    engine: "offline",
    call: null,
    notices: [
      templateFallback(reason.replace(/\.$/, "")),
      AI_ERROR_MESSAGES.templateNotice,
      ...englishOnly(input.job),
    ],
    error: reason,
    candidateName: input.cv.name,
    read: { company: input.job.company, position: input.job.position },
    check: null,
  };
}

/** Streams one model call's text as deltas; `streamed.wrote` tells a failure whether the user saw any of it. */
async function* streamAttempt(
  ctx: AiContext,
  model: string,
  messages: ChatCompletionMessageParam[],
  length: GenerateRequest["length"],
  streamed: { wrote: boolean },
): AsyncGenerator<LetterStreamEvent, ChatResult, void> {
  const { client, config } = ctx.gateway!;
  const params = taskParameters("letter", model, length);
  const stream = streamChat(
    client,
    { model, messages, temperature: params.temperature, maxTokens: params.maxTokens, signal: ctx.signal },
    config.timeoutMs,
  );
  let step = await stream.next();
  while (!step.done) {
    streamed.wrote = true;
    yield { type: "delta", text: step.value };
    step = await stream.next();
  }
  return step.value;
}

/** A failed letter call is logged here; the successful one is settled with the quota by the caller. */
async function logFailedCall(ctx: AiContext, model: string, started: number, failure: GatewayFailure) {
  await logAiCall({
    userId: ctx.userId,
    sessionId: ctx.sessionId,
    provider: ctx.gateway!.provider,
    endpoint: CHAT_ENDPOINT,
    model,
    requestType: REQUEST_TYPES.letter,
    tokensUsed: 0,
    costCents: 0,
    status: "error",
    durationMs: performance.now() - started,
    errorMessage: failure.detail,
  });
}

function callOf(provider: string, attempt: Attempt, result: ChatResult): LetterCall {
  return {
    provider,
    endpoint: CHAT_ENDPOINT,
    model: result.model,
    tokensUsed: result.usage.totalTokens,
    costCents: costCents(attempt.model, result.usage),
    durationMs: result.durationMs,
  };
}

type Checked = { letter: string; call: LetterCall; check: LetterCheck };

/**
 * The fact gate (docs/product-rules.md 'The claim check'): an AI letter with claims the CV and the notes do not
 * show is written once more, with those claims quoted to the model. The first attempt has already streamed; the
 * user is told why it is being rewritten, then `reset`, then the second attempt. A second letter that still has
 * some is kept and flagged; if the second call fails, the first letter stands, flagged. Either way it is one
 * generation: one usage row with both calls' tokens and cost.
 */
async function* factGate(
  ctx: AiContext,
  input: LetterPromptInput,
  model: string,
  first: { letter: string; call: LetterCall },
): AsyncGenerator<LetterStreamEvent, Checked, void> {
  const checkOf = (letter: string) =>
    checkLetter({
      letter,
      cvContent: input.cvContent,
      jobDescription: input.jobDescription,
      additionalNotes: input.additionalNotes,
    });
  yield {
    type: "written",
    letter: first.letter,
    candidateName: input.cv.name,
    read: { company: input.job.company, position: input.job.position },
  };
  const firstCheck = checkOf(first.letter);
  if (firstCheck.unsupported === 0) return { ...first, check: firstCheck };

  const { provider } = ctx.gateway!;
  const unsupported = [
    ...new Set(firstCheck.claims.filter((claim) => !claim.supported).map((claim) => claim.text)),
  ];
  yield { type: "rewrite", message: rewritingClaims(firstCheck.unsupported) };
  yield { type: "reset" };
  const started = performance.now();
  const streamed = { wrote: false };
  try {
    const messages = factCorrectionMessages(input, first.letter, unsupported);
    const result = yield* streamAttempt(ctx, model, messages, input.length, streamed);
    const letter = result.content.trim();
    if (letter.length < MIN_LETTER_CHARS) throw new GatewayFailure("too_short", AI_ERROR_MESSAGES.tooShort);
    const second = callOf(provider, { model, prompt: "intelligent" }, result);
    return {
      letter,
      check: checkOf(letter),
      call: {
        ...second,
        tokensUsed: first.call.tokensUsed + second.tokensUsed,
        costCents: first.call.costCents + second.costCents,
        durationMs: first.call.durationMs + second.durationMs,
      },
    };
  } catch (error) {
    const failure = mapGatewayError(error);
    await logFailedCall(ctx, model, started, failure);
    if (failure.kind === "aborted") throw failure;
    if (streamed.wrote) yield { type: "reset" };
    yield { type: "delta", text: first.letter };
    return { ...first, check: firstCheck };
  }
}
