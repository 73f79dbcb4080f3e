// The route pipeline under abuse (docs/architecture.md 'Route handlers', docs/decisions.md 'Body caps'): JSON sent as
// text/plain (the cross-site "simple request"), bodies past the cap with and without Content-Length, the largest legal
// body in a multi-byte script, control characters in free text and searches, and an internal failure that must
// reach the browser only as a reference.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, readEvents, setAppEnvironment } from "../fakes/ai-app.ts";
import { INPUT_LIMITS } from "@/lib/messages/ai";

const stack = inject("localStack");

let generate: typeof import("@/app/api/ai/generate/route");
let match: typeof import("@/app/api/match/route");
let history: typeof import("@/app/api/history/route");
let sender: typeof import("@/app/api/sender/route");
let adminUsers: typeof import("@/lib/db/queries/admin-users");
let userListQuerySchema: typeof import("@/lib/validation/admin-users").userListQuerySchema;
let sql: typeof import("@/lib/db/client").sql;

async function signedIn() {
  const email = uniqueEmail("abuse");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

const lettersOf = async (userId: string) =>
  Number((await sql`select count(*)::int as n from public.cover_letters where user_id = ${userId}`)[0]!.n);

const CV = "Jane Doe\njane@example.com\nSoftware engineer with five years of TypeScript and React.";
const JOB = "Acme Ltd is hiring a Frontend Engineer.\nRequirements: TypeScript, React, testing.";

/** A body that never ends, sent chunked (no Content-Length); counts how much the server pulled. */
function endlessBody(cookies: string) {
  const chunk = new TextEncoder().encode(`{"jobDescription":"${"职".repeat(20_000)}`);
  let pulledBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulledBytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const request = new NextRequest(
    new Request("http://localhost:3000/api/ai/generate", {
      method: "POST",
      headers: { cookie: cookies, "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit),
  );
  return { request, pulled: () => pulledBytes };
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  generate = await import("@/app/api/ai/generate/route");
  match = await import("@/app/api/match/route");
  history = await import("@/app/api/history/route");
  sender = await import("@/app/api/sender/route");
  adminUsers = await import("@/lib/db/queries/admin-users");
  ({ userListQuerySchema } = await import("@/lib/validation/admin-users"));
  ({ sql } = await import("@/lib/db/client"));
});

describe("content types", () => {
  it("answers 415 to JSON sent as text/plain, and does nothing", async () => {
    const user = await signedIn();
    const request = apiRequest("/api/ai/generate", {
      cookies: user.cookies,
      body: { jobDescription: JOB, cvContent: CV },
    });
    request.headers.set("content-type", "text/plain;charset=UTF-8");
    const response = await generate.POST(request);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: "The request body must be sent as JSON (Content-Type: application/json)",
    });
    expect(await lettersOf(user.id)).toBe(0);
  });
});

describe("body caps", () => {
  it("answers 413 when Content-Length is over the route's cap", async () => {
    const user = await signedIn();
    const request = apiRequest("/api/match", {
      cookies: user.cookies,
      body: { cvContent: CV, jobDescription: JOB },
    });
    request.headers.set("content-length", String(64 * 1024 * 1024));
    const response = await match.POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: "The request is too large. Shorten the text and try again.",
    });
  });

  it("cuts a chunked body without Content-Length off at the cap, without reading it all", async () => {
    const user = await signedIn();
    const { request, pulled } = endlessBody(user.cookies);
    const response = await generate.POST(request);
    expect(response.status).toBe(413);
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
    expect(await lettersOf(user.id)).toBe(0);
  });

  it("takes the largest legal letter request in Chinese (3 bytes a character) with Arabic notes, under the cap", async () => {
    const user = await signedIn();
    const jobDescription = `招聘前端工程师。${"职".repeat(INPUT_LIMITS.jobDescriptionMaxChars - 8)}`;
    const cvContent = `软件工程师 ${"经".repeat(INPUT_LIMITS.cvMaxChars - 6)}`;
    const body = { jobDescription, cvContent, additionalNotes: "ملاحظة".repeat(300) };
    expect(jobDescription).toHaveLength(INPUT_LIMITS.jobDescriptionMaxChars);
    expect(new TextEncoder().encode(JSON.stringify(body)).byteLength).toBeGreaterThan(210_000);
    const response = await generate.POST(apiRequest("/api/ai/generate", { cookies: user.cookies, body }));
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.map((event) => event.type)).toContain("done");
  });
});

describe("control characters", () => {
  it("answers 400 to a NUL in a job description, with the field's message, and saves nothing", async () => {
    const user = await signedIn();
    const response = await generate.POST(
      apiRequest("/api/ai/generate", {
        cookies: user.cookies,
        body: { jobDescription: `${JOB}\u0000DROP`, cvContent: CV },
      }),
    );
    expect(response.status).toBe(400);
    const message =
      "Job description contains control characters that cannot be saved. Remove them and try again.";
    expect(await response.json()).toEqual({ error: message, fieldErrors: { jobDescription: [message] } });
    expect(await lettersOf(user.id)).toBe(0);
  });

  it("answers 400 to a NUL in the history search, never 500", async () => {
    const user = await signedIn();
    const response = await history.GET(
      apiRequest(`/api/history?search=${encodeURIComponent("acme\u0000")}`, { cookies: user.cookies }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      "Search contains control characters that cannot be saved. Remove them and try again.",
    );
  });

  it("the admin user search falls back to the unfiltered list for a NUL, where the database would fail", async () => {
    const query = userListQuerySchema.parse({ q: "ada\u0000" });
    expect(query.q).toBe("");
    await expect(
      adminUsers.listAdminUsers({ search: query.q, role: query.role, page: query.page }),
    ).resolves.toMatchObject({
      page: 1,
    });
    // What the page would have sent before: PostgreSQL refuses NUL in text.
    await expect(adminUsers.listAdminUsers({ search: "ada\u0000" })).rejects.toThrow();
  });
});

describe("internal failures", () => {
  it("answer 500 with a reference; the database's words and the user's text stay in the log", async () => {
    const user = await signedIn();
    await sql`alter table public.sender_profiles add constraint no_writes_for_this_test check (false) not valid`;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await sender.PUT(
        apiRequest("/api/sender", {
          method: "PUT",
          cookies: user.cookies,
          body: { sender: { name: "Secret Sender", email: "secret@example.com" } },
        }),
      );
      expect(response.status).toBe(500);
      const text = await response.text();
      const { ref } = JSON.parse(text) as { ref: string };
      expect(JSON.parse(text)).toEqual({ error: `Something went wrong (ref ${ref})`, ref });
      expect(text).not.toMatch(/Secret|no_writes_for_this_test|sender_profiles|insert/i);
      const logged = log.mock.calls.flat().join(" ");
      expect(logged).toContain(ref);
      expect(logged).toContain("no_writes_for_this_test");
      expect(logged).not.toContain("Secret Sender");
    } finally {
      log.mockRestore();
      await sql`alter table public.sender_profiles drop constraint no_writes_for_this_test`;
    }
  });
});
