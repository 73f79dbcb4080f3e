import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { describeRealServiceEntries } from "./env-files.ts";
import { LOOPBACK } from "./guard.ts";
import { DEMO_ACCOUNTS } from "./migrate.ts";
import { isPortFree } from "./ports.ts";
import { startPostgresStandIn, type PostgresStandIn } from "./postgres-server.ts";

/**
 * `npm run dev`   → stand-ins + `next dev`
 * `npm run stack` → stand-ins only
 * `node local/launcher.ts start --fresh` → stand-ins (throwaway database) + `next start` (end-to-end tests)
 */
type Mode = "dev" | "stack" | "start";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const mode = (args[0] ?? "dev") as Mode;
const fresh = args.includes("--fresh");
const appPort = Number(process.env.PORT ?? 3000);
const dbPort = Number(process.env.LOCAL_DB_PORT ?? 54322);
const dataDir = path.join(root, ".data", "pglite");
const lockFile = path.join(root, ".data", "stack.pid");

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PGlite must have one owner per data directory, or it corrupts it. */
function takeDataDirLock(): void {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isProcessAlive(pid)) {
      fail(`The local stack is already running (process ${pid}). Stop it with Ctrl-C there, or run \`kill ${pid}\`.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

async function checkPorts(): Promise<void> {
  const wanted: Array<[number, string, string]> = [[dbPort, "the Postgres stand-in", "LOCAL_DB_PORT"]];
  if (mode !== "stack") wanted.push([appPort, "the Next.js app", "PORT"]);
  for (const [port, what, variable] of wanted) {
    if (!(await isPortFree(port)) || !(await isPortFree(port, "0.0.0.0").catch(() => true))) {
      fail(
        `Port ${port} (${what}) is already in use. Another \`npm run dev\`/\`npm run stack\`, a local PostgreSQL or ` +
          `\`supabase start\` may be running. Stop it, or choose another port with ${variable}=<port>.`,
      );
    }
  }
}

function appEnvironment(stack: PostgresStandIn): Record<string, string> {
  return {
    DATABASE_URL: stack.url,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${appPort}`,
  };
}

function printBanner(stack: PostgresStandIn): void {
  const line = "─".repeat(72);
  console.log(`\n${line}\n Local stack (stand-ins on ${LOOPBACK}; no network, no Docker)\n${line}`);
  console.log(` Postgres (PGlite)   ${stack.url}${fresh ? "  [throwaway database]" : `  [data in .data/pglite]`}`);
  console.log(`                     psql "${stack.url}"`);
  if (stack.applied.length) console.log(` Migrations applied  ${stack.applied.join(", ")}`);
  if (mode !== "stack") console.log(` App                 http://localhost:${appPort}`);
  console.log(`\n Demo accounts (password for all: ${DEMO_ACCOUNTS[0]?.password ?? ""})`);
  for (const account of DEMO_ACCOUNTS) console.log(`   ${account.role.padEnd(12)} ${account.email}`);
  if (mode === "stack") {
    console.log(`\n Environment for the app:`);
    for (const [name, value] of Object.entries(appEnvironment(stack))) console.log(`   ${name}=${value}`);
  }
  console.log(`${line}\n Ctrl-C stops everything.\n`);
}

function startNext(stack: PostgresStandIn): ChildProcess {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const nextArgs = mode === "dev" ? ["dev", "-p", String(appPort)] : ["start", "-p", String(appPort)];
  return spawn(process.execPath, [nextBin, ...nextArgs], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...appEnvironment(stack) },
  });
}

async function main(): Promise<void> {
  if (!["dev", "stack", "start"].includes(mode)) fail(`Unknown mode "${mode}". Use dev, stack or start.`);
  if (process.env.NODE_ENV === "production") {
    fail("The local stand-ins refuse to run with NODE_ENV=production. Unset NODE_ENV to develop locally.");
  }
  for (const note of describeRealServiceEntries(root)) {
    console.log(`ℹ ${note} The local stack overrides it; to run against real services use \`npx next dev\`.`);
  }
  await checkPorts();
  if (!fresh) takeDataDirLock();

  const stack = await startPostgresStandIn({
    port: dbPort,
    dataDir: fresh ? undefined : dataDir,
    seed: true,
    log: (message) => console.log(`  ${message}`),
  });
  printBanner(stack);

  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await stack.stop().catch((error: unknown) => console.error("Stopping the Postgres stand-in failed:", error));
    if (!fresh) rmSync(lockFile, { force: true });
    process.exit(code);
  };

  const app = mode === "stack" ? undefined : startNext(stack);
  app?.on("exit", (code) => void shutdown(code ?? 0));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      // Let Next exit first (it got the same signal from the terminal); then close the database cleanly.
      if (app && app.exitCode === null) app.kill(signal);
      else void shutdown(0);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
