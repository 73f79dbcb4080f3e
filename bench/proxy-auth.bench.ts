import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, expect, inject, it } from "vitest";
import { useStackEnvironment } from "../tests/support/app-env";
import { cookieHeader, signInCookies, type CookieJar } from "../tests/support/ssr-session";

/**
 * The proxy's per-request auth cost, and proof that it makes no network request once the JWKS is cached
 * (docs/architecture.md §7). Run by `npm run bench`; timings are reported, never asserted.
 */
const stack = inject("localStack");
const ITERATIONS = 1000;
let proxy: typeof import("@/proxy").proxy;
let fetchCalls: string[] = [];

beforeAll(async () => {
  useStackEnvironment(stack);
  ({ proxy } = await import("@/proxy"));
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    fetchCalls.push(String(input instanceof Request ? input.url : input));
    return realFetch(input, init);
  };
});

function request(pathname: string, jar?: CookieJar): NextRequest {
  const headers = new Headers(jar ? { cookie: cookieHeader(jar) } : {});
  return new NextRequest(new URL(pathname, "http://localhost:3000"), { headers });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(label: string, make: () => NextRequest) {
  for (let i = 0; i < 20; i++) await proxy(make()); // warm-up: JIT, connection pool, JWKS cache
  fetchCalls = [];
  const durations: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    const response = await proxy(make());
    durations.push(performance.now() - start);
    expect(response.headers.get("location")).toBeNull();
  }
  durations.sort((a, b) => a - b);
  return {
    label,
    iterations: ITERATIONS,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    networkRequests: fetchCalls.length,
  };
}

it("measures the proxy's auth check", async () => {
  const free = await signInCookies(stack, "free@example.com", "demo-password-1");
  const admin = await signInCookies(stack, "admin@example.com", "demo-password-1");
  const results = [
    await measure("signed out, public page (/)", () => request("/")),
    await measure("signed in, guarded page (/builder)", () => request("/builder", free)),
    await measure("admin, staff page (/admin): + one role lookup in Postgres", () =>
      request("/admin", admin),
    ),
  ];
  for (const result of results) {
    console.log(
      `${result.label}: p50 ${result.p50.toFixed(3)} ms, p95 ${result.p95.toFixed(3)} ms, ` +
        `${result.networkRequests} network requests in ${result.iterations} requests`,
    );
    // The proof docs/architecture.md §7 asks for: a verified session costs no round trip to the auth server.
    expect(result.networkRequests).toBe(0);
  }
  const out = path.join(import.meta.dirname, ".results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "proxy-auth.json"), JSON.stringify(results, null, 2));
});
