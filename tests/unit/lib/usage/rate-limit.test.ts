import { describe, expect, it } from "vitest";
import { checkRateLimit, RATE_LIMITS, resetRateLimits } from "@/lib/usage/rate-limit";

describe("per-user rate limit", () => {
  it("allows the group's requests per minute, then refuses with a retry-after, per user", () => {
    resetRateLimits();
    const start = 1_000_000;
    for (let i = 0; i < RATE_LIMITS.generate; i++)
      expect(checkRateLimit("u1", "generate", start + i).allowed).toBe(true);
    const refused = checkRateLimit("u1", "generate", start + 1000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 59 });
    expect(checkRateLimit("u2", "generate", start + 1000).allowed).toBe(true);
    expect(checkRateLimit("u1", "history", start + 1000).allowed).toBe(true);
    expect(checkRateLimit("u1", "generate", start + 60_001).allowed).toBe(true);
  });
});
