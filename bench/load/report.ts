// The load run's section of bench/RESULTS.md: latency per request kind and overall, errors, the achieved rate, the
// per-user limits and the quota checked, and who used the machine's cores meanwhile.
import type { LoadPlan, RequestKind, Sample } from "./virtual-users.ts";

export const P95_BUDGET_MS = 300;
// RATE_LIMITS of lib/usage/rate-limit.ts (requests per user per minute); not imported: the app's modules need its
// path aliases, which plain Node does not resolve.
const HISTORY_LIMIT = 120;
const GENERATE_LIMIT = 20;

/** CPU seconds used during the run; null where /proc could not tell. */
export type CpuTime = {
  app: number | null;
  postgres: number | null;
  generator: number | null;
  /** Everything outside the load run: other builds and tests on a shared machine. */
  others: number | null;
};

const CPU_LABELS: Record<keyof CpuTime, string> = {
  app: "`next start` (the app)",
  postgres: "PostgreSQL (postmaster and backends)",
  generator: "load generator + Auth stand-in + mailbox (one Node process)",
  others: "everything else on the machine",
};

export type LoadFindings = {
  plan: LoadPlan;
  samples: Sample[];
  elapsedMs: number;
  /** Letters saved to the virtual users' history during the run. */
  lettersSaved: number;
  /** Counted generations (api_usage_logs) of the virtual users after the run: must be 0. */
  generationsCounted: number;
  cpu: CpuTime;
  cores: number;
};

const KINDS: Array<{ kind: RequestKind; label: string }> = [
  { kind: "history", label: "GET /api/history" },
  { kind: "usage", label: "GET /api/ai/usage" },
  { kind: "letter", label: "POST /api/ai/generate (offline letter, stream read to the end)" },
];

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function row(label: string, samples: Sample[], elapsedMs: number): string {
  const times = samples.map((sample) => sample.ms);
  const errors = samples.filter((sample) => !sample.ok).length;
  const rate = samples.length / (elapsedMs / 1000);
  return `| ${label} | ${samples.length} | ${rate.toFixed(1)}/s | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${errors} |`;
}

function latencyTable({ plan, samples, elapsedMs }: LoadFindings): string[] {
  const p95 = percentile(
    samples.map((sample) => sample.ms),
    95,
  );
  const errors = samples.filter((sample) => !sample.ok);
  const verdict = errors.length === 0 && p95 <= P95_BUDGET_MS ? "within budget" : "over budget";
  return [
    `${plan.users} virtual users, each signed in with its own session cookies (sign-up on the Auth stand-in through`,
    `@supabase/ssr), for ${plan.durationMs / 1000} s: request, read the whole answer, think ${plan.thinkMs / 1000} s, next request.`,
    "Each user walks a shuffled cycle of 20 requests: 9 history, 7 usage, 4 letters (45/35/20%). Letters are written",
    "by the offline engine (no AI key) from a real advert and CV of the test corpora, streamed and read to their last",
    "line; each is saved, so history answers grow as in use. One machine holds it all: `next start` (the production",
    "build), PostgreSQL 15 (a throwaway cluster, fsync off), the Auth stand-in and the load generator (one Node",
    "process), and whatever else runs on the machine at the time.",
    `Goal: 0 errors and p95 ≤ ${P95_BUDGET_MS} ms: **${verdict}** (p95 ${ms(p95)}, ${errors.length} errors).`,
    "",
    "| request | count | rate | p50 | p95 | p99 | errors |",
    "|---|---|---|---|---|---|---|",
    ...KINDS.map(({ kind, label }) =>
      row(
        label,
        samples.filter((sample) => sample.kind === kind),
        elapsedMs,
      ),
    ),
    row("all", samples, elapsedMs),
    "",
    ...(errors.length
      ? [
          "First errors:",
          "",
          ...errors.slice(0, 5).map((error) => `- ${error.kind}: ${error.failure ?? "?"}`),
          "",
        ]
      : []),
  ];
}

/** The most requests one user made in any 60 s window, among the request kinds sharing a limit. */
function busiestMinute(samples: Sample[], kinds: RequestKind[]): number {
  const byUser = new Map<string, number[]>();
  for (const sample of samples.filter((s) => kinds.includes(s.kind))) {
    byUser.set(sample.userId, [...(byUser.get(sample.userId) ?? []), sample.startMs]);
  }
  let most = 0;
  for (const starts of byUser.values()) {
    starts.sort((a, b) => a - b);
    for (let first = 0, last = 0; last < starts.length; last += 1) {
      while (starts[last]! - starts[first]! >= 60_000) first += 1;
      most = Math.max(most, last - first + 1);
    }
  }
  return most;
}

function limitsAndQuota({ samples, lettersSaved, generationsCounted }: LoadFindings): string[] {
  const delivered = samples.filter((sample) => sample.kind === "letter" && sample.ok).length;
  const usedSeen = Math.max(0, ...samples.map((sample) => sample.used ?? 0));
  return [
    "Limits and quota, checked after the run: the most requests one user made in any 60 s was",
    `${busiestMinute(samples, ["history", "usage"])} on the history limit (history and usage share it, ${HISTORY_LIMIT}/min) and`,
    `${busiestMinute(samples, ["letter"])} letters (${GENERATE_LIMIT}/min). Offline letters never count: ${delivered} delivered,`,
    `${lettersSaved} saved to history, ${generationsCounted} counted against the quota; the highest \`used\` any usage`,
    `answer showed was ${usedSeen} (a free account's month allows 2).`,
    "",
  ];
}

function cpuTable({ cpu, cores, elapsedMs, samples }: LoadFindings): string[] {
  const available = (cores * elapsedMs) / 1000;
  const measured = (Object.keys(CPU_LABELS) as Array<keyof CpuTime>).filter((key) => cpu[key] !== null);
  if (!measured.length) return ["CPU per process was not measured (no /proc on this system).", ""];
  return [
    `CPU used during the run (${cores} cores × ${(elapsedMs / 1000).toFixed(0)} s = ${available.toFixed(0)} core-seconds):`,
    "",
    "| what | CPU seconds | share of the machine |",
    "|---|---|---|",
    ...measured.map(
      (key) =>
        `| ${CPU_LABELS[key]} | ${cpu[key]!.toFixed(1)} | ${((100 * cpu[key]!) / available).toFixed(0)}% |`,
    ),
    "",
    ...(cpu.app === null
      ? []
      : [
          `The app spent ${((1000 * cpu.app) / samples.length).toFixed(1)} ms of CPU per request of this mix: one core serves`,
          `about ${(samples.length / cpu.app).toFixed(0)} such requests a second.`,
          "",
        ]),
    ...(cpu.others !== null && cpu.others > 0.1 * available
      ? [
          `Other work used ${cpu.others.toFixed(0)} CPU seconds of the machine during the run: the app shared the cores`,
          "with it, so these latencies are higher than on a quiet machine.",
          "",
        ]
      : []),
  ];
}

export const LOAD_TITLE = "## Load: signed-in users on the production build and real PostgreSQL";

export function loadSection(findings: LoadFindings): string[] {
  return [LOAD_TITLE, "", ...latencyTable(findings), ...limitsAndQuota(findings), ...cpuTable(findings)];
}
