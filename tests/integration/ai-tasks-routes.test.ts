// The extract, suggestions, title and usage routes, the gateway's time-outs and retries, and logging that never
// fails a request, against the local stack and the scripted gateway.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, DEMO_PASSWORD, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { SAMPLE_LETTER, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { apiRequest, setAppEnvironment, selectGateway } from "../fakes/ai-app.ts";

const stack = inject("localStack");
const CV =
  "Jane Doe\njane.doe@example.com\n+44 7700 900123\n\nSkills\nGo, Python\n\nExperience\nSenior Software Engineer — Brightwave Ltd (2021 – Present)\n- Led a migration";
const JOB =
  "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer with Kafka and Snowflake.";

let gateway: FakeGateway;
let cookies: string;
let userId: string;
let routes: {
  extract: typeof import("@/app/api/ai/extract/route").POST;
  suggestions: typeof import("@/app/api/ai/suggestions/route").POST;
  title: typeof import("@/app/api/ai/title/route").POST;
  usage: typeof import("@/app/api/ai/usage/route").GET;
};
let sql: typeof import("@/lib/db/client").sql;
let resetRateLimits: () => Promise<void>;
let clearExtractionCache: () => void;

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  routes = {
    extract: (await import("@/app/api/ai/extract/route")).POST,
    suggestions: (await import("@/app/api/ai/suggestions/route")).POST,
    title: (await import("@/app/api/ai/title/route")).POST,
    usage: (await import("@/app/api/ai/usage/route")).GET,
  };
  ({ sql } = await import("@/lib/db/client"));
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
  ({ clearExtractionCache } = await import("@/lib/ai/tasks/extract-cv"));
  const email = uniqueEmail("tasks");
  ({ id: userId } = await confirmedUser(email, "password-123", { terms_accepted: true }));
  cookies = cookieHeader(await signInCookies(stack, email, "password-123"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
  clearExtractionCache();
});

const post = (route: (request: never) => Promise<Response>, body: unknown, withCookies = cookies) =>
  route(apiRequest("/api/ai/x", { cookies: withCookies, body }) as never);

describe("unauthenticated calls", () => {
  it("get 401 from every AI route", async () => {
    for (const route of [routes.extract, routes.suggestions, routes.title]) {
      const response = await route(
        apiRequest("/api/ai/x", { body: { cvContent: CV, jobDescription: JOB, letter: "x" } }) as never,
      );
      expect(response.status).toBe(401);
    }
    expect((await routes.usage(apiRequest("/api/ai/usage") as never)).status).toBe(401);
  });
});

describe("a session without accepted terms", () => {
  it("gets 403 'Consent is required to use our service.' from every AI route", async () => {
    const email = uniqueEmail("no-consent");
    await confirmedUser(email, "password-123");
    const withoutConsent = cookieHeader(await signInCookies(stack, email, "password-123"));
    for (const route of [routes.extract, routes.suggestions, routes.title]) {
      const response = await post(route, { cvContent: CV, jobDescription: JOB, letter: "x" }, withoutConsent);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "Consent is required to use our service." });
    }
    expect(
      (await routes.usage(apiRequest("/api/ai/usage", { cookies: withoutConsent }) as never)).status,
    ).toBe(403);
  });
});

