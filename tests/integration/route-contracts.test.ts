// The contract of every route handler, pinned before the route pipeline was rewritten (docs/architecture.md
// 'Route handlers'): for the main cases of each handler, its status, body shape (error texts verbatim), the headers
// a client relies on and the session cookies it writes. A handler that forgets the refreshed session cookies, or
// answers a different shape, fails here.
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import {
  cookieHeader,
  readSessionCookie,
  signInCookies,
  writeSessionCookie,
} from "../support/ssr-session.ts";
import { setBillingEnvironment } from "../fakes/billing-app.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");
const STORAGE_KEY = `sb-${new URL(stack.supabaseUrl).hostname.split(".")[0]}-auth-token`;
const DEMO_PASSWORD = "demo-password-1";
const PASSWORD = "password-123";

type Handler = (request: NextRequest, context?: never) => Promise<Response>;
type Routes = Record<string, Record<string, Handler>>;
let routes: Routes;
let resetRateLimits: () => Promise<void>;

beforeAll(async () => {
  setAppEnvironment(stack, null);
  setBillingEnvironment(stack);
  const load = async (path: string) =>
    (await import(/* @vite-ignore */ `@/app/api/${path}/route`)) as Record<string, Handler>;
  routes = {
    usage: await load("ai/usage"),
    extract: await load("ai/extract"),
    title: await load("ai/title"),
    suggestions: await load("ai/suggestions"),
    advert: await load("ai/advert"),
    letterCheck: await load("letters/check"),
    paragraph: await load("letters/paragraph"),
    match: await load("match"),
    generate: await load("ai/generate"),
    history: await load("history"),
    historyItem: await load("history/[id]"),
    historyRestore: await load("history/restore"),
    historyVersions: await load("history/[id]/versions"),
    historyVersionRestore: await load("history/[id]/versions/[versionId]/restore"),
    sender: await load("sender"),
    linkedin: await load("cv/linkedin"),
    settings: await load("admin/settings"),
    testConnection: await load("admin/settings/test-connection"),
    recalculate: await load("admin/costs/recalculate"),
    role: await load("admin/users/role"),
    checkout: await load("stripe/checkout"),
    portal: await load("stripe/create-portal-session"),
    cancel: await load("stripe/cancel-subscription"),
    reactivate: await load("stripe/reactivate-subscription"),
    verify: await load("stripe/verify-session"),
    webhook: await load("stripe/webhook"),
  };
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
});

beforeEach(() => resetRateLimits());

/** The session cookies of a demo account, or of a fresh user (free, terms accepted unless told otherwise). */
async function demo(email: string): Promise<string> {
  return cookieHeader(await signInCookies(stack, email, DEMO_PASSWORD));
}
async function fresh(data: Record<string, unknown> = { terms_accepted: true }): Promise<string> {
  const email = uniqueEmail("contract");
  await confirmedUser(email, PASSWORD, data);
  return cookieHeader(await signInCookies(stack, email, PASSWORD));
}
/** A session whose access token has expired: the handler must refresh it and write the new cookies. */
async function expired(): Promise<string> {
  const email = uniqueEmail("contract-expired");
  await confirmedUser(email, PASSWORD, { terms_accepted: true });
  const session = readSessionCookie(await signInCookies(stack, email, PASSWORD), STORAGE_KEY);
  return cookieHeader(
    writeSessionCookie(STORAGE_KEY, { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  );
}

const KEEP_VERBATIM = new Set(["error", "message", "status", "notice", "reason"]);

/** The shape of a JSON body: keys sorted, values replaced by their type, spec texts kept. */
function shapeOf(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (value === null) return null;
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((name) => [name, shapeOf((value as Record<string, unknown>)[name], name)]),
    );
  }
  // The wait in 'Please wait N seconds' depends on the clock.
  if (typeof value === "string" && KEEP_VERBATIM.has(key)) return value.replace(/\d+ seconds/, "N seconds");
  return typeof value;
}

