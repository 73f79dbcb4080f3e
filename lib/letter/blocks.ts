import { PAGE_SIZES_MM, type LetterTemplate, type TemplateStyle } from "@/lib/builder/templates";
import { findLinks, lineHeightMm, paragraphGapMm, splitParagraphs } from "@/lib/documents/pdf-layout";
import { formatLetterDate } from "@/lib/letter/date";
import type { LetterDocument, LetterLayout, SenderBlock } from "@/lib/letter/layout";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The letter as the blocks every renderer draws (docs/architecture.md §14 'Letter layout'): the template's header
 * (name, contact details, its rule or band), the date, the recipient, the subject and the body's paragraphs, each
 * with its text runs, font family, size, colour, alignment and spacing. The preview, the PDF and the DOCX all draw
 * this one list, so they show the same blocks, text, fonts, sizes and paragraph breaks.
 */
export type FontFamily = Formatting["fontFamily"];
export type TextRun = { text: string; bold: boolean; link: string | null };
export type BlockRole = "name" | "contact" | "date" | "recipient" | "subject" | "body";

export type TextBlock = {
  kind: "text";
  role: BlockRole;
  /** The block's lines as written (forced line breaks); a renderer wraps each to the page's width. */
  lines: TextRun[][];
  font: FontFamily;
  sizePt: number;
  /** Line height as a factor of the size (lineHeightMm gives the line's height). */
  lineHeight: number;
  color: string;
  align: Formatting["alignment"];
  spaceBeforeMm: number;
  spaceAfterMm: number;
  /** Drawn on the page's band (LetterPage.band). */
  inBand: boolean;
};

/** A full-width rule between the margins; a double rule is two lines of a third of its height each. */
export type RuleBlock = {
  kind: "rule";
  color: string;
  heightMm: number;
  double: boolean;
  spaceBeforeMm: number;
  spaceAfterMm: number;
};

export type LetterBlock = TextBlock | RuleBlock;

export type LetterPage = {
  widthMm: number;
  heightMm: number;
  margins: TemplateStyle["margins"];
  /** A coloured band from the page's top edge, edge to edge, to paddingMm under its last block. */
  band: { color: string; paddingMm: number } | null;
  blocks: LetterBlock[];
};

const HEADER_LINE_HEIGHT = 1.25;
const RULE_GAP_MM = 3;
const BAND_PADDING_MM = 7;
const MUTED = "#4b5563";
const ON_BAND = "#ffffff";
const SEPARATOR = " · ";

const plain = (text: string): TextRun => ({ text, bold: false, link: null });

/** A line's runs with its e-mail addresses and URLs as links (docs/spec.md, engine §9). */
function linkedRuns(line: string, bold = false): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const link of findLinks(line)) {
    if (link.start > at) runs.push({ text: line.slice(at, link.start), bold, link: null });
    runs.push({ text: line.slice(link.start, link.end), bold, link: link.url });
    at = link.end;
  }
  if (at < line.length) runs.push({ text: line.slice(at), bold, link: null });
  return runs;
}

/** The sender's details in order, the e-mail and the LinkedIn profile or website as links. */
function contactRuns(sender: SenderBlock): TextRun[] {
  const runs: TextRun[] = [];
  if (sender.email) runs.push({ text: sender.email, bold: false, link: `mailto:${sender.email}` });
  if (sender.phone) runs.push(plain(sender.phone));
  if (sender.location) runs.push(plain(sender.location));
  if (sender.link) {
    const url = /^https?:\/\//i.test(sender.link) ? sender.link : `https://${sender.link}`;
    runs.push({ text: sender.link, bold: false, link: url });
  }
  return runs;
}

/** Runs on one line, separated by a middle dot. */
function joined(runs: TextRun[]): TextRun[] {
  return runs.flatMap((run, index) => (index === 0 ? [run] : [plain(SEPARATOR), run]));
}

type BlockStyle = Omit<TextBlock, "kind" | "role" | "lines">;

function textBlock(role: BlockRole, lines: TextRun[][], style: BlockStyle): TextBlock {
  return { kind: "text", role, lines, ...style };
}

