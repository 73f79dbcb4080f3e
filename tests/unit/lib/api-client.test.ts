import { afterEach, describe, expect, it, vi } from "vitest";

import {
  ApiError,
  failureMessage,
  httpStatusMessage,
  NETWORK_ERROR,
  openStream,
  requestJson,
} from "@/lib/api-client";

function answer(status: number, body: string, contentType = "application/json") {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { "content-type": contentType } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("requestJson", () => {
  it("returns the JSON answer and sends the body as JSON with the session cookie", async () => {
    const fetchMock = answer(200, JSON.stringify({ item: { id: "1" } }));
    await expect(
      requestJson("/api/history/1", { method: "PATCH", body: { favorite: true } }),
    ).resolves.toEqual({ item: { id: "1" } });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/history/1",
      expect.objectContaining({
        method: "PATCH",
        body: '{"favorite":true}',
        credentials: "same-origin",
        headers: expect.objectContaining({ "content-type": "application/json" }),
      }),
    );
  });

  it("turns a network failure into the caller's network message, status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const plain = await failure(requestJson("/api/ai/usage"));
    expect([plain.message, plain.status]).toEqual([NETWORK_ERROR, 0]);
    const own = await failure(requestJson("/api/x", { messages: { network: "Could not start checkout." } }));
    expect(own.message).toBe("Could not start checkout.");
  });

  it("lets a cancelled request reject with the abort, not an ApiError", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        controller.abort();
        throw new DOMException("aborted", "AbortError");
      }),
    );
    await expect(requestJson("/api/history", { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });

  it("uses the server's error text, its field errors and the whole body", async () => {
    answer(
      400,
      JSON.stringify({ error: "Check the highlighted fields.", fieldErrors: { timeoutMs: ["Too long"] } }),
    );
    const error = await failure(requestJson("/api/admin/settings", { method: "PUT", body: {} }));
    expect(error.message).toBe("Check the highlighted fields.");
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ timeoutMs: ["Too long"] });
    expect(error.body).toMatchObject({ error: "Check the highlighted fields." });
  });

  it("falls back to the server message when the JSON error has no text", async () => {
    answer(502, JSON.stringify({ error: "" }));
    expect((await failure(requestJson("/api/x"))).message).toBe(NETWORK_ERROR);
    answer(502, JSON.stringify({}));
    expect((await failure(requestJson("/api/x", { messages: { server: "Portal failed." } }))).message).toBe(
      "Portal failed.",
    );
    answer(503, "{}");
    expect((await failure(requestJson("/api/x", { messages: { server: httpStatusMessage } }))).message).toBe(
      "HTTP 503",
    );
  });

  it("treats an answer that is not JSON as a failure, with the caller's rule for it", async () => {
    answer(500, "<html>Bad gateway</html>", "text/html");
    const plain = await failure(requestJson("/api/x", { messages: { server: "Server fallback" } }));
    expect([plain.message, plain.status]).toEqual(["Server fallback", 500]);

    answer(200, "not json", "text/plain");
    const rule = await failure(
      requestJson("/api/x", { messages: { notJson: (status, text) => `Server error (${status}): ${text}` } }),
    );
    expect(rule.message).toBe("Server error (200): not json");
  });
});

describe("openStream", () => {
  it("returns the body of a 2xx answer", async () => {
    answer(200, '{"type":"done"}\n', "application/x-ndjson");
    const body = await openStream("/api/ai/generate", { body: { jobDescription: "Job" } });
    expect(await new Response(body).text()).toBe('{"type":"done"}\n');
  });

  it("throws a refusal as ApiError with its body (the 403 carries usage)", async () => {
    answer(403, JSON.stringify({ error: "Limit reached", usage: { used: 2 } }));
    const error = await failure(openStream("/api/ai/generate", { body: {} }));
    expect([error.message, error.status, error.body.usage]).toEqual(["Limit reached", 403, { used: 2 }]);
  });
});

describe("failureMessage", () => {
  it("shows an ApiError's message and the fallback for anything else", () => {
    expect(failureMessage(new ApiError("Server said no", 400), "fallback")).toBe("Server said no");
    expect(failureMessage(new TypeError("boom"), "fallback")).toBe("fallback");
  });
});