describe("POST /api/ai/extract", () => {
  it("returns normalised CV data from the model and caches it per user by content hash", async () => {
    const first = (await (await post(routes.extract, { cvContent: CV })).json()) as Record<string, unknown>;
    expect(first).toMatchObject({
      engine: "ai",
      cached: false,
      model: "mistralai/mistral-small-3.2-24b-instruct:free",
    });
    expect(first.data).toMatchObject({ name: "Jane Doe", skills: ["Go", "Python", "Kubernetes"] });
    expect((first.data as { experience: unknown[] }).experience).toHaveLength(1);
    expect((first.data as { education: unknown[] }).education).toHaveLength(1);
    const second = (await (await post(routes.extract, { cvContent: CV })).json()) as Record<string, unknown>;
    expect(second.cached).toBe(true);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]!.body).toMatchObject({ temperature: 0.3, max_tokens: 2000 });
  });

  it("falls back to the paid Mistral, then to local parsing with the spec's message", async () => {
    gateway.respond(() => ({ kind: "ok", content: "Sorry, I can't do JSON today" }));
    const outcome = (await (await post(routes.extract, { cvContent: CV })).json()) as Record<string, unknown>;
    expect(outcome).toMatchObject({
      engine: "offline",
      notice: "Generation failed: Failed to parse AI extraction response as JSON",
    });
    expect(outcome.data).toMatchObject({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "+44 7700 900123",
    });
    expect(gateway.requests.map((request) => request.body.model)).toEqual([
      "mistralai/mistral-small-3.2-24b-instruct:free",
      "mistralai/mistral-small-3.2-24b-instruct",
    ]);
  });

  it("gives admins the premium extraction, falling back to the standard one on an HTML error page", async () => {
    const adminCookies = cookieHeader(await signInCookies(stack, "admin@example.com", DEMO_PASSWORD));
    gateway.enqueue({ kind: "html", status: 200 });
    const outcome = (await (
      await post(routes.extract, { cvContent: `${CV}\nadmin` }, adminCookies)
    ).json()) as Record<string, unknown>;
    expect(outcome).toMatchObject({ engine: "ai", model: "mistralai/mistral-small-3.2-24b-instruct:free" });
    expect(gateway.requests[0]!.body.model).toBe("anthropic/claude-3.5-sonnet");
  });

  it("parses locally when no key is configured", async () => {
    selectGateway(null);
    const outcome = (await (await post(routes.extract, { cvContent: CV })).json()) as Record<string, unknown>;
    expect(outcome).toMatchObject({ engine: "offline", notice: "OpenRouter API key not configured" });
    expect(gateway.requests).toHaveLength(0);
  });

  it("requires CV content and limits it to 50,000 characters", async () => {
    expect((await post(routes.extract, {})).status).toBe(400);
    const response = await post(routes.extract, { cvContent: "x".repeat(50_001) });
    expect(((await response.json()) as { error: string }).error).toBe("CV must be at most 50,000 characters");
  });
});

describe("POST /api/ai/suggestions", () => {
  it("returns the structured result, cleaned and de-duplicated", async () => {
    const outcome = (await (
      await post(routes.suggestions, { cvContent: CV, jobDescription: JOB })
    ).json()) as {
      result: { missingKeywords: string[] };
      engine: string;
      message: string;
    };
    expect(outcome.engine).toBe("ai");
    expect(outcome.message).toBe("CV suggestions ready");
    expect(outcome.result.missingKeywords).toEqual(["ClickHouse", "Snowflake"]);
    expect(gateway.requests[0]!.body).toMatchObject({ temperature: 0.35, max_tokens: 1700 });
  });

  it("turns an unparseable reply into its first 10 lines as bullets", async () => {
    gateway.enqueue({
      kind: "ok",
      content: Array.from({ length: 12 }, (_, i) => `* Tip ${i + 1}`).join("\n"),
    });
    const outcome = (await (
      await post(routes.suggestions, { cvContent: CV, jobDescription: JOB })
    ).json()) as {
      result: { suggestedBullets: string[] };
      unstructured: boolean;
    };
    expect(outcome.unstructured).toBe(true);
    expect(outcome.result.suggestedBullets).toHaveLength(10);
    expect(outcome.result.suggestedBullets[0]).toBe("Tip 1");
  });

  it("answers offline with the keyword gap, and says why, when the gateway fails", async () => {
    gateway.respond(() => ({ kind: "status", status: 401 }));
    const outcome = (await (
      await post(routes.suggestions, { cvContent: CV, jobDescription: JOB })
    ).json()) as {
      result: { missingKeywords: string[] };
      engine: string;
      notice: string;
    };
    expect(outcome).toMatchObject({
      engine: "offline",
      notice: "Invalid OpenRouter API key. Please check your configuration.",
    });
    expect(outcome.result.missingKeywords).toEqual(expect.arrayContaining(["Kafka", "Snowflake"]));
  });

  it("asks for both texts", async () => {
    const response = await post(routes.suggestions, { cvContent: CV });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Provide both CV content and job description",
    );
  });
});

