// A scripted OpenAI-compatible gateway for tests and benchmarks: POST /v1/chat/completions, streaming (SSE) and
// not, with usage numbers, and fault injection: 401, 402, 429, 500, an HTML body, empty content, a slow first
// token, a time-out (never answers) and a reset connection. Binds to 127.0.0.1 on a free port.
// Advert-analysis calls (recognised by their system prompt) have their own script and record, so tests that
// script letter calls see the same order with or without them.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export type FakeReply =
  | {
      kind: "ok";
      content: string;
      model?: string;
      usage?: Partial<FakeUsage>;
      /** Characters per streamed chunk (default 24). */
      chunkSize?: number;
      /** Wait before the first token (headers are sent at once). */
      firstTokenDelayMs?: number;
      /** Wait between chunks. */
      chunkDelayMs?: number;
    }
  | { kind: "status"; status: number; message?: string }
  | { kind: "html"; status?: number }
  | { kind: "empty" }
  | { kind: "hang" }
  | { kind: "reset" };

export type ChatRequestBody = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

export type RecordedRequest = {
  body: ChatRequestBody;
  headers: IncomingMessage["headers"];
  at: number;
  /** When the reply was fully written (performance.now()). */
  answeredAt?: number;
};

export type FakeGateway = {
  /** Base URL for the SDK, e.g. http://127.0.0.1:4321/v1. */
  baseURL: string;
  apiKey: string;
  /** Every request except the advert analyses. */
  requests: RecordedRequest[];
  /** The advert-analysis requests, kept apart from `requests`. */
  advertRequests: RecordedRequest[];
  /**
   * Replies used in order, one per request; afterwards the responder answers. Advert analyses and history titles
   * never take them.
   */
  enqueue(...replies: FakeReply[]): void;
  /** Replaces the responder (default: a plausible answer per task). Advert analyses never use it. */
  respond(responder: (body: ChatRequestBody) => FakeReply): void;
  /** Replies to history-title requests, in order; afterwards the responder answers. */
  enqueueTitle(...replies: FakeReply[]): void;
  /** Replies to advert analyses, in order; afterwards the advert responder answers. */
  enqueueAdvert(...replies: FakeReply[]): void;
  /** Replaces the advert responder (default: a reply that found nothing, so the local analysis stands). */
  respondAdvert(responder: (body: ChatRequestBody) => FakeReply): void;
  /** Clears queued replies, recorded requests and any custom responders. */
  reset(): void;
  /** Called when a reply (not an advert analysis's) is fully written: for benchmarks of server overhead. */
  onAnswered?: (request: RecordedRequest) => void;
  /** Called with the time (performance.now()) each first token is written: for latency benchmarks. */
  onFirstToken?: (at: number) => void;
  close(): Promise<void>;
};

export const FAKE_API_KEY = "sk-fake-gateway-key";

/** Makes no claim a test CV could fail to show, so the fact gate lets it through (tests that want it to act script their own). */
export const SAMPLE_LETTER = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Backend Engineer position at Northstar Analytics. Your platform team's focus on reliable event processing is exactly the kind of work I enjoy most, and I would bring care, curiosity and steady delivery to it.",
  "I like to understand a system end to end before I change it, to measure before and after, and to leave things simpler than I found them.",
  "I would welcome the chance to discuss how I could help Northstar Analytics scale its platform.",
  "Sincerely,\nJane Doe",
].join("\n\n");

export const SAMPLE_CV_JSON = JSON.stringify({
  name: "Jane Doe",
  email: "jane.doe@example.com",
  phone: "+44 7700 900123",
  experience: [
    {
      company: "Brightwave Ltd",
      position: "Senior Software Engineer",
      duration: "2021 – Present",
      description: "",
      achievements: ["Led the migration of 40 services to Kubernetes"],
    },
    { company: "", position: "", description: "" },
  ],
  education: [
    { institution: "University of Manchester", degree: "BSc", field: "Computer Science", year: "2015" },
    {},
  ],
  skills: ["Go", "Python", 42, "Kubernetes"],
});

export const SAMPLE_SUGGESTIONS_JSON = JSON.stringify({
  summary: "Strong match; add evidence of ClickHouse.",
  missingKeywords: ["ClickHouse", "clickhouse", "Snowflake", ""],
  suggestedBullets: ["Built a ClickHouse pipeline ingesting 1B events a day"],
  experienceImprovements: ["Quantify the OpenTelemetry rollout"],
  structure: ["Move Skills above Experience"],
  formatting: ["Use one date format"],
  redFlags: [],
  priority: { high: ["Add ClickHouse"], medium: ["Quantify"], low: ["Dates"] },
});

/** The model's reading of an advert, as lib/validation/advert-analysis.ts accepts it. */
export type FakeAdvertAnalysis = {
  company?: string | null;
  agency?: string | null;
  position?: string | null;
  hiringManager?: string | null;
  mustHave?: string[];
  niceToHave?: string[];
  language?: string | null;
};

export function advertAnalysisJson(analysis: FakeAdvertAnalysis = {}): string {
  return JSON.stringify({
    company: null,
    agency: null,
    position: null,
    hiringManager: null,
    mustHave: [],
    niceToHave: [],
    language: null,
    ...analysis,
  });
}

function systemText(body: ChatRequestBody): string {
  return body.messages.find((message) => message.role === "system")?.content ?? "";
}

/** The advert-analysis call, by its system prompt's opening (lib/ai/prompts/advert.ts). */
export function isAdvertAnalysisRequest(body: ChatRequestBody): boolean {
  return systemText(body).includes("You read job adverts");
}

