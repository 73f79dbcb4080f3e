// The fact gate on the AI path (docs/product-rules.md 'The claim check'), with the scripted gateway: a letter that
// claims what the CV does not show is written once more with those claims quoted; the user is told, the first
// text is reset, and the whole thing counts as one generation.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { isTitleRequest, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import {
  apiRequest,
  assembleLetter,
  doneEvent,
  readEvents,
  selectGateway,
  setAppEnvironment,
} from "../fakes/ai-app.ts";

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
const CV = [
  "Jane Doe",
  "jane.doe@example.com",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "",
  "Education",
  "BSc Computer Science, University of Leeds",
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
    "Sincerely,\nJane Doe",
  ].join("\n\n");

const INVENTED = letter(
  "At Brightwave Ltd I led the migration of 40 services to Kubernetes. I have five years of Terraform and hold an MBA from INSEAD.",
);
const HONEST = letter(
  "At Brightwave Ltd I led the migration of 40 services to Kubernetes, cutting deployment time by 85%. I have not used Terraform in production yet, but I am keen to learn it.",
);

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/generate/route").POST;
let sql: typeof import("@/lib/db/client").sql;
let resetRateLimits: () => Promise<void>;

async function freshUser() {
  const email = uniqueEmail("fact-gate");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

async function letterLogs(userId: string) {
  return sql<{ status: string; tokens_used: number }[]>`
    select status, tokens_used from public.api_usage_logs
    where user_id = ${userId} and request_type = 'cover_letter_generation' order by created_at, id`;
}

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/generate/route"));
  ({ sql } = await import("@/lib/db/client"));
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
});

describe("the fact gate", () => {
  it("rewrites a letter that invents, once, and ships the honest second letter as one generation", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: INVENTED }, { kind: "ok", content: HONEST });
    const events = await readEvents(
      await POST(
        apiRequest("/api/ai/generate", {
          cookies: user.cookies,
          body: { jobDescription: JOB, cvContent: CV },
        }),
      ),
    );

    const types = events.map((event) => event.type);
    const rewrite = types.indexOf("rewrite");
    expect(rewrite).toBeGreaterThan(0);
    expect(types[rewrite + 1]).toBe("reset");
    expect(events[rewrite]!.message).toMatch(/^Rewriting \d+ claims? that your CV doesn't show…$/);

    const done = doneEvent(events);
    expect(assembleLetter(events)).toBe(HONEST);
    expect(done.item.letter).toBe(HONEST);
    const item = done.item as unknown as { check: { unsupported: number } };
    expect(item.check.unsupported).toBe(0);
    expect(done.usage).toMatchObject({ used: 1 });

    // The second call quoted the claims the CV does not show.
    const letterCalls = gateway.requests.filter((request) => request.body.stream);
    expect(letterCalls).toHaveLength(2);
    const correction = String(letterCalls[1]!.body.messages.at(-1)!.content);
    expect(correction).toContain("Terraform");
    expect(correction).toContain("INSEAD");
    expect(letterCalls[1]!.body.messages.some((message) => message.content === INVENTED)).toBe(true);

    const logs = await letterLogs(user.id);
    expect(logs.map((log) => log.status)).toEqual(["success"]);
  });

  it("asks for the history title while the letter is checked and rewritten, not after", async () => {
    const user = await freshUser();
    // The rewrite's first word comes 400 ms after its request: a title asked for only after the letter was final
    // would arrive later than that.
    gateway.enqueue(
      { kind: "ok", content: INVENTED },
      { kind: "ok", content: HONEST, firstTokenDelayMs: 400 },
    );
    gateway.enqueueTitle({ kind: "ok", content: "Platform Engineer at Northstar Analytics" });
    const events = await readEvents(
      await POST(
        apiRequest("/api/ai/generate", {
          cookies: user.cookies,
          body: { jobDescription: JOB, cvContent: CV },
        }),
      ),
    );
    const done = doneEvent(events);
    expect(done.item.letter).toBe(HONEST);
    expect(done.item.title).toBe("Platform Engineer at Northstar Analytics");
    const rewrite = gateway.requests.filter((request) => request.body.stream)[1]!;
    const title = gateway.requests.find((request) => isTitleRequest(request.body))!;
    expect(title.at).toBeLessThan(rewrite.at + 400);
    expect(gateway.requests.filter((request) => isTitleRequest(request.body))).toHaveLength(1);
  });

  it("keeps and flags a second letter that still invents, never silently", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: INVENTED }, { kind: "ok", content: INVENTED });
    const events = await readEvents(
      await POST(
        apiRequest("/api/ai/generate", {
          cookies: user.cookies,
          body: { jobDescription: JOB, cvContent: CV },
        }),
      ),
    );
    expect(events.filter((event) => event.type === "rewrite")).toHaveLength(1);
    const done = doneEvent(events);
    expect(done.item.letter).toBe(INVENTED);
    const check = (
      done.item as unknown as {
        check: { unsupported: number; claims: Array<{ text: string; supported: boolean }> };
      }
    ).check;
    expect(check.unsupported).toBeGreaterThan(0);
    const flagged = check.claims
      .filter((claim) => !claim.supported)
      .map((claim) => claim.text)
      .join(" | ");
    expect(flagged).toMatch(/Terraform/);
    expect(flagged).toMatch(/MBA|INSEAD/);
    expect(done.usage).toMatchObject({ used: 1 });
    expect((await letterLogs(user.id)).map((log) => log.status)).toEqual(["success"]);
  });

  it("lets an honest letter through with one call", async () => {
    const user = await freshUser();
    gateway.enqueue({ kind: "ok", content: HONEST });
    const events = await readEvents(
      await POST(
        apiRequest("/api/ai/generate", {
          cookies: user.cookies,
          body: { jobDescription: JOB, cvContent: CV },
        }),
      ),
    );
    expect(events.some((event) => event.type === "rewrite" || event.type === "reset")).toBe(false);
    expect(gateway.requests.filter((request) => request.body.stream)).toHaveLength(1);
    expect(doneEvent(events).item.letter).toBe(HONEST);
  });
});
