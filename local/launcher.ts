import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { LOCAL_APP_ENCRYPTION_KEY } from "./app-secrets.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./auth/api-keys.ts";
import { startAuthStandIn, type AuthStandIn } from "./auth/server.ts";
import { describeRealServiceEntries } from "./env-files.ts";
import { LOOPBACK } from "./guard.ts";
import { DEMO_ACCOUNTS } from "./migrate.ts";
import { startMailbox, type Mailbox } from "./mailbox/server.ts";
import { isPortFree } from "./ports.ts";
import { startPostgresStandIn, type PostgresStandIn } from "./postgres-server.ts";
import {
  LOCAL_STRIPE_PRICE_MONTHLY,
  LOCAL_STRIPE_PRICE_SIXMONTHLY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from "./stripe/keys.ts";
import { startStripeStandIn, type StripeStandIn } from "./stripe/server.ts";

/**
 * `npm run dev`   → stand-ins + `next dev`
 * `npm run stack` → stand-ins only
 * `node local/launcher.ts start --fresh --build` → `next build`, then stand-ins (throwaway data) + `next start`
 *   (end-to-end tests and benchmarks)
 */
type Mode = "dev" | "stack" | "start";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const mode = (args[0] ?? "dev") as Mode;
const fresh = args.includes("--fresh");
const build = args.includes("--build");
const appPort = Number(process.env.PORT ?? 3000);
const dbPort = Number(process.env.LOCAL_DB_PORT ?? 54322);
const authPort = Number(process.env.LOCAL_AUTH_PORT ?? 54321);
const mailPort = Number(process.env.LOCAL_MAIL_PORT ?? 54324);
const stripePort = Number(process.env.LOCAL_STRIPE_PORT ?? 12111);
const siteUrl = `http://localhost:${appPort}`;
/** The app's webhook route; the Stripe stand-in posts its signed events there. */
const webhookUrl = `http://${LOOPBACK}:${appPort}/api/stripe/webhook`;
const dataDir = path.join(root, ".data", "pglite");
const keysFile = path.join(root, ".data", "auth-keys.json");
const mailboxFile = path.join(root, ".data", "mailbox.json");
const stripeFile = path.join(root, ".data", "stripe.json");
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
      fail(
        `The local stack is already running (process ${pid}). Stop it with Ctrl-C there, or run \`kill ${pid}\`.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

async function checkPorts(): Promise<void> {
  const wanted: Array<[number, string, string]> = [
    [dbPort, "the Postgres stand-in", "LOCAL_DB_PORT"],
    [authPort, "the Supabase Auth stand-in", "LOCAL_AUTH_PORT"],
    [mailPort, "the mailbox", "LOCAL_MAIL_PORT"],
    [stripePort, "the Stripe stand-in", "LOCAL_STRIPE_PORT"],
  ];
  if (mode !== "stack") wanted.push([appPort, "the Next.js app", "PORT"]);
  for (const [port, what, variable] of wanted) {
    if (!(await isPortFree(port)) || !(await isPortFree(port, "0.0.0.0").catch(() => true))) {
      fail(
        `Port ${port} (${what}) is already in use. Another \`npm run dev\`/\`npm run stack\`, a local PostgreSQL or ` +
          `\`supabase start\` (or \`stripe-mock\`) may be running. Stop it, or choose another port with ${variable}=<port>.`,
      );
    }
  }
}

type Stack = { postgres: PostgresStandIn; auth: AuthStandIn; mailbox: Mailbox; stripe: StripeStandIn };

/** What the app is given; known before anything starts, so `next build` can inline the public part. */
function appEnvironment(): Record<string, string> {
  return {
    DATABASE_URL: `postgres://postgres:postgres@${LOOPBACK}:${dbPort}/postgres`,
    NEXT_PUBLIC_SITE_URL: siteUrl,
    NEXT_PUBLIC_SUPABASE_URL: `http://${LOOPBACK}:${authPort}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    // A fixed, clearly local key for the saved AI key's encryption; no AI key, so the offline engine writes letters.
    APP_ENCRYPTION_KEY: LOCAL_APP_ENCRYPTION_KEY,
    // The Stripe stand-in's fixed test keys; STRIPE_API_BASE points the stripe SDK at it (absent in production).
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://${LOOPBACK}:${stripePort}`,
    STRIPE_PRICE_MONTHLY: LOCAL_STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_SIXMONTHLY: LOCAL_STRIPE_PRICE_SIXMONTHLY,
  };
}

