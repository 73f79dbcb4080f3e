import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { measureFirstLoadJs } from "./first-load-js.ts";

/**
 * `npm run bench`: builds the app, serves it on the local stand-ins, measures, and writes bench/RESULTS.md.
 * Benchmarks report numbers against the budgets of DESIGN.md §7; they are not pass/fail tests.
 */
const root = path.resolve(import.meta.dirname, "..");
const appPort = 3290;
const origin = `http://localhost:${appPort}`;
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
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

async function main(): Promise<void> {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const build = run(process.execPath, [nextBin, "build"]);
  const buildCode = await new Promise<number>((resolve) => build.on("exit", (code) => resolve(code ?? 1)));
  if (buildCode !== 0) throw new Error("next build failed");

  const server = run(process.execPath, ["local/launcher.ts", "start", "--fresh"], {
    PORT: String(appPort),
    LOCAL_DB_PORT: "55490",
  });
  try {
    await waitForApp(Date.now() + 60_000);
    const rows: string[] = [];
    for (const page of ["/", "/pricing"]) {
      const result = await measureFirstLoadJs(origin, page);
      if (result.status !== 200) {
        rows.push(`| \`${page}\` | – | – | ≤ 120 KB | not measured: the page answered ${result.status} |`);
        console.log(`first-load JS ${page}: not measured (HTTP ${result.status})`);
        continue;
      }
      const kb = (result.gzipBytes / 1024).toFixed(1);
      const verdict = result.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? "within budget" : "OVER BUDGET";
      rows.push(`| \`${page}\` | ${result.scripts} | ${kb} KB | ≤ 120 KB | ${verdict} |`);
      console.log(`first-load JS ${page}: ${kb} KB gzipped in ${result.scripts} scripts (${verdict})`);
    }
    const report = [
      "# Benchmark results",
      "",
      `Latest \`npm run bench\`: ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, ${process.platform}/${process.arch}.`,
      "",
      "## First-load JavaScript (production build, gzip -9 of every script a first visit downloads, plus inline RSC payload)",
      "",
      "| page | scripts | gzipped | budget | verdict |",
      "|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n");
    writeFileSync(path.join(root, "bench", "RESULTS.md"), report);
  } finally {
    server.kill("SIGINT");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
