"use client";

import { lazy, Suspense, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Pilcrow } from "lucide";
import { Icon } from "@/components/ui/icon";

import { ClaimMark } from "@/components/builder/claim-mark";
import { markParagraphs } from "@/lib/builder/letter-marks";
import { cssFontFamily, fontFaceCss } from "@/lib/documents/fonts";
import { lineHeightMm, PT_TO_MM } from "@/lib/documents/pdf-layout";
import { flaggedClaims } from "@/lib/builder/claim-check";
import type { Claim, LetterCheck } from "@/lib/grounding/check-letter";
import { letterBlocks, type LetterBlock, type LetterPage, type TextBlock } from "@/lib/letter/blocks";
import type { LetterDocument } from "@/lib/letter/layout";
import { LETTER_FIT, PARAGRAPH_ACTIONS } from "@/lib/messages/builder/letter";
import { cn } from "@/lib/utils";

const LETTER_FONT_FACES = fontFaceCss();
/** How far past page 1's bottom margin the text may reach before it counts as a second page (rounding). */
const FIT_TOLERANCE_MM = 0.5;

// The popover behind a flag loads with the first flagged letter; until then the flag shows without it.
const ClaimFlag = lazy(() =>
  import("@/components/builder/claim-flag").then((mod) => ({ default: mod.ClaimFlag })),
);

/** The letter's claim check, whose unsupported claims are flagged, and what "It's true" does. */
export type LetterFlags = {
  check: LetterCheck | null;
  /** The claim whose "It's true" is on its way. */
  confirming: string | null;
  onConfirm(claim: Claim): void;
};

/**
 * Which body paragraphs may be chosen for a paragraph action (indices as lib/letter/paragraphs.ts counts them, which
 * is the order the preview draws them in) and which one is.
 */
export type ParagraphSelection = {
  selectable: number[];
  selected: number | null;
  onSelect(index: number | null): void;
};

/** How many pages the letter takes: its text's bottom in mm against the pages' text area. */
function pagesFor(bottomMm: number, page: LetterPage): number {
  const firstEnds = page.heightMm - page.margins.bottom;
  if (bottomMm <= firstEnds + FIT_TOLERANCE_MM) return 1;
  const perPage = page.heightMm - page.margins.top - page.margins.bottom;
  return 1 + Math.ceil((bottomMm - firstEnds) / perPage);
}

/**
 * The letter drawn like its PDF: the blocks of lib/letter/blocks.ts on a page of the page's proportions, every length
 * in mm scaled to the paper's width; its unsupported claims flagged once it is written (never while it streams).
 * It measures whether the text runs past page 1, marks where page 1 ends and warns.
 */