/**
 * The history-title call, by its system prompt (lib/ai/prompts/title.ts). The app asks for it while the fact gate
 * checks the letter, so it may come before or after a rewrite: it never takes the replies queued for the letter.
 */
export function isTitleRequest(body: ChatRequestBody): boolean {
  return systemText(body).startsWith("You name saved cover letters.");
}

/** Found nothing: the local analysis stands, so tests that don't script the analysis see no change. */
export function defaultAdvertResponder(): FakeReply {
  return { kind: "ok", content: advertAnalysisJson() };
}

/** A plausible answer for each task, recognised from the system prompt. */
export function defaultResponder(body: ChatRequestBody): FakeReply {
  const system = systemText(body);
  if (system.includes("extract structured data")) return { kind: "ok", content: SAMPLE_CV_JSON };
  if (system.includes("CV coach")) return { kind: "ok", content: SAMPLE_SUGGESTIONS_JSON };
  if (system.includes("name saved cover letters"))
    return { kind: "ok", content: '"Senior Backend Engineer at Northstar Analytics."' };
  return { kind: "ok", content: SAMPLE_LETTER };
}

function usageFor(body: ChatRequestBody, content: string, usage: Partial<FakeUsage> = {}): FakeUsage {
  const prompt =
    usage.prompt_tokens ?? Math.ceil(body.messages.reduce((sum, m) => sum + m.content.length, 0) / 4);
  const completion = usage.completion_tokens ?? Math.ceil(content.length / 4);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: usage.total_tokens ?? prompt + completion,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeGateway(
  options: { apiKey?: string; port?: number } = {},
): Promise<FakeGateway> {
  const apiKey = options.apiKey ?? FAKE_API_KEY;
  const queue: FakeReply[] = [];
  const advertQueue: FakeReply[] = [];
  const titleQueue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const advertRequests: RecordedRequest[] = [];
  let responder = defaultResponder;
  let advertResponder: (body: ChatRequestBody) => FakeReply = defaultAdvertResponder;
  const sockets = new Set<Socket>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as ChatRequestBody;
    const advert = isAdvertAnalysisRequest(body);
    const recorded: RecordedRequest = { body, headers: request.headers, at: performance.now() };
    (advert ? advertRequests : requests).push(recorded);
    const reply =
      request.headers.authorization !== `Bearer ${apiKey}`
        ? ({ kind: "status", status: 401, message: "No auth credentials found" } as const)
        : advert
          ? (advertQueue.shift() ?? advertResponder(body))
          : ((isTitleRequest(body) ? titleQueue : queue).shift() ?? responder(body));
    await answer(body, reply, request, response);
    recorded.answeredAt = performance.now();
    if (!advert) gateway.onAnswered?.(recorded);
  }

  async function answer(
    body: ChatRequestBody,
    reply: FakeReply,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const model = body.model;
    // retry-after-ms keeps the SDK's retries instant in tests.
    const errorHeaders = { "content-type": "application/json", "retry-after-ms": "1" };
    switch (reply.kind) {
      case "reset":
        request.socket.destroy();
        return;
      case "hang":
        return; // never answers; the client times out
      case "status":
        response.writeHead(reply.status, errorHeaders).end(
          JSON.stringify({
            error: { message: reply.message ?? `Scripted ${reply.status}`, code: reply.status },
          }),
        );
        return;
      case "html":
        response
          .writeHead(reply.status ?? 502, { "content-type": "text/html", "retry-after-ms": "1" })
          .end(
            "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>",
          );
        return;
      case "empty":
        return writeReply(body, { kind: "ok", content: "" }, response, model);
      case "ok":
        return writeReply(body, reply, response, reply.model ?? model);
    }
  }

  async function writeReply(
    body: ChatRequestBody,
    reply: Extract<FakeReply, { kind: "ok" }>,
    response: ServerResponse,
    model: string,
  ) {
    const usage = usageFor(body, reply.content, reply.usage);
    const id = `chatcmpl-fake-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model,
          choices: [
            { index: 0, message: { role: "assistant", content: reply.content }, finish_reason: "stop" },
          ],
          usage,
        }),
      );
      return;
    }
    response.writeHead(200, {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    response.flushHeaders();
    const send = (payload: object) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) =>
      send({
        id,
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    if (reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    const size = reply.chunkSize ?? 24;
    for (let at = 0; at < reply.content.length; at += size) {
      if (response.destroyed) return;
      if (at === 0) gateway.onFirstToken?.(performance.now());
      chunk(
        at === 0
          ? { role: "assistant", content: reply.content.slice(at, at + size) }
          : { content: reply.content.slice(at, at + size) },
      );
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    chunk({}, "stop");
    if (body.stream_options?.include_usage)
      send({ id, object: "chat.completion.chunk", created, model, choices: [], usage });
    response.end("data: [DONE]\n\n");
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const gateway: FakeGateway = {
    baseURL: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    advertRequests,
    enqueue: (...replies) => void queue.push(...replies),
    respond: (next) => void (responder = next),
    enqueueTitle: (...replies) => void titleQueue.push(...replies),
    enqueueAdvert: (...replies) => void advertQueue.push(...replies),
    respondAdvert: (next) => void (advertResponder = next),
    reset() {
      queue.length = 0;
      advertQueue.length = 0;
      titleQueue.length = 0;
      requests.length = 0;
      advertRequests.length = 0;
      responder = defaultResponder;
      advertResponder = defaultAdvertResponder;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return gateway;
}
