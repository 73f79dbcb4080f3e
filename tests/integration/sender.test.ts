// GET/PUT /api/sender: the sender block each user's letters start with, remembered per user (table
// sender_profiles): only the signed-in user's own, within the layout's limits, and deleted with the user.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { confirmedUser, uniqueEmail } from "../support/auth-clients.ts";
import { cookieHeader, signInCookies } from "../support/ssr-session.ts";
import { apiRequest, setAppEnvironment } from "../fakes/ai-app.ts";

const stack = inject("localStack");

let route: typeof import("@/app/api/sender/route");
let sql: typeof import("@/lib/db/client").sql;

const SENDER = {
  name: "José Łukasz Nowak",
  email: "jose@example.com",
  phone: "+48 600 700 800",
  location: "Kraków",
  link: "https://www.linkedin.com/in/jose-nowak",
};

async function signedIn() {
  const email = uniqueEmail("sender");
  const { id } = await confirmedUser(email, "password-123", { terms_accepted: true });
  return { id, cookies: cookieHeader(await signInCookies(stack, email, "password-123")) };
}

const get = (cookies?: string) => route.GET(apiRequest("/api/sender", { cookies }));
const put = (cookies: string | undefined, body: unknown) =>
  route.PUT(apiRequest("/api/sender", { method: "PUT", cookies, body }));

beforeAll(async () => {
  setAppEnvironment(stack, null);
  route = await import("@/app/api/sender/route");
  ({ sql } = await import("@/lib/db/client"));
});

describe("/api/sender", () => {
  it("refuses signed-out callers with 401", async () => {
    expect((await get()).status).toBe(401);
    const response = await put(undefined, { sender: SENDER });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  });

  it("has no sender block until one is saved, then answers the saved one, trimmed", async () => {
    const user = await signedIn();
    expect(await (await get(user.cookies)).json()).toEqual({ sender: null });
    const saved = await put(user.cookies, { sender: { ...SENDER, name: `  ${SENDER.name} ` } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ sender: SENDER });
    expect(await (await get(user.cookies)).json()).toEqual({ sender: SENDER });

    // Saving again replaces it (one row per user); a field left out is empty.
    const { phone: _phone, ...withoutPhone } = SENDER;
    expect(await (await put(user.cookies, { sender: withoutPhone })).json()).toEqual({
      sender: { ...SENDER, phone: "" },
    });
    const [{ rows } = { rows: -1 }] = await sql<{ rows: number }[]>`
      select count(*)::int as rows from public.sender_profiles where user_id = ${user.id}`;
    expect(rows).toBe(1);
  });

  it("refuses a sender block beyond its limits with 400 and the field", async () => {
    const user = await signedIn();
    const tooLong = await put(user.cookies, { sender: { ...SENDER, email: "x".repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fieldErrors: Record<string, unknown> }).fieldErrors).toHaveProperty(
      "sender",
    );
    expect((await put(user.cookies, { sender: { ...SENDER, email: "x".repeat(200) } })).status).toBe(200);
    expect((await put(user.cookies, {})).status).toBe(400);
    expect((await put(user.cookies, { sender: { ...SENDER, name: 5 } })).status).toBe(400);
  });

  it("never shows one user's sender block to another", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    await put(owner.cookies, { sender: SENDER });
    expect(await (await get(other.cookies)).json()).toEqual({ sender: null });
    await put(other.cookies, { sender: { ...SENDER, name: "Someone Else" } });
    expect(await (await get(owner.cookies)).json()).toEqual({ sender: SENDER });
  });

  it("is deleted with its user", async () => {
    const user = await signedIn();
    await put(user.cookies, { sender: SENDER });
    const count = async () =>
      (
        await sql<{ rows: number }[]>`
          select count(*)::int as rows from public.sender_profiles where user_id = ${user.id}`
      )[0]!.rows;
    expect(await count()).toBe(1);
    await sql`delete from auth.users where id = ${user.id}`;
    expect(await count()).toBe(0);
  });
});