/** The template's header blocks for the sender; none when the sender block is empty. */
function headerBlocks(
  template: LetterTemplate,
  sender: SenderBlock,
  locale: string,
): { blocks: LetterBlock[]; band: LetterPage["band"] } {
  const { design, style, fonts } = template;
  const contacts = contactRuns(sender);
  if (!sender.name && contacts.length === 0) return { blocks: [], band: null };
  const accent = style.accent ?? style.text;
  const heading = (
    sizePt: number,
    color: string,
    align: Formatting["alignment"],
    inBand = false,
  ): BlockStyle => ({
    font: fonts.heading,
    sizePt,
    lineHeight: HEADER_LINE_HEIGHT,
    color,
    align,
    spaceBeforeMm: 0,
    spaceAfterMm: 0,
    inBand,
  });
  const name = (text: string, bold: boolean, blockStyle: BlockStyle) =>
    text ? [textBlock("name", [[{ text, bold, link: null }]], { ...blockStyle, spaceAfterMm: 1.5 })] : [];
  const contactLine = (blockStyle: BlockStyle) =>
    contacts.length ? [textBlock("contact", [joined(contacts)], blockStyle)] : [];
  const blocks: LetterBlock[] = [];
  let band: LetterPage["band"] = null;

  switch (design.header) {
    case "right":
      blocks.push(...name(sender.name, true, heading(design.nameSizePt, accent, "right")));
      if (contacts.length)
        blocks.push(
          textBlock(
            "contact",
            contacts.map((run) => [run]),
            heading(design.contactSizePt, style.text, "right"),
          ),
        );
      break;
    case "accent-left":
      blocks.push(...name(sender.name, true, heading(design.nameSizePt, accent, "left")));
      blocks.push(...contactLine(heading(design.contactSizePt, MUTED, "left")));
      break;
    case "band":
      band = { color: accent, paddingMm: BAND_PADDING_MM };
      blocks.push(...name(sender.name, true, heading(design.nameSizePt, ON_BAND, "left", true)));
      blocks.push(...contactLine(heading(design.contactSizePt, ON_BAND, "left", true)));
      break;
    case "centred-caps":
      blocks.push(
        ...name(sender.name.toLocaleUpperCase(locale), false, heading(design.nameSizePt, accent, "center")),
      );
      blocks.push(...contactLine(heading(design.contactSizePt, MUTED, "center")));
      break;
    case "plain":
      blocks.push(...name(sender.name, false, heading(design.nameSizePt, style.text, "left")));
      if (contacts.length)
        blocks.push(
          textBlock(
            "contact",
            contacts.map((run) => [run]),
            heading(design.contactSizePt, style.text, "left"),
          ),
        );
      break;
    case "one-line": {
      const nameRun: TextRun[] = sender.name ? [{ text: sender.name, bold: true, link: null }] : [];
      blocks.push(
        textBlock(
          "name",
          [joined([...nameRun, ...contacts])],
          heading(design.nameSizePt, style.text, "left"),
        ),
      );
      break;
    }
  }

  const last = blocks.at(-1) as TextBlock;
  if (design.rule) {
    blocks.push({
      kind: "rule",
      color: design.rule.color ?? accent,
      heightMm: design.rule.heightMm,
      double: design.rule.double,
      spaceBeforeMm: RULE_GAP_MM,
      spaceAfterMm: design.headerGapMm,
    });
  } else {
    last.spaceAfterMm = design.headerGapMm;
  }
  return { blocks, band };
}

/** The recipient's lines: name, organisation, address lines, as given, with no empty lines. */
function recipientLines(layout: LetterLayout): string[] {
  const { name, organisation, address } = layout.recipient;
  return [name, organisation, ...address.split(/\r?\n/)].map((line) => line.trim()).filter(Boolean);
}

/** The letter's page and its blocks, top to bottom. A letter without a layout is its body alone. */
export function letterBlocks(document: LetterDocument): LetterPage {
  const { formatting, template, layout } = document;
  const page = PAGE_SIZES_MM[formatting.pageSize];
  const lineMm = lineHeightMm(formatting.fontSizePt, formatting.lineHeight);
  const body = (spaceAfterMm: number, align = formatting.alignment): BlockStyle => ({
    font: formatting.fontFamily,
    sizePt: formatting.fontSizePt,
    lineHeight: formatting.lineHeight,
    color: template.style.text,
    align,
    spaceBeforeMm: 0,
    spaceAfterMm,
    inBand: false,
  });

  const blocks: LetterBlock[] = [];
  let band: LetterPage["band"] = null;
  if (layout) {
    const header = headerBlocks(template, layout.sender, layout.locale);
    blocks.push(...header.blocks);
    band = header.band;
    const gap = template.design.blockGapMm;
    const date = formatLetterDate(layout.date, layout.locale, formatting.pageSize);
    blocks.push(
      textBlock("date", [[plain(date)]], body(gap, template.design.header === "right" ? "right" : "left")),
    );
    const recipient = recipientLines(layout);
    if (recipient.length)
      blocks.push(
        textBlock(
          "recipient",
          recipient.map((line) => [plain(line)]),
          body(gap, "left"),
        ),
      );
    if (layout.subject)
      blocks.push(
        textBlock("subject", [[{ text: layout.subject, bold: true, link: null }]], body(gap, "left")),
      );
  }

  const paragraphs = splitParagraphs(document.body);
  paragraphs.forEach((paragraph, index) => {
    const last = index === paragraphs.length - 1;
    // The blank line between paragraphs plus the spec's extra 0.2 line (docs/spec.md, engine §9).
    const after = last ? 0 : paragraphGapMm(lineMm);
    blocks.push(
      textBlock(
        "body",
        paragraph.split("\n").map((line) => linkedRuns(line)),
        body(after),
      ),
    );
  });

  return {
    widthMm: page.width,
    heightMm: page.height,
    margins: template.style.margins,
    band,
    blocks,
  };
}

/** A text block's text: its lines joined by line breaks. */
export function blockText(block: TextBlock): string {
  return block.lines.map((line) => line.map((run) => run.text).join("")).join("\n");
}

/** The font faces the blocks use ("sans", bold …), each once: the ones a PDF embeds. */
export function usedFaces(page: LetterPage): Array<{ font: FontFamily; bold: boolean }> {
  const faces = new Map<string, { font: FontFamily; bold: boolean }>();
  for (const block of page.blocks) {
    if (block.kind !== "text") continue;
    for (const run of block.lines.flat())
      faces.set(`${block.font}:${run.bold}`, { font: block.font, bold: run.bold });
  }
  return [...faces.values()];
}
