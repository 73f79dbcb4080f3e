// The route pipeline without a session (auth "none"): same-site, body kinds, refusals and error mapping. The
// session steps run against the auth stand-in in tests/integration/route-contracts.test.ts.
import "../../../support/unit-env";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineRoute } from "@/lib/http/define-route";
import { jsonResponse } from "@/lib/http/responses";
import { RouteError } from "@/lib/http/route-error";

const schema = z.object({ name: z.string().min(1, { error: "Name is required" }) });

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

  it("maps a thrown RouteError to its answer and anything else to 500 without the details", async () => {
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
    expect(await response.json()).toEqual({ error: "Something went wrong. Please try again." });
    expect(error).toHaveBeenCalled();
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
});
