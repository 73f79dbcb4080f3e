// The route pipeline without a session (auth "none"): same-site, content types, body caps, body kinds, refusals
// and error mapping. The session steps run against the auth stand-in in tests/integration/route-contracts.test.ts.
import "../../../support/unit-env";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { RouteError } from "@/lib/http/route-error";

const schema = z.object({ name: z.string().min(1, { error: "Name is required" }).max(100) });

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/thing", {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
    body,
  });
}

const echo = defineRoute({ auth: "none", body: { json: schema, form: schema } }, ({ body, bodyKind }) =>
  jsonResponse({ name: body.name, bodyKind }),
);

describe("defineRoute", () => {
  it("parses a JSON body or a form post by content type", async () => {
    expect(await (await echo(post('{"name":"Ada"}'))).json()).toEqual({ name: "Ada", bodyKind: "json" });
    const form = post("name=Grace", { "content-type": "application/x-www-form-urlencoded" });
    expect(await (await echo(form)).json()).toEqual({ name: "Grace", bodyKind: "form" });
  });

  it("answers 400 for a body that is not JSON, and the first schema error with field errors", async () => {
    const notJson = await echo(post("{nope"));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The request body must be JSON" });
    const invalid = await echo(post('{"name":""}'));
    expect(await invalid.json()).toEqual({
      error: "Name is required",
      fieldErrors: { name: ["Name is required"] },
    });
  });

  it("refuses a write from another site, unless the route opts out (the Stripe webhook)", async () => {
    const crossSite = { origin: "https://elsewhere.example" };
    const refused = await echo(post('{"name":"Ada"}', crossSite));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Cross-site requests are not allowed." });
    expect((await echo(post('{"name":"Ada"}', { origin: "http://localhost:3000" }))).status).toBe(200);

    const raw = defineRoute({ auth: "none", sameSite: false, body: "raw" }, ({ body }) =>
      jsonResponse({ length: String(body).length }),
    );
    const delivered = await raw(post("exact bytes", crossSite));
    expect(await delivered.json()).toEqual({ length: 11 });
  });

  it("maps a thrown RouteError to its answer and anything else to 500 quoting a logged reference", async () => {
    const refusing = defineRoute({ auth: "none" }, () => {
      throw new RouteError("invalid_body", 409, { error: "Taken" });
    });
    expect((await refusing(post(""))).status).toBe(409);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = defineRoute({ auth: "none" }, () => {
      throw new Error("database password is hunter2");
    });
    const response = await failing(post(""));
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; ref: string };
    expect(body.ref).toMatch(/^[2-9A-HJ-NP-Z]{5}$/);
    expect(body).toEqual({ error: `Something went wrong (ref ${body.ref})`, ref: body.ref });
    expect(JSON.stringify(body)).not.toContain("hunter2");
    const logged = error.mock.calls.flat().join(" ");
    expect(logged).toContain(body.ref);
    expect(logged).toContain("database password is hunter2");
    error.mockRestore();
  });

  it("never answers with a database error's SQL or parameters (a NUL in the user's text)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // The shape postgres.js throws, wrapped by drizzle: the query and the user's CV are in the message.
    const postgres = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      name: "PostgresError",
      code: "22021",
      query: "insert into cover_letters (cv_content) values ($1)",
      parameters: ["My secret CV\u0000"],
    });
    const failing = defineRoute({ auth: "none" }, () => {
      throw new Error("Failed query: insert into cover_letters … params: My secret CV", { cause: postgres });
    });
    const text = await (await failing(post(""))).text();
    expect(text).toMatch(/^\{"error":"Something went wrong \(ref [2-9A-Z]{5}\)","ref":"[2-9A-Z]{5}"\}$/);
    expect(text).not.toContain("secret");
    error.mockRestore();
  });

  it("lets a route answer refusals its own way (a form post redirects)", async () => {
    const route = defineRoute(
      {
        auth: "none",
        body: { form: schema },
        refuse: (_error, request) => Response.redirect(new URL("/pricing?checkout=failed", request.url), 303),
      },
      () => jsonResponse({}),
    );
    const form = post("name=", { "content-type": "application/x-www-form-urlencoded" });
    const response = await route(form);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/pricing?checkout=failed");
  });

  it("passes the dynamic segments and wraps a plain Request", async () => {
    const route = defineRoute({ auth: "none" }, ({ params, request }) =>
      jsonResponse({ id: params.id, path: request.nextUrl.pathname }),
    );
    const response = await route(new Request("http://localhost:3000/api/thing/7"), {
      params: Promise.resolve({ id: "7" }),
    });
    expect(await response.json()).toEqual({ id: "7", path: "/api/thing/7" });
  });

  describe("content types and body caps (docs/decisions.md 'Body caps')", () => {
    const json = defineRoute({ auth: "none", body: { json: schema } }, ({ body }) => jsonResponse(body));

    it("answers 415 to JSON sent as text/plain, the content type a cross-site form may send without asking", async () => {
      const response = await json(post('{"name":"Ada"}', { "content-type": "text/plain;charset=UTF-8" }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        error: "The request body must be sent as JSON (Content-Type: application/json)",
      });
      expect((await json(post('{"name":"Ada"}', { "content-type": "" }))).status).toBe(415);
      expect(
        (await json(post("name=Ada", { "content-type": "application/x-www-form-urlencoded" }))).status,
      ).toBe(415);
      expect(
        (await json(post('{"name":"Ada"}', { "content-type": "application/json; charset=utf-8" }))).status,
      ).toBe(200);
    });

    it("answers 415 to a form route sent anything but a form", async () => {
      const form = defineRoute({ auth: "none", body: { form: schema } }, ({ body }) => jsonResponse(body));
      const response = await form(post('{"name":"Ada"}'));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "The request body must be sent as a form" });
      const multipart = new FormData();
      multipart.set("name", "Ada");
      const request = new NextRequest("http://localhost:3000/api/thing", { method: "POST", body: multipart });
      expect(await (await form(request)).json()).toEqual({ name: "Ada" });
    });

    it("answers 413 at once when Content-Length is over the cap, before reading anything", async () => {
      const read = vi.fn();
      const route = defineRoute({ auth: "none", body: { json: schema } }, read);
      const response = await route(post('{"name":"Ada"}', { "content-length": String(10 * 1024 * 1024) }));
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: "The request is too large. Shorten the text and try again.",
      });
      expect(read).not.toHaveBeenCalled();
    });

    it("cuts a chunked body without Content-Length off at the cap, without reading the rest", async () => {
      let pulled = 0;
      const chunk = new TextEncoder().encode(`{"name":"${"a".repeat(1024)}`);
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(chunk);
        },
      });
      const request = new NextRequest(
        new Request("http://localhost:3000/api/thing", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: endless,
          duplex: "half",
        } as RequestInit),
      );
      expect(request.headers.get("content-length")).toBeNull();
      const response = await json(request);
      expect(response.status).toBe(413);
      // The schema allows a 100-character name: the cap is a few kilobytes, so a handful of chunks were read.
      expect(pulled).toBeLessThan(16);
    });

    it("answers 400 with the field's message for a NUL or another control character in free text", async () => {
      const { plainText } = await import("@/lib/validation/plain-text");
      const route = defineRoute(
        { auth: "none", body: { json: z.object({ note: plainText("Note").max(100) }) } },
        ({ body }) => jsonResponse(body),
      );
      for (const bad of ["a\u0000b", "\u0007", "x\u007f", "\ud800 lone"]) {
        const response = await route(post(JSON.stringify({ note: bad })));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: "Note contains control characters that cannot be saved. Remove them and try again.",
          fieldErrors: {
            note: ["Note contains control characters that cannot be saved. Remove them and try again."],
          },
        });
      }
      const fine = "Tabs\tand\r\nline breaks, 中文, العربية, emoji 😀";
      expect(await (await route(post(JSON.stringify({ note: fine })))).json()).toEqual({ note: fine });
    });
  });
});
