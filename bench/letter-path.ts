// The letter's path as the user sees it, in Chromium against the production build (docs/architecture.md §7, and
// §11 for the path itself): the in-page time from the click on the builder's Generate button to the first animation
// frame whose preview shows the letter's first word. The AI key is saved in the settings, so the letter comes from
// the scripted gateway, which sends its first token after 0 ms and after 300 ms (the rest at once, 24 characters a
// chunk). Everything between (session, quota, prompt, the gateway call, the NDJSON stream, React) is counted.
// For information: there is no budget.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import postgres from "postgres";

import { launch, signIn, type Session } from "./browser.ts";
import { LOCAL_APP_ENCRYPTION_KEY } from "../local/app-secrets.ts";
import { encryptSecret } from "../lib/crypto/secret-box.ts";
import { CV_TEXT } from "../tests/fixtures/builder/cv-lines.ts";
import { defaultResponder, type FakeGateway, type FakeReply } from "../tests/fakes/fake-gateway.ts";

const root = path.resolve(import.meta.dirname, "..");
const JOB_DESCRIPTION = readFileSync(
  path.join(root, "tests", "fixtures", "builder", "job-backend.txt"),
  "utf8",
);
const USER = "premium@example.com";
const DELAYS_MS = [0, 300];
const WARM_UP = 1;
export const LETTER_PATH_RUNS = 10;
const GENERATE = "Generate Cover Letter";
const PREVIEW = "Cover letter preview";

const API_KEY_SETTING = "ai.openrouter.api_key";
/** lib/settings/ai-settings.ts re-reads the settings at most this often. */
const SETTINGS_CACHE_MS = 5_000;

/** About 250 words, every claim in it backed by CV_TEXT, so the fact gate lets it through on the first attempt. */
export const BENCH_LETTER = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Backend Engineer position at Northstar Analytics. Your work on scaling an event-processing platform is exactly the kind of problem I enjoy, and I would bring care, curiosity and steady delivery to it.",
  "For eight years I have built and run backend services in Go and Python. At Brightwave Ltd I led the migration of 40 services to Kubernetes, which taught me to plan changes in small, reversible steps, to keep everyone informed and to measure before and after each move. I have worked with PostgreSQL and Kafka throughout, and I like to understand how data flows through a system from end to end before I change any part of it.",
  "What draws me to Northstar Analytics is its focus on reliable event processing. I believe good platforms come from clear ownership, simple interfaces and careful attention to the ways things fail, and I try to leave every system a little simpler than I found it. I enjoy reviewing code, writing clear documentation and helping colleagues get unblocked, and I value a culture where people ask questions early. When something breaks, I prefer a calm, written account of what happened and what we changed, so that the whole team learns from it and the same failure does not return.",
  "I would welcome the chance to discuss how my experience could help your platform grow with confidence. Thank you for considering my application; I look forward to hearing from you.",
  "Sincerely,\nJane Doe",
].join("\n\n");
const FIRST_WORD = BENCH_LETTER.split(/\s+/)[0] ?? "";

export type LetterPathResult = { firstTokenDelayMs: number; runs: number[]; p50: number; p95: number };

type BenchWindow = Window & { __benchLetterShown?: number };

// Recorded in the page before any of its scripts run: the click on a button, in the capturing phase.
const MARKS = () => {
  addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("button")) performance.mark("bench:click");
    },
    true,
  );
};

/** Nearest rank, as bench/run.ts reports the other timings. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the page has had no request in flight for `quietMs` (the lazily loaded step-2 code, the advert analysis). */
async function settle(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < quietMs)) await sleep(50);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/**
 * One letter in a fresh context (empty HTTP cache, like builder-browser.ts): step 1 filled, on to step 2, then the
 * measured click on Generate. In-page ms from that click to the first frame showing the letter's first word.
 */
