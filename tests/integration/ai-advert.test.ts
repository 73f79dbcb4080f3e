// POST /api/ai/advert against the local stack and the scripted gateway: the local analysis without a key, the model's
// merged in with one, logged as advert_analysis and never counted; the Postgres cache shared by concurrent requests.
import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { createTestDatabase, injectRealPostgres, type TestDatabase } from "../support/test-database.ts";
import { advertAnalysisJson, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { apiRequest, selectGateway, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");
const EXTRACTION_MODEL = "mistralai/mistral-small-3.2-24b-instruct:free";
const MODEL_ANSWER = {
  company: "Northstar Analytics",
  position: "Senior Backend Engineer",
  hiringManager: "Ms Priya Shah",
  mustHave: ["Go or Python", "PostgreSQL"],
  language: "en",
};

/** A different advert per test, so each starts with an empty cache. */
function advert(label = randomUUID()): string {
  return [
    "Senior Backend Engineer",
    "",
    "Northstar Analytics is hiring a Senior Backend Engineer for its platform team.",
    "",
    "Requirements",
    "- Go or Python",
    "- PostgreSQL and Kafka",
    "",
    `Reference: ${label}`,
  ].join("\n");
}

type Analysis = {
  company: string;
  position: string;
  hiringManager: { name: string; title: string } | null;
  language: string;
  agency: unknown;
  sources: Record<string, { confidence: string; evidence: string }>;
};

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/advert/route").POST;
let sql: typeof import("@/lib/db/client").sql;
let resetRateLimits: () => Promise<void>;
let readMonthlyUsage: typeof import("@/lib/usage/quota").readMonthlyUsage;
let task: typeof import("@/lib/ai/tasks/analyse-advert");
let analyseJobDescription: typeof import("@/lib/ai/analysis/job-description").analyseJobDescription;
let user: { id: string; cookies: string };

async function analyse(jobDescription: string, cookies: string | undefined = user.cookies) {
  const response = await POST(apiRequest("/api/ai/advert", { cookies, body: { jobDescription } }));
  return { status: response.status, body: (await response.json()) as { analysis: Analysis; error?: string } };
}

async function logsOf(userId: string) {
  return sql<{ request_type: string; status: string; model: string; error_message: string | null }[]>`
    select request_type, status, model, error_message from public.api_usage_logs
    where user_id = ${userId} order by created_at, id`;
}

const cacheKeyOf = (text: string) => task.advertCacheKey(EXTRACTION_MODEL, task.normaliseAdvertText(text));

async function cacheRow(text: string) {
  const [row] = await sql<{ status: string; result: unknown; model: string }[]>`
    select status, result, model from public.advert_analyses where cache_key = ${cacheKeyOf(text)}`;
  return row ?? null;
}

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/advert/route"));
  ({ sql } = await import("@/lib/db/client"));
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
  ({ readMonthlyUsage } = await import("@/lib/usage/quota"));
  ({ analyseJobDescription } = await import("@/lib/ai/analysis/job-description"));
  task = await import("@/lib/ai/tasks/analyse-advert");
  const email = uniqueEmail("advert");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  user = { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
  await sql`delete from public.api_usage_logs where user_id = ${user.id}`;
});

describe("POST /api/ai/advert", () => {
  it("refuses a signed-out caller with 401 and a missing advert with 400", async () => {
    const signedOut = await analyse(advert(), "");
    expect(signedOut).toEqual({ status: 401, body: { error: "Not authenticated" } });
    const empty = await analyse("   ");
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Job description is required");
    expect(gateway.advertRequests).toHaveLength(0);
  });

  it("answers with the local analysis when no key is configured: no call, nothing logged or cached", async () => {
    selectGateway(null);
    const text = advert();
    const { status, body } = await analyse(text);
    expect(status).toBe(200);
    const local = analyseJobDescription(text);
    expect(body.analysis).toEqual({
      company: local.company,
      position: local.position,
      hiringManager: local.hiringManager,
      language: local.language,
      agency: local.agency,
      sources: local.sources,
    });
    expect(gateway.advertRequests).toHaveLength(0);
    expect(gateway.requests).toHaveLength(0);
    expect(await logsOf(user.id)).toEqual([]);
    expect(await cacheRow(text)).toBeNull();
  });

  it("merges the model's analysis: one logged call, then the Postgres cache answers (no second call)", async () => {
    gateway.respondAdvert(() => ({ kind: "ok", content: advertAnalysisJson(MODEL_ANSWER) }));
    const text = advert();
    const first = await analyse(text);
    expect(first.status).toBe(200);
    expect(first.body.analysis).toMatchObject({
      company: "Northstar Analytics",
      position: "Senior Backend Engineer",
      hiringManager: { name: "Priya Shah", title: "Ms" },
      language: "en",
      agency: null,
      sources: {
        company: { confidence: "found" },
        position: { confidence: "found" },
        hiringManager: { confidence: "found", evidence: "model" },
        language: { confidence: "found" },
      },
    });
    expect(Object.keys(first.body.analysis.sources).sort()).toEqual([
      "company",
      "hiringManager",
      "language",
      "position",
    ]);

    // Cheap model, low temperature, few tokens; the advert fenced as data; letters' script untouched.
    expect(gateway.advertRequests).toHaveLength(1);
    expect(gateway.requests).toHaveLength(0);
    const [call] = gateway.advertRequests;
    expect(call!.body).toMatchObject({ model: EXTRACTION_MODEL, temperature: 0.1, max_tokens: 600 });
    expect(call!.body.stream).toBeFalsy();
    expect(call!.body.messages[1]!.content).toContain("<job_description>\nSenior Backend Engineer");
    expect((await logsOf(user.id)).map((log) => [log.request_type, log.status, log.model])).toEqual([
      ["advert_analysis", "success", EXTRACTION_MODEL],
    ]);
    expect(await cacheRow(text)).toMatchObject({ status: "done", model: EXTRACTION_MODEL });

    // The same advert again, even re-pasted with other spacing: from the cache.
    const second = await analyse(`  ${text.replace(/\n/g, "\r\n").replace(/ /g, "  ")}\n\n\n`);
    expect(second.body.analysis).toEqual(first.body.analysis);
    expect(gateway.advertRequests).toHaveLength(1);
    expect(await logsOf(user.id)).toHaveLength(1);
  });

  it("makes one call for concurrent identical requests", async () => {
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson(MODEL_ANSWER),
      firstTokenDelayMs: 400,
    }));
    const text = advert();
    const answers = await Promise.all(Array.from({ length: 4 }, () => analyse(text)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers)
      expect(answer.body.analysis.hiringManager).toEqual({ name: "Priya Shah", title: "Ms" });
    expect(gateway.advertRequests).toHaveLength(1);
    expect(await logsOf(user.id)).toHaveLength(1);
  });

  it("waits for a call another instance started, without calling the model itself", async () => {
    const text = advert();
    const key = { cacheKey: cacheKeyOf(text), model: EXTRACTION_MODEL };
    const queries = await import("@/lib/db/queries/advert-analyses");
    const claim = await queries.claimAdvertAnalysis(key, {
      staleAfterMs: 120_000,
      retryFailedAfterMs: 60_000,
    });
    expect(claim.kind).toBe("claimed");
    const pending = analyse(text);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await queries.completeAdvertAnalysis(key, claim.kind === "claimed" ? claim.claimId : "", {
      company: "Elsewhere Labs",
    });
    const { body } = await pending;
    expect(body.analysis.company).toBe("Elsewhere Labs");
    expect(gateway.advertRequests).toHaveLength(0);
  });

  it("takes over a pending row older than the gateway time-out", async () => {
    gateway.respondAdvert(() => ({ kind: "ok", content: advertAnalysisJson(MODEL_ANSWER) }));
    const text = advert();
    await sql`insert into public.advert_analyses (cache_key, model, status, updated_at)
              values (${cacheKeyOf(text)}, ${EXTRACTION_MODEL}, 'pending', now() - interval '3 minutes')`;
    const { body } = await analyse(text);
    expect(body.analysis.hiringManager).toEqual({ name: "Priya Shah", title: "Ms" });
    expect(gateway.advertRequests).toHaveLength(1);
    expect(await cacheRow(text)).toMatchObject({ status: "done" });
  });

  it("falls back to the local analysis on invalid JSON, and retries only after a minute", async () => {
    gateway.respondAdvert(() => ({ kind: "ok", content: "Sure! The company is Northstar." }));
    const text = advert();
    const local = analyseJobDescription(text);
    const { status, body } = await analyse(text);
    expect(status).toBe(200);
    expect(body.analysis).toMatchObject({
      company: local.company,
      position: local.position,
      sources: local.sources,
    });
    // Primary, then the fallback model; both logged as failed advert analyses.
    expect(gateway.advertRequests.map((request) => request.body.model)).toEqual([
      EXTRACTION_MODEL,
      "mistralai/mistral-small-3.2-24b-instruct",
    ]);
    const logs = await logsOf(user.id);
    expect(logs.map((log) => [log.request_type, log.status, log.error_message])).toEqual([
      ["advert_analysis", "error", "Failed to parse AI advert analysis as JSON"],
      ["advert_analysis", "error", "Failed to parse AI advert analysis as JSON"],
    ]);
    expect(await cacheRow(text)).toMatchObject({ status: "failed", result: null });

    await analyse(text);
    expect(gateway.advertRequests).toHaveLength(2);

    await sql`update public.advert_analyses set updated_at = now() - interval '61 seconds'
              where cache_key = ${cacheKeyOf(text)}`;
    gateway.respondAdvert(() => ({ kind: "ok", content: advertAnalysisJson(MODEL_ANSWER) }));
    const retried = await analyse(text);
    expect(retried.body.analysis.hiringManager).toEqual({ name: "Priya Shah", title: "Ms" });
    expect(gateway.advertRequests).toHaveLength(3);
  });

  it("falls back to the local analysis when the gateway fails", async () => {
    gateway.respondAdvert(() => ({ kind: "status", status: 500, message: "upstream exploded" }));
    const text = advert();
    const local = analyseJobDescription(text);
    const { status, body } = await analyse(text);
    expect(status).toBe(200);
    expect(body.analysis).toMatchObject({
      company: local.company,
      position: local.position,
      sources: local.sources,
    });
    const logs = await logsOf(user.id);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((log) => log.request_type === "advert_analysis" && log.status === "error")).toBe(true);
    expect(logs[0]!.error_message).toBe("OpenRouter API Error: 500 - upstream exploded");
    expect(await cacheRow(text)).toMatchObject({ status: "failed" });
  });

  it("never counts against the monthly quota", async () => {
    gateway.respondAdvert(() => ({ kind: "ok", content: advertAnalysisJson(MODEL_ANSWER) }));
    const before = await readMonthlyUsage(sql, user.id);
    expect(before).toMatchObject({ used: 0, remaining: 2, limit: 2 });
    for (let index = 0; index < 3; index++) expect((await analyse(advert())).status).toBe(200);
    expect(gateway.advertRequests).toHaveLength(3);
    expect(await logsOf(user.id)).toHaveLength(3);
    expect(await readMonthlyUsage(sql, user.id)).toEqual(before);
  });
});

