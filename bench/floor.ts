// The framework's floor (docs/architecture.md §7): an empty App Router page built with the project's exact next and
// react, measured like our pages. First-load ratios are taken against it, so a Next.js upgrade that grows its own
// runtime does not read as our regression, and one that shrinks it does not hide ours.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { findFreePort, waitForPort } from "../local/ports.ts";
import { measureFirstLoadJs, type FirstLoad } from "./first-load-js.ts";
import { measureLighthouse, type LighthouseResult } from "./lighthouse.ts";

const root = path.resolve(import.meta.dirname, "..");
const cacheFile = path.join(root, "node_modules", ".cache", "next-floor.json");

const FILES: Record<string, string> = {
  "package.json": '{ "private": true, "type": "module" }\n',
  // Without an explicit root, Turbopack walks up to the project's lockfile and builds our config and hooks in.
  "next.config.mjs":
    "export default { turbopack: { root: import.meta.dirname }, outputFileTracingRoot: import.meta.dirname };\n",
  "app/layout.jsx":
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  "app/page.jsx": "export default function Page() {\n  return (<main><h1>Hello</h1></main>);\n}\n",
};

function version(name: string): string {
  const file = path.join(root, "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}

/** The versions the floor depends on: a cached floor is reused only while they are the same. */
export function floorKey(): string {
  return `next@${version("next")} react@${version("react")} react-dom@${version("react-dom")}`;
}

/**
 * Builds and measures the empty page (about 10 s), or returns the measurement cached for the same versions.
 * `fresh` always builds (the bench does, so its ratios come from one run).
 */
export async function measureFloor({
  fresh = false,
  lighthouse = false,
}: { fresh?: boolean; lighthouse?: boolean } = {}): Promise<Floor> {
  const key = floorKey();
  if (!fresh && !lighthouse && existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { key: string; floor: Floor };
    if (cached.key === key) return cached.floor;
  }
  const floor = await buildAndMeasure(lighthouse);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ key, floor }, null, 2));
  return floor;
}

/** The floor's first load and, when asked, Lighthouse on it: the best LCP a Next.js page gets on this machine. */
export type Floor = FirstLoad & { lighthouse?: LighthouseResult };

async function buildAndMeasure(lighthouse: boolean): Promise<Floor> {
  // Inside the project (so hard links work: same file system) but outside node_modules, which Turbopack will not
  // compile as app code; .data/ is ignored by git and the linters.
  const dir = path.join(root, ".data", "next-floor");
  rmSync(dir, { recursive: true, force: true });
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    // Turbopack refuses a symlinked node_modules; a hard-linked copy takes about a second.
    const copy = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
    if (copy.status !== 0) throw new Error(`could not link node_modules for the floor: ${copy.stderr}`);
    const next = path.join(dir, "node_modules", "next", "dist", "bin", "next");
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" as const };
    const build = spawnSync(process.execPath, [next, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0)
      throw new Error(`the floor page did not build:\n${build.stdout}\n${build.stderr}`);
    const port = await findFreePort();
    const server = spawn(process.execPath, [next, "start", "-p", String(port)], {
      cwd: dir,
      env,
      stdio: "ignore",
    });
    try {
      await waitForPort(port, "127.0.0.1", 30_000);
      const floor = await measureFirstLoadJs(`http://127.0.0.1:${port}`, "/");
      if (floor.status !== 200) throw new Error(`the floor page answered ${floor.status}`);
      if (!lighthouse) return floor;
      const [audit] = await measureLighthouse(`http://127.0.0.1:${port}`, [{ path: "/" }]);
      return { ...floor, lighthouse: audit };
    } finally {
      server.kill("SIGTERM");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
