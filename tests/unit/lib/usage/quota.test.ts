import { describe, expect, it } from "vitest";
import { utcMonthLabel } from "@/lib/usage/quota";

describe("month label", () => {
  it("is the UTC calendar month", () => {
    expect(utcMonthLabel(new Date("2026-03-31T23:59:59Z"))).toBe("2026-03");
    expect(utcMonthLabel(new Date("2026-04-01T00:00:00Z"))).toBe("2026-04");
  });
});
