import type { CSSProperties } from "react";

import { PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import { PARAGRAPH_EXTRA_LINES, splitParagraphs } from "@/lib/documents/pdf-layout";
import type { Formatting } from "@/lib/validation/ai";

/** The letter drawn like its PDF: the page's proportions, the template's margins, font, size, spacing, alignment. */
export function LetterPaper({
  text,
  formatting,
  template,
  streaming,
}: {
  text: string;
  formatting: Formatting;
  template: LetterTemplate;
  streaming?: boolean;
}) {
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const m = template.style.margins;
  const pct = (mm: number) => `${((mm / page.width) * 100).toFixed(2)}%`;
  const style: CSSProperties = {
    aspectRatio: `${page.width} / ${page.height}`,
    padding: `${pct(m.top)} ${pct(m.right)} ${pct(m.bottom)} ${pct(m.left)}`,
    fontFamily:
      formatting.fontFamily === "serif" ? '"Times New Roman", Times, serif' : "Helvetica, Arial, sans-serif",
    fontSize: `${formatting.fontSizePt}pt`,
    lineHeight: formatting.lineHeight,
    textAlign: formatting.alignment,
    color: template.style.text,
    borderTop: template.style.accent ? `4px solid ${template.style.accent}` : undefined,
  };
  const paragraphs = splitParagraphs(text);
  return (
    <div
      className="mx-auto w-full max-w-[46rem] overflow-hidden rounded-md border bg-white shadow-md"
      data-page-size={formatting.pageSize}
    >
      <div style={style} className="min-h-full break-words">
        {paragraphs.map((paragraph, index) => (
          <p
            key={index}
            className="whitespace-pre-line"
            style={{ marginBottom: index < paragraphs.length - 1 ? `${1 + PARAGRAPH_EXTRA_LINES}lh` : 0 }}
          >
            {paragraph}
            {streaming && index === paragraphs.length - 1 && (
              <span
                aria-hidden="true"
                className="ml-0.5 inline-block h-[1em] w-[2px] animate-pulse bg-current align-text-bottom"
              />
            )}
          </p>
        ))}
      </div>
    </div>
  );
}
