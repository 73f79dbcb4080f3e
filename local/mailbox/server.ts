// The mailbox: catches every e-mail the local auth stand-in sends; a page for people, JSON for tests.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { assertNotProduction, LOOPBACK } from "../guard.ts";
import { MessageStore, toMessage, type MailMessage, type OutgoingMail } from "./messages.ts";
import { mailboxPage } from "./page.ts";

export type { MailMessage, OutgoingMail } from "./messages.ts";

export type Mailbox = {
  url: string;
  deliver(message: OutgoingMail): MailMessage;
  messages(to?: string): MailMessage[];
  stop(): Promise<void>;
};

export type MailboxOptions = {
  /** 0 picks a free port. */
  port: number;
  /** Keep messages in this JSON file between runs; omit to keep them in memory. */
  dataFile?: string;
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, page: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    "cache-control": "no-store",
  });
  res.end(page);
}

function handle(store: MessageStore, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://mailbox.local");
  const to = url.searchParams.get("to");
  const route = `${req.method} ${url.pathname.replace(/\/+$/, "") || "/"}`;
  switch (route) {
    case "GET /":
    case "HEAD /":
      return sendHtml(res, 200, mailboxPage(store.list(to), to));
    case "GET /api/messages":
      return sendJson(res, 200, store.list(to));
    case "DELETE /api/messages":
      return sendJson(res, 200, { deleted: store.clear(to) });
    case "POST /clear":
      req.resume();
      store.clear();
      res.writeHead(303, { location: "/" });
      res.end();
      return;
    default: {
      const single = /^GET \/api\/messages\/([0-9a-f-]{36})$/.exec(route);
      const message = single ? store.list().find((candidate) => candidate.id === single[1]) : undefined;
      if (message) return sendJson(res, 200, message);
      return sendJson(res, 404, { error: "not found" });
    }
  }
}

export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  assertNotProduction("The mailbox");
  const store = new MessageStore(options.dataFile);
  const server = createServer((req, res) => {
    try {
      handle(store, req, res);
    } catch (error) {
      console.error("[mailbox] request failed:", error);
      if (!res.headersSent) sendJson(res, 500, { error: "internal error" });
      else res.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: options.port, host: LOOPBACK, exclusive: true }, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  return {
    url: `http://${LOOPBACK}:${port}`,
    deliver(mail) {
      const message = toMessage(mail, new Date());
      store.add(message);
      return message;
    },
    messages: (to) => store.list(to),
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
