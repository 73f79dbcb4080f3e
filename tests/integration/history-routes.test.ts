// The history on the server: list (newest first, search), favorite toggle, edit, delete, clear, 100 per user; the
// letter's formatting (as the plan allows), template and layout, whose sender block is remembered for the next letter.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, doneEvent, readEvents, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

let list: typeof import("@/app/api/history/route");
let item: typeof import("@/app/api/history/[id]/route");
let generateRoute: typeof import("@/app/api/ai/generate/route");
let senderRoute: typeof import("@/app/api/sender/route");
let templates: typeof import("@/lib/builder/templates");
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
  generateRoute = await import("@/app/api/ai/generate/route");
  senderRoute = await import("@/app/api/sender/route");
  templates = await import("@/lib/builder/templates");
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
    ).toEqual({ deleted: 1, ids: [first!.id] });
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

  describe("the letter's formatting, template and layout", () => {
    const JOB = "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer.";
    const CV =
      "Jane Doe\nLondon, UK | jane.doe@example.com | +44 7700 900123\n\nExperience\nEngineer at Brightwave";
    const LAYOUT = {
      sender: {
        name: "Jane A. Doe",
        email: "jane@work.example",
        phone: "+44 7700 900999",
        location: "Leeds",
        link: "https://jane.dev",
      },
      date: "2026-11-23",
      recipient: {
        name: "Ms Anna Müller",
        organisation: "Northstar Analytics",
        address: "1 High Street\nLeeds",
      },
      subject: "Re: Senior Backend Engineer",
      locale: "en",
    };
    type Item = {
      id: string;
      favorite: boolean;
      formatting: Record<string, unknown>;
      templateId: string;
      layout: typeof LAYOUT | null;
    };

    async function letterOf(userId: string): Promise<string> {
      const [row] = await sql<{ id: string }[]>`
        insert into public.cover_letters (user_id, job_description, cv_content, letter)
        values (${userId}, ${JOB}, ${CV}, 'Dear Hiring Manager,\n\nHello.\n\nSincerely,\nJane Doe') returning id`;
      return row!.id;
    }
    const patch = (cookies: string, id: string, body: object) =>
      item.PATCH(apiRequest(`/api/history/${id}`, { method: "PATCH", cookies, body }), params(id));
    const patched = async (cookies: string, id: string, body: object) => {
      const response = await patch(cookies, id, body);
      expect(response.status).toBe(200);
      return ((await response.json()) as { item: Item }).item;
    };
    /** Fonts that differ from every one of the template's own, so a choice that was kept shows. */
    const chosenFor = (id: "minimalist" | "executive") => {
      const fonts = templates.templateById(id).fonts;
      return {
        pageSize: "letter",
        alignment: "justify",
        fontFamily: fonts.body === "serif" ? "sans" : "serif",
        fontSizePt: fonts.sizePt === 13 ? 12 : 13,
        lineHeight: fonts.lineHeight === 1.8 ? 1.7 : 1.8,
      };
    };
    const templateFonts = (id: "minimalist" | "executive") => {
      const fonts = templates.templateById(id).fonts;
      return { fontFamily: fonts.body, fontSizePt: fonts.sizePt, lineHeight: fonts.lineHeight };
    };

    it("saves a free user's formatting in the template's fonts and a Premium user's as chosen, without toggling", async () => {
      const free = await signedIn();
      const freeLetter = await letterOf(free.id);
      const saved = await patched(free.cookies, freeLetter, { formatting: chosenFor("minimalist") });
      expect(saved.favorite).toBe(false);
      expect(saved.templateId).toBe("minimalist");
      expect(saved.formatting).toEqual({
        pageSize: "letter",
        alignment: "justify",
        ...templateFonts("minimalist"),
      });

      const premium = await signedIn();
      await sql`update public.users set subscription_tier = 'premium' where id = ${premium.id}`;
      const premiumLetter = await letterOf(premium.id);
      expect(
        (await patched(premium.cookies, premiumLetter, { formatting: chosenFor("minimalist") })).formatting,
      ).toEqual(chosenFor("minimalist"));
      // A new template keeps a Premium user's fonts.
      expect(await patched(premium.cookies, premiumLetter, { templateId: "executive" })).toMatchObject({
        templateId: "executive",
        formatting: chosenFor("minimalist"),
      });
    });

    it("saves the template, with its own fonts for a free user, together with other changes", async () => {
      const user = await signedIn();
      const id = await letterOf(user.id);
      const saved = await patched(user.cookies, id, { templateId: "executive", favorite: true });
      expect(saved).toMatchObject({
        templateId: "executive",
        favorite: true,
        formatting: templateFonts("executive"),
      });
      expect((await patch(user.cookies, id, { templateId: "fancy" })).status).toBe(400);
    });

    it("saves a layout and remembers its sender block for the next letter", async () => {
      const user = await signedIn();
      const id = await letterOf(user.id);
      const saved = await patched(user.cookies, id, { layout: LAYOUT });
      expect(saved.layout).toEqual(LAYOUT);
      expect(saved.favorite).toBe(false);

      const sender = await senderRoute.GET(apiRequest("/api/sender", { cookies: user.cookies }));
      expect(await sender.json()).toEqual({ sender: LAYOUT.sender });

      const events = await readEvents(
        await generateRoute.POST(
          apiRequest("/api/ai/generate", {
            cookies: user.cookies,
            body: { jobDescription: JOB, cvContent: CV },
          }),
        ),
      );
      const layout = events.find((event) => event.type === "layout")!.layout as typeof LAYOUT;
      expect(layout.sender).toEqual(LAYOUT.sender);
      expect(doneEvent(events).item.layout).toMatchObject({ sender: LAYOUT.sender });
    });

    it("refuses a layout beyond its limits with 400 and saves nothing", async () => {
      const user = await signedIn();
      const id = await letterOf(user.id);
      const tooLong = { ...LAYOUT, sender: { ...LAYOUT.sender, name: "x".repeat(201) } };
      const response = await patch(user.cookies, id, { layout: tooLong });
      expect(response.status).toBe(400);
      expect((await response.json()) as object).toHaveProperty("fieldErrors.layout");
      expect((await patch(user.cookies, id, { layout: { ...LAYOUT, date: "23.11.2026" } })).status).toBe(400);
      expect((await patch(user.cookies, id, { composeLayout: false })).status).toBe(400);
      const [row] = await sql<
        { layout: unknown }[]
      >`select layout from public.cover_letters where id = ${id}`;
      expect(row!.layout).toBeNull();
      expect(
        await (await senderRoute.GET(apiRequest("/api/sender", { cookies: user.cookies }))).json(),
      ).toEqual({
        sender: null,
      });
    });

    it("composes a layout for a letter saved without one, and leaves one that has a layout as it is", async () => {
      const user = await signedIn();
      const id = await letterOf(user.id);
      expect(toHistoryLayout(await getList(user.cookies), id)).toBeNull();
      const composed = await patched(user.cookies, id, { composeLayout: true });
      expect(composed.layout).toEqual({
        sender: {
          name: "Jane Doe",
          email: "jane.doe@example.com",
          phone: "+44 7700 900123",
          location: "London, UK",
          link: "",
        },
        date: new Date().toISOString().slice(0, 10),
        recipient: { name: "", organisation: "Northstar Analytics", address: "" },
        subject: "Re: Senior Backend Engineer",
        locale: "en",
      });
      expect(composed.favorite).toBe(false);

      await patched(user.cookies, id, { layout: LAYOUT });
      const again = await patched(user.cookies, id, { composeLayout: true });
      expect(again.layout).toEqual(LAYOUT);
      expect(again.favorite).toBe(false);
    });

    it("composes with the user's saved sender block when there is one", async () => {
      const user = await signedIn();
      const saved = await senderRoute.PUT(
        apiRequest("/api/sender", { method: "PUT", cookies: user.cookies, body: { sender: LAYOUT.sender } }),
      );
      expect(saved.status).toBe(200);
      const id = await letterOf(user.id);
      expect((await patched(user.cookies, id, { composeLayout: true })).layout?.sender).toEqual(
        LAYOUT.sender,
      );
    });
  });

  /** The layout of one item in a list answer. */
  function toHistoryLayout(list: Items, id: string) {
    return (list.items.find((entry) => entry.id === id) as unknown as { layout: unknown }).layout;
  }
});
