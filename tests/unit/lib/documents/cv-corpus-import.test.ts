// Every PDF and Word CV of the labelled corpus through the CV import: two-column files read one column at a time.
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";

import { extractDocxText } from "@/lib/documents/docx-text";
import { extractPdfText, type PdfJsLike } from "@/lib/documents/pdf-text";
import { CV_CASES, cvFileBytes, type CvCase } from "../../../fixtures/cv-corpus/corpus.ts";

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function importCase(c: CvCase): Promise<string[]> {
  const bytes = cvFileBytes(c);
  const text = c.format.startsWith("pdf")
    ? await extractPdfText(bytes, pdfjs as unknown as PdfJsLike, { verbosity: 0 })
    : await extractDocxText(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      );
  return text.split("\n").map(squash).filter(Boolean);
}

/** Where each labelled line is found, searching on from the previous one; -1 when it is not found in order. */
function positions(lines: string[], labels: string[]): number[] {
  let from = 0;
  return labels.map((label) => {
    const index = lines.findIndex((line, at) => at >= from && line.includes(squash(label)));
    if (index >= 0) from = index;
    return index;
  });
}

/** Whether a line holds a sidebar line and a main line side by side (not one inside the other). */
function mixes(line: string, sidebar: string[], main: string[]): boolean {
  const spans = (labels: string[]) =>
    labels.flatMap((label) => {
      const start = line.indexOf(squash(label));
      return start < 0 ? [] : [[start, start + squash(label).length] as const];
    });
  const mainSpans = spans(main);
  return spans(sidebar).some(([start, end]) => mainSpans.some(([from, to]) => end <= from || to <= start));
}

const files = CV_CASES.filter((c) => c.format !== "text");

describe("the CV corpus through the import", () => {
  it.each(files.filter((c) => c.sidebar && c.main))(
    "$id: sidebar and main lines in order, never mixed",
    async (c) => {
      const lines = await importCase(c);
      const [sidebar, main] = [positions(lines, c.sidebar!), positions(lines, c.main!)];
      for (const [labels, found] of [
        [c.sidebar!, sidebar],
        [c.main!, main],
      ] as const) {
        expect(
          labels.filter((_, index) => found[index]! < 0),
          `lines missing or out of order in:\n${lines.join("\n")}`,
        ).toEqual([]);
      }
      expect(lines.filter((line) => mixes(line, c.sidebar!, c.main!))).toEqual([]);
      // One column after the other: no main line between the sidebar's first and last lines.
      const [first, last] = [Math.min(...sidebar), Math.max(...sidebar)];
      expect(main.filter((index) => index > first && index < last)).toEqual([]);
    },
  );

  it.each(files.filter((c) => !c.sidebar))(
    "$id: one-column file reads with its contact details",
    async (c) => {
      const text = (await importCase(c)).join("\n").toLowerCase();
      if (c.email) expect(text).toContain(c.email.toLowerCase());
      expect(text.length).toBeGreaterThan(200);
    },
  );
});
