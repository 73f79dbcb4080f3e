// The letter request's server overhead, in process (docs/architecture.md §7), shared by the benchmark on the local
// stand-ins (bench/ai-generate.bench.ts) and the one on a real PostgreSQL server (bench/ai-generate-postgres.bench.ts).
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { Worker } from "node:worker_threads";
import { startFakeGateway, type FakeGateway } from "../tests/fakes/fake-gateway";
import { apiRequest, selectGateway, setAppEnvironment } from "../tests/fakes/ai-app";
import { cookieHeader, signInCookies } from "../tests/support/ssr-session";

export type Measurement = { label: string; iterations: number; p50: number; p95: number; budget?: string };

export type AppTarget = { databaseUrl: string; supabaseUrl: string; anonKey: string; serviceRoleKey: string };

const ITERATIONS = 100;
/** The gateway's time for each call when overhead is measured apart from it, and how many requests to time then. */
const GATEWAY_MS = 100;
const OVERHEAD_ITERATIONS = 40;
const fixture = (file: string) => readFileSync(new URL(`../tests/fixtures/${file}`, import.meta.url), "utf8");

/**
 * A tiny pair (the floor), and a typical one (a 200-word CV and a 150-word advert, so the analysis, check and match
 * count): first as a new CV and advert on every request, then as the same pair again (a regenerated letter).
 */
const SHORT_JOB =
  "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.\n\nRequirements\n- Go\n- PostgreSQL\n- Kafka";
const SHORT_CV =
  "Jane Doe\njane.doe@example.com\n\nExperience\nSenior Software Engineer — Brightwave Ltd (2021 – Present)\n- Led the migration of 40 services\n\nSkills\nGo, PostgreSQL";
const PAIRS = [
  { name: "short pair", fresh: false, job: SHORT_JOB, cv: SHORT_CV },
  {
    name: "typical pair, new each time",
    fresh: true,
    job: fixture("jobs/backend-engineer.txt"),
    cv: fixture("cvs/software-engineer.txt"),
  },
  {
    name: "typical pair, regenerated",
    fresh: false,
    job: fixture("jobs/backend-engineer.txt"),
    cv: fixture("cvs/software-engineer.txt"),
  },
];

const LETTER = `${"Dear Hiring Manager, I am applying. ".repeat(20)}\n\nSincerely,\nPriya`;
const TITLE = "Backend Engineer at Northstar Analytics";

type GatewayThread = Pick<FakeGateway, "baseURL" | "apiKey"> & {
  /** Each call's [arrival, reply written] at the gateway, in time origin + now milliseconds. */
  calls: Array<[number, number]>;
  close(): Promise<void>;
};

/** The scripted gateway on its own thread (bench/gateway-thread.ts), answering each call after GATEWAY_MS. */
async function startGatewayThread(): Promise<GatewayThread> {
  const worker = new Worker(new URL("./gateway-thread.ts", import.meta.url), {
    workerData: { letter: LETTER, title: TITLE, delayMs: GATEWAY_MS },
  });
  const calls: Array<[number, number]> = [];
  const address = await new Promise<{ baseURL: string; apiKey: string }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  worker.on("message", (message: { call?: [number, number] }) => {
    if (message.call) calls.push(message.call);
  });
  return {
    ...address,
    calls,
    close: async () => {
      const closed = new Promise((resolve) =>
        worker.on("message", (message) => message.closed && resolve(null)),
      );
      worker.postMessage("close");
      await closed;
      await worker.terminate();
    },
  };
}