async function letterOnce(browser: Browser, origin: string, session: Session["storage"]): Promise<number> {
  const context = await browser.newContext({ storageState: session, viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(MARKS);
    const page = await context.newPage();
    await page.goto(`${origin}/builder`, { waitUntil: "load" });
    await page.getByRole("heading", { level: 1, name: "Cover Letter Builder" }).waitFor();
    // Hydrated once React answers typing with the character count.
    await page.getByLabel("Job Description").fill(JOB_DESCRIPTION);
    await page.getByText(`${JOB_DESCRIPTION.length} characters`).waitFor();
    await page.getByRole("radio", { name: "Paste Text" }).click();
    await page.getByLabel("CV/Resume").fill(CV_TEXT);
    // Step 1's button leads to step 2's ready panel, whose button starts the letter.
    await page.getByRole("button", { name: GENERATE }).click();
    const ready = page.getByRole("region", { name: "Ready to Generate" });
    await ready.getByRole("button", { name: GENERATE }).waitFor();
    await settle(page);

    // From the next DOM change on, each frame checks the preview's body for the first word.
    await page.evaluate(
      ({ word, label }) => {
        const bench = window as BenchWindow;
        delete bench.__benchLetterShown;
        performance.clearMarks("bench:click");
        const shows = () =>
          [...document.querySelectorAll(`[role="region"][aria-label="${label}"] [data-block="body"]`)].some(
            (block) => block.textContent?.includes(word),
          );
        let queued = false;
        const observer = new MutationObserver(() => {
          if (queued) return;
          queued = true;
          requestAnimationFrame(() => {
            queued = false;
            if (bench.__benchLetterShown === undefined && shows()) {
              bench.__benchLetterShown = performance.now();
              observer.disconnect();
            }
          });
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { word: FIRST_WORD, label: PREVIEW },
    );
    await ready.getByRole("button", { name: GENERATE }).click();
    await page.waitForFunction(() => (window as BenchWindow).__benchLetterShown !== undefined, null, {
      timeout: 30_000,
    });
    const ms = await page.evaluate(
      () =>
        ((window as BenchWindow).__benchLetterShown ?? Number.NaN) -
        (performance.getEntriesByName("bench:click").at(-1)?.startTime ?? Number.NaN),
    );
    // The letter is saved before the next run starts, so runs never overlap on the server.
    await page.getByText("Cover letter generated successfully!").waitFor({ timeout: 30_000 });
    return ms;
  } finally {
    await context.close();
  }
}

export async function measureLetterPath(options: {
  origin: string;
  dbPort: number;
  gateway: FakeGateway;
}): Promise<LetterPathResult[]> {
  const { origin, dbPort, gateway } = options;
  const sql = postgres(`postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`, {
    max: 1,
    onnotice: () => {},
  });
  // 64 hex characters (lib/env-schema.ts decodes it the same way; that module needs more than type stripping).
  const key = Buffer.from(LOCAL_APP_ENCRYPTION_KEY, "hex");
  const [user] = await sql<{ id: string }[]>`
    select id from public.users where lower(email) = lower(${USER})`;
  if (!user) throw new Error(`no user ${USER}`);
  const [previous] = await sql<{ value: string }[]>`
    select value from public.app_settings where key = ${API_KEY_SETTING}`;
  const startedAt = new Date();
  const sealed = JSON.stringify(encryptSecret(gateway.apiKey, key));
  await sql`
    insert into public.app_settings (key, value) values (${API_KEY_SETTING}, ${sealed})
    on conflict (key) do update set value = excluded.value`;
  const browser = await launch();
  try {
    await sleep(SETTINGS_CACHE_MS + 500);
    const { storage } = await signIn(browser, origin, USER);
    const results: LetterPathResult[] = [];
    for (const firstTokenDelayMs of DELAYS_MS) {
      const letterReply: FakeReply = { kind: "ok", content: BENCH_LETTER, chunkSize: 24, firstTokenDelayMs };
      // The saved letter's title (and anything else) keeps its default answer.
      gateway.respond((body) =>
        body.messages.some((message) => message.content.includes("name saved cover letters"))
          ? defaultResponder(body)
          : letterReply,
      );
      const runs: number[] = [];
      for (let run = 0; run < WARM_UP + LETTER_PATH_RUNS; run += 1) {
        // 22 letters in a row would pass the per-user limit of 20 a minute.
        await sql`delete from public.rate_limit_hits where key = ${`generate:${user.id}`}`;
        const streamed = gateway.requests.filter((request) => request.body.stream === true).length;
        const ms = await letterOnce(browser, origin, storage);
        if (gateway.requests.filter((request) => request.body.stream === true).length === streamed) {
          throw new Error(
            "the letter did not come from the scripted gateway: start the app with AI_GATEWAY_BASE_URL at its port",
          );
        }
        if (run >= WARM_UP) runs.push(ms);
      }
      results.push({
        firstTokenDelayMs,
        runs,
        p50: percentile(runs, 50),
        p95: percentile(runs, 95),
      });
    }
    return results;
  } finally {
    await browser.close();
    gateway.respond(defaultResponder);
    await (previous
      ? sql`update public.app_settings set value = ${previous.value} where key = ${API_KEY_SETTING}`
      : sql`delete from public.app_settings where key = ${API_KEY_SETTING}`);
    // The letters the runs saved (their versions go with them).
    await sql`delete from public.cover_letters where user_id = ${user.id} and created_at >= ${startedAt}`;
    await sql.end();
    // Later phases see the settings as they were.
    await sleep(SETTINGS_CACHE_MS + 500);
  }
}
