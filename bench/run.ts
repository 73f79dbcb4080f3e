import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoadJs } from "./first-load-js.ts";

/**
 * `npm run bench`: runs the benchmarks and writes bench/RESULTS.md. Benchmarks report numbers against the
 * budgets of DESIGN.md §7; they are not pass/fail timing tests.
 */
const root = path.resolve(import.meta.dirname, "..");
const appPort = 3290;
const origin = `http://localhost:${appPort}`;
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

type Measurement = {
  label: string;
  iterations: number;
  p50: number;
  p95: number;
  budget?: string;
  networkRequests?: number;
};

// One section per in-process benchmark (bench/*.bench.ts writes bench/.results/<name>.json).
const IN_PROCESS_SECTIONS: Array<{ file: string; title: string; note: string }> = [
  {
    file: "proxy-auth.json",
    title: "Proxy auth check (per request, in process, local stand-ins)",
    note: "Budget: no network round trip to the auth server (the ES256 access token is verified against the cached JWKS).",
  },
  {
    file: "ai-generate.json",
    title: "Letter request (in process, local stand-ins, scripted gateway at zero latency)",
    note: "The first row is the whole request (session, quota reservation, two loopback gateway calls for letter and title, save), an upper bound on server overhead.",
  },
];

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
}

function exitCode(child: ReturnType<typeof run>): Promise<number> {
  return new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
}

async function waitForApp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not answer on ${origin}.`);
}

async function inProcessBenchmarks(): Promise<string[]> {
  const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
  if ((await exitCode(run(process.execPath, [vitest, "run", "--project", "bench"]))) !== 0) {
    throw new Error("an in-process benchmark failed");
  }
  const lines: string[] = [];
  for (const section of IN_PROCESS_SECTIONS) {
    const file = path.join(root, "bench", ".results", section.file);
    const results = JSON.parse(readFileSync(file, "utf8")) as Measurement[];
    lines.push(
      `## ${section.title}`,
      "",
      section.note,
      "",
      "| measure | p50 | p95 | budget / network |",
      "|---|---|---|---|",
    );
    for (const r of results) {
      const extra =
        r.networkRequests === undefined
          ? (r.budget ?? "")
          : `${r.networkRequests} network requests in ${r.iterations}`;
      lines.push(`| ${r.label} | ${r.p50.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ${extra} |`);
    }
    lines.push("");
  }
  return lines;
}

async function firstLoadBenchmark(): Promise<string[]> {
  const server = run(process.execPath, ["local/launcher.ts", "start", "--fresh", "--build"], {
    PORT: String(appPort),
    LOCAL_DB_PORT: "55490",
    LOCAL_AUTH_PORT: "55491",
    LOCAL_MAIL_PORT: "55494",
  });
  try {
    await waitForApp(Date.now() + 600_000);
    const rows: string[] = [];
    for (const page of ["/", "/pricing"]) {
      const result = await measureFirstLoadJs(origin, page);
      if (result.status !== 200) {
        rows.push(`| \`${page}\` | – | – | ≤ 120 KB | not measured: the page answered ${result.status} |`);
        continue;
      }
      const kb = (result.gzipBytes / 1024).toFixed(1);
      const verdict = result.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? "within budget" : "over budget";
      rows.push(`| \`${page}\` | ${result.scripts} | ${kb} KB | ≤ 120 KB | ${verdict} |`);
      console.log(`first-load JS ${page}: ${kb} KB gzipped in ${result.scripts} scripts (${verdict})`);
    }
    return [
      "## First-load JavaScript (production build)",
      "",
      "gzip -9 of every script a first visit downloads (`nomodule` polyfills excluded: modern browsers skip them),",
      "plus the inline RSC payload.",
      "",
      "| page | scripts | gzipped | budget | verdict |",
      "|---|---|---|---|---|",
      ...rows,
      "",
    ];
  } finally {
    server.kill("SIGINT");
    await exitCode(server);
  }
}

async function main(): Promise<void> {
  const sections = [...(await inProcessBenchmarks()), ...(await firstLoadBenchmark())];
  const report = [
    "# Benchmark results",
    "",
    `Latest \`npm run bench\`: ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ` +
      `${process.platform}/${process.arch}, 2 cores.`,
    "",
    ...sections,
  ].join("\n");
  writeFileSync(path.join(root, "bench", "RESULTS.md"), report);
  console.log("bench/RESULTS.md written");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
