// Body caps derived from the schemas' limits (docs/decisions.md 'Body caps'): the largest legal body fits, whatever
// the script, and a body past the cap is refused.
import "../../../support/unit-env";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyCap } from "@/lib/http/body-cap";
import { INPUT_LIMITS } from "@/lib/messages/ai";
import { generateRequestSchema, historyUpdateSchema } from "@/lib/validation/ai";
import { letterCheckRequestSchema } from "@/lib/validation/grounding";
import { linkedInImportMaxBytes, LINKEDIN_LIMITS } from "@/lib/validation/linkedin";

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).byteLength;
/** `n` characters of a script whose every character is 3 bytes in UTF-8. */
const chinese = (n: number) => "职".repeat(n);
const arabic = (n: number) => "ع".repeat(n);

describe("bodyCap", () => {
  it("fits a job description, CV and notes at their maximum length in Chinese, with every advert detail", () => {
    const body = {
      jobDescription: chinese(INPUT_LIMITS.jobDescriptionMaxChars),
      cvContent: chinese(INPUT_LIMITS.cvMaxChars),
      additionalNotes: chinese(INPUT_LIMITS.notesMaxChars),
      tone: "enthusiastic",
      length: "medium",
      formatting: {
        pageSize: "letter",
        alignment: "justify",
        fontFamily: "serif",
        fontSizePt: 12.5,
        lineHeight: 1.45,
      },
      advert: {
        company: chinese(INPUT_LIMITS.advertFieldMaxChars),
        position: chinese(INPUT_LIMITS.advertFieldMaxChars),
        hiringManager: chinese(INPUT_LIMITS.advertFieldMaxChars),
        language: "other",
      },
      today: "2026-11-23",
      applicationId: "6f1c2d3e-0000-4000-8000-000000000001",
    };
    expect(generateRequestSchema.safeParse(body).success).toBe(true);
    const cap = bodyCap(generateRequestSchema, "json");
    expect(bytes(body)).toBeLessThanOrEqual(cap);
    // …and the cap is that size plus a margin, not a blanket megabyte.
    expect(cap).toBeLessThan(bytes(body) * 1.25);
  });

  it("counts JSON escapes: a letter of quotes and line breaks is twice its length, and fits", () => {
    const letter = '"\n'.repeat(INPUT_LIMITS.letterMaxChars / 2);
    const body = { letter, formatting: undefined };
    expect(historyUpdateSchema.safeParse(body).success).toBe(true);
    expect(bytes(body)).toBeGreaterThan(2 * INPUT_LIMITS.letterMaxChars);
    expect(bytes(body)).toBeLessThanOrEqual(bodyCap(historyUpdateSchema, "json"));
  });

  it("fits the letter check at its limits in Arabic, with every confirmed claim", () => {
    const body = {
      letter: arabic(INPUT_LIMITS.letterMaxChars),
      cvContent: arabic(INPUT_LIMITS.cvMaxChars),
      jobDescription: arabic(INPUT_LIMITS.jobDescriptionMaxChars),
      additionalNotes: arabic(INPUT_LIMITS.notesMaxChars),
      confirmed: Array.from({ length: INPUT_LIMITS.confirmedClaimsMax }, () =>
        arabic(INPUT_LIMITS.claimMaxChars),
      ),
    };
    expect(letterCheckRequestSchema.safeParse(body).success).toBe(true);
    expect(bytes(body)).toBeLessThanOrEqual(bodyCap(letterCheckRequestSchema, "json"));
  });

  it("fits a LinkedIn export with all its text, but far below every line at its own maximum", () => {
    const perLine = LINKEDIN_LIMITS.textMaxChars / (LINKEDIN_LIMITS.pages * LINKEDIN_LIMITS.linesPerPage);
    const body = {
      pages: Array.from({ length: LINKEDIN_LIMITS.pages }, () => ({
        width: 612.0000000001,
        lines: Array.from({ length: LINKEDIN_LIMITS.linesPerPage }, () => ({
          text: chinese(Math.floor(perLine)),
          x: -123.45678901234567,
          size: 10.123456789012345,
        })),
      })),
    };
    expect(bytes(body)).toBeLessThanOrEqual(linkedInImportMaxBytes());
    expect(linkedInImportMaxBytes()).toBeLessThan(4 * 1024 * 1024);
  });

  it("refuses a schema with an unbounded string or list: every route must have a cap", () => {
    expect(() => bodyCap(z.object({ text: z.string() }), "json")).toThrow(/limit on every string and list/);
    expect(() => bodyCap(z.object({ list: z.array(z.number()) }), "json")).toThrow(/limit/);
    expect(bodyCap(z.object({ text: z.string().max(10) }), "json")).toBeGreaterThan(10 * 3);
  });

  it("allows for percent-encoding in a form: 9 bytes for a 3-byte character", () => {
    const schema = z.object({ name: z.string().max(100) });
    const form = new URLSearchParams({ name: chinese(100) }).toString();
    expect(form.length).toBeLessThanOrEqual(bodyCap(schema, "form"));
    expect(bodyCap(schema, "form")).toBeGreaterThan(bodyCap(schema, "json"));
  });
});
