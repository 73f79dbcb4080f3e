// CPU time from Linux's /proc: per process tree (the app, PostgreSQL) and for the whole machine, so the report can
// say who used the two cores during the run. Elsewhere every reading is null and the report says so.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

type Stat = { pid: number; ppid: number; ticks: number };

/** Fields after the command name (which may hold spaces): state ppid … utime(14) stime(15) cutime(16) cstime(17). */
function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const field = (n: number) => Number(fields[n - 3]);
    // Children's time (cutime, cstime) counts too: PostgreSQL's backends end and are reaped by the postmaster.
    return { pid, ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
  } catch {
    return null; // gone meanwhile
  }
}

export const canMeasureCpu = existsSync("/proc/stat");

/** The parent of `pid` (e.g. the postmaster of one of its backends). */
export function parentOf(pid: number): number | null {
  return canMeasureCpu ? (readStat(pid)?.ppid ?? null) : null;
}

/** CPU seconds used so far by `root` and every live process below it. */
export function treeCpuSeconds(root: number): number | null {
  if (!canMeasureCpu || !root) return null;
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is Stat => stat !== null);
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const stat of stats) {
      if (!inTree.has(stat.pid) && inTree.has(stat.ppid)) {
        inTree.add(stat.pid);
        grew = true;
      }
    }
  }
  const ticks = stats.filter((stat) => inTree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds every process on the machine has used (the `cpu` line of /proc/stat, without idle and iowait). */
export function machineCpuSeconds(): number | null {
  if (!canMeasureCpu) return null;
  const values = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = values;
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

export const coreCount = cpus().length;
