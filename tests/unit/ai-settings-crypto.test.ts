import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, maskSecret, SecretBoxError } from "@/lib/crypto/secret-box";
import {
  parseRetriesSetting,
  parseStringSetting,
  parseTimeoutSetting,
} from "@/lib/settings/ai-settings-values";
import { formattingSchema, generateRequestSchema, suggestionsRequestSchema } from "@/lib/validation/ai";

describe("AES-256-GCM secret box", () => {
  const key = randomBytes(32);

  it("round-trips, with a fresh IV each time", () => {
    const a = encryptSecret("sk-or-v1-abcd", key);
    const b = encryptSecret("sk-or-v1-abcd", key);
    expect(a).not.toBe(b);
    expect(a.startsWith("v1:")).toBe(true);
    expect(a).not.toContain("abcd");
    expect(decryptSecret(a, key)).toBe("sk-or-v1-abcd");
  });

  it("refuses another key, a tampered message and unknown formats", () => {
    const sealed = encryptSecret("secret", key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow(SecretBoxError);
    const bytes = Buffer.from(sealed.slice(3), "base64");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptSecret(`v1:${bytes.toString("base64")}`, key)).toThrow(SecretBoxError);
    expect(() => decryptSecret("v2:abc", key)).toThrow(SecretBoxError);
    expect(() => encryptSecret("x", randomBytes(16))).toThrow(SecretBoxError);
  });

  it("shows only the last four characters", () => {
    expect(maskSecret("sk-or-v1-123456abcd")).toBe("configured · …abcd");
  });
});

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

describe("request validation", () => {
  it("limits the job description to 20,000, the CV to 50,000 and notes to 2,000 characters", () => {
    const ok = { jobDescription: "jd", cvContent: "cv" };
    expect(generateRequestSchema.parse(ok)).toMatchObject({
      tone: "professional",
      length: "medium",
      additionalNotes: "",
    });
    const messages = (input: object) => {
      const result = generateRequestSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...ok, jobDescription: "x".repeat(20_000) })).toEqual([]);
    expect(messages({ ...ok, jobDescription: "x".repeat(20_001) })).toEqual([
      "Job description must be at most 20,000 characters",
    ]);
    expect(messages({ ...ok, cvContent: "x".repeat(50_001) })).toEqual([
      "CV must be at most 50,000 characters",
    ]);
    expect(messages({ ...ok, additionalNotes: "x".repeat(2_001) })).toEqual([
      "Additional notes must be at most 2,000 characters",
    ]);
    expect(messages({ ...ok, jobDescription: "   " })).toEqual(["Job description is required"]);
    expect(messages({ cvContent: "cv" })).toEqual(["Job description is required"]);
  });

  it("checks the options and their steps", () => {
    expect(formattingSchema.parse({})).toEqual({
      pageSize: "a4",
      alignment: "left",
      fontFamily: "serif",
      fontSizePt: 11,
      lineHeight: 1.4,
    });
    expect(formattingSchema.safeParse({ fontSizePt: 11.5, lineHeight: 1.65 }).success).toBe(true);
    expect(formattingSchema.safeParse({ fontSizePt: 11.25 }).success).toBe(false);
    expect(formattingSchema.safeParse({ lineHeight: 1.83 }).success).toBe(false);
    expect(
      generateRequestSchema.safeParse({ jobDescription: "a", cvContent: "b", tone: "angry" }).success,
    ).toBe(false);
  });

  it("asks for both texts for suggestions with the spec's message", () => {
    const result = suggestionsRequestSchema.safeParse({ cvContent: "cv" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Provide both CV content and job description");
  });
});
