"use client";

import { lazy, Suspense, type CSSProperties } from "react";

import { ClaimMark } from "@/components/builder/claim-mark";
import { markParagraphs } from "@/lib/builder/letter-marks";
import { PAGE_SIZES_MM, type LetterTemplate } from "@/lib/builder/templates";
import { cssFontFamily, fontFaceCss } from "@/lib/documents/fonts";
import { PARAGRAPH_EXTRA_LINES } from "@/lib/documents/pdf-layout";
import type { Claim } from "@/lib/grounding/check-letter";
import type { Formatting } from "@/lib/validation/ai";

const LETTER_FONT_FACES = fontFaceCss();

// The popover behind a flag loads with the first flagged letter; until then the flag shows without it.
const ClaimFlag = lazy(() =>
  import("@/components/builder/claim-flag").then((mod) => ({ default: mod.ClaimFlag })),
);

/** The claims to flag in the letter, and what "It's true" does. */
export type LetterFlags = {
  claims: Claim[];
  /** The claim whose "It's true" is on its way. */
  confirming: string | null;
  onConfirm(claim: Claim): void;
};

/**
 * The letter drawn like its PDF: the page's proportions, the template's margins, font, size, spacing, alignment;
 * with its unsupported claims flagged once it is written (never while it streams).
 */
export function LetterPaper({
  text,
  formatting,
  template,
  streaming,
  flags,
}: {
  text: string;
  formatting: Formatting;
  template: LetterTemplate;
  streaming?: boolean;
  flags?: LetterFlags;
}) {
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const m = template.style.margins;
  const pct = (mm: number) => `${((mm / page.width) * 100).toFixed(2)}%`;
  const style: CSSProperties = {
    aspectRatio: `${page.width} / ${page.height}`,
    padding: `${pct(m.top)} ${pct(m.right)} ${pct(m.bottom)} ${pct(m.left)}`,
    // The PDF's own font files (docs/decisions.md 'Letter fonts'), fetched when step 2 first draws the letter.
    fontFamily: cssFontFamily(formatting.fontFamily),
    fontSize: `${formatting.fontSizePt}pt`,
    lineHeight: formatting.lineHeight,
    textAlign: formatting.alignment,
    color: template.style.text,
    borderTop: template.style.accent ? `4px solid ${template.style.accent}` : undefined,
  };
  const paragraphs = markParagraphs(text, streaming || !flags ? [] : flags.claims);
  return (
    <div
      className="mx-auto w-full max-w-[46rem] overflow-hidden rounded-md border bg-white shadow-md"
      data-page-size={formatting.pageSize}
    >
      <style href="letter-fonts" precedence="default">
        {LETTER_FONT_FACES}
      </style>
      <div style={style} className="min-h-full break-words">
        {paragraphs.map((paragraph, index) => (
          <p
            key={index}
            className="whitespace-pre-line"
            style={{ marginBottom: index < paragraphs.length - 1 ? `${1 + PARAGRAPH_EXTRA_LINES}lh` : 0 }}
          >
            {paragraph.map((piece) =>
              piece.mark && flags ? (
                <Suspense key={piece.mark.start} fallback={<ClaimMark>{piece.text}</ClaimMark>}>
                  <ClaimFlag
                    claim={piece.mark}
                    text={piece.text}
                    confirming={flags.confirming === piece.mark.text}
                    onConfirm={flags.onConfirm}
                  />
                </Suspense>
              ) : (
                piece.text
              ),
            )}
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
