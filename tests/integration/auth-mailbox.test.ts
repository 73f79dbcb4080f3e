// The mailbox: JSON API (list, ?to= filter, clear), the HTML page, persistence, and the auth e-mails in it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Mailbox, type MailMessage } from "../../local/mailbox/server.ts";
import { browserClient, latestMail, localStack, uniqueEmail } from "../support/auth-clients.ts";

const stack = localStack();
const temporary = mkdtempSync(path.join(tmpdir(), "mailbox-"));
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox({ port: 0 });
});
afterAll(async () => {
  await mailbox.stop();
  rmSync(temporary, { recursive: true, force: true });
});

async function list(query = ""): Promise<MailMessage[]> {
  return (await (await fetch(`${mailbox.url}/api/messages${query}`)).json()) as MailMessage[];
}

describe("mailbox", () => {
  it("lists delivered messages newest first, with their links, and filters by recipient", async () => {
    mailbox.deliver({
      to: "a@example.com",
      subject: "First",
      html: '<p>Go <a href="http://127.0.0.1:1/x?a=1&amp;b=2">here</a></p>',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    mailbox.deliver({ to: "B@example.com", subject: "Second", html: "<p>Plain http://127.0.0.1:2/y</p>" });

    const all = await list();
    expect(all.map((message) => message.subject)).toEqual(["Second", "First"]);
    expect(all[1]).toMatchObject({
      to: "a@example.com",
      subject: "First",
      links: ["http://127.0.0.1:1/x?a=1&b=2"],
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(all[1]?.text).toContain("Go here (http://127.0.0.1:1/x?a=1&b=2)");
    expect(Date.parse(all[1]?.sentAt ?? "")).not.toBeNaN();
    expect(all[0]?.links).toEqual(["http://127.0.0.1:2/y"]);

    expect((await list("?to=b%40example.com")).map((message) => message.subject)).toEqual(["Second"]);
  });

  it("renders a page with every message, escaped, with clickable links, saying it is a local stand-in", async () => {
    mailbox.deliver({
      to: "page@example.com",
      subject: "<script>alert(1)</script>",
      html: '<a href="http://127.0.0.1:3/z">Confirm</a>',
    });
    const response = await fetch(`${mailbox.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("local stand-in");
    expect(html).toContain("page@example.com");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('<a href="http://127.0.0.1:3/z">');
    expect(html).toMatch(/<time datetime="[^"]+">/);
  });

  it("clears all messages (or one recipient's) with DELETE /api/messages", async () => {
    mailbox.deliver({ to: "keep@example.com", subject: "Keep", html: "<p>keep</p>" });
    mailbox.deliver({ to: "drop@example.com", subject: "Drop", html: "<p>drop</p>" });
    expect(
      await (await fetch(`${mailbox.url}/api/messages?to=drop@example.com`, { method: "DELETE" })).json(),
    ).toEqual({ deleted: 1 });
    expect(await list("?to=keep@example.com")).toHaveLength(1);
    await fetch(`${mailbox.url}/api/messages`, { method: "DELETE" });
    expect(await list()).toEqual([]);
  });

  it("keeps messages in dataFile between starts", async () => {
    const dataFile = path.join(temporary, "mailbox.json");
    const first = await startMailbox({ port: 0, dataFile });
    first.deliver({ to: "persist@example.com", subject: "Persisted", html: "<p>hi</p>" });
    await first.stop();
    const second = await startMailbox({ port: 0, dataFile });
    try {
      expect(second.messages().map((message) => message.subject)).toEqual(["Persisted"]);
    } finally {
      await second.stop();
    }
  });

  it("receives the auth stand-in's e-mails: Confirm your signup, Reset your password", async () => {
    const email = uniqueEmail("mailbox");
    await browserClient(stack).auth.signUp({ email, password: "secret-123" });
    const confirm = await latestMail(stack.mailboxUrl, email, "Confirm your signup");
    expect(confirm.html).toContain("Confirm your mail");
    expect(confirm.links[0]).toMatch(
      new RegExp(`^${stack.supabaseUrl}/auth/v1/verify\\?token=[0-9a-f]+&type=signup&redirect_to=`),
    );

    await browserClient(stack).auth.resetPasswordForEmail(email);
    const reset = await latestMail(stack.mailboxUrl, email, "Reset your password");
    expect(reset.links[0]).toContain("type=recovery");
  });
});
