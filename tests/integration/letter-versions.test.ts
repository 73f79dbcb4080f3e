// Applications and versions (docs/product-rules.md 'Applications and versions'): regenerating the open application
// with the same advert and CV, a saved edit, a paragraph action and a restore each add a version with its own claim
// check and move the application to the front; a new advert or CV starts a new application; 20 versions are kept,
// the 100-item cap counts applications, and nobody reaches another user's or a deleted application's versions.
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, doneEvent, readEvents, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

const CV = [
  "Jane Doe",
  "jane.doe@example.com · 07700 900123",
  "",
  "Experience",
  "Senior Software Engineer, Acme Payments Ltd — 2019 – present",
  "- Led a team of 6 engineers building the card authorisation service in TypeScript and PostgreSQL",
  "- Cut checkout latency by 40% with caching and query tuning",
  "",
  "Skills",
  "TypeScript, React, Node.js, PostgreSQL, AWS",
].join("\n");
const JOB =
  "Backend Engineer at Northwind Bank\nRequirements:\n- Strong TypeScript and Node.js\n- PostgreSQL";
const OTHER_JOB = "Platform Engineer at Riverside Health\nRequirements:\n- TypeScript\n- AWS";
const SUPPORTED =
  "Dear Hiring Manager,\n\nI led a team of 6 engineers at Acme Payments.\n\nSincerely,\nJane Doe";
const UNSUPPORTED =
  "Dear Hiring Manager,\n\nI led a team of 6 engineers and hold an MBA from INSEAD.\n\nSincerely,\nJane Doe";

type Check = { unsupported: number; claims: Array<{ text: string; supported: boolean }> };
type Item = { id: string; title: string; letter: string; tone: string; check: Check | null };
type Version = { id: string; source: string; createdAt: string; letter: string; check: Check | null };

let generateRoute: typeof import("@/app/api/ai/generate/route");
let list: typeof import("@/app/api/history/route");
let item: typeof import("@/app/api/history/[id]/route");
let versionsRoute: typeof import("@/app/api/history/[id]/versions/route");
let restoreRoute: typeof import("@/app/api/history/[id]/versions/[versionId]/restore/route");
let versions: typeof import("@/lib/db/queries/letter-versions");
let resetRateLimits: typeof import("@/lib/usage/rate-limit").resetRateLimits;
let sql: typeof import("@/lib/db/client").sql;

