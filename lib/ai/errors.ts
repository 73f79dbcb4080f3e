import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { reportInternalError } from "@/lib/http/error-ref";
import {
  AI_ERROR_MESSAGES,
  GATEWAY_SERVICE_NAME,
  generationFailed,
  LOG_MESSAGE_MAX_CHARS,
  serviceApiError,
} from "@/lib/messages/ai";

/** Why a gateway call failed (docs/spec.md, engine §8's rows, plus the client library's kinds). */
export type FailureKind =
  | "no_key"
  | "invalid_key"
  | "insufficient_credits"
  | "rate_limited"
  | "empty"
  | "too_short"
  | "invalid_format"
  | "unparseable"
  | "timeout"
  | "connection"
  | "aborted"
  | "server"
  | "client";

/** A failed AI call, with the spec's message. `detail` is what 'Generation failed: {message}' carries. */
export class GatewayFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly detail: string,
    readonly status?: number,
  ) {
    super(detail);
    this.name = "GatewayFailure";
  }

  /** 401 / invalid key, no key and a cancelled request are never retried with the fallback model (docs/spec.md, engine §4). */
  get tryFallback(): boolean {
    return this.kind !== "invalid_key" && this.kind !== "no_key" && this.kind !== "aborted";
  }

  /** The spec's message for a failed generation (docs/spec.md, engine §8). */
  get userMessage(): string {
    switch (this.kind) {
      case "invalid_key":
      case "insufficient_credits":
      case "rate_limited":
      case "no_key":
        return this.detail;
      default:
        return generationFailed(this.detail);
    }
  }
}

const HTML = /<(!doctype|html|head|body)\b/i;

export function looksLikeHtml(text: string): boolean {
  return HTML.test(text.slice(0, 2000));
}

/** Truncated at 300 characters, as every logged message is (docs/spec.md, engine §9). */
export function truncateForLog(text: string): string {
  return text.length <= LOG_MESSAGE_MAX_CHARS ? text : text.slice(0, LOG_MESSAGE_MAX_CHARS);
}

/**
 * The provider's own message, cleaned for the user: one line of printable text, truncated; null when the gateway
 * said nothing readable (docs/architecture.md 'Provider text'). Never an internal message of ours.
 */
export function providerText(text: unknown): string | null {
  if (typeof text !== "string" || looksLikeHtml(text)) return null;
  const clean = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean ? truncateForLog(clean) : null;
}

/** OpenRouter's `{ error: { message } }` (or a bare `{ error: "…" }`); the raw text when the body was not JSON. */
function bodyText(error: APIError): string | null {
  const body = error.error as { message?: unknown } | string | undefined;
  if (typeof body === "string") return providerText(body);
  if (body) return providerText(body.message);
  // Not JSON: the SDK puts the raw text in the message, after the status.
  return providerText(error.message.replace(/^\d{3}\s+/, ""));
}

/** Maps anything a call threw onto a GatewayFailure with the spec's message. */
export function mapGatewayError(error: unknown, service: string = GATEWAY_SERVICE_NAME): GatewayFailure {
  if (error instanceof GatewayFailure) return error;
  if (error instanceof APIUserAbortError) return new GatewayFailure("aborted", "Request was aborted.");
  if (error instanceof APIConnectionTimeoutError) return new GatewayFailure("timeout", "Request timed out.");
  if (error instanceof APIConnectionError) return new GatewayFailure("connection", "Connection error.");
  if (error instanceof APIError && typeof error.status === "number") {
    const status = error.status;
    if (status === 401) return new GatewayFailure("invalid_key", AI_ERROR_MESSAGES.invalidKey, status);
    if (status === 402)
      return new GatewayFailure("insufficient_credits", AI_ERROR_MESSAGES.insufficientCredits, status);
    if (status === 429) return new GatewayFailure("rate_limited", AI_ERROR_MESSAGES.rateLimited, status);
    const raw = error.error === undefined ? error.message.replace(/^\d{3}\s+/, "") : "";
    if (looksLikeHtml(raw)) {
      return new GatewayFailure(
        "invalid_format",
        serviceApiError(service, status, "HTML error page"),
        status,
      );
    }
    const detail = serviceApiError(service, status, bodyText(error) ?? AI_ERROR_MESSAGES.invalidFormat);
    return new GatewayFailure(status >= 500 ? "server" : "client", detail, status);
  }
  if (error instanceof Error && error.name === "AbortError")
    return new GatewayFailure("aborted", "Request was aborted.");
  // An error event inside the stream: the provider's message, if it gave a readable one.
  if (error instanceof APIError)
    return new GatewayFailure("client", bodyText(error) ?? AI_ERROR_MESSAGES.invalidFormat);
  // The gateway's reply could not be read.
  if (error instanceof SyntaxError) return new GatewayFailure("client", AI_ERROR_MESSAGES.invalidFormat);
  // Anything else is ours: logged under a reference, which is all the user reads.
  return new GatewayFailure("client", reportInternalError("ai gateway call", error).message);
}
