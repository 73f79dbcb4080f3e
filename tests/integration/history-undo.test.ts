// Deleting letters (docs/product-rules.md 'Deleting letters'): Delete and Clear only mark letters deleted, a restore
// brings back the user's own within 30 days, older ones are purged on the user's next write, and the 100-letter cap
// counts live letters only.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

let list: typeof import("@/app/api/history/route");
let item: typeof import("@/app/api/history/[id]/route");
let restoreRoute: typeof import("@/app/api/history/restore/route");
let queries: typeof import("@/lib/db/queries/cover-letters");
let sql: typeof import("@/lib/db/client").sql;

beforeAll(async () => {
  setAppEnvironment(stack, null);
  list = await import("@/app/api/history/route");
  item = await import("@/app/api/history/[id]/route");
  restoreRoute = await import("@/app/api/history/restore/route");
  queries = await import("@/lib/db/queries/cover-letters");
  ({ sql } = await import("@/lib/db/client"));
});

async function signedIn() {
  const email = uniqueEmail("undo");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

const CHECK = { claims: [{ text: "Kubernetes", supported: false }], checkedAt: "2026-11-23" };

/** One letter per title, a day apart in order; the first is a favourite with a stored claim check. */
async function seed(userId: string, titles: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [index, title] of titles.entries()) {
    const [row] = await sql<{ id: string }[]>`
      insert into public.cover_letters (user_id, title, job_description, cv_content, letter, favorite, claim_check, created_at)
      values (${userId}, ${title}, 'jd', 'cv', ${`letter ${title}`}, ${index === 0},
              ${index === 0 ? JSON.stringify(CHECK) : null}::jsonb, ${`2026-01-0${index + 1}T00:00:00Z`})
      returning id`;
    ids[title] = row!.id;
  }
  return ids;
}

type Item = { id: string; title: string; favorite: boolean; check: unknown };
const titles = (items: Item[]) => items.map((entry) => entry.title);

