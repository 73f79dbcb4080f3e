import type OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { NO_TOKENS, type TokenUsage } from "@/lib/ai/cost";
import { GatewayFailure, looksLikeHtml, mapGatewayError } from "@/lib/ai/errors";
import { AI_ERROR_MESSAGES, GATEWAY_SERVICE_NAME, noContentGenerated } from "@/lib/messages/ai";

/** One chat-completions call, streaming or not; failures become GatewayFailure with the spec's messages. */

export type ChatCall = {
  model: string;
  messages: ChatCompletionMessageParam[];
  temperature: number;
  maxTokens: number;
  /** Cancels the call (the browser went away). */
  signal?: AbortSignal;
};

export type ChatResult = { content: string; model: string; usage: TokenUsage; durationMs: number };

function readUsage(usage: unknown): TokenUsage {
  const u = usage as { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown } | null;
  const number = (value: unknown) =>
    typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
  if (!u) return NO_TOKENS;
  const promptTokens = number(u.prompt_tokens);
  const completionTokens = number(u.completion_tokens);
  return {
    promptTokens,
    completionTokens,
    totalTokens: number(u.total_tokens) || promptTokens + completionTokens,
  };
}

/** A 200 answer can still be an HTML page or some other shape: reject it (docs/spec.md, engine §5). */
function contentOf(response: unknown): { content: string; model: string | null; usage: TokenUsage } {
  if (typeof response === "string") {
    throw new GatewayFailure(
      "invalid_format",
      looksLikeHtml(response) ? "HTML response instead of JSON" : AI_ERROR_MESSAGES.invalidFormat,
    );
  }
  const body = response as { choices?: unknown; model?: unknown; usage?: unknown } | null;
  if (!body || !Array.isArray(body.choices))
    throw new GatewayFailure("invalid_format", AI_ERROR_MESSAGES.invalidFormat);
  const message = (body.choices[0] as { message?: { content?: unknown } } | undefined)?.message;
  const content = typeof message?.content === "string" ? message.content.trim() : "";
  if (!content) throw new GatewayFailure("empty", noContentGenerated(`${GATEWAY_SERVICE_NAME} API`));
  return { content, model: typeof body.model === "string" ? body.model : null, usage: readUsage(body.usage) };
}

export async function completeChat(client: OpenAI, call: ChatCall): Promise<ChatResult> {
  const started = performance.now();
  try {
    const response: unknown = await client.chat.completions.create(
      {
        model: call.model,
        messages: call.messages,
        temperature: call.temperature,
        max_tokens: call.maxTokens,
      },
      { signal: call.signal },
    );
    const { content, model, usage } = contentOf(response);
    return {
      content,
      model: model ?? call.model,
      usage,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    throw mapGatewayError(error);
  }
}

/**
 * Streams the reply: yields each piece of text as it arrives and returns the whole result. A stream that goes
 * quiet for `idleTimeoutMs` (no first token, or a stall) is aborted as a time-out: the SDK's own time-out
 * covers only the wait for the response headers.
 */
export async function* streamChat(
  client: OpenAI,
  call: ChatCall,
  idleTimeoutMs: number,
): AsyncGenerator<string, ChatResult, void> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleTimeoutMs);
  };
  const onCallerAbort = () => controller.abort();
  call.signal?.addEventListener("abort", onCallerAbort, { once: true });
  let content = "";
  let model: string | null = null;
  let usage = NO_TOKENS;
  try {
    arm();
    const stream = await client.chat.completions.create(
      {
        model: call.model,
        messages: call.messages,
        temperature: call.temperature,
        max_tokens: call.maxTokens,
        stream: true,
        stream_options: { include_usage: true },
      },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      arm();
      if (chunk.model) model = chunk.model;
      if (chunk.usage) usage = readUsage(chunk.usage);
      const piece = chunk.choices?.[0]?.delta?.content;
      if (typeof piece === "string" && piece.length > 0) {
        content += piece;
        yield piece;
      }
    }
  } catch (error) {
    if (timedOut) throw new GatewayFailure("timeout", "Request timed out.");
    throw mapGatewayError(error);
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener("abort", onCallerAbort);
  }
  // The SDK ends an aborted stream quietly: say why it ended.
  if (timedOut) throw new GatewayFailure("timeout", "Request timed out.");
  if (controller.signal.aborted) throw new GatewayFailure("aborted", "Request was aborted.");
  if (!content.trim()) throw new GatewayFailure("empty", noContentGenerated(`${GATEWAY_SERVICE_NAME} API`));
  return { content, model: model ?? call.model, usage, durationMs: Math.round(performance.now() - started) };
}
