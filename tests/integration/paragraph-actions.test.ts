// POST /api/letters/paragraph against the local stack and the scripted gateway (docs/product-rules.md, "Paragraph
// actions"): only the chosen paragraph changes, byte for byte; every result is checked; a reply with a claim the CV
// lacks is asked for again, then replaced by the built-in writer's; free users get the built-in Shorten and Rewrite,
// and no action touches the monthly letters.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { apiRequest, setAppEnvironment, selectGateway } from "../fakes/ai-app.ts";
import { splitKeepingSeparators } from "@/lib/letter/paragraphs";
import { PARAGRAPH_MESSAGES } from "@/lib/messages/ai";

const stack = inject("localStack");
const JOB = [
  "Senior Backend Engineer",
  "",
  "Northstar Analytics is hiring a Senior Backend Engineer.",
  "",
  "Requirements",
  "- Go or Python",
  "- PostgreSQL and Kafka",
].join("\n");
const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com | +44 7700 900123",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "- Mentored four junior engineers",
  "",
  "Skills",
  "Go, Python, PostgreSQL, Kubernetes",
].join("\n");
const LETTER = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Backend Engineer role at Northstar Analytics.",
  "At Brightwave Ltd, I led the migration of 40 services to Kubernetes, cutting deployment time by 85%. I enjoy careful work. I also mentored four junior engineers.",
  "I would welcome the chance to talk about how I could help Northstar Analytics.",
  "Sincerely,\nJane Doe",
].join("\n\n");
const MIDDLE = 2;
const CLEAN_REPLY = "At Brightwave Ltd I moved 40 services to Kubernetes and mentored four junior engineers.";
const FABRICATED_REPLY = "At Google, I led the migration of 40 services to Kubernetes.";

type Outcome = {
  letter: string;
  paragraph: string;
  engine: "ai" | "offline";
  check: { claims: Array<{ text: string; supported: boolean }>; unsupported: number };
  notices: string[];
  error?: string;
};

let gateway: FakeGateway;
let POST: typeof import("@/app/api/letters/paragraph/route").POST;
let USAGE: typeof import("@/app/api/ai/usage/route").GET;
let sql: typeof import("@/lib/db/client").sql;
let settings: typeof import("@/lib/settings/ai-settings");
let resetRateLimits: () => Promise<void>;

async function freshUser(premium = false): Promise<{ id: string; cookies: string }> {
  const email = uniqueEmail("paragraph");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  if (premium) await sql`update public.users set subscription_tier = 'premium' where id = ${id}`;
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

async function act(cookies: string | undefined, body: object): Promise<{ status: number; body: Outcome }> {
  const response = await POST(
    apiRequest("/api/letters/paragraph", {
      cookies,
      body: { letter: LETTER, paragraphIndex: MIDDLE, cvContent: CV, jobDescription: JOB, ...body },
    }),
  );
  return { status: response.status, body: (await response.json()) as Outcome };
}

/** Every byte of the letter outside paragraph `index`. */
function outside(letter: string, index: number): string[] {
  const pieces = splitKeepingSeparators(letter);
  const target = pieces.filter((piece) => piece.paragraph)[index];
  return pieces.filter((piece) => piece !== target).map((piece) => piece.text);
}

async function usedLetters(cookies: string): Promise<number> {
  const response = await USAGE(apiRequest("/api/ai/usage", { cookies }));
  return ((await response.json()) as { used: number }).used;
}

const logsOf = (userId: string) =>
  sql<{ request_type: string; status: string }[]>`
    select request_type, status from public.api_usage_logs where user_id = ${userId} order by created_at, id`;

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/letters/paragraph/route"));
  ({ GET: USAGE } = await import("@/app/api/ai/usage/route"));
  ({ sql } = await import("@/lib/db/client"));
  settings = await import("@/lib/settings/ai-settings");
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
  settings.invalidateAiSettingsCache();
});

