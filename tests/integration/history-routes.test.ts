// The history on the server: list (newest first, search), favorite toggle, edit, delete, clear, 100 per user.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

let list: typeof import("@/app/api/history/route");
let item: typeof import("@/app/api/history/[id]/route");
let sql: typeof import("@/lib/db/client").sql;

async function signedIn() {
  const email = uniqueEmail("history");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

async function seed(userId: string, letters: Array<{ letter: string; jd?: string; at: string }>) {
  for (const { letter, jd, at } of letters) {
    await sql`insert into public.cover_letters (user_id, title, job_description, cv_content, letter, formatting, created_at)
              values (${userId}, ${`Title ${letter.slice(0, 20)}`}, ${jd ?? "A job"}, 'cv', ${letter}, '{"fontSizePt": 12}'::jsonb, ${at})`;
  }
}

type Items = {
  items: Array<{
    id: string;
    letter: string;
    favorite: boolean;
    preview: string;
    formatting: { fontSizePt: number; pageSize: string };
  }>;
};

const getList = async (cookies: string, search = "") =>
  (await (
    await list.GET(
      apiRequest(`/api/history${search ? `?search=${encodeURIComponent(search)}` : ""}`, { cookies }),
    )
  ).json()) as Items;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  setAppEnvironment(stack, null);
  list = await import("@/app/api/history/route");
  item = await import("@/app/api/history/[id]/route");
  ({ sql } = await import("@/lib/db/client"));
});

describe("history routes", () => {
  it("refuses signed-out callers", async () => {
    expect((await list.GET(apiRequest("/api/history"))).status).toBe(401);
    expect((await list.DELETE(apiRequest("/api/history", { method: "DELETE" }))).status).toBe(401);
    expect(
      (await item.PATCH(apiRequest("/api/history/x", { method: "PATCH", body: {} }), params("x"))).status,
    ).toBe(401);
  });

  it("lists newest first, with formatting defaults filled and a 140-character preview", async () => {
    const user = await signedIn();
    await seed(user.id, [
      { letter: "older letter", at: "2026-01-01T00:00:00Z" },
      { letter: `newest ${"x".repeat(300)}`, at: "2026-02-01T00:00:00Z" },
    ]);
    const { items } = await getList(user.cookies);
    expect(items.map((entry) => entry.letter.slice(0, 6))).toEqual(["newest", "older "]);
    expect(items[0]!.preview).toHaveLength(140);
    expect(items[0]!.formatting).toMatchObject({ fontSizePt: 12, pageSize: "a4" });
  });

  it("searches the letter and the job description, case-insensitively, treating % and _ literally", async () => {
    const user = await signedIn();
    await seed(user.id, [
      { letter: "I love KUBERNETES", at: "2026-01-01T00:00:00Z" },
      { letter: "plain", jd: "Senior Kubernetes engineer", at: "2026-01-02T00:00:00Z" },
      { letter: "100% committed", at: "2026-01-03T00:00:00Z" },
      { letter: "nothing here", at: "2026-01-04T00:00:00Z" },
    ]);
    expect((await getList(user.cookies, "kubernetes")).items).toHaveLength(2);
    expect((await getList(user.cookies, "100%")).items.map((entry) => entry.letter)).toEqual([
      "100% committed",
    ]);
    expect((await getList(user.cookies, "%")).items).toHaveLength(1);
  });

  it("toggles the favorite, saves an edit, deletes one and clears the rest; never touches another user's", async () => {
    const user = await signedIn();
    const other = await signedIn();
    await seed(user.id, [
      { letter: "first", at: "2026-01-01T00:00:00Z" },
      { letter: "second", at: "2026-01-02T00:00:00Z" },
    ]);
    const [second, first] = (await getList(user.cookies)).items;
    const toggle = async (cookies: string, id: string, body: object = {}) =>
      item.PATCH(apiRequest(`/api/history/${id}`, { method: "PATCH", cookies, body }), params(id));

    expect(
      ((await (await toggle(user.cookies, first!.id)).json()) as { item: { favorite: boolean } }).item
        .favorite,
    ).toBe(true);
    expect(
      ((await (await toggle(user.cookies, first!.id)).json()) as { item: { favorite: boolean } }).item
        .favorite,
    ).toBe(false);
    expect(
      (
        (await (await toggle(user.cookies, first!.id, { favorite: true })).json()) as {
          item: { favorite: boolean };
        }
      ).item.favorite,
    ).toBe(true);
    const edited = (await (await toggle(user.cookies, first!.id, { letter: "edited text" })).json()) as {
      item: { letter: string; favorite: boolean };
    };
    expect(edited.item).toMatchObject({ letter: "edited text", favorite: true });

    const foreign = await toggle(other.cookies, first!.id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: "History item not found" });
    expect(
      (
        await item.DELETE(
          apiRequest(`/api/history/${first!.id}`, { method: "DELETE", cookies: other.cookies }),
          params(first!.id),
        )
      ).status,
    ).toBe(404);
    expect((await toggle(user.cookies, "not-a-uuid")).status).toBe(404);

    expect(
      await (
        await item.DELETE(
          apiRequest(`/api/history/${second!.id}`, { method: "DELETE", cookies: user.cookies }),
          params(second!.id),
        )
      ).json(),
    ).toEqual({ deleted: true });
    expect((await getList(user.cookies)).items.map((entry) => entry.letter)).toEqual(["edited text"]);
    expect(
      await (
        await list.DELETE(apiRequest("/api/history", { method: "DELETE", cookies: user.cookies }))
      ).json(),
    ).toEqual({ deleted: 1 });
    expect((await getList(user.cookies)).items).toEqual([]);
  });

  it("keeps at most 100 letters per user, dropping the oldest", async () => {
    const user = await signedIn();
    await sql`insert into public.cover_letters (user_id, job_description, cv_content, letter, created_at)
              select ${user.id}, 'jd', 'cv', 'letter ' || n, timestamptz '2026-01-01' + n * interval '1 minute'
              from generate_series(1, 100) as n`;
    await seed(user.id, [{ letter: "letter 101", at: "2026-02-01T00:00:00Z" }]);
    const { items } = await getList(user.cookies);
    expect(items).toHaveLength(100);
    expect(items[0]!.letter).toBe("letter 101");
    expect(items.some((entry) => entry.letter === "letter 1")).toBe(false);
  });
});