async function getList(cookies: string, query = ""): Promise<Item[]> {
  const response = await list.GET(apiRequest(`/api/history${query}`, { cookies }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}
const deleteOne = (cookies: string, id: string) =>
  item.DELETE(apiRequest(`/api/history/${id}`, { method: "DELETE", cookies }), {
    params: Promise.resolve({ id }),
  });
const clear = async (cookies: string) =>
  (await (await list.DELETE(apiRequest("/api/history", { method: "DELETE", cookies }))).json()) as {
    deleted: number;
    ids: string[];
  };
const restore = (cookies: string, ids: string[]) =>
  restoreRoute.POST(apiRequest("/api/history/restore", { method: "POST", cookies, body: { ids } }));
const rowsOf = async (userId: string) =>
  (
    await sql<{ title: string }[]>`
      select title from public.cover_letters where user_id = ${userId} order by created_at`
  ).map((row) => row.title);

describe("deleting and restoring letters", () => {
  it("a deleted letter leaves the list and comes back with the same id, favourite and claim check", async () => {
    const user = await signedIn();
    const ids = await seed(user.id, ["first", "second"]);
    const [before] = (await getList(user.cookies)).filter((entry) => entry.id === ids.first);

    expect(await (await deleteOne(user.cookies, ids.first!)).json()).toEqual({ deleted: true });
    expect(titles(await getList(user.cookies))).toEqual(["second"]);
    expect(titles(await getList(user.cookies, "?search=first"))).toEqual([]);
    expect(titles(await getList(user.cookies, "?deleted=1"))).toEqual(["first"]);
    // A deleted letter can be neither deleted again nor edited.
    expect((await deleteOne(user.cookies, ids.first!)).status).toBe(404);
    const patch = await item.PATCH(
      apiRequest(`/api/history/${ids.first}`, { method: "PATCH", cookies: user.cookies, body: {} }),
      { params: Promise.resolve({ id: ids.first! }) },
    );
    expect(patch.status).toBe(404);

    const restored = await restore(user.cookies, [ids.first!]);
    expect(restored.status).toBe(200);
    const { items } = (await restored.json()) as { items: Item[] };
    expect(items).toEqual([before]);
    expect(items[0]).toMatchObject({ id: ids.first, favorite: true, check: CHECK });
    expect(titles(await getList(user.cookies))).toEqual(["second", "first"]);
    expect(await getList(user.cookies, "?deleted=1")).toEqual([]);
    // Restoring a live letter finds nothing to restore.
    expect((await restore(user.cookies, [ids.first!])).status).toBe(404);
  });

  it("Clear answers the ids it removed, and restoring them brings back exactly those", async () => {
    const user = await signedIn();
    const ids = await seed(user.id, ["a", "b", "c"]);
    await deleteOne(user.cookies, ids.a!);

    const cleared = await clear(user.cookies);
    expect(cleared.deleted).toBe(2);
    expect(new Set(cleared.ids)).toEqual(new Set([ids.b, ids.c]));
    expect(await getList(user.cookies)).toEqual([]);
    expect(titles(await getList(user.cookies, "?deleted=1")).sort()).toEqual(["a", "b", "c"]);

    const { items } = (await (await restore(user.cookies, cleared.ids)).json()) as { items: Item[] };
    expect(titles(items)).toEqual(["c", "b"]);
    expect(titles(await getList(user.cookies))).toEqual(["c", "b"]);
    expect(titles(await getList(user.cookies, "?deleted=1"))).toEqual(["a"]);
    // A clear of an empty history removes nothing.
    await clear(user.cookies);
    expect(await clear(user.cookies)).toEqual({ deleted: 0, ids: [] });
  });

  it("restores only the user's own letters: another user's answers 404 and stays deleted", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const ids = await seed(owner.id, ["mine"]);
    await deleteOne(owner.cookies, ids.mine!);

    const foreign = await restore(other.cookies, [ids.mine!]);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: "History item not found" });
    expect(await getList(other.cookies, "?deleted=1")).toEqual([]);
    expect(await getList(owner.cookies)).toEqual([]);
    expect((await restore(owner.cookies, [ids.mine!])).status).toBe(200);
  });

  it("refuses a body without ids and a signed-out caller", async () => {
    const user = await signedIn();
    expect((await restore(user.cookies, [])).status).toBe(400);
    expect((await restore(user.cookies, ["not-a-uuid"])).status).toBe(400);
    expect((await restore("", [crypto.randomUUID()])).status).toBe(401);
  });

  it("purges letters deleted over 30 days ago on the user's next write, and they can't be restored", async () => {
    const user = await signedIn();
    const other = await signedIn();
    const ids = await seed(user.id, ["old", "recent", "live", "next"]);
    const otherIds = await seed(other.id, ["theirs"]);
    await sql`update public.cover_letters set deleted_at = now() - interval '31 days' where id in ${sql([ids.old!, otherIds.theirs!])}`;
    await sql`update public.cover_letters set deleted_at = now() - interval '29 days' where id = ${ids.recent!}`;

    // Past the window it is no longer listed; reading is not a write, so the row is still there.
    expect(titles(await getList(user.cookies, "?deleted=1"))).toEqual(["recent"]);
    expect(await rowsOf(user.id)).toContain("old");

    // The next write of this user (a delete) removes it for good; another user's stays until they write.
    await deleteOne(user.cookies, ids.live!);
    expect(await rowsOf(user.id)).toEqual(["recent", "live", "next"]);
    expect(await rowsOf(other.id)).toEqual(["theirs"]);
    expect((await restore(user.cookies, [ids.old!])).status).toBe(404);

    // A new letter purges too.
    await queries.createCoverLetter({
      userId: other.id,
      jobDescription: "jd",
      cvContent: "cv",
      letter: "new",
    });
    expect(await rowsOf(other.id)).toEqual(["Untitled"]);

    const restored = await restore(user.cookies, [ids.old!, ids.recent!]);
    expect(titles(((await restored.json()) as { items: Item[] }).items)).toEqual(["recent"]);
  });

  it("the 100-letter cap counts live letters only and never removes a deleted one", async () => {
    const user = await signedIn();
    await sql`insert into public.cover_letters (user_id, title, job_description, cv_content, letter, created_at)
              select ${user.id}, 'letter ' || n, 'jd', 'cv', 'text', timestamptz '2026-01-01' + n * interval '1 minute'
              from generate_series(1, 100) as n`;
    await sql`update public.cover_letters set deleted_at = now()
              where user_id = ${user.id} and title in ('letter 1', 'letter 50', 'letter 100')`;

    // 97 live + 3 deleted: three more letters fit without trimming anything.
    for (const n of [101, 102, 103])
      await queries.createCoverLetter({
        userId: user.id,
        title: `letter ${n}`,
        jobDescription: "jd",
        cvContent: "cv",
        letter: "text",
      });
    expect(await rowsOf(user.id)).toHaveLength(103);
    expect(await getList(user.cookies)).toHaveLength(100);

    // The 101st live letter trims the oldest live one (letter 2), not the older deleted letter 1.
    await queries.createCoverLetter({
      userId: user.id,
      title: "letter 104",
      jobDescription: "jd",
      cvContent: "cv",
      letter: "text",
    });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(103);
    expect(rows).toContain("letter 1");
    expect(rows).not.toContain("letter 2");
    expect(titles(await getList(user.cookies, "?deleted=1")).sort()).toEqual([
      "letter 1",
      "letter 100",
      "letter 50",
    ]);
  });
});
