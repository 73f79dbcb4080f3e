// POST /api/ai/generate when the client goes away or the server fails mid-stream (docs/product-rules.md 'Quota and
// limits'; docs/architecture.md 'Generation'): after the first words the server finishes the letter, saves it and
// counts it once; before them nothing is saved or counted; a template letter never counts; an internal failure
// reaches the browser as a reference only, and the log holds neither the SQL's parameters nor the CV.
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { SAMPLE_LETTER, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { selectGateway, setAppEnvironment, type StreamEvent } from "../fakes/ai-app.ts";

const stack = inject("localStack");
const JOB = [
  "Platform Engineer",
  "",
  "Northstar Analytics is hiring a Platform Engineer.",
  "",
  "Requirements",
  "- Kubernetes",
  "- Terraform",
].join("\n");
// A marker no log line may carry.
const CV_MARKER = "Zebulon Quartzfield";
const CV = [
  CV_MARKER,
  "zebulon@example.com",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "",
  "Skills",
  "Go, Python, Kubernetes",
].join("\n");
const letter = (middle: string) =>
  [
    "Dear Hiring Manager,",
    "I am writing to apply for the Platform Engineer position at Northstar Analytics.",
    middle,
    "I would welcome the chance to talk about the role.",
    `Sincerely,\n${CV_MARKER}`,
  ].join("\n\n");
const INVENTED = letter(
  "At Brightwave Ltd I led the migration of 40 services to Kubernetes. I have five years of Terraform and hold an MBA from INSEAD.",
);
const HONEST = letter(
  "At Brightwave Ltd I led the migration of 40 services to Kubernetes, cutting deployment time by 85%. I have not used Terraform in production yet, but I am keen to learn it.",
);
// Streamed slowly enough that the client can leave after the first words.
const SLOW = { chunkSize: 24, chunkDelayMs: 25 };

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/generate/route").POST;
let sql: typeof import("@/lib/db/client").sql;

async function freshUser() {
  const email = uniqueEmail("disconnect");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

function generateRequest(cookies: string, signal?: AbortSignal) {
  return new NextRequest(new URL("/api/ai/generate", "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies },
    body: JSON.stringify({ jobDescription: JOB, cvContent: CV }),
    signal,
  });
}

/** Reads events until `until` says stop, then goes away as a browser does: the request aborts, the body is cancelled. */
async function leaveWhen(cookies: string, until: (event: StreamEvent) => boolean): Promise<StreamEvent[]> {
  const client = new AbortController();
  const response = await POST(generateRequest(cookies, client.signal));
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: StreamEvent[] = [];
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended first: ${JSON.stringify(events).slice(0, 300)}`);
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const text of lines.filter(Boolean)) {
      const event = JSON.parse(text) as StreamEvent;
      events.push(event);
      if (until(event)) {
        client.abort();
        await reader.cancel();
        return events;
      }
    }
  }
}

type LetterRow = { status: string; tokens_used: number; cost_cents: string };

async function letterLogs(userId: string) {
  return sql<LetterRow[]>`
    select status, tokens_used, cost_cents::text from public.api_usage_logs
    where user_id = ${userId} and request_type = 'cover_letter_generation' order by created_at, id`;
}

async function savedLetters(userId: string) {
  return sql<{ letter: string }[]>`
    select letter from public.cover_letters where user_id = ${userId} and deleted_at is null`;
}

/** Waits for the server to finish on its own: no reservation pending any more. */
async function settled(userId: string): Promise<LetterRow[]> {
  let logs: LetterRow[] = [];
  await vi.waitFor(
    async () => {
      logs = await letterLogs(userId);
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.some((log) => log.status === "pending")).toBe(false);
    },
    { timeout: 15_000, interval: 100 },
  );
  return logs;
}

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/generate/route"));
  ({ sql } = await import("@/lib/db/client"));
});
afterAll(() => gateway?.close());
beforeEach(() => {
  gateway.reset();
  selectGateway(gateway);
});

describe("a client that goes away", () => {
  it("after the first words: the server finishes the letter, saves it and counts it once, with its tokens and cost", async () => {
    const user = await freshUser();
    const usage = { prompt_tokens: 400_000, completion_tokens: 200_000 };
    gateway.enqueue({ kind: "ok", content: HONEST, usage, ...SLOW });
    const seen = await leaveWhen(user.cookies, (event) => event.type === "delta");
    expect(seen.some((event) => event.type === "done")).toBe(false);

    const logs = await settled(user.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.status).toBe("success");
    expect(logs[0]!.tokens_used).toBe(600_000);
    // Priced from the table like a delivered letter (the free letter model's price is 0).
    const { costCents } = await import("@/lib/ai/cost");
    const { LETTER_PRIMARY_MODEL } = await import("@/lib/ai/models");
    expect(Number(logs[0]!.cost_cents)).toBe(
      costCents(LETTER_PRIMARY_MODEL, {
        promptTokens: 400_000,
        completionTokens: 200_000,
        totalTokens: 600_000,
      }),
    );
    await vi.waitFor(async () => expect(await savedLetters(user.id)).toHaveLength(1));
    expect((await savedLetters(user.id))[0]!.letter).toBe(HONEST);
    expect(gateway.requests.filter((request) => request.body.stream)).toHaveLength(1);
    // Nothing else settles later.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await letterLogs(user.id)).toHaveLength(1);
  });

  it("during the fact gate's rewrite: the rewrite is finished, saved and counted once with both calls' tokens", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: INVENTED, ...SLOW }, { kind: "ok", content: HONEST, ...SLOW });
    await leaveWhen(user.cookies, (event) => event.type === "rewrite");

    const logs = await settled(user.id);
    expect(logs.map((log) => log.status)).toEqual(["success"]);
    await vi.waitFor(async () => expect(await savedLetters(user.id)).toHaveLength(1));
    expect((await savedLetters(user.id))[0]!.letter).toBe(HONEST);
    // Two streamed calls, one generation: the row carries both calls' tokens (the scripted gateway counts a
    // quarter token per character of the prompt and of the reply).
    const letterCalls = gateway.requests.filter((request) => request.body.stream);
    expect(letterCalls).toHaveLength(2);
    const tokens = (index: number, reply: string) =>
      Math.ceil(letterCalls[index]!.body.messages.reduce((sum, m) => sum + m.content.length, 0) / 4) +
      Math.ceil(reply.length / 4);
    expect(logs[0]!.tokens_used).toBe(tokens(0, INVENTED) + tokens(1, HONEST));
  });

  it("after the first words of attempts that all fail: the template letter is saved and never counted", async () => {
    const user = await freshUser();
    // Every model answers too little, after streaming it: the chain ends in the offline template.
    gateway.respond(() => ({ kind: "ok", content: "Dear Hiring Manager, thank you.", ...SLOW }));
    await leaveWhen(user.cookies, (event) => event.type === "delta");

    const logs = await settled(user.id);
    expect(logs.every((log) => log.status === "error")).toBe(true);
    await vi.waitFor(async () => expect(await savedLetters(user.id)).toHaveLength(1));
    expect((await savedLetters(user.id))[0]!.letter).toMatch(/^Dear Hiring Manager/);
    const [usage] = await sql<{ used: number }[]>`
      select used from public.generation_usage(${user.id}::uuid, now())`;
    expect(usage!.used).toBe(0);
  });

  it("before the first words: the call is cancelled, nothing is saved and the slot is freed", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: SAMPLE_LETTER, firstTokenDelayMs: 1_500 });
    await leaveWhen(user.cookies, (event) => event.type === "layout");

    const logs = await settled(user.id);
    expect(logs.map((log) => log.status)).toEqual(["error"]);
    expect(await savedLetters(user.id)).toHaveLength(0);
  });
});

describe("an internal failure inside the stream", () => {
  it("reaches the browser as a reference, and the log carries neither the SQL's parameters nor the CV", async () => {
    const user = await freshUser();
    // A database fault on this user's insert only (the database is shared by the test files).
    await sql.unsafe(`
      create or replace function public.test_refuse_letter() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = '22021', message = 'invalid byte sequence for encoding "UTF8": 0x00';
      end $$;
      create trigger test_refuse_letter before insert on public.cover_letters for each row
        when (new.user_id = '${user.id}') execute function public.test_refuse_letter();`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await POST(generateRequest(user.cookies));
      const events = (await response.text())
        .split("\n")
        .filter(Boolean)
        .map((text) => JSON.parse(text) as StreamEvent);
      const last = events.at(-1)!;
      expect(last.type).toBe("error");
      expect(last.message).toMatch(/^Something went wrong \(ref [A-Z0-9]{5}\)$/);
      const ref = String(last.message).slice(-6, -1);

      const lines = logged.mock.calls.map((args) => args.map(String).join(" "));
      const line = lines.find((text) => text.includes(ref));
      expect(line).toContain("22021");
      for (const text of lines) {
        expect(text).not.toContain(CV_MARKER);
        expect(text).not.toMatch(/insert into|params:/i);
      }
    } finally {
      logged.mockRestore();
      await sql.unsafe(`drop trigger test_refuse_letter on public.cover_letters;
        drop function public.test_refuse_letter();`);
    }
    // The slot was freed: a letter that was not saved does not count.
    expect((await letterLogs(user.id)).some((log) => log.status === "success")).toBe(false);
    expect(await savedLetters(user.id)).toHaveLength(0);
  });
});
