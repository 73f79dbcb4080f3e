// POST /api/ai/generate against the local stack and the scripted gateway: streaming, the fallback chain, every
// gateway error row of docs/spec.md, engine §8, the offline engine, logging and cost, the quota on the route.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, DEMO_PASSWORD, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import {
  advertAnalysisJson,
  startFakeGateway,
  type FakeGateway,
  type FakeReply,
} from "../fakes/fake-gateway.ts";
import {
  apiRequest,
  assembleLetter,
  doneEvent,
  readEvents,
  setAppEnvironment,
  selectGateway,
} from "../fakes/ai-app.ts";

const stack = inject("localStack");
const JOB = [
  "Senior Backend Engineer",
  "",
  "Northstar Analytics is hiring a Senior Backend Engineer.",
  "",
  "Requirements",
  "- Go or Python",
  "- PostgreSQL and Kafka",
  "- Kubernetes",
].join("\n");
const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com | +44 7700 900123",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "",
  "Skills",
  "Go, Python, PostgreSQL, Kubernetes",
].join("\n");

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/generate/route").POST;
let ADVERT_POST: typeof import("@/app/api/ai/advert/route").POST;
let sql: typeof import("@/lib/db/client").sql;
let settings: typeof import("@/lib/settings/ai-settings");
let resetRateLimits: typeof import("@/lib/usage/rate-limit").resetRateLimits;

async function freshUser(): Promise<{ id: string; cookies: string }> {
  const email = uniqueEmail("gen");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

function generate(cookies: string | undefined, body: object = {}) {
  return POST(
    apiRequest("/api/ai/generate", { cookies, body: { jobDescription: JOB, cvContent: CV, ...body } }),
  );
}

async function logsOf(userId: string) {
  return sql<
    {
      request_type: string;
      status: string;
      model: string | null;
      tokens_used: number;
      cost_cents: string;
      error_message: string | null;
      api_provider: string | null;
    }[]
  >`
    select request_type, status, model, tokens_used, cost_cents::text, error_message, api_provider
    from public.api_usage_logs where user_id = ${userId} order by created_at, id`;
}

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/generate/route"));
  ({ POST: ADVERT_POST } = await import("@/app/api/ai/advert/route"));
  ({ sql } = await import("@/lib/db/client"));
  settings = await import("@/lib/settings/ai-settings");
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
  settings.invalidateAiSettingsCache();
});

