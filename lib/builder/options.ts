import {
  ALIGNMENT_OPTIONS,
  FONT_OPTIONS,
  DEFAULT_FORMATTING,
  FONT_SIZE,
  LENGTH_OPTIONS,
  LINE_HEIGHT,
  PAGE_SIZE_OPTIONS,
  TONE_OPTIONS,
  type Formatting,
  type LetterLength,
  type Tone,
} from "@/lib/validation/letter-options";
import { DEFAULT_TEMPLATE_ID, isTemplateId, templateById, type TemplateId } from "@/lib/builder/templates";

/** The builder's letter options (docs/spec.md, engine §5) and the rules that keep them in range. */
export type LetterOptions = {
  tone: Tone;
  length: LetterLength;
  formatting: Formatting;
  templateId: TemplateId;
};

export { DEFAULT_FORMATTING };

export const DEFAULT_OPTIONS: LetterOptions = {
  tone: "professional",
  length: "medium",
  formatting: DEFAULT_FORMATTING,
  templateId: DEFAULT_TEMPLATE_ID,
};

/** Rounds to the nearest min + k·step inside [min, max]; non-numbers give the default. */
export function snapToStep(
  value: number,
  range: { min: number; max: number; step: number; default: number },
): number {
  if (!Number.isFinite(value)) return range.default;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const steps = Math.round((clamped - range.min) / range.step);
  // Two decimals is exact for both ranges (0.5 and 0.05 steps) and removes floating-point noise.
  return Math.round((range.min + steps * range.step) * 100) / 100;
}

export const snapFontSize = (value: number) => snapToStep(value, FONT_SIZE);
export const snapLineHeight = (value: number) => snapToStep(value, LINE_HEIGHT);

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Any stored or untrusted value made into valid options (unknown fields dropped, numbers snapped). */
export function sanitiseOptions(raw: unknown): LetterOptions {
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const f = (source.formatting && typeof source.formatting === "object" ? source.formatting : {}) as Record<
    string,
    unknown
  >;
  return {
    tone: pick(source.tone, TONE_OPTIONS, DEFAULT_OPTIONS.tone),
    length: pick(source.length, LENGTH_OPTIONS, DEFAULT_OPTIONS.length),
    templateId: isTemplateId(source.templateId) ? source.templateId : DEFAULT_TEMPLATE_ID,
    formatting: {
      pageSize: pick(f.pageSize, PAGE_SIZE_OPTIONS, DEFAULT_FORMATTING.pageSize),
      alignment: pick(f.alignment, ALIGNMENT_OPTIONS, DEFAULT_FORMATTING.alignment),
      fontFamily: pick(f.fontFamily, FONT_OPTIONS, DEFAULT_FORMATTING.fontFamily),
      fontSizePt:
        typeof f.fontSizePt === "number" ? snapFontSize(f.fontSizePt) : DEFAULT_FORMATTING.fontSizePt,
      lineHeight:
        typeof f.lineHeight === "number" ? snapLineHeight(f.lineHeight) : DEFAULT_FORMATTING.lineHeight,
    },
  };
}

/** A template's own body font, size and line height (lib/builder/templates.ts). */
function templateFormatting(formatting: Formatting, templateId: TemplateId): Formatting {
  const { fonts } = templateById(templateId);
  return { ...formatting, fontFamily: fonts.body, fontSizePt: fonts.sizePt, lineHeight: fonts.lineHeight };
}

/**
 * docs/decisions.md 'Free vs Premium in the builder': font, font size and line height are Premium. A free user's
 * letter uses the template's own font, size and line height for those three, whatever was stored.
 */
export function effectiveFormatting(
  formatting: Formatting,
  premium: boolean,
  templateId: TemplateId,
): Formatting {
  return premium ? formatting : templateFormatting(formatting, templateId);
}

/** Choosing a template: its id, and its default body font, size and line height (a Premium user may change them). */
export function withTemplate(options: LetterOptions, templateId: TemplateId): LetterOptions {
  return { ...options, templateId, formatting: templateFormatting(options.formatting, templateId) };
}
