import type { Formatting } from "@/lib/validation/ai";

/**
 * The six letter templates (docs/spec.md, engine §3 'Template'): all non-premium. Each is its own business-letter
 * design (docs/architecture.md §14 'Letter layout'): page margins in mm, accent and text colours, where the sender's
 * header sits with its rule or band, and its default font pairing (within FONT_SIZE and LINE_HEIGHT).
 */
export const TEMPLATE_IDS = [
  "professional",
  "modern",
  "creative",
  "executive",
  "minimalist",
  "compact",
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export type TemplateStyle = {
  margins: { top: number; right: number; bottom: number; left: number };
  /** Accent colour (hex) of the design's name, rule or band; null for none. */
  accent: string | null;
  /** Text colour (hex). */
  text: string;
};

/**
 * Where and how the sender's name and contact details sit (lib/letter/blocks.ts draws each):
 * - "right": the sender block right-aligned, one detail a line, the date under it (a classic business letter);
 * - "accent-left": the name large in the accent colour top left, the details on one line beneath;
 * - "band": a full-width band in the accent colour with the name and the details in white;
 * - "centred-caps": the name centred in capitals, the details on one centred line;
 * - "plain": the name and one detail a line, left, in the body's size;
 * - "one-line": the name and every detail on one line.
 */
export type HeaderPlacement = "right" | "accent-left" | "band" | "centred-caps" | "plain" | "one-line";

export type TemplateDesign = {
  header: HeaderPlacement;
  /** The rule under the header (accent colour unless its own); a double rule is two thin lines. */
  rule: { heightMm: number; double: boolean; color: string | null } | null;
  nameSizePt: number;
  contactSizePt: number;
  /** The space between the header (or its rule) and the date, and between the letter's other blocks, in mm. */
  headerGapMm: number;
  blockGapMm: number;
};

/** A template's own font pairing: the heading (name, details) and body families, the body size and line height. */
export type TemplateFonts = {
  heading: Formatting["fontFamily"];
  body: Formatting["fontFamily"];
  sizePt: number;
  lineHeight: number;
};

export type LetterTemplate = {
  id: TemplateId;
  name: string;
  description: string;
  category: string;
  industry: string[];
  isPremium: false;
  features: string[];
  style: TemplateStyle;
  design: TemplateDesign;
  fonts: TemplateFonts;
};

export const LETTER_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: "professional",
    name: "Professional",
    description: "Classic business letter with balanced margins.",
    category: "Business",
    industry: ["finance", "consulting", "technology"],
    isPremium: false,
    features: ["Sender block on the right", "Navy name", "Serif throughout"],
    style: { margins: { top: 25, right: 25, bottom: 25, left: 25 }, accent: "#1e3a8a", text: "#111827" },
    design: { header: "right", rule: null, nameSizePt: 15, contactSizePt: 10, headerGapMm: 8, blockGapMm: 6 },
    fonts: { heading: "serif", body: "serif", sizePt: 11.5, lineHeight: 1.4 },
  },
  {
    id: "modern",
    name: "Modern",
    description: "Clean layout with a bold accent line.",
    category: "Contemporary",
    industry: ["technology", "marketing"],
    isPremium: false,
    features: ["Large indigo name", "Bold accent line", "Sans-serif throughout"],
    style: { margins: { top: 20, right: 22, bottom: 20, left: 22 }, accent: "#4f46e5", text: "#111827" },
    design: {
      header: "accent-left",
      rule: { heightMm: 1.2, double: false, color: null },
      nameSizePt: 24,
      contactSizePt: 9.5,
      headerGapMm: 8,
      blockGapMm: 5,
    },
    fonts: { heading: "sans", body: "sans", sizePt: 10.5, lineHeight: 1.5 },
  },
  {
    id: "creative",
    name: "Creative",
    description: "A touch of colour for creative roles.",
    category: "Creative",
    industry: ["marketing", "sales"],
    isPremium: false,
    features: ["Full-width violet band", "Name in white", "Sans headings, serif text"],
    style: { margins: { top: 16, right: 22, bottom: 22, left: 22 }, accent: "#7c3aed", text: "#1f2937" },
    design: {
      header: "band",
      rule: null,
      nameSizePt: 22,
      contactSizePt: 9.5,
      headerGapMm: 14,
      blockGapMm: 6,
    },
    fonts: { heading: "sans", body: "serif", sizePt: 11, lineHeight: 1.5 },
  },
  {
    id: "executive",
    name: "Executive",
    description: "Generous margins for senior applications.",
    category: "Business",
    industry: ["finance", "consulting", "healthcare"],
    isPremium: false,
    features: ["Centred name in capitals", "Charcoal double rule", "Wide margins"],
    style: { margins: { top: 30, right: 28, bottom: 28, left: 28 }, accent: "#374151", text: "#111827" },
    design: {
      header: "centred-caps",
      rule: { heightMm: 1.2, double: true, color: null },
      nameSizePt: 18,
      contactSizePt: 9.5,
      headerGapMm: 10,
      blockGapMm: 7,
    },
    fonts: { heading: "serif", body: "sans", sizePt: 11, lineHeight: 1.55 },
  },
  {
    id: "minimalist",
    name: "Minimalist",
    description: "Just the words, no decoration.",
    category: "Simple",
    industry: ["technology", "education", "healthcare"],
    isPremium: false,
    features: ["No accent", "Plain sender lines", "Standard margins"],
    style: { margins: { top: 25, right: 25, bottom: 25, left: 25 }, accent: null, text: "#111827" },
    design: { header: "plain", rule: null, nameSizePt: 11, contactSizePt: 11, headerGapMm: 8, blockGapMm: 6 },
    fonts: { heading: "serif", body: "serif", sizePt: 11, lineHeight: 1.4 },
  },
  {
    id: "compact",
    name: "Compact",
    description: "Tighter margins to keep a long letter on one page.",
    category: "Simple",
    industry: ["technology", "sales", "education"],
    isPremium: false,
    features: ["One-line header", "Thin grey rule", "Narrow margins"],
    style: { margins: { top: 15, right: 18, bottom: 15, left: 18 }, accent: null, text: "#111827" },
    design: {
      header: "one-line",
      rule: { heightMm: 0.25, double: false, color: "#9ca3af" },
      nameSizePt: 10,
      contactSizePt: 9,
      headerGapMm: 4,
      blockGapMm: 3.5,
    },
    fonts: { heading: "sans", body: "sans", sizePt: 10, lineHeight: 1.25 },
  },
];

/** docs/spec.md (engine) §9: the PDF uses the minimalist template; it is also the builder's starting choice. */
export const DEFAULT_TEMPLATE_ID: TemplateId = "minimalist";

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function templateById(id: TemplateId): LetterTemplate {
  return LETTER_TEMPLATES.find((template) => template.id === id) ?? (LETTER_TEMPLATES[4] as LetterTemplate);
}

/** Page sizes in mm, portrait (docs/spec.md, engine §9: A4 at 210 mm wide; the letter size also exists). */
export const PAGE_SIZES_MM: Record<Formatting["pageSize"], { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
};