const realPostgres = injectRealPostgres("advert analysis cache");

describe.skipIf(!realPostgres)("the advert analysis cache on real PostgreSQL", () => {
  let database: TestDatabase;
  let realSql: Sql;

  beforeAll(async () => {
    database = await createTestDatabase(realPostgres!);
    realSql = database.sql;
  });
  afterAll(() => database?.drop());

  it("lets exactly one of 20 simultaneous claims call the model", async () => {
    const queries = await import("@/lib/db/queries/advert-analyses");
    const key = { cacheKey: "a".repeat(64), model: EXTRACTION_MODEL };
    const timing = { staleAfterMs: 120_000, retryFailedAfterMs: 60_000 };
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => queries.claimAdvertAnalysis(key, timing, realSql)),
    );
    const claimed = claims.filter((claim) => claim.kind === "claimed");
    expect(claimed).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === "pending")).toHaveLength(19);

    // A call that was taken over cannot overwrite its successor's result.
    await realSql`update public.advert_analyses set updated_at = now() - interval '3 minutes'`;
    const successor = await queries.claimAdvertAnalysis(key, timing, realSql);
    expect(successor.kind).toBe("claimed");
    const first = claimed[0]!.kind === "claimed" ? claimed[0]!.claimId : "";
    expect(await queries.completeAdvertAnalysis(key, first, { company: "Stale" }, realSql)).toBe(false);
    const next = successor.kind === "claimed" ? successor.claimId : "";
    expect(await queries.completeAdvertAnalysis(key, next, { company: "Fresh" }, realSql)).toBe(true);
    expect(await queries.claimAdvertAnalysis(key, timing, realSql)).toEqual({
      kind: "done",
      result: { company: "Fresh" },
    });
  });

  it("clears out analyses unused for 30 days when a new one is stored", async () => {
    const queries = await import("@/lib/db/queries/advert-analyses");
    const old = { cacheKey: "b".repeat(64), model: EXTRACTION_MODEL };
    const recent = { cacheKey: "c".repeat(64), model: EXTRACTION_MODEL };
    await realSql`
      insert into public.advert_analyses (cache_key, model, status, result, updated_at) values
        (${old.cacheKey}, ${old.model}, 'done', '{}'::jsonb, now() - interval '31 days'),
        (${recent.cacheKey}, ${recent.model}, 'done', '{}'::jsonb, now() - interval '29 days')`;
    const timing = { staleAfterMs: 120_000, retryFailedAfterMs: 60_000 };
    const key = { cacheKey: "d".repeat(64), model: EXTRACTION_MODEL };
    const claim = await queries.claimAdvertAnalysis(key, timing, realSql);
    expect(claim.kind).toBe("claimed");
    await queries.completeAdvertAnalysis(key, claim.kind === "claimed" ? claim.claimId : "", {}, realSql);
    const keys = (await realSql<{ cache_key: string }[]>`select cache_key from public.advert_analyses`).map(
      (row) => row.cache_key,
    );
    expect(keys).not.toContain(old.cacheKey);
    expect(keys).toContain(recent.cacheKey);
    expect(keys).toContain(key.cacheKey);
  });

  it("makes one model call for 10 simultaneous analyses of the same advert", async () => {
    gateway.reset();
    selectGateway(gateway);
    gateway.respondAdvert(() => ({
      kind: "ok",
      content: advertAnalysisJson(MODEL_ANSWER),
      firstTokenDelayMs: 300,
    }));
    const { createAiContext } = await import("@/lib/ai/context");
    const ctx = await createAiContext({ userId: user.id, sessionId: null, staff: false });
    const text = advert();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => task.modelAdvertAnalysis(ctx, text, { waitMs: 5_000, db: realSql })),
    );
    expect(results.every((result) => result?.company === "Northstar Analytics")).toBe(true);
    expect(gateway.advertRequests).toHaveLength(1);
  });
});