function nextCommand(nextArgs: string[]): ChildProcess {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  return spawn(process.execPath, [nextBin, ...nextArgs], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...appEnvironment() },
  });
}

async function buildApp(): Promise<void> {
  const code = await new Promise<number>((resolve) =>
    nextCommand(["build"]).on("exit", (exit) => resolve(exit ?? 1)),
  );
  if (code !== 0) fail("`next build` failed (see above).");
}

function printBanner(stack: Stack): void {
  const line = "─".repeat(72);
  const { postgres, auth, mailbox, stripe } = stack;
  console.log(`\n${line}\n Local stack (stand-ins on ${LOOPBACK}; no network, no Docker)\n${line}`);
  console.log(
    ` Postgres (PGlite)   ${postgres.url}${fresh ? "  [throwaway database]" : `  [data in .data/pglite]`}`,
  );
  console.log(`                     psql "${postgres.url}"`);
  if (postgres.applied.length) console.log(` Migrations applied  ${postgres.applied.join(", ")}`);
  console.log(` Supabase URL        ${auth.url}  (Auth at ${auth.url}/auth/v1)`);
  console.log(` Mailbox             ${mailbox.url}  (every e-mail the auth stand-in sends)`);
  console.log(
    ` Stripe              ${stripe.url}  (test checkout and billing portal pages; webhooks to ${webhookUrl})`,
  );
  console.log(
    `                     ${fresh ? "[throwaway customers]" : "[customers kept in .data/stripe.json]"}`,
  );
  console.log(` Anon key            ${auth.anonKey}`);
  console.log(` Service-role key    ${auth.serviceRoleKey}`);
  console.log(
    `                     ${fresh ? "[keys in memory for this run]" : "[keys kept in .data/auth-keys.json]"}`,
  );
  if (mode !== "stack") console.log(` App                 http://localhost:${appPort}`);
  console.log(`\n Demo accounts (password for all: ${DEMO_ACCOUNTS[0]?.password ?? ""})`);
  for (const account of DEMO_ACCOUNTS) console.log(`   ${account.role.padEnd(12)} ${account.email}`);
  if (mode === "stack") {
    console.log(`\n Environment for the app:`);
    for (const [name, value] of Object.entries(appEnvironment())) console.log(`   ${name}=${value}`);
  }
  console.log(`${line}\n Ctrl-C stops everything.\n`);
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
  if (build) await buildApp();
  if (!fresh) takeDataDirLock();

  const postgres = await startPostgresStandIn({
    port: dbPort,
    dataDir: fresh ? undefined : dataDir,
    seed: true,
    log: (message) => console.log(`  ${message}`),
  });
  let mailbox: Mailbox | undefined;
  let auth: AuthStandIn | undefined;
  let stripe: StripeStandIn | undefined;
  const stopAll = async () => {
    await stripe
      ?.stop()
      .catch((error: unknown) => console.error("Stopping the Stripe stand-in failed:", error));
    await auth?.stop().catch((error: unknown) => console.error("Stopping the auth stand-in failed:", error));
    await mailbox?.stop().catch((error: unknown) => console.error("Stopping the mailbox failed:", error));
    await postgres
      .stop()
      .catch((error: unknown) => console.error("Stopping the Postgres stand-in failed:", error));
  };
  try {
    mailbox = await startMailbox({ port: mailPort, dataFile: fresh ? undefined : mailboxFile });
    auth = await startAuthStandIn({
      port: authPort,
      databaseUrl: postgres.url,
      siteUrl,
      keysFile: fresh ? undefined : keysFile,
      mailbox,
    });
    stripe = await startStripeStandIn({
      port: stripePort,
      webhookUrl,
      dataFile: fresh ? undefined : stripeFile,
    });
  } catch (error) {
    await stopAll();
    if (!fresh) rmSync(lockFile, { force: true });
    throw error;
  }
  const stack: Stack = { postgres, auth, mailbox, stripe };
  printBanner(stack);

  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await stopAll();
    if (!fresh) rmSync(lockFile, { force: true });
    process.exit(code);
  };

  const app =
    mode === "stack" ? undefined : nextCommand([mode === "dev" ? "dev" : "start", "-p", String(appPort)]);
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