describe("POST /api/ai/generate", () => {
  it("refuses a signed-out caller with 401", async () => {
    const response = await generate(undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  });

  it("validates the input with clear 400 messages", async () => {
    const { cookies } = await freshUser();
    const cases: Array<[object, string]> = [
      [{ jobDescription: "x".repeat(20_001) }, "Job description must be at most 20,000 characters"],
      [{ cvContent: "x".repeat(50_001) }, "CV must be at most 50,000 characters"],
      [{ additionalNotes: "x".repeat(2_001) }, "Additional notes must be at most 2,000 characters"],
      [{ jobDescription: "   " }, "Job description is required"],
      [{ tone: "sarcastic" }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await generate(cookies, body);
      expect(response.status).toBe(400);
      const payload = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
      if (message) expect(payload.error).toBe(message);
      expect(Object.keys(payload.fieldErrors).length).toBe(1);
    }
    const broken = await POST(apiRequest("/api/ai/generate", { cookies, rawBody: "{not json" }));
    expect(broken.status).toBe(400);
    expect(gateway.requests).toHaveLength(0);
  });

  it("streams the letter, saves it with its title and options, and counts it", async () => {
    const user = await freshUser();
    const response = await generate(user.cookies, {
      tone: "confident",
      length: "long",
      formatting: { fontSizePt: 12 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = await readEvents(response);
    expect(events.filter((event) => event.type === "delta").length).toBeGreaterThan(5);
    const done = doneEvent(events);
    expect(done).toMatchObject({
      engine: "ai",
      model: "google/gemini-2.5-flash-lite",
      notices: [],
      error: null,
      message: "Cover letter generated successfully!",
      usage: { used: 1, limit: 2, remaining: 1, unlimited: false },
    });
    expect(assembleLetter(events)).toBe(done.item.letter);
    expect(done.item).toMatchObject({
      title: "Senior Backend Engineer at Northstar Analytics",
      tone: "confident",
      length: "long",
      favorite: false,
      // The fonts a free user asked for give way to the template's (tested below).
      formatting: { pageSize: "a4", alignment: "left" },
    });

    // The model got the texts as delimited data, the spec's parameters, and the referer and title headers.
    const [letterCall, titleCall] = gateway.requests;
    expect(letterCall!.body).toMatchObject({
      model: "google/gemini-2.5-flash-lite",
      temperature: 0.8,
      max_tokens: 1700,
      stream: true,
    });
    expect(letterCall!.body.messages[1]!.content).toContain(`<cv>\n${CV}\n</cv>`);
    expect(letterCall!.headers["http-referer"]).toBeTruthy();
    expect(letterCall!.headers["x-title"]).toBe("Cover Letter Builder");
    expect(letterCall!.headers.authorization).toBe(`Bearer ${gateway.apiKey}`);
    expect(titleCall!.body).toMatchObject({ temperature: 0.2, max_tokens: 50 });

    // The advert analysis is logged too unless the advert was already analysed (tests/integration/ai-advert.test.ts).
    const logs = (await logsOf(user.id)).filter((log) => log.request_type !== "advert_analysis");
    expect(logs.map((log) => [log.request_type, log.status])).toEqual([
      ["cover_letter_generation", "success"],
      ["title_generation", "success"],
    ]);
    expect(logs[0]).toMatchObject({
      api_provider: "127.0.0.1",
      model: "google/gemini-2.5-flash-lite",
      cost_cents: "0.00",
    });
    expect(logs[0]!.tokens_used).toBeGreaterThan(0);
  });

  it("sends the letter's layout before its first words and saves it with the template", async () => {
    const user = await freshUser();
    const today = new Date().toISOString().slice(0, 10);
    const events = await readEvents(await generate(user.cookies, { templateId: "executive", today }));
    const layoutAt = events.findIndex((event) => event.type === "layout");
    expect(layoutAt).toBeGreaterThanOrEqual(0);
    expect(layoutAt).toBeLessThan(events.findIndex((event) => event.type === "delta"));
    const layout = events[layoutAt]!.layout;
    expect(layout).toEqual({
      sender: {
        name: "Jane Doe",
        email: "jane.doe@example.com",
        phone: "+44 7700 900123",
        location: "London, UK",
        link: "",
      },
      date: today,
      recipient: { name: "", organisation: "Northstar Analytics", address: "" },
      subject: "Re: Senior Backend Engineer",
      locale: "en",
    });
    const done = doneEvent(events);
    expect(done.item).toMatchObject({ layout, templateId: "executive" });
    const [row] = await sql<{ layout: unknown; template_id: string }[]>`
      select layout, template_id from public.cover_letters where id = ${done.item.id}`;
    expect(row).toEqual({ layout, template_id: "executive" });
  });

  it("dates the letter by the browser only within a day of the server's date", async () => {
    const user = await freshUser();
    const dateOf = async (body: object) =>
      (
        (await readEvents(await generate(user.cookies, body))).find((event) => event.type === "layout")!
          .layout as { date: string }
      ).date;
    const serverDate = new Date().toISOString().slice(0, 10);
    expect(await dateOf({ today: "2001-01-01" })).toBe(serverDate);
    expect(await dateOf({})).toBe(serverDate);
    expect((await generate(user.cookies, { today: "23/11/2026" })).status).toBe(400);
    expect((await generate(user.cookies, { templateId: "fancy" })).status).toBe(400);
  });

  it("sets a free user's letter in its template's fonts, and keeps a Premium user's choice", async () => {
    const { templateById } = await import("@/lib/builder/templates");
    const fonts = templateById("modern").fonts;
    // Everything differs from the template's own fonts, so a choice that was kept shows.
    const chosen = {
      pageSize: "letter",
      alignment: "justify",
      fontFamily: fonts.body === "serif" ? "sans" : "serif",
      fontSizePt: fonts.sizePt === 13 ? 12 : 13,
      lineHeight: fonts.lineHeight === 1.8 ? 1.7 : 1.8,
    };
    const savedFormatting = async (cookies: string) =>
      doneEvent(await readEvents(await generate(cookies, { templateId: "modern", formatting: chosen }))).item
        .formatting;

    const free = await freshUser();
    expect(await savedFormatting(free.cookies)).toEqual({
      pageSize: "letter",
      alignment: "justify",
      fontFamily: fonts.body,
      fontSizePt: fonts.sizePt,
      lineHeight: fonts.lineHeight,
    });
    const premium = await freshUser();
    await sql`update public.users set subscription_tier = 'premium' where id = ${premium.id}`;
    expect(await savedFormatting(premium.cookies)).toEqual(chosen);
  });

  it("falls back to the fallback model when the primary fails, logging both calls", async () => {
    const user = await freshUser();
    gateway.respond((body) =>
      body.model === "google/gemini-2.5-flash-lite" && body.stream
        ? { kind: "status", status: 503, message: "primary down" }
        : { kind: "ok", content: `${"Dear Hiring Manager, ".repeat(8)}\n\nSincerely,\nJane Doe` },
    );
    const done = doneEvent(await readEvents(await generate(user.cookies)));
    expect(done).toMatchObject({
      engine: "ai",
      model: "meta-llama/llama-3.2-3b-instruct",
      usage: { used: 1 },
    });
    const letterLogs = (await logsOf(user.id)).filter(
      (log) => log.request_type === "cover_letter_generation",
    );
    expect(letterLogs.map((log) => [log.model, log.status]).sort()).toEqual([
      ["google/gemini-2.5-flash-lite", "error"],
      ["meta-llama/llama-3.2-3b-instruct", "success"],
    ]);
    expect(letterLogs.find((log) => log.status === "error")!.error_message).toBe(
      "OpenRouter API Error: 503 - primary down",
    );
  });

  it("retries unusable content with the plainer prompt, then the fallback model", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: "Too short." });
    const events = await readEvents(await generate(user.cookies));
    const done = doneEvent(events);
    expect(done.engine).toBe("ai");
    expect(events.some((event) => event.type === "reset")).toBe(true);
    expect(assembleLetter(events)).toBe(done.item.letter);
    const [intelligent, plain] = gateway.requests;
    expect(intelligent!.body.messages[1]!.content).toContain("Analysis of the application");
    expect(plain!.body.model).toBe("google/gemini-2.5-flash-lite");
    expect(plain!.body.messages[1]!.content).not.toContain("Analysis of the application");
    const failed = (await logsOf(user.id)).find((log) => log.status === "error");
    expect(failed?.error_message).toBe("Generated content is too short or empty");
  });

  const ROWS: Array<{
    name: string;
    reply: FakeReply;
    error: string;
    letterCalls: number;
    retries?: number;
  }> = [
    {
      name: "401",
      reply: { kind: "status", status: 401 },
      error: "Invalid OpenRouter API key. Please check your configuration.",
      letterCalls: 1,
    },
    {
      name: "402",
      reply: { kind: "status", status: 402 },
      error: "Insufficient credits. Please add credits to your OpenRouter account.",
      letterCalls: 2,
    },
    {
      name: "429",
      reply: { kind: "status", status: 429 },
      error: "Rate limit exceeded. Please try again in a few minutes.",
      letterCalls: 8,
    },
    {
      name: "500",
      reply: { kind: "status", status: 500, message: "boom" },
      error: "Generation failed: OpenRouter API Error: 500 - boom",
      letterCalls: 8,
    },
    {
      name: "an HTML page",
      reply: { kind: "html" },
      error: "Generation failed: OpenRouter API Error: 502 - HTML error page",
      letterCalls: 8,
    },
    {
      name: "empty content",
      reply: { kind: "empty" },
      error: "Generation failed: No content generated from OpenRouter API",
      letterCalls: 3,
    },
    // With api.retries.max = 0: the SDK backs off between connection retries, which only slows the test.
    {
      name: "a reset connection",
      reply: { kind: "reset" },
      error: "Generation failed: Connection error.",
      letterCalls: 2,
      retries: 0,
    },
  ];

  for (const row of ROWS) {
    it(`answers ${row.name} with the template letter and the spec's messages, without using the quota`, async () => {
      const user = await freshUser();
      gateway.respond(() => row.reply);
      const adminId = (
        await sql<{ id: string }[]>`select id from public.users where email = 'admin@example.com'`
      )[0]!.id;
      if (row.retries !== undefined)
        await settings.saveNumericAiSetting("api.retries.max", row.retries, adminId);
      const events = await readEvents(await generate(user.cookies)).finally(() =>
        row.retries !== undefined ? settings.saveNumericAiSetting("api.retries.max", 3, adminId) : undefined,
      );
      const done = doneEvent(events);
      expect(done.engine).toBe("offline");
      expect(done.error).toBe(row.error);
      expect(done.notices).toEqual([
        `API Error: ${row.error.replace(/\.$/, "")}. Using template fallback.`,
        "API call failed. Using template with your extracted information. Please edit as needed.",
      ]);
      expect(done.usage).toMatchObject({ used: 0, remaining: 2 });
      expect(assembleLetter(events)).toBe(done.item.letter);
      expect(done.item.letter.startsWith("Dear Hiring Manager")).toBe(true);
      expect(done.item.letter).toContain("Northstar Analytics");
      expect(done.item.letter).toMatch(/Sincerely,\nJane Doe$/);
      // 1 + 3 retries per model for retryable statuses; a 401 is never retried or sent to the fallback model.
      expect(gateway.requests.filter((request) => request.body.stream)).toHaveLength(row.letterCalls);
      const all = await logsOf(user.id);
      const logs = all.filter((log) => !["advert_analysis", "offline_letter"].includes(log.request_type));
      expect(logs.every((log) => log.status === "error")).toBe(true);
      expect(logs.length).toBeGreaterThan(0);
      // The letter the built-in writer wrote instead is logged once, with the failure as its reason.
      expect(all.filter((log) => log.request_type === "offline_letter")).toEqual([
        expect.objectContaining({ status: "success", tokens_used: 0, error_message: row.error }),
      ]);
    });
  }

  it("writes the letter offline when no key is configured, says so, and does not count it", async () => {
    selectGateway(null);
    const user = await freshUser();
    const done = doneEvent(await readEvents(await generate(user.cookies)));
    expect(done.engine).toBe("offline");
    // A job seeker reads plain words; the missing key is named to staff only.
    expect(done.notices).not.toContain("OpenRouter API key not configured");
    expect(done.notices[0]).toMatch(/does not count towards your monthly limit/);
    expect(done.usage.used).toBe(0);
    expect(done.item.title).toBe("Senior Backend Engineer at Northstar Analytics");
    expect(gateway.requests).toHaveLength(0);
    // Logged as an offline letter for the staff dashboard, at no cost, with no model.
    expect(await logsOf(user.id)).toEqual([
      expect.objectContaining({
        request_type: "offline_letter",
        status: "success",
        model: null,
        tokens_used: 0,
      }),
    ]);
  });

  it("names the missing key to staff", async () => {
    selectGateway(null);
    const staff = await freshUser();
    await sql`update public.users set role = 'admin' where id = ${staff.id}`;
    const done = doneEvent(await readEvents(await generate(staff.cookies)));
    expect(done.notices[0]).toBe("OpenRouter API key not configured");
    expect(done.notices[1]).toMatch(/does not count towards your monthly limit/);
  });

  it("prefers the encrypted key saved in admin settings over the environment", async () => {
    const admin = await sql<{ id: string }[]>`select id from public.users where email = 'admin@example.com'`;
    process.env.AI_GATEWAY_API_KEY = "sk-wrong-environment-key";
    await settings.saveAiApiKey(gateway.apiKey, admin[0]!.id);
    try {
      const [stored] = await sql<
        { value: string }[]
      >`select value from public.app_settings where key = 'ai.openrouter.api_key'`;
      expect(stored!.value).not.toContain(gateway.apiKey);
      const { readAiSettingsView } = await import("@/lib/admin/ai-settings-form");
      expect((await readAiSettingsView()).savedKey).toBe(`configured · …${gateway.apiKey.slice(-4)}`);
      const user = await freshUser();
      expect(doneEvent(await readEvents(await generate(user.cookies))).engine).toBe("ai");
      const [activity] = await sql<{ new_values: unknown }[]>`
        select new_values from public.admin_activity_logs where resource_id = 'ai.openrouter.api_key' order by created_at desc limit 1`;
      expect(JSON.stringify(activity!.new_values)).not.toContain(gateway.apiKey);
    } finally {
      await settings.saveAiApiKey(null, admin[0]!.id);
    }
    await expect(settings.saveAiApiKey("x", null)).rejects.toThrow("Not authenticated");
  });

  it("gives admins the premium model and prices it from the table", async () => {
    const cookies = cookieHeader(await signInCookies(stack, "admin@example.com", DEMO_PASSWORD));
    gateway.respond((body) =>
      body.stream
        ? {
            kind: "ok",
            content: `${"Dear Hiring Manager, I am applying. ".repeat(5)}\n\nSincerely,\nAdam`,
            usage: { prompt_tokens: 1000, completion_tokens: 2000 },
          }
        : { kind: "ok", content: "Backend role at Northstar Analytics" },
    );
    const done = doneEvent(await readEvents(await generate(cookies)));
    expect(done).toMatchObject({
      engine: "ai",
      model: "anthropic/claude-3.5-sonnet",
      usage: { unlimited: true, limit: null },
    });
    expect(gateway.requests[0]!.body.max_tokens).toBe(2000);
    // 1000 × 0.3 + 2000 × 1.5 cents per 1k = 0.3 + 3 = 3.30 cents
    const [log] = await sql<{ cost_cents: string; tokens_used: number }[]>`
      select cost_cents::text, tokens_used from public.api_usage_logs
      where model = 'anthropic/claude-3.5-sonnet' and status = 'success' order by created_at desc limit 1`;
    expect(log).toEqual({ cost_cents: "3.30", tokens_used: 3000 });
  });

  it("refuses a free user's third letter this month with the spec's message, on the route", async () => {
    // One after another: the PGlite stand-in serialises connections (concurrency is proven on real PostgreSQL).
    const user = await freshUser();
    const responses: Response[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await generate(user.cookies);
      responses.push(response);
      if (response.status === 200) await readEvents(response.clone());
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 403, 403]);
    for (const response of responses) {
      if (response.status === 403) {
        expect(await response.json()).toMatchObject({
          error: "You have reached your monthly generation limit. Please upgrade to continue.",
          usage: { used: 2, remaining: 0 },
        });
      } else {
        await response.text();
      }
    }
    // Offline letters don't count, but an exhausted month still blocks generation.
    selectGateway(null);
    expect((await generate(user.cookies)).status).toBe(403);
  });

  it("never refuses premium users", async () => {
    const cookies = cookieHeader(await signInCookies(stack, "premium@example.com", DEMO_PASSWORD));
    for (let i = 0; i < 3; i++) {
      const response = await generate(cookies);
      expect(response.status).toBe(200);
      expect(doneEvent(await readEvents(response)).usage.unlimited).toBe(true);
    }
  });

  it("rate-limits each user with 429 and a clear message", async () => {
    selectGateway(null);
    const user = await freshUser();
    await sql`update public.users set subscription_tier = 'premium' where id = ${user.id}`;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await generate(user.cookies);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(((await response.json()) as { error: string }).error).toMatch(
          /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
        );
      } else {
        await response.text();
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the advert analysis behind the letter", () => {
  /** An advert of its own per test, so each starts with an empty analysis cache. */
  const advert = (body: string) =>
    `${body}\n\nRequirements\n- Go or Python\n- PostgreSQL\n\nReference: ${randomUUID()}`;
  const letterPrompt = () =>
    gateway.requests.find((request) => request.body.stream)?.body.messages.find((m) => m.role === "user")
      ?.content ?? "";
  /** What the builder does in step 1: the advert is read as soon as it is pasted. */
  const readAdvertFirst = async (cookies: string, jobDescription: string) =>
    expect(
      (await ADVERT_POST(apiRequest("/api/ai/advert", { cookies, body: { jobDescription } }))).status,
    ).toBe(200);

  it("writes the letter from the model's analysis, logs it as advert_analysis and counts only the letter", async () => {
    const user = await freshUser();
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson({ company: "Vantage Robotics", mustHave: ["Event sourcing at scale"] }),
    }));
    const jobDescription = advert(
      "Senior Backend Engineer\n\nWe are hiring a Senior Backend Engineer to join our platform team.",
    );
    await readAdvertFirst(user.cookies, jobDescription);
    const done = doneEvent(await readEvents(await generate(user.cookies, { jobDescription })));
    expect(done.engine).toBe("ai");
    expect(letterPrompt()).toContain("Company: Vantage Robotics");
    expect(letterPrompt()).toContain("Event sourcing at scale");
    expect(gateway.advertRequests).toHaveLength(1);
    expect((await logsOf(user.id)).map((log) => log.request_type).sort()).toEqual([
      "advert_analysis",
      "cover_letter_generation",
      "title_generation",
    ]);
    expect(done.usage).toMatchObject({ used: 1, remaining: 1 });
  });

  it("does not wait for a slow analysis: the letter starts with the local one, and the cache fills behind it", async () => {
    const user = await freshUser();
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson({ mustHave: ["Replayable ledgers"] }),
      firstTokenDelayMs: 3_000,
    }));
    const jobDescription = advert(
      "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.",
    );
    // Rows of earlier runs may hold the same answer: only this test's row counts.
    const startedAt = new Date();
    const started = performance.now();
    const response = await generate(user.cookies, { jobDescription });
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes('"type":"delta"')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    const firstWordMs = performance.now() - started;
    while (!(await reader.read()).done);
    // A call the letter had to start itself is never waited for: the first word comes before the 3 s reply.
    expect(firstWordMs).toBeLessThan(1_500);
    expect(letterPrompt()).toContain("Company: Northstar Analytics");
    expect(letterPrompt()).not.toContain("Replayable ledgers");

    // The call finishes on its own and fills the cache; the next letter is written from it.
    await expect
      .poll(
        async () =>
          (
            await sql<{ status: string }[]>`
        select status from public.advert_analyses
        where result->'mustHave' ? 'Replayable ledgers' and created_at >= ${startedAt.toISOString()}::timestamptz`
          )[0]?.status,
        {
          timeout: 5_000,
        },
      )
      .toBe("done");
    gateway.reset();
    await readEvents(await generate(user.cookies, { jobDescription }));
    expect(letterPrompt()).toContain("Replayable ledgers");
    expect(gateway.advertRequests).toHaveLength(0);
  });

  it("waits up to 1.5 s for an analysis already under way from step 1", async () => {
    const user = await freshUser();
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson({ company: "Vantage Robotics" }),
      firstTokenDelayMs: 600,
    }));
    const jobDescription = advert("Senior Backend Engineer\n\nWe are hiring a Senior Backend Engineer.");
    const reading = readAdvertFirst(user.cookies, jobDescription);
    // The model has been asked (the cache row is pending) before Generate is pressed.
    await expect.poll(() => gateway.advertRequests.length).toBe(1);
    await readEvents(await generate(user.cookies, { jobDescription }));
    await reading;
    expect(letterPrompt()).toContain("Company: Vantage Robotics");
    expect(gateway.advertRequests).toHaveLength(1);
  });

  it("lets the user's corrections win over the model's analysis", async () => {
    const user = await freshUser();
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson({ company: "Vantage Robotics", position: "Platform Engineer" }),
    }));
    const jobDescription = advert(
      "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.",
    );
    await readAdvertFirst(user.cookies, jobDescription);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let warnings: string[] = [];
    await readEvents(
      await generate(user.cookies, {
        jobDescription,
        advert: { company: "Edited Company Ltd", position: "" },
      }),
    ).finally(() => {
      warnings = warn.mock.calls.map((call) => String(call[0]));
      warn.mockRestore();
    });
    // The two readings disagreed on the company: logged with the field and both values only.
    expect(warnings).toContainEqual(
      expect.stringMatching(/disagree on company: local "Northstar Analytics", model "Vantage Robotics"/),
    );
    expect(letterPrompt()).toContain("Company: Edited Company Ltd");
    expect(letterPrompt()).not.toContain("Vantage Robotics");
    // A cleared position is unknown: the model is told to take it from the advert if stated, never forbidden.
    expect(letterPrompt()).toContain("Position: not identified by our analysis");
  });

  it("lets the user's corrections win in the offline letter, with no call to any model", async () => {
    selectGateway(null);
    const user = await freshUser();
    const jobDescription = advert(
      "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.",
    );
    const done = doneEvent(
      await readEvents(
        await generate(user.cookies, { jobDescription, advert: { company: "Edited Company Ltd" } }),
      ),
    );
    expect(done.engine).toBe("offline");
    expect(done.item.letter).toContain("Edited Company Ltd");
    expect(done.item.letter).not.toContain("Northstar Analytics");
    // The history title follows the correction too.
    expect(done.item.title).toBe("Senior Backend Engineer at Edited Company Ltd");
    expect(gateway.requests).toHaveLength(0);
    expect(gateway.advertRequests).toHaveLength(0);
  });
});
