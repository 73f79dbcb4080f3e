import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { describe, expect, it, vi } from "vitest";
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

  it("carries only the provider's own message, cleaned, and the spec's fixed message when there is none", () => {
    // OpenRouter's error.message, on one printable line.
    expect(
      mapGatewayError(apiError(500, { error: { message: "Upstream\u0000 busy\n\tretry" } })).detail,
    ).toBe("OpenRouter API Error: 500 - Upstream busy retry");
    // A body without a message is not shown raw.
    expect(
      mapGatewayError(apiError(500, { error: { code: 500, trace: "at /srv/router.js:12" } })).detail,
    ).toBe("OpenRouter API Error: 500 - Invalid API response format");
    // An error event inside the stream (no status): its message.
    const inStream = new APIError(
      undefined,
      { message: "Provider returned error" },
      undefined,
      new Headers(),
    );
    expect(mapGatewayError(inStream).userMessage).toBe("Generation failed: Provider returned error");
    // A reply that could not be read.
    expect(mapGatewayError(new SyntaxError("Unexpected token < in JSON at position 0")).userMessage).toBe(
      "Generation failed: Invalid API response format",
    );
  });

  it("never shows an internal message: the user reads a logged reference", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const failure = mapGatewayError(
        new TypeError("Cannot read properties of undefined (reading 'cvContent')"),
      );
      expect(failure.userMessage).toMatch(/^Generation failed: Something went wrong \(ref [A-Z0-9]{5}\)$/);
      expect(failure.userMessage).not.toContain("cvContent");
      expect(String(logged.mock.calls[0]?.[0])).toContain("cvContent");
    } finally {
      logged.mockRestore();
    }
  });
});
