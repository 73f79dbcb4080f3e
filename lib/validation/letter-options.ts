/**
 * The builder's letter options and their ranges (docs/spec.md, engine §5), without zod: the builder's first load
 * needs the values, not the schemas (docs/architecture.md §7). `lib/validation/ai.ts` builds its schemas from them.
 */
export const TONE_OPTIONS = ["professional", "enthusiastic", "confident", "friendly"] as const;
export const LENGTH_OPTIONS = ["short", "medium", "long"] as const;
export const PAGE_SIZE_OPTIONS = ["a4", "letter"] as const;
export const ALIGNMENT_OPTIONS = ["left", "justify", "center", "right"] as const;
export const FONT_OPTIONS = ["serif", "sans"] as const;
export const FONT_SIZE = { min: 10, max: 13, step: 0.5, default: 11 } as const;
export const LINE_HEIGHT = { min: 1.2, max: 1.8, step: 0.05, default: 1.4 } as const;

export type Tone = (typeof TONE_OPTIONS)[number];
export type LetterLength = (typeof LENGTH_OPTIONS)[number];

export type Formatting = {
  pageSize: (typeof PAGE_SIZE_OPTIONS)[number];
  alignment: (typeof ALIGNMENT_OPTIONS)[number];
  fontFamily: (typeof FONT_OPTIONS)[number];
  fontSizePt: number;
  lineHeight: number;
};

/** What `formattingSchema` gives for an empty object (a unit test keeps the two equal). */
export const DEFAULT_FORMATTING: Formatting = {
  pageSize: "a4",
  alignment: "left",
  fontFamily: "serif",
  fontSizePt: FONT_SIZE.default,
  lineHeight: LINE_HEIGHT.default,
};