/** What a client sees of a response. */
async function contract(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const flags = attributes
      .map((attribute) => attribute.split("=")[0]!.toLowerCase())
      .filter((flag) => flag !== "expires")
      .sort();
    return `${name.startsWith(STORAGE_KEY) ? "session" : name}: ${flags.join(" ")}`;
  });
  const location = response.headers.get("location");
  return {
    status: response.status,
    type: type.split(";")[0],
    cache: response.headers.get("cache-control"),
    ...(type.startsWith("application/json") ? { body: shapeOf(JSON.parse(text)) } : {}),
    ...(type.includes("ndjson")
      ? {
          events: [
            ...new Set(
              text
                .split("\n")
                .filter(Boolean)
                .map((line) => JSON.parse(line).type),
            ),
          ],
        }
      : {}),
    ...(location
      ? {
          location: (new URL(location).pathname + new URL(location).search).replace(
            /cs_test_\w+/,
            "cs_test_…",
          ),
        }
      : {}),
    ...(response.headers.get("retry-after") ? { retryAfter: true } : {}),
    cookies: [...new Set(cookies)],
  };
}

type Call = { method?: string; cookies?: string; body?: unknown; headers?: Record<string, string> };
function request(path: string, { method, cookies, body, headers = {} }: Call = {}): NextRequest {
  const built = apiRequest(path, { method, cookies, body });
  for (const [name, value] of Object.entries(headers)) built.headers.set(name, value);
  return built;
}
const params = (id: string) => ({ params: Promise.resolve({ id }) }) as never;

const CV = "Jane Doe\njane@example.com\nSoftware engineer with five years of TypeScript and React.";
const JOB = "Acme Ltd is hiring a Frontend Engineer.\nRequirements: TypeScript, React, testing.";

describe("route contracts: AI routes", () => {
  it("/api/ai/usage", async () => {
    const { GET } = routes.usage!;
    expect({
      signedOut: await contract(await GET!(request("/api/ai/usage"))),
      free: await contract(await GET!(request("/api/ai/usage", { cookies: await fresh() }))),
      noConsent: await contract(await GET!(request("/api/ai/usage", { cookies: await fresh({}) }))),
      expired: await contract(await GET!(request("/api/ai/usage", { cookies: await expired() }))),
    }).toMatchSnapshot();
  });

  it("/api/ai/extract, /title, /suggestions, /advert", async () => {
    const cookies = await fresh();
    const post = (route: string, path: string, body: unknown, as = cookies) =>
      routes[route]!.POST!(request(path, { method: "POST", cookies: as, body }));
    expect({
      extractSignedOut: await contract(await post("extract", "/api/ai/extract", { cvContent: CV }, "")),
      extractEmpty: await contract(await post("extract", "/api/ai/extract", { cvContent: "" })),
      extract: await contract(await post("extract", "/api/ai/extract", { cvContent: CV })),
      extractExpired: await contract(
        await post("extract", "/api/ai/extract", { cvContent: CV }, await expired()),
      ),
      title: await contract(
        await post("title", "/api/ai/title", { jobDescription: JOB, letter: "Dear team" }),
      ),
      suggestionsMissing: await contract(
        await post("suggestions", "/api/ai/suggestions", { cvContent: CV, jobDescription: "" }),
      ),
      suggestions: await contract(
        await post("suggestions", "/api/ai/suggestions", { cvContent: CV, jobDescription: JOB }),
      ),
      advert: await contract(await post("advert", "/api/ai/advert", { jobDescription: JOB })),
      notJson: await contract(
        await routes.extract!.POST!(
          new NextRequest(new URL("/api/ai/extract", "http://localhost:3000"), {
            method: "POST",
            headers: { cookie: cookies, "content-type": "application/json" },
            body: "{not json",
          }),
        ),
      ),
    }).toMatchSnapshot();
  });

  it("/api/ai/generate streams, and refuses before streaming", async () => {
    const { POST } = routes.generate!;
    const body = { jobDescription: JOB, cvContent: CV };
    expect({
      signedOut: await contract(await POST!(request("/api/ai/generate", { method: "POST", body }))),
      invalid: await contract(
        await POST!(request("/api/ai/generate", { method: "POST", cookies: await fresh(), body: {} })),
      ),
      expired: await contract(
        await POST!(request("/api/ai/generate", { method: "POST", cookies: await expired(), body })),
      ),
    }).toMatchSnapshot();
  });

  it("a rate-limited caller gets 429 with Retry-After and keeps the refreshed session", async () => {
    const cookies = await expired();
    let last: Response | null = null;
    for (let index = 0; index < 200; index++) {
      last = await routes.history!.GET!(request("/api/history", { cookies }));
      if (last.status === 429) break;
    }
    expect(await contract(last!)).toMatchSnapshot();
  });
});

