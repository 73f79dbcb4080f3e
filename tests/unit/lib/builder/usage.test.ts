import { describe, expect, it } from "vitest";

import {
  canGenerate,
  limitReached,
  usageBarTone,
  usageCardFor,
  usageFooter,
  usagePercent,
} from "@/lib/builder/usage";
import { LIMIT_BOX, USAGE_PANEL } from "@/lib/messages/builder";

describe("usage panel rules (docs/spec.md, product §2, §9)", () => {
  const usage = (used: number) => ({
    used,
    limit: 2,
    remaining: Math.max(0, 2 - used),
    unlimited: false,
    month: "2026-01",
  });

  it("picks the card by role", () => {
    expect(usageCardFor("super_admin", null)).toBe("super_admin");
    expect(usageCardFor("admin", null)).toBe("admin");
    expect(usageCardFor("premium", null)).toBe("premium");
    expect(usageCardFor("free", usage(0))).toBe("monthly");
  });

  it("colours the bar blue, yellow from 80 %, red at 100 %", () => {
    expect(usageBarTone(usagePercent(usage(0)))).toBe("blue");
    expect(usageBarTone(usagePercent(usage(1)))).toBe("blue");
    expect(usageBarTone(79)).toBe("blue");
    expect(usageBarTone(80)).toBe("yellow");
    expect(usageBarTone(99)).toBe("yellow");
    expect(usageBarTone(usagePercent(usage(2)))).toBe("red");
  });

  it("chooses the footer text and says when generation is allowed", () => {
    expect(usageFooter(0)).toBe("limit");
    expect(usageFooter(1)).toBe("few");
    expect(usageFooter(2)).toBe("few");
    expect(usageFooter(3)).toBe("resets");
    expect(canGenerate(null)).toBe(false);
    expect(canGenerate(usage(1))).toBe(true);
    expect(canGenerate(usage(2))).toBe(false);
    expect(limitReached(usage(2))).toBe(true);
    expect(canGenerate({ used: 50, limit: null, remaining: null, unlimited: true, month: "2026-01" })).toBe(
      true,
    );
  });

  it("uses the spec's texts", () => {
    expect(USAGE_PANEL.used(1, 2)).toBe("1 of 2 used");
    expect(USAGE_PANEL.remaining(1)).toBe("1 remaining");
    expect(USAGE_PANEL.fewLeft(1)).toBe("Only 1 generation left");
    expect(USAGE_PANEL.fewLeft(2)).toBe("Only 2 generations left");
    expect(LIMIT_BOX.text).toBe(
      "You've used all 2 free cover letters this month. Get unlimited access with Premium!",
    );
  });
});
