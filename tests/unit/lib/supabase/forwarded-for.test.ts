// Which address the app takes as the visitor's (its throttles, and Auth's per-IP limits through Sb-Forwarded-For):
// only the header the configured proxy sets (docs/decisions.md 'Client IP').
import "../../../support/unit-env";
import { describe, expect, it } from "vitest";
import type { TrustedProxy } from "@/lib/env-schema";
import { forwardedForHeaders, missingProxyWarning, visitorIp } from "@/lib/supabase/forwarded-for";

const headers = (values: Record<string, string>) => new Headers(values);

/** What a client may send by itself, with no proxy in between. */
const SPOOFED = {
  "x-forwarded-for": "198.51.100.7",
  "x-real-ip": "198.51.100.8",
  "cf-connecting-ip": "198.51.100.9",
  "x-vercel-forwarded-for": "198.51.100.10",
};

const VERCEL: TrustedProxy = { kind: "vercel" };
const CLOUDFLARE: TrustedProxy = { kind: "cloudflare" };
const HOP: TrustedProxy = { kind: "hop" };

describe("visitorIp", () => {
  it("with no setting trusts no header: a client-sent X-Forwarded-For or X-Real-IP is ignored", () => {
    expect(visitorIp(headers(SPOOFED), undefined)).toBeNull();
    expect(forwardedForHeaders(headers(SPOOFED), undefined)).toEqual({});
  });

  it("with no setting in the environment, ignores them too", () => {
    delete process.env.TRUSTED_PROXY;
    expect(visitorIp(headers(SPOOFED))).toBeNull();
  });

  it("honours CF-Connecting-IP only with `cloudflare`", () => {
    const request = headers({ "cf-connecting-ip": "203.0.113.5", "x-forwarded-for": "198.51.100.7" });
    expect(visitorIp(request, CLOUDFLARE)).toBe("203.0.113.5");
    for (const other of [undefined, VERCEL, HOP]) expect(visitorIp(request, other)).not.toBe("203.0.113.5");
    expect(visitorIp(headers({ "x-forwarded-for": "203.0.113.5" }), CLOUDFLARE)).toBeNull();
  });

  it("with `vercel` reads X-Vercel-Forwarded-For, else X-Real-IP, and never X-Forwarded-For", () => {
    expect(visitorIp(headers(SPOOFED), VERCEL)).toBe("198.51.100.10");
    expect(visitorIp(headers({ "x-real-ip": "203.0.113.6" }), VERCEL)).toBe("203.0.113.6");
    expect(visitorIp(headers({ "x-forwarded-for": "203.0.113.6" }), VERCEL)).toBeNull();
  });

  it("with `hop` takes the last X-Forwarded-For entry (the one the proxy appended)", () => {
    expect(visitorIp(headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.1" }), HOP)).toBe("198.51.100.1");
    expect(visitorIp(headers({ "x-forwarded-for": "2001:db8::1" }), HOP)).toBe("2001:db8::1");
    expect(visitorIp(headers({ "x-real-ip": "198.51.100.1" }), HOP)).toBeNull();
  });

  it("with `header:<Name>` reads that header alone", () => {
    const proxy: TrustedProxy = { kind: "header", name: "Fly-Client-IP" };
    expect(visitorIp(headers({ "fly-client-ip": "203.0.113.7", ...SPOOFED }), proxy)).toBe("203.0.113.7");
    expect(visitorIp(headers(SPOOFED), proxy)).toBeNull();
  });

  it("ignores what is not an IP address", () => {
    expect(visitorIp(headers({ "cf-connecting-ip": "localhost" }), CLOUDFLARE)).toBeNull();
    expect(visitorIp(headers({ "x-forwarded-for": "198.51.100.1, bogus" }), HOP)).toBeNull();
  });
});

describe("forwardedForHeaders", () => {
  it("names to Auth only the address the setting reads", () => {
    expect(forwardedForHeaders(headers(SPOOFED), CLOUDFLARE)).toEqual({ "Sb-Forwarded-For": "198.51.100.9" });
    expect(forwardedForHeaders(headers({ "x-forwarded-for": "198.51.100.1" }), CLOUDFLARE)).toEqual({});
  });
});

describe("missingProxyWarning", () => {
  it("warns in production only, and only without a setting", () => {
    expect(missingProxyWarning(undefined, "production")).toMatch(/^\[client-ip\] TRUSTED_PROXY is not set/);
    expect(missingProxyWarning(HOP, "production")).toBeNull();
    expect(missingProxyWarning(undefined, "development")).toBeNull();
  });
});