describe("route contracts: claim check and match", () => {
  it("/api/letters/check and /api/match", async () => {
    const cookies = await fresh();
    const post = (route: string, path: string, body: unknown, as = cookies) =>
      routes[route]!.POST!(request(path, { method: "POST", cookies: as, body }));
    const letter = "Dear team,\n\nI write TypeScript and React every day.\n\nSincerely,\nJane Doe";
    expect({
      checkSignedOut: await contract(
        await post("letterCheck", "/api/letters/check", { letter, cvContent: CV, jobDescription: JOB }, ""),
      ),
      checkInvalid: await contract(
        await post("letterCheck", "/api/letters/check", { letter, cvContent: CV }),
      ),
      check: await contract(
        await post("letterCheck", "/api/letters/check", { letter, cvContent: CV, jobDescription: JOB }),
      ),
      matchInvalid: await contract(await post("match", "/api/match", { cvContent: CV })),
      match: await contract(await post("match", "/api/match", { cvContent: CV, jobDescription: JOB })),
    }).toMatchSnapshot();
  });
});

describe("route contracts: paragraph actions", () => {
  it("/api/letters/paragraph", async () => {
    const cookies = await fresh();
    const post = (body: Record<string, unknown>, as = cookies) =>
      routes.paragraph!.POST!(
        request("/api/letters/paragraph", {
          method: "POST",
          cookies: as,
          body: { cvContent: CV, jobDescription: JOB, paragraphIndex: 1, action: "shorten", ...body },
        }),
      );
    const letter =
      "Dear team,\n\nI write TypeScript every day. I enjoy it. I review code with care.\n\nSincerely,\nJane Doe";
    expect({
      signedOut: await contract(await post({ letter }, "")),
      invalid: await contract(await post({ letter: "x".repeat(20_001) })),
      greeting: await contract(await post({ letter, paragraphIndex: 0 })),
      shorten: await contract(await post({ letter })),
      formalWithoutModel: await contract(await post({ letter, action: "formal" })),
    }).toMatchSnapshot();
  });
});

