import { describe, expect, it } from "vitest";

import {
  DEFAULT_OPTIONS,
  effectiveFormatting,
  sanitiseOptions,
  snapFontSize,
  snapLineHeight,
  withTemplate,
} from "@/lib/builder/options";
import { LETTER_TEMPLATES, TEMPLATE_IDS, templateById } from "@/lib/builder/templates";

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

  it("gives free users the template's own font, size and line height (Premium controls)", () => {
    const custom = {
      pageSize: "letter",
      alignment: "right",
      fontFamily: "sans",
      fontSizePt: 12.5,
      lineHeight: 1.7,
    } as const;
    expect(effectiveFormatting(custom, true, "modern")).toEqual(custom);
    expect(effectiveFormatting(custom, false, "minimalist")).toEqual({
      pageSize: "letter",
      alignment: "right",
      fontFamily: "serif",
      fontSizePt: 11,
      lineHeight: 1.4,
    });
    const { fonts } = templateById("compact");
    expect(effectiveFormatting(custom, false, "compact")).toEqual({
      ...custom,
      fontFamily: fonts.body,
      fontSizePt: fonts.sizePt,
      lineHeight: fonts.lineHeight,
    });
  });

  it("choosing a template sets its id and its own body font, size and line height", () => {
    const options = {
      ...DEFAULT_OPTIONS,
      formatting: { ...DEFAULT_OPTIONS.formatting, pageSize: "letter" as const },
    };
    for (const template of LETTER_TEMPLATES) {
      expect(withTemplate(options, template.id)).toEqual({
        ...options,
        templateId: template.id,
        formatting: {
          ...options.formatting,
          fontFamily: template.fonts.body,
          fontSizePt: template.fonts.sizePt,
          lineHeight: template.fonts.lineHeight,
        },
      });
    }
  });

  it("gives every template its own font pairing within the Premium controls' ranges", () => {
    const pairings = LETTER_TEMPLATES.map((template) => JSON.stringify(template.fonts));
    expect(new Set(pairings).size).toBe(LETTER_TEMPLATES.length);
    for (const { fonts } of LETTER_TEMPLATES) {
      expect(snapFontSize(fonts.sizePt)).toBe(fonts.sizePt);
      expect(snapLineHeight(fonts.lineHeight)).toBe(fonts.lineHeight);
    }
    // The starting template's fonts are the default formatting, so a new letter looks the same either way.
    const start = templateById(DEFAULT_OPTIONS.templateId).fonts;
    expect([start.body, start.sizePt, start.lineHeight]).toEqual([
      DEFAULT_OPTIONS.formatting.fontFamily,
      DEFAULT_OPTIONS.formatting.fontSizePt,
      DEFAULT_OPTIONS.formatting.lineHeight,
    ]);
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
