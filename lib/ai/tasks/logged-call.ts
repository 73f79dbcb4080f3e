import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { CHAT_ENDPOINT, logAiCall } from "@/lib/ai/call-log";
import { completeChat, type ChatResult } from "@/lib/ai/chat";
import type { AiContext } from "@/lib/ai/context";
import { costCents } from "@/lib/ai/cost";
import { GatewayFailure, mapGatewayError } from "@/lib/ai/errors";
import { REQUEST_TYPES, taskParameters, type AiTask, type ModelChain } from "@/lib/ai/models";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import type { LetterLength } from "@/lib/validation/ai";

/** One non-streaming call, logged whatever happens (docs/spec.md, engine §4: every AI call ends as success or error and is logged). */
export async function loggedCall(
  ctx: AiContext,
  task: AiTask,
  model: string,
  messages: ChatCompletionMessageParam[],
  options: { length?: LetterLength; validate?: (result: ChatResult) => void } = {},
): Promise<ChatResult> {
  if (!ctx.gateway) throw new GatewayFailure("no_key", AI_ERROR_MESSAGES.noKey);
  const { client, provider } = ctx.gateway;
  const params = taskParameters(task, model, options.length);
  const started = performance.now();
  const base = {
    userId: ctx.userId,
    sessionId: ctx.sessionId,
    provider,
    endpoint: CHAT_ENDPOINT,
    requestType: REQUEST_TYPES[task],
  };
  try {
    const result = await completeChat(client, {
      model,
      messages,
      temperature: params.temperature,
      maxTokens: params.maxTokens,
      signal: ctx.signal,
    });
    options.validate?.(result);
    const logged = logAiCall({
      ...base,
      model: result.model,
      tokensUsed: result.usage.totalTokens,
      costCents: costCents(model, result.usage),
      status: "success",
      durationMs: result.durationMs,
      errorMessage: null,
    });
    if (ctx.pendingLogs) ctx.pendingLogs.push(logged);
    else await logged;
    return result;
  } catch (error) {
    const failure = mapGatewayError(error);
    await logAiCall({
      ...base,
      model,
      tokensUsed: 0,
      costCents: 0,
      status: "error",
      durationMs: performance.now() - started,
      errorMessage: failure.detail,
    });
    throw failure;
  }
}

/** Primary, then the fallback model unless the failure rules it out (401 / invalid key). Throws the last failure. */
export async function callWithFallback(
  ctx: AiContext,
  task: AiTask,
  chain: ModelChain,
  messages: (model: string) => ChatCompletionMessageParam[],
  options: { length?: LetterLength; validate?: (result: ChatResult) => void } = {},
): Promise<ChatResult> {
  try {
    return await loggedCall(ctx, task, chain.primary, messages(chain.primary), options);
  } catch (error) {
    const failure = mapGatewayError(error);
    if (!chain.fallback || !failure.tryFallback) throw failure;
    return loggedCall(ctx, task, chain.fallback, messages(chain.fallback), options);
  }
}
