import { describe, expect, it } from "vitest";
import { formattingSchema, generateRequestSchema, suggestionsRequestSchema } from "@/lib/validation/ai";

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
