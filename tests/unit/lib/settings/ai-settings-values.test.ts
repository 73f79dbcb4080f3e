import { describe, expect, it } from "vitest";
import {
  parseRetriesSetting,
  parseStringSetting,
  parseTimeoutSetting,
} from "@/lib/settings/ai-settings-values";

describe("AI settings values (docs/spec.md, engine §2, §5)", () => {
  it("reads the time-out with default 120000 and bounds 30000–300000", () => {
    expect(parseTimeoutSetting(undefined)).toBe(120000);
    expect(parseTimeoutSetting("junk")).toBe(120000);
    expect(parseTimeoutSetting("60000")).toBe(60000);
    expect(parseTimeoutSetting('"45000"')).toBe(45000);
    expect(parseTimeoutSetting("1000")).toBe(30000);
    expect(parseTimeoutSetting("999999")).toBe(300000);
  });

  it("reads retries with default 3 and bounds 0–10", () => {
    expect(parseRetriesSetting(null)).toBe(3);
    expect(parseRetriesSetting("0")).toBe(0);
    expect(parseRetriesSetting("-2")).toBe(0);
    expect(parseRetriesSetting("25")).toBe(10);
  });

  it("reads the stored key as a JSON string", () => {
    expect(parseStringSetting('"v1:abc"')).toBe("v1:abc");
    expect(parseStringSetting("v1:abc")).toBeNull();
    expect(parseStringSetting('""')).toBeNull();
  });
});
