import type { Formatting } from "@/lib/validation/ai";

/**
 * The six letter templates (docs/spec.md, engine §3 'Template'): all non-premium. The style gives the page margins in mm
 * (used by the PDF and DOCX export), the accent colour and how the letter is framed in the preview.
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
  /** Accent colour (hex) for the preview's rule and the PDF's top rule; null for none. */
  accent: string | null;
  /** Text colour (hex). */
  text: string;
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
};

export const LETTER_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: "professional",
    name: "Professional",
    description: "Classic business letter with balanced margins.",
    category: "Business",
    industry: ["finance", "consulting", "technology"],
    isPremium: false,
    features: ["Balanced margins", "Navy accent rule"],
    style: { margins: { top: 25, right: 25, bottom: 25, left: 25 }, accent: "#1e3a8a", text: "#111827" },
  },
  {
    id: "modern",
    name: "Modern",
    description: "Clean layout with a bold accent line.",
    category: "Contemporary",
    industry: ["technology", "marketing"],
    isPremium: false,
    features: ["Narrower margins", "Indigo accent rule"],
    style: { margins: { top: 20, right: 22, bottom: 20, left: 22 }, accent: "#4f46e5", text: "#111827" },
  },
  {
    id: "creative",
    name: "Creative",
    description: "A touch of colour for creative roles.",
    category: "Creative",
    industry: ["marketing", "sales"],
    isPremium: false,
    features: ["Violet accent rule", "Relaxed margins"],
    style: { margins: { top: 22, right: 22, bottom: 22, left: 22 }, accent: "#7c3aed", text: "#1f2937" },
  },
  {
    id: "executive",
    name: "Executive",
    description: "Generous margins for senior applications.",
    category: "Business",
    industry: ["finance", "consulting", "healthcare"],
    isPremium: false,
    features: ["Wide margins", "Charcoal accent rule"],
    style: { margins: { top: 30, right: 28, bottom: 28, left: 28 }, accent: "#374151", text: "#111827" },
  },
  {
    id: "minimalist",
    name: "Minimalist",
    description: "Just the words, no decoration.",
    category: "Simple",
    industry: ["technology", "education", "healthcare"],
    isPremium: false,
    features: ["No accent", "Standard margins"],
    style: { margins: { top: 25, right: 25, bottom: 25, left: 25 }, accent: null, text: "#111827" },
  },
  {
    id: "compact",
    name: "Compact",
    description: "Tighter margins to keep a long letter on one page.",
    category: "Simple",
    industry: ["technology", "sales", "education"],
    isPremium: false,
    features: ["Narrow margins", "Fits more on a page"],
    style: { margins: { top: 15, right: 18, bottom: 15, left: 18 }, accent: null, text: "#111827" },
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