async function signedIn() {
  const email = uniqueEmail("versions");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

async function generate(cookies: string, body: object = {}): Promise<Item> {
  const events = await readEvents(
    await generateRoute.POST(
      apiRequest("/api/ai/generate", { cookies, body: { jobDescription: JOB, cvContent: CV, ...body } }),
    ),
  );
  return doneEvent(events).item as unknown as Item;
}

const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

async function listIds(cookies: string): Promise<string[]> {
  const response = await list.GET(apiRequest("/api/history", { cookies }));
  return ((await response.json()) as { items: Item[] }).items.map((entry) => entry.id);
}

async function versionsOf(cookies: string, id: string): Promise<{ status: number; versions: Version[] }> {
  const response = await versionsRoute.GET(
    apiRequest(`/api/history/${id}/versions`, { cookies }),
    params({ id }),
  );
  const body = (await response.json()) as { versions?: Version[] };
  return { status: response.status, versions: body.versions ?? [] };
}

async function patch(cookies: string, id: string, body: object): Promise<{ status: number; item: Item }> {
  const response = await item.PATCH(
    apiRequest(`/api/history/${id}`, { method: "PATCH", cookies, body }),
    params({ id }),
  );
  return { status: response.status, item: ((await response.json()) as { item: Item }).item };
}

async function restore(cookies: string, id: string, versionId: string) {
  return restoreRoute.POST(
    apiRequest(`/api/history/${id}/versions/${versionId}/restore`, { method: "POST", cookies }),
    params({ id, versionId }),
  );
}

beforeAll(async () => {
  setAppEnvironment(stack, null);
  generateRoute = await import("@/app/api/ai/generate/route");
  list = await import("@/app/api/history/route");
  item = await import("@/app/api/history/[id]/route");
  versionsRoute = await import("@/app/api/history/[id]/versions/route");
  restoreRoute = await import("@/app/api/history/[id]/versions/[versionId]/restore/route");
  versions = await import("@/lib/db/queries/letter-versions");
  ({ resetRateLimits } = await import("@/lib/usage/rate-limit"));
  ({ sql } = await import("@/lib/db/client"));
});
beforeEach(() => resetRateLimits());

describe("applications and versions", () => {
  it("regenerating the open application adds a version and moves it to the front; a new advert or CV starts a new one", async () => {
    const user = await signedIn();
    const first = await generate(user.cookies);
    const second = await generate(user.cookies, { jobDescription: OTHER_JOB });
    expect(await listIds(user.cookies)).toEqual([second.id, first.id]);

    // The builder sends the open application; same advert and CV (blanks around them do not matter).
    const again = await generate(user.cookies, {
      applicationId: first.id,
      jobDescription: `  ${JOB}\n`,
      tone: "enthusiastic",
    });
    expect(again).toMatchObject({ id: first.id, title: first.title, tone: "enthusiastic" });
    expect(await listIds(user.cookies)).toEqual([first.id, second.id]);
    const { versions: saved } = await versionsOf(user.cookies, first.id);
    expect(saved.map((version) => version.source)).toEqual(["offline", "offline"]);
    expect(saved[0]!.letter).toBe(again.letter);
    expect(saved[1]!.letter).toBe(first.letter);

    // Another advert, or another CV, with the same application open: a new application.
    const newAdvert = await generate(user.cookies, { applicationId: first.id, jobDescription: OTHER_JOB });
    const newCv = await generate(user.cookies, { applicationId: first.id, cvContent: `${CV}\nGerman (B2)` });
    expect(new Set([first.id, newAdvert.id, newCv.id]).size).toBe(3);
    expect((await versionsOf(user.cookies, newAdvert.id)).versions).toHaveLength(1);
    expect((await versionsOf(user.cookies, first.id)).versions).toHaveLength(2);

    // Someone else's application id starts a new application of one's own and leaves theirs alone.
    const other = await signedIn();
    const theirs = await generate(other.cookies, { applicationId: first.id });
    expect(theirs.id).not.toBe(first.id);
    expect((await versionsOf(user.cookies, first.id)).versions).toHaveLength(2);
  });

  it("a saved edit adds an 'edited' version, a paragraph action a 'paragraph' one, each with its own claim check", async () => {
    const user = await signedIn();
    const saved = await generate(user.cookies);

    const edited = await patch(user.cookies, saved.id, { letter: UNSUPPORTED });
    expect(edited.status).toBe(200);
    expect(edited.item.check!.unsupported).toBeGreaterThan(0);
    const paragraph = await patch(user.cookies, saved.id, { letter: SUPPORTED, source: "paragraph" });
    expect(paragraph.item).toMatchObject({ letter: SUPPORTED, check: { unsupported: 0 } });

    const { versions: all } = await versionsOf(user.cookies, saved.id);
    expect(all.map((version) => [version.source, version.letter])).toEqual([
      ["paragraph", SUPPORTED],
      ["edited", UNSUPPORTED],
      ["offline", saved.letter],
    ]);
    expect(all[0]!.check!.unsupported).toBe(0);
    expect(all[1]!.check!.unsupported).toBe(edited.item.check!.unsupported);
    expect(all[2]!.check).toEqual(saved.check);

    // Saving the same text again, or a favourite, adds no version.
    await patch(user.cookies, saved.id, { letter: SUPPORTED });
    await patch(user.cookies, saved.id, { favorite: true });
    expect((await versionsOf(user.cookies, saved.id)).versions).toHaveLength(3);

    // A claim the user confirms changes the current version's check, not the older ones'.
    const flagged = await patch(user.cookies, saved.id, { letter: UNSUPPORTED });
    const claim = flagged.item.check!.claims.find((entry) => !entry.supported)!.text;
    await patch(user.cookies, saved.id, { confirmClaim: claim });
    const afterConfirm = (await versionsOf(user.cookies, saved.id)).versions;
    expect(afterConfirm[0]!.check!.unsupported).toBeLessThan(flagged.item.check!.unsupported);
    expect(afterConfirm[2]!.check!.unsupported).toBe(edited.item.check!.unsupported);
  });

  it("restoring adds a 'restored' version with the old text and moves the application to the front", async () => {
    const user = await signedIn();
    const saved = await generate(user.cookies);
    await patch(user.cookies, saved.id, { letter: UNSUPPORTED });
    const later = await generate(user.cookies, { jobDescription: OTHER_JOB });
    expect(await listIds(user.cookies)).toEqual([later.id, saved.id]);

    const original = (await versionsOf(user.cookies, saved.id)).versions.at(-1)!;
    const response = await restore(user.cookies, saved.id, original.id);
    expect(response.status).toBe(200);
    const restored = ((await response.json()) as { item: Item }).item;
    expect(restored).toMatchObject({ id: saved.id, letter: saved.letter });
    expect(restored.check).toEqual(saved.check);
    expect(await listIds(user.cookies)).toEqual([saved.id, later.id]);
    const { versions: all } = await versionsOf(user.cookies, saved.id);
    expect(all.map((version) => version.source)).toEqual(["restored", "edited", "offline"]);
    expect(all[0]!.letter).toBe(saved.letter);

    // A version of another application, or a made-up one, is not found.
    const elsewhere = (await versionsOf(user.cookies, later.id)).versions[0]!;
    expect((await restore(user.cookies, saved.id, elsewhere.id)).status).toBe(404);
    expect((await restore(user.cookies, saved.id, "not-a-uuid")).status).toBe(404);
  });

  it("keeps the 20 newest versions of an application", async () => {
    const user = await signedIn();
    const saved = await generate(user.cookies);
    for (let n = 1; n <= 20; n++)
      await versions.addLetterVersion(user.id, saved.id, {
        letter: `Version ${n}`,
        source: "edited",
        claimCheck: null,
      });
    const { versions: kept } = await versionsOf(user.cookies, saved.id);
    expect(kept).toHaveLength(20);
    expect(kept[0]!.letter).toBe("Version 20");
    expect(kept.at(-1)!.letter).toBe("Version 1"); // the generated letter, the oldest of 21, is gone
    const [row] = await sql<
      { letter: string }[]
    >`select letter from public.cover_letters where id = ${saved.id}`;
    expect(row!.letter).toBe("Version 20");
  });

  it("the 100-item cap counts applications, and trims the one whose letter changed longest ago", async () => {
    const user = await signedIn();
    await sql`insert into public.cover_letters (user_id, title, job_description, cv_content, letter, created_at)
              select ${user.id}, 'letter ' || n, ${JOB}, ${CV}, 'text', timestamptz '2026-01-01' + n * interval '1 minute'
              from generate_series(1, 100) as n`;
    const [oldest] = await sql<{ id: string }[]>`
      select id from public.cover_letters where user_id = ${user.id} and title = 'letter 1'`;

    // Versions of the oldest application: still 100 applications, and it is now at the front.
    await generate(user.cookies, { applicationId: oldest!.id });
    await patch(user.cookies, oldest!.id, { letter: SUPPORTED });
    expect(await listIds(user.cookies)).toHaveLength(100);
    expect((await listIds(user.cookies))[0]).toBe(oldest!.id);

    // A new application trims letter 2, the one untouched longest, not letter 1.
    const fresh = await generate(user.cookies, { jobDescription: OTHER_JOB });
    const titles = (
      await sql<{ title: string }[]>`select title from public.cover_letters where user_id = ${user.id}`
    ).map((row) => row.title);
    expect(titles).toHaveLength(100);
    expect(titles).toContain("letter 1");
    expect(titles).not.toContain("letter 2");
    expect((await listIds(user.cookies)).slice(0, 2)).toEqual([fresh.id, oldest!.id]);
  });

  it("hides versions from other users and of deleted applications; the account's deletion removes them", async () => {
    const user = await signedIn();
    const other = await signedIn();
    const saved = await generate(user.cookies);
    const [version] = (await versionsOf(user.cookies, saved.id)).versions;

    expect((await versionsOf(other.cookies, saved.id)).status).toBe(404);
    expect((await restore(other.cookies, saved.id, version!.id)).status).toBe(404);
    expect((await patch(other.cookies, saved.id, { letter: SUPPORTED })).status).toBe(404);
    expect((await versionsOf(user.cookies, "not-a-uuid")).status).toBe(404);
    expect(
      (await versionsRoute.GET(apiRequest(`/api/history/${saved.id}/versions`), params({ id: saved.id })))
        .status,
    ).toBe(401);

    // Deleted (softly): its versions are out of reach, and regenerating it starts a new application.
    await item.DELETE(
      apiRequest(`/api/history/${saved.id}`, { method: "DELETE", cookies: user.cookies }),
      params({ id: saved.id }),
    );
    expect((await versionsOf(user.cookies, saved.id)).status).toBe(404);
    expect((await restore(user.cookies, saved.id, version!.id)).status).toBe(404);
    expect(await versions.listLetterVersions(user.id, saved.id)).toEqual([]);
    const next = await generate(user.cookies, { applicationId: saved.id });
    expect(next.id).not.toBe(saved.id);

    // The account goes: its letters and their versions go with it.
    await sql`delete from public.users where id = ${user.id}`;
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from public.letter_versions where user_id = ${user.id}`;
    expect(left!.n).toBe(0);
  });
});
