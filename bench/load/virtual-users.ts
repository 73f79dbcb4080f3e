// The load generator: one loop per signed-in user (request, wait for the whole answer, think 1 s, next request).
// Each user walks a shuffled cycle of request kinds, so the mix holds for every user, not only on average, and no
// user can reach the per-user limits of lib/usage/rate-limit.ts by bad luck.
import { readFileSync } from "node:fs";
import path from "node:path";
import { TEXT_CVS } from "../../tests/fixtures/cv-corpus/sources/text-cvs.ts";
import type { SignedInUser } from "./users.ts";

export type RequestKind = "history" | "usage" | "letter";

/** One request: when it started (ms from the run's start), how long until its body was read to the end. */
export type Sample = {
  kind: RequestKind;
  userId: string;
  startMs: number;
  ms: number;
  ok: boolean;
  /** Why it failed: the status and the start of the body, or the error. */
  failure?: string;
  /** /api/ai/usage: this month's counted letters. */
  used?: number;
};

export type LoadPlan = { users: number; thinkMs: number; durationMs: number };

/** 45% history, 35% usage, 20% letters: per 20 requests, 9 + 7 + 4. */
const CYCLE: readonly RequestKind[] = [
  ...Array<RequestKind>(9).fill("history"),
  ...Array<RequestKind>(7).fill("usage"),
  ...Array<RequestKind>(4).fill("letter"),
];

const root = path.resolve(import.meta.dirname, "..", "..");
// A pasted advert and CV of real length (from the test corpora), so letters and history answers are of real size.
const LETTER_BODY = JSON.stringify({
  jobDescription: readFileSync(
    path.join(root, "tests", "fixtures", "adverts", "linkedin-monzo-backend.txt"),
    "utf8",
  ),
  cvContent: TEXT_CVS.find((cv) => cv.id === "text-backend-engineer-caps-headings")!.text,
});

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function request(origin: string, user: SignedInUser, kind: RequestKind): Promise<Response> {
  const headers = { cookie: user.cookie };
  if (kind === "history") return fetch(`${origin}/api/history`, { headers });
  if (kind === "usage") return fetch(`${origin}/api/ai/usage`, { headers });
  return fetch(`${origin}/api/ai/generate`, {
    method: "POST",
    headers: { ...headers, origin, "content-type": "application/json" },
    body: LETTER_BODY,
  });
}

/** Reads the whole answer; a letter only counts as delivered when its stream ends with the offline engine's `done`. */
async function check(
  kind: RequestKind,
  response: Response,
): Promise<Pick<Sample, "ok" | "failure" | "used">> {
  const text = await response.text();
  if (!response.ok) return { ok: false, failure: `${response.status} ${text.slice(0, 120)}` };
  if (kind === "history") {
    const body = JSON.parse(text) as { items?: unknown };
    return Array.isArray(body.items) ? { ok: true } : { ok: false, failure: "no items" };
  }
  if (kind === "usage") return { ok: true, used: (JSON.parse(text) as { used: number }).used };
  const last = JSON.parse(text.trimEnd().split("\n").at(-1) ?? "{}") as { type?: string; engine?: string };
  if (last.type === "done" && last.engine === "offline") return { ok: true };
  return { ok: false, failure: `stream ended with ${JSON.stringify(last).slice(0, 160)}` };
}

async function virtualUser(
  origin: string,
  user: SignedInUser,
  plan: LoadPlan,
  startedAt: number,
  samples: Sample[],
): Promise<void> {
  const cycle = shuffled(CYCLE);
  // Users start spread over one think time, as people arriving, not all in the same millisecond.
  await sleep(Math.random() * plan.thinkMs);
  for (let step = 0; performance.now() - startedAt < plan.durationMs; step += 1) {
    const kind = cycle[step % cycle.length]!;
    const start = performance.now();
    let outcome: Pick<Sample, "ok" | "failure" | "used">;
    try {
      outcome = await check(kind, await request(origin, user, kind));
    } catch (error) {
      outcome = { ok: false, failure: String(error) };
    }
    samples.push({
      kind,
      userId: user.id,
      startMs: start - startedAt,
      ms: performance.now() - start,
      ...outcome,
    });
    await sleep(plan.thinkMs);
  }
}

/** One request of each kind, untimed: route modules loaded and connection pools open before the run. */
export async function warmUp(origin: string, user: SignedInUser): Promise<void> {
  for (const kind of ["history", "usage", "letter"] as const) {
    const outcome = await check(kind, await request(origin, user, kind));
    if (!outcome.ok) throw new Error(`warm-up ${kind} failed: ${outcome.failure ?? ""}`);
  }
}

/** Runs every user until the duration is over (requests in flight then are finished and counted). */
export async function runVirtualUsers(
  origin: string,
  users: SignedInUser[],
  plan: LoadPlan,
): Promise<{ samples: Sample[]; elapsedMs: number }> {
  const samples: Sample[] = [];
  const startedAt = performance.now();
  await Promise.all(users.map((user) => virtualUser(origin, user, plan, startedAt, samples)));
  return { samples, elapsedMs: performance.now() - startedAt };
}