/** How long, within [from, to], at least one of `calls` was at the gateway. */
function gatewayTime(calls: Array<[number, number]>, from: number, to: number): number {
  const spans = calls
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = from;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Points the app at `target` and the scripted gateway (answering at once), signs in the premium demo user and times
 * whole letter requests (session, quota, two loopback gateway calls, advert analysis, claim check, match, save).
 */
export async function measureLetterRequests(target: AppTarget, where: string): Promise<Measurement[]> {
  const gateway = await startFakeGateway();
  try {
    setAppEnvironment(target, gateway);
    const { POST } = await import("@/app/api/ai/generate/route");
    const { resetRateLimits } = await import("@/lib/usage/rate-limit");
    const cookies = cookieHeader(await signInCookies(target, "premium@example.com", "demo-password-1"));
    gateway.respond((body) => ({ kind: "ok", content: body.stream ? LETTER : TITLE }));

    const oneRequest = async (job: string, cv: string) => {
      await resetRateLimits(); // the benchmark is one user far above the per-minute limit
      let firstToken = Number.NaN;
      gateway.onFirstToken = (at) => {
        if (Number.isNaN(firstToken)) firstToken = at;
      };
      const startedAt = performance.timeOrigin + performance.now();
      const start = performance.now();
      const response = await POST(
        apiRequest("/api/ai/generate", { cookies, body: { jobDescription: job, cvContent: cv } }),
      );
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let firstDelta = Number.NaN;
      let text = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (Number.isNaN(firstDelta) && text.includes('"type":"delta"')) firstDelta = performance.now();
      }
      expect(text).toContain('"type":"done"');
      return {
        total: performance.now() - start,
        firstByteAfterToken: firstDelta - firstToken,
        span: [startedAt, performance.timeOrigin + performance.now()] as const,
      };
    };

    const results: Measurement[] = [];
    for (const pair of PAIRS) {
      // A new last line makes a new CV and advert, so nothing read for an earlier request is reused.
      const job = (i: number) => (pair.fresh ? `${pair.job}\nRef ${i}` : pair.job);
      const cv = (i: number) => (pair.fresh ? `${pair.cv}\nRef ${i}` : pair.cv);
      for (let i = 1; i <= 10; i++) await oneRequest(job(-i), cv(-i)); // warm-up: JIT, pools, JWKS cache
      const totals: number[] = [];
      const firstBytes: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const { total, firstByteAfterToken } = await oneRequest(job(i), cv(i));
        totals.push(total);
        firstBytes.push(firstByteAfterToken);
      }
      totals.sort((a, b) => a - b);
      firstBytes.sort((a, b) => a - b);
      results.push({
        label: `letter request, ${pair.name}, ${where} (whole request: auth, quota, 2 gateway calls, check, match, save)`,
        iterations: ITERATIONS,
        p50: percentile(totals, 50),
        p95: percentile(totals, 95),
        budget: "for information",
      });
      if (pair === PAIRS[0])
        results.push({
          label: `gateway's first token → client's first delta, ${where}`,
          iterations: ITERATIONS,
          p50: percentile(firstBytes, 50),
          p95: percentile(firstBytes, 95),
          budget: "≤ 50 ms",
        });
    }
    // Server overhead proper: with the gateway on its own thread taking GATEWAY_MS over each call, the request's time
    // less the time a letter or title call was at the gateway is what the server adds; work done while a call is
    // awaited (the claim check runs while the title is asked for) costs the user nothing.
    const remote = await startGatewayThread();
    selectGateway(remote);
    try {
      for (const pair of PAIRS) {
        const job = (i: number) => (pair.fresh ? `${pair.job}\nOverhead ${i}` : pair.job);
        const cv = (i: number) => (pair.fresh ? `${pair.cv}\nOverhead ${i}` : pair.cv);
        await oneRequest(job(-1), cv(-1));
        const overheads: number[] = [];
        for (let i = 0; i < OVERHEAD_ITERATIONS; i++) {
          remote.calls.length = 0;
          const { total, span } = await oneRequest(job(i), cv(i));
          // The title's reply may reach this thread's message queue just after the response has ended.
          for (let wait = 0; remote.calls.length < 2 && wait < 50; wait++) await sleep(1);
          overheads.push(total - gatewayTime(remote.calls, span[0], span[1]));
        }
        overheads.sort((a, b) => a - b);
        results.push({
          label: `server overhead, ${pair.name}, ${where} (the request less its time at a gateway answering in ${GATEWAY_MS} ms)`,
          iterations: OVERHEAD_ITERATIONS,
          p50: percentile(overheads, 50),
          p95: percentile(overheads, 95),
          budget: "p50 ≤ 15 ms",
        });
      }
    } finally {
      await remote.close();
    }
    for (const result of results)
      console.log(
        `${result.label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms (${result.budget})`,
      );
    return results;
  } finally {
    await gateway.close();
  }
}
