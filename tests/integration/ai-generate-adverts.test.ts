// Every advert of the labelled corpus through POST /api/ai/generate with the scripted gateway: the letter request
// the model receives carries the company and the position the analysis found (docs/accuracy.md).
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
import { apiRequest, readEvents, selectGateway, setAppEnvironment } from "../fakes/ai-app.ts";
import { ADVERT_CASES } from "../fixtures/adverts/corpus.ts";

const stack = inject("localStack");
const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com | +44 7700 900123",
  "",
  "Experience",
  "Operations Manager — Brightwave Ltd (Mar 2021 – Present)",
  "- Led a team of 12 and cut delivery times by 20%",
].join("\n");

let gateway: FakeGateway;
let POST: typeof import("@/app/api/ai/generate/route").POST;
let analyse: typeof import("@/lib/ai/analysis/job-description").analyseJobDescription;
let sql: typeof import("@/lib/db/client").sql;
let resetRateLimits: typeof import("@/lib/usage/rate-limit").resetRateLimits;
let cookies = "";

beforeAll(async () => {
  gateway = await startFakeGateway();
  setAppEnvironment(stack, gateway);
  ({ POST } = await import("@/app/api/ai/generate/route"));
  ({ analyseJobDescription: analyse } = await import("@/lib/ai/analysis/job-description"));
  ({ sql } = await import("@/lib/db/client"));
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
  const email = uniqueEmail("corpus");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  // Unlimited letters: the corpus is larger than a free month.
  await sql`update public.users set subscription_tier = 'premium' where id = ${id}`;
  cookies = cookieHeader(await signInCookies(stack, email, "password-123"));
});
afterAll(() => gateway?.close());
beforeEach(async () => {
  gateway.reset();
  selectGateway(gateway);
  await resetRateLimits();
});

describe("the letter request for every corpus advert", () => {
  it.each(ADVERT_CASES.map((advert) => [advert.id, advert] as const))(
    "%s: the model is told the company and position that were found",
    async (_id, advert) => {
      const job = analyse(advert.text);
      const response = await POST(
        apiRequest("/api/ai/generate", { cookies, body: { jobDescription: advert.text, cvContent: CV } }),
      );
      expect(response.status).toBe(200);
      await readEvents(response);
      const letterRequest = gateway.requests.find((request) => request.body.stream);
      const prompt = String(
        letterRequest?.body.messages.find((message) => message.role === "user")?.content ?? "",
      );
      const analysis = prompt.split("<job_description>")[0]!;
      if (job.company) expect(analysis).toContain(job.company);
      else
        expect(analysis).toMatch(
          /not identified by our analysis|recruitment agency|a client it does not name/,
        );
      if (job.position) expect(analysis).toContain(`Position: ${job.position}`);
      expect(analysis).not.toMatch(/not stated|do not guess/i);
    },
  );
});