describe("POST /api/letters/paragraph", () => {
  it("refuses a signed-out caller with 401", async () => {
    expect((await act(undefined, { action: "shorten" })).status).toBe(401);
  });

  it("refuses an oversized letter with the limit's message, and the greeting or sign-off as a paragraph", async () => {
    const { cookies } = await freshUser();
    const long = await act(cookies, { action: "shorten", letter: "x".repeat(20_001) });
    expect(long).toMatchObject({ status: 400, body: { error: "Letter must be at most 20,000 characters" } });
    for (const paragraphIndex of [0, 4, 9])
      expect(await act(cookies, { action: "shorten", paragraphIndex })).toMatchObject({
        status: 400,
        body: { error: PARAGRAPH_MESSAGES.notBody },
      });
  });

  it("gives a Premium user every action from the model: only that paragraph changes, and it is checked", async () => {
    const user = await freshUser(true);
    gateway.respond(() => ({ kind: "ok", content: `"${CLEAN_REPLY}"` }));
    for (const action of ["rewrite", "shorten", "formal", "personal"]) {
      const { status, body } = await act(user.cookies, { action });
      expect(status, action).toBe(200);
      expect(body).toMatchObject({ engine: "ai", paragraph: CLEAN_REPLY, notices: [] });
      expect(outside(body.letter, MIDDLE)).toEqual(outside(LETTER, MIDDLE));
      expect(body.check.unsupported).toBe(0);
      expect(body.check.claims.map((claim) => claim.text)).toContain("Kubernetes");
    }
    expect(gateway.requests).toHaveLength(4);
    expect(gateway.requests[0]!.body.messages[0]!.content).toContain("Rewrite the paragraph");
    expect(gateway.requests[2]!.body.messages[0]!.content).toContain("more formal");
    expect((await logsOf(user.id)).filter((log) => log.request_type === "paragraph_action")).toEqual(
      Array(4).fill({ request_type: "paragraph_action", status: "success" }),
    );
  });

  it("keeps a CRLF letter's other bytes", async () => {
    const user = await freshUser(true);
    gateway.respond(() => ({ kind: "ok", content: CLEAN_REPLY }));
    const letter = `${LETTER.replace(/\n/g, "\r\n")}  \r\n`;
    const { body } = await act(user.cookies, { action: "rewrite", letter });
    expect(body.letter).not.toBe(letter);
    expect(outside(body.letter, MIDDLE)).toEqual(outside(letter, MIDDLE));
  });

  it("asks again when the reply claims what the CV lacks, and keeps the second reply when it is clean", async () => {
    const user = await freshUser(true);
    gateway.enqueue({ kind: "ok", content: FABRICATED_REPLY }, { kind: "ok", content: CLEAN_REPLY });
    const { body } = await act(user.cookies, { action: "rewrite" });
    expect(body).toMatchObject({ engine: "ai", paragraph: CLEAN_REPLY });
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests[1]!.body.messages.at(-1)!.content).toContain('"Google"');
  });

  it("falls back to the built-in writer when the second reply still invents an employer", async () => {
    const user = await freshUser(true);
    gateway.respond(() => ({ kind: "ok", content: FABRICATED_REPLY }));
    const { status, body } = await act(user.cookies, { action: "rewrite" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ engine: "offline", notices: [PARAGRAPH_MESSAGES.claimsFallback] });
    expect(body.paragraph).not.toContain("Google");
    expect(body.check.unsupported).toBe(0);
    expect(outside(body.letter, MIDDLE)).toEqual(outside(LETTER, MIDDLE));
    expect(gateway.requests).toHaveLength(2);

    // More formal has no built-in version: the paragraph stays as it was.
    const formal = await act(user.cookies, { action: "formal" });
    expect(formal).toMatchObject({ status: 422, body: { error: PARAGRAPH_MESSAGES.claimsKept } });
  });

  it("gives a free user the built-in Shorten and Rewrite even with a key, refuses More formal, and counts nothing", async () => {
    const user = await freshUser();
    const formal = await act(user.cookies, { action: "formal" });
    expect(formal).toMatchObject({ status: 403, body: { error: PARAGRAPH_MESSAGES.premiumOnly } });
    for (const action of ["shorten", "rewrite"]) {
      const { status, body } = await act(user.cookies, { action });
      expect(status, action).toBe(200);
      expect(body).toMatchObject({ engine: "offline", notices: [PARAGRAPH_MESSAGES.offline] });
      expect(body.paragraph).not.toBe(LETTER.split("\n\n")[MIDDLE]);
      expect(outside(body.letter, MIDDLE)).toEqual(outside(LETTER, MIDDLE));
      expect(body.check.unsupported).toBe(0);
    }
    expect(gateway.requests).toHaveLength(0);
    expect(gateway.advertRequests).toHaveLength(0);
    expect(await usedLetters(user.cookies)).toBe(0);
    expect(await logsOf(user.id)).toEqual([]);
  });

  it("uses the built-in writer with no key, and says More formal needs the model", async () => {
    selectGateway(null);
    const user = await freshUser(true);
    const shorten = await act(user.cookies, { action: "shorten" });
    expect(shorten.body).toMatchObject({ engine: "offline", notices: [PARAGRAPH_MESSAGES.offline] });
    expect(shorten.body.paragraph.length).toBeLessThan(LETTER.split("\n\n")[MIDDLE]!.length);
    const personal = await act(user.cookies, { action: "personal" });
    expect(personal).toMatchObject({ status: 503, body: { error: PARAGRAPH_MESSAGES.needsModel } });
  });

  it("uses the built-in writer when every model fails, and says why", async () => {
    const user = await freshUser(true);
    gateway.respond(() => ({ kind: "status", status: 400, message: "bad request" }));
    const { status, body } = await act(user.cookies, { action: "shorten" });
    expect(status).toBe(200);
    expect(body.engine).toBe("offline");
    expect(body.notices[0]).toMatch(/^The AI model failed \(.+\), so the built-in writer did this\.$/);
  });
});
