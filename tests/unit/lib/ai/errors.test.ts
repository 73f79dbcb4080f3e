import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it } from "vitest";
import { GatewayFailure, mapGatewayError, truncateForLog } from "@/lib/ai/errors";

const apiError = (status: number, body: object | undefined, message?: string) =>
  APIError.generate(status, body, message, new Headers());

describe("error mapping (docs/spec.md, engine §8)", () => {
  it("maps 401, 402 and 429 to the spec's messages", () => {
    expect(mapGatewayError(apiError(401, { error: { message: "bad" } })).userMessage).toBe(
      "Invalid OpenRouter API key. Please check your configuration.",
    );
    expect(mapGatewayError(apiError(402, { error: { message: "pay" } })).userMessage).toBe(
      "Insufficient credits. Please add credits to your OpenRouter account.",
    );
    expect(mapGatewayError(apiError(429, { error: { message: "slow" } })).userMessage).toBe(
      "Rate limit exceeded. Please try again in a few minutes.",
    );
  });

  it("maps other statuses to '{service} API Error: {status} - {body}' inside 'Generation failed: …'", () => {
    const failure = mapGatewayError(apiError(500, { error: { message: "boom" } }));
    expect(failure.detail).toBe("OpenRouter API Error: 500 - boom");
    expect(failure.userMessage).toBe("Generation failed: OpenRouter API Error: 500 - boom");
    expect(failure.kind).toBe("server");
  });

  it("recognises an HTML error page", () => {
    const failure = mapGatewayError(
      apiError(502, undefined, "<!DOCTYPE html><html><body>Bad Gateway</body></html>"),
    );
    expect(failure.kind).toBe("invalid_format");
  });

  it("maps time-outs, lost connections and cancellations", () => {
    expect(mapGatewayError(new APIConnectionTimeoutError()).kind).toBe("timeout");
    expect(mapGatewayError(new APIConnectionError({ message: "reset" })).kind).toBe("connection");
    expect(mapGatewayError(new APIUserAbortError()).kind).toBe("aborted");
  });

  it("never tries the fallback model after a 401 / invalid key", () => {
    expect(mapGatewayError(apiError(401, {})).tryFallback).toBe(false);
    expect(new GatewayFailure("no_key", "x").tryFallback).toBe(false);
    for (const status of [402, 429, 500, 503])
      expect(mapGatewayError(apiError(status, {})).tryFallback).toBe(true);
  });

  it("truncates logged messages at 300 characters", () => {
    expect(truncateForLog("x".repeat(500))).toHaveLength(300);
    expect(truncateForLog("short")).toBe("short");
  });
});
