// requestsLeft: work that can wait for a gateway's reply starts once the call's request has been written out, not
// after a fixed turn of the event loop (docs/architecture.md §7).
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestsLeft } from "@/lib/ai/request-left";

describe("requestsLeft", () => {
  let server: Server;
  let baseURL: string;
  let received = 0;

  beforeAll(async () => {
    // Answers a second after each request has arrived whole.
    server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        received = performance.now();
        setTimeout(() => response.end("{}"), 1_000);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("resolves once a request to the gateway has been written out, long before its answer", async () => {
    let sentAt = Number.NaN;
    const onSent = () => {
      sentAt = performance.now();
    };
    subscribe("undici:request:bodySent", onSent);
    try {
      const left = requestsLeft(baseURL).then(() => performance.now());
      const call = fetch(`${baseURL}/chat/completions`, { method: "POST", body: "x".repeat(50_000) });
      const leftAt = await left;
      expect(leftAt).toBeGreaterThanOrEqual(sentAt); // not before the body was written
      await call;
      expect(performance.now() - leftAt).toBeGreaterThan(900); // and the answer came a second later
      expect(received).toBeGreaterThan(0);
    } finally {
      unsubscribe("undici:request:bodySent", onSent);
    }
  });

  it("does not count a request to another origin", async () => {
    const other = createServer((request, response) => request.resume().on("end", () => response.end("{}")));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      const started = performance.now();
      const left = requestsLeft(baseURL).then(() => performance.now());
      await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      // No request to the gateway went out: only the fallback wait ends it.
      expect((await left) - started).toBeGreaterThanOrEqual(24);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
