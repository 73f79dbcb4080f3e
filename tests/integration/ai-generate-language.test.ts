// POST /api/ai/generate and the advert's language (docs/product-rules.md, "Letter language"): a German advert asks
// the scripted model for a German letter with German conventions, dates and titles the layout in German, and the
// fact gate still checks the letter (partly); the built-in engine writes English and says so.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { startFakeGateway, type ChatRequestBody, type FakeGateway } from "../fakes/fake-gateway.ts";
import { apiRequest, doneEvent, readEvents, selectGateway, setAppEnvironment } from "../fakes/ai-app.ts";
import type { LetterCheck } from "@/lib/grounding/check-letter";

const stack = inject("localStack");
const JOB = [
  "Senior Backend Engineer (m/w/d) – Klarwerk GmbH, Berlin",
  "",
  "Wir suchen eine erfahrene Entwicklerin oder einen erfahrenen Entwickler für unser Plattform-Team in Berlin.",
  "Du arbeitest mit Go, Kubernetes und PostgreSQL und bist für unsere Zahlungsdienste verantwortlich.",
  "",
  "Ihre Ansprechpartnerin: Frau Anna Müller",
].join("\n");
const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com | +44 7700 900123",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes, cutting deployment time by 85%",
  "",
  "Skills",
  "Go, Python, PostgreSQL, Kubernetes",
].join("\n");
const GERMAN_LETTER = (claim: string) =>
  [
    "Sehr geehrte Frau Müller,",
    `mit großem Interesse bewerbe ich mich als Senior Backend Engineer bei Klarwerk. Bei Brightwave habe ich 40 Dienste nach Kubernetes migriert und die Bereitstellungszeit um 85% verkürzt. ${claim}`,
    "Ich arbeite täglich mit Go und PostgreSQL und freue mich darauf, Ihre Zahlungsdienste weiterzuentwickeln. Gerne überzeuge ich Sie in einem persönlichen Gespräch von meinen Fähigkeiten und meiner Motivation.",
    "Mit freundlichen Grüßen\nJane Doe",
  ].join("\n\n");

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/generate/route").POST;
let resetRateLimits: typeof import("@/lib/usage/rate-limit").resetRateLimits;
let invalidateSettings: typeof import("@/lib/settings/ai-settings").invalidateAiSettingsCache;
let cookies = "";

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/generate/route"));
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
  ({ invalidateAiSettingsCache: invalidateSettings } = await import("@/lib/settings/ai-settings"));
  const { sql } = await import("@/lib/db/client");
  const email = uniqueEmail("language");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  // Unlimited letters: a spent free month would block even the built-in engine.
  await sql`update public.users set subscription_tier = 'premium' where id = ${id}`;
  cookies = cookieHeader(await signInCookies(stack, email, "password-123"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
  invalidateSettings();
});

const isTitleCall = (body: ChatRequestBody) =>
  body.messages.some((m) => m.content.includes("name saved cover letters"));
/** The saved letter's claim check, from the done event's history item. */
const checkOf = (events: Awaited<ReturnType<typeof generate>>) =>
  (doneEvent(events).item as unknown as { check: LetterCheck }).check;
const generate = async (body: object = {}) =>
  readEvents(
    await POST(
      apiRequest("/api/ai/generate", { cookies, body: { jobDescription: JOB, cvContent: CV, ...body } }),
    ),
  );

describe("a German advert", () => {
  it("asks the model for a German letter with German conventions, and lays it out in German", async () => {
    gateway.respond((body) =>
      isTitleCall(body)
        ? { kind: "ok", content: '"Senior Backend Engineer bei Klarwerk"' }
        : { kind: "ok", content: GERMAN_LETTER("") },
    );
    const events = await generate({ today: new Date().toISOString().slice(0, 10) });
    const letterCall = gateway.requests.find((request) => request.body.stream)!;
    const system = letterCall.body.messages[0]!.content;
    expect(system).toContain("Write the whole letter in German");
    expect(system).toContain("start with 'Sehr geehrte Frau Müller,' and end with 'Mit freundlichen Grüßen'");
    expect(letterCall.body.messages[1]!.content).toContain("Language of the letter: German");

    const layout = events.find((event) => event.type === "layout")!.layout as {
      locale: string;
      subject: string;
    };
    expect(layout).toMatchObject({ locale: "de", subject: "Bewerbung als Senior Backend Engineer" });

    const done = doneEvent(events);
    expect(done.engine).toBe("ai");
    expect(done.notices).toEqual([]);
    expect(done.item.letter).toBe(GERMAN_LETTER(""));
    // Numbers and tools were checked against the CV; the check says it was partial.
    expect(checkOf(events)).toMatchObject({ unsupported: 0, partial: { language: "de" } });
    expect(checkOf(events).claims.map((claim) => claim.text)).toEqual(
      expect.arrayContaining(["40 Dienste", "Kubernetes", "85%", "Go", "PostgreSQL"]),
    );
  });

  it("still runs the fact gate: a tool the CV lacks is quoted back and the letter rewritten in German", async () => {
    const first = GERMAN_LETTER("Außerdem habe ich mehrere Plattformen mit Terraform aufgebaut.");
    gateway.enqueue({ kind: "ok", content: first }, { kind: "ok", content: GERMAN_LETTER("") });
    gateway.respond(() => ({ kind: "ok", content: '"Senior Backend Engineer bei Klarwerk"' }));
    const events = await generate();
    expect(events.some((event) => event.type === "rewrite")).toBe(true);
    const [, correction] = gateway.requests.filter((request) => request.body.stream);
    const messages = correction!.body.messages;
    expect(messages[0]!.content).toContain("Write the whole letter in German");
    expect(messages.at(-1)!.content).toContain('"Terraform"');
    const done = doneEvent(events);
    expect(done.item.letter).toBe(GERMAN_LETTER(""));
    expect(checkOf(events)).toMatchObject({ unsupported: 0, partial: { language: "de" } });
  });

  it("gets the built-in engine's English letter, an English layout and a plain notice", async () => {
    selectGateway(null);
    const events = await generate();
    const layout = events.find((event) => event.type === "layout")!.layout as {
      locale: string;
      subject: string;
    };
    expect(layout).toMatchObject({ locale: "en", subject: "Re: Senior Backend Engineer" });
    const done = doneEvent(events);
    expect(done.engine).toBe("offline");
    expect(done.item.letter).toMatch(/^Dear Ms Müller,/);
    expect(done.notices).toContain(
      "The built-in writer only writes in English, so this letter is in English although the advert is in German. A letter in German needs the AI model.",
    );
    expect(checkOf(events).partial).toBeUndefined();
    expect(gateway.requests).toHaveLength(0);
  });
});
