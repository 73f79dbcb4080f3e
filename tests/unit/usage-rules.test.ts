import { describe, expect, it } from "vitest";
import { hasUnlimitedGenerations } from "@/lib/usage/entitlements";
import { checkRateLimit, RATE_LIMITS, resetRateLimits } from "@/lib/usage/rate-limit";
import { utcMonthLabel } from "@/lib/usage/quota";

const NOW = new Date("2026-06-15T12:00:00Z");
const base = {
  role: null,
  subscriptionTier: "free",
  subscriptionStatus: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
} as const;

describe("who is unlimited (docs/spec.md, engine §1, docs/decisions.md)", () => {
  it("admin and super_admin always; free never", () => {
    expect(hasUnlimitedGenerations({ ...base, role: "admin" }, NOW)).toBe(true);
    expect(hasUnlimitedGenerations({ ...base, role: "super_admin" }, NOW)).toBe(true);
    expect(hasUnlimitedGenerations(base, NOW)).toBe(false);
  });

  it("premium while active, trialing or with no status; not past_due", () => {
    for (const status of ["active", "trialing", null] as const) {
      expect(
        hasUnlimitedGenerations({ ...base, subscriptionTier: "premium", subscriptionStatus: status }, NOW),
      ).toBe(true);
    }
    expect(
      hasUnlimitedGenerations({ ...base, subscriptionTier: "premium", subscriptionStatus: "past_due" }, NOW),
    ).toBe(false);
  });

  it("a cancelled premium subscription until its paid period ends ('canceled' or 'cancelled')", () => {
    const cancelled = { ...base, subscriptionTier: "premium", cancelAtPeriodEnd: true } as const;
    for (const status of ["canceled", "cancelled"] as const) {
      expect(
        hasUnlimitedGenerations(
          { ...cancelled, subscriptionStatus: status, currentPeriodEnd: new Date("2026-07-01Z") },
          NOW,
        ),
      ).toBe(true);
      expect(
        hasUnlimitedGenerations(
          { ...cancelled, subscriptionStatus: status, currentPeriodEnd: new Date("2026-06-01Z") },
          NOW,
        ),
      ).toBe(false);
    }
    expect(
      hasUnlimitedGenerations(
        {
          ...cancelled,
          subscriptionStatus: "canceled",
          cancelAtPeriodEnd: false,
          currentPeriodEnd: new Date("2026-07-01Z"),
        },
        NOW,
      ),
    ).toBe(false);
  });
});

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

describe("month label", () => {
  it("is the UTC calendar month", () => {
    expect(utcMonthLabel(new Date("2026-03-31T23:59:59Z"))).toBe("2026-03");
    expect(utcMonthLabel(new Date("2026-04-01T00:00:00Z"))).toBe("2026-04");
  });
});