describe("route contracts: history and CV import", () => {
  it("/api/history and /api/history/[id]", async () => {
    const cookies = await fresh();
    const { GET, DELETE } = routes.history!;
    const item = routes.historyItem! as unknown as Record<
      string,
      (r: NextRequest, c: never) => Promise<Response>
    >;
    const missing = "00000000-0000-4000-8000-000000000000";
    expect({
      listSignedOut: await contract(await GET!(request("/api/history"))),
      list: await contract(await GET!(request("/api/history?search=x", { cookies }))),
      clear: await contract(await DELETE!(request("/api/history", { method: "DELETE", cookies }))),
      patchBadId: await contract(
        await item.PATCH!(request("/api/history/x", { method: "PATCH", cookies, body: {} }), params("x")),
      ),
      patchMissing: await contract(
        await item.PATCH!(
          request(`/api/history/${missing}`, { method: "PATCH", cookies, body: { favorite: true } }),
          params(missing),
        ),
      ),
      patchInvalid: await contract(
        await item.PATCH!(
          request(`/api/history/${missing}`, { method: "PATCH", cookies, body: { favorite: "yes" } }),
          params(missing),
        ),
      ),
      deleteMissing: await contract(
        await item.DELETE!(
          request(`/api/history/${missing}`, { method: "DELETE", cookies }),
          params(missing),
        ),
      ),
      deleteExpired: await contract(
        await item.DELETE!(
          request(`/api/history/${missing}`, { method: "DELETE", cookies: await expired() }),
          params(missing),
        ),
      ),
    }).toMatchSnapshot();
  });

  it("/api/history/restore and the deleted list", async () => {
    const email = uniqueEmail("contract-restore");
    const { id } = await confirmedUser(email, PASSWORD, { terms_accepted: true });
    const cookies = cookieHeader(await signInCookies(stack, email, PASSWORD));
    const { createCoverLetter } = await import("@/lib/db/queries/cover-letters");
    const letter = await createCoverLetter({
      userId: id,
      jobDescription: "jd",
      cvContent: "cv",
      letter: "Hi",
    });
    const { GET, DELETE } = routes.history!;
    const restore = async (body: unknown, as = cookies) =>
      contract(await routes.historyRestore!.POST!(request("/api/history/restore", { cookies: as, body })));
    expect({
      restoreSignedOut: await restore({ ids: [letter.id] }, ""),
      restoreInvalid: await restore({ ids: [] }),
      restoreLive: await restore({ ids: [letter.id] }),
      clear: await contract(await DELETE!(request("/api/history", { method: "DELETE", cookies }))),
      deletedList: await contract(await GET!(request("/api/history?deleted=1", { cookies }))),
      restore: await restore({ ids: [letter.id] }),
      restoreExpired: await restore({ ids: [letter.id] }, await expired()),
    }).toMatchSnapshot();
  });

  it("/api/history/[id]/versions and restoring a version", async () => {
    const email = uniqueEmail("contract-versions");
    const { id } = await confirmedUser(email, PASSWORD, { terms_accepted: true });
    const cookies = cookieHeader(await signInCookies(stack, email, PASSWORD));
    const { createApplication, listLetterVersions } = await import("@/lib/db/queries/letter-versions");
    const letter = await createApplication(
      { userId: id, jobDescription: JOB, cvContent: CV, letter: "Dear team,\n\nHello.\n\nSincerely,\nJane" },
      "offline",
    );
    const [version] = await listLetterVersions(id, letter.id);
    const missing = "00000000-0000-4000-8000-000000000000";
    const list = (itemId: string, as = cookies) =>
      routes.historyVersions!.GET!(
        request(`/api/history/${itemId}/versions`, { cookies: as }),
        params(itemId),
      );
    const restore = (itemId: string, versionId: string, as = cookies) =>
      routes.historyVersionRestore!.POST!(
        request(`/api/history/${itemId}/versions/${versionId}/restore`, { method: "POST", cookies: as }),
        { params: Promise.resolve({ id: itemId, versionId }) } as never,
      );
    expect({
      listSignedOut: await contract(await list(letter.id, "")),
      list: await contract(await list(letter.id)),
      listMissing: await contract(await list(missing)),
      listExpired: await contract(await list(letter.id, await expired())),
      restoreSignedOut: await contract(await restore(letter.id, version!.id, "")),
      restore: await contract(await restore(letter.id, version!.id)),
      restoreMissing: await contract(await restore(letter.id, missing)),
    }).toMatchSnapshot();
  });

  it("/api/sender", async () => {
    const cookies = await fresh();
    const { GET, PUT } = routes.sender!;
    const sender = { name: "Jane Doe", email: "jane@example.com", phone: "", location: "London", link: "" };
    const put = (body: unknown, as = cookies) =>
      PUT!(request("/api/sender", { method: "PUT", cookies: as, body }));
    expect({
      getSignedOut: await contract(await GET!(request("/api/sender"))),
      getNone: await contract(await GET!(request("/api/sender", { cookies }))),
      putSignedOut: await contract(await put({ sender }, "")),
      putInvalid: await contract(await put({ sender: { ...sender, name: "x".repeat(201) } })),
      put: await contract(await put({ sender })),
      get: await contract(await GET!(request("/api/sender", { cookies }))),
      putExpired: await contract(await put({ sender }, await expired())),
    }).toMatchSnapshot();
  });

  it("/api/cv/linkedin", async () => {
    const { POST } = routes.linkedin!;
    const pages = [{ width: 600, lines: [{ text: "Just a line", x: 10, size: 10 }] }];
    const premium = await demo("premium@example.com");
    expect({
      free: await contract(
        await POST!(request("/api/cv/linkedin", { cookies: await fresh(), body: { pages } })),
      ),
      invalid: await contract(await POST!(request("/api/cv/linkedin", { cookies: premium, body: {} }))),
      notAProfile: await contract(
        await POST!(request("/api/cv/linkedin", { cookies: premium, body: { pages } })),
      ),
    }).toMatchSnapshot();
  });
});

describe("route contracts: staff routes", () => {
  it("settings, connection test, cost recalculation and role changes", async () => {
    const admin = await demo("admin@example.com");
    const free = await fresh();
    const crossSite = { origin: "https://evil.example" };
    const settingsBody = { apiKey: "", clearApiKey: false, timeoutMs: 1, maxRetries: 3 };
    expect({
      settingsSignedOut: await contract(
        await routes.settings!.PUT!(request("/api/admin/settings", { method: "PUT", body: settingsBody })),
      ),
      settingsCrossSite: await contract(
        await routes.settings!.PUT!(
          request("/api/admin/settings", {
            method: "PUT",
            cookies: admin,
            body: settingsBody,
            headers: crossSite,
          }),
        ),
      ),
      settingsNotStaff: await contract(
        await routes.settings!.PUT!(
          request("/api/admin/settings", { method: "PUT", cookies: free, body: settingsBody }),
        ),
      ),
      settingsOutOfRange: await contract(
        await routes.settings!.PUT!(
          request("/api/admin/settings", { method: "PUT", cookies: admin, body: settingsBody }),
        ),
      ),
      testConnectionInvalid: await contract(
        await routes.testConnection!.POST!(
          request("/api/admin/settings/test-connection", { cookies: admin, body: { apiKey: 5 } }),
        ),
      ),
      recalculateNotStaff: await contract(
        await routes.recalculate!.POST!(request("/api/admin/costs/recalculate", { cookies: free, body: {} })),
      ),
      recalculateCrossSite: await contract(
        await routes.recalculate!.POST!(
          request("/api/admin/costs/recalculate", { cookies: admin, body: {}, headers: crossSite }),
        ),
      ),
      roleInvalid: await contract(
        await routes.role!.POST!(
          request("/api/admin/users/role", { cookies: admin, body: { role: "boss" } }),
        ),
      ),
      roleAdminMayNotGrant: await contract(
        await routes.role!.POST!(
          request("/api/admin/users/role", {
            cookies: admin,
            body: { userId: "00000000-0000-4000-8000-00000000f001", role: "admin" },
          }),
        ),
      ),
    }).toMatchSnapshot();
  });
});

