// The letter request's server overhead, in process (docs/architecture.md §7), shared by the benchmark on the local
// stand-ins (bench/ai-generate.bench.ts) and the one on a real PostgreSQL server (bench/ai-generate-postgres.bench.ts).
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { startFakeGateway } from "../tests/fakes/fake-gateway";
import { apiRequest, setAppEnvironment } from "../tests/fakes/ai-app";
import { cookieHeader, signInCookies } from "../tests/support/ssr-session";

export type Measurement = { label: string; iterations: number; p50: number; p95: number; budget?: string };

export type AppTarget = { databaseUrl: string; supabaseUrl: string; anonKey: string; serviceRoleKey: string };

const ITERATIONS = 100;
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
    gateway.respond((body) =>
      body.stream
        ? { kind: "ok", content: `${"Dear Hiring Manager, I am applying. ".repeat(20)}\n\nSincerely,\nPriya` }
        : { kind: "ok", content: "Backend Engineer at Northstar Analytics" },
    );

    const oneRequest = async (job: string, cv: string) => {
      await resetRateLimits(); // the benchmark is one user far above the per-minute limit
      let firstToken = Number.NaN;
      gateway.onFirstToken = (at) => {
        if (Number.isNaN(firstToken)) firstToken = at;
      };
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
      return { total: performance.now() - start, firstByteAfterToken: firstDelta - firstToken };
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
        budget: "p50 ≤ 15 ms",
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
    for (const result of results)
      console.log(
        `${result.label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms (${result.budget})`,
      );
    return results;
  } finally {
    await gateway.close();
  }
}
