import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerPageUrl } from "@/lib/auth/provider-page";

// A tiny auth server answering /authorize the three ways real servers do.
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    const mode = url.searchParams.get("mode");
    if (mode === "json" && url.searchParams.get("skip_http_redirect") === "true") {
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ url: "https://provider.test/json" }));
    } else if (mode === "redirect") {
      response.writeHead(302, { location: "https://provider.test/redirected" }).end();
    } else if (mode === "error") {
      response
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ msg: " Unsupported provider " }));
    } else {
      response.writeHead(500, { "content-type": "text/html" }).end("<html>oops</html>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/authorize?provider=github`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("providerPageUrl", () => {
  it("takes the URL a server answering skip_http_redirect returns as JSON", async () => {
    expect(await providerPageUrl(`${base}&mode=json`)).toEqual({ url: "https://provider.test/json" });
  });

  it("takes the Location of a server that redirects anyway (hosted GoTrue's /authorize)", async () => {
    expect(await providerPageUrl(`${base}&mode=redirect`)).toEqual({
      url: "https://provider.test/redirected",
    });
  });

  it("returns the auth server's message, or an empty failure when it gave none", async () => {
    expect(await providerPageUrl(`${base}&mode=error`)).toEqual({ failure: "Unsupported provider" });
    expect(await providerPageUrl(`${base}&mode=html`)).toEqual({ failure: "" });
    expect(await providerPageUrl("http://127.0.0.1:1/auth/v1/authorize")).toEqual({ failure: "" });
  });
});
