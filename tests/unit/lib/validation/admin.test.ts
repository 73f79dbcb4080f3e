import { describe, expect, it } from "vitest";
import {
  aiSettingsSchema,
  activityFiltersSchema,
  connectionTestSchema,
  costRangeSchema,
  usageFiltersSchema,
} from "@/lib/validation/admin";

const valid = { apiKey: "", clearApiKey: false, timeoutMs: 120000, maxRetries: 3 };
const TIMEOUT = "Timeout must be a whole number from 30000 to 300000 ms";
const RETRIES = "Max retries must be a whole number from 0 to 10";
const firstMessage = (input: object) =>
  aiSettingsSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe("AI settings (docs/spec.md, engine §2, §5: timeout 30000–300000 ms, retries 0–10)", () => {
  it("accepts the defaults and both ends of each range", () => {
    expect(aiSettingsSchema.parse(valid)).toEqual(valid);
    for (const timeoutMs of [30000, 300000]) expect(firstMessage({ timeoutMs })).toBeUndefined();
    for (const maxRetries of [0, 10]) expect(firstMessage({ maxRetries })).toBeUndefined();
  });

  it("rejects values outside the ranges, fractions and non-numbers", () => {
    for (const timeoutMs of [29999, 300001, 60000.5, Number.NaN, "120000", null]) {
      expect(firstMessage({ timeoutMs }), String(timeoutMs)).toBe(TIMEOUT);
    }
    for (const maxRetries of [-1, 11, 2.5, Number.NaN, "3"]) {
      expect(firstMessage({ maxRetries }), String(maxRetries)).toBe(RETRIES);
    }
  });

  it("trims the key and refuses spaces inside it or more than 500 characters", () => {
    expect(aiSettingsSchema.parse({ ...valid, apiKey: "  sk-or-v1-abc  " }).apiKey).toBe("sk-or-v1-abc");
    expect(firstMessage({ apiKey: "sk or" })).toBe("API key must not contain spaces");
    expect(firstMessage({ apiKey: "k".repeat(501) })).toBe("API key must be at most 500 characters");
    expect(firstMessage({ apiKey: "k".repeat(500) })).toBeUndefined();
  });

  it("the connection test takes an optional typed key", () => {
    expect(connectionTestSchema.parse({})).toEqual({ apiKey: "" });
    expect(connectionTestSchema.parse({ apiKey: " sk-1 " })).toEqual({ apiKey: "sk-1" });
  });
});

describe("list query strings fall back to defaults instead of failing", () => {
  it("usage filters", () => {
    expect(usageFiltersSchema.parse({})).toEqual({
      page: 1,
      status: undefined,
      type: undefined,
      model: undefined,
      email: undefined,
    });
    expect(
      usageFiltersSchema.parse({
        page: "3",
        status: "error",
        type: " cv_extraction ",
        model: "m",
        email: " Ann ",
      }),
    ).toEqual({ page: 3, status: "error", type: "cv_extraction", model: "m", email: "Ann" });
    expect(usageFiltersSchema.parse({ page: ["2", "9"], status: ["pending"] })).toMatchObject({
      page: 2,
      status: "pending",
    });
    expect(
      usageFiltersSchema.parse({ page: "-1", status: "weird", email: "   ", model: "x".repeat(201) }),
    ).toEqual({
      page: 1,
      status: undefined,
      type: undefined,
      model: undefined,
      email: undefined,
    });
    expect(usageFiltersSchema.parse({ page: "1.5" }).page).toBe(1);
  });

  it("activity page and cost range (30 days by default, docs/spec.md, engine §9; or 90)", () => {
    expect(activityFiltersSchema.parse({ page: "4" })).toEqual({ page: 4 });
    expect(activityFiltersSchema.parse({ page: "abc" })).toEqual({ page: 1 });
    expect(costRangeSchema.parse({})).toEqual({ days: 30 });
    expect(costRangeSchema.parse({ days: "90" })).toEqual({ days: 90 });
    expect(costRangeSchema.parse({ days: "45" })).toEqual({ days: 30 });
  });
});
