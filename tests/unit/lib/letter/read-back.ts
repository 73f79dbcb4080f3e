import { inflateRawSync } from "node:zlib";
import * as docx from "docx";
import { jsPDF } from "jspdf";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

import { buildLetterDocx } from "@/lib/documents/export-docx";
import { buildLetterPdf, loadLetterFonts } from "@/lib/documents/export-pdf";
import { readFontFile } from "@/lib/documents/fonts-files";
import { pdfFontLoader } from "@/lib/documents/fonts-pdf";
import type { LetterDocument } from "@/lib/letter/layout";

/** Test helpers: a letter rendered to PDF and DOCX, and read back the way a reader's software would. */
type Ctor = Parameters<typeof buildLetterPdf>[0];
const loadFont = pdfFontLoader(readFontFile);

export async function letterPdf(document: LetterDocument): Promise<ArrayBuffer> {
  const fonts = await loadLetterFonts(document, loadFont);
  return buildLetterPdf(jsPDF as unknown as Ctor, document, fonts).output("arraybuffer");
}

export async function letterDocx(document: LetterDocument): Promise<Buffer> {
  return docx.Packer.toBuffer(buildLetterDocx(docx, document));
}

export type PdfLine = { page: number; top: number; text: string };

/** The PDF's text line by line, top to bottom (tops in mm from the page's top), its page sizes in mm and links. */
export async function readPdf(bytes: ArrayBuffer) {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), verbosity: 0 });
  const doc = await task.promise;
  const lines: PdfLine[] = [];
  const sizes: Array<{ width: number; height: number }> = [];
  const links: string[] = [];
  const ptToMm = 25.4 / 72;
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    sizes.push({ width: width * ptToMm, height: height * ptToMm });
    const items = (await page.getTextContent()).items.flatMap((item) =>
      "str" in item && item.str.trim()
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              top: (height - (item.transform[5] as number)) * ptToMm,
            },
          ]
        : [],
    );
    items.sort((a, b) => a.top - b.top || a.x - b.x);
    for (const item of items) {
      const line = lines.at(-1);
      if (line && line.page === number && Math.abs(line.top - item.top) < 0.5) line.text += ` ${item.text}`;
      else lines.push({ page: number, top: item.top, text: item.text });
    }
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === "Link") links.push(String(annotation.url ?? annotation.unsafeUrl ?? ""));
  }
  const info = (await doc.getMetadata()).info as Record<string, unknown>;
  await task.destroy();
  for (const line of lines) line.text = line.text.replace(/\s+/g, " ").trim();
  return { lines, sizes, links, info, text: lines.map((line) => line.text).join("\n") };
}

export type PdfRect = {
  left: number;
  top: number;
  width: number;
  height: number;
  color: [number, number, number];
};

/** The filled shapes on a PDF's first page (bands and rules) in mm from the top left, with their fill colours. */
export async function pdfRects(bytes: ArrayBuffer): Promise<PdfRect[]> {
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), verbosity: 0 });
  const page = await (await task.promise).getPage(1);
  const height = page.view[3] ?? 0;
  const { fnArray, argsArray } = await page.getOperatorList();
  const rects: PdfRect[] = [];
  const ptToMm = 25.4 / 72;
  let color: [number, number, number] = [0, 0, 0];
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] as unknown[];
    if (fn === pdfjs.OPS.setFillRGBColor) {
      const value = Number.parseInt(String(args[0]).slice(1), 16);
      color = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
    }
    if (fn === pdfjs.OPS.constructPath) {
      const [minX = 0, minY = 0, maxX = 0, maxY = 0] = Array.from(args[2] as ArrayLike<number>);
      rects.push({
        left: minX * ptToMm,
        top: (height - maxY) * ptToMm,
        width: (maxX - minX) * ptToMm,
        height: (maxY - minY) * ptToMm,
        color,
      });
    }
  });
  await task.destroy();
  return rects;
}

/** The fonts the PDF embeds: each FontFile2's name and the size of its font program (jsPDF writes them uncompressed). */
export function embeddedFonts(bytes: ArrayBuffer): Array<{ name: string; length: number }> {
  const raw = new TextDecoder("latin1").decode(bytes);
  const names = [...raw.matchAll(/\/FontName \/([^\s/]+)\s*\/FontFile2 (\d+) 0 R/g)];
  return names.map(([, name = "", object]) => {
    const length = new RegExp(`\\n${object} 0 obj\\s*<<[^]*?/Length1 (\\d+)`).exec(raw)?.[1];
    return { name, length: Number(length) };
  });
}

/** One file of a ZIP archive, found through the central directory (the DOCX is a ZIP of XML files). */
export function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString("utf8");
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

export type DocxParagraph = { text: string; fonts: string[]; sizes: number[]; bold: boolean; xml: string };

/** word/document.xml's paragraphs in order: text (line breaks as \n), run fonts, run sizes in pt, any bold run. */
export function docxParagraphs(buffer: Buffer): DocxParagraph[] {
  const xml = zipEntry(buffer, "word/document.xml");
  return [...xml.matchAll(/<w:p>[^]*?<\/w:p>|<w:p [^>]*>[^]*?<\/w:p>/g)].map(([paragraph]) => ({
    xml: paragraph,
    text: [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
      .map((match) => (match[0] === "<w:br/>" ? "\n" : unescapeXml(match[1] ?? "")))
      .join(""),
    fonts: [
      ...new Set([...paragraph.matchAll(/<w:rFonts w:ascii="([^"]+)"/g)].map((match) => match[1] ?? "")),
    ],
    sizes: [...new Set([...paragraph.matchAll(/<w:sz w:val="(\d+)"/g)].map((match) => Number(match[1]) / 2))],
    bold: /<w:b\/>|<w:b w:val="(?:true|1)"\/>/.test(paragraph),
  }));
}