export function LetterPaper({
  document,
  streaming,
  flags,
  selection,
  onPagesChange,
}: {
  document: LetterDocument;
  streaming?: boolean;
  flags?: LetterFlags;
  /** Body paragraphs become selectable (never while the letter streams). */
  selection?: ParagraphSelection;
  onPagesChange?(pages: number): void;
}) {
  const page = letterBlocks(document);
  const paperRef = useRef<HTMLDivElement>(null);
  const flowRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(1);
  const notifyPages = useRef(onPagesChange);
  useLayoutEffect(() => {
    notifyPages.current = onPagesChange;
  });

  // A length in mm as a share of the paper's width (the paper is the size container).
  const mm = (value: number) => `${((value / page.widthMm) * 100).toFixed(4)}cqw`;
  const { widthMm, heightMm, margins } = page;

  useLayoutEffect(() => {
    const paper = paperRef.current;
    const flow = flowRef.current;
    if (!paper || !flow) return;
    const measure = () => {
      const scale = paper.getBoundingClientRect().width / widthMm;
      if (!scale) return;
      const bottom = (flow.getBoundingClientRect().bottom - paper.getBoundingClientRect().top) / scale;
      setPages(pagesFor(bottom, { widthMm, heightMm, margins, band: null, blocks: [] }));
    };
    measure();
    // The letter's fonts arrive after the first draw, and the paper follows the window's width.
    const observer = new ResizeObserver(measure);
    observer.observe(flow);
    observer.observe(paper);
    return () => observer.disconnect();
  }, [widthMm, heightMm, margins]);

  useLayoutEffect(() => {
    notifyPages.current?.(pages);
  }, [pages]);

  const marked = markParagraphs(document.body, streaming || !flags ? [] : flaggedClaims(flags.check));
  const bodyBlocks = page.blocks.filter((block) => block.kind === "text" && block.role === "body");
  const lastBody = bodyBlocks.at(-1);

  const bodyContent = (block: TextBlock): ReactNode => {
    const pieces = marked[bodyBlocks.indexOf(block)] ?? [];
    return (
      <>
        {pieces.map((piece) =>
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
        {streaming && block === lastBody && (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-[1em] w-[2px] animate-pulse bg-current align-text-bottom"
          />
        )}
      </>
    );
  };

  const choosing = selection && !streaming ? selection : null;
  /** A click on a selectable paragraph (not on a flag inside it) chooses it; a second click lets it go. */
  const choose = (paragraph: number) =>
    choosing?.onSelect(choosing.selected === paragraph ? null : paragraph);

  const drawBlock = (block: LetterBlock, index: number, spaceAfterMm = block.spaceAfterMm) => {
    const spacing: CSSProperties = { marginTop: mm(block.spaceBeforeMm), marginBottom: mm(spaceAfterMm) };
    if (block.kind === "rule") {
      return (
        <div
          key={index}
          aria-hidden="true"
          style={{
            ...spacing,
            height: mm(block.heightMm),
            ...(block.double
              ? {
                  borderTop: `${mm(block.heightMm / 3)} solid ${block.color}`,
                  borderBottom: `${mm(block.heightMm / 3)} solid ${block.color}`,
                }
              : { backgroundColor: block.color }),
          }}
        />
      );
    }
    const style: CSSProperties = {
      ...spacing,
      fontFamily: cssFontFamily(block.font),
      fontSize: mm(block.sizePt * PT_TO_MM),
      lineHeight: mm(lineHeightMm(block.sizePt, block.lineHeight)),
      color: block.color,
      textAlign: block.align,
    };
    const paragraph = block.role === "body" ? bodyBlocks.indexOf(block) : -1;
    const place = choosing ? choosing.selectable.indexOf(paragraph) : -1;
    const selected = place !== -1 && choosing?.selected === paragraph;
    return (
      <p
        key={index}
        style={style}
        className={cn(
          "whitespace-pre-line",
          place !== -1 &&
            "group/paragraph relative cursor-pointer rounded-sm transition-colors hover:bg-primary/5",
          selected && "bg-primary/10 outline-2 outline-offset-2 outline-primary/60 hover:bg-primary/10",
        )}
        data-block={block.role}
        data-selected={selected || undefined}
        onClick={
          place === -1
            ? undefined
            : (event) => {
                if (!(event.target as HTMLElement).closest("button")) choose(paragraph);
              }
        }
      >
        {place !== -1 && (
          // The keyboard's way to choose the paragraph; it sits in the page's left margin.
          <button
            type="button"
            aria-pressed={selected}
            aria-label={PARAGRAPH_ACTIONS.select(place + 1)}
            onClick={() => choose(paragraph)}
            className={cn(
              "absolute top-0 -left-[1.6em] grid size-[1.3em] place-items-center rounded-sm text-primary opacity-0 transition-opacity group-hover/paragraph:opacity-60 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-ring",
              selected && "opacity-100 group-hover/paragraph:opacity-100",
            )}
          >
            <Icon node={Pilcrow} className="size-[0.9em]" aria-hidden="true" />
          </button>
        )}
        {block.role === "body"
          ? bodyContent(block)
          : block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line.map((run, runIndex) =>
                  run.bold ? (
                    <strong key={runIndex} className="font-bold">
                      {run.text}
                    </strong>
                  ) : (
                    <span key={runIndex}>{run.text}</span>
                  ),
                )}
              </span>
            ))}
      </p>
    );
  };

  const banded = page.band ? page.blocks.filter((block) => block.kind === "text" && block.inBand) : [];
  const rest = page.blocks.filter((block) => !banded.includes(block));
  const lastBanded = banded.at(-1);

  return (
    <div className="mx-auto grid w-full max-w-[46rem] gap-3">
      {pages > 1 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {LETTER_FIT.secondPage}
        </p>
      )}
      <div
        ref={paperRef}
        className="relative overflow-hidden rounded-md border bg-white shadow-md"
        style={{ containerType: "inline-size" }}
        data-page-size={document.formatting.pageSize}
        data-template={document.template.id}
        data-pages={pages}
      >
        <style href="letter-fonts" precedence="default">
          {LETTER_FONT_FACES}
        </style>
        <div
          className="break-words"
          style={{
            aspectRatio: `${widthMm} / ${heightMm}`,
            padding: `${mm(margins.top)} ${mm(margins.right)} ${mm(margins.bottom)} ${mm(margins.left)}`,
          }}
        >
          <div ref={flowRef} className="flex flex-col">
            {page.band && lastBanded && (
              // The band runs from the page's top edge, edge to edge, to its padding under its last block.
              <div
                className="flex flex-col"
                style={{
                  backgroundColor: page.band.color,
                  margin: `-${mm(margins.top)} -${mm(margins.right)} ${mm(Math.max(0, lastBanded.spaceAfterMm - page.band.paddingMm))} -${mm(margins.left)}`,
                  padding: `${mm(margins.top)} ${mm(margins.right)} ${mm(page.band.paddingMm)} ${mm(margins.left)}`,
                }}
              >
                {banded.map((block, index) =>
                  drawBlock(block, index, block === lastBanded ? 0 : block.spaceAfterMm),
                )}
              </div>
            )}
            {rest.map((block, index) => drawBlock(block, banded.length + index))}
          </div>
        </div>
        {pages > 1 && (
          <div
            aria-hidden="true"
            className="absolute inset-x-0 border-t-2 border-dashed border-amber-500"
            style={{ top: mm(heightMm - margins.bottom) }}
          >
            <span className="absolute right-2 top-1 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
              {LETTER_FIT.pageBreak}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