describe("POST /api/ai/title", () => {
  it("applies the title rules to the model's answer", async () => {
    gateway.enqueueTitle({ kind: "ok", content: '"Cover letter"' });
    const outcome = (await (
      await post(routes.title, { jobDescription: JOB, letter: SAMPLE_LETTER })
    ).json()) as { title: string };
    expect(outcome.title).toBe("Senior Backend Engineer at Northstar Analytics");
  });

  it("falls back to '{candidate name} — Cover Letter' when the call fails", async () => {
    gateway.respond(() => ({ kind: "status", status: 401 }));
    const outcome = (await (
      await post(routes.title, { jobDescription: JOB, letter: SAMPLE_LETTER, candidateName: "Jane Doe" })
    ).json()) as {
      title: string;
    };
    expect(outcome.title).toBe("Jane Doe — Cover Letter");
  });

  it("is rate-limited per user with 429", async () => {
    selectGateway(null);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await post(routes.title, { jobDescription: JOB, letter: "Dear Hiring Manager" })).status,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("GET /api/ai/usage", () => {
  it("reports this month's count, limit, remaining and whether the user is unlimited", async () => {
    expect(await (await routes.usage(apiRequest("/api/ai/usage", { cookies }) as never)).json()).toEqual({
      used: 0,
      limit: 2,
      remaining: 2,
      unlimited: false,
      month: new Date().toISOString().slice(0, 7),
    });
    const superAdmin = cookieHeader(await signInCookies(stack, "superadmin@example.com", DEMO_PASSWORD));
    expect(
      await (await routes.usage(apiRequest("/api/ai/usage", { cookies: superAdmin }) as never)).json(),
    ).toMatchObject({
      limit: null,
      remaining: null,
      unlimited: true,
    });
  });
});

describe("the gateway client", () => {
  async function context(timeoutMs: number, maxRetries: number) {
    const { gatewayClient } = await import("@/lib/ai/gateway");
    const config = {
      baseURL: gateway.baseURL,
      apiKey: gateway.apiKey,
      timeoutMs,
      maxRetries,
      keySource: "environment" as const,
    };
    return { config, client: gatewayClient(config), provider: "fake" };
  }
  const call = {
    model: "m",
    messages: [{ role: "user" as const, content: "hi" }],
    temperature: 0.7,
    maxTokens: 10,
  };

  it("times out a gateway that never answers", async () => {
    const { completeChat } = await import("@/lib/ai/chat");
    const { client } = await context(300, 0);
    gateway.enqueue({ kind: "hang" });
    await expect(completeChat(client, call)).rejects.toMatchObject({ kind: "timeout" });
  });

  it("aborts a stream whose first token is slower than the time-out, and accepts one within it", async () => {
    const { streamChat } = await import("@/lib/ai/chat");
    const { client } = await context(30_000, 0);
    const drain = async (idleMs: number) => {
      const stream = streamChat(client, call, idleMs);
      let step = await stream.next();
      while (!step.done) step = await stream.next();
      return step.value;
    };
    gateway.enqueue({ kind: "ok", content: "late", firstTokenDelayMs: 600 });
    await expect(drain(200)).rejects.toMatchObject({ kind: "timeout" });
    gateway.enqueue({
      kind: "ok",
      content: "on time",
      firstTokenDelayMs: 100,
      usage: { prompt_tokens: 3, completion_tokens: 2 },
    });
    expect(await drain(2_000)).toMatchObject({
      content: "on time",
      usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 },
    });
  });

  it("retries 5xx up to api.retries.max times, never a 401", async () => {
    const { completeChat } = await import("@/lib/ai/chat");
    const { client } = await context(5_000, 2);
    gateway.respond(() => ({ kind: "status", status: 500 }));
    await expect(completeChat(client, call)).rejects.toMatchObject({ kind: "server" });
    expect(gateway.requests).toHaveLength(3);
    gateway.reset();
    gateway.respond(() => ({ kind: "status", status: 401 }));
    await expect(completeChat(client, call)).rejects.toMatchObject({ kind: "invalid_key" });
    expect(gateway.requests).toHaveLength(1);
  });

  it("rejects an HTML body sent with status 200 and empty content", async () => {
    const { completeChat } = await import("@/lib/ai/chat");
    const { client } = await context(5_000, 0);
    gateway.enqueue({ kind: "html", status: 200 });
    await expect(completeChat(client, call)).rejects.toMatchObject({ kind: "invalid_format" });
    gateway.enqueue({ kind: "empty" });
    await expect(completeChat(client, call)).rejects.toMatchObject({
      kind: "empty",
      detail: "No content generated from OpenRouter API",
    });
  });
});

describe("usage logging", () => {
  it("never fails the request when the log cannot be written", async () => {
    const { logAiCall } = await import("@/lib/ai/call-log");
    const entry = {
      userId,
      sessionId: null,
      provider: "fake",
      endpoint: "/chat/completions",
      model: "m",
      requestType: "cv_extraction",
      tokensUsed: 10,
      costCents: 1.234,
      durationMs: 5,
      errorMessage: "e".repeat(400),
    };
    // 'bogus' breaks the status check constraint: the insert fails, the call still resolves.
    await expect(logAiCall({ ...entry, status: "bogus" as "error" })).resolves.toBeUndefined();
    await logAiCall({ ...entry, status: "error" });
    const [row] = await sql<{ cost_cents: string; error_message: string }[]>`
      select cost_cents::text, error_message from public.api_usage_logs where user_id = ${userId} and model = 'm'`;
    expect(row!.cost_cents).toBe("1.23");
    expect(row!.error_message).toHaveLength(300);
  });
});
