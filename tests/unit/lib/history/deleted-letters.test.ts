import { describe, expect, it } from "vitest";

import { DELETED_LETTERS_KEPT_DAYS, purgeCutoff } from "@/lib/history/deleted-letters";

describe("the purge window of deleted letters", () => {
  it("keeps deleted letters for 30 days", () => {
    expect(DELETED_LETTERS_KEPT_DAYS).toBe(30);
  });

  it("puts the cutoff exactly 30 days of 24 hours before now, across month ends and a leap February (in UTC)", () => {
    expect(purgeCutoff(new Date("2026-03-31T12:00:00Z")).toISOString()).toBe("2026-03-01T12:00:00.000Z");
    expect(purgeCutoff(new Date("2026-03-01T00:00:00Z")).toISOString()).toBe("2026-01-30T00:00:00.000Z");
    expect(purgeCutoff(new Date("2028-03-01T00:00:00Z")).toISOString()).toBe("2028-01-31T00:00:00.000Z");
  });

  it("restores a letter deleted 29 days ago but not one deleted 31 days ago", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    expect(daysAgo(29).getTime()).toBeGreaterThan(purgeCutoff(now).getTime());
    expect(daysAgo(31).getTime()).toBeLessThan(purgeCutoff(now).getTime());
    expect(daysAgo(30).getTime()).toBe(purgeCutoff(now).getTime());
  });
});
