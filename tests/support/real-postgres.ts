// A throwaway PostgreSQL cluster for tests that need a real server (RLS, privileges, concurrency).
import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import postgres from "postgres";

export type PostgresBinaries = { initdb: string; postgres: string };

export type RealPostgresServer = {
  /** Superuser URL of the `postgres` database. */
  url: string;
  /** Creates a database (optionally cloned from a template) and returns its URL. */
  createDatabase(name: string, options?: { template?: string }): Promise<string>;
  stop(): Promise<void>;
};

/** initdb and postgres from /usr/lib/postgresql/<version>/bin (15 preferred, else newest), else from PATH. */
export function findPostgresBinaries(): PostgresBinaries | null {
  const inDir = (dir: string): PostgresBinaries | null => {
    const found = { initdb: join(dir, "initdb"), postgres: join(dir, "postgres") };
    return existsSync(found.initdb) && existsSync(found.postgres) ? found : null;
  };
  const debianRoot = "/usr/lib/postgresql";
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => (a === "15" ? -1 : b === "15" ? 1 : Number(b) - Number(a)))
    : [];
  for (const version of versions) {
    const found = inDir(join(debianRoot, version, "bin"));
    if (found) return found;
  }
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const found = inDir(dir);
    if (found) return found;
  }
  return null;
}

/** postgres refuses to run as root: when we are root, run it as `postgres` (or `nobody`). */
function unprivilegedIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .map((line) => line.split(":"))
    .find((fields) => fields[0] === "postgres");
  return entry ? { uid: Number(entry[2]), gid: Number(entry[3]) } : { uid: 65534, gid: 65534 };
}

function command(ids: { uid: number; gid: number } | null, file: string, args: string[]): [string, string[]] {
  // setpriv execs the binary, so the child's pid is the server's pid.
  return ids
    ? ["setpriv", [`--reuid=${ids.uid}`, `--regid=${ids.gid}`, "--clear-groups", "--", file, ...args]]
    : [file, args];
}

function run(file: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}: ${stderr}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function waitUntilReady(url: string, server: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.pid === undefined) {
      throw new Error(`postgres exited (${server.exitCode ?? "did not start"}): ${stderr()}`);
    }
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await probe`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`postgres did not become ready: ${String(error)}\n${stderr()}`);
    } finally {
      await probe.end({ timeout: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const INITDB_OPTIONS = ["--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync", "--no-instructions"];

// Loopback TCP only, and no durability: the data is thrown away.
const SERVER_SETTINGS = {
  listen_addresses: "127.0.0.1",
  unix_socket_directories: "",
  fsync: "off",
  synchronous_commit: "off",
  full_page_writes: "off",
  max_connections: "200",
};

/** Starts a fresh cluster in a temporary directory on a free loopback port (fsync off: data is disposable). */
export async function startRealPostgres(): Promise<RealPostgresServer> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error("PostgreSQL server binaries (initdb, postgres) not found");
  const ids = unprivilegedIds();
  const dir = mkdtempSync(join(tmpdir(), "real-postgres-"));
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const dataDir = join(dir, "data");
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });

  try {
    const initdbArgs = ["-D", dataDir, "-U", "postgres", ...INITDB_OPTIONS];
    await run(...command(ids, binaries.initdb, initdbArgs), dir);
  } catch (error) {
    cleanUp();
    throw error;
  }

  // A port found free may be taken before postgres binds it: try a few.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
    const args = ["-D", dataDir, "-p", String(port), ...settings];
    const server = spawn(...command(ids, binaries.postgres, args), {
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    server.stderr?.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    server.on("error", (error) => (stderr += String(error))); // e.g. setpriv missing
    const killNow = () => {
      server.kill("SIGKILL");
      cleanUp();
    };
    process.once("exit", killNow); // never leave a server behind, even if teardown does not run
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

    try {
      await waitUntilReady(url, server, () => stderr);
    } catch (error) {
      process.off("exit", killNow);
      server.kill("SIGKILL");
      if (attempt < 3 && /could not bind|already in use/i.test(stderr)) continue;
      cleanUp();
      throw error;
    }

    const admin = postgres(url, { max: 1, onnotice: () => {} });
    return {
      url,
      async createDatabase(name, options = {}) {
        const template = options.template ? ` template ${quoteIdent(options.template)}` : "";
        await admin.unsafe(`create database ${quoteIdent(name)}${template}`);
        const databaseUrl = new URL(url);
        databaseUrl.pathname = `/${encodeURIComponent(name)}`;
        return databaseUrl.toString();
      },
      async stop() {
        process.off("exit", killNow);
        await admin.end({ timeout: 1 });
        if (server.exitCode === null && server.signalCode === null) {
          const exited = new Promise((resolve) => server.once("exit", resolve));
          server.kill("SIGINT"); // fast shutdown: disconnects clients, no checkpoint wait
          const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
          await exited;
          clearTimeout(timer);
        }
        cleanUp();
      },
    };
  }
}
