// The claim check and the match through their routes, and the check stored with every saved letter: a generated
// letter's history item carries it, an edit is checked again, and a claim the user confirms stops being flagged.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, doneEvent, readEvents, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

type Claim = {
  text: string;
  start: number;
  end: number;
  kind: string;
  supported: boolean;
  evidence: string[];
};
type Check = { claims: Claim[]; unsupported: number };

let check: typeof import("@/app/api/letters/check/route");
let match: typeof import("@/app/api/match/route");
let generate: typeof import("@/app/api/ai/generate/route");
let item: typeof import("@/app/api/history/[id]/route");

const CV = [
  "Jane Doe",
  "jane.doe@example.com · 07700 900123",
  "",
  "Experience",
  "Senior Software Engineer, Acme Payments Ltd — 2019 – present",
  "- Led a team of 6 engineers building the card authorisation service in TypeScript and PostgreSQL",
  "- Cut checkout latency by 40% with caching and query tuning",
  "Software Engineer, Brightlane — 2016 – 2019",
  "- Built React front ends and Node.js APIs",
  "",
  "Education",
  "BSc Computer Science, University of Leeds, 2016",
  "",
  "Skills",
  "TypeScript, React, Node.js, PostgreSQL, AWS",
].join("\n");
const JOB = [
  "Backend Engineer at Northwind Bank",
  "Requirements:",
  "- Strong TypeScript and Node.js",
  "- Experience with PostgreSQL",
  "- Terraform",
].join("\n");

async function signedIn(): Promise<string> {
  const email = uniqueEmail("grounding");
  await confirmedUser(email, "password-123", { terms_accepted: true });
  return cookieHeader(await signInCookies(stack, email, "password-123"));
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  check = await import("@/app/api/letters/check/route");
  match = await import("@/app/api/match/route");
  generate = await import("@/app/api/ai/generate/route");
  item = await import("@/app/api/history/[id]/route");
});

describe("POST /api/letters/check", () => {
  it("refuses signed-out callers and a letter that is only blanks", async () => {
    const body = { letter: "I led a team of 6.", cvContent: CV, jobDescription: JOB };
    expect((await check.POST(apiRequest("/api/letters/check", { body }))).status).toBe(401);
    const cookies = await signedIn();
    const blank = await check.POST(
      apiRequest("/api/letters/check", { cookies, body: { ...body, letter: "  " } }),
    );
    expect(blank.status).toBe(400);
  });

  it("finds what the CV shows and flags what it does not, with offsets into the letter as sent", async () => {
    const cookies = await signedIn();
    const letter =
      "Dear Hiring Manager,\n\n  I led a team of 6 engineers at Acme Payments and cut checkout latency by 40%. " +
      "I also hold an MBA from INSEAD and have five years of Terraform.\n\nSincerely,\nJane Doe";
    const response = await check.POST(
      apiRequest("/api/letters/check", { cookies, body: { letter, cvContent: CV, jobDescription: JOB } }),
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as Check;
    for (const claim of result.claims) expect(letter.slice(claim.start, claim.end)).toBe(claim.text);
    const flagged = result.claims.filter((claim) => !claim.supported).map((claim) => claim.text);
    expect(flagged.join(" | ")).toMatch(/MBA|INSEAD/);
    expect(flagged.join(" | ")).toMatch(/Terraform/);
    expect(result.unsupported).toBe(flagged.length);
    const team = result.claims.find((claim) => /6/.test(claim.text) && claim.supported);
    expect(team?.evidence.join("\n")).toContain("Led a team of 6 engineers");
  });
});

describe("POST /api/match", () => {
  it("scores the CV against the advert with a band and evidence, the same every time", async () => {
    const cookies = await signedIn();
    const ask = async () =>
      (await (
        await match.POST(apiRequest("/api/match", { cookies, body: { cvContent: CV, jobDescription: JOB } }))
      ).json()) as {
        score: number;
        band: string;
        requirements: Array<{ text: string; status: string; evidence: string[]; importance: string }>;
        missingMustHaves: string[];
      };
    const first = await ask();
    expect(first).toEqual(await ask());
    expect(["Poor", "Fair", "Good", "Great"]).toContain(first.band);
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThanOrEqual(100);
    const postgres = first.requirements.find((requirement) => /PostgreSQL/.test(requirement.text));
    expect(postgres?.status).toBe("met");
    expect(postgres?.evidence.length).toBeGreaterThan(0);
    expect(first.missingMustHaves.join()).toContain("Terraform");
  });
});

describe("the check stored with the history item", () => {
  it("comes with a generated letter, runs again after an edit, and forgets a claim the user confirms", async () => {
    const cookies = await signedIn();
    const notes = "I also mentor two junior developers.";
    const events = await readEvents(
      await generate.POST(
        apiRequest("/api/ai/generate", {
          cookies,
          body: { jobDescription: JOB, cvContent: CV, additionalNotes: notes },
        }),
      ),
    );
    const saved = doneEvent(events).item as unknown as {
      id: string;
      letter: string;
      additionalNotes: string;
      check: Check | null;
    };
    expect(saved.additionalNotes).toBe(notes);
    expect(saved.check).not.toBeNull();

    const params = { params: Promise.resolve({ id: saved.id }) };
    // An employer the CV never shows, added at the start of the first paragraph.
    const edited = saved.letter.replace("\n\n", "\n\nI spent three years at Google. ");
    const afterEdit = (await (
      await item.PATCH(
        apiRequest(`/api/history/${saved.id}`, { method: "PATCH", cookies, body: { letter: edited } }),
        params,
      )
    ).json()) as { item: { check: Check } };
    const google = afterEdit.item.check.claims.find((claim) => /Google/.test(claim.text));
    expect(google?.supported).toBe(false);

    const confirmed = (await (
      await item.PATCH(
        apiRequest(`/api/history/${saved.id}`, {
          method: "PATCH",
          cookies,
          body: { confirmClaim: google!.text },
        }),
        params,
      )
    ).json()) as { item: { check: Check; confirmedClaims: string[] } };
    expect(confirmed.item.confirmedClaims).toContain(google!.text);
    const again = confirmed.item.check.claims.find((claim) => claim.text === google!.text);
    expect(again?.supported).toBe(true);
    expect(confirmed.item.check.unsupported).toBe(afterEdit.item.check.unsupported - 1);
  });
});
