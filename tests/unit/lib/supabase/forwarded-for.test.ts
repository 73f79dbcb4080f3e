// Which address the app names to Supabase Auth as the visitor's (its per-IP limits then count visitors).
import { describe, expect, it } from "vitest";
import { forwardedForHeaders, visitorIp } from "@/lib/supabase/forwarded-for";

const headers = (values: Record<string, string>) => new Headers(values);

describe("visitorIp", () => {
  it("takes X-Real-IP first, else the last X-Forwarded-For entry (the one our proxy appended)", () => {
    expect(visitorIp(headers({ "x-real-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.1" }))).toBe(
      "203.0.113.9",
    );
    expect(visitorIp(headers({ "x-forwarded-for": "10.9.9.9, 198.51.100.1" }))).toBe("198.51.100.1");
    expect(visitorIp(headers({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("ignores what is not an IP address, and says nothing without a proxy header", () => {
    expect(
      visitorIp(headers({ "x-real-ip": "localhost", "x-forwarded-for": "198.51.100.1, bogus" })),
    ).toBeNull();
    expect(visitorIp(headers({}))).toBeNull();
    expect(forwardedForHeaders(headers({}))).toEqual({});
    expect(forwardedForHeaders(headers({ "x-forwarded-for": "198.51.100.1" }))).toEqual({
      "Sb-Forwarded-For": "198.51.100.1",
    });
  });
});
