import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
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

function bodyText(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  if (body && typeof body.message === "string") return body.message;
  if (body) return JSON.stringify(body);
  // Not JSON: the SDK puts the raw text in the message, after the status.
  return error.message.replace(/^\d{3}\s+/, "");
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
    const body = bodyText(error);
    if (looksLikeHtml(body)) {
      return new GatewayFailure(
        "invalid_format",
        serviceApiError(service, status, "HTML error page"),
        status,
      );
    }
    const detail = serviceApiError(service, status, truncateForLog(body));
    return new GatewayFailure(status >= 500 ? "server" : "client", detail, status);
  }
  if (error instanceof Error && error.name === "AbortError")
    return new GatewayFailure("aborted", "Request was aborted.");
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayFailure("client", truncateForLog(message || "Unknown error"));
}
