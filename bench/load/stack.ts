// What the load run serves: the production build under `next start`, on a real PostgreSQL server (a throwaway
// cluster, as the integration tests start it), with the Auth stand-in and its mailbox in this process.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import postgres from "postgres";
import { LOCAL_APP_ENCRYPTION_KEY } from "../../local/app-secrets.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../local/auth/api-keys.ts";
import { startAuthStandIn, type AuthStandIn } from "../../local/auth/server.ts";
import { LOOPBACK } from "../../local/guard.ts";
import { startMailbox, type Mailbox } from "../../local/mailbox/server.ts";
import { migrate, postgresJsRunner } from "../../local/migrate.ts";
import { waitForPort } from "../../local/ports.ts";
import {
  LOCAL_STRIPE_PRICE_MONTHLY,
  LOCAL_STRIPE_PRICE_SIXMONTHLY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
} from "../../local/stripe/keys.ts";
import { startRealPostgres, type RealPostgresServer } from "../../tests/support/real-postgres.ts";
import { parentOf } from "./cpu.ts";

const root = path.resolve(import.meta.dirname, "..", "..");

export type LoadPorts = { app: number; auth: number };

export type LoadStack = {
  origin: string;
  supabaseUrl: string;
  /** Superuser connection to the app's database, for the checks after the run. */
  sql: postgres.Sql;
  /** Process ids whose CPU time the report splits out. */
  pids: { app: number; postgres: number };
  stop(): Promise<void>;
};

/**
 * The app's environment, the local launcher's (local/launcher.ts) with the real server's DATABASE_URL. The
 * NEXT_PUBLIC_ values are inlined by `next build`, so the build must have been made for the same ports.
 */
export function loadAppEnvironment(ports: LoadPorts, databaseUrl: string): Record<string, string> {
  return {
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: databaseUrl,
    NEXT_PUBLIC_SITE_URL: `http://localhost:${ports.app}`,
    NEXT_PUBLIC_SUPABASE_URL: `http://${LOOPBACK}:${ports.auth}`,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    APP_ENCRYPTION_KEY: LOCAL_APP_ENCRYPTION_KEY,
    // Empty, not unset: Next.js then keeps a key in a developer's .env.local out, and every letter is the offline engine's.
    AI_GATEWAY_API_KEY: "",
    // Billing is not exercised; its keys only satisfy the env check.
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: LOCAL_STRIPE_PRICE_MONTHLY,
    STRIPE_PRICE_SIXMONTHLY: LOCAL_STRIPE_PRICE_SIXMONTHLY,
  };
}

export function nextCommand(args: string[], env: Record<string, string>): ChildProcess {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
}

export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

async function waitForApp(origin: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`next start exited with ${app.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not answer on ${origin}.`);
}

/** A migrated database on a fresh real PostgreSQL cluster. */
async function startDatabase(): Promise<{ server: RealPostgresServer; url: string; sql: postgres.Sql }> {
  const server = await startRealPostgres();
  try {
    const url = await server.createDatabase("load");
    const sql = postgres(url, { max: 2, onnotice: () => {} });
    await migrate(postgresJsRunner(sql), { seed: true });
    return { server, url, sql };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function startLoadStack(ports: LoadPorts): Promise<LoadStack> {
  const database = await startDatabase();
  const origin = `http://localhost:${ports.app}`;
  let mailbox: Mailbox | undefined;
  let auth: AuthStandIn | undefined;
  let app: ChildProcess | undefined;
  const stop = async () => {
    if (app && app.exitCode === null) {
      app.kill("SIGINT");
      await exited(app);
    }
    await auth?.stop();
    await mailbox?.stop();
    await database.sql.end({ timeout: 1 });
    await database.server.stop();
  };
  try {
    mailbox = await startMailbox({ port: 0 });
    // Sign-up answers with a session (no confirmation e-mail), so the virtual users are created in one call each.
    auth = await startAuthStandIn({
      port: ports.auth,
      databaseUrl: database.url,
      siteUrl: origin,
      mailbox,
      autoconfirm: true,
      requestRateLimit: null,
    });
    app = nextCommand(["start", "-p", String(ports.app)], loadAppEnvironment(ports, database.url));
    await waitForPort(ports.app, LOOPBACK, 60_000);
    await waitForApp(origin, app);
  } catch (error) {
    await stop();
    throw error;
  }
  // The postmaster is the parent of every server process; the checkpointer is one that always runs.
  const [checkpointer] = await database.sql<Array<{ pid: number }>>`
    select pid from pg_stat_activity where backend_type = 'checkpointer'`;
  return {
    origin,
    supabaseUrl: auth.url,
    sql: database.sql,
    pids: { app: app.pid ?? 0, postgres: parentOf(checkpointer?.pid ?? 0) ?? 0 },
    stop,
  };
}
