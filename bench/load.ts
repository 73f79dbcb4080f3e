// The load run (docs/architecture.md §7 'Load'): 100 signed-in users against the production build on real
// PostgreSQL. A phase of `npm run bench` (bench/run.ts, after the app phase, whose build it serves), or on its own:
//   node bench/load.ts --build    builds the app for the load run's ports first (plain `node bench/load.ts` reuses .next)
import { findPostgresBinaries } from "../tests/support/real-postgres.ts";
import { coreCount, machineCpuSeconds, treeCpuSeconds } from "./load/cpu.ts";
import { LOAD_TITLE, loadSection, type CpuTime } from "./load/report.ts";
import {
  exited,
  loadAppEnvironment,
  nextCommand,
  startLoadStack,
  type LoadPorts,
  type LoadStack,
} from "./load/stack.ts";
import { signedInUsers } from "./load/users.ts";
import { runVirtualUsers, warmUp, type LoadPlan } from "./load/virtual-users.ts";

const PLAN: LoadPlan = { users: 100, thinkMs: 1000, durationMs: 60_000 };

type CpuReading = Omit<CpuTime, "others"> & { machine: number | null };

/** CPU seconds so far: the app, PostgreSQL, this process (load generator and Auth stand-in), the whole machine. */
function cpuReading(pids: LoadStack["pids"]): CpuReading {
  const own = process.cpuUsage();
  return {
    app: treeCpuSeconds(pids.app),
    postgres: treeCpuSeconds(pids.postgres),
    generator: (own.user + own.system) / 1e6,
    machine: machineCpuSeconds(),
  };
}

function cpuTime(before: CpuReading, after: CpuReading): CpuTime {
  const spent = (key: keyof CpuReading) => {
    const [start, end] = [before[key], after[key]];
    return start === null || end === null ? null : end - start;
  };
  const [app, postgres, generator] = [spent("app"), spent("postgres"), spent("generator")];
  const machine = spent("machine");
  const parts = [app, postgres, generator];
  const others =
    machine === null || parts.includes(null)
      ? null
      : Math.max(
          0,
          parts.reduce<number>((rest, part) => rest - (part ?? 0), machine),
        );
  return { app, postgres, generator, others };
}

/** The users' letters in history, and their generations counted against the monthly quota. */
async function letterCounts(sql: LoadStack["sql"], ids: string[]) {
  const [row] = await sql<Array<{ saved: number; counted: number }>>`
    select
      (select count(*)::int from public.cover_letters where user_id = any(${ids}::uuid[])) as saved,
      (select count(*)::int from public.api_usage_logs
        where user_id = any(${ids}::uuid[]) and request_type = 'cover_letter_generation'
          and status in ('success', 'pending')) as counted`;
  return row ?? { saved: 0, counted: 0 };
}

/** Starts the stack, signs the users in, runs them and returns the report's section. */
export async function loadBenchmark(ports: LoadPorts): Promise<string[]> {
  if (!findPostgresBinaries()) {
    console.warn("load: PostgreSQL server binaries not found, the load run is skipped");
    return [
      LOAD_TITLE,
      "",
      "Not measured: PostgreSQL server binaries (initdb, postgres) were not found.",
      "",
    ];
  }
  const stack = await startLoadStack(ports);
  try {
    console.log(`load: signing up ${PLAN.users} users…`);
    const users = await signedInUsers(stack.supabaseUrl, PLAN.users);
    const ids = users.map((user) => user.id);
    await warmUp(stack.origin, users[0]!);
    const lettersBefore = await letterCounts(stack.sql, ids);
    console.log(`load: ${PLAN.users} users for ${PLAN.durationMs / 1000} s…`);
    const cpuBefore = cpuReading(stack.pids);
    const { samples, elapsedMs } = await runVirtualUsers(stack.origin, users, PLAN);
    const cpu = cpuTime(cpuBefore, cpuReading(stack.pids));
    const lettersAfter = await letterCounts(stack.sql, ids);
    const section = loadSection({
      plan: PLAN,
      samples,
      elapsedMs,
      lettersSaved: lettersAfter.saved - lettersBefore.saved,
      generationsCounted: lettersAfter.counted,
      cpu,
      cores: coreCount,
    });
    console.log(section.join("\n"));
    return section;
  } finally {
    await stack.stop();
  }
}

if (import.meta.main) {
  const ports: LoadPorts = {
    app: Number(process.env.BENCH_APP_PORT ?? 3290),
    auth: Number(process.env.BENCH_AUTH_PORT ?? 25491),
  };
  if (process.argv.includes("--build")) {
    // The database is only reached at run time; the build needs the public values.
    const build = nextCommand(["build"], loadAppEnvironment(ports, "postgres://build@127.0.0.1:1/none"));
    if ((await exited(build)) !== 0) throw new Error("next build failed");
  }
  await loadBenchmark(ports);
}
