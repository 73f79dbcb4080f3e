import { describe, expect, it } from "vitest";

import {
  DEFAULT_OPTIONS,
  effectiveFormatting,
  sanitiseOptions,
  snapFontSize,
  snapLineHeight,
} from "@/lib/builder/options";
import {
  clearDraft,
  EMPTY_DRAFT,
  inputReady,
  loadDraft,
  parseDraft,
  saveDraft,
} from "@/lib/builder/persistence";
import { LETTER_TEMPLATES, TEMPLATE_IDS } from "@/lib/builder/templates";
import {
  canGenerate,
  limitReached,
  usageBarTone,
  usageCardFor,
  usageFooter,
  usagePercent,
} from "@/lib/builder/usage";
import { DRAFT_STORAGE_KEY, LIMIT_BOX, USAGE_PANEL } from "@/lib/messages/builder";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("option bounds (docs/spec.md, engine §5)", () => {
  it("has the spec's defaults", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      tone: "professional",
      length: "medium",
      templateId: "minimalist",
      formatting: { pageSize: "a4", alignment: "left", fontFamily: "serif", fontSizePt: 11, lineHeight: 1.4 },
    });
  });

  it("snaps font size to 10–13 in steps of 0.5 and line height to 1.2–1.8 in steps of 0.05", () => {
    expect([9, 10, 10.2, 10.3, 12.74, 13, 14, Number.NaN].map(snapFontSize)).toEqual([
      10, 10, 10, 10.5, 12.5, 13, 13, 11,
    ]);
    expect([1, 1.2, 1.22, 1.23, 1.449, 1.8, 2, Number.POSITIVE_INFINITY].map(snapLineHeight)).toEqual([
      1.2, 1.2, 1.2, 1.25, 1.45, 1.8, 1.8, 1.4,
    ]);
    // Every step value is exact (no floating-point noise such as 1.2500000000000002).
    for (let index = 0; index <= 12; index += 1) {
      const value = snapLineHeight(1.2 + index * 0.05);
      expect(String(value).length).toBeLessThanOrEqual(4);
    }
  });

  it("sanitises stored options: unknown values fall back to the defaults", () => {
    expect(
      sanitiseOptions({
        tone: "sarcastic",
        length: "long",
        templateId: "gothic",
        formatting: {
          pageSize: "a5",
          alignment: "justify",
          fontFamily: "sans",
          fontSizePt: 99,
          lineHeight: "x",
        },
      }),
    ).toEqual({
      tone: "professional",
      length: "long",
      templateId: "minimalist",
      formatting: {
        pageSize: "a4",
        alignment: "justify",
        fontFamily: "sans",
        fontSizePt: 13,
        lineHeight: 1.4,
      },
    });
  });

  it("gives free users the default font, size and line height (Premium controls)", () => {
    const custom = {
      pageSize: "letter",
      alignment: "right",
      fontFamily: "sans",
      fontSizePt: 12.5,
      lineHeight: 1.7,
    } as const;
    expect(effectiveFormatting(custom, true)).toEqual(custom);
    expect(effectiveFormatting(custom, false)).toEqual({
      pageSize: "letter",
      alignment: "right",
      fontFamily: "serif",
      fontSizePt: 11,
      lineHeight: 1.4,
    });
  });

  it("has six non-premium templates with margins", () => {
    expect(TEMPLATE_IDS).toEqual([
      "professional",
      "modern",
      "creative",
      "executive",
      "minimalist",
      "compact",
    ]);
    expect(LETTER_TEMPLATES.every((template) => template.isPremium === false)).toBe(true);
    for (const template of LETTER_TEMPLATES) {
      for (const side of Object.values(template.style.margins)) expect(side).toBeGreaterThan(0);
    }
  });
});

describe("draft persistence", () => {
  it("round-trips the typed input through session storage and clears it", () => {
    const store = memoryStorage();
    const draft = {
      ...EMPTY_DRAFT,
      jobDescription: "Job",
      cvContent: "CV",
      additionalNotes: "Notes",
      cvMode: "upload" as const,
      fileName: "cv.pdf",
    };
    saveDraft(draft, store);
    expect(store.map.has(DRAFT_STORAGE_KEY)).toBe(true);
    expect(loadDraft(store)).toEqual(draft);
    clearDraft(store);
    expect(loadDraft(store)).toEqual(EMPTY_DRAFT);
  });

  it("survives broken or hostile stored values", () => {
    expect(parseDraft("{not json")).toEqual(EMPTY_DRAFT);
    expect(parseDraft("42")).toEqual(EMPTY_DRAFT);
    const parsed = parseDraft(
      JSON.stringify({ jobDescription: 5, cvContent: "x".repeat(60_000), cvMode: "fax" }),
    );
    expect(parsed.jobDescription).toBe("");
    expect(parsed.cvContent).toHaveLength(50_000);
    expect(parsed.cvMode).toBe("paste");
  });

  it("keeps working when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadDraft(broken)).toEqual(EMPTY_DRAFT);
    expect(() => saveDraft(EMPTY_DRAFT, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it("is ready only when job description and CV are non-blank after trimming", () => {
    expect(inputReady({ jobDescription: "  ", cvContent: "cv" })).toBe(false);
    expect(inputReady({ jobDescription: "job", cvContent: "\n\t" })).toBe(false);
    expect(inputReady({ jobDescription: " job ", cvContent: " cv " })).toBe(true);
  });
});

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