describe("route contracts: billing routes", () => {
  function formPost(cookies: string | undefined, fields: Record<string, string>): NextRequest {
    const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
    if (cookies) headers.set("cookie", cookies);
    return new NextRequest(new URL("/api/stripe/checkout", "http://localhost:3000"), {
      method: "POST",
      headers,
      body: new URLSearchParams(fields).toString(),
    });
  }

  it("checkout (JSON and the pricing page's form post)", async () => {
    const { POST } = routes.checkout!;
    const premium = await demo("premium@example.com");
    expect({
      jsonSignedOut: await contract(
        await POST!(request("/api/stripe/checkout", { body: { billingCycle: "monthly" } })),
      ),
      jsonBadCycle: await contract(
        await POST!(
          request("/api/stripe/checkout", { cookies: await fresh(), body: { billingCycle: "weekly" } }),
        ),
      ),
      jsonPremium: await contract(
        await POST!(request("/api/stripe/checkout", { cookies: premium, body: { billingCycle: "monthly" } })),
      ),
      json: await contract(
        await POST!(
          request("/api/stripe/checkout", { cookies: await fresh(), body: { billingCycle: "monthly" } }),
        ),
      ),
      formSignedOut: await contract(await POST!(formPost(undefined, { billingCycle: "monthly" }))),
      formPremium: await contract(await POST!(formPost(premium, { billingCycle: "monthly" }))),
      formBadCycleExpired: await contract(await POST!(formPost(await expired(), { billingCycle: "weekly" }))),
      formExpired: await contract(await POST!(formPost(await expired(), { billingCycle: "monthly" }))),
    }).toMatchSnapshot();
  });

  it("portal, cancel, reactivate, verify", async () => {
    const free = await fresh();
    const post = (route: string, path: string, cookies?: string, body: unknown = {}) =>
      routes[route]!.POST!(request(path, { method: "POST", cookies, body }));
    expect({
      portalSignedOut: await contract(await post("portal", "/api/stripe/create-portal-session")),
      portalNoCustomer: await contract(await post("portal", "/api/stripe/create-portal-session", free)),
      cancelSignedOut: await contract(await post("cancel", "/api/stripe/cancel-subscription")),
      cancelNothing: await contract(await post("cancel", "/api/stripe/cancel-subscription", free)),
      reactivateNothing: await contract(
        await post("reactivate", "/api/stripe/reactivate-subscription", free),
      ),
      reactivateExpired: await contract(
        await post("reactivate", "/api/stripe/reactivate-subscription", await expired()),
      ),
      verifySignedOut: await contract(await post("verify", "/api/stripe/verify-session")),
      verifyInvalid: await contract(await post("verify", "/api/stripe/verify-session", free, {})),
      verifyUnknown: await contract(
        await post("verify", "/api/stripe/verify-session", free, { sessionId: "cs_test_unknown" }),
      ),
    }).toMatchSnapshot();
  });

  it("the webhook: no session, no same-site check, the signature decides", async () => {
    const { POST } = routes.webhook!;
    const hook = (headers: Record<string, string>) =>
      POST!(
        new NextRequest(new URL("/api/stripe/webhook", "http://localhost:3000"), {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ id: "evt_1", type: "ping" }),
        }),
      );
    expect({
      noSignature: await contract(await hook({})),
      badSignatureCrossSite: await contract(
        await hook({ "stripe-signature": "t=1,v1=00", origin: "https://stripe.example" }),
      ),
    }).toMatchSnapshot();
  });
});
