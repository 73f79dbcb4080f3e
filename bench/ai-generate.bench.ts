import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inject, it } from "vitest";
import { measureLetterRequests } from "./letter-request";

/**
 * docs/architecture.md §7 budgets for a letter request, in process against the local stand-ins (the PGlite
 * database among them) and the scripted gateway: server overhead per letter request with the gateway answering at
 * once (p50 ≤ 15 ms; it includes two loopback gateway calls, so it is an upper bound), and the delay from the
 * gateway's first token to the client's first delta (≤ 50 ms). bench/ai-generate-postgres.bench.ts measures the
 * same on a real PostgreSQL server. Run by `npm run bench`; timings are reported, never asserted.
 */
it("measures the letter request's server overhead and first-token latency", async () => {
  const results = await measureLetterRequests(inject("localStack"), "stand-in database");
  const out = path.join(import.meta.dirname, ".results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "ai-generate.json"), JSON.stringify(results, null, 2));
}, 120_000);
